import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, onTestFinished, test } from "vitest";
import { registerUser } from "#app/accounts/accounts.server.ts";
import { neutraliseCell } from "#app/admin/csv.server.ts";
import { type BookingQuery, PAGE_SIZE } from "#app/admin/list-query.ts";
import { BOOKINGS, closeBooking, ENQUIRY_LISTS, listPage } from "#app/admin/lists.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookings, enquiries, outbox, partners, uploads, user } from "#app/db/schema.ts";
import { MANDATORY_MESSAGE } from "#app/enquiries/enquiry-schemas.ts";
import { getEnv } from "#app/env.server.ts";
import { CONSENT_MESSAGE } from "#app/privacy/consent.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import * as adminUploads from "#app/routes/admin.uploads.ts";
import * as adminDashboard from "#app/routes/admin-dashboard.tsx";
import * as bookingsCsv from "#app/routes/admin-dashboard[.]csv.ts";
import * as enquiriesDashboard from "#app/routes/enquiries-dashboard.tsx";
import * as enquiriesCsv from "#app/routes/enquiries-dashboard[.]csv.ts";
import * as enquiryPage from "#app/routes/enquiry-page.tsx";
import * as partnersDashboard from "#app/routes/partner-enquiries-dashboard.tsx";
import * as partnersCsv from "#app/routes/partner-enquiries-dashboard[.]csv.ts";
import * as partnerEnquiry from "#app/routes/partner-enquiry.tsx";
import { getSiteConfig } from "#app/site.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { signInAsNewAdmin, signInCookie } from "#tests/sessions.ts";

setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
});

type DataResult = { type: string; data: Record<string, unknown>; init?: ResponseInit | null };
type FormReply = { result: { status?: string; error?: Record<string, string[] | null> | null }; notice: string | null };
type Handler = (args: never) => unknown;

const newToken = () => randomBytes(5).toString("hex");
const newEmail = () => `client-${randomUUID()}@example.com`;
const newPhone = () => `+91 9${randomInt(100_000_000, 1_000_000_000)}`;
const firmInbox = () => getEnv().FIRM_INBOX ?? getSiteConfig().email;

/** Calls a loader or action as React Router would; a thrown redirect or response is returned. */
function call(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  const args = { request, params, context: { cspNonce: "", clientAddress: "127.0.0.1" } } as never;
  return Promise.resolve()
    .then(() => handler(args))
    .catch((error: unknown) => ({ thrown: error }));
}

function get(path: string, cookie: string | null): Request {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(path: string, fields: Record<string, string>, cookie: string | null = null): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

function expectLoginRedirect(outcome: unknown, path: string) {
  expect(outcome).toHaveProperty("thrown");
  const thrown = (outcome as { thrown: unknown }).thrown;
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location") ?? "", "http://localhost");
  expect(location.pathname).toBe("/login");
  expect(location.searchParams.get("redirectTo")).toBe(path);
}

function expectData(outcome: unknown, status = 200): DataResult {
  expect(outcome).toMatchObject({ type: "DataWithResponseInit" });
  const result = outcome as DataResult;
  expect(result.init?.status ?? 200).toBe(status);
  return result;
}

function expectResponse(outcome: unknown): Response {
  expect(outcome).toBeInstanceOf(Response);
  const response = outcome as Response;
  expect(response.status).toBe(200);
  return response;
}

/** RFC 4180: quoted fields may hold commas, newlines and doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

/** A CSV download's text, after checking the UTF-8 byte order mark spreadsheets need. */
async function readCsv(response: Response): Promise<string[][]> {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[a-z-]+\.csv"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder().decode(bytes));
}

type BookingSeed = Partial<typeof bookings.$inferInsert>;

async function insertBooking(seed: BookingSeed = {}): Promise<string> {
  const bookingId = seed.bookingId ?? `ETF-${Date.now()}-${randomUUID().slice(0, 8)}`;
  await getDb()
    .insert(bookings)
    .values({ customerName: "Asha Rao", email: newEmail(), phone: newPhone(), ...seed, bookingId });
  return bookingId;
}

async function bookingRow(bookingId: string) {
  const [row] = await getDb().select().from(bookings).where(eq(bookings.bookingId, bookingId));
  return row;
}

/** A booking with one stored document whose name is not ASCII; the file is removed after the test. */
async function insertUpload(fileName = "रसीद 2025.pdf") {
  const bookingId = await insertBooking();
  const bytes = Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n`),
    randomBytes(64 * 1024),
    Buffer.from("%%EOF\n"),
  ]);
  const saved = await getStorage().save(Readable.from([bytes]));
  onTestFinished(() => getStorage().remove(saved.key));
  const [row] = await getDb()
    .insert(uploads)
    .values({
      bookingId,
      fileName,
      storageKey: saved.key,
      contentType: "application/pdf",
      size: saved.size,
      sha256: saved.sha256,
    })
    .returning({ id: uploads.id });
  return { bookingId, uploadId: row?.id ?? 0, bytes };
}

let admin: { email: string; cookie: string };
let client: { email: string; cookie: string };

beforeAll(async () => {
  admin = await signInAsNewAdmin();

  const clientEmail = newEmail();
  await registerUser({
    name: "Asha Rao",
    email: clientEmail,
    phone: "+91 98765 43210",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, clientEmail));
  client = { email: clientEmail, cookie: await signInCookie(clientEmail, "Secret1") };
});

// Closing bookings

test("closing a booking records who and when, once; an unknown id is not found", async () => {
  const bookingId = await insertBooking();
  expect((await bookingRow(bookingId))?.status).toBe("In Progress");

  expect(await closeBooking(bookingId, { id: "admin-1", email: admin.email })).toBe("closed");
  const closed = await bookingRow(bookingId);
  expect(closed).toMatchObject({ status: "Closed", closedBy: admin.email });
  expect(closed?.closedAt).toBeInstanceOf(Date);

  expect(await closeBooking(bookingId, { id: "admin-2", email: "someone.else@example.com" })).toBe("already-closed");
  const again = await bookingRow(bookingId);
  expect(again?.status).toBe("Closed");
  expect(again?.closedBy).toBe(admin.email);
  expect(again?.closedAt?.getTime()).toBe(closed?.closedAt?.getTime());

  expect(await closeBooking(`ETF-0000000000000-${randomInt(10_000)}`, { id: "admin-1", email: admin.email })).toBe(
    "not-found",
  );
});

test("the dashboard's close action answers 200, then 409 with the spec's message", async () => {
  const bookingId = await insertBooking();
  const close = () => post("/admin-dashboard", { intent: "close", bookingId }, admin.cookie);

  const first = expectData(await call(adminDashboard.action, close()));
  expect(first.data).toEqual({ result: { initialValue: null }, notice: null, challenge: null });
  expect(await bookingRow(bookingId)).toMatchObject({ status: "Closed", closedBy: admin.email });
  const closedAt = (await bookingRow(bookingId))?.closedAt?.getTime();

  const second = expectData(await call(adminDashboard.action, close()), 409);
  expect(second.data).toMatchObject({ result: { error: { "": [`${bookingId} is already closed.`] } }, notice: null });
  expect((await bookingRow(bookingId))?.closedAt?.getTime()).toBe(closedAt);

  const unknown = `ETF-0000000000000-${randomInt(10_000)}`;
  const missing = expectData(
    await call(adminDashboard.action, post("/admin-dashboard", { intent: "close", bookingId: unknown }, admin.cookie)),
    404,
  );
  expect(missing.data).toMatchObject({ result: { error: { "": [`${unknown} does not exist.`] } }, notice: null });
});

// Who may see the dashboards

function protectedVisits(uploadId: number, bookingId: string, token: string) {
  return [
    { path: `/admin-dashboard?q=${token}`, handler: adminDashboard.loader },
    { path: `/enquiries-dashboard?q=${token}`, handler: enquiriesDashboard.loader },
    { path: `/partner-enquiries-dashboard?q=${token}`, handler: partnersDashboard.loader },
    { path: `/admin-dashboard.csv?q=${token}`, handler: bookingsCsv.loader },
    { path: `/enquiries-dashboard.csv?q=${token}`, handler: enquiriesCsv.loader },
    { path: `/partner-enquiries-dashboard.csv?q=${token}`, handler: partnersCsv.loader },
    { path: `/admin/uploads/${uploadId}`, handler: adminUploads.loader, params: { uploadId: String(uploadId) } },
    { path: "/admin-dashboard", handler: adminDashboard.action, form: { intent: "close", bookingId } },
  ];
}

test.each([
  ["an anonymous visitor", () => null],
  ["a signed-in user", () => client.cookie],
])("%s is sent to the login page by every admin loader and action", async (_who, cookieOf) => {
  const cookie = cookieOf();
  const { uploadId, bookingId } = await insertUpload();
  const visits = protectedVisits(uploadId, bookingId, newToken());
  expect(visits).toHaveLength(8);
  for (const visit of visits) {
    const request = visit.form ? post(visit.path, visit.form, cookie) : get(visit.path, cookie);
    expectLoginRedirect(await call(visit.handler, request, visit.params), visit.path);
  }
  // The refused action changed nothing.
  expect((await bookingRow(bookingId))?.status).toBe("In Progress");
});

test("an admin gets every dashboard, every CSV, the document and the close action", async () => {
  const token = newToken();
  const { uploadId, bookingId, bytes } = await insertUpload();
  await getDb()
    .update(bookings)
    .set({ customerName: `Client ${token}` })
    .where(eq(bookings.bookingId, bookingId));
  const [page, enquiryPage, partnerPage, bookingCsv, enquiryCsv, partnerCsv, download, closing] = await Promise.all(
    protectedVisits(uploadId, bookingId, token).map((visit) =>
      call(
        visit.handler,
        visit.form ? post(visit.path, visit.form, admin.cookie) : get(visit.path, admin.cookie),
        visit.params,
      ),
    ),
  );

  const bookingsPage = expectData(page);
  expect(bookingsPage.data).toMatchObject({ error: null, total: 1, query: { q: token, page: 1, status: "all" } });
  expect(bookingsPage.data.rows).toEqual([
    expect.objectContaining({
      bookingId,
      customerName: `Client ${token}`,
      files: [{ id: uploadId, fileName: "रसीद 2025.pdf" }],
    }),
  ]);
  expect(new Headers(bookingsPage.init?.headers).get("Cache-Control")).toContain("no-store");
  expect(expectData(enquiryPage).data).toMatchObject({ error: null, rows: [], total: 0 });
  expect(expectData(partnerPage).data).toMatchObject({ error: null, rows: [], total: 0 });

  const bookingRecords = await readCsv(expectResponse(bookingCsv));
  expect(bookingRecords[0]?.[0]).toBe("Booking ID");
  expect(bookingRecords.map((record) => record[0])).toEqual(["Booking ID", bookingId]);
  expect((await readCsv(expectResponse(enquiryCsv)))[0]).toEqual([
    "Name",
    "Phone",
    "Email",
    "Service",
    "Message",
    "Created At",
  ]);
  expect((await readCsv(expectResponse(partnerCsv)))[0]).toEqual([
    "Name",
    "Phone",
    "Email",
    "Address",
    "Firm Details",
    "Created At",
  ]);

  const file = expectResponse(download);
  const disposition = file.headers.get("Content-Disposition") ?? "";
  expect(disposition.startsWith("attachment")).toBe(true);
  expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("रसीद 2025.pdf")}`);
  expect(file.headers.get("Cache-Control")).toContain("no-store");
  expect(file.headers.get("Content-Type")).toBe("application/pdf");
  expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

  expect(expectData(closing).data).toEqual({ result: { initialValue: null }, notice: null, challenge: null });
  expect(await bookingRow(bookingId)).toMatchObject({ status: "Closed", closedBy: admin.email });
});

test("an admin asking for an upload that does not exist gets a 404", async () => {
  for (const uploadId of ["999999999", "abc", "-1"]) {
    const outcome = await call(adminUploads.loader, get(`/admin/uploads/${uploadId}`, admin.cookie), { uploadId });
    expect(outcome).toHaveProperty("thrown");
    expect((outcome as { thrown: DataResult }).thrown.init?.status).toBe(404);
  }
});

// Search, filter and pagination

test("the bookings list searches id, name, email and phone, filters by status and pages newest first", async () => {
  const token = newToken();
  const base = 1_800_000_000_000 + randomInt(1_000_000_000) * 100;
  const phoneBase = String(randomInt(10_000_000, 100_000_000));
  const seeds = Array.from({ length: 31 }, (_, i) => ({
    bookingId: `ETF-${base + i}-${i}`,
    customerName:
      i === 7 ? `Anaya ${token.toUpperCase()} Sharma` : i === 30 ? `Promo ${token} 50%_off` : `Client ${token} ${i}`,
    email: `${token}.${i}@example.com`,
    phone: `+91 ${phoneBase}${String(i).padStart(2, "0")}`,
    status: i % 3 === 0 ? ("Closed" as const) : ("In Progress" as const),
    // 31 is prime, so (i * 7) % 31 orders the dates differently from the ids.
    createdAt: new Date(Date.UTC(2024, 0, 1) + ((i * 7) % 31) * 3_600_000),
  }));
  await getDb().insert(bookings).values(seeds);
  const find = (q: string, status: BookingQuery["status"] = "all", page = 1) => listPage(BOOKINGS, { q, status, page });
  const ids = (rows: { bookingId: string }[]) => rows.map((row) => row.bookingId);
  const newestFirst = seeds
    .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((seed) => seed.bookingId);

  expect(await find(`tF-${base + 12}-1`)).toMatchObject({ total: 1, rows: [{ bookingId: `ETF-${base + 12}-12` }] });
  expect(await find(`aNaYa ${token} sha`)).toMatchObject({
    total: 1,
    rows: [{ customerName: `Anaya ${token.toUpperCase()} Sharma` }],
  });
  expect(await find(`${token}.21@EXAMPLE`)).toMatchObject({ total: 1, rows: [{ email: `${token}.21@example.com` }] });
  expect(await find(`${phoneBase}05`)).toMatchObject({ total: 1, rows: [{ phone: `+91 ${phoneBase}05` }] });

  const closed = await find(token, "closed");
  expect(closed.total).toBe(11);
  expect(closed.rows.map((row) => row.status)).toEqual(Array(11).fill("Closed"));
  expect(ids(closed.rows)).toEqual(newestFirst.filter((id) => Number(id.split("-")[2]) % 3 === 0));
  const open = await find(token, "in-progress");
  expect(open.total).toBe(20);
  expect(open.rows.map((row) => row.status)).toEqual(Array(20).fill("In Progress"));

  // % and _ are the characters typed, not wildcards.
  expect(await find(`${token}%`)).toEqual({ total: 0, rows: [] });
  expect(await find(`${token}_`)).toEqual({ total: 0, rows: [] });
  expect(await find("50_%off")).toEqual({ total: 0, rows: [] });
  expect(await find("50%_off")).toMatchObject({ total: 1, rows: [{ bookingId: `ETF-${base + 30}-30` }] });

  const first = await find(token, "all", 1);
  const second = await find(token, "all", 2);
  expect(first.total).toBe(31);
  expect(second.total).toBe(31);
  expect(first.rows).toHaveLength(PAGE_SIZE);
  expect(second.rows).toHaveLength(31 - PAGE_SIZE);
  expect([...ids(first.rows), ...ids(second.rows)]).toEqual(newestFirst);
  expect(await find(token, "all", 3)).toEqual({ total: 31, rows: [] });
});

// CSV

test.each([
  "?status=__proto__",
  "?status=constructor",
  "?status=toString",
  "?page=-1",
  "?page=1e9",
  "?page=0x10",
  "?view=__proto__",
  "?view=hasOwnProperty",
])("the bookings dashboard and its CSV answer %s as the defaults", async (search) => {
  const token = newToken();
  const bookingId = await insertBooking({ customerName: `Odd Query ${token}`, status: "Closed" });
  const sep = "&";
  const page = expectData(
    await call(adminDashboard.loader, get(`/admin-dashboard${search}${sep}q=${token}`, admin.cookie)),
  );
  expect(page.data.error).toBeNull();
  expect(page.data.query).toEqual({ q: token, page: 1, status: "all", view: "all" });
  expect((page.data.rows as { bookingId: string }[]).map((row) => row.bookingId)).toEqual([bookingId]);

  const csv = await readCsv(
    expectResponse(await call(bookingsCsv.loader, get(`/admin-dashboard.csv${search}${sep}q=${token}`, admin.cookie))),
  );
  expect(csv.slice(1).map((record) => record[0])).toEqual([bookingId]);
});

test("neutraliseCell makes formula-looking cells plain text and leaves the rest", () => {
  for (const value of ["=1+1", "+91 98765 43210", "-2", "@SUM(A1)", "\tcmd", "\rcmd"]) {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  }
  for (const value of ["Asha Rao", "ETF-1700000000000-1", " =1+1", "a=b", "", "In Progress"]) {
    expect(neutraliseCell(value)).toBe(value);
  }
  expect(neutraliseCell(42)).toBe("42");
  expect(neutraliseCell(3.5)).toBe("3.5");
  expect(neutraliseCell(null)).toBe("");
  expect(neutraliseCell(undefined)).toBe("");
});

test("the bookings CSV neutralises formulas and keeps commas, quotes and newlines", async () => {
  const token = newToken();
  const instructions = 'Line one, with a comma\nLine two "quoted"\r\nLine three';
  const bookingId = await insertBooking({
    customerName: '=HYPERLINK("http://evil")',
    email: `${token}@example.com`,
    phone: "+91 98765 43210",
    customerInstructions: instructions,
    createdAt: new Date("2025-03-01T04:30:00Z"),
  });
  await getDb().insert(bookingItems).values({
    bookingId,
    serviceId: "gst-filing",
    optionId: "monthly_gst",
    title: "GST Filing – Monthly",
    charge: 500,
    quantity: 2,
  });

  const response = expectResponse(await call(bookingsCsv.loader, get(`/admin-dashboard.csv?q=${token}`, admin.cookie)));
  expect(response.headers.get("Cache-Control")).toContain("no-store");
  const records = await readCsv(response);
  expect(records).toEqual([
    [
      "Booking ID",
      "Customer Name",
      "Email",
      "Phone",
      "Instructions",
      "Items",
      "Status",
      "Total Price",
      "Uploaded Files",
      "Created At",
      "Closed",
    ],
    [
      bookingId,
      `'=HYPERLINK("http://evil")`,
      `${token}@example.com`,
      "'+91 98765 43210",
      instructions,
      "GST Filing – Monthly x 2",
      "In Progress",
      "₹1,000",
      "",
      "1 Mar 2025, 10:00 am IST",
      "",
    ],
  ]);
});

// Enquiries and partner enquiries

async function enquiriesFor(email: string) {
  return getDb().select().from(enquiries).where(eq(enquiries.email, email));
}

async function partnersFor(email: string) {
  return getDb().select().from(partners).where(eq(partners.email, email));
}

async function countOutbox() {
  const [row] = await getDb().select({ value: count() }).from(outbox);
  return row?.value ?? 0;
}

function enquiryFields(overrides: Record<string, string> = {}) {
  return {
    name: "Asha Rao",
    phone: newPhone(),
    email: newEmail(),
    service: "taxation",
    message: "I need help with my ITR.",
    consent: "on",
    ...overrides,
  };
}

function partnerFields(overrides: Record<string, string> = {}) {
  return {
    name: "Vikram Mehta",
    phone: newPhone(),
    email: newEmail(),
    address: "12 MG Road, Pune",
    firm_details: "Mehta & Co., chartered accountants, 8 staff",
    consent: "on",
    ...overrides,
  };
}

const allErrors = (reply: DataResult) =>
  Object.values((reply.data as FormReply).result.error ?? {}).flatMap((errors) => errors ?? []);

test("an enquiry with missing fields is refused with the spec's message and stores nothing", async () => {
  const outboxBefore = await countOutbox();
  for (const [handler, path, fields, lookup] of [
    [enquiryPage.action, "/enquiry-page", enquiryFields({ name: "", service: "" }), enquiriesFor],
    [enquiryPage.action, "/enquiry-page", enquiryFields({ phone: "  " }), enquiriesFor],
    [partnerEnquiry.action, "/partner-enquiry", partnerFields({ address: "", firm_details: "" }), partnersFor],
  ] as const) {
    const reply = expectData(await call(handler, post(path, fields)), 400);
    expect((reply.data as FormReply).notice).toBeNull();
    expect(allErrors(reply)).toContain(MANDATORY_MESSAGE);
    expect(await lookup(fields.email)).toEqual([]);
  }
  const empty = expectData(await call(enquiryPage.action, post("/enquiry-page", {})), 400);
  const { consent, ...mandatory } = (empty.data as FormReply).result.error ?? {};
  expect(Object.keys(mandatory).sort()).toEqual(["email", "name", "phone", "service"]);
  expect(new Set(Object.values(mandatory).flat())).toEqual(new Set([MANDATORY_MESSAGE]));
  // The privacy notice's box (issue 22.5) has its own message, beside it.
  expect(consent).toEqual([CONSENT_MESSAGE]);
  expect(await countOutbox()).toBe(outboxBefore);
});

test("an enquiry for a service that is not offered is refused", async () => {
  const fields = enquiryFields({ service: "astrology" });
  const reply = expectData(await call(enquiryPage.action, post("/enquiry-page", fields)), 400);
  expect((reply.data as FormReply).result.error?.service?.length).toBeGreaterThan(0);
  expect(await enquiriesFor(fields.email)).toEqual([]);
});

test("a filled honeypot looks like success and stores nothing", async () => {
  const outboxBefore = await countOutbox();
  const enquiry = enquiryFields({ website: "http://spam.example" });
  const partner = partnerFields({ website: "http://spam.example" });
  const enquiryReply = expectData(await call(enquiryPage.action, post("/enquiry-page", enquiry)));
  const partnerReply = expectData(await call(partnerEnquiry.action, post("/partner-enquiry", partner)));
  expect(enquiryReply.data.notice).toBe("Enquiry submitted successfully!");
  expect(partnerReply.data.notice).toBe("Partner enquiry request submitted successfully!");
  expect(await enquiriesFor(enquiry.email)).toEqual([]);
  expect(await partnersFor(partner.email)).toEqual([]);
  expect(await countOutbox()).toBe(outboxBefore);
});

test("a valid enquiry and partner enquiry are stored with the database's time and the firm is told", async () => {
  const { rows } = await getDb().execute<{ before: Date }>(sql`select clock_timestamp() as before`);
  const before = new Date(rows[0]?.before ?? Number.NaN);
  const enquiry = enquiryFields({ email: newEmail().toUpperCase() });
  const partner = partnerFields();
  expect(expectData(await call(enquiryPage.action, post("/enquiry-page", enquiry))).data.notice).toBe(
    "Enquiry submitted successfully!",
  );
  expect(expectData(await call(partnerEnquiry.action, post("/partner-enquiry", partner))).data.notice).toBe(
    "Partner enquiry request submitted successfully!",
  );
  const after = new Date();

  const [storedEnquiry, ...extraEnquiries] = await enquiriesFor(enquiry.email.toLowerCase());
  expect(extraEnquiries).toEqual([]);
  expect(storedEnquiry).toMatchObject({
    name: "Asha Rao",
    phone: enquiry.phone,
    email: enquiry.email.toLowerCase(),
    service: "taxation",
    message: "I need help with my ITR.",
  });
  const [storedPartner, ...extraPartners] = await partnersFor(partner.email);
  expect(extraPartners).toEqual([]);
  expect(storedPartner).toMatchObject({
    name: "Vikram Mehta",
    phone: partner.phone,
    address: "12 MG Road, Pune",
    firmDetails: "Mehta & Co., chartered accountants, 8 staff",
  });
  for (const createdAt of [storedEnquiry?.createdAt, storedPartner?.createdAt]) {
    expect(createdAt).toBeInstanceOf(Date);
    expect(createdAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    expect(createdAt?.getTime()).toBeLessThanOrEqual(after.getTime() + 1_000);
  }

  const mails = await getDb()
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(inArray(outbox.subject, ["New enquiry: Taxation", "New partner enquiry"]));
  const toFirm = mails.filter((mail) => mail.to === firmInbox());
  expect(toFirm.find((mail) => mail.text.includes(`Email: ${enquiry.email.toLowerCase()}`))?.subject).toBe(
    "New enquiry: Taxation",
  );
  expect(toFirm.find((mail) => mail.text.includes(`Email: ${partner.email}`))?.subject).toBe("New partner enquiry");
});

test("the enquiry lists are newest first and search name, email and phone", async () => {
  const token = newToken();
  const phone = newPhone();
  const at = (day: number) => new Date(Date.UTC(2025, 0, day, 6));
  // Inserted oldest-last, so the order cannot come from the ids.
  const inserted = await getDb()
    .insert(enquiries)
    .values([
      { name: `Newest ${token}`, phone: newPhone(), email: `${token}.a@example.com`, service: "gst", createdAt: at(3) },
      { name: `Middle ${token}`, phone, email: `${token}.b@example.com`, service: "gst", createdAt: at(2) },
      { name: `Oldest ${token}`, phone: newPhone(), email: `${token}.c@example.com`, service: "gst", createdAt: at(1) },
    ])
    .returning({ id: enquiries.id });
  expect(inserted).toHaveLength(3);
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  const all = await listPage(ENQUIRY_LISTS.enquiry, { q: token, page: 1 });
  expect(all.total).toBe(3);
  expect(names(all.rows)).toEqual([`Newest ${token}`, `Middle ${token}`, `Oldest ${token}`]);
  expect(names((await listPage(ENQUIRY_LISTS.enquiry, { q: `OLDEST ${token}`, page: 1 })).rows)).toEqual([
    `Oldest ${token}`,
  ]);
  expect(names((await listPage(ENQUIRY_LISTS.enquiry, { q: `${token}.a@`, page: 1 })).rows)).toEqual([
    `Newest ${token}`,
  ]);
  expect(names((await listPage(ENQUIRY_LISTS.enquiry, { q: phone.slice(4), page: 1 })).rows)).toEqual([
    `Middle ${token}`,
  ]);
  expect(await listPage(ENQUIRY_LISTS.enquiry, { q: `${token}%`, page: 1 })).toEqual({ total: 0, rows: [] });

  // Partners, submitted through the form one after another.
  const submitted = [0, 1, 2].map((index) =>
    partnerFields({ name: `Partner ${index} ${token}`, email: `${token}.${index}@example.com` }),
  );
  for (const fields of submitted) {
    expect(expectData(await call(partnerEnquiry.action, post("/partner-enquiry", fields))).data.notice).toBe(
      "Partner enquiry request submitted successfully!",
    );
  }
  const partnerList = await listPage(ENQUIRY_LISTS.partner, { q: token, page: 1 });
  expect(partnerList.total).toBe(3);
  expect(names(partnerList.rows)).toEqual([`Partner 2 ${token}`, `Partner 1 ${token}`, `Partner 0 ${token}`]);
  expect(
    names((await listPage(ENQUIRY_LISTS.partner, { q: `partner 1 ${token.toUpperCase()}`, page: 1 })).rows),
  ).toEqual([`Partner 1 ${token}`]);
  expect(names((await listPage(ENQUIRY_LISTS.partner, { q: `${token}.0@example`, page: 1 })).rows)).toEqual([
    `Partner 0 ${token}`,
  ]);
  expect(
    names((await listPage(ENQUIRY_LISTS.partner, { q: submitted[2]?.phone.slice(4) ?? "?", page: 1 })).rows),
  ).toEqual([`Partner 2 ${token}`]);
});

test("an enquiry message with markup is stored as the text typed", async () => {
  const message = "<script>alert(1)</script>";
  const fields = enquiryFields({ message });
  expect(expectData(await call(enquiryPage.action, post("/enquiry-page", fields))).data.notice).toBe(
    "Enquiry submitted successfully!",
  );
  const [stored] = await enquiriesFor(fields.email);
  expect(stored?.message).toBe(message);
  const listed = await listPage(ENQUIRY_LISTS.enquiry, { q: fields.email, page: 1 });
  expect(listed.rows[0]?.message).toBe(message);

  // The firm's HTML mail shows it as text too.
  const [mail] = await getDb()
    .select({ html: outbox.html, text: outbox.text })
    .from(outbox)
    .where(sql`${outbox.text} like ${`%Email: ${fields.email}%`}`);
  expect(mail?.text).toContain(`Message: ${message}`);
  expect(mail?.html).not.toContain("<script>");
});

// At scale (kept last: the other tests search for their own unique data)

test("listing, finding an id and searching a name stay correct over 100,000 bookings", async () => {
  const [{ value: before } = { value: 0 }] = await getDb().select({ value: count() }).from(bookings);
  // A few of 100,000 bookings made at once draw a reference another drew (the
  // checkout draws again, one booking at a time): those are made again until all are.
  for (let pass = 0; pass < 5; pass++) {
    const made = await getDb().execute(sql`
      insert into bookings (booking_id, customer_name, email, phone, status, created_at)
      select 'ETF-' || (1700000000000 + g) || '-' || (g % 10000),
             'Client ' || g,
             'scale' || g || '@example.com',
             '+91 8' || lpad(g::text, 9, '0'),
             case when g % 4 = 0 then 'Closed' else 'In Progress' end,
             timestamptz '2030-01-01 00:00:00+00' + g * interval '1 second'
      from generate_series(1, 100000) as g
      on conflict do nothing
    `);
    if (made.rowCount === 0) break;
  }

  const first = await listPage(BOOKINGS, { q: "", status: "all", page: 1 });
  expect(first.total).toBe(before + 100_000);
  expect(first.rows.map((row) => row.bookingId)).toEqual(
    Array.from({ length: PAGE_SIZE }, (_, i) => `ETF-${1700000000000 + 100_000 - i}-${(100_000 - i) % 10_000}`),
  );

  const exact = await listPage(BOOKINGS, { q: "ETF-1700000054321-4321", status: "all", page: 1 });
  expect(exact.total).toBe(1);
  expect(exact.rows).toMatchObject([{ bookingId: "ETF-1700000054321-4321", customerName: "Client 54321" }]);

  // "Client 4242" and "Client 42420" to "Client 42429", newest first.
  const named = await listPage(BOOKINGS, { q: "client 4242", status: "all", page: 1 });
  expect(named.total).toBe(11);
  expect(named.rows.map((row) => row.customerName)).toEqual([
    ...Array.from({ length: 10 }, (_, i) => `Client ${42429 - i}`),
    "Client 4242",
  ]);
  const namedClosed = await listPage(BOOKINGS, { q: "client 4242", status: "closed", page: 1 });
  expect(namedClosed.rows.map((row) => row.customerName)).toEqual(["Client 42428", "Client 42424", "Client 42420"]);
  expect(namedClosed.total).toBe(3);
});
