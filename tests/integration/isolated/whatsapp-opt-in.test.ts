// The WhatsApp opt-in where clients give it (issue 40.1), with the firm's
// WhatsApp set up: the booking form's box (an Indian mobile or a refusal,
// recorded with the booking, never twice), and the card of the dashboard
// and of the booking page (the opt-in with its box, the one-tap stop, only
// for the signed-in client's own email and booking). Off, nothing of it:
// tests/integration/consent.test.ts and tests/http/whatsapp-off.test.ts.
import { randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { beforeEach, expect, test, vi } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookings, consents, outbox } from "#app/db/schema.ts";
import { IDEMPOTENCY_FIELD } from "#app/idempotency.tsx";
import { WHATSAPP_TICK_MESSAGE } from "#app/privacy/whatsapp-consent.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import * as cartPage from "#app/routes/cart-page.tsx";
import * as clientBooking from "#app/routes/client-booking.tsx";
import * as userDashboard from "#app/routes/user-dashboard.tsx";
import { getFirmInbox } from "#app/site.server.ts";
import { WHATSAPP_NOTICE_VERSION, WHATSAPP_NUMBER_MESSAGE } from "#app/whatsapp/whatsapp-number.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInNewClient } from "#tests/sessions.ts";

// The firm's WhatsApp, set up (read when the environment is first read, after this).
vi.stubEnv("WHATSAPP_TOKEN", "test-token");
vi.stubEnv("WHATSAPP_PHONE_NUMBER_ID", "1234567890");
vi.stubEnv("WHATSAPP_APP_SECRET", "test-app-secret");
vi.stubEnv("WHATSAPP_VERIFY_TOKEN", "test-verify-token");

setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
});

const ADDRESS = "10.0.0.40";
const newEmail = () => `client-${randomUUID()}@example.com`;

type FormReply = {
  result?: { error?: Record<string, string[] | null> };
  bookingId?: string | null;
  whatsapp?: boolean;
};
type Card = { optedIn: string | null; suggested: string } | null;

const bookingFields = (email: string, extra: Record<string, string> = {}) => ({
  name: "Asha Rao",
  phone: "+91 98765 43210",
  email,
  instructions: "",
  items: JSON.stringify([["gst-filing:monthly_gst", 1]]),
  clientUploads: "1",
  consent: "on",
  [IDEMPOTENCY_FIELD]: randomUUID(),
  ...extra,
});

const book = (fields: Record<string, string>) =>
  settle(callRoute(cartPage.action, "/cart-page", { form: fields, address: ADDRESS }));

const whatsappOf = (email: string) =>
  getDb()
    .select({
      subject: consents.subject,
      noticeVersion: consents.noticeVersion,
      clientAddress: consents.clientAddress,
      withdrawn: sql<boolean>`${consents.withdrawnAt} is not null`,
    })
    .from(consents)
    .where(and(eq(sql`lower(${consents.email})`, email.toLowerCase()), eq(consents.purpose, "whatsapp")))
    .orderBy(consents.id);

const auditOf = (since: Date, target: string) =>
  getDb()
    .select({ action: auditEvents.action, actorEmail: auditEvents.actorEmail, target: auditEvents.target })
    .from(auditEvents)
    .where(and(gt(auditEvents.at, since), sql`${auditEvents.target} like ${`%${target}%`}`))
    .orderBy(auditEvents.id);

/** A verified user, signed in, with a booking of their own made with this phone. */
async function newClient(phone = "+91 98765 43210"): Promise<{ email: string; cookie: string; bookingId: string }> {
  const { email, cookie } = await signInNewClient();
  const { bookingId } = await insertBooking({ email, phone });
  return { email, cookie, bookingId };
}

test("the booking form's box, ticked with an Indian mobile, records one opt-in with the number and version, once", async () => {
  const cart = await settle(callRoute(cartPage.loader, "/cart-page"));
  expect(cart.body).toMatchObject({ whatsapp: true });

  const email = newEmail();
  const since = new Date(Date.now() - 1_000);
  const fields = bookingFields(email, { phone: "098765-43210", whatsapp: "on" });
  const first = await book(fields);
  expect(first.status).toBe(200);
  const bookingId = (first.body as FormReply).bookingId;
  expect(bookingId).toMatch(/^ETF-/);
  // The same form again (its idempotency key): the same booking, nothing recorded twice.
  const again = await book(fields);
  expect((again.body as FormReply).bookingId).toBe(bookingId);

  expect(await whatsappOf(email)).toEqual([
    { subject: "919876543210", noticeVersion: WHATSAPP_NOTICE_VERSION, clientAddress: ADDRESS, withdrawn: false },
  ]);
  // The booking keeps the phone as typed.
  const [booking] = await getDb().select({ phone: bookings.phone }).from(bookings).where(eq(bookings.email, email));
  expect(booking?.phone).toBe("098765-43210");
  expect(await auditOf(since, `(booking ${bookingId})`)).toEqual([
    { action: "whatsapp-opted-in", actorEmail: email, target: `whatsapp 919876543210 (booking ${bookingId})` },
  ]);
});

test("the box ticked beside a number that is not an Indian mobile is refused on the phone field, and nothing is stored", async () => {
  for (const phone of ["+44 7700 900123", "+91 22 2345 6789", "12345 67890"]) {
    const email = newEmail();
    const refused = await book(bookingFields(email, { phone, whatsapp: "on" }));
    expect(refused.status, phone).toBe(400);
    expect((refused.body as FormReply).result?.error?.phone, phone).toEqual([WHATSAPP_NUMBER_MESSAGE]);
    expect(await getDb().select().from(bookings).where(eq(bookings.email, email))).toEqual([]);
    expect(await getDb().select().from(consents).where(eq(consents.email, email))).toEqual([]);
  }
  // With the consent box missing too, both messages come at once, as the browser says them.
  const both = await book(bookingFields(newEmail(), { phone: "+44 7700 900123", whatsapp: "on", consent: "" }));
  expect(Object.keys((both.body as FormReply).result?.error ?? {}).sort()).toEqual(["consent", "phone"]);
});

test("the box left unticked (or sent with an odd value) records no opt-in; a foreign number books as before", async () => {
  const sent: Record<string, string>[] = [{}, { whatsapp: "" }, { whatsapp: "yes" }, { phone: "+44 7700 900123" }];
  for (const extra of sent) {
    const email = newEmail();
    const booked = await book(bookingFields(email, extra));
    expect(booked.status, JSON.stringify(extra)).toBe(200);
    expect(await whatsappOf(email)).toEqual([]);
    const purposes = await getDb()
      .select({ purpose: consents.purpose })
      .from(consents)
      .where(eq(consents.email, email));
    expect(purposes).toEqual([{ purpose: "booking" }]);
  }
});

const dashboard = async (cookie: string, path = "/user-dashboard") =>
  (await callRoute(userDashboard.loader, path, { cookie })) as {
    whatsapp: Card;
    consents: { id: number; allows: string; givenWith: string | null; withdrawnAt: string | null }[];
    whatNext: string | null;
  };

const postDashboard = (cookie: string, form: Record<string, string>, path = "/user-dashboard") =>
  settle(callRoute(userDashboard.action, path, { form, cookie, address: ADDRESS }));

test("the dashboard's card: offered with the latest booking's mobile, opted in with the box, stopped in one tap", async () => {
  const client = await newClient("+91 94370 12345");
  const since = new Date(Date.now() - 1_000);
  expect((await dashboard(client.cookie)).whatsapp).toEqual({ optedIn: null, suggested: "+91 94370 12345" });

  // The box is required; the number must be an Indian mobile. Nothing stored either way.
  const unticked = await postDashboard(client.cookie, { intent: "whatsapp-opt-in", number: "94370 12345" });
  expect(unticked.status).toBe(400);
  expect((unticked.body as FormReply).result?.error?.agree).toEqual([WHATSAPP_TICK_MESSAGE]);
  expect((unticked.body as FormReply & { intent: string }).intent).toBe("whatsapp-opt-in");
  const landline = await postDashboard(client.cookie, { intent: "whatsapp-opt-in", number: "0674 2345", agree: "on" });
  expect((landline.body as FormReply).result?.error?.number).toEqual([WHATSAPP_NUMBER_MESSAGE]);
  expect(await whatsappOf(client.email)).toEqual([]);

  const optedIn = await postDashboard(client.cookie, {
    intent: "whatsapp-opt-in",
    number: "+91 94370-12345",
    agree: "on",
  });
  expect(optedIn).toMatchObject({ status: 302, location: "/user-dashboard#whatsapp" });
  expect(await whatsappOf(client.email)).toEqual([
    { subject: "919437012345", noticeVersion: WHATSAPP_NOTICE_VERSION, clientAddress: ADDRESS, withdrawn: false },
  ]);
  const shown = await dashboard(client.cookie);
  expect(shown.whatsapp).toEqual({ optedIn: "+91 94370 12345", suggested: "" });
  // The consents list shows it, with the number as the client reads it.
  expect(shown.consents).toEqual([
    expect.objectContaining({
      allows: "Notices about your work on WhatsApp",
      givenWith: "WhatsApp number +91\u00a094370\u00a012345",
      withdrawnAt: null,
    }),
  ]);

  const stopped = await postDashboard(client.cookie, { intent: "whatsapp-stop" });
  expect(stopped).toMatchObject({ status: 302, location: "/user-dashboard#whatsapp" });
  expect(await whatsappOf(client.email)).toEqual([expect.objectContaining({ withdrawn: true })]);
  expect((await dashboard(client.cookie)).whatsapp).toEqual({ optedIn: null, suggested: "+91 94370 12345" });
  // A second tap changes nothing and says the same.
  expect(await postDashboard(client.cookie, { intent: "whatsapp-stop" })).toMatchObject({ status: 302 });

  expect(await auditOf(since, "whatsapp 919437012345")).toEqual([
    { action: "whatsapp-opted-in", actorEmail: client.email, target: "whatsapp 919437012345" },
    { action: "consent-withdrawn", actorEmail: client.email, target: "whatsapp 919437012345" },
  ]);
});

test("on the Hindi dashboard the card answers in Hindi; a non-mobile latest booking offers no number", async () => {
  const client = await newClient("+44 7700 900123");
  expect((await dashboard(client.cookie, "/hi/user-dashboard")).whatsapp).toEqual({ optedIn: null, suggested: "" });
  const optedIn = await postDashboard(
    client.cookie,
    { intent: "whatsapp-opt-in", number: "9876543210", agree: "on" },
    "/hi/user-dashboard",
  );
  expect(optedIn).toMatchObject({ status: 302, location: "/hi/user-dashboard#whatsapp" });
  expect((await whatsappOf(client.email)).map((row) => row.subject)).toEqual(["919876543210"]);
});

test("the WhatsApp consent withdrawn from the consents list just stops: no email to the firm", async () => {
  const client = await newClient();
  await postDashboard(client.cookie, { intent: "whatsapp-opt-in", number: "98765 43210", agree: "on" });
  const [consent] = (await dashboard(client.cookie)).consents;
  const withdrawn = await postDashboard(client.cookie, { intent: "withdraw", id: String(consent?.id) });
  expect(withdrawn).toMatchObject({ status: 302, location: `/user-dashboard?withdrawn=${consent?.id}#your-consents` });
  expect(await whatsappOf(client.email)).toEqual([expect.objectContaining({ withdrawn: true })]);
  const after = await dashboard(client.cookie, `/user-dashboard?withdrawn=${consent?.id}`);
  expect(after.whatNext).toBe("You will get no more notices on WhatsApp. They will come by email.");
  expect(after.whatsapp).toMatchObject({ optedIn: null });
  const firmMails = await getDb()
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.to, getFirmInbox()), sql`${outbox.text} like ${`%${client.email}%`}`));
  expect(firmMails).toEqual([]);
});

const openBooking = (bookingId: string, cookie?: string) =>
  settle(callRoute(clientBooking.loader, `/bookings/${bookingId}`, { cookie, params: { bookingId } }));

const postBooking = (bookingId: string, form: Record<string, string>, cookie?: string) =>
  settle(
    callRoute(clientBooking.action, `/bookings/${bookingId}`, {
      form,
      cookie,
      params: { bookingId },
      address: ADDRESS,
    }),
  );

test("the booking page's card: the booking's mobile offered, opt-in and stop for the booking's own client", async () => {
  const client = await newClient("+91 70000 12345");
  // Another booking of the same email, later, with another phone: the page offers its own booking's.
  await getDb()
    .insert(bookings)
    .values({
      bookingId: `ETF-${Date.now() + 1}-1`,
      customerName: "Asha Rao",
      email: client.email,
      phone: "+91 90000 54321",
    });
  const page = await openBooking(client.bookingId, client.cookie);
  expect(page.body).toMatchObject({ whatsapp: { optedIn: null, suggested: "+91 70000 12345" } });

  const unticked = await postBooking(
    client.bookingId,
    { intent: "whatsapp-opt-in", number: "70000 12345" },
    client.cookie,
  );
  expect(unticked.status).toBe(400);
  expect(unticked.body).toMatchObject({ whatsapp: true, result: { error: { agree: [WHATSAPP_TICK_MESSAGE] } } });
  expect(await whatsappOf(client.email)).toEqual([]);

  const optedIn = await postBooking(
    client.bookingId,
    { intent: "whatsapp-opt-in", number: "70000 12345", agree: "on" },
    client.cookie,
  );
  expect(optedIn).toMatchObject({ status: 302, location: `/bookings/${client.bookingId}#whatsapp` });
  expect(await whatsappOf(client.email)).toEqual([
    expect.objectContaining({ subject: "917000012345", withdrawn: false }),
  ]);
  expect((await openBooking(client.bookingId, client.cookie)).body).toMatchObject({
    whatsapp: { optedIn: "+91 70000 12345" },
  });

  const stopped = await postBooking(client.bookingId, { intent: "whatsapp-stop" }, client.cookie);
  expect(stopped).toMatchObject({ status: 302, location: `/bookings/${client.bookingId}#whatsapp` });
  expect(await whatsappOf(client.email)).toEqual([expect.objectContaining({ withdrawn: true })]);
});

test("on someone else's booking page, or signed out, the card's forms change nothing", async () => {
  const owner = await newClient();
  const stranger = await newClient();
  const optIn = { intent: "whatsapp-opt-in", number: "98765 43210", agree: "on" };
  expect((await postBooking(owner.bookingId, optIn, stranger.cookie)).status).toBe(404);
  expect((await postBooking(owner.bookingId, optIn)).status).toBe(404);
  expect(await whatsappOf(owner.email)).toEqual([]);
  expect(await whatsappOf(stranger.email)).toEqual([]);

  await postBooking(owner.bookingId, optIn, owner.cookie);
  expect((await postBooking(owner.bookingId, { intent: "whatsapp-stop" }, stranger.cookie)).status).toBe(404);
  expect(await whatsappOf(owner.email)).toEqual([expect.objectContaining({ withdrawn: false })]);
  // The stranger's own stop (on their dashboard) is theirs alone.
  expect(await postDashboard(stranger.cookie, { intent: "whatsapp-stop" })).toMatchObject({ status: 302 });
  expect(await whatsappOf(owner.email)).toEqual([expect.objectContaining({ withdrawn: false })]);
});
