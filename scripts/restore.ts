// npm run restore -- <backup folder> [--force]: brings a fresh install back
// from a backup (npm run backup), into the database and the documents' store
// (the uploads folder, or the bucket with STORAGE=s3) the server uses (run it with the server's environment, server stopped).
// Every file of the backup is checked before anything is touched; a target
// that already holds users or bookings is refused unless --force.
import path from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused, readVerifiedBackup, restoreBackup } from "#app/backup/restore.server.ts";
import { openFileStorage } from "#app/uploads/storage.server.ts";
import { withSiteDatabaseUrl } from "#server/site-database.ts";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
const [folder] = positionals;
if (!folder || positionals.length > 1) {
  console.error("Usage: npm run restore -- <backup folder> [--force]");
  process.exit(1);
}
const started = performance.now();

try {
  const backup = await readVerifiedBackup(path.resolve(folder));
  const result = await withSiteDatabaseUrl((databaseUrl) =>
    restoreBackup({
      backup,
      databaseUrl,
      files: openFileStorage(),
      force: values.force ?? false,
    }),
  );
  console.log(
    `Restored ${backup.folder} (taken ${backup.manifest.createdAt}, migration ${backup.manifest.migration.tag}): ` +
      `${result.tables} tables, ${result.rows} rows, ${result.files} files, in ${((performance.now() - started) / 1000).toFixed(1)} s. ` +
      "The server applies any newer migrations at its next start.",
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof RestoreRefused ? message : `Restore failed: ${message}`);
  process.exit(1);
}
