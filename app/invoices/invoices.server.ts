// Invoices, credit notes and payments of a booking (issue 23). The server
// works out every figure: the browser sends which services to bill and the
// amounts of 'On Request' ones, never a total or a tax. An issued invoice
// is fixed (migration 0023's trigger); only its payment status moves.
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DatabaseError } from "pg";
import { queueClientEmail, queueFirmNotice } from "#app/bookings/booking-mail.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { getOption } from "#app/catalog/catalog.server.ts";
import { type Executor, getDb, type Transaction } from "#app/db/client.server.ts";
import { bookingItems, bookings, type InvoiceStatus, invoiceSequences, invoices, payments } from "#app/db/schema.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import { type Billing, getBilling } from "#app/invoices/billing.server.ts";
import { computeInvoiceLines, isIntraState } from "#app/invoices/gst.ts";
import { checkGstin, getGstState } from "#app/invoices/gstin.ts";
import { formatDocumentNumber, getFinancialYear } from "#app/invoices/invoice-number.ts";
import {
  type GstState,
  type InvoiceDocument,
  type InvoiceKind,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
} from "#app/invoices/invoice-types.ts";
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
    // The SAC of the option today; an option no longer sold keeps its service's code.
    sac: getOption(`${item.serviceId}:${item.optionId}`)?.sac ?? "998231",
    quantity: item.quantity,
    /** Paise per unit as booked; null: 'On Request', priced by staff on the invoice. */
    unitPaise: item.charge === null ? null : item.charge * 100,
    billedOn: billedOn.get(item.id) ?? null,
  }));
}

export type InvoiceRequest = {
  bookingId: string;
  admin: { email: string };
  /** The booking items to bill; for 'On Request' ones the amount per unit staff entered (ignored for fixed ones). */
  lines: { itemId: number; unitPaise: number | null }[];
  recipient: { name: string; address: string; gstin: string | null; stateCode: string | null };
};

type IssueOutcome =
  | { outcome: "issued"; id: number; number: string }
  | { outcome: "not-found" | "not-ready" | "no-lines" | "no-place-of-supply" }
  | { outcome: "unpriced"; itemIds: number[] }
  | { outcome: "already-billed"; lines: string[] }
  | { outcome: "state-mismatch"; state: GstState };

/**
 * Issues a tax invoice for some of a booking's items, numbered next in the
 * financial year's series, and queues its email (with the PDF and the UPI
 * QR code, made as it is sent). Checks are the caller's schema's; what is
 * left here is what only the booking knows.
 */
export async function issueInvoice(request: InvoiceRequest): Promise<IssueOutcome> {
  const billing = getBilling();
  if (!billing.ready) return { outcome: "not-ready" };
  const placeOfSupply = getPlaceOfSupply(request.recipient);
  if ("outcome" in placeOfSupply) return placeOfSupply;
  return getDb().transaction(async (tx) => {
    // Locked: two staff billing the same booking at once (or a form sent twice) bill each service once.
    const booking = await lockBooking(tx, request.bookingId);
    if (!booking) return { outcome: "not-found" as const };
    const billable = await getBillableItems(request.bookingId, tx);
    const chosen = billable.filter((item) => request.lines.some((line) => line.itemId === item.id));
    if (chosen.length === 0) return { outcome: "no-lines" as const };
    const billedAlready = chosen.filter((item) => item.billedOn);
    if (billedAlready.length > 0) {
      return {
        outcome: "already-billed" as const,
        lines: billedAlready.map((item) => `${item.description} is billed on ${item.billedOn}`),
      };
    }
    const priceOf = (item: (typeof billable)[number]) =>
      item.unitPaise ?? request.lines.find((line) => line.itemId === item.id)?.unitPaise ?? null;
    const unpriced = chosen.filter((item) => !priceOf(item));
    if (unpriced.length > 0) return { outcome: "unpriced" as const, itemIds: unpriced.map((item) => item.id) };

    const intraState = isIntraState(billing.supplier.state.code, placeOfSupply.code);
    const { lines, totals } = computeInvoiceLines(
      chosen.map((item) => ({
        itemId: item.id,
        description: item.description,
        sac: item.sac,
        quantity: item.quantity,
        unitPaise: priceOf(item) ?? 0,
        ratePercent: billing.ratePercent,
      })),
      intraState,
    );
    const issuedOn = getTodayInIndia();
    const numbered = await takeNumber(tx, "invoice", issuedOn);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        kind: "invoice",
        ...numbered,
        bookingId: booking.bookingId,
        issuedOn,
        issuedBy: request.admin.email,
        supplier: billing.supplier,
        recipient: {
          name: request.recipient.name || booking.customerName,
          address: request.recipient.address,
          gstin: request.recipient.gstin,
          state: placeOfSupply,
          email: booking.email,
        },
        recipientGstin: request.recipient.gstin,
        placeOfSupply,
        lines,
        ...totals,
        upiVpa: billing.vpa,
        status: "unpaid",
      })
      .returning({ id: invoices.id, number: invoices.number });
    if (!invoice) throw new Error("the invoice was not stored");
    await queueClientEmail(tx, booking, {
      subject: `Invoice ${invoice.number} for booking ${booking.bookingId}`,
      paragraphs: [
        `Here is our tax invoice ${invoice.number} for your booking ${booking.bookingId}, for ${formatPaise(totals.totalPaise)} including GST. The PDF is attached.`,
        "You can pay from any UPI app: scan the QR code below, or on your phone tap 'Pay with UPI app'. Then open the invoice on your booking page, choose 'I have paid' and enter the 12-digit UPI reference (UTR) from your app, so that we can match your payment.",
      ],
      upi: { link: upiLinkOf(invoice.number, billing, totals.totalPaise), amount: formatPaise(totals.totalPaise) },
      attachments: [
        { kind: "upi-qr", invoiceId: invoice.id },
        { kind: "invoice-pdf", invoiceId: invoice.id },
      ],
      actionPath: getInvoicePagePath(booking.bookingId, invoice.id),
      actionLabel: "Open the invoice",
    });
    return { outcome: "issued" as const, id: invoice.id, number: invoice.number };
  });
}

/** The place of supply: the GSTIN's state for a registered client (IGST Act s.12(2)(a)), else the state chosen. */
function getPlaceOfSupply(recipient: InvoiceRequest["recipient"]) {
  const fromGstin = recipient.gstin ? checkGstin(recipient.gstin) : null;
  const chosen = recipient.stateCode ? getGstState(recipient.stateCode) : undefined;
  if (fromGstin?.ok) {
    if (chosen && chosen.code !== fromGstin.state.code) {
      return { outcome: "state-mismatch" as const, state: fromGstin.state };
    }
    return fromGstin.state;
  }
  return chosen ?? { outcome: "no-place-of-supply" as const };
}

/**
 * The next number of a series in the financial year of `issuedOn`. The
 * counter's row stays locked until the issuing transaction ends, so two
 * staff issuing at once wait for each other, and a failed issue gives its
 * number back: no gaps, no repeats.
 */
async function takeNumber(tx: Transaction, kind: InvoiceKind, issuedOn: string) {
  const financialYear = getFinancialYear(issuedOn);
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.kind, invoiceSequences.financialYear],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ sequence: invoiceSequences.lastNumber });
  if (!row) throw new Error("no invoice number");
  return { financialYear, sequence: row.sequence, number: formatDocumentNumber(kind, financialYear, row.sequence) };
}

function upiLinkOf(number: string, billing: Extract<Billing, { ready: true }>, amountPaise: number) {
  return buildUpiLink({ vpa: billing.vpa, payeeName: billing.supplier.name, amountPaise, note: number });
}

/**
 * A credit note that cancels an invoice in full (the correction of an issued
 * invoice: a new invoice is then issued with the right figures). The
 * invoice is marked credited and no longer asked to be paid.
 */
export async function issueCreditNote(request: {
  bookingId: string;
  invoiceId: number;
  admin: { email: string };
  reason: string;
}): Promise<{ outcome: "issued"; number: string } | { outcome: "not-found" | "already-credited" }> {
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, request.bookingId, request.invoiceId);
    if (!invoice) return { outcome: "not-found" as const };
    if (invoice.status === "credited") return { outcome: "already-credited" as const };
    const issuedOn = getTodayInIndia();
    const numbered = await takeNumber(tx, "credit-note", issuedOn);
    await tx.insert(invoices).values({
      kind: "credit-note",
      ...numbered,
      bookingId: invoice.bookingId,
      correctsId: invoice.id,
      reason: request.reason,
      issuedOn,
      issuedBy: request.admin.email,
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      recipientGstin: invoice.recipientGstin,
      placeOfSupply: invoice.placeOfSupply,
      lines: invoice.lines,
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
      totalPaise: invoice.totalPaise,
      status: "issued",
    });
    await tx.update(invoices).set({ status: "credited" }).where(eq(invoices.id, invoice.id));
    const [booking] = await tx
      .select({ bookingId: bookings.bookingId, email: bookings.email, customerName: bookings.customerName })
      .from(bookings)
      .where(eq(bookings.bookingId, invoice.bookingId));
    if (booking) {
      await queueClientEmail(tx, booking, {
        subject: `Credit note ${numbered.number} for invoice ${invoice.number}`,
        paragraphs: [
          `We have cancelled our invoice ${invoice.number} of ${formatDay(invoice.issuedOn)} (${formatPaise(invoice.totalPaise)}) with credit note ${numbered.number}. Reason: ${request.reason}`,
          "You do not need to pay the cancelled invoice. If we issue a corrected one, it will come in a separate email.",
        ],
      });
    }
    return { outcome: "issued" as const, number: numbered.number };
  });
}

/** An invoice (not a credit note) of this booking, locked for the change about to be made. */
async function lockInvoice(tx: Transaction, bookingId: string, invoiceId: number) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.bookingId, bookingId), eq(invoices.kind, "invoice")))
    .for("update");
  return invoice ?? null;
}

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

/** What is still to be paid on an invoice: its total less the payments confirmed. */
async function getBalance(tx: Executor, invoice: { id: number; totalPaise: number }): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, "confirmed")));
  return invoice.totalPaise - Number(row?.paid ?? 0);
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
    const how = `${PAYMENT_METHOD_NAMES[payment.method]}${payment.reference ? `, reference ${payment.reference}` : ""}`;
    await queueClientEmail(tx, booking, {
      subject: `Receipt: payment received for invoice ${invoice.number}`,
      paragraphs: [
        `Thank you. We have received ${formatPaise(payment.amountPaise)} against our invoice ${invoice.number} (${how}) on ${formatDay(getTodayInIndia())}.`,
        status === "paid"
          ? "The invoice is now paid in full. The paid invoice is attached for your records."
          : `${formatPaise(balance)} of the invoice is still to be paid.`,
      ],
      attachments: status === "paid" ? [{ kind: "invoice-pdf", invoiceId: invoice.id }] : undefined,
      actionPath: path,
      actionLabel: "Open the invoice",
    });
  } else if (rejection) {
    await queueClientEmail(tx, booking, {
      subject: `We could not find your payment for invoice ${invoice.number}`,
      paragraphs: [
        `We checked our bank statement for the payment you reported against invoice ${invoice.number} and could not match it: ${rejection}`,
        "Please check the 12-digit UPI reference (UTR) in your UPI app's payment details and report it again on the invoice page, or reply on your booking page.",
      ],
      actionPath: path,
      actionLabel: "Open the invoice",
    });
  }
}

export const INVOICE_STATUS_TEXTS: Record<InvoiceStatus, string> = {
  unpaid: "Unpaid",
  "payment-reported": "Payment reported, being checked",
  paid: "Paid",
  credited: "Cancelled by credit note",
  issued: "Credit note",
};

/** A booking's invoices and credit notes, newest first, with their payments: for the staff page and the client's. */
export async function listBookingInvoices(bookingId: string, db: Executor = getDb()) {
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
    })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(desc(invoices.id));
  const paid =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(payments)
          .where(
            inArray(
              payments.invoiceId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(payments.id));
  return rows.map((row) => {
    const own = paid.filter((payment) => payment.invoiceId === row.id);
    const received = own
      .filter((payment) => payment.status === "confirmed")
      .reduce((sum, payment) => sum + payment.amountPaise, 0);
    const balancePaise = row.kind === "invoice" && row.status !== "credited" ? row.totalPaise - received : 0;
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      issuedOn: formatDay(row.issuedOn),
      total: formatPaise(row.totalPaise),
      balance: formatPaise(Math.max(balancePaise, 0)),
      status: row.status,
      statusText:
        row.status === "paid" && row.paidOn
          ? `Paid on ${formatDay(row.paidOn)}`
          : row.status === "credited"
            ? `Cancelled by ${rows.find((other) => other.correctsId === row.id)?.number ?? "a credit note"}`
            : INVOICE_STATUS_TEXTS[row.status],
      corrects: row.correctsId ? (rows.find((other) => other.id === row.correctsId)?.number ?? null) : null,
      reason: row.reason,
      remindersSent: row.remindersSent,
      payments: own.map((payment) => ({
        id: payment.id,
        method: PAYMENT_METHOD_NAMES[payment.method],
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
            link: buildUpiLink({
              vpa: invoice.upiVpa,
              payeeName: invoice.supplier.name,
              amountPaise: balancePaise,
              note: invoice.number,
            }),
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
