// npm run check-storage [-- --dry-run]: finds stored files without a row
// (removing those older than an hour) and rows whose file is missing
// (exit code 1). Safe beside a running server.
import { checkStorage } from "#app/uploads/check-storage.server.ts";
import { withScriptDatabase } from "./script-database.ts";

const dryRun = process.argv.includes("--dry-run");
const report = await withScriptDatabase(() => checkStorage({ removeOrphans: !dryRun }));
for (const orphan of report.orphans) {
  console.log(
    `file without a row: ${orphan.key}${orphan.removed ? " (removed)" : " (kept: younger than an hour, or --dry-run)"}`,
  );
}
for (const row of report.missing) console.log(`row without its file: ${row.key} (${row.fileName})`);
console.log(`${report.orphans.length} file(s) without a row, ${report.missing.length} row(s) without a file.`);
process.exit(report.missing.length > 0 ? 1 : 0);
