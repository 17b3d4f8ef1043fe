// Where client documents are kept: a small interface, with a local-disk
// implementation under DATA_DIR/uploads (outside anything served
// statically). An S3-compatible store can implement the same interface.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getEnv } from "#app/env.server.ts";

export type SavedFile = { key: string; size: number; sha256: string };

export type FileStorage = {
  /** Stores the bytes under a new random key; resolves once they are on disk (fsync). */
  save(source: Readable): Promise<SavedFile>;
  open(key: string): Readable;
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
      const hash = createHash("sha256");
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const handle = await fs.open(file, "wx", 0o600);
      try {
        // flush: fsync before close, so an acknowledged file survives a power cut.
        await pipeline(source, measure, handle.createWriteStream({ flush: true }));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      return { key, size, sha256: hash.digest("hex") };
    },
    open: (key) => createReadStream(pathOf(key)),
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

function ignoreError() {}

let storage: FileStorage | undefined;

export function getStorage(): FileStorage {
  storage ??= createDiskStorage(path.join(getEnv().dataDir, "uploads"));
  return storage;
}
