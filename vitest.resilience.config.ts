import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:resilience`: crashes, graceful shutdown and the soak, each
// against the production build started as `node server.js`. The servers
// start their own embedded PostgreSQL (or use a fresh database of
// TEST_DATABASE_URL's server), so no global database setup is needed.
// The quick mail outage test lives in tests/integration and runs in `npm test`.
export default defineConfig({
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: path.join(os.tmpdir(), `etf-vitest-resilience-${process.pid}`),
    },
    // One production server at a time: the machine has two cores, and the
    // figures (latency, memory) mean nothing when files compete.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
