// Issue 36.4: the dashboard as a season's work queue. A booking is unread
// (and in 'Client responded') while the client's latest upload or message
// is newer than its owner's last opening of the staff page and the firm's
// latest message; Overdue and Due this week list what falls due first.
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { BOOKING_VIEWS, type BookingView } from "#app/admin/list-query.ts";
import { BOOKINGS, countBookingViews, everyRow, listPage } from "#app/admin/lists.server.ts";
import { recordOpening } from "#app/admin/staff-booking.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { approvalDrafts, bookingMessages, bookingOpenings, challans, uploads, user } from "#app/db/schema.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { loader as staffBookingLoader } from "#app/routes/admin-booking.tsx";
import { insertBooking, insertInvoice } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie: string;
let adminId: string;
const otherAdmin = `admin-${randomUUID()}`;
beforeAll(async () => {
  ({ adminCookie, adminId } = await signInAdminAndClient());
  await getDb()
    .insert(user)
    .values({ id: otherAdmin, name: "Other Admin", email: `${otherAdmin}@example.com`, role: "admin" });
});

const at = (minutesAgo: number) => sql`now() - make_interval(mins => ${minutesAgo})`;

const clientMessage = (bookingId: string, minutesAgo: number) =>
  getDb()
    .insert(bookingMessages)
    .values({ bookingId, author: "client", body: "Form 16 attached", createdAt: at(minutesAgo) });
const firmMessage = (bookingId: string, minutesAgo: number) =>
  getDb()
    .insert(bookingMessages)
    .values({ bookingId, author: "firm", body: "Thank you", createdAt: at(minutesAgo) });
/** A document row of the booking, as an upload leaves it. */
const uploadRow = (bookingId: string, createdAt: Date | SQL, source: "client" | "firm" = "client") => ({
  bookingId,
  fileName: "form-16.pdf",
  storageKey: `test/${randomUUID()}`,
  contentType: "application/pdf",
  size: 10,
  sha256: "0".repeat(64),
  source,
  createdAt,
});
const upload = (bookingId: string, minutesAgo: number, source: "client" | "firm" = "client") =>
  getDb()
    .insert(uploads)
    .values(uploadRow(bookingId, at(minutesAgo), source));
const opened = (bookingId: string, userId: string, minutesAgo: number) =>
  getDb()
    .insert(bookingOpenings)
    .values({ bookingId, userId, openedAt: at(minutesAgo) });

/** The bookings of this test (named with `token`) in a view, as the page lists them. */
async function shown(token: string, view: BookingView) {
  const { rows } = await listPage(BOOKINGS, { q: token, page: 1, view, adminId });
  return rows;
}

test("a booking is unread, and in 'Client responded', while the client's latest upload or message is newer than the firm's look", async () => {
  const token = randomUUID();
  const named = (label: string) => insertBooking({ customerName: `${label} ${token}`, ownerId: adminId });
  const messaged = await named("messaged after the owner opened it");
  await opened(messaged.bookingId, adminId, 30);
  await clientMessage(messaged.bookingId, 10);

  const uploadedUnopened = await named("uploaded, never opened");
  await upload(uploadedUnopened.bookingId, 5);

  const seenSince = await named("opened after the upload");
  await upload(seenSince.bookingId, 30);
  await opened(seenSince.bookingId, adminId, 10);

  const answered = await named("the firm wrote after the client");
  await clientMessage(answered.bookingId, 30);
  await firmMessage(answered.bookingId, 10);

  const quiet = await named("nothing from the client");
  await upload(quiet.bookingId, 5, "firm");
  await firmMessage(quiet.bookingId, 5);

  // Another admin's look does not count while the booking has an owner…
  const othersLook = await named("another admin opened it");
  await clientMessage(othersLook.bookingId, 30);
  await opened(othersLook.bookingId, otherAdmin, 10);
  // …and does while it has none.
  const unowned = await insertBooking({ customerName: `unassigned ${token}` });
  await clientMessage(unowned.bookingId, 30);
  await opened(unowned.bookingId, otherAdmin, 10);

  const closed = await named("closed");
  await getDb().execute(sql`update bookings set status = 'Closed' where booking_id = ${closed.bookingId}`);
  await clientMessage(closed.bookingId, 5);

  const unread = (await shown(token, "all")).filter((row) => row.unread).map((row) => row.bookingId);
  expect(unread.sort()).toEqual(
    [messaged.bookingId, uploadedUnopened.bookingId, othersLook.bookingId, closed.bookingId].sort(),
  );
  // The view holds the open ones among them.
  const responded = (await shown(token, "responded")).map((row) => row.bookingId);
  expect(responded.sort()).toEqual([messaged.bookingId, uploadedUnopened.bookingId, othersLook.bookingId].sort());
  const before = (await countBookingViews(adminId)).responded;

  // Opening the staff page records the look: the mark goes.
  const page = await settle(
    callRoute(staffBookingLoader, `/admin-dashboard/${messaged.bookingId}`, {
      cookie: adminCookie,
      params: { bookingId: messaged.bookingId },
    }),
  );
  expect(page.status).toBe(200);
  // A second opening moves the time on (the row is kept, one per admin and booking).
  await recordOpening(uploadedUnopened.bookingId, adminId);
  await recordOpening(uploadedUnopened.bookingId, adminId);
  expect((await shown(token, "responded")).map((row) => row.bookingId)).toEqual([othersLook.bookingId]);
  expect((await countBookingViews(adminId)).responded).toBe(before - 2);

  // A new message after the opening marks it again.
  await clientMessage(messaged.bookingId, 0);
  expect((await shown(token, "responded")).map((row) => row.bookingId).sort()).toEqual(
    [messaged.bookingId, othersLook.bookingId].sort(),
  );
  // The owner's name rides with each row.
  expect((await shown(token, "all")).find((row) => row.bookingId === messaged.bookingId)?.owner).toBeTruthy();
  expect((await shown(token, "all")).find((row) => row.bookingId === unowned.bookingId)?.owner).toBeNull();
});

test("the unread mark follows the booking's owner and what is left of the client's uploads", async () => {
  const token = randomUUID();
  const booking = await insertBooking({ customerName: `reassigned ${token}`, ownerId: adminId });
  await clientMessage(booking.bookingId, 30);
  await opened(booking.bookingId, otherAdmin, 10);
  const unread = async () => (await shown(token, "all"))[0]?.unread;
  const setOwner = (ownerId: string | null) =>
    getDb().execute(sql`update bookings set owner_id = ${ownerId} where booking_id = ${booking.bookingId}`);
  // Another admin looked after the client wrote: it counts once the booking is theirs, or nobody's.
  expect(await unread()).toBe(true);
  await setOwner(otherAdmin);
  expect(await unread()).toBe(false);
  await setOwner(null);
  expect(await unread()).toBe(false);
  await setOwner(adminId);
  expect(await unread()).toBe(true);

  // An upload taken back (a lookup's upload refused, retention): only what is left counts.
  const uploaded = await insertBooking({ customerName: `upload taken back ${token}`, ownerId: adminId });
  await opened(uploaded.bookingId, adminId, 20);
  await upload(uploaded.bookingId, 10);
  const mark = async () => (await shown(token, "all")).find((row) => row.bookingId === uploaded.bookingId)?.unread;
  expect(await mark()).toBe(true);
  await getDb().execute(sql`delete from uploads where booking_id = ${uploaded.bookingId}`);
  expect(await mark()).toBe(false);
});

test("two uploads committed at once on one booking leave the later one's time, though the later commits first", async () => {
  const booking = await insertBooking({ customerName: "two processes at once", ownerId: adminId });
  const clientUpload = (createdAt: string) => uploadRow(booking.bookingId, new Date(createdAt));
  // The later upload's transaction holds the booking's row lock (its trigger
  // ran) while the earlier upload's transaction starts its own trigger.
  let inserted!: () => void;
  let commit!: () => void;
  const laterInserted = new Promise<void>((resolve) => (inserted = resolve));
  const mayCommit = new Promise<void>((resolve) => (commit = resolve));
  const later = getDb().transaction(async (tx) => {
    await tx.insert(uploads).values(clientUpload("2026-06-01T11:00:00Z"));
    inserted();
    await mayCommit;
  });
  await laterInserted;
  const earlier = getDb().transaction(async (tx) => {
    await tx.insert(uploads).values(clientUpload("2026-06-01T10:00:00Z"));
  });
  await expect
    .poll(async () => {
      const waiting = await getDb().execute<{ count: number }>(
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return waiting.rows[0]?.count;
    })
    .toBe(1);
  commit();
  await Promise.all([later, earlier]);
  const [row] = (
    await getDb().execute<{ clientActiveAt: string }>(
      sql`select client_active_at::text as "clientActiveAt" from bookings where booking_id = ${booking.bookingId}`,
    )
  ).rows;
  expect(new Date(row?.clientActiveAt ?? "").toISOString()).toBe("2026-06-01T11:00:00.000Z");
});

test("two messages posted at once on one booking, each transaction already referencing it, both land", async () => {
  const booking = await insertBooking({ customerName: "two posts at once", ownerId: adminId });
  // Each transaction holds the booking's key-share lock first, as a foreign
  // key's check does (the message's own, or another row of the request's):
  // the trigger's lock must not wait on it, or the two wait on each other.
  let referenced!: () => void;
  const firstReferenced = new Promise<void>((resolve) => (referenced = resolve));
  let secondReferenced!: () => void;
  const bothReferenced = new Promise<void>((resolve) => (secondReferenced = resolve));
  const post = (body: string, onReferenced: () => void, before: Promise<void>) =>
    getDb().transaction(async (tx) => {
      await tx.execute(sql`select 1 from bookings where booking_id = ${booking.bookingId} for key share`);
      onReferenced();
      await before;
      await tx.insert(bookingMessages).values({ bookingId: booking.bookingId, author: "client", body });
    });
  const first = post("Form 16 attached", referenced, bothReferenced);
  await firstReferenced;
  const second = post("And the bank statement", secondReferenced, Promise.resolve());
  await Promise.all([first, second]);
  const [row] = (
    await getDb().execute<{ messages: number; active: boolean }>(
      sql`select (select count(*)::int from booking_messages where booking_id = ${booking.bookingId}) as messages,
                 client_active_at is not null as active
          from bookings where booking_id = ${booking.bookingId}`,
    )
  ).rows;
  expect(row).toEqual({ messages: 2, active: true });
});

/** A day `days` from today in India, as a date column holds it. */
function dayFromToday(days: number): string {
  const day = new Date(`${getTodayInIndia()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

test("Overdue and Due this week list what falls due first, on the page and in the CSV", async () => {
  const token = randomUUID();
  // Booked in one order, due in another.
  const dues = [-2, -9, -1, 3, 0, 6, 1];
  const created: { bookingId: string; dueOn: string }[] = [];
  for (const days of dues) {
    const { bookingId } = await insertBooking({ customerName: `Due ${token}`, dueOn: dayFromToday(days) });
    created.push({ bookingId, dueOn: dayFromToday(days) });
  }
  const byDue = (filter: (days: number) => boolean) =>
    dues
      .map((days, index) => ({ days, bookingId: created[index]?.bookingId }))
      .filter(({ days }) => filter(days))
      .sort((a, b) => a.days - b.days)
      .map(({ bookingId }) => bookingId);

  const overdue = byDue((days) => days < 0);
  const dueWeek = byDue((days) => days >= 0 && days <= 7);
  expect((await shown(token, "overdue")).map((row) => row.bookingId)).toEqual(overdue);
  expect((await shown(token, "due-week")).map((row) => row.bookingId)).toEqual(dueWeek);
  // Second page of two a page: carries on in the same order.
  const { rows } = await listPage(BOOKINGS, { q: token, page: 2, view: "due-week", adminId }, 2);
  expect(rows.map((row) => row.bookingId)).toEqual(dueWeek.slice(2, 4));

  // The export walks the same order by key, in batches of two.
  const exported: string[] = [];
  for await (const row of everyRow(BOOKINGS, { q: token, view: "due-week", adminId }, 2)) exported.push(row.bookingId);
  expect(exported).toEqual(dueWeek);
  // All bookings stay newest first.
  expect((await shown(token, "all")).map((row) => row.bookingId)).toEqual(
    created.map(({ bookingId }) => bookingId).reverse(),
  );
});

/** An invoice of the booking in the given state, numbered in turn. */
let invoiceSequence = 9000;
const invoice = (bookingId: string, status: "unpaid" | "payment-reported" | "paid") => {
  invoiceSequence += 1;
  return insertInvoice(bookingId, {
    kind: "invoice",
    number: `ETF/26-27/${invoiceSequence}`,
    issuedOn: "2026-11-02",
    totalPaise: 177_000,
    status,
  });
};
/** A challan of the booking: the tax the client is to pay the government by `payBy`. */
const challan = (bookingId: string, status: "to-pay" | "reported", payBy: string) =>
  getDb()
    .insert(challans)
    .values({
      bookingId,
      tax: "income-tax",
      reference: "26042100054321",
      period: "AY 2027-28",
      payBy,
      lines: [{ head: "self-assessment", part: "tax", paise: 4_876_000 }],
      totalPaise: 4_876_000,
      status,
      createdBy: "admin-work-queue",
    });
const draft = (bookingId: string, version: number, status: "waiting" | "approved") =>
  getDb()
    .insert(approvalDrafts)
    .values({
      bookingId,
      version,
      status,
      summary: { outcome: "nil", amountPaise: 0, figures: "Income 7,00,000", note: "" },
      documents: [],
      postedById: adminId,
      postedByEmail: "admin@example.com",
    });

test("each view's count is the number of bookings its list holds", async () => {
  // One booking the firm has just looked at, one the client wrote to since, one untouched: each view
  // compares a booking's own activity, never another booking's.
  const looked = await insertBooking();
  await clientMessage(looked.bookingId, 30);
  await recordOpening(looked.bookingId, adminId);
  const wrote = await insertBooking();
  await clientMessage(wrote.bookingId, -1);
  await insertBooking();
  // The views counted from another table: a booking with two unpaid invoices is one booking; one with a
  // reported invoice and a reported challan too; a closed booking is still owed its invoice, but its
  // stale draft no longer waits on anybody.
  const twiceBilled = await insertBooking();
  await invoice(twiceBilled.bookingId, "unpaid");
  await invoice(twiceBilled.bookingId, "unpaid");
  const reportedTwice = await insertBooking({ stage: "Sent for your approval" });
  await invoice(reportedTwice.bookingId, "payment-reported");
  await challan(reportedTwice.bookingId, "reported", "2026-07-31");
  await draft(reportedTwice.bookingId, 1, "approved");
  const closed = await insertBooking({ status: "Closed", stage: "Sent for your approval" });
  await invoice(closed.bookingId, "unpaid");
  await invoice(closed.bookingId, "paid");
  await challan(closed.bookingId, "to-pay", "2026-07-31");
  await draft(closed.bookingId, 1, "waiting");
  const waitingOnApproval = await insertBooking({ stage: "Sent for your approval" });
  await draft(waitingOnApproval.bookingId, 1, "approved");
  await draft(waitingOnApproval.bookingId, 2, "waiting");
  await challan(waitingOnApproval.bookingId, "to-pay", "2099-03-31");
  const counts = await countBookingViews(adminId);
  // Each kind of view holds one of these at least, so a count that drifts from its list shows.
  for (const view of ["unpaid", "payment-reported", "tax-overdue", "approval", "waiting", "responded"] as const)
    expect(counts[view], view).toBeGreaterThan(0);
  for (const view of Object.keys(BOOKING_VIEWS) as BookingView[]) {
    // Every booking the list walks, once each, against the count: the count is read another way.
    const listed = new Set<string>();
    for await (const row of everyRow(BOOKINGS, { q: "", view, adminId }, 1000)) listed.add(row.bookingId);
    expect(counts[view], view).toBe(listed.size);
    // The page's total says the same, with a status filter (counted from the rows' condition) or without.
    const { total } = await listPage(BOOKINGS, { q: "", page: 1, status: "all", view, adminId });
    expect(total, view).toBe(listed.size);
    const open = await listPage(BOOKINGS, { q: "", page: 1, status: "in-progress", view, adminId });
    const openListed = new Set<string>();
    for await (const row of everyRow(BOOKINGS, { q: "", status: "in-progress", view, adminId }, 1000))
      openListed.add(row.bookingId);
    expect(open.total, view).toBe(openListed.size);
  }
});
