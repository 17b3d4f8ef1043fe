import { sql } from "drizzle-orm";
import { recordAudit } from "#app/audit/audit.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { blogPosts, uploads } from "#app/db/schema.ts";
import { logger } from "#app/logger.server.ts";
import type { FileStorage } from "#app/uploads/file-storage.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

/** How old a file without a row must be before it is removed: older than any upload still being written. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

export type StorageReport = {
  /** Files with no row: removed when older than `orphanAgeMs` (a crash between write and commit). */
  orphans: { key: string; removed: boolean }[];
  /** Rows whose file is gone: reported, never fixed automatically. */
  missing: { key: string; fileName: string }[];
};

/**
 * Compares stored files with the rows that name them. `orphanAgeMs` (default
 * an hour) is how old a file without a row must be to be removed: a younger
 * one may be an upload whose row is about to commit. 0 removes every such
 * file, for when no server is writing (after a crash, with the survivors idle).
 */
export async function checkStorage(options: {
  removeOrphans: boolean;
  now?: Date;
  orphanAgeMs?: number;
  storage?: Pick<FileStorage, "list" | "remove">;
}): Promise<StorageReport> {
  const now = options.now ?? new Date();
  const orphanAgeMs = options.orphanAgeMs ?? ORPHAN_AGE_MS;
  const storage = options.storage ?? getStorage();
  const [files, rows, posts] = await Promise.all([
    storage.list(),
    getDb().select({ key: uploads.storageKey, fileName: uploads.fileName }).from(uploads),
    getDb().select({ image: blogPosts.image }).from(blogPosts),
  ]);
  const referenced = new Set(rows.map((row) => row.key));
  for (const post of posts) {
    const key = /^\/blog-images\/([a-f0-9]{32})\./.exec(post.image)?.[1];
    if (key) referenced.add(key);
  }
  const onDisk = new Set(files.map((file) => file.key));

  const orphans: StorageReport["orphans"] = [];
  for (const file of files) {
    if (referenced.has(file.key)) continue;
    const age = now.getTime() - file.modifiedAt.getTime();
    const old = orphanAgeMs === 0 || age > orphanAgeMs;
    if (old && options.removeOrphans) await storage.remove(file.key);
    orphans.push({ key: file.key, removed: old && options.removeOrphans });
  }
  const missing = rows.filter((row) => !onDisk.has(row.key));
  return { orphans, missing };
}

/** Names the sweep's lock among PostgreSQL advisory locks: one process sweeps at a time. */
const STRAY_SWEEP_LOCK = 22_07;

/**
 * Removes stored files that no row names and that are older than an hour
 * (issue 22.7): a process killed between writing a file and committing its
 * row leaves one. Claimed with an advisory lock, so with several processes
 * one sweeps and the others skip; what it removed is logged and audited.
 * Null when another process holds the sweep.
 */
export async function sweepStrayFiles(
  options: { now?: Date; storage?: Pick<FileStorage, "list" | "remove"> } = {},
): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${STRAY_SWEEP_LOCK}) as locked`,
    );
    if (!rows[0]?.locked) return null;
    const report = await checkStorage({ removeOrphans: true, ...options });
    const removed = report.orphans.filter((orphan) => orphan.removed).length;
    if (removed > 0) {
      logger.warn({ removed }, "removed stored files that no row names");
      await recordAudit({ action: "stray-files-removed", target: `${removed} stored file(s) without a row` });
    }
    return removed;
  });
}
