// Issue 36, item 2 (the rest): staff mark a checklist line not applicable or
// received on paper, with who and when, and undo it; a request carries a
// note for the client; the client answers a requested document "I don't
// have this", and staff are told. Every count that reads the checklist
// agrees, and the server checks who may do what.
import { and, eq, inArray, like } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { countBookingViews } from "#app/admin/lists.server.ts";
import { findClientBooking } from "#app/bookings/booking-page.server.ts";
import { getClientBookings } from "#app/bookings/client-bookings.server.ts";
import { sendReminderNow } from "#app/bookings/reminders.server.ts";
import { getPendingLines } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookingLineMarks, bookingMessages, bookingRequests, bookings, outbox } from "#app/db/schema.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import { action as staffAction, loader as staffLoader } from "#app/routes/admin-booking.tsx";
import { action as clientAction } from "#app/routes/client-booking.tsx";
import { getFirmInbox } from "#app/site.server.ts";
import { insertBooking, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

/** The admin and the client of these tests, signed in. */
let people: Awaited<ReturnType<typeof signInAdminAndClient>>;
beforeAll(async () => {
  people = await signInAdminAndClient();
});

const staffPost = (bookingId: string, form: Record<string, string>, cookie = people.adminCookie) =>
  settle(callRoute(staffAction, `/admin-dashboard/${bookingId}`, { cookie, params: { bookingId }, form }));
const clientPost = (bookingId: string, form: Record<string, string>, cookie = people.clientCookie) =>
  settle(callRoute(clientAction, `/bookings/${bookingId}`, { cookie, params: { bookingId }, form }));

type StaffLine = {
  id: string;
  name: string;
  requestId: number | null;
  note: string | null;
  needed: boolean;
  missing: { at: string; reason: string } | null;
  mark: { state: string; by: string; at: string; day: string } | null;
};
async function staffPage(bookingId: string) {
  const page = await settle(
    callRoute(staffLoader, `/admin-dashboard/${bookingId}`, { cookie: people.adminCookie, params: { bookingId } }),
  );
  return (page.body as { booking: { stillNeeded: number; checklist: { items: StaffLine[] }[] } }).booking;
}
const lineOf = (checklist: { items: StaffLine[] }[], id: string) =>
  checklist.flatMap((group) => group.items).find((line) => line.id === id);
const audited = async (bookingId: string) =>
  (
    await getDb()
      .select({ action: auditEvents.action, target: auditEvents.target })
      .from(auditEvents)
      .where(like(auditEvents.target, `${bookingId}: %`))
      .orderBy(auditEvents.id)
  ).map((event) => event.action);
const neededOnDashboard = async (email: string, bookingId: string) =>
  (await getClientBookings(email)).find((booking) => booking.bookingId === bookingId)?.neededCount;

/** Another signed-in client (the admin that comes with it goes unused). */
async function otherClient() {
  const { clientCookie: cookie, clientEmail: email } = await signInAdminAndClient();
  return { email, cookie };
}

test("staff mark a line not applicable, then received on paper, then undo: every count follows, with who and when, audited", async () => {
  const { bookingId } = await insertBooking({ email: people.clientEmail });
  const before = await findClientBooking(bookingId, people.clientEmail);
  const startNeeded = before?.stillNeeded ?? 0;
  expect(startNeeded).toBeGreaterThan(0);
  expect(await getPendingLines(getDb(), bookingId)).toContain("GSTIN and GST portal access");

  const marked = await staffPost(bookingId, {
    intent: "mark-line",
    lineId: "gst-portal-access",
    state: "not-applicable",
  });
  expect(marked.status).toBe(200);
  expect(JSON.stringify(marked.body)).toContain("Marked not applicable.");
  // The client's page: one fewer needed, the line's state without who at the firm marked it.
  const client = await findClientBooking(bookingId, people.clientEmail);
  expect(client?.stillNeeded).toBe(startNeeded - 1);
  const clientLine = client?.checklist.flatMap((group) => group.items).find((line) => line.id === "gst-portal-access");
  expect(clientLine?.mark).toEqual({ state: "not-applicable", day: formatDay(getTodayInIndia()) });
  expect(clientLine?.needed).toBe(false);
  expect(JSON.stringify(client)).not.toContain("admin-");
  // The staff's page, the dashboard, the reminders' list.
  const staff = await staffPage(bookingId);
  expect(staff.stillNeeded).toBe(startNeeded - 1);
  expect(lineOf(staff.checklist, "gst-portal-access")?.mark).toMatchObject({
    state: "not-applicable",
    by: expect.stringMatching(/^admin-.*@example\.com$/),
  });
  expect(await neededOnDashboard(people.clientEmail, bookingId)).toBe(startNeeded - 1);
  expect(await getPendingLines(getDb(), bookingId)).not.toContain("GSTIN and GST portal access");

  // Marked again, received on paper: the mark is replaced, not doubled.
  expect(
    (await staffPost(bookingId, { intent: "mark-line", lineId: "gst-portal-access", state: "on-paper" })).status,
  ).toBe(200);
  const marks = await getDb().select().from(bookingLineMarks).where(eq(bookingLineMarks.bookingId, bookingId));
  expect(marks).toHaveLength(1);
  expect(marks[0]).toMatchObject({ state: "on-paper", byId: people.adminId });

  // Undo: needed again everywhere; the audit trail keeps the marks and the undo.
  const undone = await staffPost(bookingId, { intent: "unmark-line", lineId: "gst-portal-access" });
  expect(undone.status).toBe(200);
  expect((await findClientBooking(bookingId, people.clientEmail))?.stillNeeded).toBe(startNeeded);
  expect(await neededOnDashboard(people.clientEmail, bookingId)).toBe(startNeeded);
  expect(await getPendingLines(getDb(), bookingId)).toContain("GSTIN and GST portal access");
  expect(await audited(bookingId)).toEqual(["line-marked", "line-marked", "line-unmarked"]);
  // Nothing left to undo.
  expect((await staffPost(bookingId, { intent: "unmark-line", lineId: "gst-portal-access" })).status).toBe(400);
});

test("a mark is refused for a line not on the booking, a forged state, a client, and a closed booking: nothing changes", async () => {
  const { bookingId } = await insertBooking({ email: people.clientEmail });
  const { bookingId: otherId } = await insertBooking();
  await staffPost(otherId, { intent: "request", labels: "Rent receipts", dueOn: "" });
  const [otherRequest] = await getDb()
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.bookingId, otherId));

  const unknown = await staffPost(bookingId, { intent: "mark-line", lineId: "form-16", state: "on-paper" });
  expect(unknown.status).toBe(400);
  expect(JSON.stringify(unknown.body)).toContain("That line is not on this booking's checklist.");
  // Another booking's request is not this booking's line.
  const foreign = await staffPost(bookingId, {
    intent: "mark-line",
    lineId: `request-${otherRequest?.id}`,
    state: "not-applicable",
  });
  expect(foreign.status).toBe(400);
  expect((await staffPost(bookingId, { intent: "mark-line", lineId: "gst-portal-access", state: "lost" })).status).toBe(
    400,
  );
  // A client (even the booking's own) is no admin: sent to sign in.
  const asClient = await staffPost(
    bookingId,
    { intent: "mark-line", lineId: "gst-portal-access", state: "not-applicable" },
    people.clientCookie,
  );
  expect(asClient.location).toMatch(/^\/login/);
  expect((await staffPost(bookingId, { intent: "unmark-line", lineId: "x" }, people.clientCookie)).location).toMatch(
    /^\/login/,
  );
  await getDb().update(bookings).set({ status: "Closed" }).where(eq(bookings.bookingId, bookingId));
  const closed = await staffPost(bookingId, { intent: "mark-line", lineId: "gst-portal-access", state: "on-paper" });
  expect(closed.status).toBe(409);
  expect(await getDb().select().from(bookingLineMarks).where(eq(bookingLineMarks.bookingId, bookingId))).toEqual([]);
  expect(await audited(bookingId)).toEqual([]);
});

test("a request's line marked received on paper answers it: no reminder owed, Documents received needs no confirmation", async () => {
  const { bookingId } = await insertBooking({ email: people.clientEmail });
  // The checklist's own lines first, so only the request is pending.
  for (const lineId of ["gst-portal-access", "sales-invoices", "purchase-invoices"]) {
    await staffPost(bookingId, { intent: "mark-line", lineId, state: "on-paper" });
  }
  await staffPost(bookingId, { intent: "request", labels: "Rent receipts", dueOn: "" });
  const [request] = await getDb()
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.bookingId, bookingId));
  const [{ version } = { version: 0 }] = await getDb()
    .select({ version: bookings.version })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  const move = { intent: "stage", stage: "Documents received", version: String(version) };
  expect((await staffPost(bookingId, move)).status).toBe(409);

  expect(
    (await staffPost(bookingId, { intent: "mark-line", lineId: `request-${request?.id}`, state: "on-paper" })).status,
  ).toBe(200);
  expect((await findClientBooking(bookingId, people.clientEmail))?.stillNeeded).toBe(0);
  expect(await sendReminderNow(bookingId)).toBe("nothing");
  expect((await staffPost(bookingId, move)).status).toBe(200);
});

test("a request carries the firm's note: under the line on the client's page and in the email; an overlong one is refused", async () => {
  const { bookingId } = await insertBooking({ email: people.clientEmail });
  const asked = await staffPost(bookingId, {
    intent: "request",
    labels: "Rent receipts",
    dueOn: "",
    note: "Both flats, April to March",
  });
  expect(asked.status).toBe(200);
  const line = (await findClientBooking(bookingId, people.clientEmail))?.checklist[0]?.items[0];
  expect(line).toMatchObject({ name: "Rent receipts", note: "Both flats, April to March" });
  const [mail] = await getDb()
    .select({ text: outbox.text })
    .from(outbox)
    .where(
      and(
        eq(outbox.to, people.clientEmail),
        eq(outbox.subject, (await subjectFor(bookingId))(`Documents needed for booking ${bookingId}`)),
      ),
    );
  expect(mail?.text).toContain("- Rent receipts: Both flats, April to March");

  const long = await staffPost(bookingId, { intent: "request", labels: "Form 16", dueOn: "", note: "x".repeat(301) });
  expect(long.status).toBe(400);
  expect(JSON.stringify(long.body)).toContain("Please keep the note under 300 characters.");
  expect(await getDb().select().from(bookingRequests).where(eq(bookingRequests.bookingId, bookingId))).toHaveLength(1);
});

test("the client answers a request 'I don't have this': the firm is told, the booking shows as responded, staff ask again or close it", async () => {
  const { bookingId } = await insertBooking({ email: people.clientEmail });
  await staffPost(bookingId, { intent: "request", labels: "Rent receipts", dueOn: "" });
  const [request] = await getDb()
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.bookingId, bookingId));
  const requestId = String(request?.id);
  // The firm opened the booking after asking: nothing unread yet.
  await staffPage(bookingId);
  const respondedBefore = (await countBookingViews(people.adminId)).responded;
  const neededBefore = (await findClientBooking(bookingId, people.clientEmail))?.stillNeeded ?? 0;
  const firmMailsBefore = (await getDb().select().from(outbox).where(eq(outbox.to, getFirmInbox()))).length;
  const clientMailsBefore = (await getDb().select().from(outbox).where(eq(outbox.to, people.clientEmail))).length;

  const answered = await clientPost(bookingId, { intent: "missing", requestId, reason: "The landlord gave none." });
  expect(answered.status).toBe(200);
  expect(answered.body).toMatchObject({ requestId: Number(requestId) });
  const client = await findClientBooking(bookingId, people.clientEmail);
  const line = client?.checklist[0]?.items[0];
  expect(line?.missing).toMatchObject({ reason: "The landlord gave none." });
  expect(line?.needed).toBe(false);
  expect(client?.stillNeeded).toBe(neededBefore - 1);
  // Told the firm the way a client's message is: on the thread, in the firm's inbox, as a response.
  const messages = await getDb()
    .select({ author: bookingMessages.author, body: bookingMessages.body })
    .from(bookingMessages)
    .where(eq(bookingMessages.bookingId, bookingId));
  expect(messages).toEqual([{ author: "client", body: "I don't have this: Rent receipts.\nThe landlord gave none." }]);
  const firmMails = await getDb()
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, getFirmInbox()));
  expect(firmMails).toHaveLength(firmMailsBefore + 1);
  const subject = await subjectFor(bookingId);
  expect(firmMails.at(-1)?.subject).toBe(subject(`Message from the client of booking ${bookingId}`));
  expect(firmMails.at(-1)?.text).toContain("The landlord gave none.");
  expect((await countBookingViews(people.adminId)).responded).toBe(respondedBefore + 1);
  // The client is not mailed about their own answer (nothing joins their booking's digest).
  expect(await getDb().select().from(outbox).where(eq(outbox.to, people.clientEmail))).toHaveLength(clientMailsBefore);
  // Staff read it with the request, and the stage move names it.
  const staff = await staffPage(bookingId);
  expect(lineOf(staff.checklist, `request-${requestId}`)?.missing?.reason).toBe("The landlord gave none.");
  const [{ version } = { version: 0 }] = await getDb()
    .select({ version: bookings.version })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  const move = await staffPost(bookingId, { intent: "stage", stage: "Documents received", version: String(version) });
  expect(JSON.stringify(move.body)).toContain("Rent receipts (the client does not have it)");

  // Answered once: a second answer is refused.
  expect((await clientPost(bookingId, { intent: "missing", requestId, reason: "" })).status).toBe(409);

  // Staff ask again: the answer goes, the line is needed again, the client is emailed (held for the digest).
  const clientMails = async () =>
    (await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, people.clientEmail))).filter(
      (mail) => mail.subject === subject(`Documents needed for booking ${bookingId}`),
    ).length;
  const mailsBefore = await clientMails();
  expect((await staffPost(bookingId, { intent: "ask-again", requestId })).status).toBe(200);
  expect(await clientMails()).toBe(mailsBefore + 1);
  expect((await findClientBooking(bookingId, people.clientEmail))?.checklist[0]?.items[0]?.missing).toBeNull();
  expect((await findClientBooking(bookingId, people.clientEmail))?.stillNeeded).toBe(neededBefore);
  // Nothing to ask again for now.
  expect((await staffPost(bookingId, { intent: "ask-again", requestId })).status).toBe(400);
  expect(await audited(bookingId)).toContain("request-asked-again");
  // A client cannot ask again for themselves.
  expect((await staffPost(bookingId, { intent: "ask-again", requestId }, people.clientCookie)).location).toMatch(
    /^\/login/,
  );
});

test("a client may answer only their own booking's open requests; a bad reason is refused; nothing changes", async () => {
  const { bookingId } = await insertBooking({ email: people.clientEmail });
  const stranger = await otherClient();
  const { bookingId: strangersBooking } = await insertBooking({ email: stranger.email });
  await staffPost(strangersBooking, { intent: "request", labels: "Rent receipts", dueOn: "" });
  await staffPost(bookingId, { intent: "request", labels: "Form 16", dueOn: "" });
  const requests = await getDb()
    .select({ id: bookingRequests.id, bookingId: bookingRequests.bookingId })
    .from(bookingRequests);
  const theirs = String(requests.find((row) => row.bookingId === strangersBooking)?.id);
  const mine = String(requests.find((row) => row.bookingId === bookingId)?.id);

  // Another booking's request, through the client's own booking: refused.
  const foreign = await clientPost(bookingId, { intent: "missing", requestId: theirs, reason: "" });
  expect(foreign.status).toBe(409);
  expect(JSON.stringify(foreign.body)).toContain("We are not waiting for that document now.");
  // Someone else's booking: the same 404 as its page.
  expect((await clientPost(strangersBooking, { intent: "missing", requestId: theirs, reason: "" })).status).toBe(404);
  // The stranger may not answer this client's request either.
  expect(
    (await clientPost(bookingId, { intent: "missing", requestId: mine, reason: "" }, stranger.cookie)).status,
  ).toBe(404);
  // An overlong reason, a request id that is no number.
  const long = await clientPost(bookingId, { intent: "missing", requestId: mine, reason: "x".repeat(301) });
  expect(long.status).toBe(400);
  expect(JSON.stringify(long.body)).toContain("Please keep the reason under 300 characters.");
  expect((await clientPost(bookingId, { intent: "missing", requestId: "abc", reason: "" })).status).toBe(400);
  // A closed booking takes no answer.
  await getDb().update(bookings).set({ status: "Closed" }).where(eq(bookings.bookingId, bookingId));
  const closed = await clientPost(bookingId, { intent: "missing", requestId: mine, reason: "" });
  expect(closed.status).toBe(409);
  expect(JSON.stringify(closed.body)).toContain("This booking is closed.");
  await getDb().update(bookings).set({ status: "In Progress" }).where(eq(bookings.bookingId, bookingId));
  // A request closed by staff is not open.
  await staffPost(bookingId, { intent: "not-needed", requestId: mine });
  expect((await clientPost(bookingId, { intent: "missing", requestId: mine, reason: "" })).status).toBe(409);

  const answered = await getDb()
    .select({ missingAt: bookingRequests.missingAt })
    .from(bookingRequests)
    .where(inArray(bookingRequests.bookingId, [bookingId, strangersBooking]));
  expect(answered.every((row) => row.missingAt === null)).toBe(true);
  expect(await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId))).toEqual([]);
  expect(await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, strangersBooking))).toEqual(
    [],
  );
});
