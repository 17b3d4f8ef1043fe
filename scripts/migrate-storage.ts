// npm run migrate-storage -- --to s3: copies the documents on the local disk
// (DATA_DIR/uploads) into the bucket that S3_BUCKET, S3_ENDPOINT and
// S3_REGION name, verifying each by SHA-256; safe to run again. Then set
// STORAGE=s3 and restart (docs/DEPLOYMENT.md). The files on disk are left
// as they are: remove them once the site runs on the bucket.
import { migrateStorage } from "#app/uploads/migrate-storage.server.ts";
import { checkBucketReachable, openBucketFiles, openDiskFiles } from "#app/uploads/storage.server.ts";
import { withScriptDatabase } from "./script-database.ts";

const target = process.argv[process.argv.indexOf("--to") + 1];
if (!process.argv.includes("--to") || target !== "s3") {
  console.error(
    "Usage: npm run migrate-storage -- --to s3 (with S3_BUCKET, and S3_ENDPOINT for stores other than AWS)",
  );
  process.exit(2);
}

const report = await withScriptDatabase(async () => {
  await checkBucketReachable();
  return migrateStorage(openDiskFiles(), openBucketFiles(), {
    onFile: (key, outcome) => console.log(`${key}: ${outcome}`),
  });
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
for (const failure of report.failed) console.error(`${failure.key}: NOT copied: ${failure.reason}`);
console.log(
  `${report.copied.length} file(s) copied and verified, ${report.present.length} already in the bucket, ${report.failed.length} failed.`,
);
process.exit(report.failed.length > 0 ? 1 : 0);
