import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:security`: the long security runs (property-based fuzzing of
// every form and endpoint, upload attacks) against the production build.
// Quick security checks live in tests/integration/security-*.test.ts and run
// in `npm test`.
export default defineConfig({
  test: {
    include: ["tests/security/**/*.test.ts"],
    globalSetup: ["tests/setup/database-server.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: path.join(os.tmpdir(), `etf-vitest-security-${process.pid}`),
    },
    // One production server at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
