// The production server every file of tests/http/ shares (started once per
// run by tests/setup/app-server.ts), seen from a test file: its address,
// its data folder, its database and its log.
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, inject } from "vitest";
import type { TestServer } from "#tests/security/server.ts";

/**
 * The shared server as a TestServer, so the helpers of
 * tests/security/server.ts (send, signIn, registerVerifiedUser, createAdmin)
 * work on it. Stopping it is the global setup's job, not a file's.
 */
export function connectSharedServer(): TestServer {
  const { origin, dataDir, databaseUrl, logFile } = inject("appServer");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  afterAll(() => pool.end());
  return {
    origin,
    dataDir,
    databaseUrl,
    logs: () => readFileSync(logFile, "utf8").slice(-200_000),
    query: async (sql, params = []) => (await pool.query(sql, params)).rows,
    stop: async () => {},
  };
}
