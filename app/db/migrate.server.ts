import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { installJobQueue } from "#app/jobs/queue.server.ts";

export const MIGRATIONS_FOLDER = path.resolve("drizzle");
// Any constant works; it only has to be the same for every server.
const MIGRATION_LOCK_KEY = 7_301_991;

/**
 * Applies the committed migrations, then installs or upgrades the job
 * queue's tables, queues and schedules (app/jobs). An advisory lock lets several servers
 * start against one database without racing each other.
 */
export async function migrateDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await installJobQueue(connectionString);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
