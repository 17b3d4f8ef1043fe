// npm run jobs: what the job queue holds (app/jobs; decision 017): per
// queue, the jobs waiting, waiting for later, running and failed; then the
// jobs running, retrying or failed, with the last error.
// npm run jobs -- retry ID: runs a failed job again (a server takes it at once).
// Safe beside running servers.
import { countJobs, listJobsThatNeedAnEye, retryJob } from "#app/jobs/report.server.ts";
import { withScriptDatabase } from "./script-database.ts";

const [command, id] = process.argv.slice(2);

if (command === "retry") {
  if (!id) {
    console.error("Usage: npm run jobs -- retry JOB_ID (the id from npm run jobs)");
    process.exit(2);
  }
  const outcome = await withScriptDatabase(() => retryJob(id));
  console.log(outcome === "retried" ? `Job ${id} will run again.` : `No failed or retrying job has the id ${id}.`);
  process.exitCode = outcome === "retried" ? 0 : 1;
} else if (command === undefined) {
  const { counts, lines } = await withScriptDatabase(async () => ({
    counts: await countJobs(),
    lines: await listJobsThatNeedAnEye(),
  }));
  console.table(Object.fromEntries(counts.map(({ name, ...rest }) => [name, rest])));
  if (lines.length === 0) console.log("No job is running, retrying or failed.");
  for (const line of lines) {
    const when = { active: "started", retry: "runs again", failed: "failed" }[line.state];
    console.log(
      `${line.id}  ${line.queue}  ${line.state}, tried ${line.attempts} time(s), ${when} ${line.at.toISOString()}${line.error ? `: ${line.error}` : ""}`,
    );
  }
} else {
  console.error("Usage: npm run jobs [-- retry JOB_ID]");
  process.exitCode = 2;
}
