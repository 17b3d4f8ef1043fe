// npm run check-storage [-- --dry-run] [-- --orphan-age-minutes N]: finds
// stored files without a row (removing those older than an hour, or than N
// minutes) and rows whose file is missing (exit code 1). Safe beside a
// running server with the default age; `--orphan-age-minutes 0` removes
// every file without a row, so use it only when no server is storing one
// (after a crash, with the survivors idle).
import { parseArgs } from "node:util";
import { checkStorage, ORPHAN_AGE_MS } from "#app/uploads/check-storage.server.ts";
import { withScriptDatabase } from "./script-database.ts";

const USAGE = "Usage: npm run check-storage [-- --dry-run] [-- --orphan-age-minutes N]";
let values: { "dry-run"?: boolean; "orphan-age-minutes"?: string };
try {
  ({ values } = parseArgs({
    options: { "dry-run": { type: "boolean", default: false }, "orphan-age-minutes": { type: "string" } },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}
const ageOption = values["orphan-age-minutes"];
const minutes = ageOption === undefined ? ORPHAN_AGE_MS / 60_000 : Number(ageOption);
if (ageOption !== undefined && (ageOption.trim() === "" || !Number.isFinite(minutes) || minutes < 0)) {
  console.error(`--orphan-age-minutes must be a number of minutes, 0 or more (got "${ageOption}").\n${USAGE}`);
  process.exit(2);
}
const dryRun = values["dry-run"] === true;
const report = await withScriptDatabase(() => checkStorage({ removeOrphans: !dryRun, orphanAgeMs: minutes * 60_000 }));
const age = minutes === 60 ? "an hour" : `${minutes} minute(s)`;
for (const orphan of report.orphans) {
  console.log(
    `file without a row: ${orphan.key}${orphan.removed ? " (removed)" : ` (kept: not older than ${age}, or --dry-run)`}`,
  );
}
for (const row of report.missing) console.log(`row without its file: ${row.key} (${row.fileName})`);
console.log(`${report.orphans.length} file(s) without a row, ${report.missing.length} row(s) without a file.`);
process.exit(report.missing.length > 0 ? 1 : 0);
