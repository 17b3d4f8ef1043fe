// f. The firm's year at scale (issue 37): the compliance grid and the client
// list as a signed-in admin over 1,000 clients, each with 3 engagements of
// 24 periods (GST monthly and accounts monthly for 24 months, TDS for 24
// quarters): 72,000 work items and their filings, seeded straight into the
// database with generate_series. The anchor is the same pages over 10
// clients, measured first in the same run.
import pg from "pg";
import { getPeriodDueDates, getPeriodOn, getPeriodsBetween } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { BENCH_ADMIN, signInAsAdmin } from "../lib/admin-session.ts";
import type { Row } from "../lib/context.ts";
import { measurePages, reportP95s, type SignedInPage } from "../lib/signed-in-pages.ts";

const P95_TARGET_MS = 100;
const ANCHOR_CLIENTS = 10;
const PERIODS = 24;

/**
 * Client g ("Client 000g", firm-client{g}@example.com) is the bench
 * admin's when g % 5 = 0, has every return whose due date passed filed
 * (three days late when g % 7 = 0) except, when g % 4 = 3, those due in
 * the last 60 days (overdue); its latest period's work item is at one of
 * the six stages by g % 6, the older ones filed and closed.
 */
function getPages(adminId: string, lastYear: string, changeWorkItem: () => Promise<unknown>): SignedInPage[] {
  return [
    { label: "grid, first page", path: "/admin-compliance", expect: "Client 0001" },
    // A change to one client's work item before each request: that client is read again, the year kept.
    {
      label: "grid, first page after a change",
      path: "/admin-compliance",
      expect: "Client 0001",
      before: changeWorkItem,
    },
    { label: "grid, overdue", path: "/admin-compliance?state=overdue", expect: "Client 0003" },
    { label: "grid, one owner's", path: `/admin-compliance?owner=${adminId}`, expect: "Client 0005" },
    { label: "grid, GSTR-3B of last FY", path: `/admin-compliance?fy=${lastYear}&form=GSTR-3B`, expect: "Client 0001" },
    { label: "grid, one client (phone)", path: "/admin-compliance?client=2", expect: "Client 0002" },
    { label: "clients, first page", path: "/admin-clients", expect: "firm-client" },
    { label: "clients, search", path: "/admin-clients?q=firm-client7%40", expect: "firm-client7@example.com" },
  ];
}

export const compliance: Row = {
  id: "compliance",
  note: `The firm's year at scale (issue 37): the bench empties the clients (and with them engagements, bookings and filings), seeds ${ANCHOR_CLIENTS} clients (the anchor), measures, then seeds up to 1,000 clients, each with a GSTIN and 3 engagements of ${PERIODS} periods (GST monthly and accounts monthly over ${PERIODS} months, TDS over ${PERIODS} quarters: 72,000 work items, the latest at each stage in turn, the older filed and closed), and a filing for every GST and TDS return whose due date passed (one client in seven three days late, one in four with the last 60 days' returns unfiled), with generate_series, ANALYZE, and measures again. Each page (the compliance grid: this FY's first page of 25 clients with its counts over all 1,000, the same after a change to one client's work item each time (that client read again, the rest of the year kept in memory), the overdue filter, one owner's, last FY's GSTR-3B, one client as a phone shows it; the client list's first page and a search) is requested 50 times one after another (after 3 warm-ups). Target: p95 ≤ ${P95_TARGET_MS} ms.`,
  async run(context, report) {
    const size = context.quick ? 100 : 1_000;
    const requests = context.quick ? 10 : 50;
    const cookie = await signInAsAdmin(context);
    const pool = new pg.Pool({ connectionString: context.app.databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query<{ id: string }>(`select id from "user" where email = $1`, [BENCH_ADMIN.email]);
      const today = getTodayInIndia();
      const thisYear = Number(getPeriodOn("yearly", today).slice(0, 4));
      const pages = getPages(rows[0]?.id ?? "", `${thisYear - 1}-${String(thisYear % 100).padStart(2, "0")}`, () =>
        pool.query(
          "update bookings set stage = stage where booking_id = (select booking_id from bookings where engagement_id is not null limit 1)",
        ),
      );
      await pool.query("truncate clients restart identity cascade");
      await seed(pool, today, 1, ANCHOR_CLIENTS);
      const anchors = await measurePages(context, cookie, pages, requests);
      await seed(pool, today, ANCHOR_CLIENTS + 1, size);
      const figures = await measurePages(context, cookie, pages, requests);
      reportP95s(
        context,
        report,
        { pages, figures, anchors },
        {
          row: (page) => `${page.label} (${size.toLocaleString("en-US")} clients)`,
          anchor: `${ANCHOR_CLIENTS} clients`,
          targetMs: P95_TARGET_MS,
        },
      );
    } finally {
      await pool.end();
    }
  },
};

/** The last `count` periods of a frequency before today's, newest first. */
function getPeriodsBefore(frequency: "monthly" | "quarterly", today: string, count: number): string[] {
  const [year, index] = getPeriodOn(frequency, today).split(/-Q?/).map(Number) as [number, number];
  const perYear = frequency === "monthly" ? 12 : 4;
  const key = (position: number) => {
    const [y, i] = [Math.floor(position / perYear), (position % perYear) + 1];
    return frequency === "monthly" ? `${y}-${String(i).padStart(2, "0")}` : `${y}-Q${i}`;
  };
  const now = year * perYear + index - 1;
  return getPeriodsBetween(key(now - count), key(now - 1)).reverse();
}

/** Clients first..last with their GSTIN, engagements, work items and filings. */
async function seed(pool: pg.Pool, today: string, first: number, last: number): Promise<void> {
  const months = getPeriodsBefore("monthly", today, PERIODS);
  const quarters = getPeriodsBefore("quarterly", today, PERIODS);
  await pool.query(
    `insert into clients (name, email, phone)
     select 'Client ' || lpad(g::text, 4, '0'), 'firm-client' || g || '@example.com', '98765' || lpad(g::text, 6, '0')
     from generate_series($1::int, $2::int) as g`,
    [first, last],
  );
  // Odisha (21) and Maharashtra (27) in turn: QRMP's two state groups.
  await pool.query(
    `insert into client_gstins (client_id, gstin)
     select g, case when g % 2 = 0 then '21' else '27' end || 'AAACB' || lpad(g::text, 4, '0') || 'F1ZH'
     from generate_series($1::int, $2::int) as g`,
    [first, last],
  );
  await pool.query(
    `insert into engagements (client_id, service_id, start_period, owner_id, created_by)
     select g, service.id, service.start, case when g % 5 = 0 then (select id from "user" where email = $3) end, 'bench'
     from generate_series($1::int, $2::int) as g,
          (values ('gst-monthly', $4), ('accounting-monthly', $4), ('tds-quarterly', $5)) as service(id, start)`,
    [first, last, BENCH_ADMIN.email, months.at(-1), quarters.at(-1)],
  );
  // A few of many bookings made at once draw a reference another drew (the
  // checkout draws again, one at a time): those are made again until all are.
  for (let made = 1; made > 0; ) {
    made = await seedWorkItems(pool, first, last, months, quarters);
  }
  const dues = [
    ...months.map((period) => ({ service: "gst-monthly", period })),
    ...quarters.map((period) => ({ service: "tds-quarterly", period })),
  ].flatMap(({ service, period }) =>
    getPeriodDueDates(service, period).map((due) => ({
      service,
      period,
      rule: due.ruleId,
      form: due.form,
      on: due.date,
    })),
  );
  await pool.query(
    `insert into filings (booking_id, form, rule_id, period, due_on, filed_on, acknowledgement, recorded_by)
     select b.booking_id, d.form, d.rule_id, b.period, d.due_on::date, d.due_on::date + case when e.client_id % 7 = 0 then 3 else 0 end,
            'AA' || b.booking_id || d.rule_id, 'bench'
     from bookings b
     join engagements e on e.id = b.engagement_id
     join unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) as d(service, period, rule_id, form, due_on)
       on d.service = e.service_id and d.period = b.period
     where e.client_id between $1 and $2 and d.due_on::date < $8::date
       and not (e.client_id % 4 = 3 and d.due_on::date >= $8::date - 60)`,
    [
      first,
      last,
      dues.map((due) => due.service),
      dues.map((due) => due.period),
      dues.map((due) => due.rule),
      dues.map((due) => due.form),
      dues.map((due) => due.on),
      today,
    ],
  );
  await pool.query("analyze");
}

/** The work items of clients first..last not made yet (newest period first); how many were made. */
async function seedWorkItems(
  pool: pg.Pool,
  first: number,
  last: number,
  months: string[],
  quarters: string[],
): Promise<number> {
  const { rowCount } = await pool.query(
    `insert into bookings (booking_id, customer_name, email, phone, status, stage, engagement_id, period, client_id, created_at)
     select 'ETF-' || (1800000000000 + e.id * 100 + p.n) || '-' || p.n, c.name, c.email, c.phone,
            case when p.n > 2 then 'Closed' else 'In Progress' end,
            case when p.n > 1 then 'Filed / Submitted'
                 else (array['Booked', 'Documents requested', 'Documents received', 'In preparation',
                             'Sent for your approval', 'Filed / Submitted'])[c.id % 6 + 1] end,
            e.id, p.period, c.id, now() - (p.n || ' days')::interval
     from engagements e
     join clients c on c.id = e.client_id,
     unnest(case when e.service_id = 'tds-quarterly' then $4::text[] else $3::text[] end) with ordinality as p(period, n)
     where e.client_id between $1 and $2
     on conflict do nothing`,
    [first, last, months, quarters],
  );
  return rowCount ?? 0;
}
