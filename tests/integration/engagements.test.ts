// Engagements (issue 37, items 2 and 6): staff add, pause, resume and end
// them on the client's page and turn a booking into one; the client keeps a
// booked option every period, sees their regular work and asks to pause or
// stop. Each action through its route, as the browser posts it.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { registerUser } from "#app/accounts/accounts.server.ts";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { createBooking } from "#app/bookings/bookings.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookingRequests, bookings, engagements, user } from "#app/db/schema.ts";
import { getKeepFilingOffer } from "#app/engagements/client-engagements.server.ts";
import { getPeriodOn } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { runDueJobs } from "#app/jobs/jobs.server.ts";
import * as staffBooking from "#app/routes/admin-booking.tsx";
import * as clientPage from "#app/routes/admin-client.tsx";
import * as clientBooking from "#app/routes/client-booking.tsx";
import * as dashboard from "#app/routes/user-dashboard.tsx";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient, signInCookie } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie: string;
let adminId: string;
let clientCookie: string;
let clientEmail: string;
let clientUserId: string;
let clientId: number;
let bookingId: string;
beforeAll(async () => {
  ({ adminCookie, adminId, clientCookie, clientEmail } = await signInAdminAndClient());
  const [account] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, clientEmail));
  clientUserId = account?.id ?? "";
  ({ bookingId } = await book(clientEmail, clientUserId));
  clientId = (await clientOf(bookingId)) as number;
});

const MONTHLY_GST = { serviceId: "gst-filing", optionId: "monthly_gst", title: "GST Filing – Monthly", charge: 500 };
const book = (email: string, userId: string | null, item = MONTHLY_GST) =>
  createBooking({
    customerName: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    instructions: "",
    items: [{ ...item, quantity: 1 }],
    files: [],
    userId,
  });
const clientOf = async (id: string) =>
  (await getDb().select({ clientId: bookings.clientId }).from(bookings).where(eq(bookings.bookingId, id)))[0]?.clientId;
const said = (body: unknown) => JSON.stringify(body);
const today = () => getTodayInIndia();

const staffPost = (form: Record<string, string>, client = clientId) =>
  settle(
    callRoute(clientPage.action, `/admin-clients/${client}`, {
      cookie: adminCookie,
      params: { clientId: String(client) },
      form,
    }),
  );
const add = (fields: Record<string, string>, client = clientId) =>
  staffPost(
    { intent: "add-engagement", price: "", ownerId: "", invoiceWhen: "never", daysBeforeDue: "", ...fields },
    client,
  );
const engagementOf = async (serviceId: string, client = clientId) =>
  (
    await getDb()
      .select()
      .from(engagements)
      .where(and(eq(engagements.clientId, client), eq(engagements.serviceId, serviceId)))
      .orderBy(engagements.id)
  ).at(-1);
const audited = async (
  action: "engagement-added" | "engagement-paused" | "engagement-resumed" | "engagement-ended" | "engagement-asked",
) => (await getDb().select().from(auditEvents).where(eq(auditEvents.action, action))).map((row) => row.target);

test("staff add an engagement from a start period in the past: without the tick, its work begins with the period now running", async () => {
  const added = await add({ serviceId: "tds-quarterly", startPeriod: "2025-q1", price: "1,500", ownerId: adminId });
  expect(added.status).toBe(200);
  expect(said(added.body)).toContain("Engagement added: TDS returns, quarterly (24Q and 26Q)");
  expect(said(added.body)).toContain("already past are not made");
  const row = await engagementOf("tds-quarterly");
  expect(row).toMatchObject({
    startPeriod: "2025-Q1",
    pricePaise: 150_000,
    ownerId: adminId,
    state: "active",
    periodsFrom: getPeriodOn("quarterly", today()),
    createdBy: adminId,
  });
  expect(await audited("engagement-added")).toContainEqual(
    expect.stringContaining(`engagement ${row?.id} tds-quarterly`),
  );
});

test("with the tick, the past periods are made: the work begins with the start period", async () => {
  const added = await add({
    serviceId: "accounting-monthly",
    startPeriod: "2025-06",
    createPast: "on",
    daysBeforeDue: "5",
  });
  expect(added.status).toBe(200);
  expect(said(added.body)).toContain("already past are made too");
  expect(await engagementOf("accounting-monthly")).toMatchObject({ periodsFrom: null, daysBeforeDue: 5 });
  // The period sweep, queued with it, makes their work now: one work item per period from June 2025.
  expect(await runDueJobs("engagement-periods")).toMatchObject({ failed: 0 });
  const made = await getDb()
    .select({ period: bookings.period })
    .from(bookings)
    .where(eq(bookings.engagementId, (await engagementOf("accounting-monthly"))?.id ?? 0))
    .orderBy(bookings.period);
  expect(made[0]?.period).toBe("2025-06");
  expect(made.map((row) => row.period)).toContain("2026-01");
  // The TDS engagement above, past periods not ticked, has none of them.
  const tds = await getDb()
    .select({ period: bookings.period })
    .from(bookings)
    .where(eq(bookings.engagementId, (await engagementOf("tds-quarterly"))?.id ?? 0));
  expect(tds.filter((row) => (row.period ?? "") < getPeriodOn("quarterly", today()))).toEqual([]);
});

test("a second running engagement of one service is refused with a message, never a 500; wrong input is said beside its field", async () => {
  expect((await add({ serviceId: "gst-monthly", startPeriod: "2030-04" })).status).toBe(200);
  const again = await add({ serviceId: "gst-monthly", startPeriod: "2030-05" });
  expect(again.status).toBe(409);
  expect(said(again.body)).toContain(
    "This client already has GST returns, monthly (GSTR-1 and GSTR-3B) running. End that engagement first to start it again.",
  );
  const period = await add({ serviceId: "gst-quarterly", startPeriod: "2026-10" });
  expect(period.status).toBe(400);
  expect(said(period.body)).toContain(
    "Please enter the start period as a quarter of the financial year such as 2026-Q1 (April to June 2026).",
  );
  const owner = await add({ serviceId: "gst-quarterly", startPeriod: "2030-Q1", ownerId: clientUserId });
  expect(owner.status).toBe(400);
  expect(said(owner.body)).toContain("Please choose one of the firm's admins.");
  const price = await add({ serviceId: "gst-quarterly", startPeriod: "2030-Q1", price: "five hundred" });
  expect(price.status).toBe(400);
  expect(await engagementOf("gst-quarterly")).toBeUndefined();
});

test("pause needs a reason; pause, resume and end are kept with who, when and why, audited, and shown on the page", async () => {
  const row = await engagementOf("gst-monthly");
  const id = String(row?.id);
  const noReason = await staffPost({ intent: "pause-engagement", engagementId: id, reason: "" });
  expect(noReason.status).toBe(400);
  expect((await engagementOf("gst-monthly"))?.state).toBe("active");

  expect(
    (await staffPost({ intent: "pause-engagement", engagementId: id, reason: "Client away till March" })).status,
  ).toBe(200);
  expect(await engagementOf("gst-monthly")).toMatchObject({
    state: "paused",
    stateChangedBy: adminId,
    stateReason: "Client away till March",
  });
  const page = {
    body: await callRoute(clientPage.loader, `/admin-clients/${clientId}`, {
      cookie: adminCookie,
      params: { clientId: String(clientId) },
    }),
  };
  expect(said(page.body)).toMatch(/Paused by Firm Admin on [^"]+: Client away till March/);
  expect(await audited("engagement-paused")).toContainEqual(expect.stringContaining("Reason: Client away till March"));

  // A paused engagement cannot be paused again.
  expect((await staffPost({ intent: "pause-engagement", engagementId: id, reason: "again" })).status).toBe(409);

  expect((await staffPost({ intent: "resume-engagement", engagementId: id, reason: "" })).status).toBe(200);
  // Its start (April 2030) is later than any period now: the work starts there still.
  expect(await engagementOf("gst-monthly")).toMatchObject({ state: "active", periodsFrom: "2030-04" });
  expect(await audited("engagement-resumed")).toContainEqual(expect.stringContaining(`engagement ${id} gst-monthly`));
  const resumedPage = await callRoute(clientPage.loader, `/admin-clients/${clientId}`, {
    cookie: adminCookie,
    params: { clientId: String(clientId) },
  });
  expect(said(resumedPage)).toMatch(/Resumed by Firm Admin on /);

  expect(
    (await staffPost({ intent: "end-engagement", engagementId: id, reason: "Moved to another firm" })).status,
  ).toBe(200);
  expect(await engagementOf("gst-monthly")).toMatchObject({ state: "ended", stateReason: "Moved to another firm" });
  // Ended, the service may run again.
  expect((await add({ serviceId: "gst-monthly", startPeriod: "2030-06" })).status).toBe(200);
});

test("resuming skips the periods whose work came while paused", async () => {
  const row = await engagementOf("tds-quarterly");
  await getDb()
    .update(engagements)
    .set({ periodsFrom: "2025-Q1" })
    .where(eq(engagements.id, row?.id ?? 0));
  const id = String(row?.id);
  await staffPost({ intent: "pause-engagement", engagementId: id, reason: "Paused" });
  await staffPost({ intent: "resume-engagement", engagementId: id, reason: "" });
  const resumed = await engagementOf("tds-quarterly");
  // A quarter's work appears the day after it ends: the quarter now running is the next to appear.
  expect(resumed?.periodsFrom).toBe(getPeriodOn("quarterly", today()));
});

test("staff act only on this client's engagements, and only staff", async () => {
  const other = await book(`other-${randomUUID()}@example.com`, null);
  const otherClient = (await clientOf(other.bookingId)) as number;
  expect((await add({ serviceId: "itr-yearly", startPeriod: "2030-31" }, otherClient)).status).toBe(200);
  const theirs = await engagementOf("itr-yearly", otherClient);
  // The other client's engagement, posted to this client's page: not found, unchanged.
  const crossed = await staffPost({ intent: "end-engagement", engagementId: String(theirs?.id), reason: "x" });
  expect(crossed.status).toBe(404);
  expect((await engagementOf("itr-yearly", otherClient))?.state).toBe("active");
  // A client posting to the staff page is sent to sign in.
  const asClient = await settle(
    callRoute(clientPage.action, `/admin-clients/${otherClient}`, {
      cookie: clientCookie,
      params: { clientId: String(otherClient) },
      form: { intent: "end-engagement", engagementId: String(theirs?.id), reason: "x" },
    }),
  );
  expect(asClient.status).toBe(302);
  expect(asClient.location).toContain("/login");
  expect((await engagementOf("itr-yearly", otherClient))?.state).toBe("active");
});

const clientPost = (form: Record<string, string>, cookie = clientCookie) =>
  settle(callRoute(dashboard.action, "/user-dashboard", { cookie, form }));

test("the client asks to pause their engagement; staff see it and confirm, which pauses it with the client's reason", async () => {
  const row = await engagementOf("accounting-monthly");
  const asked = await clientPost({
    intent: "ask-engagement",
    engagementId: String(row?.id),
    ask: "pause",
    reason: "Shop shut for two months",
  });
  expect(asked.status).toBe(200);
  expect(said(asked.body)).toContain("We have your request to pause Accounts, monthly.");
  expect(await engagementOf("accounting-monthly")).toMatchObject({
    state: "active",
    clientAsks: "pause",
    clientAskReason: "Shop shut for two months",
  });
  expect(await audited("engagement-asked")).toContainEqual(expect.stringContaining("the client asks to pause"));

  const page = {
    body: await callRoute(clientPage.loader, `/admin-clients/${clientId}`, {
      cookie: adminCookie,
      params: { clientId: String(clientId) },
    }),
  };
  expect(said(page.body)).toContain("The client asks to pause: Shop shut for two months");
  const board = { body: await callRoute(dashboard.loader, "/user-dashboard", { cookie: clientCookie }) };
  expect(said(board.body)).toContain("You asked us to pause this on");

  expect((await staffPost({ intent: "confirm-ask", engagementId: String(row?.id) })).status).toBe(200);
  expect(await engagementOf("accounting-monthly")).toMatchObject({
    state: "paused",
    clientAsks: null,
    stateReason: "At the client's request: Shop shut for two months",
  });

  // Asked to stop, and declined: nothing changes but the request goes.
  await clientPost({ intent: "ask-engagement", engagementId: String(row?.id), ask: "end", reason: "" });
  expect((await engagementOf("accounting-monthly"))?.clientAsks).toBe("end");
  expect((await staffPost({ intent: "decline-ask", engagementId: String(row?.id) })).status).toBe(200);
  expect(await engagementOf("accounting-monthly")).toMatchObject({ state: "paused", clientAsks: null });
});

test("a client cannot ask about another client's engagement", async () => {
  const otherEmail = `other-client-${randomUUID()}@example.com`;
  await registerUser({
    name: "Ravi",
    email: otherEmail,
    phone: "+91 90000 00000",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, otherEmail));
  const otherCookie = await signInCookie(otherEmail, "Secret1");
  const mine = await engagementOf("tds-quarterly");
  const refused = await clientPost(
    { intent: "ask-engagement", engagementId: String(mine?.id), ask: "end", reason: "" },
    otherCookie,
  );
  expect(refused.status).toBe(404);
  expect((await engagementOf("tds-quarterly"))?.clientAsks).toBeNull();
  // Nor see it on their dashboard.
  const board = { body: await callRoute(dashboard.loader, "/user-dashboard", { cookie: otherCookie }) };
  expect(said(board.body)).not.toContain("TDS returns");
});

test("the client keeps a booked monthly option: offered on their booking page, yes only with its own tick, from the next period, owner unassigned", async () => {
  const email = `keeper-${randomUUID()}@example.com`;
  await registerUser({ name: "Meera", email, phone: "+91 90000 00001", password: "Secret1", headers: new Headers() });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const cookie = await signInCookie(email, "Secret1");
  const [account] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  const booked = await book(email, account?.id ?? null);
  const keeper = (await clientOf(booked.bookingId)) as number;

  const page = await settle(
    callRoute(clientBooking.loader, `/bookings/${booked.bookingId}`, {
      cookie,
      params: { bookingId: booked.bookingId },
    }),
  );
  expect(said(page.body)).toContain("Keep filing every month");
  // A guest is offered it to sign in for; someone else's booking offers nothing.
  expect((await getKeepFilingOffer(booked.bookingId, null))?.signedIn).toBe(false);
  const stranger = await clientPost({ intent: "keep-filing", bookingId: booked.bookingId, consent: "on" });
  expect(stranger.status).toBe(409);

  // Odd input is refused before it reaches the database.
  expect((await clientPost({ intent: "keep-filing", bookingId: "ETF-1\u0000", consent: "on" }, cookie)).status).toBe(
    400,
  );
  const unticked = await clientPost({ intent: "keep-filing", bookingId: booked.bookingId }, cookie);
  expect(unticked.status).toBe(400);
  expect(said(unticked.body)).toContain("Please tick the box to say yes: nothing is set up without it.");
  expect(await engagementOf("gst-monthly", keeper)).toBeUndefined();

  const yes = await clientPost({ intent: "keep-filing", bookingId: booked.bookingId, consent: "on" }, cookie);
  expect(yes.status).toBe(302);
  expect(yes.location).toBe("/user-dashboard#regular-work");
  expect(await engagementOf("gst-monthly", keeper)).toMatchObject({
    startPeriod: getPeriodOn("monthly", today()),
    pricePaise: 50_000,
    ownerId: null,
    state: "active",
    fromBookingId: booked.bookingId,
    createdBy: account?.id,
  });
  expect(await audited("engagement-added")).toContainEqual(
    expect.stringContaining(`the client's yes on booking ${booked.bookingId}`),
  );
  // Kept already: no offer, and a second yes adds nothing.
  expect(await getKeepFilingOffer(booked.bookingId, await sessionOf(cookie))).toBeNull();
  expect((await clientPost({ intent: "keep-filing", bookingId: booked.bookingId, consent: "on" }, cookie)).status).toBe(
    409,
  );

  // The dashboard lists it, and its period's work once the queue made it.
  const engagement = await engagementOf("gst-monthly", keeper);
  const work = await book(email, account?.id ?? null);
  await getDb()
    .update(bookings)
    .set({ engagementId: engagement?.id, period: "2026-10", stage: "Documents requested" })
    .where(eq(bookings.bookingId, work.bookingId));
  // The firm's request for the period's documents, and by when.
  await getDb()
    .insert(bookingRequests)
    .values({ bookingId: work.bookingId, label: "Sales invoices for October 2026", dueOn: "2026-11-06" });
  const board = { body: await callRoute(dashboard.loader, "/user-dashboard", { cookie }) };
  expect(said(board.body)).toContain('"period":"October 2026"');
  expect(said(board.body)).toContain('"documentsBy":"6 Nov 2026"');
  expect(said(board.body)).toContain("We need documents from you before we can start.");
  expect(said(board.body)).toContain("GSTR-1 for October 2026 is due on");
  expect(said(board.body)).toContain(`/bookings/${work.bookingId}#send-heading`);
});

test("staff turn a booking into an engagement from its page: filled in with its service, price and next period", async () => {
  const email = `walk-in-${randomUUID()}@example.com`;
  const booked = await book(email, null, {
    serviceId: "gst-filing",
    optionId: "quarterly_gst",
    title: "GST Filing – Quarterly",
    charge: 1200,
  });
  const page = await settle(
    callRoute(staffBooking.loader, `/admin-dashboard/${booked.bookingId}`, {
      cookie: adminCookie,
      params: { bookingId: booked.bookingId },
    }),
  );
  const keep = (page.body as { keep: { clientId: number; prefill: Record<string, string> } | null }).keep;
  expect(keep?.prefill).toEqual({
    serviceId: "gst-quarterly",
    startPeriod: getPeriodOn("quarterly", today()),
    price: "1200",
    fromBookingId: booked.bookingId,
  });
  const added = await add({ ...keep?.prefill }, keep?.clientId);
  expect(added.status).toBe(200);
  expect(await engagementOf("gst-quarterly", keep?.clientId)).toMatchObject({ fromBookingId: booked.bookingId });
  // A booking of another client cannot be named as where it came from.
  expect((await add({ serviceId: "itr-yearly", startPeriod: "2030-31", fromBookingId: booked.bookingId })).status).toBe(
    400,
  );
});

async function sessionOf(cookie: string) {
  const found = await getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  if (!found) throw new Error("not signed in");
  return found;
}
