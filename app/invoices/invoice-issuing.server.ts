// Issuing a booking's invoices and credit notes (issue 23). The server
// works out every figure: the browser sends which services to bill and the
// amounts of 'On Request' ones, never a total or a tax. An issued invoice
// is fixed (migration 0023's trigger); only its payment status moves.
import { eq, sql } from "drizzle-orm";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { bookings, invoiceSequences, invoices } from "#app/db/schema.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import { getBilling } from "#app/invoices/billing.server.ts";
import { computeInvoiceLines, isIntraState } from "#app/invoices/gst.ts";
import { checkGstin, getGstState } from "#app/invoices/gstin.ts";
import { formatDocumentNumber, getFinancialYear } from "#app/invoices/invoice-number.ts";
import type { GstState, InvoiceKind } from "#app/invoices/invoice-types.ts";
import { getBillableItems, getInvoicePagePath, lockInvoice } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";

export type InvoiceRequest = {
  bookingId: string;
  admin: { email: string };
  /** The booking items to bill; for 'On Request' ones the amount per unit staff entered (ignored for fixed ones). */
  lines: { itemId: number; unitPaise: number | null }[];
  recipient: { name: string; address: string; gstin: string | null; stateCode: string | null };
};

type IssueOutcome =
  | { outcome: "issued"; id: number; number: string }
  | { outcome: "not-found" | "not-ready" | "no-lines" | "no-place-of-supply" | "address-needed" }
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
    if (needsRecipientAddress(request.recipient, totals.taxablePaise)) return { outcome: "address-needed" as const };
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
    const amount = formatPaise(totals.totalPaise);
    await queueClientEmail(tx, booking, ({ t }) => ({
      subject: t("invoice.subject", { number: invoice.number, bookingId: booking.bookingId }),
      paragraphs: [
        t("invoice.attached", { number: invoice.number, bookingId: booking.bookingId, amount }),
        t("invoice.howToPay"),
      ],
      upi: { amount },
      attachments: [
        { kind: "upi-qr", invoiceId: invoice.id },
        { kind: "invoice-pdf", invoiceId: invoice.id },
      ],
      actionPath: getInvoicePagePath(booking.bookingId, invoice.id),
      actionLabel: t("invoice.open"),
      whatsapp: { template: "invoice_issued", values: { invoice: invoice.number, amount, upi_id: billing.vpa } },
    }));
    return { outcome: "issued" as const, id: invoice.id, number: invoice.number };
  });
}

/**
 * CGST Rule 46(e): a tax invoice to an unregistered recipient carries their
 * name and address (and the state, with its code: the place of supply)
 * when the value of the taxable supply, before GST, is ₹50,000 or more.
 */
const ADDRESS_NEEDED_FROM_PAISE = 50_000 * 100;

function needsRecipientAddress(recipient: InvoiceRequest["recipient"], taxablePaise: number): boolean {
  return !recipient.gstin && taxablePaise >= ADDRESS_NEEDED_FROM_PAISE && !recipient.address.trim();
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
    // Signed by today's authorised signatory (CGST Rule 53(1A)(i)), whoever signed the invoice.
    const billing = getBilling();
    const signatory = billing.ready ? billing.supplier.signatory : invoice.supplier.signatory;
    await tx.insert(invoices).values({
      kind: "credit-note",
      ...numbered,
      bookingId: invoice.bookingId,
      correctsId: invoice.id,
      reason: request.reason,
      issuedOn,
      issuedBy: request.admin.email,
      supplier: { ...invoice.supplier, signatory },
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
      await queueClientEmail(tx, booking, ({ t, language }) => ({
        subject: t("creditNote.subject", { creditNote: numbered.number, number: invoice.number }),
        paragraphs: [
          t("creditNote.body", {
            number: invoice.number,
            day: formatDay(invoice.issuedOn, language),
            amount: formatPaise(invoice.totalPaise),
            creditNote: numbered.number,
            reason: request.reason,
          }),
          t("creditNote.noNeedToPay"),
        ],
      }));
    }
    return { outcome: "issued" as const, number: numbered.number };
  });
}
