// npm run bench: the admin bookings list at 100 and at 100,000 bookings, side
// by side in one run (the 100-row database is the anchor). The issue asks
// for the same order of time at both sizes.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { listBookings } from "#app/admin/lists.server.ts";
import { closeDatabase, getDb, openDatabase } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { startEmbeddedPostgres } from "#server/embedded-postgres.ts";
import { getFreePort } from "#tests/free-port.ts";

const SIZES = [100, 100_000];
const RUNS = 25;

const dataDir = await mkdtemp(path.join(os.tmpdir(), "etf-bench-"));
const server = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
  : await startEmbeddedPostgres({ dataDir, port: await getFreePort(), logger: pino({ level: "warn" }) });

const cases = {
  "page 1, all": { q: "", page: 1, status: "all" },
  "page 1, In Progress": { q: "", page: 1, status: "in-progress" },
  "search by booking id": { q: "ETF-1700000000050-50", page: 1, status: "all" },
  "search by name": { q: "client 42", page: 1, status: "all" },
  "search by phone": { q: "98765000", page: 1, status: "all" },
} as const;

const results: Record<string, Record<number, number>> = {};
try {
  for (const size of SIZES) {
    const name = `etf_bench_${size}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    await migrateDatabase(url.toString());
    openDatabase(url.toString());
    await getDb().execute(sql`
      insert into bookings (booking_id, customer_name, email, phone, total, status, created_at)
      select 'ETF-' || (1700000000000 + g) || '-' || (g % 10000), 'Client ' || g, 'client' || g || '@example.com',
             '98765' || lpad(g::text, 6, '0'), 500, case when g % 3 = 0 then 'Closed' else 'In Progress' end,
             now() - (g || ' minutes')::interval
      from generate_series(1, ${size}) as g`);
    await getDb().execute(sql`
      insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
      select booking_id, 'gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500, 1 from bookings`);
    await getDb().execute(sql`analyze`);
    for (const [label, query] of Object.entries(cases)) {
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await listBookings(query);
        timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      results[label] ??= {};
      (results[label] as Record<number, number>)[size] = timings[Math.floor(RUNS / 2)] as number;
    }
    await closeDatabase();
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nAdmin bookings list, median of ${RUNS} runs (ms)`);
console.log(`${"case".padEnd(24)}${SIZES.map((size) => `${size} rows`.padStart(14)).join("")}     ratio`);
for (const [label, bySize] of Object.entries(results)) {
  const [small, large] = SIZES.map((size) => bySize[size] ?? Number.NaN) as [number, number];
  console.log(
    `${label.padEnd(24)}${[small, large].map((ms) => ms.toFixed(2).padStart(14)).join("")}${(large / small).toFixed(1).padStart(9)}x`,
  );
}
