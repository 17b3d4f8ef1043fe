// Opens the site's database for a command-line script: DATABASE_URL; else
// the embedded database of the server running now; else the embedded
// database started for the script alone.
import { existsSync } from "node:fs";
import path from "node:path";
import { closeDatabase, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";
import { type EmbeddedPostgres, getRunningEmbeddedUrl, startEmbeddedPostgres } from "#server/embedded-postgres.ts";

export async function withScriptDatabase<T>(work: () => Promise<T>): Promise<T> {
  const env = getEnv();
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url && existsSync(path.join(env.dataDir, "server.pid"))) {
    url = getRunningEmbeddedUrl(env.dataDir, env.EMBEDDED_PG_PORT);
  }
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger });
    url = embedded.url;
  }
  try {
    await migrateDatabase(url);
    openDatabase(url, { max: 2 });
    return await work();
  } finally {
    await closeDatabase();
    await embedded?.stop();
  }
}
