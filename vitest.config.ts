import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Four projects share one run: "unit" (the tests beside the code),
// "integration" (tests that call modules and routes in process; those that
// set the environment or mock a module in "integration-isolated") and "http"
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
          // files, and a leak would fail the file it leaks into.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/*.test.ts"],
          globalSetup: ["tests/setup/database-server.ts"],
          // Shared modules too: importing the app cost each file half as
          // much as its tests. Each file opens its own database and changes
          // nothing read once (the environment, the store chosen from it); a
          // file that sets the environment or mocks a module goes in
          // isolated/, with modules of its own (app/architecture.test.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-isolated",
          include: ["tests/integration/isolated/*.test.ts"],
          globalSetup: ["tests/setup/database-server.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["tests/setup/database-server.ts", "tests/setup/app-server.ts"],
          // They only speak HTTP to the one server: nothing of theirs to leak.
          isolate: false,
        },
      },
    ],
  },
});
