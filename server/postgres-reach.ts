// As root, PostgreSQL runs as the `postgres` user (it refuses to run as
// root). That user may not reach a project cloned into a folder only root can
// enter (root's home is 0700): neither the binaries in node_modules nor the
// cluster under DATA_DIR. Then the binaries are copied, and the cluster kept,
// under /var/lib/etf-website, at a place fixed by DATA_DIR's path, so every
// start finds the same data. See docs/OPERATIONS.md ("Running as root").
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Logger } from "pino";

const run = promisify(execFile);

/** Where the copies live when the project is out of the postgres user's reach. */
export const ROOT_STATE_DIR = "/var/lib/etf-website";

export type Binaries = { initdb: string; postgres: string; pg_ctl: string };
export type RunAs = { uid?: number; gid?: number };

/**
 * The binaries and the cluster folder PostgreSQL can use: the given ones
 * when it runs as this process's user or can reach them, else reachable
 * copies. Throws a message naming the folder and the fix when neither works.
 */
export async function reachablePostgres(options: {
  binaries: Binaries;
  runAs: RunAs;
  dataDir: string;
  logger: Logger;
  stateDir?: string;
}): Promise<{ binaries: Binaries; pgDir: string }> {
  const { binaries, runAs, dataDir, logger, stateDir = ROOT_STATE_DIR } = options;
  const pgDir = path.join(dataDir, "pg");
  if (runAs.uid === undefined) return { binaries, pgDir };

  let usable = binaries;
  if (!(await canReach(runAs, binaries.postgres))) {
    usable = await copyBinaries(binaries, stateDir, logger);
    await mustReach(runAs, usable.postgres);
  }
  if (await canReach(runAs, dataDir)) return { binaries: usable, pgDir };

  // The cluster lives outside DATA_DIR; DATA_DIR/pg is a link to it, for
  // people. A real cluster already in DATA_DIR/pg is never moved.
  const stat = await fs.lstat(pgDir).catch(() => undefined);
  if (stat && !stat.isSymbolicLink()) {
    const blocked = await firstBlockedFolder(runAs, dataDir);
    throw new Error(
      `PostgreSQL runs as the postgres user, which cannot enter ${blocked}, so it cannot reach the database in ${pgDir}. ` +
        `Fix: let it through (chmod o+x ${blocked}), or move the project to a folder other users can enter.`,
    );
  }
  const home = path.join(stateDir, `data-${shortHash(dataDir)}`);
  await fs.mkdir(home, { recursive: true, mode: 0o711 });
  await fs.chmod(home, 0o711);
  await fs.writeFile(path.join(home, "DATA_DIR"), `${dataDir}\n`);
  const relocated = path.join(home, "pg");
  if (!stat) await fs.symlink(relocated, pgDir);
  else if ((await fs.readlink(pgDir)) !== relocated) {
    throw new Error(`${pgDir} links to ${await fs.readlink(pgDir)}, expected ${relocated}; remove the link or fix it.`);
  }
  await mustReach(runAs, home);
  logger.warn(
    { dataDir, pgDir: relocated },
    `PostgreSQL runs as the postgres user, which cannot enter ${await firstBlockedFolder(runAs, dataDir)}: its data is kept in ${relocated} (linked from ${pgDir})`,
  );
  return { binaries: usable, pgDir: relocated };
}

/** One copy per version of the binaries package, made once, complete or absent. */
async function copyBinaries(binaries: Binaries, stateDir: string, logger: Logger): Promise<Binaries> {
  const nativeDir = path.resolve(path.dirname(binaries.postgres), "..");
  const manifest = path.join(nativeDir, "..", "package.json");
  const version = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")).version as string) : "unknown";
  // The package's version names its binaries: clones share one copy.
  const target = path.join(stateDir, `postgres-${version}`);
  const copied = {
    initdb: path.join(target, "bin", "initdb"),
    postgres: path.join(target, "bin", "postgres"),
    pg_ctl: path.join(target, "bin", "pg_ctl"),
  };
  if (existsSync(copied.postgres)) return copied;
  await fs.mkdir(stateDir, { recursive: true, mode: 0o755 });
  await fs.chmod(stateDir, 0o755);
  const scratch = `${target}.copy-${process.pid}`;
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.cp(nativeDir, scratch, { recursive: true, verbatimSymlinks: true });
  await run("chmod", ["-R", "a+rX", scratch]);
  await fs.rename(scratch, target).catch(async (error) => {
    // Another process made the same copy first.
    await fs.rm(scratch, { recursive: true, force: true });
    if (!existsSync(copied.postgres)) throw error;
  });
  logger.warn(
    { from: nativeDir, to: target },
    `PostgreSQL runs as the postgres user, which cannot reach ${nativeDir}: using a copy of its binaries in ${target}`,
  );
  return copied;
}

/** Whether the user can reach (search, or execute) this path, checked as that user. */
async function canReach(runAs: RunAs, file: string): Promise<boolean> {
  try {
    await run("test", ["-x", file], runAs);
    return true;
  } catch {
    return false;
  }
}

async function mustReach(runAs: RunAs, file: string) {
  if (await canReach(runAs, file)) return;
  const blocked = await firstBlockedFolder(runAs, file);
  throw new Error(
    `PostgreSQL runs as the postgres user, which cannot enter ${blocked} to reach ${file}. ` +
      `Fix: chmod o+x ${blocked}, or set DATABASE_URL to a PostgreSQL server of your own.`,
  );
}

/** The outermost folder on the way to `file` that the user cannot enter. */
async function firstBlockedFolder(runAs: RunAs, file: string): Promise<string> {
  const parts = path.resolve(file).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const folder = `/${parts.slice(0, i).join("/")}`;
    if (!(await canReach(runAs, folder))) return folder;
  }
  return file;
}

function shortHash(text: string): string {
  return createHash("sha256").update(path.resolve(text)).digest("hex").slice(0, 12);
}
