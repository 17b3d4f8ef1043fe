import { getDb } from "#app/db/client.server.ts";
import { blogPosts, uploads } from "#app/db/schema.ts";
import { type FileStorage, getStorage } from "#app/uploads/storage.server.ts";

const ORPHAN_AGE_MS = 60 * 60 * 1000;

export type StorageReport = {
  /** Files with no row: removed when older than an hour (a crash between write and commit). */
  orphans: { key: string; removed: boolean }[];
  /** Rows whose file is gone: reported, never fixed automatically. */
  missing: { key: string; fileName: string }[];
};

/** Compares stored files with the rows that name them. */
export async function checkStorage(options: {
  removeOrphans: boolean;
  now?: Date;
  storage?: Pick<FileStorage, "list" | "remove">;
}): Promise<StorageReport> {
  const now = options.now ?? new Date();
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
    const old = now.getTime() - file.modifiedAt.getTime() > ORPHAN_AGE_MS;
    if (old && options.removeOrphans) await storage.remove(file.key);
    orphans.push({ key: file.key, removed: old && options.removeOrphans });
  }
  const missing = rows.filter((row) => !onDisk.has(row.key));
  return { orphans, missing };
}
