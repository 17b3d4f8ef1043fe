import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/database-server.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: path.join(os.tmpdir(), `etf-vitest-${process.pid}`),
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
