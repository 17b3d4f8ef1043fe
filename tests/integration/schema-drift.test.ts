// The schema in app/db/schema.ts is the whole truth about the database
// (issue 19 item 3): Drizzle's snapshots know every table, column, index and
// check, so `npm run db:generate` has nothing to add, and a database built by
// the migrations holds exactly what the schema declares.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { is } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { expect, test } from "vitest";
import * as schema from "#app/db/schema.ts";
import { setupTestDatabase } from "#tests/database.ts";

const databaseUrl = setupTestDatabase();

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

test("drizzle-kit finds nothing in the schema that the migrations lack", () => {
  const out = mkdtempSync(path.join(os.tmpdir(), "etf-drift-"));
  cpSync("drizzle", out, { recursive: true });
  const config = path.join(out, "drizzle.config.json");
  // drizzle-kit reads `out` relative to the working directory, whatever it is given.
  writeFileSync(
    config,
    JSON.stringify({
      dialect: "postgresql",
      schema: "./app/db/schema.ts",
      out: path.relative(".", out),
      casing: "snake_case",
    }),
  );
  const before = readdirSync(out, { recursive: true }).sort();
  // It can fail and still exit 0: its own words are what count.
  const output = execFileSync(process.execPath, ["node_modules/drizzle-kit/bin.cjs", "generate", "--config", config], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  expect(output).toContain("No schema changes, nothing to migrate");
  expect(readdirSync(out, { recursive: true }).sort()).toEqual(before);
}, 60_000);

test("the migrated database has exactly the tables, columns, indexes and checks of the schema", async () => {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const found = async (sql: string) => (await client.query<{ name: string }>(sql)).rows.map((row) => row.name).sort();
    const declared = {
      tables: tables.map((table) => table.name).sort(),
      columns: tables
        .flatMap((table) =>
          table.columns.map((column) => `${table.name}.${column.keyAsName ? toSnakeCase(column.name) : column.name}`),
        )
        .sort(),
      indexes: tables.flatMap((table) => table.indexes.map((index) => `${table.name}.${index.config.name}`)).sort(),
      checks: tables.flatMap((table) => table.checks.map((check) => `${table.name}.${check.name}`)).sort(),
    };
    const inDatabase = {
      tables: await found(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_name <> '__drizzle_migrations'",
      ),
      columns: await found(
        "select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public' and table_name <> '__drizzle_migrations'",
      ),
      // Indexes made by hand, not those behind primary keys and unique constraints.
      indexes: await found(`
        select i.tablename || '.' || i.indexname as name from pg_indexes i
        where i.schemaname = 'public' and i.tablename <> '__drizzle_migrations'
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`),
      checks: await found(`
        select t.relname || '.' || c.conname as name from pg_constraint c join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        where c.contype = 'c' and n.nspname = 'public'`),
    };
    expect(inDatabase).toEqual(declared);
  } finally {
    await client.end();
  }
});
