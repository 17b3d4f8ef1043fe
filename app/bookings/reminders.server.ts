// Reminders to a client who owes documents (issue 21.6) or the approval of
// a draft (issue 38, item 1). A booking waits on its client from the moment
// documents are requested (stage 'Documents requested', or new requests) or
// a draft is posted (stage 'Sent for your approval'); after REMINDER_DAYS days (2, 5, 10) the
// client is reminded of what is still pending, and no more once nothing is,
// the stage moves on or the booking closes. Scheduled in PostgreSQL: each
// due reminder is claimed with SKIP LOCKED and sent through the outbox in
// the claim's transaction, so with any number of processes it goes once.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { APPROVAL_STAGE, getWaitingDraftVersion } from "#app/approvals/drafts.server.ts";
import { type BookingContact, queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { getPendingLines } from "#app/bookings/requests.server.ts";
import { stopWaiting } from "#app/bookings/waiting.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";

/** Sends every reminder that is due; returns how many went. */
export async function sendDueReminders(days: readonly number[] = getEnv().REMINDER_DAYS): Promise<number> {
  let sent = 0;
  for (;;) {
    const outcome = await getDb().transaction(async (tx) => {
      const [booking] = await tx
        .select({ bookingId: bookings.bookingId, email: bookings.email, customerName: bookings.customerName })
        .from(bookings)
        .where(
          and(
            isNotNull(bookings.waitingSince),
            sql`${bookings.remindersSent} < ${days.length}`,
            sql`${bookings.waitingSince} + make_interval(days => (${`{${days.join(",")}}`}::int[])[${bookings.remindersSent} + 1]) <= now()`,
          ),
        )
        .limit(1)
        .for("update", { skipLocked: true });
      if (!booking) return "none";
      const [state] = await tx
        .select({ status: bookings.status, stage: bookings.stage })
        .from(bookings)
        .where(eq(bookings.bookingId, booking.bookingId));
      const open = state?.status === "In Progress";
      const pending = open && state.stage === "Documents requested" ? await getPendingLines(tx, booking.bookingId) : [];
      const draft = open && state.stage === APPROVAL_STAGE ? await getWaitingDraftVersion(tx, booking.bookingId) : null;
      if (pending.length === 0 && draft === null) {
        await stopWaiting(tx, booking.bookingId);
        return "stopped";
      }
      if (draft === null) await queueReminder(tx, booking, pending);
      else await queueDraftReminder(tx, booking, draft);
      await tx
        .update(bookings)
        .set({ remindersSent: sql`${bookings.remindersSent} + 1` })
        .where(eq(bookings.bookingId, booking.bookingId));
      return "sent";
    });
    if (outcome === "none") return sent;
    if (outcome === "sent") sent++;
  }
}

/** Staff's "Send a reminder now": "nothing" when the client owes nothing. */
export async function sendReminderNow(bookingId: string): Promise<"sent" | "nothing" | "closed" | "not-found"> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return "not-found";
    // A closed booking owes nothing: its work is done (the spec's no reopening).
    if (booking.status === "Closed") return "closed";
    const pending = await getPendingLines(tx, bookingId);
    const draft = booking.stage === APPROVAL_STAGE ? await getWaitingDraftVersion(tx, bookingId) : null;
    if (pending.length === 0 && draft === null) return "nothing";
    if (pending.length > 0) await queueReminder(tx, booking, pending);
    else if (draft !== null) await queueDraftReminder(tx, booking, draft);
    return "sent";
  });
}

async function queueReminder(
  tx: Transaction,
  booking: { bookingId: string; email: string; customerName: string },
  pending: string[],
) {
  const { bookingId } = booking;
  await queueClientEmail(tx, booking, async ({ t, language }) => {
    // The checklist's lines in the booking's language (what is pending is the same in any).
    const lines = language === "en" ? pending : await getPendingLines(tx, bookingId, language);
    return {
      subject: t("reminder.documentsSubject", { bookingId }),
      paragraphs: [t("reminder.documentsWaiting", { bookingId }), t("reminder.documentsHow")],
      sections: [{ heading: t("documents.stillNeeded"), items: lines }],
      whatsapp: { template: "documents_reminder", values: { documents: lines.join(", ") } },
    };
  });
  await tx.update(bookings).set({ lastReminderAt: sql`now()` }).where(eq(bookings.bookingId, booking.bookingId));
}

/** A draft that waits for the client's approval (issue 38, item 1), reminded of as documents are. */
async function queueDraftReminder(tx: Transaction, booking: BookingContact, version: number) {
  const { bookingId } = booking;
  await queueClientEmail(tx, booking, ({ t }) => ({
    subject: t("reminder.approvalSubject", { bookingId }),
    paragraphs: [t("reminder.approvalWaiting", { version, bookingId }), t("reminder.approvalHow")],
    actionLabel: t("draft.checkAndApprove"),
    whatsapp: { template: "approval_reminder", values: {} },
  }));
  await tx.update(bookings).set({ lastReminderAt: sql`now()` }).where(eq(bookings.bookingId, booking.bookingId));
}
