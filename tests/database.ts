import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, openDatabase } from "#app/db/client.server.ts";
import { adminQuery, dropDatabase, withDatabase } from "#tests/setup/database-server.ts";

/**
 * Gives the calling test file a fresh database cloned from the migrated
 * template, opened as the app's database, and drops it afterwards.
 * Returns a function that gives the database's URL.
 */
export function setupTestDatabase(): () => string {
  const serverUrl = inject("databaseServerUrl");
  const name = `etf_test_${randomBytes(6).toString("hex")}`;
  const url = withDatabase(serverUrl, name);
  beforeAll(async () => {
    await adminQuery(serverUrl, `create database ${name} template ${inject("templateDatabase")}`);
    openDatabase(url, { max: 5 });
  });
  afterAll(async () => {
    await closeDatabase();
    await dropDatabase(serverUrl, name);
  });
  return () => url;
}
