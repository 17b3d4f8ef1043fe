// c. Bookings in filing season: 20 connections posting valid bookings, every
// id answered 2xx looked up in the database afterwards. The anchor is the
// database's own ceiling: a plain insert of a booking row over a pool of 20.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { postBooking } from "../lib/booking.ts";
import { judge, type Row } from "../lib/context.ts";
import { ms, perSecond } from "../lib/format.ts";
import { keepAliveAgent } from "../lib/http.ts";
import { alternate, median, percentile } from "../lib/stats.ts";

const CONNECTIONS = 20;
const RATE_TARGET = 300;
const P99_TARGET_MS = 150;

type Run = { perSecond: number; p99: number; errors: number };

export const bookings: Row = {
  id: "bookings",
  note: `Bookings: ${CONNECTIONS} keep-alive connections from the bench posting the cart page's fetcher form (customer details and two items, no files) to /cart-page.data for 20 s per run, median of 3 runs alternating with the anchor: ${CONNECTIONS} clients of one pg pool of ${CONNECTIONS} inserting a bare booking row. After the runs every booking id answered 2xx is looked up in the database; an id missing (or answered twice) is lost. Targets: ≥ ${RATE_TARGET} bookings/s, p99 ≤ ${P99_TARGET_MS} ms, zero lost.`,
  async run(context, report) {
    const seconds = context.quick ? 2 : 20;
    const runs = context.quick ? 1 : 3;
    const pool = new pg.Pool({ connectionString: context.app.databaseUrl, max: CONNECTIONS });
    try {
      const answered: string[] = [];
      let serial = 0;
      const agent = keepAliveAgent(CONNECTIONS);
      const app = () =>
        drive(seconds, async () => {
          const reply = await postBooking(context.app.origin, serial++, agent);
          if (reply.bookingId) answered.push(reply.bookingId);
          return { ms: reply.ms, ok: reply.bookingId !== null };
        });
      const anchor = () =>
        drive(seconds, async () => {
          const started = performance.now();
          await pool.query("insert into bookings (booking_id, customer_name, email, phone) values ($1, $2, $3, $4)", [
            `BENCH-${serial}`,
            "Bench Client",
            `bench-${serial++}@example.com`,
            "+91 98765 43210",
          ]);
          return { ms: performance.now() - started, ok: true };
        });
      const { figures, anchors } = await alternate(runs, app, anchor);
      agent.destroy();
      const found = await pool.query<{ found: number }>(
        "select count(distinct booking_id)::int as found from bookings where booking_id = any($1)",
        [answered],
      );
      const lost = answered.length - (found.rows[0]?.found ?? 0);
      const figure = summarise(figures);
      const base = summarise(anchors);
      report({
        row: "bookings (20 connections)",
        target: `≥ ${RATE_TARGET}/s, p99 ≤ ${P99_TARGET_MS} ms, 0 lost`,
        figure: `${perSecond(figure.perSecond, "bookings/s")}, p99 ${ms(figure.p99)}, ${lost} lost of ${answered.length.toLocaleString("en-US")}${figure.errors > 0 ? `, ${figure.errors} errors` : ""}`,
        anchor: `pg insert ${perSecond(base.perSecond, "rows/s")}, p99 ${ms(base.p99)}`,
        pass: judge(
          context,
          figure.perSecond >= RATE_TARGET && figure.p99 <= P99_TARGET_MS && lost === 0 && figure.errors === 0,
        ),
      });
    } finally {
      await pool.end();
    }
  },
};

/** Runs `once` from CONNECTIONS loops for the duration: successes/s, p99, failures. */
async function drive(seconds: number, once: () => Promise<{ ms: number; ok: boolean }>): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const outcome = await once().catch(() => ({ ms: Number.NaN, ok: false }));
        if (outcome.ok) latencies.push(outcome.ms);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: latencies.length / elapsed, p99: percentile(latencies, 99), errors };
}

function summarise(runs: readonly Run[]): Run {
  return {
    perSecond: median(runs.map((run) => run.perSecond)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}
