// Payments of a booking's invoices (issue 23): the client reports a UPI
// payment, staff confirm or reject it or record one received another way,
// and the invoice's status follows what is left to pay. A UPI reference
// (UTR) is confirmed on one payment only.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DatabaseError } from "pg";
import { queueClientEmail, queueFirmNotice } from "#app/bookings/booking-mail.server.ts";
import { type Executor, getDb, type Transaction } from "#app/db/client.server.ts";
import { bookings, type InvoiceStatus, invoices, payments } from "#app/db/schema.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import type { PaymentMethod } from "#app/invoices/invoice-types.ts";
import { getBalance, getInvoicePagePath, lockInvoice } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";

/**
 * A payment, unless it would confirm a UPI reference already confirmed on
 * another: the partial unique index decides, inside a savepoint, so two
 * confirmations of one UTR at once are refused by name too.
 */
async function insertPayment(tx: Transaction, payment: typeof payments.$inferInsert): Promise<number | "utr-used"> {
  return withUtrCheck(tx, async (savepoint) => {
    const [row] = await savepoint.insert(payments).values(payment).returning({ id: payments.id });
    if (!row) throw new Error("the payment was not stored");
    return row.id;
  });
}

async function withUtrCheck<T>(tx: Transaction, work: (savepoint: Transaction) => Promise<T>): Promise<T | "utr-used"> {
  try {
    return await tx.transaction(work);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof DatabaseError ? error.cause : error;
    if (cause instanceof DatabaseError && cause.constraint === "payments_utr_idx") return "utr-used";
    throw error;
  }
}

/**
 * For staff: each UPI payment of this booking whose UTR is also on another
 * payment (not rejected), by payment id, with where that other one is.
 */
export async function findUtrClashes(bookingId: string, db: Executor = getDb()): Promise<Map<number, string[]>> {
  const other = alias(payments, "other");
  const otherInvoice = alias(invoices, "other_invoice");
  const rows = await db
    .select({
      paymentId: payments.id,
      invoice: otherInvoice.number,
      bookingId: otherInvoice.bookingId,
      status: other.status,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(other, and(eq(other.reference, payments.reference), eq(other.method, "upi"), ne(other.id, payments.id)))
    .innerJoin(otherInvoice, eq(otherInvoice.id, other.invoiceId))
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        eq(payments.method, "upi"),
        ne(payments.status, "rejected"),
        ne(other.status, "rejected"),
      ),
    )
    .orderBy(asc(other.id));
  const clashes = new Map<number, string[]>();
  for (const row of rows) {
    const where = `invoice ${row.invoice} of booking ${row.bookingId} (${row.status})`;
    clashes.set(row.paymentId, [...(clashes.get(row.paymentId) ?? []), where]);
  }
  return clashes;
}

/**
 * The client says they paid by UPI, with the UTR: the invoice shows
 * 'Payment reported, being checked' until staff confirm it against the bank
 * statement. Only the booking's own client may (the caller checks).
 */
export async function reportPayment(request: {
  bookingId: string;
  invoiceId: number;
  utr: string;
}): Promise<"reported" | "not-found" | "not-payable"> {
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, request.bookingId, request.invoiceId);
    if (!invoice) return "not-found";
    if (invoice.status !== "unpaid") return "not-payable";
    // A reported payment never clashes (only confirmed ones are unique):
    // the answer is the same whoever else reported the number.
    const payment = await insertPayment(tx, {
      invoiceId: invoice.id,
      method: "upi",
      reference: request.utr,
      amountPaise: await getBalance(tx, invoice),
      status: "reported",
      reportedBy: "client",
    });
    if (payment === "utr-used") throw new Error("a reported payment clashed with the confirmed ones' index");
    await tx.update(invoices).set({ status: "payment-reported" }).where(eq(invoices.id, invoice.id));
    await queueFirmNotice(tx, request.bookingId, {
      subject: `Payment reported for invoice ${invoice.number}`,
      greeting: "Hello,",
      paragraphs: [
        `The client of booking ${request.bookingId} says they paid invoice ${invoice.number} by UPI, reference (UTR) ${request.utr}.`,
        "Please check it against the bank statement, then confirm or reject it on the booking's staff page.",
      ],
    });
    return "reported";
  });
}

type Decision = "confirmed" | "rejected" | "not-found" | "already-decided" | "utr-used";

/**
 * Staff confirm a reported payment (found in the bank statement) or reject
 * it (not found: the client is told why and may report again). A confirmed
 * payment that settles the invoice marks it paid and emails a receipt.
 */
export async function decidePayment(request: {
  bookingId: string;
  paymentId: number;
  admin: { email: string };
  confirm: boolean;
  note: string;
}): Promise<Decision> {
  return getDb().transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status, invoiceId: payments.invoiceId })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(eq(payments.id, request.paymentId), eq(invoices.bookingId, request.bookingId)))
      .for("update");
    if (!payment) return "not-found";
    if (payment.status !== "reported") return "already-decided";
    const decided = await withUtrCheck(tx, (savepoint) =>
      savepoint
        .update(payments)
        .set({
          status: request.confirm ? "confirmed" : "rejected",
          decidedBy: request.admin.email,
          decidedAt: sql`now()`,
          note: request.note,
        })
        .where(eq(payments.id, payment.id)),
    );
    if (decided === "utr-used") return "utr-used";
    await settle(tx, payment.invoiceId, request.confirm ? payment.id : null, request.note);
    return request.confirm ? "confirmed" : "rejected";
  });
}

/** A payment staff received another way (or by UPI, seen in the bank): confirmed at once. */
export async function recordPayment(request: {
  bookingId: string;
  invoiceId: number;
  admin: { email: string };
  method: PaymentMethod;
  reference: string;
  amountPaise: number;
}): Promise<"recorded" | "not-found" | "not-payable" | "utr-used" | { outcome: "too-much"; balancePaise: number }> {
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, request.bookingId, request.invoiceId);
    if (!invoice) return "not-found";
    if (invoice.status === "paid" || invoice.status === "credited") return "not-payable";
    const balancePaise = await getBalance(tx, invoice);
    if (request.amountPaise > balancePaise) return { outcome: "too-much" as const, balancePaise };
    const payment = await insertPayment(tx, {
      invoiceId: invoice.id,
      method: request.method,
      reference: request.reference,
      amountPaise: request.amountPaise,
      status: "confirmed",
      reportedBy: "firm",
      decidedBy: request.admin.email,
      decidedAt: new Date(),
    });
    if (payment === "utr-used") return "utr-used";
    await settle(tx, invoice.id, payment, "");
    return "recorded";
  });
}

/**
 * After a payment is decided: the invoice is paid once nothing is left to
 * pay (and the client gets a receipt), reported while a payment waits to be
 * checked, unpaid otherwise (and the client is told of a rejection).
 */
async function settle(tx: Transaction, invoiceId: number, confirmedPaymentId: number | null, rejection: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  const balance = await getBalance(tx, invoice);
  const [waiting] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, "reported")));
  const status: InvoiceStatus = balance <= 0 ? "paid" : waiting ? "payment-reported" : "unpaid";
  await tx
    .update(invoices)
    .set({ status, paidOn: status === "paid" ? getTodayInIndia() : null })
    .where(eq(invoices.id, invoiceId));
  const [booking] = await tx
    .select({ bookingId: bookings.bookingId, email: bookings.email, customerName: bookings.customerName })
    .from(bookings)
    .where(eq(bookings.bookingId, invoice.bookingId));
  if (!booking) return;
  const path = getInvoicePagePath(booking.bookingId, invoice.id);
  if (confirmedPaymentId !== null) {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, confirmedPaymentId));
    if (!payment) return;
    await queueClientEmail(tx, booking, ({ t, language }) => {
      const method = t(`payment.methods.${payment.method}`);
      const how = payment.reference ? t("payment.how", { method, reference: payment.reference }) : method;
      return {
        subject: t("payment.receiptSubject", { number: invoice.number }),
        paragraphs: [
          t("payment.received", {
            amount: formatPaise(payment.amountPaise),
            number: invoice.number,
            how,
            day: formatDay(getTodayInIndia(), language),
          }),
          status === "paid" ? t("payment.paidInFull") : t("payment.balance", { amount: formatPaise(balance) }),
        ],
        attachments: status === "paid" ? [{ kind: "invoice-pdf", invoiceId: invoice.id }] : undefined,
        actionPath: path,
        actionLabel: t("invoice.open"),
        whatsapp: {
          template: "payment_received",
          values: { amount: formatPaise(payment.amountPaise), invoice: invoice.number },
        },
      };
    });
  } else if (rejection) {
    await queueClientEmail(tx, booking, ({ t }) => ({
      subject: t("payment.notFoundSubject", { number: invoice.number }),
      paragraphs: [t("payment.notFound", { number: invoice.number, reason: rejection }), t("payment.checkUtr")],
      actionPath: path,
      actionLabel: t("invoice.open"),
    }));
  }
}
