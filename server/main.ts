import { createServer, type Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { startAuditRetention } from "#app/audit/audit.server.ts";
import { closeDatabase, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { seedDatabase } from "#app/db/seed.server.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";
import { startMailDelivery } from "#app/mail/delivery.server.ts";
import { createApp } from "./app.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded-postgres.ts";
import { startRuntimeStats } from "./runtime-stats.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Starts the whole site: the database (the DATABASE_URL server, or an
 * embedded one), migrations, then HTTP. Stops it all cleanly on SIGTERM/SIGINT.
 */
export async function startServer(options: { devServer?: ViteDevServer } = {}): Promise<Server> {
  const { devServer } = options;
  const env = getEnv();

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger });
    databaseUrl = embedded.url;
  }
  try {
    await migrateDatabase(databaseUrl);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  openDatabase(databaseUrl);
  await seedDatabase();
  const mail = startMailDelivery();
  const auditRetention = startAuditRetention();
  const runtimeStats = startRuntimeStats(logger);

  let shuttingDown = false;
  const app = createApp({
    env,
    devServer,
    isShuttingDown: () => shuttingDown,
    getBuild: devServer
      ? () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : () => import("virtual:react-router/server-build"),
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createServer(app)
      .once("error", reject)
      .listen(env.PORT, env.HOST, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}` }, "server listening");

  async function stopEverything() {
    await mail.stop();
    auditRetention.stop();
    runtimeStats.stop();
    await closeDatabase().catch((error) => logger.error({ err: error }, "closing the database pool failed"));
    await embedded?.stop();
    await devServer?.close();
  }

  async function shutdown(reason: string, exitCode = 0) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ reason }, "shutting down: no new connections, finishing requests in flight");
    const deadline = setTimeout(async () => {
      logger.error("requests still running after 10 s; closing anyway");
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    // Keep-alive sockets go as soon as their current response is done.
    const reaper = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise((resolve) => server.close(resolve));
    clearInterval(reaper);
    clearTimeout(deadline);
    await stopEverything();
    logger.info("stopped");
    process.exit(exitCode);
  }

  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  // `on`, not `once`: a second error during shutdown must not kill the
  // process before requests in flight finish (shutdown runs only once).
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught exception");
    void shutdown("uncaughtException", 1);
  });

  return server;
}
