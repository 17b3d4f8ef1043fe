// Vitest global setup: one PostgreSQL server for the whole run (the server in
// TEST_DATABASE_URL, or an embedded one), and a template database migrated
// once. Each test file clones its own database from the template
// (tests/database.ts).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { startEmbeddedPostgres } from "#server/embedded-postgres.ts";
import { getFreePort } from "#tests/free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "etf-test-pg-"));
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await getFreePort(),
      logger: pino({ level: "warn" }),
    });
    serverUrl = embedded.url;
    stopServer = embedded.stop;
  }

  // One template per project of the run (vitest.config.ts has two), each its own.
  const templateDatabase = `etf_template_${process.pid}_${project.name.replace(/\W/g, "_") || "main"}`;
  await dropDatabase(serverUrl, templateDatabase);
  await adminQuery(serverUrl, `create database ${templateDatabase}`);
  await migrateDatabase(withDatabase(serverUrl, templateDatabase));

  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    await dropDatabase(serverUrl, templateDatabase);
    await stopServer();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Drops a test database, closing whatever is still connected to it.
 * `drop database … with (force)` alone is not enough for a role that is not
 * a superuser (CI's): PostgreSQL 15 refuses it when an autovacuum worker
 * happens to be on the database ("must be a member of the role whose
 * process is being terminated"). So our own role's sessions are ended
 * first, and a plain DROP DATABASE, which cancels autovacuum itself, is
 * tried a few times in case a session was still closing.
 */
export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and usename = current_user and pid <> pg_backend_pid()`,
        [database],
      );
      try {
        await client.query(`drop database if exists ${client.escapeIdentifier(database)}`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === "55006";
        if (!inUse || attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  } finally {
    await client.end();
  }
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
