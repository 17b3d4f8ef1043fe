// The production server as a child process (`node server.js` on the build),
// the way `npm start` runs it, for the resilience tests.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getFreePort } from "#tests/free-port.ts";
import { hostSecrets } from "#tests/host-secrets.ts";
import { adminQuery, dropDatabase, withDatabase } from "#tests/setup/database-server.ts";

export type ServerSetup = {
  dataDir: string;
  port: number;
  /** Port of the embedded PostgreSQL (unused with an external database). */
  pgPort: number;
  /** An external database; unset means the embedded one. */
  databaseUrl?: string;
  /** Extra node options (e.g. `--import` of a probe) and environment. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** The project folder the server runs from; the current one when unset. */
  cwd?: string;
};

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

export function assertBuilt() {
  if (!existsSync("build/server/index.js")) throw new Error("Build the site first: npm run build");
}

/** A fresh data directory and free ports; the database is embedded unless one is given. */
export async function newServerSetup(prefix: string, databaseUrl?: string): Promise<ServerSetup> {
  return {
    dataDir: mkdtempSync(path.join(os.tmpdir(), `etf-${prefix}-`)),
    port: await getFreePort(),
    pgPort: await getFreePort(),
    databaseUrl,
  };
}

/** The environment the server and the npm scripts beside it run with. */
function serverEnv(setup: ServerSetup): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(setup.port),
    SITE_URL: `http://127.0.0.1:${setup.port}`,
    EMBEDDED_PG_PORT: String(setup.pgPort),
    DATA_DIR: setup.dataDir,
    // Empty means unset (app/env.server.ts): embedded database, dev outbox.
    DATABASE_URL: setup.databaseUrl ?? "",
    ...(setup.databaseUrl ? hostSecrets(setup.dataDir) : {}),
    SMTP_URL: "",
    // Every client of these tests comes from 127.0.0.1.
    RATE_LIMIT_FACTOR: "1000",
    LOG_LEVEL: "warn",
    SKIP_BUILD_CHECK: "1",
    ...setup.env,
  };
}

/** Starts `node server.js`; its log goes to DATA_DIR/server.log. */
function spawnServer(setup: ServerSetup): ServerProcess {
  const log = openSync(path.join(setup.dataDir, "server.log"), "a");
  const child = spawn(process.execPath, [...(setup.nodeArgs ?? []), "server.js"], {
    cwd: setup.cwd,
    env: serverEnv(setup),
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  if (child.pid === undefined) throw new Error("the server process did not start");
  return { child, pid: child.pid, baseUrl: `http://127.0.0.1:${setup.port}`, exited };
}

export function serverLogTail(setup: ServerSetup, lines = 15): string {
  try {
    return readFileSync(path.join(setup.dataDir, "server.log"), "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Waits for /healthz to answer 200; fails early when the process exits. */
async function waitForHealthy(server: ServerProcess, setup: ServerSetup, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${serverLogTail(setup)}`,
      );
    }
    const ok = await fetch(`${server.baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`the server did not become healthy:\n${serverLogTail(setup)}`);
}

export async function startServer(setup: ServerSetup): Promise<ServerProcess> {
  const server = spawnServer(setup);
  await waitForHealthy(server, setup);
  return server;
}

/** kill -9: the process ends at once; its embedded PostgreSQL child lives on. */
export async function killHard(server: ServerProcess) {
  server.child.kill("SIGKILL");
  await server.exited;
}

/** SIGTERM, and SIGKILL if it has not exited after the grace period. */
export async function stopServer(server: ServerProcess | undefined, graceMs = 15_000) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const outcome = await Promise.race([server.exited, sleep(graceMs, "timeout")]);
  if (outcome === "timeout") await killHard(server);
}

/** The pid in the embedded cluster's lock file, when there is one. */
export function postmasterPid(setup: ServerSetup): number | undefined {
  try {
    return Number(readFileSync(path.join(setup.dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]) || undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After the tests: stops the server, then an embedded PostgreSQL a killed
 * server left behind (by its pid, with PostgreSQL's fast shutdown), then
 * removes the data directory.
 */
export async function cleanUp(server: ServerProcess | undefined, setup: ServerSetup | undefined) {
  await stopServer(server);
  if (!setup) return;
  const orphan = postmasterPid(setup);
  if (orphan && isAlive(orphan)) {
    process.kill(orphan, "SIGINT");
    for (let waited = 0; waited < 15_000 && isAlive(orphan); waited += 100) await sleep(100);
  }
  await rm(setup.dataDir, { recursive: true, force: true });
}

/** postgres:// URL of the embedded database (the server writes the password on first start). */
export function embeddedDatabaseUrl(setup: ServerSetup): string {
  const password = readFileSync(path.join(setup.dataDir, "pg-password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${setup.pgPort}/postgres`;
}

/** The database the server of this setup uses. */
export function databaseUrlOf(setup: ServerSetup): string {
  return setup.databaseUrl ?? embeddedDatabaseUrl(setup);
}

/**
 * A fresh, empty database on TEST_DATABASE_URL's server (the server
 * migrates it at start); returns its URL and a function that drops it.
 */
export async function createExternalDatabase(serverUrl: string, prefix: string) {
  const name = `etf_${prefix}_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    name,
    drop: () => dropDatabase(serverUrl, name),
  };
}

/**
 * Runs `npm run <script> -- <args>` with the server's environment; resolves
 * with its exit code and output.
 */
export function runNpmScript(setup: ServerSetup, script: string, args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env: serverEnv(setup),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}
