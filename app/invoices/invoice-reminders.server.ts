// Reminders of unpaid invoices (issue 23.4): 7 and 14 days after issue,
// through the outbox, and none once the invoice is paid, reported as paid or
// cancelled. Scheduled in PostgreSQL like the document reminders: each due
// reminder is claimed with SKIP LOCKED and queued in the claim's
// transaction, so with any number of processes or hosts it goes once.
import { and, eq, sql } from "drizzle-orm";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, invoices } from "#app/db/schema.ts";
import { formatDay } from "#app/format-date.ts";
import { getInvoiceDocument, getInvoicePagePath } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";

/** Days after issue when an unpaid invoice is reminded of. */
const INVOICE_REMINDER_DAYS = [7, 14] as const;

/** Sends every invoice reminder due by `now`; returns how many went. */
export async function sendDueInvoiceReminders(now = new Date()): Promise<number> {
  const days = `{${INVOICE_REMINDER_DAYS.join(",")}}`;
  let sent = 0;
  for (;;) {
    const went = await getDb().transaction(async (tx) => {
      const [due] = await tx
        .select({
          id: invoices.id,
          number: invoices.number,
          issuedOn: invoices.issuedOn,
          bookingId: invoices.bookingId,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.status, "unpaid"),
            sql`${invoices.remindersSent} < ${INVOICE_REMINDER_DAYS.length}`,
            sql`${invoices.issuedAt} + make_interval(days => (${days}::int[])[${invoices.remindersSent} + 1]) <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .limit(1)
        .for("update", { of: invoices, skipLocked: true });
      if (!due) return false;
      await tx
        .update(invoices)
        .set({ remindersSent: sql`${invoices.remindersSent} + 1`, lastReminderAt: sql`now()` })
        .where(eq(invoices.id, due.id));
      const [booking] = await tx
        .select({ bookingId: bookings.bookingId, email: bookings.email, customerName: bookings.customerName })
        .from(bookings)
        .where(eq(bookings.bookingId, due.bookingId));
      const invoice = await getInvoiceDocument(due.id, due.bookingId, tx);
      if (!booking || !invoice?.upi) return true;
      const amount = formatPaise(invoice.upi.amountPaise);
      const { vpa } = invoice.upi;
      await queueClientEmail(tx, booking, ({ t, language }) => ({
        subject: t("invoiceReminder.subject", { number: due.number }),
        paragraphs: [
          t("invoiceReminder.unpaid", {
            number: due.number,
            day: formatDay(due.issuedOn, language),
            bookingId: booking.bookingId,
            amount,
          }),
          t("invoiceReminder.howToPay"),
        ],
        upi: { amount },
        attachments: [{ kind: "upi-qr", invoiceId: due.id }],
        actionPath: getInvoicePagePath(booking.bookingId, due.id),
        actionLabel: t("invoice.open"),
        whatsapp: {
          template: "invoice_reminder",
          values: {
            invoice: due.number,
            issued_on: formatDay(due.issuedOn, language),
            amount,
            upi_id: vpa,
          },
        },
      }));
      return true;
    });
    if (!went) return sent;
    sent++;
  }
}
