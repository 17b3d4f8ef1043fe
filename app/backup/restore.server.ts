// Brings a backup back: check every byte of the backup first, refuse a
// target that already holds a site, migrate up to the backup's level, put
// the files in place, then load every table in one transaction.
import { createReadStream, existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline as pipe } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { PORTABLE_SESSION_SQL } from "#app/backup/backup.server.ts";
import { listForeignKeys, listSequenceColumns, listTables, orderByForeignKeys } from "#app/backup/catalog.server.ts";
import {
  type BackupManifest,
  hashFile,
  MANIFEST_FILE,
  ManifestSchema,
  qualifiedName,
  quoteIdentifier,
  resolveInBackup,
} from "#app/backup/manifest.server.ts";
import { isKnownLevel, migrateUpTo, readMigrationLevel } from "#app/backup/migrations.server.ts";
import { type FileStorage, measured } from "#app/uploads/file-storage.server.ts";

/** A restore that was refused before anything was changed; the message says why. */
export class RestoreRefused extends Error {}

export type VerifiedBackup = { folder: string; manifest: BackupManifest };

/**
 * Reads the manifest and checks the size and SHA-256 of every file it
 * lists. Throws RestoreRefused naming each file that does not match.
 */
export async function readVerifiedBackup(folder: string): Promise<VerifiedBackup> {
  const manifestPath = path.join(folder, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new RestoreRefused(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  const parsed = ManifestSchema.safeParse(JSON.parse(await fs.readFile(manifestPath, "utf8")));
  if (!parsed.success) {
    throw new RestoreRefused(`${manifestPath} is not a manifest this version can read: ${parsed.error.message}`);
  }
  const manifest = parsed.data;
  const problems: string[] = [];
  for (const entry of [...manifest.tables, ...manifest.uploads]) {
    const actual = await hashFile(resolveInBackup(folder, entry.file)).catch(() => null);
    if (!actual) problems.push(`${entry.file}: missing`);
    else if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
      problems.push(
        `${entry.file}: ${actual.size} bytes, sha256 ${actual.sha256}; the manifest says ${entry.size} bytes, ${entry.sha256}`,
      );
    }
  }
  if (problems.length > 0) {
    throw new RestoreRefused(`The backup in ${folder} is damaged; nothing was restored.\n  ${problems.join("\n  ")}`);
  }
  return { folder, manifest };
}

export type RestoreResult = { tables: number; rows: number; files: number };

/**
 * Restores a verified backup into the database at `databaseUrl` and the
 * files' store `files` (the disk or the bucket the site uses). Refuses, having
 * changed nothing, a database that holds users or bookings unless `force`.
 */
export async function restoreBackup(options: {
  backup: VerifiedBackup;
  databaseUrl: string;
  files: FileStorage;
  force?: boolean;
}): Promise<RestoreResult> {
  const { manifest, folder } = options.backup;
  if (!isKnownLevel(manifest.migration)) {
    throw new RestoreRefused(
      `The backup is at migration ${manifest.migration.tag}, which this version of the site does not have. Restore it with the version that made it, or a newer one.`,
    );
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await checkTarget(client, manifest, options.force ?? false);
    await migrateUpTo(client, manifest.migration);
    await checkSameTables(client, manifest);
    await placeFiles(options.backup, options.files);
    const rows = await loadTables(client, folder, manifest);
    return { tables: manifest.tables.length, rows, files: manifest.uploads.length };
  } finally {
    await client.end();
  }
}

async function checkTarget(client: pg.Client, manifest: BackupManifest, force: boolean) {
  const level = await readMigrationLevel(client);
  if (level && level.when > manifest.migration.when) {
    throw new RestoreRefused(
      `The target database is at migration ${level.tag}, newer than the backup's ${manifest.migration.tag}. Restore into a fresh database.`,
    );
  }
  if (force) return;
  const users = await countRows(client, 'public."user"');
  const bookings = await countRows(client, "public.bookings");
  if (users > 0 || bookings > 0) {
    throw new RestoreRefused(
      `The target database already holds ${users} user(s) and ${bookings} booking(s); a restore would replace them. Restore into a fresh install, or pass --force to replace them.`,
    );
  }
}

/** The rows of a table; 0 when the table does not exist (a database never migrated). */
async function countRows(client: pg.Client, table: string): Promise<number> {
  const exists = await client.query<{ found: string | null }>("select to_regclass($1)::text as found", [table]);
  if (!exists.rows[0]?.found) return 0;
  const result = await client.query<{ count: string }>(`select count(*)::text as count from ${table}`);
  return Number(result.rows[0]?.count);
}

/** After migrating to the backup's level, the tables and columns must be the backup's. */
async function checkSameTables(client: pg.Client, manifest: BackupManifest) {
  const signature = (tables: { schema: string; name: string; columns: string[] }[]) =>
    tables.map((table) => `${table.schema}.${table.name}(${table.columns.join(",")})`).sort();
  const target = signature(await listTables(client));
  const backup = signature(manifest.tables);
  if (JSON.stringify(target) !== JSON.stringify(backup)) {
    throw new Error(
      `The tables at migration ${manifest.migration.tag} differ from the backup's:\n  target: ${target.join("\n          ")}\n  backup: ${backup.join("\n          ")}`,
    );
  }
}

/**
 * Writes each file under its key, as stored (encrypted), whole or not at
 * all (FileStorage.replace). Files come before rows, as in the app: a
 * failure leaves files without rows (which check-storage removes), never
 * rows without files.
 */
async function placeFiles(backup: VerifiedBackup, files: FileStorage) {
  for (const upload of backup.manifest.uploads) {
    const measure = measured();
    const source = createReadStream(resolveInBackup(backup.folder, upload.file));
    await files.replace(
      upload.key,
      pipe(source, measure, () => {}),
    );
    if (measure.result().sha256 !== upload.sha256) {
      await files.remove(upload.key);
      throw new Error(`${upload.file} changed while it was being restored.`);
    }
  }
}

/** Replaces the content of every table with the backup's, in one transaction. */
async function loadTables(client: pg.Client, folder: string, manifest: BackupManifest): Promise<number> {
  const ordered = orderByForeignKeys(manifest.tables, await listForeignKeys(client));
  let rows = 0;
  await client.query("begin");
  try {
    for (const statement of PORTABLE_SESSION_SQL) await client.query(statement);
    // A fresh install already has rows (the seeded guides, the migrations
    // bookkeeping): the backup's rows replace them.
    await client.query(`truncate ${manifest.tables.map(qualifiedName).join(", ")}`);
    for (const table of ordered) {
      const columns = table.columns.map(quoteIdentifier).join(", ");
      const stream = client.query(copyFrom(`copy ${qualifiedName(table)} (${columns}) from stdin`));
      await pipeline(createReadStream(resolveInBackup(folder, table.file)), stream);
      if (stream.rowCount !== table.rows) {
        throw new Error(`${table.file}: loaded ${stream.rowCount} rows, the manifest says ${table.rows}.`);
      }
      rows += stream.rowCount;
    }
    // The next id of each serial column follows the highest restored one.
    for (const { table, column, sequence } of await listSequenceColumns(client, manifest.tables)) {
      await client.query(
        `select setval($1, coalesce((select max(${quoteIdentifier(column)}) from ${qualifiedName(table)}), 0) + 1, false)`,
        [sequence],
      );
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
  return rows;
}
