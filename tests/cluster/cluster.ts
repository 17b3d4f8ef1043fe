// Two app hosts behind nginx, as a firm that has outgrown one server runs
// the site: one PostgreSQL (TEST_DATABASE_URL's server, the machine's in CI;
// an embedded one started here otherwise), one S3-compatible bucket
// (s3rver), one SMTP server (in this process), and two `node server.js`
// production servers, each with its own port and data directory and one
// server process, sharing the secrets.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { startEmbeddedPostgres } from "#server/embedded-postgres.ts";
import { getFreePort } from "#tests/free-port.ts";
import {
  assertBuilt,
  cleanUp,
  createExternalDatabase,
  newServerSetup,
  type ServerProcess,
  type ServerSetup,
  startServer,
} from "#tests/resilience/server-process.ts";
import { startS3Server, type TestS3Server } from "#tests/s3-server.ts";
import { serverProcessIds } from "#tests/server-processes.ts";
import { startSmtpServer } from "#tests/smtp.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";
import { type ClusterNginx, startClusterNginx } from "./nginx.ts";

export type AppHost = {
  name: "A" | "B";
  setup: ServerSetup;
  server: ServerProcess;
  /** The host itself, past nginx. */
  baseUrl: string;
  /** How nginx's log names it. */
  upstream: string;
};

export type Cluster = {
  databaseUrl: string;
  s3: TestS3Server;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  hosts: [AppHost, AppHost];
  nginx: ClusterNginx;
  /** The firm's inbox (FIRM_INBOX), where the notices go. */
  firmInbox: string;
  stop(): Promise<void>;
};

const FIRM_INBOX = "office@cluster.example.in";

/** A fresh database on TEST_DATABASE_URL's server, or on an embedded PostgreSQL started for the run. */
async function startDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const database = await createExternalDatabase(external, "cluster");
    return { url: database.url, stop: database.drop };
  }
  console.warn(
    "TEST_DATABASE_URL is not set: the cluster test runs on an embedded PostgreSQL (CI uses the machine's).",
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "etf-cluster-pg-"));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: await getFreePort(),
    logger: pino({ level: "warn" }),
  });
  const database = await createExternalDatabase(embedded.url, "cluster");
  return {
    url: database.url,
    async stop() {
      await database.drop();
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startCluster(): Promise<Cluster> {
  assertBuilt();
  const undo: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of undo.reverse()) await step().catch((error) => console.warn("cluster clean-up:", error));
  };
  try {
    const database = await startDatabase();
    undo.push(database.stop);
    const s3 = await startS3Server();
    undo.push(s3.close);
    const smtp = await startSmtpServer();
    undo.push(smtp.close);

    const nginxPort = await getFreePort();
    const siteUrl = `http://127.0.0.1:${nginxPort}`;
    // Shared by both hosts, as a deployment keeps them in its secret store.
    const secrets = {
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      DOCUMENT_KEY: randomBytes(32).toString("base64url"),
    };
    const setups = [
      await newServerSetup("cluster-a", database.url),
      await newServerSetup("cluster-b", database.url),
    ] as const;
    for (const setup of setups) {
      setup.env = {
        SITE_URL: siteUrl,
        TRUST_PROXY: "loopback",
        WEB_CONCURRENCY: "1",
        LOG_LEVEL: "warn",
        SMTP_URL: smtp.url,
        FIRM_INBOX,
        // The real limits: the test's clients each stand for their own address (X-Forwarded-For).
        RATE_LIMIT_FACTOR: "1",
        // A round of uploads whose browser never said it was done (cut off by the kill) is
        // mailed after 3 s instead of 2 minutes, so the mail settles within the test.
        UPLOAD_QUIET_SECONDS: "3",
        ...secrets,
        ...s3.env,
        ...TEST_FIRM,
      };
    }
    // At once: both apply the migrations and the seed to the empty database (under the advisory lock).
    const started = await Promise.allSettled(setups.map((setup) => startServer(setup)));
    for (const [index, outcome] of started.entries()) {
      const setup = setups[index] as ServerSetup;
      const server = outcome.status === "fulfilled" ? outcome.value : undefined;
      undo.push(() => cleanUp(server, setup));
    }
    const failed = started.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    const [serverA, serverB] = started.map((outcome) => (outcome as PromiseFulfilledResult<ServerProcess>).value);
    if (!serverA || !serverB) throw new Error("a host did not start");

    const nginx = await startClusterNginx([setups[0].port, setups[1].port], nginxPort);
    undo.push(nginx.stop);
    const host = (name: "A" | "B", setup: ServerSetup, server: ServerProcess): AppHost => ({
      name,
      setup,
      server,
      baseUrl: server.baseUrl,
      upstream: nginx.upstreamOf(setup.port),
    });
    return {
      databaseUrl: database.url,
      s3,
      smtp,
      hosts: [host("A", setups[0], serverA), host("B", setups[1], serverB)],
      nginx,
      firmInbox: FIRM_INBOX,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * SIGKILL to the host's primary and its server process at once: nothing of
 * the host runs any more code (no graceful end of the worker when the
 * primary's channel closes). Resolves when every one of them is gone.
 */
export async function killHost(host: AppHost): Promise<number[]> {
  const pids = serverProcessIds(host.server.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  await host.server.exited;
  for (let waited = 0; pids.some(isRunning); waited += 20) {
    if (waited > 10_000) {
      throw new Error(`host ${host.name}: processes ${pids.filter(isRunning).join(", ")} outlived SIGKILL`);
    }
    await sleep(20);
  }
  return pids;
}

/** Alive and not a zombie (an orphaned worker waits for a reaper that a container's init may never be). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return /^\d+ \(.*\) (\S)/.exec(stat)?.[1] !== "Z";
  } catch {
    return false;
  }
}
