// Vitest global setup of the "http" project (vitest.config.ts): one
// production server (`node server.js`, two server processes, as the e2e
// suite runs it) for every test file that only needs HTTP, on a database
// cloned from the run's template. Test files reach it through
// tests/http/shared-server.ts.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "#tests/security/server.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

declare module "vitest" {
  export interface ProvidedContext {
    appServer: { origin: string; dataDir: string; databaseUrl: string; logFile: string };
  }
}

/** What the e2e server is given too (playwright.config.ts), so pages read the same in both. */
export const TEST_SITE_ENV = {
  WEB_CONCURRENCY: "2",
  // Every test comes from 127.0.0.1; the limits themselves are tested elsewhere.
  RATE_LIMIT_FACTOR: "100",
  ...TEST_FIRM,
};

export default async function setup(project: TestProject) {
  const { databaseServerUrl, templateDatabase } = project.getProvidedContext();
  const logFile = path.join(os.tmpdir(), `etf-http-server-${process.pid}.log`);
  writeFileSync(logFile, "");
  const server = await startServer(TEST_SITE_ENV, {
    databases: { serverUrl: databaseServerUrl, templateDatabase },
    logFile,
  });
  project.provide("appServer", {
    origin: server.origin,
    dataDir: server.dataDir,
    databaseUrl: server.databaseUrl,
    logFile,
  });
  return () => server.stop();
}
