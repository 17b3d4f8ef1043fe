import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "#tests/chromium.ts";
import { getFreePort } from "#tests/free-port.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

// This file is evaluated by the runner and again by each worker; values are
// chosen once and handed down through the environment.
process.env.E2E_PORT ??= String(await getFreePort());
process.env.E2E_PG_PORT ??= String(await getFreePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "etf-e2e-"));
// The control of the WhatsApp stand-in beside the server (tests/e2e/whatsapp-control.ts).
process.env.E2E_WHATSAPP_PORT ??= String(await getFreePort());
// Two server processes whatever the machine, as on the 2-core machines we
// deploy to: tests that count on kept pages know how many copies there are.
process.env.E2E_SERVER_PROCESSES ??= "2";

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The JSON feeds npm run test:slowest.
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // Playwright empties its output folder at start: not the one holding vitest.json.
  outputDir: "test-results/playwright",
  // Flows that register, verify, log in and book: up to a minute on a loaded
  // 2-core machine running two browsers and two server processes.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  projects: [
    // Signed-in accounts made once and shared (tests/e2e/accounts.setup.ts).
    { name: "setup", testMatch: /\.setup\.ts$/ },
    { name: "chromium", dependencies: ["setup"] },
  ],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // A failed test's trace keeps its actions, DOM snapshots, network and
    // console; without the screencast of every test, which made the headless
    // shell draw frames as a window does (docs/PERFORMANCE.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    // A fresh context's worker precaches 200 files after its first page: a
    // quarter of a flow's time on this machine (docs/PERFORMANCE.md). The
    // worker's own tests, the flows that lose the network, the booking flow
    // and the page walk run with it (`test.use({ serviceWorkers: "allow" })`).
    serviceWorkers: "block",
  },
  webServer: {
    command: "tsx tests/e2e/serve.ts",
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: process.env.E2E_PORT,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      E2E_WHATSAPP_PORT: process.env.E2E_WHATSAPP_PORT,
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: process.env.E2E_SERVER_PROCESSES,
      // Every test comes from 127.0.0.1; the limits themselves are tested elsewhere.
      RATE_LIMIT_FACTOR: "100",
      // Each of a booking's emails is read as it happens; the digest is tested in tests/integration.
      BOOKING_DIGEST_SECONDS: "0",
      ...TEST_FIRM,
    },
  },
});
