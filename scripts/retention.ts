// npm run retention [-- --dry-run]: sends the deletion notices and deletes
// the documents that are due (docs/PRIVACY.md section 2), as the servers do
// every hour; with --dry-run, lists them and changes nothing. Safe beside a
// running server. The notices wait in the outbox for a server to send them.
import { planRetention, type RetentionReport, runRetention } from "#app/privacy/retention.server.ts";
import { withScriptDatabase } from "./script-database.ts";

const dryRun = process.argv.includes("--dry-run");
const report: RetentionReport = await withScriptDatabase(() => (dryRun ? planRetention() : runRetention()));
const [notice, deletion] = dryRun ? ["notice to send", "to delete"] : ["notice sent", "deleted"];
for (const step of report.notices) {
  console.log(`${step.bookingId} ${step.kind}: ${notice}, ${step.files} file(s) to be deleted on ${step.deleteOn}`);
}
for (const step of report.deletions) {
  console.log(`${step.bookingId} ${step.kind}: ${step.files} file(s) ${deletion} (announced for ${step.deleteOn})`);
}
const files = report.deletions.reduce((sum, step) => sum + step.files, 0);
console.log(
  dryRun
    ? `Due: ${report.notices.length} notice(s) to send, ${report.deletions.length} deletion(s) (${files} file(s)). Nothing was changed (--dry-run).`
    : `Done: ${report.notices.length} notice(s) sent, ${report.deletions.length} deletion(s) (${files} file(s)).`,
);
