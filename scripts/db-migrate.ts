// npm run db:migrate: applies the committed migrations (the server also does
// this at start). DATABASE_URL, or the embedded database.
import { logger } from "#app/logger.server.ts";
import { withScriptDatabase } from "./script-database.ts";

await withScriptDatabase(async () => {
  logger.info("migrations applied");
});
