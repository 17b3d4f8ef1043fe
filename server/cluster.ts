// Production runs one server process per CPU core (WEB_CONCURRENCY), all
// answering on the same port, so that both cores of a small server render
// pages (docs/decisions/006-one-process-per-core.md). The primary process
// owns the database's lifecycle and keeps the server processes running; it
// answers no request itself.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import type { Env } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";
import type { ReadyDatabase } from "./database.ts";
import { SHUTDOWN_TIMEOUT_MS, startHttpServer } from "./http-server.ts";
import { stopGracefully } from "./stop-gracefully.ts";

/** More unexpected ends than this within a minute stop the site: something is wrong. */
const MAX_RESTARTS_PER_MINUTE = 5;

export async function runPrimary(env: Env, database: ReadyDatabase): Promise<void> {
  const count = env.WEB_CONCURRENCY ?? os.availableParallelism();
  const fork = () => cluster.fork({ DATABASE_URL: database.url });
  let stopping = false;
  const shutdown = stopGracefully(async () => {
    stopping = true;
    await stopWorkers();
    await database.stop();
  });

  // Registered before the first fork, so no process ends unseen. One that
  // ends while starting is replaced like any other; only processes that keep
  // ending (a port in use, a broken build) stop the site, at start-up too.
  const ends: number[] = [];
  let keepEnding: ((error: Error) => void) | undefined;
  const listening = new Set<number>();
  let allListening: ((port: number) => void) | undefined;
  cluster.on("exit", (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const now = Date.now();
    ends.push(now);
    while ((ends[0] ?? now) < now - 60_000) ends.shift();
    if (ends.length > MAX_RESTARTS_PER_MINUTE) {
      logger.fatal({ code, signal }, "server processes keep ending; stopping the site");
      if (keepEnding) keepEnding(new Error(`The server processes keep ending while starting (exit code ${code}).`));
      else shutdown("server processes keep ending", 1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a server process ended; starting another");
    fork();
  });
  cluster.on("listening", (worker, address) => {
    listening.add(worker.id);
    if (listening.size >= count) allListening?.(address.port);
  });

  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      allListening = resolve;
      keepEnding = reject;
      for (let i = 0; i < count; i++) fork();
    });
  } catch (error) {
    stopping = true;
    await stopWorkers();
    await database.stop();
    throw error;
  }
  allListening = undefined;
  keepEnding = undefined;
  // The Node.js it runs on: the one the project installs (package.json "node").
  logger.info({ url: siteAddress(env, port || env.PORT), processes: count, node: process.version }, "server listening");
}

export async function runWorker(env: Env): Promise<void> {
  const http = await startHttpServer({ env, databaseUrl: env.DATABASE_URL as string });
  // NOTE: when the primary is killed, Node ends its workers at once (the
  // IPC channel closes); there is nothing to finish gracefully then.
  stopGracefully(http.stop);
}

function runningWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
}

export function siteAddress(env: Env, port: number): string {
  return `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
}

/** Asks every server process to stop gracefully; one that has not ended after the grace period is killed. */
async function stopWorkers(): Promise<void> {
  await Promise.all(
    runningWorkers().map(
      (worker) =>
        new Promise<void>((resolve) => {
          const kill = setTimeout(() => worker.process.kill("SIGKILL"), SHUTDOWN_TIMEOUT_MS + 2_000);
          worker.once("exit", () => {
            clearTimeout(kill);
            resolve();
          });
          worker.process.kill("SIGTERM");
        }),
    ),
  );
}
