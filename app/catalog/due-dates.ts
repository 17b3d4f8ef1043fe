// Statutory due dates, one table for the whole site (DESIGN, 'After the
// sale'): the staff's default due dates and, later, the public calendar and
// the reminders read it. Each rule says where it comes from. Dates are
// calendar days in India; a due date that falls on a holiday is not moved
// (the portals say when it is). Review each year: the government extends
// dates by notification, and this table does not know of extensions.

export type DueRule = {
  id: string;
  /** What falls due, as staff and clients read it. */
  name: string;
  /** The law, rule or notification that sets it. */
  source: string;
  /** The due dates falling in a calendar year, as ISO days, in order. */
  datesIn: (year: number) => string[];
};

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
const everyMonth = (year: number, date: number) => Array.from({ length: 12 }, (_, index) => day(year, index + 1, date));
/** The month after each quarter (April–June → July, …, January–March → April). */
const afterQuarters = (year: number, date: number) => [4, 7, 10, 1].map((month) => day(year, month, date)).sort();

export const DUE_RULES: readonly DueRule[] = [
  {
    id: "gstr-1-monthly",
    name: "GSTR-1 for the month",
    source: "CGST Act s.37 and CGST Rules r.59: by the 11th of the next month",
    datesIn: (year) => everyMonth(year, 11),
  },
  {
    id: "gstr-3b-monthly",
    name: "GSTR-3B for the month",
    source: "CGST Rules r.61(5): by the 20th of the next month",
    datesIn: (year) => everyMonth(year, 20),
  },
  {
    id: "gstr-1-quarterly",
    name: "GSTR-1 for the quarter (QRMP)",
    source: "CGST Rules r.59(2): by the 13th of the month after the quarter",
    datesIn: (year) => afterQuarters(year, 13),
  },
  {
    id: "gstr-3b-quarterly",
    name: "GSTR-3B for the quarter (QRMP)",
    source:
      "CGST Rules r.61(5) proviso, notification 76/2020-CT: the 22nd or, in the second group of states and union territories, the 24th of the month after the quarter (the earlier date is used here)",
    datesIn: (year) => afterQuarters(year, 22),
  },
  {
    id: "gstr-9",
    name: "GSTR-9 annual return",
    source: "CGST Act s.44 and CGST Rules r.80: by 31 December after the financial year",
    datesIn: (year) => [day(year, 12, 31)],
  },
  {
    id: "itr-non-audit",
    name: "Income tax return (no audit)",
    source: "Income-tax Act 1961 s.139(1), Explanation 2(c): 31 July of the assessment year",
    datesIn: (year) => [day(year, 7, 31)],
  },
  {
    id: "tax-audit-report",
    name: "Tax audit report (Form 3CA/3CB-3CD)",
    source: "Income-tax Act 1961 s.44AB read with s.139(1): 30 September of the assessment year",
    datesIn: (year) => [day(year, 9, 30)],
  },
  {
    id: "itr-audit",
    name: "Income tax return (audit cases, companies)",
    source: "Income-tax Act 1961 s.139(1), Explanation 2(a): 31 October of the assessment year",
    datesIn: (year) => [day(year, 10, 31)],
  },
  {
    id: "aoc-4",
    name: "AOC-4 financial statements (company)",
    source: "Companies Act 2013 s.137: within 30 days of the AGM, held by 30 September (s.96): 30 October",
    datesIn: (year) => [day(year, 10, 30)],
  },
  {
    id: "llp-form-11",
    name: "LLP Form 11 annual return",
    source: "LLP Act 2008 s.35 and LLP Rules r.25: by 30 May",
    datesIn: (year) => [day(year, 5, 30)],
  },
  {
    id: "llp-form-8",
    name: "LLP Form 8 statement of account and solvency",
    source: "LLP Act 2008 s.34 and LLP Rules r.24: by 30 October",
    datesIn: (year) => [day(year, 10, 30)],
  },
];

/**
 * Which rules a catalog option's work answers to ("{serviceId}:{optionId}").
 * Options with no statutory date (notices, registrations, accounting,
 * internal and stock audits) have none: staff set a date.
 */
export const OPTION_RULES: Readonly<Record<string, readonly string[]>> = {
  "gst-filing:monthly_gst": ["gstr-1-monthly", "gstr-3b-monthly"],
  "gst-filing:quarterly_gst": ["gstr-1-quarterly", "gstr-3b-quarterly"],
  "gst-filing:annual_gst": ["gstr-9"],
  "income-tax-filing:individual": ["itr-non-audit"],
  "income-tax-filing:nri": ["itr-non-audit"],
  "income-tax-filing:business": ["itr-non-audit"],
  "income-tax-filing:company": ["itr-audit"],
  "income-tax-filing:firm_partnership": ["itr-non-audit"],
  "income-tax-filing:aop_bop_trust": ["itr-non-audit"],
  "auditing-services:tax_audits": ["tax-audit-report"],
  "company-secretary-services:asf": ["aoc-4", "llp-form-11", "llp-form-8"],
};

/** The first statutory due date on or after `today` among these options' rules, with its rule. */
export function getNextDueDate(optionKeys: readonly string[], today: string): { date: string; rule: DueRule } | null {
  const year = Number(today.slice(0, 4));
  const candidates = optionKeys
    .flatMap((key) => OPTION_RULES[key] ?? [])
    .map((id) => DUE_RULES.find((rule) => rule.id === id))
    .filter((rule): rule is DueRule => rule !== undefined)
    .flatMap((rule) =>
      [...rule.datesIn(year), ...rule.datesIn(year + 1)]
        .filter((date) => date >= today)
        .map((date) => ({ date, rule })),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  return candidates[0] ?? null;
}
