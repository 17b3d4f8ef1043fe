// The production server as the bench runs it: `node server.js` on a fresh
// data directory and free ports, stopped with SIGTERM like a deploy would.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getFreePort } from "#tests/free-port.ts";

const START_TIMEOUT_MS = 120_000;

export type AppServer = {
  origin: string;
  pid: number;
  dataDir: string;
  pgPort: number;
  /** Connection URL of the embedded PostgreSQL (read from DATA_DIR/pg-password). */
  databaseUrl: string;
  stop(): Promise<void>;
};

export async function startAppServer(root: string): Promise<AppServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "etf-bench-data-"));
  const [port, pgPort] = [await getFreePort(), await getFreePort()];
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      SKIP_BUILD_CHECK: "1",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // The highest factor the server accepts: limits must not measure themselves.
      RATE_LIMIT_FACTOR: "10000",
      // The uploads row sends ten files at the per-file limit to one booking
      // (250 MB), past the default quota of 100 MB a booking may hold.
      UPLOAD_MAX_BOOKING_MB: "300",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  return {
    origin,
    pid: child.pid as number,
    dataDir,
    pgPort,
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`,
    stop,
  };
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
}
