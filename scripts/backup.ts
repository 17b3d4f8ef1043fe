// npm run backup [-- --out <folder>]: a consistent copy of the database and
// the stored files, into a new folder (default DATA_DIR/backups/<UTC time>).
// Safe beside a running server; run it with the server's environment.
import { parseArgs } from "node:util";
import pg from "pg";
import { createBackup, defaultBackupFolder } from "#app/backup/backup.server.ts";
import { getEnv } from "#app/env.server.ts";
import { withSiteDatabaseUrl } from "#server/site-database.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const folder = values.out ?? defaultBackupFolder(getEnv().dataDir);
const started = performance.now();

try {
  const result = await withSiteDatabaseUrl(async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      return await createBackup({ folder, pool });
    } finally {
      await pool.end();
    }
  });
  const { manifest } = result;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = [...manifest.tables, ...manifest.uploads].reduce((sum, entry) => sum + entry.size, 0);
  console.log(
    `Backup written to ${result.folder}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.length} files, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB, migration ${manifest.migration.tag}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  for (const key of result.damaged) {
    console.error(`warning: the stored file ${key} does not match the SHA-256 of its upload row (copied as it is).`);
  }
  process.exit(result.damaged.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
