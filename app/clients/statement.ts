// A client's statement of account (issue 37.1): what the firm billed (tax
// invoices), what it took back (credit notes) and what it received (payments
// confirmed against the bank), by date, with the balance after each line.
// Paise throughout (DESIGN, 'After the sale'); positive is owed to the firm.

export type StatementEntry = {
  /** The day it counts from, in India ("2026-04-10"). */
  date: string;
  kind: "invoice" | "credit-note" | "payment";
  /** The invoice or credit note's number; a payment's invoice and reference. */
  description: string;
  /** Raises what the client owes (an invoice). */
  debitPaise: number;
  /** Lowers it (a credit note, a payment). */
  creditPaise: number;
  /** The row's id in its table: the order of two entries of one kind on one day. */
  id: number;
};

export type StatementLine = StatementEntry & { balancePaise: number };

/** A day's invoices come before the credit notes and payments against them. */
const KIND_ORDER = { invoice: 0, "credit-note": 1, payment: 2 } as const;

/** The entries by date, each with the running balance; and the totals. */
export function buildStatement(entries: readonly StatementEntry[]): {
  lines: StatementLine[];
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
} {
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id,
  );
  let balancePaise = 0;
  let debitPaise = 0;
  let creditPaise = 0;
  const lines = sorted.map((entry) => {
    debitPaise += entry.debitPaise;
    creditPaise += entry.creditPaise;
    balancePaise += entry.debitPaise - entry.creditPaise;
    return { ...entry, balancePaise };
  });
  return { lines, debitPaise, creditPaise, balancePaise };
}
