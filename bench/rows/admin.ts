// e. Admin at scale: /admin-dashboard as a signed-in admin over 100,000
// bookings (each with items, every other with an upload) and 20,000
// enquiries, seeded straight into the database with generate_series. The
// anchor is the same pages over 100 bookings, measured first.
import pg from "pg";
import { BENCH_ADMIN, signInAsAdmin } from "../lib/admin-session.ts";
import type { Row } from "../lib/context.ts";
import { measurePages, reportP95s } from "../lib/signed-in-pages.ts";

const P95_TARGET_MS = 100;
const ANCHOR_BOOKINGS = 100;

/**
 * The lists, with a word that must be on each page (so a failure is not
 * fast). Booking g is open unless g % 3 = 0, the bench admin's when
 * g % 5 = 0, waiting on the client when g % 4 = 1, due (g % 30) - 10
 * days from today, and billed when g % 7 = 0 (unpaid when g % 14 = 0, a
 * payment reported when g % 14 = 7): so the newest of each view is known.
 */
const PAGES = [
  { label: "first page", path: "/admin-dashboard", expect: "client1@example.com" },
  { label: "search by email", path: "/admin-dashboard?q=client42%40example.com", expect: "client42@example.com" },
  { label: "status Closed", path: "/admin-dashboard?status=closed", expect: "client3@example.com" },
  { label: "view Mine", path: "/admin-dashboard?view=mine", expect: "client5@example.com" },
  { label: "view Waiting on client", path: "/admin-dashboard?view=waiting", expect: "client1@example.com" },
  { label: "view Due this week", path: "/admin-dashboard?view=due-week", expect: "client10@example.com" },
  { label: "view Overdue", path: "/admin-dashboard?view=overdue", expect: "client1@example.com" },
  { label: "view Unassigned", path: "/admin-dashboard?view=unassigned", expect: "client1@example.com" },
  { label: "view Unpaid", path: "/admin-dashboard?view=unpaid", expect: "client14@example.com" },
  { label: "view Payment reported", path: "/admin-dashboard?view=payment-reported", expect: "client7@example.com" },
] as const;

export const admin: Row = {
  id: "admin",
  note: `Admin at scale: the bench empties the bookings, seeds ${ANCHOR_BOOKINGS} bookings (the anchor), measures, then seeds up to 100,000 bookings (2 items each, an upload row on every other, a third Closed, a fifth the bench admin's, a quarter waiting on the client, due dates spread over 40 days around today, an invoice on every seventh: half unpaid, half with a payment reported) and 20,000 enquiries with generate_series, VACUUM ANALYZE (as autovacuum leaves a table soon after a bulk of new rows), and measures again. An admin made with scripts/create-admin.ts signs in through the login form (POST /login); each page (the spec's table, a search, a status filter and the seven staff views, each with its counts and the outstanding total) is requested 50 times one after another (after 3 warm-ups). Target: p95 ≤ ${P95_TARGET_MS} ms.`,
  async run(context, report) {
    const size = context.quick ? 2_000 : 100_000;
    const enquiries = context.quick ? 400 : 20_000;
    const requests = context.quick ? 10 : 50;
    const cookie = await signInAsAdmin(context);
    const pool = new pg.Pool({ connectionString: context.app.databaseUrl, max: 1 });
    try {
      await pool.query("truncate bookings cascade");
      await pool.query("truncate enquiries");
      await seed(pool, 1, ANCHOR_BOOKINGS, ANCHOR_BOOKINGS / 5);
      const anchors = await measurePages(context, cookie, PAGES, requests);
      await seed(pool, ANCHOR_BOOKINGS + 1, size, enquiries - ANCHOR_BOOKINGS / 5);
      const figures = await measurePages(context, cookie, PAGES, requests);
      reportP95s(
        context,
        report,
        { pages: PAGES, figures, anchors },
        {
          row: (page) => `admin ${page.label} (${size.toLocaleString("en-US")})`,
          anchor: `${ANCHOR_BOOKINGS} bookings`,
          targetMs: P95_TARGET_MS,
        },
      );
    } finally {
      await pool.end();
    }
  },
};

/** Bookings first..last (client{n}@example.com) and that many enquiries more. */
async function seed(pool: pg.Pool, first: number, last: number, enquiries: number): Promise<void> {
  // A few of many bookings made at once draw a reference another drew (the
  // checkout draws again, one at a time): those are made again until all are.
  for (let made = 1; made > 0; ) {
    made = await seedBookings(pool, first, last);
  }
  await pool.query(
    `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
     select 'ETF-' || (1700000000000 + g) || '-' || (g % 10000), item.service_id, item.option_id, item.title, item.charge, 1
     from generate_series($1::int, $2::int) as g,
          (values ('gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500),
                  ('income-tax-filing', 'company', 'Income Tax Filing – Company', 1000)) as item(service_id, option_id, title, charge)`,
    [first, last],
  );
  await pool.query(
    `insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256)
     select 'ETF-' || (1700000000000 + g) || '-' || (g % 10000), 'gst-return-' || g || '.pdf', 'bench-' || g,
            'application/pdf', 250000, repeat('0', 64)
     from generate_series($1::int, $2::int) as g where g % 2 = 0`,
    [first, last],
  );
  await pool.query(
    `insert into invoices (kind, number, financial_year, sequence, booking_id, issued_on, issued_by, supplier, recipient,
                           place_of_supply, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, status)
     select 'invoice', 'ETF/B/' || g, '2026-27', g, 'ETF-' || (1700000000000 + g) || '-' || (g % 10000), current_date,
            'bench@example.com', '{}', '{}', '{"code": "21", "name": "Odisha"}', '[]', 150000, 13500, 13500, 0, 177000,
            case when g % 14 = 0 then 'unpaid' else 'payment-reported' end
     from generate_series($1::int, $2::int) as g where g % 7 = 0`,
    [first, last],
  );
  await pool.query(
    `insert into enquiries (name, phone, email, service, message)
     select 'Enquirer ' || g, '98765' || lpad(g::text, 6, '0'), 'enquirer' || g || '@example.com', 'GST Filing', 'Please call me.'
     from generate_series(1, $1::int) as g`,
    [enquiries],
  );
  // What autovacuum does within a minute of so many new rows: without it the pages measured first
  // would pay for setting the new rows' hint bits, and read the heap where an index alone would do.
  await pool.query("vacuum analyze");
}

/** Bookings first..last not made yet; how many were made. */
async function seedBookings(pool: pg.Pool, first: number, last: number): Promise<number> {
  const { rowCount } = await pool.query(
    `insert into bookings (booking_id, customer_name, email, phone, status, created_at, owner_id, stage, due_on)
     select 'ETF-' || (1700000000000 + g) || '-' || (g % 10000), 'Client ' || g, 'client' || g || '@example.com',
            '98765' || lpad(g::text, 6, '0'), case when g % 3 = 0 then 'Closed' else 'In Progress' end,
            now() - (g || ' minutes')::interval,
            case when g % 5 = 0 then (select id from "user" where email = $3) end,
            case when g % 4 = 1 then 'Documents requested' else 'Booked' end,
            (now() at time zone 'Asia/Kolkata')::date + (g % 30) - 10
     from generate_series($1::int, $2::int) as g
     on conflict do nothing`,
    [first, last, BENCH_ADMIN.email],
  );
  return rowCount ?? 0;
}
