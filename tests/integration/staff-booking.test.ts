// Issue 21 (part): the staff's page of one booking. Admins only; stage
// moves, owner and due date refused when stale; replies, notes and
// documents from the firm, each recorded and mailed as it should be.
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { describeOutcome, moveBookings } from "#app/admin/bulk-actions.server.ts";
import { STALE_MESSAGE } from "#app/admin/staff-booking-schema.ts";
import { findClientBooking } from "#app/bookings/booking-page.server.ts";
import { moveStage } from "#app/bookings/booking-work.server.ts";
import { decideChallan, recordChallan } from "#app/challans/challans.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookingNotes, bookingRequests, bookings, outbox, uploads } from "#app/db/schema.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { action, loader } from "#app/routes/admin-booking.tsx";
import { insertBooking, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie: string;
let clientCookie: string;
let adminId: string;
let clientEmail: string;
beforeAll(async () => {
  ({ adminCookie, clientCookie, adminId, clientEmail } = await signInAdminAndClient());
});

const post = (bookingId: string, form: Record<string, string>, cookie = adminCookie) =>
  settle(callRoute(action, `/admin-dashboard/${bookingId}`, { cookie, params: { bookingId }, form }));
/** A reminder's subject: the booking's reference, then 'Reminder:'. */
const isReminder = (subject: string) => /^\[ETF-\d{3}-\d{3}-\d{3}\] Reminder:/.test(subject);
const mailsTo = (email: string) => getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, email));

test("only admins open a booking's staff page; an unknown id is a 404", async () => {
  const { bookingId } = await insertBooking();
  const open = (cookie?: string, id = bookingId) =>
    settle(callRoute(loader, `/admin-dashboard/${id}`, { cookie, params: { bookingId: id } }));
  expect((await open()).location).toMatch(/^\/login/);
  expect((await open(clientCookie)).location).toMatch(/^\/login/);
  expect((await post(bookingId, { intent: "note", body: "x" }, clientCookie)).location).toMatch(/^\/login/);
  expect(await getDb().select().from(bookingNotes).where(eq(bookingNotes.bookingId, bookingId))).toEqual([]);
  const page = await open(adminCookie);
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({ booking: { bookingId, stage: "Booked", version: 0, ownerId: null } });
  expect((await open(adminCookie, "ETF-0000000000000-1")).status).toBe(404);
});

test("a stage move is recorded, audited and mailed once; a stale page or a closed booking is refused", async () => {
  const { bookingId, email } = await insertBooking();
  const moved = await post(bookingId, { intent: "stage", stage: "Documents requested", version: "0" });
  expect(moved.status).toBe(200);
  const [row] = await getDb()
    .select({ stage: bookings.stage, version: bookings.version })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(row).toEqual({ stage: "Documents requested", version: 1 });
  const subject = await subjectFor(bookingId);
  expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
    subject(`Booking ${bookingId}: Documents requested`),
  ]);
  const audited = await getDb()
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(like(auditEvents.target, `${bookingId}: %`));
  expect(audited).toEqual([{ action: "booking-stage-changed" }]);

  // A second admin still looking at version 0.
  const stale = await post(bookingId, { intent: "stage", stage: "In preparation", version: "0" });
  expect(stale.status).toBe(409);
  expect(JSON.stringify(stale.body)).toContain(STALE_MESSAGE);
  const unknown = await post(bookingId, { intent: "stage", stage: "Paid", version: "1" });
  expect(unknown.status).toBe(400);

  await getDb().update(bookings).set({ status: "Closed" }).where(eq(bookings.bookingId, bookingId));
  const closed = await post(bookingId, { intent: "stage", stage: "In preparation", version: "1" });
  expect(closed.status).toBe(409);
  const [after] = await getDb()
    .select({ stage: bookings.stage })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(after?.stage).toBe("Documents requested");
  expect(await mailsTo(email)).toHaveLength(1);
});

test("owner and due date: only an admin can own a booking, dates are checked, a stale edit is refused", async () => {
  const { bookingId } = await insertBooking();
  expect((await post(bookingId, { intent: "plan", ownerId: "not-an-admin", dueOn: "", version: "0" })).status).toBe(
    400,
  );
  const badDate = await post(bookingId, { intent: "plan", ownerId: adminId, dueOn: "1999-02-31", version: "0" });
  expect(badDate.status).toBe(400);
  expect(JSON.stringify(badDate.body)).toContain("Please enter a due date between 2020 and 2100");
  expect((await post(bookingId, { intent: "plan", ownerId: adminId, dueOn: "2027-07-31", version: "0" })).status).toBe(
    200,
  );
  const [row] = await getDb()
    .select({ ownerId: bookings.ownerId, dueOn: bookings.dueOn, version: bookings.version })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(row).toEqual({ ownerId: adminId, dueOn: "2027-07-31", version: 1 });
  expect((await post(bookingId, { intent: "plan", ownerId: "", dueOn: "", version: "0" })).status).toBe(409);
});

test("the staff page says when a booking is overdue or due within 7 days", async () => {
  const open = async (dueOn: string | null) => {
    const { bookingId } = await insertBooking({ dueOn });
    const page = await settle(
      callRoute(loader, `/admin-dashboard/${bookingId}`, { cookie: adminCookie, params: { bookingId } }),
    );
    return (page.body as { booking: { due: unknown } }).booking.due;
  };
  const today = getTodayInIndia();
  const shifted = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  expect(await open(shifted(-1))).toMatchObject({ state: "overdue" });
  expect(await open(shifted(7))).toMatchObject({ state: "soon" });
  expect(await open(shifted(8))).toMatchObject({ state: "later" });
  expect(await open(null)).toBeNull();
});

test("a reply reaches the client's page and mails them; a note never does", async () => {
  const { bookingId, email } = await insertBooking();
  expect((await post(bookingId, { intent: "reply", body: "Please send the GSTR-2B notes." })).status).toBe(200);
  expect((await post(bookingId, { intent: "note", body: "Client pays late; chase in July." })).status).toBe(200);
  expect((await post(bookingId, { intent: "note", body: "   " })).status).toBe(400);
  const clientView = await findClientBooking(bookingId, email);
  expect(clientView?.messages.map((message) => message.body)).toEqual(["Please send the GSTR-2B notes."]);
  expect(JSON.stringify(clientView)).not.toContain("chase in July");
  const subject = await subjectFor(bookingId);
  expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
    subject(`New message about booking ${bookingId}`),
  ]);
  const notes = await getDb()
    .select({ body: bookingNotes.body })
    .from(bookingNotes)
    .where(eq(bookingNotes.bookingId, bookingId));
  expect(notes).toEqual([{ body: "Client pays late; chase in July." }]);
});

test("a document from the firm is stored with its label and the client is mailed; without a label nothing is kept", async () => {
  const { bookingId, email } = await insertBooking();
  const send = async (label: string | null) => {
    const body = new FormData();
    if (label !== null) body.append("label", label);
    body.append("file", new File(["%PDF-1.4\nGSTR-3B filed\n%%EOF\n"], "gstr3b.pdf", { type: "application/pdf" }));
    const request = new Request(`http://localhost/admin-dashboard/${bookingId}`, {
      method: "POST",
      body,
      headers: { Cookie: adminCookie },
    });
    return settle(action({ request, params: { bookingId }, context: { clientAddress: "10.0.0.2" } } as never));
  };
  expect((await send(null)).status).toBe(400);
  expect((await send("   ")).status).toBe(400);
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId))).toEqual([]);
  expect((await send("GSTR-3B filed")).status).toBe(200);
  const stored = await getDb()
    .select({ fileName: uploads.fileName, source: uploads.source, label: uploads.label })
    .from(uploads)
    .where(and(eq(uploads.bookingId, bookingId)));
  expect(stored).toEqual([{ fileName: "gstr3b.pdf", source: "firm", label: "GSTR-3B filed" }]);
  const subject = await subjectFor(bookingId);
  expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
    subject(`A document from us for booking ${bookingId}`),
  ]);
  const clientView = await findClientBooking(bookingId, email);
  expect(clientView?.deliverables.map((file) => file.fileName)).toEqual(["gstr3b.pdf"]);
});

test("the staff's views select what they say, and their counts agree with the lists", async () => {
  const { BOOKINGS, countBookingViews, listPage } = await import("#app/admin/lists.server.ts");
  const { getTodayInIndia } = await import("#app/format-date.ts");
  const before = await countBookingViews(adminId);
  const day = (offset: number) => {
    const date = new Date(`${getTodayInIndia()}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const make = async (set: Partial<typeof bookings.$inferInsert>) => {
    const { bookingId } = await insertBooking();
    await getDb().update(bookings).set(set).where(eq(bookings.bookingId, bookingId));
    return bookingId;
  };
  const mineOverdue = await make({ ownerId: adminId, dueOn: day(-1) });
  const dueSoon = await make({ dueOn: day(3), stage: "Documents requested" });
  const dueLater = await make({ ownerId: adminId, dueOn: day(30), stage: "Sent for your approval" });
  const closedOverdue = await make({ ownerId: adminId, dueOn: day(-5), status: "Closed" });
  const after = await countBookingViews(adminId);
  expect({
    mine: after.mine - before.mine,
    waiting: after.waiting - before.waiting,
    dueWeek: after["due-week"] - before["due-week"],
    overdue: after.overdue - before.overdue,
    unassigned: after.unassigned - before.unassigned,
  }).toEqual({ mine: 2, waiting: 2, dueWeek: 1, overdue: 1, unassigned: 1 });

  const ids = async (view: "mine" | "waiting" | "due-week" | "overdue" | "unassigned") =>
    (await listPage(BOOKINGS, { q: "", page: 1, view, adminId }, 1000)).rows.map((row) => row.bookingId);
  expect(await ids("mine")).toEqual(expect.arrayContaining([mineOverdue, dueLater]));
  expect(await ids("mine")).not.toContain(closedOverdue);
  expect(await ids("overdue")).toContain(mineOverdue);
  expect(await ids("overdue")).not.toContain(closedOverdue);
  expect(await ids("due-week")).toContain(dueSoon);
  expect(await ids("due-week")).not.toContain(dueLater);
  expect(await ids("waiting")).toEqual(expect.arrayContaining([dueSoon, dueLater]));
  expect(await ids("unassigned")).toContain(dueSoon);
  const [overdueRow] = (await listPage(BOOKINGS, { q: mineOverdue, page: 1, view: "all", adminId })).rows;
  expect(overdueRow?.due?.state).toBe("overdue");
});

test("documents asked of the client: one email with all that is pending; filing one ticks it; not needed drops it", async () => {
  // The signed-in client's booking: what they upload is theirs (issue 34.3).
  const email = clientEmail;
  const { bookingId } = await insertBooking({ email });
  const asked = await post(bookingId, {
    intent: "request",
    labels: "Rent receipts April 2026 – March 2027\n\n  Bank statement of the HDFC account  \n",
    dueOn: "2027-01-15",
  });
  expect(asked.status).toBe(200);
  const aboutBooking = async () =>
    (
      await getDb().select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, email))
    ).filter((mail) => mail.subject.includes(bookingId));
  const mails = await aboutBooking();
  const subject = await subjectFor(bookingId);
  expect(mails.map((mail) => mail.subject)).toEqual([subject(`Documents needed for booking ${bookingId}`)]);
  expect(mails[0]?.text).toContain("- Rent receipts April 2026 – March 2027");
  expect(mails[0]?.text).toContain("- Bank statement of the HDFC account");
  expect(mails[0]?.text).toContain("by 15 Jan 2027");

  const before = await findClientBooking(bookingId, email);
  const asking = before?.checklist.find((group) => group.title === "Asked by the firm");
  expect(asking?.items.map((item) => item.name)).toEqual([
    "Rent receipts April 2026 – March 2027",
    "Bank statement of the HDFC account",
  ]);
  const [rent, bank] = asking?.items ?? [];
  expect(before?.filingChoices.map((choice) => choice.value)).toContain(rent?.id);

  // The client files against the rent line: ticked, one fewer needed.
  const body = new FormData();
  body.append("bookingId", bookingId);
  body.append("filedAs", rent?.id ?? "");
  body.append("file", new File(["%PDF-1.4\nrent\n%%EOF\n"], "rent.pdf", { type: "application/pdf" }));
  const { action: uploadAction } = await import("#app/routes/uploads.ts");
  await uploadAction({
    request: new Request("http://localhost/uploads", { method: "POST", body, headers: { Cookie: clientCookie } }),
    params: {},
    context: { clientAddress: "10.0.0.7" },
  } as never);
  const after = await findClientBooking(bookingId, email);
  expect(after?.checklist[0]?.items[0]?.files.map((file) => file.fileName)).toEqual(["rent.pdf"]);
  expect(after?.stillNeeded).toBe((before?.stillNeeded ?? 0) - 1);

  // The bank statement is not needed after all.
  const requestId = Number(bank?.id.replace("request-", ""));
  expect((await post(bookingId, { intent: "not-needed", requestId: String(requestId) })).status).toBe(200);
  const last = await findClientBooking(bookingId, email);
  expect(last?.checklist[0]?.items.map((item) => item.name)).toEqual(["Rent receipts April 2026 – March 2027"]);
  expect(last?.stillNeeded).toBe((before?.stillNeeded ?? 0) - 2);

  // Empty, or too many at once, or a day that does not exist: refused with nothing asked.
  expect((await post(bookingId, { intent: "request", labels: " \n ", dueOn: "" })).status).toBe(400);
  expect((await post(bookingId, { intent: "request", labels: "x", dueOn: "2027-02-31" })).status).toBe(400);
  const many = Array.from({ length: 21 }, (_, index) => `Document ${index}`).join("\n");
  expect((await post(bookingId, { intent: "request", labels: many, dueOn: "" })).status).toBe(400);
  expect(await aboutBooking()).toHaveLength(1);
});

test("reminders go after 2, 5 and 10 days while documents are pending, once each with two sweepers, and stop when nothing is", async () => {
  const { sendDueReminders } = await import("#app/bookings/reminders.server.ts");
  const { moveStage } = await import("#app/bookings/booking-work.server.ts");
  const { getChecklist } = await import("#app/bookings/checklist.server.ts");
  const { sql } = await import("drizzle-orm");
  const { bookingId, email } = await insertBooking();
  const reminders = async () =>
    (await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, email))).filter((mail) =>
      isReminder(mail.subject),
    );
  const waitedDays = (days: number) =>
    getDb()
      .update(bookings)
      .set({ waitingSince: sql`now() - make_interval(days => ${days})` })
      .where(eq(bookings.bookingId, bookingId));
  // Two server processes sweeping at once.
  const sweep = async () =>
    (await Promise.all([sendDueReminders([2, 5, 10]), sendDueReminders([2, 5, 10])])).reduce((a, b) => a + b);

  expect(await moveStage(bookingId, "Documents requested", adminId)).toBe("moved");
  await sweep();
  expect(await reminders()).toHaveLength(0);
  await waitedDays(3);
  await sweep();
  await sweep();
  expect(await reminders()).toHaveLength(1);
  await waitedDays(6);
  await sweep();
  expect(await reminders()).toHaveLength(2);

  // Every required document arrives: the ten-day reminder never goes, and the wait ends.
  const required = getChecklist("gst-filing:monthly_gst").filter((item) => item.required);
  await getDb()
    .insert(uploads)
    .values(
      required.map((item) => ({
        bookingId,
        fileName: `${item.id}.pdf`,
        storageKey: randomUUID().replaceAll("-", ""),
        contentType: "application/pdf",
        size: 10,
        sha256: "x",
        filedAs: item.id,
      })),
    );
  await waitedDays(11);
  await sweep();
  expect(await reminders()).toHaveLength(2);
  const [row] = await getDb()
    .select({ waitingSince: bookings.waitingSince, remindersSent: bookings.remindersSent })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(row).toEqual({ waitingSince: null, remindersSent: 2 });

  // A stage move ends a wait as well, and a closed booking is never reminded.
  const other = await insertBooking();
  await moveStage(other.bookingId, "Documents requested", adminId);
  await moveStage(other.bookingId, "In preparation", adminId);
  const [moved] = await getDb()
    .select({ waitingSince: bookings.waitingSince })
    .from(bookings)
    .where(eq(bookings.bookingId, other.bookingId));
  expect(moved?.waitingSince).toBeNull();

  // Closed while waiting on the client: no reminder, automatic or by hand.
  const closed = await insertBooking();
  await moveStage(closed.bookingId, "Documents requested", adminId);
  await getDb()
    .update(bookings)
    .set({ status: "Closed", closedAt: new Date(), waitingSince: sql`now() - make_interval(days => 11)` })
    .where(eq(bookings.bookingId, closed.bookingId));
  await sweep();
  const refused = await post(closed.bookingId, { intent: "remind" });
  expect(refused.status).toBe(409);
  expect(JSON.stringify(refused.body)).toContain("This booking is closed: it can no longer change.");
  expect(
    (await mailsTo(closed.email)).filter((mail) => isReminder(mail.subject)),
    "a closed booking reminded",
  ).toHaveLength(0);

  // Staff can send one now; with nothing owed, they are told and nothing goes.
  const third = await insertBooking();
  expect((await post(third.bookingId, { intent: "remind" })).status).toBe(200);
  expect((await post(bookingId, { intent: "remind" })).status).toBe(409);
  expect(await reminders()).toHaveLength(2);
});

test("a new booking is due on the next statutory date of its services, shown to staff with its source", async () => {
  const { createBooking } = await import("#app/bookings/bookings.server.ts");
  const { getNextDueDate } = await import("#app/catalog/due-dates.ts");
  const { getTodayInIndia } = await import("#app/format-date.ts");
  const created = await createBooking({
    customerName: "Asha Rao",
    email: `client-${randomUUID()}@example.com`,
    phone: "+91 98765 43210",
    instructions: "",
    items: [
      { serviceId: "gst-filing", optionId: "monthly_gst", title: "GST Filing – Monthly", charge: 500, quantity: 1 },
      {
        serviceId: "income-tax-notices",
        optionId: "not_143",
        title: "Notice 143(1)",
        charge: "On Request",
        quantity: 1,
      },
    ],
    files: [],
    userId: null,
  });
  const expected = getNextDueDate(["gst-filing:monthly_gst"], getTodayInIndia());
  expect(expected?.date).toMatch(/^\d{4}-\d{2}-(11|20)$/);
  const [row] = await getDb()
    .select({ dueOn: bookings.dueOn })
    .from(bookings)
    .where(eq(bookings.bookingId, created.bookingId));
  expect(row?.dueOn).toBe(expected?.date);
  const page = await settle(
    callRoute(loader, `/admin-dashboard/${created.bookingId}`, {
      cookie: adminCookie,
      params: { bookingId: created.bookingId },
    }),
  );
  expect(JSON.stringify(page.body)).toContain("CGST");
});

test("a document the booking lookup brought ticks no request and the reminders go on; accepted it counts, rejected it is gone (issue 34.3)", async () => {
  const { sendDueReminders } = await import("#app/bookings/reminders.server.ts");
  const { getPendingLines } = await import("#app/bookings/requests.server.ts");
  const { action: uploadAction } = await import("#app/routes/uploads.ts");
  const { getStorage } = await import("#app/uploads/storage.server.ts");
  const { sql } = await import("drizzle-orm");
  const { bookingId, email } = await insertBooking();
  expect((await post(bookingId, { intent: "request", labels: "Rent receipts" })).status).toBe(200);
  const before = await findClientBooking(bookingId, email);
  const rent = before?.checklist.find((group) => group.title === "Asked by the firm")?.items[0];
  expect(rent?.name).toBe("Rent receipts");

  // Whoever holds the id files two documents against the request through the lookup.
  const sendThroughLookup = async (fileName: string) => {
    const body = new FormData();
    body.append("bookingId", bookingId);
    body.append("filedAs", rent?.id ?? "");
    body.append("file", new File([`%PDF-1.4\n${fileName}\n%%EOF\n`], fileName, { type: "application/pdf" }));
    await uploadAction({
      request: new Request("http://localhost/uploads", { method: "POST", body }),
      params: {},
      context: { clientAddress: "10.34.3.2" },
    } as never);
  };
  await sendThroughLookup("junk.pdf");
  await sendThroughLookup("rent.pdf");

  // Nothing is ticked: the request is still needed, the booking still waits on its client, and is reminded.
  const waiting = await findClientBooking(bookingId, email);
  expect(waiting?.stillNeeded).toBe(before?.stillNeeded);
  expect(waiting?.checklist[0]?.items[0]?.files).toEqual([]);
  expect(waiting?.uncheckedDocuments.map((file) => file.fileName)).toEqual(["junk.pdf", "rent.pdf"]);
  expect(await getPendingLines(getDb(), bookingId)).toContain("Rent receipts");
  await getDb()
    .update(bookings)
    .set({ waitingSince: sql`now() - make_interval(days => 3)` })
    .where(eq(bookings.bookingId, bookingId));
  expect(await sendDueReminders([2, 5, 10])).toBe(1);
  const [stage] = await getDb()
    .select({ stage: bookings.stage, waitingSince: bookings.waitingSince })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(stage?.stage).toBe("Documents requested");
  expect(stage?.waitingSince).not.toBeNull();
  const reminder = (
    await getDb().select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, email))
  ).find((mail) => isReminder(mail.subject));
  expect(reminder?.text).toContain("- Rent receipts");

  // Staff see them apart, with what each was filed as.
  const page = await settle(
    callRoute(loader, `/admin-dashboard/${bookingId}`, { cookie: adminCookie, params: { bookingId } }),
  );
  const unchecked = (
    page.body as { booking: { uncheckedDocuments: { id: number; fileName: string; filedAs: string }[] } }
  ).booking.uncheckedDocuments;
  expect(unchecked.map(({ fileName, filedAs }) => ({ fileName, filedAs }))).toEqual([
    { fileName: "junk.pdf", filedAs: rent?.id },
    { fileName: "rent.pdf", filedAs: rent?.id },
  ]);
  const [junk, good] = unchecked;
  const [junkRow] = await getDb()
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.id, junk?.id ?? 0));

  // Rejected: the row and the stored file are gone, and it is audited.
  const rejected = await post(bookingId, { intent: "reject-upload", uploadId: String(junk?.id) });
  expect(rejected.status).toBe(200);
  expect(
    await getDb()
      .select()
      .from(uploads)
      .where(eq(uploads.id, junk?.id ?? 0)),
  ).toEqual([]);
  expect((await getStorage().list()).map((file) => file.key)).not.toContain(junkRow?.key);
  const again = await post(bookingId, { intent: "reject-upload", uploadId: String(junk?.id) });
  expect(again.status).toBe(409);
  expect(JSON.stringify(again.body)).toContain(
    "This document was already accepted or rejected. Please reload the page.",
  );

  // Another booking's id cannot reach it; a forged id changes nothing.
  const other = await insertBooking();
  expect((await post(other.bookingId, { intent: "accept-upload", uploadId: String(good?.id) })).status).toBe(409);
  expect((await post(bookingId, { intent: "accept-upload", uploadId: "x" })).status).toBe(400);

  // Accepted: it ticks the request, leaves the pending list, and is audited.
  const accepted = await post(bookingId, {
    intent: "accept-upload",
    uploadId: String(good?.id),
    filedAs: rent?.id ?? "",
  });
  expect(accepted.status).toBe(200);
  const after = await findClientBooking(bookingId, email);
  expect(after?.checklist[0]?.items[0]?.files.map((file) => file.fileName)).toEqual(["rent.pdf"]);
  expect(after?.stillNeeded).toBe((before?.stillNeeded ?? 0) - 1);
  expect(after?.uncheckedDocuments).toEqual([]);
  expect(await getPendingLines(getDb(), bookingId)).not.toContain("Rent receipts");
  const trail = await getDb()
    .select({ action: auditEvents.action, target: auditEvents.target })
    .from(auditEvents)
    .where(like(auditEvents.target, `${bookingId}: %`));
  expect(trail).toEqual(
    expect.arrayContaining([
      { action: "upload-rejected", target: `${bookingId}: junk.pdf (upload ${junk?.id})` },
      { action: "upload-accepted", target: `${bookingId}: rent.pdf (upload ${good?.id})` },
    ]),
  );
});

test("staff file a client's document against another line: it ticks that line, only on its own booking, audited (issue 36, item 2)", async () => {
  const { bookingId, email } = await insertBooking();
  const [sent] = await getDb()
    .insert(uploads)
    .values({
      bookingId,
      fileName: "IMG_2034.pdf",
      storageKey: randomUUID().replaceAll("-", ""),
      contentType: "application/pdf",
      size: 10,
      sha256: "x",
    })
    .returning({ id: uploads.id });
  const before = await findClientBooking(bookingId, email);
  expect(before?.otherDocuments.map((file) => file.fileName)).toEqual(["IMG_2034.pdf"]);

  const refile = (id: string, form: Record<string, string>) =>
    post(id, { intent: "refile", uploadId: String(sent?.id), ...form });
  // Another booking's id cannot reach it.
  const other = await insertBooking();
  expect((await refile(other.bookingId, { filedAs: "sales-invoices" })).status).toBe(404);
  const refiled = await refile(bookingId, { filedAs: "sales-invoices" });
  expect(refiled.status).toBe(200);
  expect(JSON.stringify(refiled.body)).toContain("Re-filed IMG_2034.pdf.");
  const after = await findClientBooking(bookingId, email);
  const line = after?.checklist[0]?.items.find((item) => item.id === "sales-invoices");
  expect(line?.files.map((file) => file.fileName)).toEqual(["IMG_2034.pdf"]);
  expect(after?.otherDocuments).toEqual([]);
  expect(after?.stillNeeded).toBe((before?.stillNeeded ?? 0) - 1);
  // A line not on this booking files it as Other.
  expect((await refile(bookingId, { filedAs: "form-16" })).status).toBe(200);
  expect((await findClientBooking(bookingId, email))?.otherDocuments.map((file) => file.fileName)).toEqual([
    "IMG_2034.pdf",
  ]);
  const trail = await getDb()
    .select({ action: auditEvents.action, target: auditEvents.target })
    .from(auditEvents)
    .where(like(auditEvents.target, `${bookingId}: %`));
  expect(trail).toEqual([
    { action: "document-refiled", target: `${bookingId}: IMG_2034.pdf (upload ${sent?.id}) as sales-invoices` },
    { action: "document-refiled", target: `${bookingId}: IMG_2034.pdf (upload ${sent?.id}) as other` },
  ]);
  // A closed booking no longer changes.
  await getDb().update(bookings).set({ status: "Closed" }).where(eq(bookings.bookingId, bookingId));
  expect((await refile(bookingId, { filedAs: "sales-invoices" })).status).toBe(409);
});

test("moving to Documents received with requests unanswered asks staff to confirm: a second submit with confirm moves it (issue 36, item 2)", async () => {
  const { bookingId } = await insertBooking();
  const { addRequests } = await import("#app/bookings/requests.server.ts");
  await addRequests(bookingId, adminId, ["Rent receipts", "Form 16 of your spouse"], null);
  const stageOf = async () =>
    (
      await getDb()
        .select({ stage: bookings.stage, version: bookings.version })
        .from(bookings)
        .where(eq(bookings.bookingId, bookingId))
    )[0];
  const before = await stageOf();
  const move = (form: Record<string, string> = {}) =>
    post(bookingId, { intent: "stage", stage: "Documents received", version: String(before?.version), ...form });
  const asked = await move();
  expect(asked.status).toBe(409);
  expect(asked.body).toMatchObject({ intent: "stage", confirmStage: "Documents received" });
  expect(JSON.stringify(asked.body)).toContain(
    "2 requested documents have not come yet: Rent receipts; Form 16 of your spouse. Move to Documents received anyway?",
  );
  expect(await stageOf()).toEqual(before);
  const confirmed = await move({ confirm: "yes" });
  expect(confirmed.status).toBe(200);
  expect((await stageOf())?.stage).toBe("Documents received");
});

test("moving to Documents received with every request answered needs no confirmation", async () => {
  const { bookingId } = await insertBooking();
  const { addRequests } = await import("#app/bookings/requests.server.ts");
  await addRequests(bookingId, adminId, ["Rent receipts"], null);
  const [request] = await getDb()
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.bookingId, bookingId));
  await getDb()
    .insert(uploads)
    .values({
      bookingId,
      fileName: "rent.pdf",
      storageKey: randomUUID().replaceAll("-", ""),
      contentType: "application/pdf",
      size: 10,
      sha256: "x",
      filedAs: `request-${request?.id}`,
    });
  const [row] = await getDb()
    .select({ version: bookings.version })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  const moved = await post(bookingId, { intent: "stage", stage: "Documents received", version: String(row?.version) });
  expect(moved.status).toBe(200);
});

test("the work is not recorded as filed while tax owed to the government is unpaid, unless staff say why; bulk moves never override", async () => {
  const { bookingId } = await insertBooking({ stage: "In preparation" });
  const recorded = await recordChallan(bookingId, adminId, {
    tax: "gst",
    reference: "26212100077777",
    period: "October 2026",
    payBy: getTodayInIndia(),
    lines: [{ head: "igst", part: "tax", paise: 1_800_000 }],
  });
  const challanId = typeof recorded === "object" && recorded ? recorded.id : 0;
  const file = { intent: "stage", stage: "Filed / Submitted", version: "0" };

  const refused = await post(bookingId, file);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({
    fileAnyway: "Filed / Submitted",
    result: {
      error: {
        "": [
          "Not moved: no draft has been sent for the client's approval; GST for October 2026 (₹18,000.00) is not paid. You can file once that is settled, or say below why you file anyway.",
        ],
      },
    },
  });
  const stageOf = async () =>
    (await getDb().select({ stage: bookings.stage }).from(bookings).where(eq(bookings.bookingId, bookingId)))[0]?.stage;
  expect(await stageOf()).toBe("In preparation");

  // In bulk: refused, said why, nothing changes.
  const bulk = await moveBookings([{ bookingId, version: 0 }], "Filed / Submitted", adminId);
  expect(bulk.refused).toEqual([{ bookingId, why: "not-ready" }]);
  expect(describeOutcome(bulk, "Moved")).toContain(
    `Not changed: ${bookingId} is not ready to file (an approval or tax missing)`,
  );

  // A reason too short is refused; a reason is kept in the audit trail with what was missing.
  expect((await post(bookingId, { ...file, overrideReason: "urgent" })).status).toBe(400);
  expect(await stageOf()).toBe("In preparation");
  const reason = "The client paid from the portal today; the CIN comes tomorrow.";
  const filed = await post(bookingId, { ...file, overrideReason: reason });
  expect(filed.status).toBe(200);
  expect(await stageOf()).toBe("Filed / Submitted");
  const [override] = await getDb()
    .select({ target: auditEvents.target })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "filing-override"), like(auditEvents.target, `${bookingId}: %`)));
  expect(override?.target).toBe(
    `${bookingId}: no draft has been sent for the client's approval; GST for October 2026 (₹18,000.00) is not paid. Reason: ${reason}`,
  );

  // Once the tax is confirmed paid, only the approval is missing (approvals.test.ts files once it is given).
  await post(bookingId, { intent: "stage", stage: "In preparation", version: "1" });
  await decideChallan(bookingId, challanId, adminId, { intent: "confirm", cin: "26212100077777SBIN" });
  expect(await moveStage(bookingId, "Filed / Submitted", adminId)).toEqual({
    notReady: ["no draft has been sent for the client's approval"],
  });
});
