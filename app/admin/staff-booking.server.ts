// One booking as the firm's staff work it (issue 21): everything on one
// screen, and the changes made from it. Admins only: the route guards.
import { and, asc, desc, eq, like, or, sql } from "drizzle-orm";
import { describeDue } from "#app/admin/due.ts";
import { getStaffThread } from "#app/admin/staff-thread.server.ts";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { BOOKING_DETAILS, BOOKING_RECORD, readBookingRecord } from "#app/bookings/booking-record.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { getNextDueDate } from "#app/catalog/due-dates.ts";
import { getRecurringService } from "#app/catalog/recurring.ts";
import { listBookingChallans } from "#app/challans/challans.server.ts";
import { getGstinStateCode, readFirstGstins } from "#app/clients/clients.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookingNotes, bookingOpenings, bookings, uploads, user } from "#app/db/schema.ts";
import { getPeriodDueDates, getPeriodLabel } from "#app/engagements/periods.ts";
import { formatDateTime, formatDay, getTodayInIndia } from "#app/format-date.ts";
import { loadStaffBilling } from "#app/invoices/staff-billing.server.ts";
import type { AcceptedFile } from "#app/uploads/receive.server.ts";

/** One booking as the staff page shows it: its boxes take this (app/admin/staff-booking-*.tsx). */
export type StaffBooking = NonNullable<Awaited<ReturnType<typeof getStaffBooking>>>;

export async function getStaffBooking(bookingId: string) {
  const db = getDb();
  const row = await db.query.bookings.findFirst({
    columns: {
      ...BOOKING_DETAILS,
      reference: true,
      ownerId: true,
      dueOn: true,
      version: true,
      waitingSince: true,
      remindersSent: true,
      lastReminderAt: true,
      closedAt: true,
      closedBy: true,
      documentsDeletedOn: true,
      deliverablesDeletedOn: true,
      period: true,
      language: true,
    },
    with: {
      ...BOOKING_RECORD,
      notes: { columns: { id: true, body: true, authorEmail: true, createdAt: true }, orderBy: (note) => note.id },
      engagement: { columns: { id: true, clientId: true, serviceId: true } },
    },
    where: (booking) => eq(booking.bookingId, bookingId),
  });
  if (!row) return null;
  const [trail, admins, billing, challans, thread] = await Promise.all([
    db
      .select({ id: auditEvents.id, at: auditEvents.at, action: auditEvents.action, by: auditEvents.actorEmail })
      .from(auditEvents)
      .where(or(eq(auditEvents.target, bookingId), like(auditEvents.target, `${bookingId}: %`)))
      .orderBy(desc(auditEvents.id))
      .limit(50),
    listAdmins(),
    loadStaffBilling(bookingId),
    listBookingChallans(bookingId),
    getStaffThread(bookingId),
  ]);
  const {
    booking: { customerInstructions: instructions, notes, engagement, period, ...booking },
    record: { items, events, ...shown },
  } = readBookingRecord(row);
  const work = engagement && period ? await describePeriodWork(engagement, period) : null;
  return {
    ...booking,
    instructions,
    ...shown,
    createdAt: formatDateTime(booking.createdAt),
    waitingSince: booking.waitingSince ? formatDateTime(booking.waitingSince) : null,
    lastReminderAt: booking.lastReminderAt ? formatDateTime(booking.lastReminderAt) : null,
    closed: booking.closedAt ? `${formatDateTime(booking.closedAt)} by ${booking.closedBy ?? "an admin"}` : null,
    documentsDeletedOn: booking.documentsDeletedOn ? formatDay(booking.documentsDeletedOn) : null,
    deliverablesDeletedOn: booking.deliverablesDeletedOn ? formatDay(booking.deliverablesDeletedOn) : null,
    history: events.map((event) => ({ stage: event.stage, at: formatDateTime(event.at), by: event.by ?? "" })),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      by: note.authorEmail,
      at: formatDateTime(note.createdAt),
    })),
    trail: trail.map((event) => ({ ...event, at: formatDateTime(event.at), by: event.by ?? "" })),
    admins,
    billing,
    challans,
    thread,
    due: describeDue(booking.dueOn, booking.status),
    dueSuggestion: work?.dueSuggestion ?? describeDueSuggestion(items),
    periodWork: work?.shown ?? null,
  };
}

/**
 * A period's work item (issue 37.3): which engagement and period, its
 * returns' due dates, and the first of them as staff's default due date.
 */
async function describePeriodWork(engagement: { clientId: number; serviceId: string }, period: string) {
  const gstin = (await readFirstGstins([engagement.clientId])).get(engagement.clientId);
  const dueDates = getPeriodDueDates(engagement.serviceId, period, { gstinStateCode: getGstinStateCode(gstin) });
  const first = dueDates[0];
  return {
    shown: {
      clientId: engagement.clientId,
      service: getRecurringService(engagement.serviceId)?.name ?? engagement.serviceId,
      period: getPeriodLabel(period),
      returns: dueDates.map((due) => `${due.name}: due ${formatDay(due.date)}`),
    },
    dueSuggestion: first ? { date: first.date, text: `${first.name}, ${formatDay(first.date)}` } : null,
  };
}

/** The statutory date the booking's services next fall due on, and why: the default staff may change. */
function describeDueSuggestion(items: { serviceId: string; optionId: string }[]) {
  const next = getNextDueDate(
    items.map((item) => `${item.serviceId}:${item.optionId}`),
    getTodayInIndia(),
  );
  return next ? { date: next.date, text: `${next.rule.name}, ${formatDay(next.date)} (${next.rule.source})` } : null;
}

export async function listAdmins() {
  return getDb()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.role, "admin"))
    .orderBy(asc(user.name));
}

type Change<T extends string> = T | "stale" | "closed" | "not-found";

/**
 * Owner and due date (either left out stays as it is), saved only over the
 * version the admin saw: the later of two admins' edits is refused, never
 * silently laid over the first.
 */
export async function planBooking(
  bookingId: string,
  expectedVersion: number,
  plan: { ownerId?: string | null; dueOn?: string | null },
): Promise<Change<"saved" | "unknown-owner">> {
  return getDb().transaction(async (tx) => {
    if (plan.ownerId) {
      const [owner] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, plan.ownerId), eq(user.role, "admin")));
      if (!owner) return "unknown-owner";
    }
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return "not-found";
    if (booking.status === "Closed") return "closed";
    if (booking.version !== expectedVersion) return "stale";
    await tx
      .update(bookings)
      .set({ ownerId: plan.ownerId, dueOn: plan.dueOn, version: sql`${bookings.version} + 1` })
      .where(eq(bookings.bookingId, bookingId));
    return "saved";
  });
}

/** A staff note on a booking (never shown to the client); null when there is no such booking. */
export async function addNote(bookingId: string, admin: { id: string; email: string }, body: string) {
  return getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({ bookingId: bookings.bookingId })
      .from(bookings)
      .where(eq(bookings.bookingId, bookingId));
    if (!booking) return null;
    const [note] = await tx
      .insert(bookingNotes)
      .values({ bookingId, authorId: admin.id, authorEmail: admin.email, body })
      .returning({ id: bookingNotes.id });
    return note ?? null;
  });
}

/**
 * A document from the firm (an acknowledgement, a computation), stored with
 * its label, and the client emailed once in the same transaction. Null when
 * there is no such booking.
 */
export async function sendDeliverable(bookingId: string, file: AcceptedFile, label: string) {
  return getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({ bookingId: bookings.bookingId, email: bookings.email, customerName: bookings.customerName })
      .from(bookings)
      .where(eq(bookings.bookingId, bookingId));
    if (!booking) return null;
    const [row] = await tx
      .insert(uploads)
      .values({ bookingId, ...file, source: "firm", label })
      .returning({ id: uploads.id });
    await queueClientEmail(tx, booking, ({ t }) => ({
      subject: t("deliverable.subject", { bookingId }),
      paragraphs: [t("deliverable.added", { bookingId, label, fileName: file.fileName }), t("deliverable.download")],
      digest: true,
    }));
    return row ?? null;
  });
}

/** The admin has opened the booking's staff page now: what the client sent before is no longer unread. */
export async function recordOpening(bookingId: string, userId: string) {
  await getDb()
    .insert(bookingOpenings)
    .values({ bookingId, userId })
    .onConflictDoUpdate({
      target: [bookingOpenings.bookingId, bookingOpenings.userId],
      set: { openedAt: sql`now()` },
    });
}
