import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, test } from "vitest";
import { reachablePostgres } from "./postgres-reach.ts";

const logger = pino({ level: "silent" });
// Programs every user can run stand in for PostgreSQL's.
const binaries = { initdb: "/usr/bin/true", postgres: "/usr/bin/true", pg_ctl: "/usr/bin/true" };
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A new folder only root can enter, holding DATA_DIR, and a state folder outside it. */
function closedProject() {
  const home = mkdtempSync(path.join(os.tmpdir(), "etf-reach-"));
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "etf-reach-state-"));
  folders.push(home, stateDir);
  execFileSync("chmod", ["0700", home]);
  execFileSync("chmod", ["0755", stateDir]);
  const dataDir = path.join(home, "data");
  mkdirSync(dataDir, { mode: 0o711 });
  return { home, dataDir, stateDir };
}

test("PostgreSQL running as this user uses the project's own binaries and DATA_DIR/pg", async () => {
  const dataDir = path.join(os.tmpdir(), "etf-reach-own");
  expect(await reachablePostgres({ binaries, runAs: {}, dataDir, logger })).toEqual({
    binaries,
    pgDir: path.join(dataDir, "pg"),
  });
});

// Only root hands PostgreSQL to another user (the `postgres` one).
describe.runIf(process.getuid?.() === 0)("as root, with PostgreSQL run as the postgres user", () => {
  const postgresUser = () => {
    execFileSync("sh", ["-c", "id -u postgres || useradd --system --user-group --no-create-home postgres"]);
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  };

  test("a DATA_DIR it cannot enter gets its cluster under the state folder, the same one every time", async () => {
    const { home, dataDir, stateDir } = closedProject();
    const runAs = postgresUser();
    const first = await reachablePostgres({ binaries: { ...binaries }, runAs, dataDir, logger, stateDir });
    expect(first.pgDir.startsWith(`${stateDir}/data-`)).toBe(true);
    expect(readlinkSync(path.join(dataDir, "pg"))).toBe(first.pgDir);
    expect(readFileSync(path.join(path.dirname(first.pgDir), "DATA_DIR"), "utf8")).toBe(`${dataDir}\n`);
    const again = await reachablePostgres({ binaries: { ...binaries }, runAs, dataDir, logger, stateDir });
    expect(again.pgDir).toBe(first.pgDir);
    expect(existsSync(home)).toBe(true);
  });

  test("a cluster already inside a DATA_DIR it cannot enter stops the start with the folder and the fix", async () => {
    const { home, dataDir, stateDir } = closedProject();
    mkdirSync(path.join(dataDir, "pg"));
    writeFileSync(path.join(dataDir, "pg", "PG_VERSION"), "17\n");
    await expect(reachablePostgres({ binaries, runAs: postgresUser(), dataDir, logger, stateDir })).rejects.toThrow(
      `which cannot enter ${home}, so it cannot reach the database in ${path.join(dataDir, "pg")}`,
    );
    await expect(reachablePostgres({ binaries, runAs: postgresUser(), dataDir, logger, stateDir })).rejects.toThrow(
      `Fix: let it through (chmod o+x ${home})`,
    );
  });
});
