// What an issued invoice or credit note says, as the PDF, the client's page
// and the email show it (issue 23). Money is integers of paise everywhere.

export type InvoiceKind = "invoice" | "credit-note";

/** How money reaches the firm: UPI (with its UTR), or another way staff record. */
export const PAYMENT_METHODS = ["upi", "bank-transfer", "cash", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  upi: "UPI",
  "bank-transfer": "Bank transfer",
  cash: "Cash",
  cheque: "Cheque",
};

/** One line of an invoice, its tax worked out (app/invoices/gst.ts). */
export type InvoiceLine = {
  /** The booking item it bills: each is billed once, until a credit note cancels its invoice. */
  itemId?: number;
  description: string;
  /** The service's SAC code (app/catalog/services.ts). */
  sac: string;
  quantity: number;
  unitPaise: number;
  /** quantity × unit price. */
  taxablePaise: number;
  /** The GST rate of the line, in percent (18). */
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + CGST + SGST + IGST. */
  totalPaise: number;
};

export type InvoiceTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** A GST state or union territory: its two-digit code and name ("21", "Odisha"). */
export type GstState = { code: string; name: string };

export type InvoiceParty = {
  name: string;
  /** Lines of the postal address; may be empty for a client who gave none. */
  address: string;
  gstin: string | null;
  state: GstState;
};

/**
 * The firm as an invoice names it. The authorised signatory (CGST Rule
 * 46(q)) is kept with the invoice as it was when issued; invoices issued
 * before signatories were configured have none.
 */
export type InvoiceSupplier = InvoiceParty & {
  gstin: string;
  email: string;
  phone: string;
  signatory?: { name: string; designation: string };
};

export type InvoiceDocument = {
  kind: InvoiceKind;
  /** "ETF/2026-27/0001"; a credit note "CN/2026-27/0001". */
  number: string;
  /** The day it was issued, YYYY-MM-DD (India). */
  issuedOn: string;
  bookingId: string;
  /** A credit note's invoice, and why it is corrected. */
  corrects: { number: string; issuedOn: string } | null;
  reason: string;
  supplier: InvoiceSupplier;
  recipient: InvoiceParty & { email: string };
  /** Where the service is supplied: the client's state (IGST Act s.12(2)). */
  placeOfSupply: GstState;
  /** Supplier and place of supply in one state: CGST + SGST; else IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** An unpaid invoice: the UPI payment request (app/invoices/upi.ts). */
  upi: { link: string; vpa: string; amountPaise: number } | null;
  /** A paid invoice: when, and the payment's reference. */
  paid: { on: string; reference: string } | null;
};
