// Invoice numbers (issue 23): a gap-free series per financial year,
// "ETF/2026-27/0001" for invoices and "CN/2026-27/0001" for credit notes.
import type { InvoiceKind } from "#app/invoices/invoice-types.ts";

/** CGST Rules, rule 46(b): an invoice's serial number has at most 16 characters. */
const INVOICE_NUMBER_MAX_LENGTH = 16;

/** India's financial year (April to March) of a day: "2026-04-01" → "2026-27", "2027-03-31" → "2026-27". */
export function getFinancialYear(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export function formatDocumentNumber(kind: InvoiceKind, financialYear: string, sequence: number): string {
  const prefix = kind === "invoice" ? "ETF" : "CN";
  const number = `${prefix}/${financialYear}/${String(sequence).padStart(4, "0")}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new Error(
      `invoice number ${number} is longer than the ${INVOICE_NUMBER_MAX_LENGTH} characters GST allows: the year's series is full`,
    );
  }
  return number;
}
