import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Three projects share one run: "unit" (the tests beside the code),
// "integration" (tests that call modules and routes in process) and "http"
// (tests that only need HTTP, against one production server that the
// project's global setup starts; it needs `npm run build`). A project's
// global setup runs only when one of its files is queued, so a single unit
// test never starts the server.
export default defineConfig({
  test: {
    // The JSON feeds npm run test:slowest.
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    // Both cores: the tests wait on PostgreSQL and the server as much as they compute.
    maxWorkers: 2,
    setupFiles: ["tests/setup/data-dir.ts", "tests/setup/fail-on-console-error.ts"],
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      // Each worker's DATA_DIR is a folder of this one (tests/setup/data-dir.ts).
      ETF_TEST_DATA_ROOT: path.join(os.tmpdir(), `etf-vitest-${process.pid}`),
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          globalSetup: ["tests/setup/database-server.ts"],
          // The tests beside the code share each worker's modules: a file's
          // own imports cost more than its tests. They keep no state between
          // files (the integration tests below do: a config read once, a
          // store chosen once), and a leak would fail the file it leaks into.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/database-server.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["tests/setup/database-server.ts", "tests/setup/app-server.ts"],
        },
      },
    ],
  },
});
