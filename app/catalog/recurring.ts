// The recurring services a client keeps the firm for (issue 37): each one a
// retainer that the firm's year is made of. The price per period is the
// catalog option's where the site sells one (stored once, in services.ts);
// the others are 'On Request' there and priced per client. Each names the
// rules of the one due-date table (app/catalog/due-dates.ts) its periods
// answer to. Browser-safe: the prices are read on the server
// (app/clients/clients.server.ts).
export type Frequency = "monthly" | "quarterly" | "yearly";

export type RecurringService = {
  id: string;
  name: string;
  frequency: Frequency;
  /** The catalog option it is sold as on the site ("{serviceId}:{optionId}"), if any. */
  optionKey: string | null;
  /** `DUE_RULES` ids (app/catalog/due-dates.ts); none for work with no statutory date. */
  dueRules: readonly string[];
};

export const RECURRING_SERVICES: readonly RecurringService[] = [
  {
    id: "gst-monthly",
    name: "GST returns, monthly (GSTR-1 and GSTR-3B)",
    frequency: "monthly",
    optionKey: "gst-filing:monthly_gst",
    dueRules: ["gstr-1-monthly", "gstr-3b-monthly"],
  },
  {
    id: "gst-quarterly",
    name: "GST returns, quarterly under QRMP (GSTR-1 and GSTR-3B)",
    frequency: "quarterly",
    optionKey: "gst-filing:quarterly_gst",
    dueRules: ["gstr-1-quarterly", "gstr-3b-quarterly"],
  },
  {
    id: "tds-quarterly",
    name: "TDS returns, quarterly (24Q and 26Q)",
    frequency: "quarterly",
    optionKey: null,
    dueRules: ["tds-returns"],
  },
  {
    id: "accounting-monthly",
    name: "Accounts, monthly",
    frequency: "monthly",
    optionKey: "accounting-services:basic",
    dueRules: [],
  },
  {
    id: "itr-yearly",
    name: "Income tax return, yearly",
    frequency: "yearly",
    optionKey: "income-tax-filing:individual",
    dueRules: ["itr-non-audit"],
  },
  {
    id: "advance-tax-quarterly",
    name: "Advance tax, each instalment",
    frequency: "quarterly",
    optionKey: null,
    dueRules: ["advance-tax"],
  },
  {
    id: "roc-yearly",
    name: "ROC annual filings (AOC-4 and MGT-7)",
    frequency: "yearly",
    optionKey: "company-secretary-services:asf",
    dueRules: ["aoc-4", "mgt-7"],
  },
];

export function getRecurringService(id: string): RecurringService | undefined {
  return RECURRING_SERVICES.find((service) => service.id === id);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const YEAR = /^(\d{4})-(\d{2})$/;

/**
 * A start period as staff write it, for the service's frequency: a month
 * "2026-04", a quarter of the financial year "2026-Q1" (April to June 2026;
 * Q4 is January to March 2027), a financial year "2026-27". Null if it is
 * not one.
 */
export function parsePeriod(frequency: Frequency, text: string): string | null {
  const period = text.trim().toUpperCase();
  if (frequency === "monthly") return MONTH.test(period) ? period : null;
  if (frequency === "quarterly") return QUARTER.test(period) ? period : null;
  const year = YEAR.exec(period);
  return year && (Number(year[1]) + 1) % 100 === Number(year[2]) ? period : null;
}

export const PERIOD_EXAMPLES: Record<Frequency, string> = {
  monthly: "a month such as 2026-04",
  quarterly: "a quarter of the financial year such as 2026-Q1 (April to June 2026)",
  yearly: "a financial year such as 2026-27",
};
