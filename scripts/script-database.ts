// Opens the site's database, migrated to the latest level, for a
// command-line script (server/site-database.ts finds it).
import { closeDatabase, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { withSiteDatabaseUrl } from "#server/site-database.ts";

export function withScriptDatabase<T>(work: () => Promise<T>): Promise<T> {
  return withSiteDatabaseUrl(async (url) => {
    try {
      await migrateDatabase(url);
      openDatabase(url, { max: 2 });
      return await work();
    } finally {
      await closeDatabase();
    }
  });
}
