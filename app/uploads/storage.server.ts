// Where client documents are kept, as the app sees them: plaintext in and
// out, encrypted at rest over the bytes' store (app/uploads/file-storage.server.ts):
// the local disk by default, an S3-compatible bucket with STORAGE=s3.
import { createHash } from "node:crypto";
import path from "node:path";
import { pipeline as pipe, type Readable } from "node:stream";
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
import { createDiskStorage, type FileStorage, measured, type SavedFile } from "#app/uploads/file-storage.server.ts";
import { checkBucket, createS3Client, createS3Storage, type S3Options } from "#app/uploads/s3-storage.server.ts";

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
export type DocumentStorage = Omit<FileStorage, "save" | "open" | "replace"> & {
  /** As FileStorage's, with the plaintext's SHA-256. */
  save(source: Readable): Promise<SavedFile>;
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
  storage ??= createEncryptedStorage(openFileStorage());
  return storage;
}

function s3Options(): S3Options {
  const env = getEnv();
  if (!env.S3_BUCKET) throw new Error("S3_BUCKET is not set: the bucket that keeps the documents.");
  return { bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT };
}

/** The files' store the site is configured with (STORAGE), without the encryption over it: what a restore writes into. */
export function openFileStorage(): FileStorage {
  return getEnv().STORAGE === "s3" ? openBucketFiles() : openDiskFiles();
}

/** The local disk's files: DATA_DIR/uploads. */
export function openDiskFiles(): FileStorage {
  return createDiskStorage(path.join(getEnv().dataDir, "uploads"));
}

/** The configured bucket's files, whatever STORAGE says (npm run migrate-storage fills it before the switch). */
export function openBucketFiles(): FileStorage {
  return createS3Storage(createS3Client(s3Options()), s3Options().bucket);
}

/** Whether the configured bucket answers; throws a message naming its endpoint when not. */
export async function checkBucketReachable(): Promise<void> {
  await checkBucket(createS3Client(s3Options()), s3Options());
}

/** At start: a bucket that does not answer stops the start, with a message naming its endpoint. */
export async function checkStorageReachable(): Promise<void> {
  if (getEnv().STORAGE === "s3") await checkBucketReachable();
}

function ignoreError() {}
