// The firm's year at scale (issue 37.3): 1,000 clients with three
// engagements each (GST monthly, TDS quarterly, accounts monthly), each with
// one period that has opened, seeded with generate_series; then one sweep
// (the queue's "engagement-periods" job, run as its own process) makes the
// 3,000 work items with their checklists and queued emails. The anchor is
// the same sweep over 10 clients (30 periods), measured first. A second
// sweep must make nothing: nothing doubled.
import { spawn } from "node:child_process";
import pg from "pg";
import { getPastPeriods } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { type BenchContext, judge, type Row } from "../lib/context.ts";

const TARGET_SECONDS = 60;
const ANCHOR_CLIENTS = 10;
const SERVICES = ["gst-monthly", "tds-quarterly", "accounting-monthly"] as const;

export const periods: Row = {
  id: "periods",
  note: `The firm's year: the bench empties the clients (and so the bookings), seeds ${ANCHOR_CLIENTS} clients with three engagements each (GST monthly, TDS quarterly, accounts monthly) whose latest period has opened, and times one period sweep run as its own process (tests/fixtures/sweep-periods.ts: Node's start and the app's import included); then empties them again, seeds 1,000 clients the same way and times the sweep making 3,000 work items, each with its request, its "Documents needed" email in the outbox and its job queued. A second sweep must make none. Target: ≤ ${TARGET_SECONDS} s, nothing doubled.`,
  async run(context, report) {
    const clients = context.quick ? 100 : 1_000;
    const pool = new pg.Pool({ connectionString: context.app.databaseUrl, max: 1 });
    try {
      const anchor = await sweepOver(context, pool, ANCHOR_CLIENTS);
      const full = await sweepOver(context, pool, clients);
      const expected = clients * SERVICES.length;
      const whole = full.made === expected && full.mailed === expected && full.again === 0;
      report({
        row: `period sweep (${expected.toLocaleString("en-US")} periods)`,
        target: `≤ ${TARGET_SECONDS} s, each once`,
        figure: `${full.seconds.toFixed(1)} s; ${full.made} made, ${full.mailed} emails, ${full.again} on a 2nd sweep`,
        anchor: `${ANCHOR_CLIENTS * SERVICES.length} periods: ${anchor.seconds.toFixed(1)} s`,
        pass: judge(context, whole && full.seconds <= TARGET_SECONDS),
      });
    } finally {
      await pool.query("truncate clients cascade");
      await pool.end();
    }
  },
};

/** Seeds `clients` clients with their engagements on an empty set, sweeps twice, and counts. */
async function sweepOver(context: BenchContext, pool: pg.Pool, clients: number) {
  await pool.query("truncate clients cascade");
  await pool.query("delete from outbox where subject like '%Documents needed for%'");
  await pool.query(
    `insert into clients (name, email, phone, created_by)
     select 'Period Client ' || g, 'period-client' || g || '@example.com', '94370' || lpad(g::text, 5, '0'), 'bench'
     from generate_series(1, $1::int) as g`,
    [clients],
  );
  const today = getTodayInIndia();
  for (const serviceId of SERVICES) {
    // The latest period already opened: each engagement has exactly one to make.
    const startPeriod = getPastPeriods(
      { serviceId, daysBeforeDue: null, startPeriod: serviceId === "tds-quarterly" ? "2024-Q1" : "2024-04" },
      today,
    ).past.at(-1);
    await pool.query(
      `insert into engagements (client_id, service_id, start_period, price_paise, created_by)
       select id, $1, $2, 100000, 'bench' from clients`,
      [serviceId, startPeriod],
    );
  }
  await pool.query("analyze");
  const started = performance.now();
  await sweep(context);
  const seconds = (performance.now() - started) / 1_000;
  const again = await sweep(context);
  const { rows } = await pool.query<{ made: string; distinct: string; mailed: string }>(
    `select (select count(*) from bookings where engagement_id is not null) as made,
            (select count(distinct (engagement_id, period)) from bookings where engagement_id is not null) as distinct,
            (select count(*) from outbox where subject like '%Documents needed for%') as mailed`,
  );
  const counts = rows[0];
  if (counts?.made !== counts?.distinct)
    throw new Error(`periods made twice: ${counts?.made} rows, ${counts?.distinct} periods`);
  return { seconds, made: Number(counts?.made), mailed: Number(counts?.mailed), again };
}

/** One sweep in a process of its own, as a server's worker runs it; how many it made. */
function sweep(context: BenchContext): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/sweep-periods.ts"], {
      cwd: context.root,
      env: { ...process.env, DATABASE_URL: context.app.databaseUrl, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`the sweep exited ${code}: ${output}`));
      resolve((JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as { created: number }).created);
    });
  });
}
