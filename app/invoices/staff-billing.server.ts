// The billing forms of a booking's staff page (issue 23): issue an invoice,
// cancel one with a credit note, confirm or reject a reported payment,
// record a payment received. Admins only: the route has checked.

import type { StaffOutcome } from "#app/admin/staff-outcome.ts";
import { getBilling } from "#app/invoices/billing.server.ts";
import { GST_STATES } from "#app/invoices/gstin.ts";
import { issueCreditNote, issueInvoice } from "#app/invoices/invoice-issuing.server.ts";
import { decidePayment, findUtrClashes, recordPayment } from "#app/invoices/invoice-payments.server.ts";
import type {
  ConfirmPaymentSchema,
  CreditNoteSchema,
  InvoiceSchema,
  RecordPaymentSchema,
  RejectPaymentSchema,
} from "#app/invoices/invoice-schema.ts";
import { getBillableItems, listBookingInvoices } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";
import type { z } from "#app/zod.ts";

export type StaffBilling = Awaited<ReturnType<typeof loadStaffBilling>>;

/** The billing box of the staff page: the booking's invoices, what can be billed, and whether the firm can bill yet. */
export async function loadStaffBilling(bookingId: string) {
  const billing = getBilling();
  const [items, invoices, clashes] = await Promise.all([
    getBillableItems(bookingId),
    listBookingInvoices(bookingId),
    findUtrClashes(bookingId),
  ]);
  return {
    missing: billing.ready ? [] : billing.missing,
    ratePercent: billing.ready ? billing.ratePercent : null,
    items: items.map((item) => ({
      ...item,
      unitPrice: item.unitPaise === null ? null : formatPaise(item.unitPaise),
    })),
    invoices: invoices.map((invoice) => ({
      ...invoice,
      payments: invoice.payments.map((payment) => ({ ...payment, sameUtr: clashes.get(payment.id) ?? [] })),
    })),
    states: [...GST_STATES].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export type BillingValue =
  | z.output<typeof InvoiceSchema>
  | z.output<typeof CreditNoteSchema>
  | z.output<typeof ConfirmPaymentSchema>
  | z.output<typeof RejectPaymentSchema>
  | z.output<typeof RecordPaymentSchema>;

const REJECTED_BY_DEFAULT = "no payment with this reference has reached our bank account.";

export async function runBillingAction(
  value: BillingValue,
  bookingId: string,
  admin: { email: string },
): Promise<StaffOutcome> {
  if (value.intent === "invoice") {
    const issued = await issueInvoice({
      bookingId,
      admin,
      lines: value.lines
        .filter((line) => line.include)
        .map((line) => ({ itemId: line.itemId, unitPaise: line.amount })),
      recipient: {
        name: value.clientName ?? "",
        address: value.clientAddress ?? "",
        gstin: value.gstin,
        stateCode: value.stateCode ?? null,
      },
    });
    switch (issued.outcome) {
      case "issued":
        return {
          notice: `Issued invoice ${issued.number}. The client is emailed it with the UPI QR code.`,
          audit: { action: "invoice-issued", what: issued.number },
        };
      case "not-found":
        return "not-found";
      case "not-ready":
        return { formError: "Invoices need the firm's billing details first (see below).", status: 409 };
      case "no-lines":
        return { formError: "Please tick at least one service to bill.", status: 400 };
      case "already-billed":
        return {
          formError: `Not issued: ${issued.lines.join("; ")}. To bill a service again, cancel its invoice with a credit note first.`,
          status: 409,
        };
      case "address-needed":
        return {
          fieldErrors: {
            clientAddress: [
              "Please enter the client's address: an invoice of ₹50,000 or more before GST to a client without a GSTIN must show it (CGST Rule 46(e)).",
            ],
          },
        };
      case "no-place-of-supply":
        return {
          fieldErrors: { stateCode: ["Please choose the client's state (the place of supply), or enter their GSTIN."] },
        };
      case "state-mismatch":
        return {
          fieldErrors: {
            stateCode: [
              `This GSTIN is registered in ${issued.state.name}, so that is the place of supply. Please choose it, or leave the state empty.`,
            ],
          },
        };
      case "unpriced": {
        const fieldErrors: Record<string, string[]> = {};
        value.lines.forEach((line, index) => {
          if (issued.itemIds.includes(line.itemId)) {
            fieldErrors[`lines[${index}].amount`] = ["Please enter the amount agreed for this service."];
          }
        });
        return { fieldErrors };
      }
    }
  }
  if (value.intent === "credit-note") {
    const credited = await issueCreditNote({ bookingId, invoiceId: value.invoiceId, admin, reason: value.reason });
    if (credited.outcome === "not-found") return "not-found";
    if (credited.outcome !== "issued") {
      return { formError: "This invoice is already cancelled by a credit note.", status: 409 };
    }
    return {
      notice: `Issued credit note ${credited.number}. The client is told the invoice is cancelled.`,
      audit: { action: "credit-note-issued", what: credited.number },
    };
  }
  if (value.intent === "confirm-payment" || value.intent === "reject-payment") {
    const confirm = value.intent === "confirm-payment";
    const decided = await decidePayment({
      bookingId,
      paymentId: value.paymentId,
      admin,
      confirm,
      note: value.intent === "reject-payment" ? value.note || REJECTED_BY_DEFAULT : "",
    });
    if (decided === "not-found") return "not-found";
    if (decided === "already-decided") {
      return { formError: "This payment was already confirmed or rejected. Please reload the page.", status: 409 };
    }
    if (decided === "utr-used") {
      return {
        formError: "This UPI reference is already confirmed on another payment: reject this one, or check the other.",
        status: 409,
      };
    }
    return confirm
      ? {
          notice: "Payment confirmed. The client is emailed a receipt.",
          audit: { action: "payment-confirmed", what: `payment ${value.paymentId}` },
        }
      : {
          notice: "Payment rejected. The client is emailed why and can report it again.",
          audit: { action: "payment-rejected", what: `payment ${value.paymentId}` },
        };
  }
  const recorded = await recordPayment({
    bookingId,
    invoiceId: value.invoiceId,
    admin,
    method: value.method,
    reference: (value.reference ?? "").replace(value.method === "upi" ? /[\s-]/g : /^$/, ""),
    amountPaise: value.amount,
  });
  if (recorded === "not-found") return "not-found";
  if (recorded === "not-payable") {
    return { formError: "This invoice is paid or cancelled: there is nothing left to pay.", status: 409 };
  }
  if (recorded === "utr-used") {
    return { fieldErrors: { reference: ["This UPI reference is already recorded against a payment."] } };
  }
  if (typeof recorded === "object") {
    return {
      fieldErrors: { amount: [`This is more than the ${formatPaise(recorded.balancePaise)} still to be paid.`] },
    };
  }
  return {
    notice: "Payment recorded. The client is emailed a receipt.",
    audit: { action: "payment-recorded", what: `invoice ${value.invoiceId}, ${formatPaise(value.amount)}` },
  };
}
