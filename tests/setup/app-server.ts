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
  // Invoices need the firm's billing details: the site's sample name and address, so other pages read the same.
  FIRM_NAME: "EasyTax Filing",
  FIRM_ADDRESS: "Link Road, Cuttack, Odisha 753012, India",
  FIRM_GSTIN: "21AABCE1234F1ZH",
  FIRM_UPI_VPA: "easytax@okaxis",
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
