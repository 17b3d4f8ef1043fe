// Migration levels for backups: which committed migration a database has
// reached, and applying the committed migrations only up to a given one.
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { MIGRATIONS_TABLE, qualifiedName } from "#app/backup/manifest.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrate.server.ts";
import { z } from "#app/zod.ts";

const JournalSchema = z
  .object({
    entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() }).loose()),
  })
  .loose();

type Journal = z.infer<typeof JournalSchema>;

export type MigrationLevel = { tag: string; when: number; count: number };

function readJournal(folder = MIGRATIONS_FOLDER): Journal {
  return JournalSchema.parse(JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")));
}

/**
 * The database's migration level: its last applied migration (drizzle
 * orders them by their journal time, `created_at`), or null when it has
 * never been migrated.
 */
export async function readMigrationLevel(client: pg.ClientBase): Promise<MigrationLevel | null> {
  const table = qualifiedName(MIGRATIONS_TABLE);
  const exists = await client.query<{ found: string | null }>("select to_regclass($1)::text as found", [table]);
  if (!exists.rows[0]?.found) return null;
  const result = await client.query<{ when: string | null; count: string }>(
    `select max(created_at)::text as when, count(*)::text as count from ${table}`,
  );
  const row = result.rows[0];
  if (!row?.when) return null;
  const when = Number(row.when);
  const tag = readJournal().entries.find((entry) => entry.when === when)?.tag ?? `unknown-${when}`;
  return { tag, when, count: Number(row.count) };
}

/** True when this version of the site has the migration `level` names. */
export function isKnownLevel(level: MigrationLevel): boolean {
  return readJournal().entries.some((entry) => entry.when === level.when && entry.tag === level.tag);
}

/**
 * Applies the committed migrations up to and including `level`, through
 * drizzle's own migrator run on a copy of the journal cut at that level.
 * A backup is loaded at its own level; the server applies the later
 * migrations at its next start, to the restored data.
 */
export async function migrateUpTo(client: pg.Client, level: MigrationLevel): Promise<void> {
  const journal = readJournal();
  const entries = journal.entries.filter((entry) => entry.when <= level.when);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "etf-migrations-"));
  try {
    await fs.mkdir(path.join(folder, "meta"));
    await fs.writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await fs.copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await migrate(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
