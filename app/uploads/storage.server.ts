// Where client documents are kept: a small interface for the bytes, with a
// local-disk implementation under DATA_DIR/uploads (outside anything served
// statically; an S3-compatible store can implement the same interface), and
// over it the encryption at rest every caller goes through (getStorage).
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline as pipe, type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { documentKeys } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import {
  decryptStream,
  encryptStream,
  isEncrypted,
  newDataKey,
  unwrapDataKey,
} from "#app/uploads/document-crypto.server.ts";
import { findMasterKey, getKeyring } from "#app/uploads/document-keys.server.ts";

export type SavedFile = { key: string; size: number; sha256: string };

/** Bytes kept under keys: what a disk or a bucket does. */
export type FileStorage = {
  /** Stores the bytes under a new random key; resolves once they are on disk (fsync). */
  save(source: Readable): Promise<SavedFile>;
  open(key: string): Readable;
  /** Stores new bytes under an existing key, whole or not at all (written aside, then renamed over it). */
  replace(key: string, source: Readable): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every stored key with its modification time (for the storage check). */
  list(): Promise<{ key: string; modifiedAt: Date }[]>;
};

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are ours (random hex); anything else never reaches the disk.
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async save(source) {
      // NOTE: the source can fail while the file below is being opened (a
      // form cut off mid-file); with no listener yet, that error would end
      // the process. pipeline() still finds the source failed and rejects.
      source.on("error", ignoreError);
      const key = randomBytes(16).toString("hex");
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const measure = measured();
      const handle = await fs.open(file, "wx", 0o600);
      try {
        // flush: fsync before close, so an acknowledged file survives a power cut.
        await pipeline(source, measure, handle.createWriteStream({ flush: true }));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return { key, ...measure.result() };
    },
    // 512 KiB reads: a document streams in dozens of pieces, not hundreds.
    open: (key) => createReadStream(pathOf(key), { highWaterMark: 512 * 1024 }),
    async replace(key, source) {
      const file = pathOf(key);
      const aside = `${file}.new-${process.pid}`;
      const handle = await fs.open(aside, "w", 0o600);
      try {
        await pipeline(source, handle.createWriteStream({ flush: true }));
        await fs.rename(aside, file);
      } catch (error) {
        await fs.rm(aside, { force: true });
        throw error;
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
function measured() {
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

function ignoreError() {}

/** The first bytes of a stream (at most a chunk), then the stream is closed. */
async function readHead(stream: Readable): Promise<Buffer> {
  for await (const chunk of stream) {
    stream.destroy();
    return chunk as Buffer;
  }
  return Buffer.alloc(0);
}

/**
 * The documents as the app sees them: plaintext in and out, each file
 * encrypted at rest with its own data key (issue 22.1). Sizes and SHA-256
 * are of the plaintext, as the upload rows record them.
 */
export type DocumentStorage = Omit<FileStorage, "open" | "replace"> & {
  /** The file decrypted as it streams; a changed byte fails the stream before any byte of its chunk. */
  open(key: string): Promise<Readable>;
  /** Whether the file decrypts whole to bytes with this SHA-256 (read once, kept nowhere). */
  verify(key: string, sha256: string): Promise<boolean>;
  /** The bytes as stored (encrypted), for backups. */
  openStored(key: string): Readable;
  /**
   * Encrypts a file stored before encryption, under its own key: the key is
   * recorded first (pending), the file swapped for its encrypted copy, then
   * the key marked done, so a crash at any point leaves it readable and a
   * second run finishes it. False when it was encrypted already. Refuses a
   * file whose bytes are not the SHA-256 recorded.
   */
  encryptInPlace(key: string, sha256: string | null): Promise<boolean>;
};

export function createEncryptedStorage(files: FileStorage): DocumentStorage {
  const db = () => getDb();
  async function open(key: string): Promise<Readable> {
    const [row] = await db().select().from(documentKeys).where(eq(documentKeys.storageKey, key));
    // A file stored before encryption (no key yet, or one whose swap is not done): read as it is; a
    // download still checks its SHA-256.
    if (!row || row.pending) return files.open(key);
    const dataKey = unwrapDataKey(row.wrappedKey, findMasterKey(row.keyId));
    return pipe(files.open(key), decryptStream(dataKey), ignoreError);
  }
  return {
    async save(source) {
      source.on("error", ignoreError);
      const master = getKeyring().current;
      const { dataKey, wrapped } = newDataKey(master);
      const measure = measured();
      const saved = await files.save(pipe(source, measure, encryptStream(dataKey), ignoreError));
      try {
        await db().insert(documentKeys).values({ storageKey: saved.key, keyId: master.id, wrappedKey: wrapped });
      } catch (error) {
        await files.remove(saved.key);
        throw error;
      }
      return { key: saved.key, ...measure.result() };
    },
    open,
    async verify(key, sha256) {
      try {
        const hash = createHash("sha256");
        for await (const chunk of await open(key)) hash.update(chunk);
        return hash.digest("hex") === sha256;
      } catch {
        return false;
      }
    },
    openStored: (key) => files.open(key),
    async encryptInPlace(key, sha256) {
      const find = async () => (await db().select().from(documentKeys).where(eq(documentKeys.storageKey, key)))[0];
      let row = await find();
      if (row && !row.pending) return false;
      if (!row) {
        const master = getKeyring().current;
        const { wrapped } = newDataKey(master);
        await db()
          .insert(documentKeys)
          .values({ storageKey: key, keyId: master.id, wrappedKey: wrapped, pending: true })
          .onConflictDoNothing();
        row = await find();
      }
      if (!row) throw new Error(`No key could be recorded for ${key}.`);
      const dataKey = unwrapDataKey(row.wrappedKey, findMasterKey(row.keyId));
      // A crash after the swap, before the key was marked done: the file is encrypted already.
      const head = await readHead(files.open(key));
      if (!isEncrypted(head)) {
        if (sha256) {
          const hash = createHash("sha256");
          for await (const chunk of files.open(key)) hash.update(chunk);
          if (hash.digest("hex") !== sha256) throw new Error(`The stored file ${key} is not the one recorded.`);
        }
        await files.replace(key, pipe(files.open(key), encryptStream(dataKey), ignoreError));
      }
      await db().update(documentKeys).set({ pending: false }).where(eq(documentKeys.storageKey, key));
      return true;
    },
    async remove(key) {
      // The key first: a file whose key is gone can no longer be read, even from a backup.
      await db().delete(documentKeys).where(eq(documentKeys.storageKey, key));
      await files.remove(key);
    },
    list: () => files.list(),
  };
}

let storage: DocumentStorage | undefined;

export function getStorage(): DocumentStorage {
  storage ??= createEncryptedStorage(createDiskStorage(path.join(getEnv().dataDir, "uploads")));
  return storage;
}
