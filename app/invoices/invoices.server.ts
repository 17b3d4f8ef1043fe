// Reading a booking's invoices (issue 23): the lists on the staff and client
// pages, one invoice as its PDF, page and emails show it, what can still be
// billed, what is owed. Issuing is in invoice-issuing.server.ts, payments in
// invoice-payments.server.ts; both read through here.

import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getOption } from "#app/catalog/catalog.server.ts";
import { getServiceOfPeriodItem } from "#app/catalog/recurring.ts";
import { type Executor, getDb, type Transaction } from "#app/db/client.server.ts";
import { bookingItems, type InvoiceStatus, invoices, payments } from "#app/db/schema.ts";
import { formatDay } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { isIntraState } from "#app/invoices/gst.ts";
import { type InvoiceDocument, PAYMENT_METHOD_NAMES } from "#app/invoices/invoice-types.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { buildUpiLink } from "#app/invoices/upi.ts";

/** The invoice page of a client's booking: where invoice emails lead. */
export function getInvoicePagePath(bookingId: string, invoiceId: number): string {
  return `/bookings/${encodeURIComponent(bookingId)}/invoices/${invoiceId}`;
}

/**
 * What a booking's items become on an invoice: fixed charges as booked,
 * 'On Request' ones for staff to price; and the invoice each is billed on
 * already, if any (a credit note frees it to be billed again).
 */
export async function getBillableItems(bookingId: string, db: Executor = getDb()) {
  const billed = await db
    .select({ number: invoices.number, lines: invoices.lines })
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, "invoice"), sql`${invoices.status} <> 'credited'`));
  const billedOn = new Map(billed.flatMap((invoice) => invoice.lines.map((line) => [line.itemId, invoice.number])));
  const items = await db
    .select({
      id: bookingItems.id,
      serviceId: bookingItems.serviceId,
      optionId: bookingItems.optionId,
      title: bookingItems.title,
      charge: bookingItems.charge,
      quantity: bookingItems.quantity,
    })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.id));
  return items.map((item) => ({
    id: item.id,
    description: item.title,
    // The SAC of the option today, or of the recurring service a period is the work of; an option no longer sold keeps its service's code.
    sac: getOption(`${item.serviceId}:${item.optionId}`)?.sac ?? getServiceOfPeriodItem(item)?.sac ?? "998231",
    quantity: item.quantity,
    /** Paise per unit as booked; null: 'On Request', priced by staff on the invoice. */
    unitPaise: item.charge === null ? null : item.charge * 100,
    billedOn: billedOn.get(item.id) ?? null,
  }));
}

/** An invoice (not a credit note) of this booking, locked for the change about to be made. */
export async function lockInvoice(tx: Transaction, bookingId: string, invoiceId: number) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.bookingId, bookingId), eq(invoices.kind, "invoice")))
    .for("update");
  return invoice ?? null;
}

/** What is still to be paid on an invoice: its total less the payments confirmed. */
export async function getBalance(tx: Executor, invoice: { id: number; totalPaise: number }): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, "confirmed")));
  return invoice.totalPaise - Number(row?.paid ?? 0);
}

/**
 * The UPI payment request for what is owed on an invoice: to the firm's VPA
 * as it was when the invoice was issued, `tr` and the note its number.
 */
function getUpiLink(
  invoice: { upiVpa: string; supplier: { name: string }; number: string },
  owedPaise: number,
): string {
  return buildUpiLink({
    vpa: invoice.upiVpa,
    payeeName: invoice.supplier.name,
    amountPaise: owedPaise,
    note: invoice.number,
    reference: invoice.number,
  });
}

/** The client's 'Pay with a UPI app', while something is owed and not yet reported paid; else null. */
export function getPayableUpiLink(
  invoice: { status: InvoiceStatus; upiVpa: string; supplier: { name: string }; number: string },
  owedPaise: number,
): string | null {
  return invoice.status === "unpaid" && owedPaise > 0 && invoice.upiVpa ? getUpiLink(invoice, owedPaise) : null;
}

/** What is still owed on an invoice, from its confirmed payments; nothing on a credit note or a cancelled invoice. */
export function getOwedPaise(
  invoice: { kind: string; status: InvoiceStatus; totalPaise: number },
  payments: readonly { status: string; amountPaise: number }[],
): number {
  if (invoice.kind !== "invoice" || invoice.status === "credited") return 0;
  const received = payments
    .filter((payment) => payment.status === "confirmed")
    .reduce((sum, payment) => sum + payment.amountPaise, 0);
  return Math.max(invoice.totalPaise - received, 0);
}

export const INVOICE_STATUS_TEXTS: Record<InvoiceStatus, string> = {
  unpaid: "Unpaid",
  "payment-reported": "Payment reported, being checked",
  paid: "Paid",
  credited: "Cancelled by credit note",
  issued: "Credit note",
};

/** Where an invoice stands, in a language: "Paid on 3 Dec 2026", "Cancelled by CN-2026-27-0001". */
function describeStatus(
  row: { status: InvoiceStatus; paidOn: string | null },
  creditNote: string | undefined,
  language: Language,
): string {
  if (language === "en") {
    if (row.status === "paid" && row.paidOn) return `Paid on ${formatDay(row.paidOn)}`;
    if (row.status === "credited") return `Cancelled by ${creditNote ?? "a credit note"}`;
    return INVOICE_STATUS_TEXTS[row.status];
  }
  const t = getT(language, "booking");
  if (row.status === "paid" && row.paidOn) return t("invoices.status.paidOn", { day: formatDay(row.paidOn, language) });
  if (row.status === "credited") {
    return creditNote ? t("invoices.status.cancelledBy", { number: creditNote }) : t("invoices.status.cancelledByNote");
  }
  return t(`invoices.status.${row.status}`);
}

/** The payments reported or recorded against these invoices, in the order they came. */
export async function listPaymentsOf(invoiceIds: number[], db: Executor = getDb()) {
  if (invoiceIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.invoiceId, invoiceIds)).orderBy(asc(payments.id));
}

/**
 * A booking's invoices and credit notes, newest first, with their payments: for the staff page and the client's
 * (dates and states in the client's page's language).
 */
export async function listBookingInvoices(bookingId: string, language: Language = "en", db: Executor = getDb()) {
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      totalPaise: invoices.totalPaise,
      status: invoices.status,
      paidOn: invoices.paidOn,
      correctsId: invoices.correctsId,
      reason: invoices.reason,
      remindersSent: invoices.remindersSent,
      upiVpa: invoices.upiVpa,
      supplier: invoices.supplier,
    })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(desc(invoices.id));
  const paid = await listPaymentsOf(
    rows.map((row) => row.id),
    db,
  );
  const t = getT(language, "booking");
  return rows.map((row) => {
    const own = paid.filter((payment) => payment.invoiceId === row.id);
    const balancePaise = getOwedPaise(row, own);
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      issuedOn: formatDay(row.issuedOn, language),
      total: formatPaise(row.totalPaise),
      balance: formatPaise(balancePaise),
      upiLink: getPayableUpiLink(row, balancePaise),
      status: row.status,
      statusText: describeStatus(row, rows.find((other) => other.correctsId === row.id)?.number, language),
      corrects: row.correctsId ? (rows.find((other) => other.id === row.correctsId)?.number ?? null) : null,
      reason: row.reason,
      remindersSent: row.remindersSent,
      payments: own.map((payment) => ({
        id: payment.id,
        method: language === "en" ? PAYMENT_METHOD_NAMES[payment.method] : t(`invoices.methods.${payment.method}`),
        reference: payment.reference,
        amount: formatPaise(payment.amountPaise),
        status: payment.status,
        by: payment.reportedBy,
        note: payment.note,
        decidedBy: payment.decidedBy,
      })),
    };
  });
}

/**
 * One invoice or credit note as the PDF, the HTML page and the emails show
 * it; with the UPI request while money is owed. `bookingId` scopes it: the
 * caller has checked who may see that booking.
 */
export async function getInvoiceDocument(
  invoiceId: number,
  bookingId?: string,
  db: Executor = getDb(),
): Promise<(InvoiceDocument & { id: number; status: InvoiceStatus; balancePaise: number }) | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), bookingId === undefined ? undefined : eq(invoices.bookingId, bookingId)));
  if (!invoice) return null;
  const [corrected] = invoice.correctsId
    ? await db
        .select({ number: invoices.number, issuedOn: invoices.issuedOn })
        .from(invoices)
        .where(eq(invoices.id, invoice.correctsId))
    : [];
  const balancePaise = invoice.kind === "invoice" ? await getBalance(db, invoice) : 0;
  const owing = (invoice.status === "unpaid" || invoice.status === "payment-reported") && balancePaise > 0;
  const [lastPayment] =
    invoice.status === "paid"
      ? await db
          .select({ reference: payments.reference, method: payments.method })
          .from(payments)
          .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, "confirmed")))
          .orderBy(desc(payments.id))
          .limit(1)
      : [];
  return {
    id: invoice.id,
    status: invoice.status,
    balancePaise,
    kind: invoice.kind,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    bookingId: invoice.bookingId,
    corrects: corrected ?? null,
    reason: invoice.reason,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: invoice.placeOfSupply,
    intraState: isIntraState(invoice.supplier.state.code, invoice.placeOfSupply.code),
    lines: invoice.lines,
    totals: {
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
      totalPaise: invoice.totalPaise,
    },
    upi:
      owing && invoice.upiVpa
        ? {
            link: getUpiLink(invoice, balancePaise),
            vpa: invoice.upiVpa,
            amountPaise: balancePaise,
          }
        : null,
    paid:
      invoice.status === "paid" && invoice.paidOn
        ? {
            on: invoice.paidOn,
            reference: lastPayment
              ? `${PAYMENT_METHOD_NAMES[lastPayment.method]}${lastPayment.reference ? ` ${lastPayment.reference}` : ""}`
              : "",
          }
        : null,
  };
}

/** What is owed to the firm now: unpaid and reported invoices, less what was received on them. */
export async function getOutstanding(db: Executor = getDb()): Promise<{ totalPaise: number; invoices: number }> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${invoices.totalPaise}), 0) - coalesce((select sum(p.amount_paise) from payments p join invoices i on i.id = p.invoice_id where p.status = 'confirmed' and i.status in ('unpaid', 'payment-reported')), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(inArray(invoices.status, ["unpaid", "payment-reported"]));
  return { totalPaise: Number(row?.total ?? 0), invoices: row?.count ?? 0 };
}
