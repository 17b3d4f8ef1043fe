// Copies the documents kept on the local disk into the configured bucket
// (npm run migrate-storage -- --to s3, docs/DEPLOYMENT.md). Files are copied
// as stored, still encrypted: their keys in the database stay valid. Each
// copy is read back and compared by SHA-256 with the file on disk, and a
// document with a recorded SHA-256 must also decrypt to it. A file already
// in the bucket and equal is skipped, so the copy can be run again after an
// interruption, and once more just before the switch.
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { getDb } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.ts";
import type { FileStorage } from "#app/uploads/file-storage.server.ts";
import { createEncryptedStorage } from "#app/uploads/storage.server.ts";

export type MigrationReport = {
  copied: string[];
  /** Already in the bucket with the same bytes. */
  present: string[];
  /** Copied, but the copy did not read back as the original: to look into before the switch. */
  failed: { key: string; reason: string }[];
};

export async function migrateStorage(
  from: FileStorage,
  to: FileStorage,
  options: { onFile?: (key: string, outcome: "copied" | "present" | "failed") => void } = {},
): Promise<MigrationReport> {
  const recorded = new Map(
    (await getDb().select({ key: uploads.storageKey, sha256: uploads.sha256 }).from(uploads)).map((row) => [
      row.key,
      row.sha256,
    ]),
  );
  const documents = createEncryptedStorage(to);
  const report: MigrationReport = { copied: [], present: [], failed: [] };
  const inBucket = new Set((await to.list()).map((file) => file.key));

  for (const { key } of await from.list()) {
    const original = await digest(from.open(key));
    let outcome: "copied" | "present" | "failed";
    try {
      if (inBucket.has(key) && (await digest(to.open(key)).catch(() => null)) === original) {
        outcome = "present";
      } else {
        await to.replace(key, from.open(key));
        const copy = await digest(to.open(key));
        if (copy !== original) throw new Error("the copy in the bucket is not the file on disk");
        outcome = "copied";
      }
      const sha256 = recorded.get(key);
      if (sha256 && !(await documents.verify(key, sha256))) {
        throw new Error("the copy does not decrypt to the document recorded");
      }
    } catch (error) {
      outcome = "failed";
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
    if (outcome !== "failed") report[outcome].push(key);
    options.onFile?.(key, outcome);
  }
  return report;
}

async function digest(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
