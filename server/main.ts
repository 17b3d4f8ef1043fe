import cluster from "node:cluster";
import type { ViteDevServer } from "vite";
import { checkSharedSecrets, getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";
import { runPrimary, runWorker, siteAddress } from "./cluster.ts";
import { prepareDatabase } from "./database.ts";
import { startHttpServer } from "./http-server.ts";
import { stopGracefully } from "./stop-gracefully.ts";

/**
 * Starts the whole site and stops it cleanly on SIGTERM/SIGINT. In
 * production this process readies the database (the DATABASE_URL server, or
 * an embedded one), then runs one server process per core
 * (server/cluster.ts). In development it is one process with Vite's server.
 */
export async function startServer(options: { devServer?: ViteDevServer } = {}): Promise<void> {
  const env = getEnv();
  if (cluster.isWorker) return runWorker(env);
  checkSharedSecrets(process.env);
  const database = await prepareDatabase(env);
  if (!options.devServer) return runPrimary(env, database);

  const http = await startHttpServer({ env, databaseUrl: database.url, devServer: options.devServer });
  logger.info({ url: siteAddress(env, env.PORT), node: process.version }, "server listening");
  stopGracefully(async () => {
    await http.stop();
    await database.stop();
  });
}
