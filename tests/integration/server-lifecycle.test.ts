// The production server on its embedded PostgreSQL: crashes lose no committed
// row, and SIGTERM stops everything cleanly. Needs the build (npm test makes it).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getFreePort } from "#tests/free-port.ts";
import { serverProcessIds } from "#tests/server-processes.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "etf-lifecycle-"));
const SERVER_PROCESSES = 2;
let port: number;
let pgPort: number;
let server: ChildProcess | undefined;
/** Settles when the primary says every server process listens (or when it ends). */
let allListening: Promise<void> = Promise.resolve();
/** The primary's "server listening" line of the last start. */
let listeningLine: { node?: string } | undefined;

beforeAll(async () => {
  if (!existsSync("build/server/index.js")) throw new Error("Build the site first: npm run build");
  port = await getFreePort();
  pgPort = await getFreePort();
});

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await exitOf(server);
  }
});

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      DATABASE_URL: "",

      // Info, for the primary's "server listening" once every process listens.
      LOG_LEVEL: "info",
      SKIP_BUILD_CHECK: "1",
      WEB_CONCURRENCY: String(SERVER_PROCESSES),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server = child;
  allListening = new Promise((resolve) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-10_000);
      // Whole lines only: the last piece may be a line still arriving.
      const line = output
        .split("\n")
        .slice(0, -1)
        .find((text) => text.includes('"msg":"server listening"'));
      if (line) {
        listeningLine = JSON.parse(line);
        resolve();
      }
    });
    child.once("exit", () => resolve());
  });
  return child;
}

/** /healthz on a new connection each time (a kept-alive one may lead to a process that is gone). */
function answersHealthy(): Promise<boolean> {
  return new Promise((resolve) => {
    get(`http://127.0.0.1:${port}/healthz`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on("error", () => resolve(false));
  });
}

/** Every server process listens, and the site answers. */
async function waitForHealthy() {
  await allListening;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the server exited with code ${server?.exitCode}`);
    if (await answersHealthy()) return;
    await sleep(100);
  }
  throw new Error("the server did not become healthy");
}

function exitOf(child: ChildProcess): Promise<number | null> {
  // A process killed by a signal has no exit code, only a signal code.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

function databaseUrl() {
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  return `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`;
}

/** Inserts rows one transaction at a time until stopped; returns the ids whose commit was acknowledged. */
function writeContinuously() {
  const committed: number[] = [];
  let running = true;
  const done = (async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    client.on("error", () => {});
    await client.connect();
    try {
      while (running) {
        const result = await client.query<{ id: string }>(
          "insert into enquiries (name, phone, email, service) values ('Crash Test', '9876543210', 'crash@example.com', 'gst') returning id",
        );
        committed.push(Number(result.rows[0]?.id));
      }
    } catch {
      // The database went away mid-write: what was acknowledged must survive.
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return {
    committed,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function countSurvivors(ids: number[]) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>("select count(*) from enquiries where id = any($1)", [ids]);
    return Number(result.rows[0]?.count);
  } finally {
    await client.end();
  }
}

test("kill -9 of the server during writes, then a restart: every committed row is there", async () => {
  const first = startServer();
  await waitForHealthy();
  const writer = writeContinuously();
  await sleep(1_000);
  first.kill("SIGKILL");
  await exitOf(first);
  await sleep(300);
  await writer.stop();
  expect(writer.committed.length).toBeGreaterThan(10);

  // The embedded PostgreSQL outlived its parent; the next start takes it over.
  startServer();
  await waitForHealthy();
  expect(await countSurvivors(writer.committed)).toBe(writer.committed.length);
});

test("the start-up line names the Node.js the server runs on: the project's own", async () => {
  await waitForHealthy();
  const pinned = JSON.parse(readFileSync("package.json", "utf8")).dependencies.node;
  expect(listeningLine?.node).toBe(`v${pinned}`);
});

test("a power cut (server and database killed mid-write) loses no committed row", async () => {
  await waitForHealthy();
  const postmasterPid = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  const writer = writeContinuously();
  await sleep(1_000);
  server?.kill("SIGKILL");
  process.kill(postmasterPid, "SIGKILL");
  await writer.stop();
  if (server) await exitOf(server);
  await sleep(1_000);
  expect(writer.committed.length).toBeGreaterThan(10);

  startServer();
  await waitForHealthy();
  expect(await countSurvivors(writer.committed)).toBe(writer.committed.length);
});

/** The server's processes once `condition` holds of them (or as they are at the deadline). */
async function serverProcessesWhen(condition: (processes: number[]) => boolean): Promise<number[]> {
  const primary = server?.pid as number;
  const deadline = Date.now() + 15_000;
  let processes = serverProcessIds(primary);
  while (!condition(processes) && Date.now() < deadline) {
    await sleep(100);
    processes = serverProcessIds(primary);
  }
  return processes;
}

test("a server process that dies is replaced, and the others answer meanwhile", async () => {
  await waitForHealthy();
  const before = await serverProcessesWhen((processes) => processes.length === 1 + SERVER_PROCESSES);
  expect(before).toHaveLength(1 + SERVER_PROCESSES);
  const [, victim, survivor] = before;
  process.kill(victim as number, "SIGKILL");
  await sleep(200);
  for (let attempt = 0; attempt < 10; attempt++) expect(await answersHealthy()).toBe(true);

  const processes = await serverProcessesWhen(
    (now) => now.length === 1 + SERVER_PROCESSES && !now.includes(victim as number),
  );
  expect(processes).toHaveLength(1 + SERVER_PROCESSES);
  expect(processes).toContain(survivor);
  expect(processes).not.toContain(victim);
});

test("create-admin beside the running server finds its database, whatever EMBEDDED_PG_PORT it is given", async () => {
  await waitForHealthy();
  const email = `lifecycle-admin-${Date.now()}@example.com`;
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/create-admin.ts",
      "--email",
      email,
      "--name",
      "Firm Admin",
      "--password",
      "Firm-Admin-Pass-26",
    ],
    {
      // The script's own port is not the server's: it must read the server's.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", EMBEDDED_PG_PORT: String(await getFreePort()) },
      encoding: "utf8",
    },
  );
  expect(result.stderr).not.toMatch(/password authentication failed|ECONNREFUSED/);
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain(`Created the admin ${email}.`);
});

test("SIGTERM stops the server and its database cleanly within 10 s", async () => {
  await waitForHealthy();
  const child = server as ChildProcess;
  const started = Date.now();
  child.kill("SIGTERM");
  expect(await exitOf(child)).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(serverProcessIds(child.pid as number)).toEqual([child.pid]);
  expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
});
