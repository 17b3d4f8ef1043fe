// A form sent twice with the same idempotency key stores nothing twice and
// answers as the first submit did (docs/decisions/009-idempotency-keys.md):
// the enquiry, the partner enquiry and the booking, one after the other and
// at the same moment; a booking's key never leads anyone else to it.
import { randomInt, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { registerUser, signIn } from "#app/accounts/accounts.server.ts";
import { getLastBooking } from "#app/bookings/last-booking.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, enquiries, partners, uploads, user } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { IDEMPOTENCY_FIELD } from "#app/idempotency.tsx";
import { createSender } from "#app/mail/delivery.server.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import * as cartPage from "#app/routes/cart-page.tsx";
import * as enquiryPage from "#app/routes/enquiry-page.tsx";
import * as partnerEnquiry from "#app/routes/partner-enquiry.tsx";
import { getStorage } from "#app/uploads/storage.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail } from "#tests/jobs.ts";
import { startSmtpServer } from "#tests/smtp.ts";

setupTestDatabase();

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  await resetRateLimits();
});

const newEmail = () => `client-${randomUUID()}@example.com`;
const newPhone = () => `+91 9${randomInt(100_000_000, 1_000_000_000)}`;

type Handler = (args: never) => unknown;
type Reply = { type: string; data: Record<string, unknown>; init?: ResponseInit | null };

/** Calls an action as React Router would; a thrown redirect is returned. */
function call(handler: Handler, request: Request): Promise<unknown> {
  const args = { request, params: {}, context: { cspNonce: "", clientAddress: "127.0.0.1" } } as never;
  return Promise.resolve()
    .then(() => handler(args))
    .catch((error: unknown) => error);
}

type Upload = { name: string; bytes: Buffer };

function post(
  pathname: string,
  fields: Record<string, string>,
  options: { cookie?: string; files?: Upload[] } = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of options.files ?? []) form.append("files", new File([new Uint8Array(file.bytes)], file.name));
  return new Request(`http://localhost${pathname}`, {
    method: "POST",
    body: form,
    headers: options.cookie ? { Cookie: options.cookie } : {},
  });
}

function expectData(outcome: unknown, status = 200): Reply {
  expect(outcome).toMatchObject({ type: "DataWithResponseInit" });
  const reply = outcome as Reply;
  expect(reply.init?.status ?? 200).toBe(status);
  return reply;
}

function expectRedirect(outcome: unknown, location: string): Response {
  expect(outcome).toBeInstanceOf(Response);
  const response = outcome as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(location);
  return response;
}

/** Sends what the outbox holds to the test's mail server; the messages that mention `text`. */
async function mailsMentioning(text: string) {
  await deliverMail(createSender({ smtpUrl: smtp.url }));
  return smtp.messages.filter((message) => message.raw.replace(/=\r?\n/g, "").includes(text));
}

const enquiryFields = (email: string, key: string) => ({
  name: "Asha Rao",
  phone: newPhone(),
  email,
  service: "taxation",
  message: "I need help with my ITR.",
  consent: "on",
  [IDEMPOTENCY_FIELD]: key,
});

const partnerFields = (email: string, key: string) => ({
  name: "Vikram Mehta",
  phone: newPhone(),
  email,
  address: "12 MG Road, Pune",
  firm_details: "Mehta & Co., chartered accountants",
  consent: "on",
  [IDEMPOTENCY_FIELD]: key,
});

const FORMS = [
  {
    name: "an enquiry",
    path: "/enquiry-page",
    sent: "Enquiry submitted successfully!",
    action: enquiryPage.action,
    loader: enquiryPage.loader as Handler,
    fields: enquiryFields,
    rows: (email: string) => getDb().select().from(enquiries).where(eq(enquiries.email, email)),
  },
  {
    name: "a partner enquiry",
    path: "/partner-enquiry",
    sent: "Partner enquiry request submitted successfully!",
    action: partnerEnquiry.action,
    loader: partnerEnquiry.loader as Handler,
    fields: partnerFields,
    rows: (email: string) => getDb().select().from(partners).where(eq(partners.email, email)),
  },
] as const;

for (const form of FORMS) {
  test(`${form.name} sent twice with one key is stored once, mailed once, and both answers say sent`, async () => {
    const email = newEmail();
    const fields = form.fields(email, randomUUID());
    for (let round = 0; round < 2; round++) {
      expect(expectData(await call(form.action, post(form.path, fields))).data.notice).toBe(form.sent);
    }
    expect(await form.rows(email)).toHaveLength(1);
    expect(await mailsMentioning(email)).toHaveLength(1);
  });

  test(`${form.name} sent twice at the same moment with one key is stored once and mailed once`, async () => {
    const email = newEmail();
    const fields = form.fields(email, randomUUID());
    const answers = await Promise.all([0, 1, 2].map(() => call(form.action, post(form.path, fields))));
    for (const answer of answers) expect(expectData(answer).data.notice).toBe(form.sent);
    const rows = await form.rows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotencyKey).toBe(fields[IDEMPOTENCY_FIELD]);
    expect(await mailsMentioning(email)).toHaveLength(1);
  });

  test(`${form.name} sent without JavaScript, then again after going back, is stored once and both redirect to the success`, async () => {
    const email = newEmail();
    const fields = { ...form.fields(email, randomUUID()), noScript: "1" };
    for (let round = 0; round < 2; round++) {
      expectRedirect(await call(form.action, post(form.path, fields)), `${form.path}?sent=1`);
    }
    expect(await form.rows(email)).toHaveLength(1);
  });

  test(`${form.name} with a new key each time is stored each time; a missing or malformed key is ignored, never an error`, async () => {
    const email = newEmail();
    for (const key of [randomUUID(), randomUUID()]) {
      expect(expectData(await call(form.action, post(form.path, form.fields(email, key)))).data.notice).toBe(form.sent);
    }
    expect(await form.rows(email)).toHaveLength(2);
    for (const key of [undefined, "", "not-a-key", "'; drop table enquiries; --", "x".repeat(5000)]) {
      const other = newEmail();
      const fields: Record<string, string> = form.fields(other, key ?? "");
      if (key === undefined) delete fields[IDEMPOTENCY_FIELD];
      for (let round = 0; round < 2; round++) {
        expect(expectData(await call(form.action, post(form.path, fields))).data.notice).toBe(form.sent);
      }
      // Without a usable key a resubmit cannot be recognised: stored as before keys existed.
      const rows = await form.rows(other);
      expect(rows).toHaveLength(2);
      expect(rows.map((row) => row.idempotencyKey)).toEqual([null, null]);
    }
  });

  test(`every render of the page of ${form.name} carries a fresh key`, async () => {
    const render = async () => {
      const args = { request: new Request(`http://localhost${form.path}`), params: {}, context: {} } as never;
      return ((await form.loader(args)) as { idempotencyKey: string }).idempotencyKey;
    };
    const [first, second] = [await render(), await render()];
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });
}

// Bookings

const ITEMS = JSON.stringify([
  ["gst-filing:monthly_gst", 2],
  ["income-tax-filing:company", 1],
]);

const bookingFields = (email: string, key: string, extra: Record<string, string> = {}) => ({
  name: "Asha Rao",
  phone: newPhone(),
  email,
  instructions: "",
  items: ITEMS,
  consent: "on",
  [IDEMPOTENCY_FIELD]: key,
  ...extra,
});

const pdf = (marker: string) => Buffer.from(`%PDF-1.7\n% ${marker}\n1 0 obj << >> endobj\n%%EOF\n`);

/** Stored files whose bytes contain the marker. */
async function storedFilesContaining(marker: string): Promise<number> {
  const dir = path.join(getEnv().dataDir, "uploads");
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let found = 0;
  for (const entry of entries.filter((item) => item.isFile())) {
    // Stored encrypted: read through the storage, which decrypts.
    const bytes = await getStorage()
      .open(entry.name)
      .then(buffer)
      .catch(() => Buffer.alloc(0));
    if (bytes.includes(marker)) found++;
  }
  return found;
}

async function bookingsFor(email: string) {
  return getDb().select().from(bookings).where(eq(bookings.email, email));
}

async function uploadCount(bookingId: string) {
  const [row] = await getDb().select({ value: count() }).from(uploads).where(eq(uploads.bookingId, bookingId));
  return row?.value ?? 0;
}

/** The booking id the confirmation page would show after this answer. */
async function confirmedBookingId(response: Response): Promise<string | undefined> {
  const cookie = response.headers
    .getSetCookie()
    .map((item) => item.split(";")[0])
    .join("; ");
  const last = await getLastBooking(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return last?.bookingId;
}

async function newUserCookie(): Promise<{ email: string; cookie: string }> {
  const email = newEmail();
  await registerUser({
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const outcome = await signIn({ email, password: "Secret1", headers: new Headers() });
  if (!outcome.ok) throw new Error(`signing in ${email} failed`);
  const cookie = outcome.headers
    .getSetCookie()
    .map((item) => item.split(";")[0])
    .join("; ");
  return { email, cookie };
}

test("a booking with documents sent twice without JavaScript is stored once, its documents once, mailed once, and both end on the same booking", async () => {
  const email = newEmail();
  const marker = randomUUID();
  const fields = bookingFields(email, randomUUID());
  const files = [
    { name: "itr.pdf", bytes: pdf(`${marker} itr`) },
    { name: "form16.pdf", bytes: pdf(`${marker} form16`) },
  ];
  const first = expectRedirect(
    await call(cartPage.action, post("/cart-page", fields, { files })),
    "/booking-confirmation",
  );
  const second = expectRedirect(
    await call(cartPage.action, post("/cart-page", fields, { files })),
    "/booking-confirmation",
  );

  const rows = await bookingsFor(email);
  expect(rows).toHaveLength(1);
  const bookingId = rows[0]?.bookingId ?? "";
  expect(await confirmedBookingId(first)).toBe(bookingId);
  expect(await confirmedBookingId(second)).toBe(bookingId);
  expect(await uploadCount(bookingId)).toBe(2);
  // The resubmitted copies were removed from storage.
  expect(await storedFilesContaining(marker)).toBe(2);
  const mails = await mailsMentioning(bookingId);
  expect(mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  expect(mails).toHaveLength(2); // the client's confirmation and the firm's notice
});

test("a booking sent at the same moment three times with one key is stored once and all answers carry its id", async () => {
  const email = newEmail();
  const fields = bookingFields(email, randomUUID(), { clientUploads: "1" });
  const answers = await Promise.all([0, 1, 2].map(() => call(cartPage.action, post("/cart-page", fields))));
  const rows = await bookingsFor(email);
  expect(rows).toHaveLength(1);
  for (const answer of answers) expect(expectData(answer).data.bookingId).toBe(rows[0]?.bookingId);
  expect((await mailsMentioning(rows[0]?.bookingId ?? "")).filter((mail) => mail.to.includes(email))).toHaveLength(1);
});

test("a booking's key leads only its own user back to it: another user or a guest gets a clear refusal and no booking", async () => {
  const owner = await newUserCookie();
  const stranger = await newUserCookie();
  const key = randomUUID();
  const fields = bookingFields(owner.email, key, { clientUploads: "1" });
  const first = expectData(await call(cartPage.action, post("/cart-page", fields, { cookie: owner.cookie })));
  const bookingId = first.data.bookingId as string;
  expect(bookingId).toMatch(/^ETF-/);

  const again = expectData(await call(cartPage.action, post("/cart-page", fields, { cookie: owner.cookie })));
  expect(again.data.bookingId).toBe(bookingId);

  const marker = randomUUID();
  for (const [cookie, email] of [
    [stranger.cookie, stranger.email],
    [stranger.cookie, owner.email],
    [undefined, owner.email],
    [undefined, newEmail()],
  ] as const) {
    const replayed = await call(
      cartPage.action,
      post("/cart-page", bookingFields(email, key), { cookie, files: [{ name: "mine.pdf", bytes: pdf(marker) }] }),
    );
    const reply = expectData(replayed, 409);
    expect(reply.data.bookingId).toBeNull();
    expect(JSON.stringify(reply.data)).not.toContain(bookingId);
    expect(JSON.stringify(reply.data)).toContain("This booking form was already used. Please reload the page");
    expect(reply.init?.headers).toBeUndefined();
  }
  expect(await storedFilesContaining(marker)).toBe(0);
  const [all] = await getDb().select({ value: count() }).from(bookings).where(eq(bookings.idempotencyKey, key));
  expect(all?.value).toBe(1);
  expect(await bookingsFor(stranger.email)).toEqual([]);
});

test("a guest's booking key brings back the booking only with the same email", async () => {
  const email = newEmail();
  const key = randomUUID();
  const first = expectData(
    await call(cartPage.action, post("/cart-page", bookingFields(email, key, { clientUploads: "1" }))),
  );
  const again = expectData(
    await call(cartPage.action, post("/cart-page", bookingFields(email.toUpperCase(), key, { clientUploads: "1" }))),
  );
  expect(again.data.bookingId).toBe(first.data.bookingId);
  const other = expectData(
    await call(cartPage.action, post("/cart-page", bookingFields(newEmail(), key, { clientUploads: "1" }))),
    409,
  );
  expect(other.data.bookingId).toBeNull();
});

test("bookings with a malformed key are each stored, never an error", async () => {
  const email = newEmail();
  for (const key of ["nonsense", "00000000-0000-0000-0000-00000000000g"]) {
    expect(
      expectData(await call(cartPage.action, post("/cart-page", bookingFields(email, key, { clientUploads: "1" }))))
        .data.bookingId,
    ).toMatch(/^ETF-/);
  }
  expect(await bookingsFor(email)).toHaveLength(2);
});
