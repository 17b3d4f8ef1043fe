// What PostgreSQL's catalog says about the app's tables. Plain catalog
// queries that read the same on PostgreSQL 15 and 17.
import type pg from "pg";
import { MIGRATIONS_TABLE, qualifiedName } from "#app/backup/manifest.server.ts";

export type TableName = { schema: string; name: string };
export type TableColumns = TableName & { columns: string[] };

/** Every table of the app (the public schema) and the migrations bookkeeping, with their stored columns. */
export async function listTables(client: pg.ClientBase): Promise<TableColumns[]> {
  const result = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r'
        and (n.nspname = 'public' or (n.nspname = $1 and c.relname = $2))
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [MIGRATIONS_TABLE.schema, MIGRATIONS_TABLE.name],
  );
  return result.rows;
}

/** Foreign keys between the given tables, as [referencing, referenced] names. */
export async function listForeignKeys(client: pg.ClientBase): Promise<[string, string][]> {
  const result = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid
       join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f'`,
  );
  return result.rows.map((row) => [row.child, row.parent]);
}

/** Columns filled from a sequence (serial, bigserial, identity), with that sequence. */
export async function listSequenceColumns(
  client: pg.ClientBase,
  tables: TableName[],
): Promise<{ table: TableName; column: string; sequence: string }[]> {
  const found: { table: TableName; column: string; sequence: string }[] = [];
  for (const table of tables) {
    const result = await client.query<{ column: string; sequence: string }>(
      `select a.attname::text as column, pg_get_serial_sequence($1, a.attname) as sequence
         from pg_attribute a
        where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence($1, a.attname) is not null`,
      [qualifiedName(table)],
    );
    for (const row of result.rows) found.push({ table, column: row.column, sequence: row.sequence });
  }
  return found;
}

/**
 * Orders tables so that every table comes after the tables it references
 * (a reference to itself is ignored: rows of one COPY are checked at its end).
 */
export function orderByForeignKeys<T extends TableName>(tables: T[], foreignKeys: [string, string][]): T[] {
  const byName = new Map(tables.map((table) => [`${table.schema}.${table.name}`, table]));
  const ordered: T[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") throw new Error(`Foreign keys form a cycle through ${name}`);
    state.set(name, "visiting");
    for (const [child, parent] of foreignKeys) {
      if (child === name && parent !== name && byName.has(parent)) visit(parent);
    }
    state.set(name, "done");
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const name of byName.keys()) visit(name);
  return ordered;
}
