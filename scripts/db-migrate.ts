// npm run db:migrate: applies the committed migrations to DATABASE_URL, or to
// the embedded database when it is not set (the server also does this at start).
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";
import { startEmbeddedPostgres } from "#server/embedded-postgres.ts";

const env = getEnv();
const embedded = env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger });
try {
  await migrateDatabase(env.DATABASE_URL ?? (embedded?.url as string));
  logger.info("migrations applied");
} finally {
  await embedded?.stop();
}
