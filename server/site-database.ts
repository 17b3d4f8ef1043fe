// The database the server uses, for command-line scripts: DATABASE_URL;
// else the embedded database of the server running now on DATA_DIR; else
// that embedded database started for the command alone. Nothing is
// migrated here: a backup must not change what it copies (it may be the
// copy taken before an upgrade), and a restore migrates only up to the
// backup's level. scripts/script-database.ts adds the migrations.
import { existsSync } from "node:fs";
import path from "node:path";
import { getEnv } from "#app/env.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { type EmbeddedPostgres, getRunningEmbeddedUrl, startEmbeddedPostgres } from "#server/embedded-postgres.ts";

export async function withSiteDatabaseUrl<T>(work: (url: string) => Promise<T>): Promise<T> {
  const env = getEnv();
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url && existsSync(path.join(env.dataDir, "server.pid"))) {
    url = getRunningEmbeddedUrl(env.dataDir, env.EMBEDDED_PG_PORT);
  }
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger: getLogger() });
    url = embedded.url;
  }
  try {
    return await work(url);
  } finally {
    await embedded?.stop();
  }
}
