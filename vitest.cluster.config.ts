import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:cluster`: two production servers (`node server.js` on the
// build) behind Debian's nginx running deploy/nginx.conf, sharing one
// PostgreSQL (a fresh database on TEST_DATABASE_URL's server, as CI sets
// it; an embedded one otherwise), one S3-compatible bucket (s3rver) and one
// SMTP server, all started by the test (tests/cluster/cluster.ts).
export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: path.join(os.tmpdir(), `etf-vitest-cluster-${process.pid}`),
    },
    // The scenarios share one cluster and run in order, the kill last.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
