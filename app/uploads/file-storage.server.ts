// The bytes of stored documents: a small interface that the local disk and
// an S3-compatible bucket implement (app/uploads/s3-storage.server.ts).
// The encryption at rest every caller goes through sits over it
// (app/uploads/storage.server.ts). The disk keeps files under
// DATA_DIR/uploads, outside anything served statically.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A document as the app saved it: the SHA-256 is of its plaintext (app/uploads/storage.server.ts). */
export type SavedFile = { key: string; size: number; sha256: string };
/**
 * Bytes as a store saved them. No hash: what a store receives is already
 * encrypted, and a hash of ciphertext was computed only to be dropped
 * (issue 41); AES-GCM's tags already catch any change to the stored bytes.
 */
type StoredFile = { key: string; size: number };

/** Bytes kept under keys: what a disk or a bucket does. */
export type FileStorage = {
  /**
   * Stores the bytes under a new random key; resolves once they are durable
   * (fsync, or the bucket's acknowledgement). A source that fails rejects
   * with its own error and leaves nothing; a store that fails rejects with
   * StorageUnavailableError and leaves nothing.
   */
  save(source: Readable): Promise<StoredFile>;
  /** The stored bytes; a key with no file fails the stream with code ENOENT. */
  open(key: string): Readable;
  /** Stores new bytes under an existing key, whole or not at all. */
  replace(key: string, source: Readable): Promise<void>;
  /** Removes the file; a key with no file is no error. */
  remove(key: string): Promise<void>;
  /** Every stored key with its modification time (for the storage check). */
  list(): Promise<{ key: string; modifiedAt: Date }[]>;
};

/** The store itself failed (a bucket that does not answer, a full disk): the sender may try again. */
export class StorageUnavailableError extends Error {
  constructor(reason: string) {
    super(`The document storage is unavailable: ${reason}`);
    this.name = "StorageUnavailableError";
  }
}

/** What the sender of a file is told when it could not be stored: the store's failure, or their own. */
export function saveFailureReason(fileName: string, error: unknown): string {
  return error instanceof StorageUnavailableError
    ? "storage is unavailable, please try again"
    : `${fileName} could not be received. Please try again.`;
}

/** Keys are ours: 32 random hex digits. */
export const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** The error of a key with no stored file, the same on every store. */
export function missingFileError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored file ${key}`), { code: "ENOENT" });
}

/** Disk failures that are the store's, not the sender's. */
const DISK_FAILURES = new Set(["ENOSPC", "EDQUOT", "EIO", "EROFS"]);

export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are ours (random hex); anything else never reaches the disk.
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return path.join(root, key.slice(0, 2), key);
  };
  const storeError = (error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    return code && DISK_FAILURES.has(code) ? new StorageUnavailableError(`disk: ${code}`) : error;
  };
  return {
    async save(source) {
      // NOTE: the source can fail while the file below is being opened (a
      // form cut off mid-file); with no listener yet, that error would end
      // the process. pipeline() still finds the source failed and rejects.
      source.on("error", ignoreError);
      const key = randomBytes(16).toString("hex");
      const file = pathOf(key);
      const count = counted();
      const handle = await fs
        .mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
        .then(() => fs.open(file, "wx", 0o600))
        .catch((error: unknown) => Promise.reject(storeError(error)));
      try {
        // flush: fsync before close, so an acknowledged file survives a power cut.
        await pipeline(source, count, handle.createWriteStream({ flush: true }));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw storeError(error);
      }
      return { key, size: count.size() };
    },
    // 512 KiB reads: a document streams in dozens of pieces, not hundreds.
    open: (key) => createReadStream(pathOf(key), { highWaterMark: 512 * 1024 }),
    async replace(key, source) {
      const file = pathOf(key);
      const aside = `${file}.new-${process.pid}`;
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const handle = await fs.open(aside, "w", 0o600);
      try {
        await pipeline(source, handle.createWriteStream({ flush: true }));
        await fs.rename(aside, file);
      } catch (error) {
        await fs.rm(aside, { force: true });
        throw storeError(error);
      }
      // The rename itself survives a power cut once the folder is synced.
      const folder = await fs.open(path.dirname(file), "r");
      await folder.sync().finally(() => folder.close());
    },
    remove: (key) => fs.rm(pathOf(key), { force: true }),
    async list() {
      const entries: { key: string; modifiedAt: Date }[] = [];
      for (const shard of await fs.readdir(root).catch(() => [] as string[])) {
        for (const key of await fs.readdir(path.join(root, shard)).catch(() => [] as string[])) {
          if (!KEY_PATTERN.test(key)) continue;
          const stat = await fs.stat(path.join(root, shard, key));
          entries.push({ key, modifiedAt: stat.mtime });
        }
      }
      return entries;
    },
  };
}

/** A pass-through that counts and hashes what goes by. */
export function measured() {
  const hash = createHash("sha256");
  let size = 0;
  return Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    }),
    { result: () => ({ size, sha256: hash.digest("hex") }) },
  );
}

/** A pass-through that counts what goes by. */
function counted() {
  let size = 0;
  return Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    }),
    { size: () => size },
  );
}

function ignoreError() {}
