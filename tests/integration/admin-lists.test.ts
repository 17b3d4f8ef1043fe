// Issue 35.3: what every staff list owes whoever adds one. Its search is
// served by its table's trigram index, and its CSV export walks it by key,
// so rows added while an export runs are neither repeated nor skip another.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { expect, test } from "vitest";
import * as lists from "#app/admin/lists.server.ts";
import { type AnyList, ENQUIRY_LISTS, everyRow } from "#app/admin/lists.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { enquiries } from "#app/db/schema.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

const isList = (value: unknown): value is AnyList =>
  typeof value === "object" && value !== null && "table" in value && "search" in value && "key" in value;

/** Every list app/admin/lists.server.ts defines, alone or in a group (the enquiry lists). */
const LISTS: AnyList[] = Object.values(lists).flatMap((value) =>
  isList(value) ? [value] : typeof value === "object" && value !== null ? Object.values(value).filter(isList) : [],
);

test("every staff list's search is served by a trigram index", async () => {
  expect(LISTS.length).toBeGreaterThanOrEqual(6);
  const plans: string[] = [];
  for (const list of LISTS) {
    // What the list asks for a search of "kumar"; with sequential scans
    // priced out, a plan without an index means none covers the expression.
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const search = tx
        .select({ one: sql`1` })
        .from(list.table as PgTable)
        .where(sql`${list.search} like '%kumar%'`);
      const result = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${search}`);
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    plans.push(plan);
    expect(plan, plan).toMatch(/Bitmap Index Scan on \w+_search_idx/);
  }
  expect(plans).toHaveLength(LISTS.length);
});

test("an export walks by key: rows added meanwhile are neither repeated nor make it skip one", async () => {
  const token = randomUUID();
  // Two in one millisecond (the key keeps microseconds), two at one instant
  // (the id breaks the tie), and one older.
  const at = ["2025-01-03 10:00:00.000900+00", "2025-01-03 10:00:00.000100+00", "2025-01-02 10:00:00+00"];
  const names = ["Fifth", "Fourth", "Third", "Second", "First"];
  const createdAt = [at[0], at[1], at[1], at[2], at[2]];
  for (const [index, name] of [...names].reverse().entries()) {
    await getDb()
      .insert(enquiries)
      .values({
        name: `${name} ${token}`,
        phone: "+91 98765 43210",
        email: `${token}@example.com`,
        service: "gst",
        createdAt: sql`${createdAt[names.length - 1 - index]}::timestamptz`,
      });
  }

  const exported: string[] = [];
  let added = 0;
  // Two rows a batch; after each of the first three rows read, a newer enquiry arrives.
  for await (const row of everyRow(ENQUIRY_LISTS.enquiry, { q: token }, 2)) {
    exported.push(row.name.replace(` ${token}`, ""));
    if (added === 3) continue;
    added++;
    await getDb()
      .insert(enquiries)
      .values({
        name: `Added ${added} ${token}`,
        phone: "+91 98765 43210",
        email: `${token}@example.com`,
        service: "gst",
      });
  }
  expect(exported).toEqual(names);
});
