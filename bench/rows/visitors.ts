// c. Visitors with a cookie (issue 26.2, 26.4): the public pages as a visitor
// with a cart of three services and as a signed-in client see them, against
// nginx serving the very bytes the app returned to that visitor; then the
// two pages still rendered for each request: that cart's page and the
// client's dashboard with 20 bookings.
import pg from "pg";
import { makeAccount, signIn } from "../lib/admin-session.ts";
import { addToCart, BENCH_CART } from "../lib/cart.ts";
import { type BenchContext, judge, pageLabel, type Row } from "../lib/context.ts";
import { ms, percent, perSecond } from "../lib/format.ts";
import { decodedBody, request } from "../lib/http.ts";
import { startNginx } from "../lib/nginx.ts";
import { alternate, medians } from "../lib/stats.ts";
import { type LoadResult, runWrk } from "../lib/wrk.ts";
import { snapshot } from "./public-pages.ts";

const KEPT_CONNECTIONS = 50;
const KEPT_P99_TARGET_MS = 25;
const KEPT_SHARE_TARGET = 0.25;
const RENDERED_CONNECTIONS = 10;
const RENDERED_P99_TARGET_MS = 50;
const DASHBOARD_BOOKINGS = 20;
/** The client's booking page with everything in it (issue 41 part 2). */
const PAGE_BOOKING = {
  id: "ETF-1700000000000-1",
  requests: 10,
  documents: 20,
  invoices: 3,
  messages: 30,
};

const CLIENT = { email: "bench-client@example.com", name: "Bench Client", password: "Bench-Client-Pass-26" };

export const visitors: Row = {
  id: "visitors",
  note: `Visitors with a cookie: the public pages (wrk, ${KEPT_CONNECTIONS} connections, gzip, 10 s per run, 3 runs alternating with 3 of nginx serving the exact bytes the app returned to that visitor), once with the cart cookie of three services (added through POST /cart) and once with the session cookie of a signed-in client (made with scripts/create-admin.ts, then given the role user, signed in through POST /login; only the session cookie is kept, as a browser holds it once the login toast is shown). Targets: ≥ ${percent(KEPT_SHARE_TARGET)} of nginx, p99 ≤ ${KEPT_P99_TARGET_MS} ms. Then the pages rendered for each request (wrk, ${RENDERED_CONNECTIONS} connections, \`Accept-Encoding: gzip, br\`, median of 3): /cart-page with those three items, and /user-dashboard for the client with ${DASHBOARD_BOOKINGS} bookings (2 services each) seeded in the database; the anchor is the same visitor's kept / from the first part. Target: p99 ≤ ${RENDERED_P99_TARGET_MS} ms.`,
  async run(context, report) {
    const seconds = context.quick ? 2 : 10;
    const runs = context.quick ? 1 : 3;
    const cart = await addToCart(context, BENCH_CART);
    const session = await signInAsClient(context);
    await seedBookings(context, DASHBOARD_BOOKINGS);
    const kept = new Map<string, LoadResult>();
    for (const [label, cookie] of [
      ["cart", cart],
      ["signed in", session],
    ] as const) {
      const nginx = await startNginx(await snapshot(context, cookie));
      context.onCleanup(nginx.stop);
      const headers = { "Accept-Encoding": "gzip", Cookie: cookie };
      for (const page of context.pages) {
        const load = (origin: string) => () =>
          runWrk({ url: `${origin}${page}`, connections: KEPT_CONNECTIONS, seconds, headers });
        const { figures, anchors } = await alternate(runs, load(context.app.origin), load(nginx.origin));
        const app = medians(figures);
        const anchor = medians(anchors);
        if (page === "/") kept.set(label, app);
        const share = app.requestsPerSecond / anchor.requestsPerSecond;
        const errors = app.errors > 0 ? `, ${app.errors} errors` : "";
        report({
          row: `${label} ${pageLabel(page)} (gzip)`,
          target: `≥ ${percent(KEPT_SHARE_TARGET)} of nginx, p99 ≤ ${KEPT_P99_TARGET_MS} ms`,
          figure: `${perSecond(app.requestsPerSecond)} (${percent(share)}), p50 ${ms(app.p50)}, p99 ${ms(app.p99)}${errors}`,
          anchor: `nginx ${perSecond(anchor.requestsPerSecond)}, p50 ${ms(anchor.p50)}, p99 ${ms(anchor.p99)}`,
          pass: judge(context, app.p99 <= KEPT_P99_TARGET_MS && app.errors === 0 && share >= KEPT_SHARE_TARGET),
        });
      }
      await nginx.stop();
    }
    for (const [label, page, cookie, expected, anchorOf] of [
      ["rendered /cart-page (3 items)", "/cart-page", cart, "Proceed to Checkout", "cart"],
      [`rendered /user-dashboard (${DASHBOARD_BOOKINGS} bookings)`, "/user-dashboard", session, "ETF-", "signed in"],
      [
        "rendered booking page (everything)",
        `/bookings/${PAGE_BOOKING.id}`,
        session,
        `Bench message ${PAGE_BOOKING.messages}`,
        "signed in",
      ],
    ] as const) {
      if (page.startsWith("/bookings/")) await seedBookingPage(context);
      const url = `${context.app.origin}${page}`;
      const headers = { "Accept-Encoding": "gzip, br", Cookie: cookie };
      const check = await request(url, { headers });
      if (check.status !== 200 || !decodedBody(check).includes(expected)) {
        throw new Error(`${page} answered ${check.status} without ${expected}`);
      }
      const samples: LoadResult[] = [];
      for (let index = 0; index < runs; index++) {
        samples.push(await runWrk({ url, connections: RENDERED_CONNECTIONS, seconds, headers }));
      }
      const figure = medians(samples);
      const anchor = kept.get(anchorOf);
      report({
        row: label,
        target: `p99 ≤ ${RENDERED_P99_TARGET_MS} ms`,
        figure: `${perSecond(figure.requestsPerSecond)}, p50 ${ms(figure.p50)}, p99 ${ms(figure.p99)}${figure.errors > 0 ? `, ${figure.errors} errors` : ""}`,
        anchor: anchor ? `kept / for them ${perSecond(anchor.requestsPerSecond)}, p99 ${ms(anchor.p99)}` : "",
        pass: judge(context, figure.p99 <= RENDERED_P99_TARGET_MS && figure.errors === 0),
      });
    }
  },
};

/** The session cookie alone of the bench's client (made first if need be), as a browser holds it once the login toast is shown. */
async function signInAsClient(context: BenchContext): Promise<string> {
  await makeAccount(context, CLIENT);
  await withDatabase(context, (pool) => pool.query(`update "user" set role = 'user' where email = $1`, [CLIENT.email]));
  const session = (await signIn(context, CLIENT)).split("; ").filter((cookie) => cookie.includes("session_token="));
  if (session.length !== 1) throw new Error("the sign-in set no session cookie");
  return session[0] as string;
}

/** The client's bookings, each with two services, made straight in the database. */
async function seedBookings(context: BenchContext, count: number): Promise<void> {
  await withDatabase(context, async (pool) => {
    await pool.query(
      `insert into bookings (booking_id, customer_name, email, phone, status, created_at)
       select 'ETF-' || (1600000000000 + g) || '-' || g, $2, $3, '9876543210',
              case when g % 4 = 0 then 'Closed' else 'In Progress' end, now() - (g || ' days')::interval
       from generate_series(1, $1::int) as g
       on conflict do nothing`,
      [count, CLIENT.name, CLIENT.email],
    );
    await pool.query(
      `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
       select 'ETF-' || (1600000000000 + g) || '-' || g, item.service_id, item.option_id, item.title, item.charge, 1
       from generate_series(1, $1::int) as g,
            (values ('gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500),
                    ('income-tax-filing', 'company', 'Income Tax Filing – Company', 1000)) as item(service_id, option_id, title, charge)
       where not exists (select 1 from booking_items where booking_id = 'ETF-' || (1600000000000 + g) || '-' || g)`,
      [count],
    );
  });
}

/**
 * The client's booking with everything a busy one has, made straight in the
 * database: document requests, documents (half the client's, half the
 * firm's), invoices (one paid) and messages both ways.
 */
async function seedBookingPage(context: BenchContext): Promise<void> {
  const { id, requests, documents, invoices, messages } = PAGE_BOOKING;
  await withDatabase(context, async (pool) => {
    const fresh = await pool.query(
      `insert into bookings (booking_id, customer_name, email, phone, status, created_at)
       values ($1, $2, $3, '9876543210', 'In Progress', now() - interval '40 days')
       on conflict do nothing`,
      [id, CLIENT.name, CLIENT.email],
    );
    if (fresh.rowCount === 0) return;
    await pool.query(
      `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
       values ($1, 'gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500, 1),
              ($1, 'income-tax-filing', 'company', 'Income Tax Filing – Company', 1000, 1)`,
      [id],
    );
    await pool.query(
      `insert into booking_requests (booking_id, label, due_on, note)
       select $1, 'Bench request ' || g, current_date + g, case when g % 2 = 0 then 'For the return of ' || g end
       from generate_series(1, $2::int) as g`,
      [id, requests],
    );
    await pool.query(
      `insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256, filed_as, label, source)
       select $1, 'bench-document-' || g || '.pdf', 'bench-page/' || $1 || '/' || g, 'application/pdf', 100000 + g,
              repeat('0', 64), 'other', case when g % 2 = 0 then 'Computation ' || g else '' end,
              case when g % 2 = 0 then 'firm' else 'client' end
       from generate_series(1, $2::int) as g`,
      [id, documents],
    );
    await pool.query(
      `insert into invoices (kind, number, financial_year, sequence, booking_id, issued_on, issued_by, supplier,
                             recipient, place_of_supply, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise,
                             total_paise, upi_vpa, status, paid_on)
       select 'invoice', 'ETF/2026-27/' || lpad((9000 + g)::text, 4, '0'), '2026-27', 9000 + g, $1,
              current_date - g, 'bench', $2::jsonb, $3::jsonb, '{"code":"27","name":"Maharashtra"}',
              $4::jsonb, 150000, 13500, 13500, 0, 177000, 'firm@upi',
              case when g = 1 then 'paid' else 'unpaid' end, case when g = 1 then current_date end
       from generate_series(1, $5::int) as g`,
      [
        id,
        JSON.stringify({
          name: "Bench Firm",
          address: "1 Bench Road, Mumbai",
          gstin: "27AAAAA0000A1Z5",
          state: { code: "27", name: "Maharashtra" },
          email: "firm@example.com",
          phone: "9876543210",
        }),
        JSON.stringify({
          name: CLIENT.name,
          address: "",
          gstin: null,
          state: { code: "27", name: "Maharashtra" },
          email: CLIENT.email,
        }),
        JSON.stringify([
          {
            description: "Income Tax Filing – Company",
            sac: "998231",
            quantity: 1,
            unitPaise: 150000,
            taxablePaise: 150000,
            ratePercent: 18,
            cgstPaise: 13500,
            sgstPaise: 13500,
            igstPaise: 0,
            totalPaise: 177000,
          },
        ]),
        invoices,
      ],
    );
    await pool.query(
      `insert into booking_messages (booking_id, author, body, created_at)
       select $1, case when g % 2 = 0 then 'firm' else 'client' end,
              'Bench message ' || g || ': a question about the documents, and the answer to it.',
              now() - ((60 - g) || ' hours')::interval
       from generate_series(1, $2::int) as g`,
      [id, messages],
    );
  });
}

async function withDatabase<T>(context: BenchContext, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: context.app.databaseUrl, max: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}
