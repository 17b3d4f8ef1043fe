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
  /**
   * The SAC its invoices carry (the GST rate schedule for services,
   * notification 11/2017-CT(R), heading 9982): 998222 accounting and
   * bookkeeping, 998231 corporate tax consulting and preparation, 998232
   * individual tax preparation; the same as the catalog's options.
   */
  sac: string;
  /** Filed in the client's name: their approval of the draft comes first (issue 38, item 3), as for bookings. */
  approvalBeforeFiling: boolean;
  /** What the firm asks the client for, for one period ("October 2026"): each period's checklist. */
  documentsFor: (period: string) => string[];
};

const gstDocuments = (period: string) => [
  `Sales invoices, credit notes and debit notes for ${period}`,
  `Purchase invoices and expense bills with GST for ${period}`,
];

export const RECURRING_SERVICES: readonly RecurringService[] = [
  {
    id: "gst-monthly",
    name: "GST returns, monthly (GSTR-1 and GSTR-3B)",
    frequency: "monthly",
    optionKey: "gst-filing:monthly_gst",
    dueRules: ["gstr-1-monthly", "gstr-3b-monthly"],
    sac: "998231",
    approvalBeforeFiling: true,
    documentsFor: gstDocuments,
  },
  {
    id: "gst-quarterly",
    name: "GST returns, quarterly under QRMP (GSTR-1 and GSTR-3B)",
    frequency: "quarterly",
    optionKey: "gst-filing:quarterly_gst",
    dueRules: ["gstr-1-quarterly", "gstr-3b-quarterly"],
    sac: "998231",
    approvalBeforeFiling: true,
    documentsFor: gstDocuments,
  },
  {
    id: "tds-quarterly",
    name: "TDS returns, quarterly (24Q and 26Q)",
    frequency: "quarterly",
    optionKey: null,
    dueRules: ["tds-returns"],
    sac: "998231",
    approvalBeforeFiling: true,
    documentsFor: (period) => [
      `Payments on which you deducted TDS in ${period} (salaries, rent, contractors, professionals), with each payee's PAN`,
      `The TDS challans you paid for ${period}`,
    ],
  },
  {
    id: "accounting-monthly",
    name: "Accounts, monthly",
    frequency: "monthly",
    optionKey: "accounting-services:basic",
    dueRules: [],
    sac: "998222",
    approvalBeforeFiling: false,
    documentsFor: (period) => [
      `Bank statements for ${period}`,
      `Sales and purchase invoices and expense bills for ${period}`,
    ],
  },
  {
    id: "itr-yearly",
    name: "Income tax return, yearly",
    frequency: "yearly",
    optionKey: "income-tax-filing:individual",
    dueRules: ["itr-non-audit"],
    sac: "998232",
    approvalBeforeFiling: true,
    documentsFor: (period) => [
      `Form 16 and salary slips for ${period}`,
      `Bank statements and interest certificates for ${period}`,
      `Capital gains statements and investment proofs for ${period}`,
    ],
  },
  {
    id: "advance-tax-quarterly",
    name: "Advance tax, each instalment",
    frequency: "quarterly",
    optionKey: null,
    dueRules: ["advance-tax"],
    sac: "998231",
    approvalBeforeFiling: false,
    documentsFor: (period) => [
      `Your income so far in ${period} and what you expect for the rest of the year (salary, business, interest, capital gains)`,
    ],
  },
  {
    id: "roc-yearly",
    name: "ROC annual filings (AOC-4 and MGT-7)",
    frequency: "yearly",
    optionKey: "company-secretary-services:asf",
    dueRules: ["aoc-4", "mgt-7"],
    sac: "998231",
    approvalBeforeFiling: true,
    documentsFor: (period) => [
      `Audited financial statements and the auditor's report for ${period}`,
      `Minutes of the board meetings and the AGM, and any change in directors or shareholding during ${period}`,
    ],
  },
];

/** A period's work item is booked as this service, with the recurring service's id as its option. */
export const PERIOD_ITEM_SERVICE = "engagement";

export function getRecurringService(id: string): RecurringService | undefined {
  return RECURRING_SERVICES.find((service) => service.id === id);
}

/** The recurring service a booked line is a period's work of; undefined for a line booked on the site. */
export function getServiceOfPeriodItem(item: { serviceId: string; optionId: string }): RecurringService | undefined {
  return item.serviceId === PERIOD_ITEM_SERVICE ? getRecurringService(item.optionId) : undefined;
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
