// When the database fails, each page answers with the spec's message (section
// 8, "Error catalogue") and the error goes to the log. The failure is real:
// the table a route needs is renamed away in this file's own database, so
// PostgreSQL answers "relation … does not exist"; it is renamed back after.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { logger } from "#app/logger.server.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import * as adminAudit from "#app/routes/admin-audit.tsx";
import * as adminDashboard from "#app/routes/admin-dashboard.tsx";
import { submitBooking } from "#app/routes/cart-page.server.ts";
import * as enquiriesDashboard from "#app/routes/enquiries-dashboard.tsx";
import * as enquiryPage from "#app/routes/enquiry-page.tsx";
import * as partnersDashboard from "#app/routes/partner-enquiries-dashboard.tsx";
import * as partnerEnquiry from "#app/routes/partner-enquiry.tsx";
import * as pastBooking from "#app/routes/past-booking-details.tsx";
import * as userDashboard from "#app/routes/user-dashboard.tsx";
import { setupTestDatabase } from "#tests/database.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie = "";
let userCookie = "";

beforeAll(async () => {
  ({ adminCookie, clientCookie: userCookie } = await signInAdminAndClient());
});

beforeEach(async () => {
  await resetRateLimits();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Runs `work` while `table` is gone from the database, with the logger's
 * errors recorded; returns what `work` returned and the errors logged.
 */
async function withTableGone<T>(table: string, work: () => Promise<T>): Promise<{ result: T; logged: string }> {
  const errors = vi.spyOn(logger, "error");
  await getDb().execute(sql.raw(`alter table "${table}" rename to "${table}_gone"`));
  try {
    const result = await work();
    const logged = errors.mock.calls
      .map(([fields]) => (fields as { err?: unknown } | undefined)?.err)
      .filter((error): error is Error => error instanceof Error)
      .map((error) => `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}`)
      .join("\n");
    return { result, logged };
  } finally {
    await getDb().execute(sql.raw(`alter table "${table}_gone" rename to "${table}"`));
  }
}

/** Calls a loader or action as React Router does; a thrown response is returned. */
function call(handler: (args: never) => unknown, request: Request): Promise<unknown> {
  const args = { request, params: {}, context: { cspNonce: "", clientAddress: "10.0.0.7" } } as never;
  return Promise.resolve()
    .then(() => handler(args))
    .catch((error: unknown) => error);
}

/** A data() result's status and body as text (a plain object is a 200). */
function reply(outcome: unknown): { status: number; text: string } {
  if (outcome instanceof Response) throw new Error(`expected data, got a ${outcome.status} response`);
  const wrapped = outcome as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, text: JSON.stringify(wrapped.data) };
  }
  return { status: 200, text: JSON.stringify(outcome) };
}

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });

/** A form post: urlencoded, or multipart when it carries a file. */
function post(path: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }): Request {
  if (!file) return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new File([new Uint8Array(file.bytes)], file.name, { type: "application/pdf" }));
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

const missing = (table: string) => new RegExp(`relation "${table}" does not exist`);

test("the user dashboard says 'Error fetching bookings' and logs the error", async () => {
  const { result, logged } = await withTableGone("bookings", () =>
    call(userDashboard.loader, get("/user-dashboard", userCookie)),
  );
  expect(reply(result)).toMatchObject({ status: 200 });
  expect((result as { error: string }).error).toBe("Error fetching bookings");
  expect(logged).toMatch(missing("bookings"));
});

test.each([
  ["bookings", adminDashboard.loader, "/admin-dashboard", '"error":"Error fetching records: '],
  ["enquiries", enquiriesDashboard.loader, "/enquiries-dashboard", '"error":"Error fetching enquiries"'],
  ["partners", partnersDashboard.loader, "/partner-enquiries-dashboard", '"error":"Error fetching partners"'],
  ["audit_events", adminAudit.loader, "/admin-audit", '"error":"Error fetching the audit trail"'],
] as const)("the admin list of %s shows its load error and logs it", async (table, loader, path, message) => {
  const { result, logged } = await withTableGone(table, () => call(loader, get(path, adminCookie)));
  expect(reply(result).text).toContain(message);
  expect(logged).toMatch(missing(table));
});

test("a booking that cannot be saved says 'Failed to submit booking: …' and logs the error", async () => {
  const fields = {
    name: "Asha Rao",
    phone: "+91 98765 43210",
    email: `client-${randomUUID()}@example.com`,
    instructions: "",
    items: JSON.stringify([["gst-filing:monthly_gst", 1]]),
    clientUploads: "1",
    consent: "on",
  };
  const { result, logged } = await withTableGone("bookings", () =>
    submitBooking(post("/cart-page", fields), "10.0.0.7").catch((error: unknown) => error),
  );
  const { status, text } = reply(result);
  expect(status).toBe(503);
  expect(text).toContain("Failed to submit booking: the booking could not be saved. Please try again in a moment.");
  expect(logged).toMatch(missing("bookings"));
});

test.each([
  [
    "enquiries",
    enquiryPage.action,
    "/enquiry-page",
    { service: "taxation", message: "ITR help" },
    "Failed to submit enquiry: ",
  ],
  [
    "partners",
    partnerEnquiry.action,
    "/partner-enquiry",
    { address: "12 MG Road, Pune", firm_details: "Mehta & Co." },
    "Failed to submit partner enquiry: ",
  ],
] as const)(
  "an enquiry that cannot be saved (%s) says so and logs the error",
  async (table, action, path, extra, message) => {
    const fields = {
      name: "Asha Rao",
      phone: "+91 98765 43210",
      email: `client-${randomUUID()}@example.com`,
      consent: "on",
      ...extra,
    };
    const { result, logged } = await withTableGone(table, () => call(action, post(path, fields)));
    const { status, text } = reply(result);
    expect(status).toBe(503);
    expect(text).toContain(`${message}it could not be saved. Please try again in a moment.`);
    expect(logged).toMatch(missing(table));
  },
);

test("a past booking search says 'Error searching for request.' and logs the error", async () => {
  const { result, logged } = await withTableGone("bookings", () =>
    call(pastBooking.action, post("/past-booking-details", { bookingId: "ETF-1700000000000-42" })),
  );
  const { status, text } = reply(result);
  expect(status).toBe(503);
  expect(text).toContain('"error":{"":["Error searching for request."]}');
  expect(logged).toMatch(missing("bookings"));
});

test("past booking uploads that cannot be stored say 'An error occurred during file uploads.' and log the error", async () => {
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await getDb()
    .insert(bookings)
    .values({ bookingId, customerName: "Asha Rao", email: "asha@example.com", phone: "9876543210" });
  const file = { name: "return.pdf", bytes: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n") };
  const { result, logged } = await withTableGone("uploads", () =>
    call(pastBooking.action, post("/past-booking-details", { bookingId }, file)),
  );
  const { status, text } = reply(result);
  expect(status).toBe(503);
  expect(text).toContain('"uploadMessage":"An error occurred during file uploads."');
  expect(text).toContain('"result":"Error - it could not be saved. Please try again in a moment."');
  expect(logged).toMatch(missing("uploads"));
});
