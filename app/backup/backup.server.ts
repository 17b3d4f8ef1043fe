// A logical backup, safe beside a running server: every table is copied out
// of one snapshot (one REPEATABLE READ transaction), then the stored files
// that snapshot refers to. Files are written and fsynced before their row
// commits and never change after, so every file the snapshot names exists.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { listTables } from "#app/backup/catalog.server.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  MANIFEST_FILE,
  qualifiedName,
  quoteIdentifier,
  resolveInBackup,
  syncFolder,
  type TableEntry,
  tableFile,
  writeFileDurably,
} from "#app/backup/manifest.server.ts";
import { readMigrationLevel } from "#app/backup/migrations.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { type DocumentStorage, getStorage } from "#app/uploads/storage.server.ts";

// Blog images live in the same storage, named by the post's image path
// (the same pattern app/uploads/check-storage.server.ts reads).
const BLOG_IMAGE_KEY = /^\/blog-images\/([a-f0-9]{32})\./;

/** Session settings that make COPY text read back the same on any server. */
export const PORTABLE_SESSION_SQL = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  "set local extra_float_digits = 3",
];

export type BackupResult = {
  folder: string;
  manifest: BackupManifest;
  /** Stored files whose bytes no longer match the SHA-256 of their upload row (copied as they are). */
  damaged: string[];
};

/** The default folder of a backup: DATA_DIR/backups/<UTC timestamp>. */
export function defaultBackupFolder(dataDir: string, now = new Date()): string {
  return path.join(dataDir, "backups", now.toISOString().replace(/[:.]/g, "-"));
}

/**
 * Writes a backup into `folder`, which must not exist. It is built in a
 * hidden sibling folder and renamed at the end, so a folder under that name
 * is always a complete backup.
 */
export async function createBackup(options: {
  folder: string;
  pool?: pg.Pool;
  storage?: DocumentStorage;
}): Promise<BackupResult> {
  const folder = path.resolve(options.folder);
  if (existsSync(folder)) throw new Error(`${folder} already exists; a backup goes into a new folder.`);
  const parent = path.dirname(folder);
  const partial = path.join(parent, `.${path.basename(folder)}.partial-${process.pid}`);
  await fs.mkdir(parent, { recursive: true });
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(path.join(partial, "tables"), { recursive: true, mode: 0o700 });
  await fs.mkdir(path.join(partial, "uploads"), { mode: 0o700 });
  try {
    const snapshot = await copyTables(options.pool ?? getDb().$client, partial);
    const { uploads, damaged } = await copyFiles(options.storage ?? getStorage(), snapshot.files, partial);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: snapshot.createdAt,
      postgresVersion: snapshot.postgresVersion,
      migration: snapshot.migration,
      tables: snapshot.tables,
      uploads,
    };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
      flush: true,
    });
    await syncFolder(path.join(partial, "tables"));
    await syncFolder(path.join(partial, "uploads"));
    await syncFolder(partial);
    await fs.rename(partial, folder);
    await syncFolder(parent);
    return { folder, manifest, damaged };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

type StoredFile = { key: string; sha256: string | null };

/** Copies every table out of one read-only snapshot; returns what it saw. */
async function copyTables(pool: pg.Pool, folder: string) {
  const client = await pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    for (const statement of PORTABLE_SESSION_SQL) await client.query(statement);
    const clock = await client.query<{ now: Date; version: string }>(
      "select now() as now, current_setting('server_version') as version",
    );
    const migration = await readMigrationLevel(client);
    if (!migration) throw new Error("The database has no migrations applied: there is nothing to back up.");

    const tables: TableEntry[] = [];
    for (const table of await listTables(client)) {
      const file = tableFile(table.schema, table.name);
      const columns = table.columns.map(quoteIdentifier).join(", ");
      const stream = client.query(copyTo(`copy ${qualifiedName(table)} (${columns}) to stdout`));
      const written = await writeFileDurably(resolveInBackup(folder, file), stream);
      tables.push({ ...table, rows: stream.rowCount, file, ...written });
    }

    const files = await listReferencedFiles(client);
    await client.query("commit");
    return {
      createdAt: (clock.rows[0]?.now ?? new Date()).toISOString(),
      postgresVersion: clock.rows[0]?.version ?? "unknown",
      migration,
      tables,
      files,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The stored files the snapshot refers to: documents of bookings and images of blog posts. */
async function listReferencedFiles(client: pg.PoolClient): Promise<StoredFile[]> {
  const documents = await client.query<StoredFile>("select storage_key as key, sha256 from uploads order by id");
  const posts = await client.query<{ image: string }>("select image from blog_posts");
  const files = new Map(documents.rows.map((row) => [row.key, row]));
  for (const post of posts.rows) {
    const key = BLOG_IMAGE_KEY.exec(post.image)?.[1];
    if (key && !files.has(key)) files.set(key, { key, sha256: null });
  }
  return [...files.values()];
}

/**
 * Copies each file as stored: encrypted, so a backup holds no readable
 * document without the master key, which is kept apart (docs/OPERATIONS.md).
 */
async function copyFiles(storage: DocumentStorage, files: StoredFile[], folder: string) {
  const uploads: BackupManifest["uploads"] = [];
  const damaged: string[] = [];
  for (const stored of files) {
    const file = `uploads/${stored.key}`;
    let written: { size: number; sha256: string };
    try {
      written = await writeFileDurably(resolveInBackup(folder, file), storage.openStored(stored.key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      throw new Error(
        `The stored file ${stored.key} named by the database is missing; run npm run check-storage to list such rows.`,
        { cause: error },
      );
    }
    if (stored.sha256 && !(await storage.verify(stored.key, stored.sha256))) damaged.push(stored.key);
    uploads.push({ key: stored.key, file, ...written });
  }
  return { uploads, damaged };
}
