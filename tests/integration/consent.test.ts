// Consent on the booking, enquiry and partner forms (issue 22.5, India's DPDP
// Act 2023): the form's own purpose is required and recorded with the row the
// form stores (notice version, time, address); marketing only when its own box
// is ticked; a resubmission records nothing twice; the signed-in user
// withdraws their own consents, and only theirs.
import { randomInt, randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookings, consents, enquiries, outbox, partners } from "#app/db/schema.ts";
import { IDEMPOTENCY_FIELD } from "#app/idempotency.tsx";
import { CONSENT_MESSAGE } from "#app/privacy/consent.ts";
import { PRIVACY_NOTICE_VERSION } from "#app/privacy/notice.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import * as cartPage from "#app/routes/cart-page.tsx";
import * as enquiryPage from "#app/routes/enquiry-page.tsx";
import * as partnerEnquiry from "#app/routes/partner-enquiry.tsx";
import * as userDashboard from "#app/routes/user-dashboard.tsx";
import { getFirmInbox } from "#app/site.server.ts";
import { subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInNewClient } from "#tests/sessions.ts";

setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
});

const ADDRESS = "10.0.0.22";
const newEmail = () => `client-${randomUUID()}@example.com`;
const newPhone = () => `+91 9${randomInt(100_000_000, 1_000_000_000)}`;

const bookingFields = (email: string, extra: Record<string, string> = {}) => ({
  name: "Asha Rao",
  phone: newPhone(),
  email,
  instructions: "",
  items: JSON.stringify([["gst-filing:monthly_gst", 1]]),
  clientUploads: "1",
  [IDEMPOTENCY_FIELD]: randomUUID(),
  ...extra,
});

const book = (fields: Record<string, string>, cookie?: string) =>
  settle(callRoute(cartPage.action, "/cart-page", { form: fields, address: ADDRESS, cookie }));

const consentsOf = (email: string) =>
  getDb()
    .select()
    .from(consents)
    .where(eq(sql`lower(${consents.email})`, email.toLowerCase()))
    .orderBy(consents.id);

type FormReply = {
  result?: { error?: Record<string, string[] | null> };
  bookingId?: string | null;
  notice?: string | null;
};

test("a booking without the consent box ticked is refused with the message and stores and records nothing", async () => {
  const email = newEmail();
  for (const fields of [
    bookingFields(email),
    bookingFields(email, { consent: "" }),
    bookingFields(email, { consent: "yes" }),
  ]) {
    const reply = await book(fields);
    expect(reply.status).toBe(400);
    expect((reply.body as FormReply).result?.error?.consent).toEqual([CONSENT_MESSAGE]);
  }
  expect(await getDb().select().from(bookings).where(eq(bookings.email, email))).toEqual([]);
  expect(await consentsOf(email)).toEqual([]);
});

test("a booking with consent records it once, with the notice version, the time and the address; marketing only when ticked", async () => {
  const email = newEmail();
  const before = new Date(Date.now() - 1_000);
  const first = await book(bookingFields(email, { consent: "on" }));
  expect(first.status).toBe(200);
  const bookingId = (first.body as FormReply).bookingId;
  expect(bookingId).toMatch(/^ETF-/);
  const [given, ...others] = await consentsOf(email);
  expect(others).toEqual([]);
  expect(given).toMatchObject({
    email,
    purpose: "booking",
    subject: bookingId,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    clientAddress: ADDRESS,
    withdrawnAt: null,
  });
  expect(given?.givenAt.getTime()).toBeGreaterThan(before.getTime());
  expect(given?.givenAt.getTime()).toBeLessThanOrEqual(Date.now());

  // The second box is its own consent; ticked again while it stands, it adds nothing.
  const second = await book(bookingFields(email, { consent: "on", marketing: "on" }));
  const third = await book(bookingFields(email.toUpperCase(), { consent: "on", marketing: "on" }));
  const rows = await consentsOf(email);
  expect(rows.map((row) => [row.purpose, row.subject])).toEqual([
    ["booking", bookingId],
    ["booking", (second.body as FormReply).bookingId],
    ["marketing", ""],
    ["booking", (third.body as FormReply).bookingId],
  ]);
  // Marketing alone is never enough for a booking.
  const refused = await book(bookingFields(newEmail(), { marketing: "on" }));
  expect(refused.status).toBe(400);
});

test("a booking sent again with the same idempotency key records its consents once", async () => {
  const email = newEmail();
  const fields = bookingFields(email, { consent: "on", marketing: "on" });
  const answers = [await book(fields), await book(fields), ...(await Promise.all([book(fields), book(fields)]))];
  const bookingId = ((answers[0]?.body ?? {}) as FormReply).bookingId;
  for (const answer of answers) expect((answer.body as FormReply).bookingId).toBe(bookingId);
  expect((await consentsOf(email)).map((row) => [row.purpose, row.subject])).toEqual([
    ["booking", bookingId],
    ["marketing", ""],
  ]);
});

const ENQUIRY_FORMS = [
  {
    purpose: "enquiry",
    path: "/enquiry-page",
    sent: "Enquiry submitted successfully!",
    action: enquiryPage.action,
    fields: { name: "Asha Rao", service: "taxation", message: "ITR help" },
    rows: (email: string) => getDb().select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.email, email)),
  },
  {
    purpose: "partner-enquiry",
    path: "/partner-enquiry",
    sent: "Partner enquiry request submitted successfully!",
    action: partnerEnquiry.action,
    fields: { name: "Vikram Mehta", address: "12 MG Road, Pune", firm_details: "Mehta & Co." },
    rows: (email: string) => getDb().select({ id: partners.id }).from(partners).where(eq(partners.email, email)),
  },
] as const;

for (const form of ENQUIRY_FORMS) {
  test(`${form.purpose}: refused without consent, recorded once with it (also when sent again), marketing when ticked`, async () => {
    const email = newEmail();
    const send = (extra: Record<string, string>) =>
      settle(
        callRoute(form.action, form.path, {
          form: { ...form.fields, phone: newPhone(), email, ...extra },
          address: ADDRESS,
        }),
      );
    const refused = await send({ marketing: "on" });
    expect(refused.status).toBe(400);
    expect((refused.body as FormReply).result?.error?.consent).toEqual([CONSENT_MESSAGE]);
    expect(await form.rows(email)).toEqual([]);
    expect(await consentsOf(email)).toEqual([]);

    const key = randomUUID();
    for (let round = 0; round < 2; round++) {
      const sent = await send({ consent: "on", [IDEMPOTENCY_FIELD]: key });
      expect((sent.body as FormReply).notice).toBe(form.sent);
    }
    await send({ consent: "on", marketing: "on" });
    const [first, second] = await form.rows(email);
    expect((await consentsOf(email)).map((row) => [row.purpose, row.subject, row.noticeVersion])).toEqual([
      [form.purpose, String(first?.id), PRIVACY_NOTICE_VERSION],
      [form.purpose, String(second?.id), PRIVACY_NOTICE_VERSION],
      ["marketing", "", PRIVACY_NOTICE_VERSION],
    ]);
  });
}

/** A verified user, signed in. */
const newClient = () => signInNewClient(newEmail());

type Dashboard = {
  consents: {
    id: number;
    allows: string;
    givenWith: string | null;
    noticeVersion: string;
    withdrawnAt: string | null;
  }[];
  whatNext: string | null;
};

async function dashboard(cookie: string, query = ""): Promise<Dashboard> {
  return (await callRoute(userDashboard.loader, `/user-dashboard${query}`, { cookie })) as Dashboard;
}

const withdraw = (cookie: string | undefined, id: number | string) =>
  settle(callRoute(userDashboard.action, "/user-dashboard", { form: { intent: "withdraw", id: String(id) }, cookie }));

async function auditOf(email: string, since: Date) {
  return getDb()
    .select({ action: auditEvents.action, target: auditEvents.target })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorEmail, email), gt(auditEvents.at, since)));
}

const firmMailsAbout = (text: string) =>
  getDb()
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, getFirmInbox()), sql`${outbox.subject} like '%Consent withdrawn%'`))
    .then((rows) => rows.filter((row) => row.text.includes(text)));

test("a user withdraws their own consents: marketing just stops, a booking's tells the firm; each is audited", async () => {
  const client = await newClient();
  const since = new Date(Date.now() - 1_000);
  const booked = await book(bookingFields(client.email, { consent: "on", marketing: "on" }), client.cookie);
  const bookingId = (booked.body as FormReply).bookingId ?? "";

  const listed = await dashboard(client.cookie);
  expect(listed.consents).toEqual([
    expect.objectContaining({
      allows: "To do the work of a booking, with your documents",
      givenWith: `Booking ${bookingId}`,
    }),
    expect.objectContaining({ allows: "Reminders of tax due dates and news from the firm by email", givenWith: null }),
  ]);
  expect(listed.consents[0]?.noticeVersion).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  const [bookingConsent, marketingConsent] = await consentsOf(client.email);

  const stopped = await withdraw(client.cookie, marketingConsent?.id ?? 0);
  expect(stopped).toMatchObject({
    status: 302,
    location: `/user-dashboard?withdrawn=${marketingConsent?.id}#your-consents`,
  });
  expect((await consentsOf(client.email)).map((row) => [row.purpose, row.withdrawnAt !== null])).toEqual([
    ["booking", false],
    ["marketing", true],
  ]);
  expect(await firmMailsAbout(client.email)).toEqual([]);
  expect((await dashboard(client.cookie, `?withdrawn=${marketingConsent?.id}`)).whatNext).toContain(
    "You will get no more reminders",
  );

  const withdrawn = await withdraw(client.cookie, bookingConsent?.id ?? 0);
  expect(withdrawn.status).toBe(302);
  expect((await consentsOf(client.email)).every((row) => row.withdrawnAt !== null)).toBe(true);
  const [mail, ...more] = await firmMailsAbout(client.email);
  expect(more).toEqual([]);
  expect(mail?.subject).toBe((await subjectFor(bookingId))(`Consent withdrawn for booking ${bookingId}`));
  expect(mail?.text).toContain("Please stop processing their personal data");
  expect(mail?.text).toContain("contact the client");
  const after = await dashboard(client.cookie, `?withdrawn=${bookingConsent?.id}`);
  expect(after.whatNext).toContain(`We have asked the firm to stop working on booking ${bookingId}`);
  expect(after.consents.every((consent) => consent.withdrawnAt !== null)).toBe(true);

  expect(await auditOf(client.email, since)).toEqual(
    expect.arrayContaining([
      { action: "consent-withdrawn", target: "marketing" },
      { action: "consent-withdrawn", target: `booking ${bookingId}` },
    ]),
  );

  // Withdrawn already: refused, nothing sent again.
  expect((await withdraw(client.cookie, bookingConsent?.id ?? 0)).status).toBe(404);
  expect(await firmMailsAbout(client.email)).toHaveLength(1);
});

test("a user's enquiry consent, withdrawn, asks the firm to stop and contact them", async () => {
  const client = await newClient();
  await settle(
    callRoute(enquiryPage.action, "/enquiry-page", {
      form: { name: "Asha Rao", phone: newPhone(), email: client.email, service: "gst", consent: "on" },
      cookie: client.cookie,
    }),
  );
  const [consent] = await consentsOf(client.email);
  expect((await dashboard(client.cookie)).consents).toEqual([
    expect.objectContaining({ allows: "To answer an enquiry", givenWith: "Enquiry about GST" }),
  ]);
  expect((await withdraw(client.cookie, consent?.id ?? 0)).status).toBe(302);
  const [mail] = await firmMailsAbout(client.email);
  expect(mail?.subject).toBe("Consent withdrawn for an enquiry");
  expect(mail?.text).toContain("/enquiries-dashboard?q=");
});

test("someone else's consent, a forged id or no session is refused with nothing changed", async () => {
  const owner = await newClient();
  const stranger = await newClient();
  const since = new Date(Date.now() - 1_000);
  await book(bookingFields(owner.email, { consent: "on", marketing: "on" }), owner.cookie);
  const owned = await consentsOf(owner.email);
  expect(owned).toHaveLength(2);

  for (const consent of owned) {
    const refused = await withdraw(stranger.cookie, consent.id);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).toContain("This consent is not one of yours");
  }
  for (const forged of ["0", "-1", "abc", "1e3", "99999999999", "9".repeat(40)]) {
    expect([400, 404]).toContain((await withdraw(stranger.cookie, forged)).status);
  }
  const noForm = await settle(
    callRoute(userDashboard.action, "/user-dashboard", { form: {}, cookie: stranger.cookie }),
  );
  expect(noForm.status).toBe(400);
  const anonymous = await withdraw(undefined, owned[0]?.id ?? 0);
  expect(anonymous).toMatchObject({ status: 302, location: expect.stringMatching(/^\/login/) });

  expect(await consentsOf(owner.email)).toEqual(owned);
  expect((await dashboard(stranger.cookie)).consents).toEqual([]);
  expect(await firmMailsAbout(owner.email)).toEqual([]);
  expect(await auditOf(stranger.email, since)).toEqual([]);
});

test("without the firm's WhatsApp set up, a WhatsApp box sent anyway does nothing, and the card's forms are not taken", async () => {
  const cart = await settle(callRoute(cartPage.loader, "/cart-page"));
  expect(cart.body).toMatchObject({ whatsapp: false });
  // A forged box beside a number WhatsApp could not take: the booking is made as without it.
  const email = newEmail();
  const booked = await book(bookingFields(email, { consent: "on", phone: "+44 7700 900123", whatsapp: "on" }));
  expect(booked.status).toBe(200);
  const mobile = await book(bookingFields(email, { consent: "on", phone: "+91 98765 43210", whatsapp: "on" }));
  expect(mobile.status).toBe(200);
  expect((await consentsOf(email)).map((row) => row.purpose)).toEqual(["booking", "booking"]);

  const client = await newClient();
  expect(await callRoute(userDashboard.loader, "/user-dashboard", { cookie: client.cookie })).toMatchObject({
    whatsapp: null,
  });
  const optIn = { intent: "whatsapp-opt-in", number: "98765 43210", agree: "on" };
  const refused = await settle(
    callRoute(userDashboard.action, "/user-dashboard", { form: optIn, cookie: client.cookie }),
  );
  expect(refused.status).toBe(404);
  expect(await consentsOf(client.email)).toEqual([]);
});
