// One server process: its database pool, the job queue's workers (mail,
// reminders, retention), runtime stats and the HTTP server, and how it stops: no new
// connections, requests in flight finished (10 s at most), then the rest.
import { createServer, type Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { listenForChanges } from "#app/db/changes.server.ts";
import { closeDatabase, openDatabase } from "#app/db/client.server.ts";
import type { Env } from "#app/env.server.ts";
import { startJobs } from "#app/jobs/jobs.server.ts";
import { stopJobQueue } from "#app/jobs/queue.server.ts";
import { getLogger, logger } from "#app/logger.server.ts";
import { createApp } from "./app.ts";
import { startRuntimeStats } from "./runtime-stats.ts";

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export type HttpServer = {
  server: Server;
  /** Stops taking connections, finishes requests in flight, then stops the rest. */
  stop(): Promise<void>;
};

export async function startHttpServer(options: {
  env: Env;
  databaseUrl: string;
  devServer?: ViteDevServer;
}): Promise<HttpServer> {
  const { env, databaseUrl, devServer } = options;
  openDatabase(databaseUrl);
  // Mail, reminders, retention and the other sweeps: the job queue's workers (app/jobs).
  await startJobs();
  const runtimeStats = startRuntimeStats(getLogger());
  // Each process keeps its own rendered pages and compliance grids; a change made on any process of any host drops them.
  const changes = listenForChanges(databaseUrl);

  let stopping = false;
  const app = createApp({
    env,
    devServer,
    isShuttingDown: () => stopping,
    getBuild: devServer
      ? () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : () => import("virtual:react-router/server-build"),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createServer(app)
      .once("error", reject)
      .listen(env.PORT, env.HOST, () => resolve(listening));
  });

  async function stop() {
    stopping = true;
    const stopBy = Date.now() + SHUTDOWN_TIMEOUT_MS;
    const deadline = setTimeout(() => {
      logger.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS / 1000} s; closing anyway`);
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    // Keep-alive sockets go as soon as their current response is done.
    const reaper = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise((resolve) => server.close(resolve));
    clearInterval(reaper);
    clearTimeout(deadline);
    await stopJobQueue();
    runtimeStats.stop();
    await changes.stop();
    // Pages whose client left may still be querying (app/db/client.server.ts),
    // within the same 10 s as the requests (the primary kills at 12).
    const drained = await closeDatabase({ drainMs: Math.max(0, stopBy - Date.now()) }).catch((error) => {
      logger.error({ err: error }, "closing the database pool failed");
      return true;
    });
    if (!drained) logger.error("queries still running at the deadline; the database pool was closed anyway");
    await devServer?.close();
  }

  return { server, stop };
}
