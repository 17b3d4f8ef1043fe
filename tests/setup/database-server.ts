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

  const templateDatabase = `etf_template_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${templateDatabase}`);
  await adminQuery(serverUrl, `create database ${templateDatabase}`);
  await migrateDatabase(withDatabase(serverUrl, templateDatabase));

  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${templateDatabase} with (force)`);
    await stopServer();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
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
