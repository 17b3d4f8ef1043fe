// The compliance grid (issue 37.5) over HTTP against the shared server: admins
// only, a client's returns of FY 2025-26 (all past, so the test does not
// depend on today's date) in their states, the filters, and the CSV of the
// same filters. The grid is filtered by its own admin as owner: other files
// share the database.
import { randomUUID } from "node:crypto";
import { beforeAll, expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { type CookieJar, createAdmin, registerVerifiedUser, send, signIn } from "#tests/security/server.ts";

const server = connectSharedServer();

let admin: CookieJar;
let ownerId: string;
let clientId: number;
const name = `Grid Traders ${randomUUID().slice(0, 8)}`;
const workItems: Record<string, string> = {};

const get = (path: string, jar: CookieJar | null = admin) =>
  send(server.origin, { method: "GET", path, headers: jar ? { Cookie: jar.header() } : {} });

beforeAll(async () => {
  const credentials = createAdmin(server);
  admin = (await signIn(server, credentials)).jar;
  const [owner] = await server.query<{ id: string }>(`select id from "user" where email = $1`, [credentials.email]);
  ownerId = owner?.id ?? "";
  const [client] = await server.query<{ id: number }>(
    "insert into clients (name, email, phone) values ($1, $2, '+91 98765 43210') returning id",
    [name, `grid-${randomUUID().slice(0, 8)}@example.com`],
  );
  clientId = Number(client?.id);
  const engage = async (serviceId: string, startPeriod: string) => {
    const [row] = await server.query<{ id: number }>(
      `insert into engagements (client_id, service_id, start_period, owner_id, created_by)
       values ($1, $2, $3, $4, 'test') returning id`,
      [clientId, serviceId, startPeriod, ownerId],
    );
    return Number(row?.id);
  };
  const gst = await engage("gst-monthly", "2025-04");
  await engage("tds-quarterly", "2025-Q3");
  for (const [period, stage] of [
    ["2025-08", "Filed / Submitted"],
    ["2025-10", "Documents requested"],
  ] as const) {
    const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10000)}`;
    workItems[period] = bookingId;
    await server.query(
      `insert into bookings (booking_id, customer_name, email, phone, stage, engagement_id, period, client_id)
       values ($1, $2, 'grid@example.com', '+91 98765 43210', $3, $4, $5, $6)`,
      [bookingId, name, stage, gst, period, clientId],
    );
  }
  // August 2025: GSTR-1 due 11 September (CGST Rules r.59), filed that day; GSTR-3B due 20 September
  // (r.61(1)(i)), filed three days late.
  for (const [form, ruleId, dueOn, filedOn] of [
    ["GSTR-1", "gstr-1-monthly", "2025-09-11", "2025-09-11"],
    ["GSTR-3B", "gstr-3b-monthly", "2025-09-20", "2025-09-23"],
  ]) {
    await server.query(
      `insert into filings (booking_id, form, rule_id, period, due_on, filed_on, acknowledgement, recorded_by)
       values ($1, $2, $3, '2025-08', $4, $5, $6, 'test')`,
      [workItems["2025-08"], form, ruleId, dueOn, filedOn, `AA21${randomUUID().slice(0, 10)}`],
    );
  }
});

test("the grid is for admins only", async () => {
  const { email, password } = await registerVerifiedUser(server);
  const client = (await signIn(server, { email, password })).jar;
  for (const path of ["/admin-compliance", "/admin-compliance.csv"]) {
    expect((await get(path, null)).headers.location).toMatch(/^\/login/);
    expect((await get(path, client)).headers.location).toMatch(/^\/login/);
  }
});

test("a client's year: filed on time and late, overdue, each a link to its work item, quarters in their last month", async () => {
  const page = await get(`/admin-compliance?fy=2025-26&owner=${ownerId}`);
  expect(page.status).toBe(200);
  expect(page.body).toContain(`href="/admin-clients/${clientId}"`);
  // A link to the work item with the cell's words, or (no work item yet) the words alone.
  const cell = (title: string, bookingId: string | null) =>
    bookingId
      ? new RegExp(`<a (?=[^>]*title="${title}")(?=[^>]*href="/admin-dashboard/${bookingId}")`)
      : new RegExp(`<span title="${title}"`);
  expect(page.body).toMatch(
    cell("GSTR-1 for August 2025: Filed on time, due 11 Sept 2025", workItems["2025-08"] ?? ""),
  );
  expect(page.body).toMatch(cell("GSTR-3B for August 2025: Filed late, due 20 Sept 2025", workItems["2025-08"] ?? ""));
  expect(page.body).toMatch(cell("GSTR-3B for October 2025: Overdue, due 20 Nov 2025", workItems["2025-10"] ?? ""));
  // No work item was made for September: overdue all the same, with nothing to open.
  expect(page.body).toMatch(cell("GSTR-1 for September 2025: Overdue, due 11 Oct 2025", null));

  const csv = await get(`/admin-compliance.csv?fy=2025-26&owner=${ownerId}`);
  expect(csv.status).toBe(200);
  expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
  const lines = csv.body
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe("Client,Return,Period,Due,State,Filed on,Work item");
  expect(lines).toContain(`${name},GSTR-3B,August 2025,20 Sept 2025,Filed late,23 Sept 2025,${workItems["2025-08"]}`);
  expect(lines).toContain(`${name},GSTR-1,August 2025,11 Sept 2025,Filed on time,11 Sept 2025,${workItems["2025-08"]}`);
  // TDS returns are due 31 January for October–December and 31 May for January–March (Income-tax Rules r.31A).
  expect(lines).toContain(`${name},24Q / 26Q,October–December 2025 (Q3 FY 2025-26),31 Jan 2026,Overdue,,`);
  expect(lines).toContain(`${name},24Q / 26Q,January–March 2026 (Q4 FY 2025-26),31 May 2026,Overdue,,`);
  // Twelve months of two GST returns from April, two quarters of TDS from Q3.
  expect(lines).toHaveLength(1 + 24 + 2);
  const [audit] = await server.query<{ target: string }>(
    "select target from audit_events where action = 'csv-export' and target like $1",
    [`/admin-compliance.csv?fy=2025-26&owner=${ownerId}`],
  );
  expect(audit).toBeDefined();
});

test("the filters: by return, by state, by owner, due this week; the CSV follows them", async () => {
  const csv = async (filters: string) => {
    const answer = await get(`/admin-compliance.csv?fy=2025-26&owner=${ownerId}&${filters}`);
    return answer.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/)
      .slice(1);
  };
  expect(await csv("state=filed-late")).toEqual([
    `${name},GSTR-3B,August 2025,20 Sept 2025,Filed late,23 Sept 2025,${workItems["2025-08"]}`,
  ]);
  const gstr1 = await csv("form=GSTR-1");
  expect(gstr1).toHaveLength(12);
  expect(gstr1.every((line) => line.startsWith(`${name},GSTR-1,`))).toBe(true);
  // Nothing of FY 2025-26 falls due this week, and another owner's grid holds none of these.
  expect(await csv("due=week")).toEqual([]);
  const other = await get("/admin-compliance.csv?fy=2025-26&owner=none");
  expect(other.body).not.toContain(name);

  const page = await get(`/admin-compliance?fy=2025-26&owner=${ownerId}&state=filed-late`);
  expect(page.body).toContain("Filed late, due 20 Sept 2025");
  expect(page.body).not.toContain(": Overdue, due");
  // The column's count: one return filed late in August.
  expect(page.body).toContain('<li title="Filed late"><span aria-hidden="true">✓! </span>1 Late</li>');
});
