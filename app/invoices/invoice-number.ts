// Invoice numbers (issue 23): a gap-free series per financial year,
// "ETF/2026-27/0001" for invoices and "CN/2026-27/0001" for credit notes.
import type { InvoiceKind } from "#app/invoices/invoice-types.ts";

/** CGST Rules, rule 46(b): an invoice's serial number has at most 16 characters. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

const PREFIXES: Record<InvoiceKind, string> = { invoice: "ETF", "credit-note": "CN" };

/**
 * India's financial year (April to March) of a day, as "YYYY-YY":
 * "2026-04-01" → "2026-27", "2027-03-31" → "2026-27", "2099-04-01" → "2099-00".
 */
export function getFinancialYear(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  const year = Number(match[1]);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * "ETF/2026-27/0001", "CN/2026-27/0001": the series, the financial year and
 * the sequence padded to four digits. Throws when the number would be longer
 * than GST allows (an invoice's 10,000th of a year): better no invoice than
 * an unlawful number, and the series needs a new shape by then.
 */
export function formatDocumentNumber(kind: InvoiceKind, financialYear: string, sequence: number): string {
  if (
    !/^\d{4}-\d{2}$/.test(financialYear) ||
    getFinancialYear(`${financialYear.slice(0, 4)}-04-01`) !== financialYear
  ) {
    throw new Error(`not a financial year: ${financialYear}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error(`not a sequence number: ${sequence}`);
  const number = `${PREFIXES[kind]}/${financialYear}/${String(sequence).padStart(4, "0")}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new Error(
      `${kind} number ${number} is longer than the ${INVOICE_NUMBER_MAX_LENGTH} characters GST allows (CGST Rules, rule 46(b)): the ${financialYear} series is full`,
    );
  }
  return number;
}
