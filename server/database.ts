// The database the site runs on, made ready once before any request: the
// DATABASE_URL server, or an embedded one started here; then migrations and
// seed data. The server processes open their own pools afterwards.
import { closeDatabase, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { seedDatabase } from "#app/db/seed.server.ts";
import type { Env } from "#app/env.server.ts";
import { queueStrandedWork } from "#app/jobs/jobs.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { checkMasterKeys } from "#app/uploads/document-keys.server.ts";
import { encryptOlderFiles } from "#app/uploads/encrypt-older-files.server.ts";
import { checkStorageReachable } from "#app/uploads/storage.server.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

export type ReadyDatabase = {
  url: string;
  /** Stops the embedded database; nothing for a DATABASE_URL server. */
  stop(): Promise<void>;
};

export async function prepareDatabase(env: Env): Promise<ReadyDatabase> {
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger: getLogger() });
  const url = env.DATABASE_URL ?? (embedded?.url as string);
  try {
    await migrateDatabase(url);
    openDatabase(url, { max: 2 });
    await seedDatabase();
    // Before the server processes start: the key file is made once, and a missing key stops the start.
    await checkMasterKeys();
    await checkStorageReachable();
    await encryptOlderFiles();
    await queueStrandedWork();
  } catch (error) {
    await closeDatabase();
    await embedded?.stop();
    throw error;
  }
  await closeDatabase();
  return { url, stop: async () => await embedded?.stop() };
}
