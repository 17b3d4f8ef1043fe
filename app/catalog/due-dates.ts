import { getMonthName, ENGLISH_MONTHS as MONTHS } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { DueDate, DueDateProfile } from "#app/tools/due-date-types.ts";
import { FINANCE_ACT_2026 } from "#app/tools/tax-law.ts";

// Statutory due dates, one table for the whole site (DESIGN, 'After the
// sale'): the staff's default due dates, the public calendar and its .ics
// feed (issue 24.3) and, later, the reminders read it. Each rule says where it
// comes from, who it concerns and what lateness costs.
//
// - Dates are calendar days in India.
// - A due date on a Sunday or a public holiday stands: the law does not move
//   it and neither do the portals. Only a notification, order or circular of
//   CBDT, CBIC or MCA moves a date; such an extension is one line in
//   EXTENSIONS below, and every reader of this table then sees the new date.
// - Review each year (Budget in February, GST Council notifications).
//
// NOTE: the Income-tax Act 2025 replaces the 1961 Act from 1 April 2026, so
// returns for tax year 2026-27 (filed in 2027) fall under it. Checked against
// its sections as published (secondary texts, not the Gazette): the return
// dates (s.263(1)(c); the Finance Act 2026 (FINANCE_ACT_2026) moves unaudited
// business cases from 31 July to 31 August, and makes the same change to the
// 1961 Act for returns filed in 2026), advance tax
// (s.408) and the audit and transfer-pricing reports (s.63, s.172: a month
// before the return). The TDS and TCS payment and statement dates come from
// the Income-tax Rules 1962; their successor, the Income-tax Rules 2026, was
// a draft when this was written: those dates are carried over unverified.
//
// The file is long because it is the one table; the helpers are small.

export type DueRule = {
  id: string;
  /** What falls due, in general, as staff read it next to a booking ("GSTR-1 for the month"). */
  name: string;
  /** The form or return ("GSTR-1"). */
  form: string;
  /** Who it applies to, in a line. */
  who: string;
  /** The late fee or interest, in a line. */
  lateFee: string;
  /** The late fee as figures, for a return filed late (app/catalog/late-fee.ts); none where lateness costs interest or a penalty only. */
  lateFeeRule?: LateFeeRule;
  /** The law, rule or notification that sets the date. */
  source: string;
  /** The profiles of the public calendar it concerns (none: shown only unfiltered). */
  profiles: readonly DueDateProfile[];
  /** The statutory due dates falling in a calendar year, as ISO days. */
  datesIn: (year: number) => string[];
  /** One due date's name, from the period it is for: "GSTR-1 for October 2026". */
  nameFor: (date: string) => string;
};

/** Aggregate turnover in the preceding financial year: the caps of the GSTR-1 and GSTR-3B late fee. */
export const GST_TURNOVER_BANDS = ["up-to-1.5-crore", "1.5-to-5-crore", "above-5-crore"] as const;
/** Aggregate turnover in the financial year of the annual return: GSTR-9's rate and cap. */
export const ANNUAL_TURNOVER_BANDS = ["up-to-5-crore", "5-to-20-crore", "above-20-crore"] as const;
export type GstTurnoverBand = (typeof GST_TURNOVER_BANDS)[number];
export type AnnualTurnoverBand = (typeof ANNUAL_TURNOVER_BANDS)[number];

/**
 * What a return filed late costs, as figures (issue 37.4), in whole rupees,
 * CGST and SGST together for GST (each Act charges half), with the law
 * beside each figure. Read by getLateFee (app/catalog/late-fee.ts).
 */
type LateFeeRule =
  | {
      /** GSTR-1 and GSTR-3B: so much a day, less for a nil return, capped by turnover band. */
      kind: "gst-return";
      perDayRupees: number;
      nilPerDayRupees: number;
      nilCapRupees: number;
      capRupees: Record<GstTurnoverBand, number>;
      law: string;
    }
  | {
      /** GSTR-9: a rate a day by turnover band, capped at a share of the turnover in the state, in basis points. */
      kind: "gst-annual";
      bands: Record<AnnualTurnoverBand, { perDayRupees: number; capBasisPoints: number }>;
      law: string;
    }
  /** TDS and TCS statements: so much a day, never more than the tax deductible or collectible. */
  | { kind: "per-day-up-to-tax"; perDayRupees: number; law: string }
  /** ROC filings: so much a day, with no cap. */
  | { kind: "per-day"; perDayRupees: number; law: string }
  /** The income tax return: one fee, not by the day; less when total income is small. */
  | { kind: "fixed"; rupees: number; smallIncomeRupees: number; smallIncomeUpToRupees: number; law: string };

/** A one-off extension of one due date by notification or circular. */
type Extension = { ruleId: string; from: string; to: string; by: string };

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
const everyMonth = (year: number, date: number) => Array.from({ length: 12 }, (_, index) => day(year, index + 1, date));
/** The month after each quarter (April–June → July, …, January–March → April). */
const afterQuarters = (year: number, date: number) => [4, 7, 10, 1].map((month) => day(year, month, date)).sort();

const yearAndMonth = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7))] as const;

/** The period a due date is for, in a language: what each rule's `nameFor` names. */
export type DuePeriod = {
  /** The month before the due date's: GSTR-3B due on 20 November 2026 is for "October 2026". */
  month: string;
  /** The last calendar quarter ended before the due date's month: "July–September 2026". */
  quarter: string;
  /** The financial year (April–March) ended before the due date: a return due 31 July 2027 is for "2026-27". */
  yearBefore: string;
  /** The financial year the due date falls in: "2027-28". */
  yearOf: string;
  /** The statutory due date itself, "2026-07-31". */
  date: string;
};

/** A financial year by the year it starts in: 2026 → "2026-27". */
export const formatFinancialYear = (start: number) => `${start}-${String(start + 1).slice(2)}`;

/** The periods a statutory due date can be for, in a language (our month names, app/format-date.ts). */
export function getDuePeriod(date: string, language: Language): DuePeriod {
  const [year, month] = yearAndMonth(date);
  const [monthYear, monthBefore] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const last = Math.floor((month - 1) / 3) * 3;
  const [endYear, endMonth] = last === 0 ? [year - 1, 12] : [year, last];
  return {
    month: `${getMonthName(monthBefore, language)} ${monthYear}`,
    quarter: `${getMonthName(endMonth - 2, language)}–${getMonthName(endMonth, language)} ${endYear}`,
    yearBefore: formatFinancialYear(month >= 4 ? year - 1 : year - 2),
    yearOf: formatFinancialYear(month >= 4 ? year : year - 1),
    date,
  };
}

const getMonthBefore = (date: string) => getDuePeriod(date, "en").month;
const getQuarterBefore = (date: string) => getDuePeriod(date, "en").quarter;
const formatDay = (date: string) =>
  `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const getYearBefore = (date: string) => `FY ${getDuePeriod(date, "en").yearBefore}`;
const getYearOf = (date: string) => `FY ${getDuePeriod(date, "en").yearOf}`;

const ADVANCE_TAX_INSTALMENTS: Readonly<Record<number, string>> = {
  6: "1st instalment (15%)",
  9: "2nd instalment (45%)",
  12: "3rd instalment (75%)",
  3: "4th instalment (100%)",
};

const GST_RETURN_LATE_FEE = "₹50 a day (₹20 for nil returns), capped at ₹500 to ₹10,000 by turnover";
const GST_INTEREST = "18% a year interest on tax paid late (CGST Act s.50)";
const ITR_LATE_FEE =
  "Late fee of ₹5,000 (up to ₹1,000 if income is up to ₹5 lakh), plus 1% a month interest on unpaid tax (1961 Act s.234F, s.234A; 2025 Act s.428, s.423)";
const BELATED_FEE = "Late fee of ₹5,000 (₹1,000 if total income is up to ₹5 lakh) (1961 Act s.234F; 2025 Act s.428)";
// s.272A(2)(g): ₹100 for every day the certificate is late, never more than the tax deducted.
const TDS_CERTIFICATE_FEE =
  "Penalty of ₹100 a day while the certificate is not issued, up to the tax deducted (1961 Act s.272A(2)(g))";
// CGST Act s.47(1): ₹100 a day under each Act, at most ₹5,000 each, lowered
// by CBIC: ₹25 a day (₹10 for nil) under each Act (4/2018-CT for GSTR-1,
// 76/2018-CT for GSTR-3B), and from June 2021 no more than ₹250 (nil), ₹1,000
// (turnover up to ₹1.5 crore) or ₹2,500 (₹1.5–5 crore) each (20/2021-CT for
// GSTR-1, 19/2021-CT for GSTR-3B); above ₹5 crore s.47's ₹5,000 each stands.
const gstReturnFee = (notifications: string): LateFeeRule => ({
  kind: "gst-return",
  perDayRupees: 50,
  nilPerDayRupees: 20,
  nilCapRupees: 500,
  capRupees: { "up-to-1.5-crore": 2000, "1.5-to-5-crore": 5000, "above-5-crore": 10000 },
  law: `CGST Act s.47(1); notifications ${notifications}`,
});
const GSTR_1_FEE = gstReturnFee("4/2018-CT and 20/2021-CT");
const GSTR_3B_FEE = gstReturnFee("76/2018-CT and 19/2021-CT");
// s.234F (2025 Act s.428): ₹5,000, or ₹1,000 when total income is up to ₹5 lakh; once, not by the day.
const ITR_FEE: LateFeeRule = {
  kind: "fixed",
  rupees: 5000,
  smallIncomeRupees: 1000,
  smallIncomeUpToRupees: 500000,
  law: "1961 Act s.234F; 2025 Act s.428",
};
// s.234E (2025 Act s.427): ₹200 a day, never more than the tax deductible or collectible.
const TDS_FEE: LateFeeRule = { kind: "per-day-up-to-tax", perDayRupees: 200, law: "1961 Act s.234E; 2025 Act s.427" };
// Companies Act s.403 proviso and the Companies (Registration Offices and Fees)
// Rules 2014 r.12 and Annexure, as amended from 1 July 2018: ₹100 a day, no cap.
const ROC_FEE: LateFeeRule = {
  kind: "per-day",
  perDayRupees: 100,
  law: "Companies Act s.403; Companies (Registration Offices and Fees) Rules 2014 r.12",
};
const QRMP_WHO = "Taxpayers in the QRMP scheme (turnover up to ₹5 crore)";
const BUSINESSES: readonly DueDateProfile[] = ["gst-monthly", "gst-qrmp", "company", "llp"];

const RULES = [
  // GST
  {
    id: "gstr-1-monthly",
    name: "GSTR-1 for the month",
    form: "GSTR-1",
    who: "Regular GST taxpayers filing monthly (turnover above ₹5 crore, or who chose monthly returns)",
    lateFee: `${GST_RETURN_LATE_FEE} (CGST Act s.47, notification 20/2021-CT)`,
    lateFeeRule: GSTR_1_FEE,
    source: "CGST Act s.37(1), CGST Rules r.59 and notification 83/2020-CT: by the 11th of the next month",
    profiles: ["gst-monthly"],
    datesIn: (year) => everyMonth(year, 11),
    nameFor: (date) => `GSTR-1 for ${getMonthBefore(date)}`,
  },
  {
    id: "gstr-3b-monthly",
    name: "GSTR-3B for the month",
    form: "GSTR-3B",
    who: "Regular GST taxpayers filing monthly (turnover above ₹5 crore, or who chose monthly returns)",
    lateFee: `${GST_RETURN_LATE_FEE} (notification 19/2021-CT), plus ${GST_INTEREST}`,
    lateFeeRule: GSTR_3B_FEE,
    source: "CGST Act s.39(1) and CGST Rules r.61(1)(i): by the 20th of the next month",
    profiles: ["gst-monthly"],
    datesIn: (year) => everyMonth(year, 20),
    nameFor: (date) => `GSTR-3B for ${getMonthBefore(date)}`,
  },
  {
    id: "gstr-1-quarterly",
    name: "GSTR-1 for the quarter (QRMP)",
    form: "GSTR-1",
    who: `${QRMP_WHO}; invoices to registered buyers may go in the optional IFF monthly`,
    lateFee: `${GST_RETURN_LATE_FEE} (CGST Act s.47, notification 20/2021-CT)`,
    lateFeeRule: GSTR_1_FEE,
    source: "CGST Act s.37(1), CGST Rules r.59 and notification 83/2020-CT: by the 13th of the month after the quarter",
    profiles: ["gst-qrmp"],
    datesIn: (year) => afterQuarters(year, 13),
    nameFor: (date) => `GSTR-1 for ${getQuarterBefore(date)} (QRMP)`,
  },
  {
    // Optional: nothing is late. Listed so that a QRMP business whose buyers want their credit monthly sees the window close.
    id: "gst-iff",
    name: "Invoice Furnishing Facility (IFF) for the month (QRMP, optional)",
    form: "IFF (GSTR-1)",
    who: `${QRMP_WHO} who want their registered buyers to get input tax credit every month: invoices to registered buyers (up to ₹50 lakh in the month) for each of the first two months of the quarter`,
    lateFee:
      "No late fee: the IFF is optional and closes on the 13th; invoices not furnished by then go in the quarter's GSTR-1",
    source:
      "CGST Rules r.59(2) (notification 82/2020-CT) for the QRMP scheme (notification 84/2020-CT): from the 1st to the 13th of the month after each of the first two months of the quarter",
    profiles: ["gst-qrmp"],
    datesIn: (year) => [2, 3, 5, 6, 8, 9, 11, 12].map((month) => day(year, month, 13)),
    nameFor: (date) => `IFF for ${getMonthBefore(date)} (QRMP, optional)`,
  },
  {
    // The earlier of the two QRMP dates: the staff's default for every QRMP client (OPTION_RULES).
    id: "gstr-3b-quarterly",
    name: "GSTR-3B for the quarter (QRMP)",
    form: "GSTR-3B",
    who: `${QRMP_WHO} whose principal place of business is in Chhattisgarh, Madhya Pradesh, Gujarat, Maharashtra, Karnataka, Goa, Kerala, Tamil Nadu, Telangana, Andhra Pradesh, Daman and Diu, Dadra and Nagar Haveli, Puducherry, Andaman and Nicobar Islands or Lakshadweep`,
    lateFee: `${GST_RETURN_LATE_FEE} (notification 19/2021-CT), plus ${GST_INTEREST}`,
    lateFeeRule: GSTR_3B_FEE,
    source:
      "CGST Act s.39(1) proviso and CGST Rules r.61(1)(ii), table entry 1 (notification 82/2020-CT): by the 22nd of the month after the quarter",
    profiles: ["gst-qrmp"],
    datesIn: (year) => afterQuarters(year, 22),
    nameFor: (date) => `GSTR-3B for ${getQuarterBefore(date)} (QRMP, 22nd-day states)`,
  },
  {
    id: "gstr-3b-quarterly-24",
    name: "GSTR-3B for the quarter (QRMP, 24th-day states)",
    form: "GSTR-3B",
    who: `${QRMP_WHO} whose principal place of business is in Himachal Pradesh, Punjab, Uttarakhand, Haryana, Rajasthan, Uttar Pradesh, Bihar, Sikkim, Arunachal Pradesh, Nagaland, Manipur, Mizoram, Tripura, Meghalaya, Assam, West Bengal, Jharkhand, Odisha, Jammu and Kashmir, Ladakh, Chandigarh or Delhi`,
    lateFee: `${GST_RETURN_LATE_FEE} (notification 19/2021-CT), plus ${GST_INTEREST}`,
    lateFeeRule: GSTR_3B_FEE,
    source:
      "CGST Act s.39(1) proviso and CGST Rules r.61(1)(ii), table entry 2 (notification 82/2020-CT): by the 24th of the month after the quarter",
    profiles: ["gst-qrmp"],
    datesIn: (year) => afterQuarters(year, 24),
    nameFor: (date) => `GSTR-3B for ${getQuarterBefore(date)} (QRMP, 24th-day states)`,
  },
  {
    id: "gst-pmt-06",
    name: "GST payment for the month (QRMP, PMT-06)",
    form: "PMT-06",
    who: `${QRMP_WHO}, for the first two months of each quarter, unless the ledgers already cover the tax or there is none`,
    lateFee: `${GST_INTEREST}; no late fee`,
    source:
      "CGST Act s.39(7) proviso and notification 85/2020-CT: by the 25th of the month after each of the first two months of the quarter",
    profiles: ["gst-qrmp"],
    datesIn: (year) => [2, 3, 5, 6, 8, 9, 11, 12].map((month) => day(year, month, 25)),
    nameFor: (date) => `GST payment (PMT-06) for ${getMonthBefore(date)} (QRMP)`,
  },
  {
    id: "gstr-9",
    name: "GSTR-9 annual return",
    form: "GSTR-9",
    who: "Regular GST taxpayers with aggregate turnover above ₹2 crore (optional below)",
    lateFee:
      "₹50 a day up to 0.04% of turnover in the state (₹100 a day for ₹5–20 crore; notification 07/2023-CT); ₹200 a day up to 0.5% above ₹20 crore (CGST Act s.47(2))",
    // s.47(2): ₹200 a day up to 0.5% of turnover in the state; notification 07/2023-CT,
    // from FY 2022-23: ₹50 a day up to ₹5 crore, ₹100 a day ₹5–20 crore, both up to 0.04%.
    lateFeeRule: {
      kind: "gst-annual",
      bands: {
        "up-to-5-crore": { perDayRupees: 50, capBasisPoints: 4 },
        "5-to-20-crore": { perDayRupees: 100, capBasisPoints: 4 },
        "above-20-crore": { perDayRupees: 200, capBasisPoints: 50 },
      },
      law: "CGST Act s.47(2); notification 07/2023-CT",
    },
    source:
      "CGST Act s.44 and CGST Rules r.80(1): by 31 December after the financial year; turnover up to ₹2 crore exempt from FY 2024-25 (notification 15/2025-CT)",
    profiles: ["gst-monthly", "gst-qrmp"],
    datesIn: (year) => [day(year, 12, 31)],
    nameFor: (date) => `GSTR-9 for ${getYearBefore(date)}`,
  },
  {
    id: "gstr-9c",
    name: "GSTR-9C reconciliation statement",
    form: "GSTR-9C",
    who: "GST taxpayers with aggregate turnover above ₹5 crore, filed with GSTR-9",
    lateFee: "No late fee of its own; a general penalty of up to ₹25,000 may apply (CGST Act s.125)",
    source:
      "CGST Act s.44 and CGST Rules r.80(3): a self-certified reconciliation statement with GSTR-9, by 31 December",
    profiles: ["gst-monthly"],
    datesIn: (year) => [day(year, 12, 31)],
    nameFor: (date) => `GSTR-9C for ${getYearBefore(date)}`,
  },
  {
    id: "cmp-08",
    name: "CMP-08 statement for the quarter (composition)",
    form: "CMP-08",
    who: "Composition taxpayers (CGST Act s.10): a statement and payment of the quarter's tax",
    lateFee: GST_INTEREST,
    source: "CGST Rules r.62(1)(i): by the 18th of the month after the quarter",
    profiles: [],
    datesIn: (year) => afterQuarters(year, 18),
    nameFor: (date) => `CMP-08 for ${getQuarterBefore(date)}`,
  },
  {
    id: "gstr-4",
    name: "GSTR-4 annual return (composition)",
    form: "GSTR-4",
    who: "Composition taxpayers (CGST Act s.10)",
    lateFee:
      "Late fee capped at ₹2,000 (₹500 when no tax is payable), CGST and SGST together (notification 21/2021-CT)",
    source:
      "CGST Act s.39(2) and CGST Rules r.62(1)(ii) with its proviso: by 30 June after the financial year from FY 2024-25 (30 April before)",
    profiles: [],
    datesIn: (year) => [year >= 2025 ? day(year, 6, 30) : day(year, 4, 30)],
    nameFor: (date) => `GSTR-4 for ${getYearBefore(date)}`,
  },

  // Income tax
  {
    id: "advance-tax",
    name: "Advance tax instalment",
    form: "Challan 280",
    who: "Anyone whose tax for the year, after TDS, is ₹10,000 or more; presumptive-income businesses pay it all by 15 March",
    lateFee: "Interest of 1% a month on the shortfall (1961 Act s.234B, s.234C; 2025 Act s.424, s.425)",
    source:
      "Income-tax Act 2025 s.408 (1961 Act s.211): 15%, 45%, 75% and 100% of the year's tax by 15 June, 15 September, 15 December and 15 March",
    profiles: ["salaried", ...BUSINESSES],
    datesIn: (year) => [day(year, 3, 15), day(year, 6, 15), day(year, 9, 15), day(year, 12, 15)],
    nameFor: (date) => `Advance tax for ${getYearOf(date)}: ${ADVANCE_TAX_INSTALMENTS[yearAndMonth(date)[1]]}`,
  },
  {
    id: "itr-non-audit",
    name: "Income tax return (no audit)",
    form: "ITR-1 / ITR-2",
    who: "Individuals and HUFs with no business income: salary, pension, house property, capital gains, interest",
    lateFee: ITR_LATE_FEE,
    lateFeeRule: ITR_FEE,
    source:
      "Income-tax Act 1961 s.139(1), Explanation 2(c), and from tax year 2026-27 Income-tax Act 2025 s.263(1)(c): 31 July",
    profiles: ["salaried"],
    datesIn: (year) => [day(year, 7, 31)],
    nameFor: (date) => `Income tax return (ITR-1, ITR-2) for ${getYearBefore(date)}`,
  },
  {
    id: "itr-business-no-audit",
    name: "Income tax return (business, no audit)",
    form: "ITR-3 / ITR-4 / ITR-5",
    who: "Businesses and professions whose accounts need no audit, partners of such firms, and trusts without audit",
    lateFee: ITR_LATE_FEE,
    lateFeeRule: ITR_FEE,
    source: `Income-tax Act 1961 s.139(1) Explanation 2 and Income-tax Act 2025 s.263(1)(c), as amended by the ${FINANCE_ACT_2026}: 31 August from 2026 (31 July before)`,
    profiles: ["gst-monthly", "gst-qrmp", "llp"],
    datesIn: (year) => [day(year, year >= 2026 ? 8 : 7, 31)],
    nameFor: (date) => `Income tax return (business, no audit) for ${getYearBefore(date)}`,
  },
  {
    id: "tax-audit-report",
    name: "Tax audit report (Form 3CA/3CB-3CD)",
    form: "Form 3CA/3CB-3CD",
    who: "Businesses with turnover above ₹1 crore (₹10 crore if 95% digital), professions above ₹50 lakh, and some presumptive cases",
    lateFee: `From tax year 2026-27 a fee of ₹75,000, or ₹1,50,000 if more than a month late (2025 Act s.428 as amended by the ${FINANCE_ACT_2026}); before that up to 0.5% of turnover, at most ₹1.5 lakh (1961 Act s.271B)`,
    source:
      "Income-tax Act 1961 s.44AB and Income-tax Act 2025 s.63: a month before the return, 30 September (Form 26 under the draft Income-tax Rules 2026)",
    profiles: BUSINESSES,
    datesIn: (year) => [day(year, 9, 30)],
    nameFor: (date) => `Tax audit report for ${getYearBefore(date)}`,
  },
  {
    id: "itr-audit",
    name: "Income tax return (audit cases, companies)",
    form: "ITR-3 / ITR-5 / ITR-6",
    who: "Companies, anyone whose accounts are audited, and partners of audited firms",
    lateFee: ITR_LATE_FEE,
    lateFeeRule: ITR_FEE,
    source: "Income-tax Act 1961 s.139(1), Explanation 2(a), and Income-tax Act 2025 s.263(1)(c): 31 October",
    profiles: BUSINESSES,
    datesIn: (year) => [day(year, 10, 31)],
    nameFor: (date) => `Income tax return (audit cases, companies) for ${getYearBefore(date)}`,
  },
  {
    id: "form-3ceb",
    name: "Transfer-pricing report (Form 3CEB)",
    form: "Form 3CEB",
    who: "Anyone with international or specified domestic transactions with associated enterprises",
    lateFee: `From tax year 2026-27 a fee of ₹50,000, or ₹1,00,000 if more than a month late (2025 Act s.428 as amended by the ${FINANCE_ACT_2026}); before that a penalty of ₹1 lakh (1961 Act s.271BA)`,
    source:
      "Income-tax Act 1961 s.92E and Income-tax Act 2025 s.172: a month before the return, 31 October (Form 48 under the draft Income-tax Rules 2026)",
    profiles: ["company", "llp"],
    datesIn: (year) => [day(year, 10, 31)],
    nameFor: (date) => `Transfer-pricing report (Form 3CEB) for ${getYearBefore(date)}`,
  },
  {
    id: "itr-transfer-pricing",
    name: "Income tax return (transfer-pricing cases)",
    form: "ITR-5 / ITR-6",
    who: "Anyone who must file the transfer-pricing report (Form 3CEB), and their partners",
    lateFee: ITR_LATE_FEE,
    lateFeeRule: ITR_FEE,
    source: "Income-tax Act 1961 s.139(1), Explanation 2(aa), and Income-tax Act 2025 s.263(1)(c): 30 November",
    profiles: ["company", "llp"],
    datesIn: (year) => [day(year, 11, 30)],
    nameFor: (date) => `Income tax return (transfer-pricing cases) for ${getYearBefore(date)}`,
  },

  {
    id: "itr-belated",
    name: "Belated income tax return",
    form: "ITR (belated)",
    who: "Anyone who missed their return's due date (31 July, 31 August, 31 October or 30 November): the last day to file the year's return at all, other than an updated return (ITR-U) with extra tax",
    lateFee: `${BELATED_FEE}, plus 1% a month interest on unpaid tax (1961 Act s.234A; 2025 Act s.423); a business or capital loss of the year cannot be carried forward (1961 Act s.80)`,
    source: `Income-tax Act 1961 s.139(4): three months before the end of the assessment year, 31 December, left unchanged by the ${FINANCE_ACT_2026}; the same, nine months after the tax year's end, under Income-tax Act 2025 s.263`,
    profiles: ["salaried", ...BUSINESSES],
    datesIn: (year) => [day(year, 12, 31)],
    nameFor: (date) => `Belated income tax return for ${getYearBefore(date)}`,
  },
  {
    // Returns for FY 2024-25 could be revised until 31 December 2025; the
    // Finance Act 2026 gives FY 2025-26 (AY 2026-27) and later until 31 March,
    // so 2026 itself has no revision deadline.
    id: "itr-revised",
    name: "Revised income tax return",
    form: "ITR (revised)",
    who: "Anyone who filed the year's return, on time or belated, and finds a mistake or an omission in it, unless the assessment is already complete; free until 31 December, with a fee after",
    lateFee: `No fee up to 31 December; filed from 1 January to 31 March, a fee of ₹5,000 (₹1,000 if total income is up to ₹5 lakh) (1961 Act s.234I and 2025 Act s.428(b), inserted by the ${FINANCE_ACT_2026})`,
    source: `Income-tax Act 1961 s.139(5) and Income-tax Act 2025 s.263(5), as amended by the ${FINANCE_ACT_2026} from AY 2026-27: twelve months after the financial year's end, 31 March (31 December before)`,
    profiles: ["salaried", ...BUSINESSES],
    datesIn: (year) => (year <= 2025 ? [day(year, 12, 31)] : year === 2026 ? [] : [day(year, 3, 31)]),
    nameFor: (date) => `Revised income tax return for ${getYearBefore(date)}`,
  },

  // TDS and TCS
  {
    id: "tds-tcs-payment",
    name: "TDS and TCS payment for the month",
    form: "Challan 281",
    who: "Anyone who deducted TDS (salaries, rent, contractors, professionals) or collected TCS in the month, other than government offices",
    lateFee:
      "Interest of 1% a month for deducting late and 1.5% a month for paying late (1961 Act s.201(1A)); TCS paid late carries interest too (s.206C(7))",
    source:
      "Income-tax Rules 1962 r.30(2) and r.37CA: by the 7th of the next month, TDS for March by 30 April; carried over, unverified, to the Income-tax Rules 2026",
    profiles: BUSINESSES,
    datesIn: (year) => [...everyMonth(year, 7), day(year, 4, 30)].sort(),
    nameFor: (date) => {
      const month = getMonthBefore(date);
      if (date.slice(5) === "04-07") return `TCS for ${month}`;
      if (date.slice(5) === "04-30") return `TDS for ${month}`;
      return `TDS and TCS for ${month}`;
    },
  },
  {
    id: "tds-returns",
    name: "Quarterly TDS returns (24Q, 26Q)",
    form: "24Q / 26Q",
    who: "Anyone who deducted TDS in the quarter: 24Q for salaries, 26Q for other payments to residents (27Q to non-residents, same dates)",
    lateFee: "₹200 a day, up to the tax deductible (1961 Act s.234E; 2025 Act s.427)",
    lateFeeRule: TDS_FEE,
    source:
      "Income-tax Rules 1962 r.31A: 31 July, 31 October, 31 January and 31 May; Forms 138 and 140 under the draft Income-tax Rules 2026, dates carried over unverified",
    profiles: BUSINESSES,
    datesIn: (year) => [day(year, 1, 31), day(year, 5, 31), day(year, 7, 31), day(year, 10, 31)],
    nameFor: (date) => `TDS returns (24Q, 26Q) for ${getQuarterBefore(date)}`,
  },
  {
    id: "tcs-return",
    name: "Quarterly TCS return (27EQ)",
    form: "27EQ",
    who: "Sellers who collected TCS in the quarter (scrap, minerals, forest produce, motor vehicles and other goods above ₹10 lakh)",
    lateFee: "₹200 a day, up to the tax collectible (1961 Act s.234E; 2025 Act s.427)",
    lateFeeRule: TDS_FEE,
    source:
      "Income-tax Rules 1962 r.31AA: 15 July, 15 October, 15 January and 15 May; Form 143 under the draft Income-tax Rules 2026, dates carried over unverified",
    profiles: BUSINESSES,
    datesIn: (year) => [day(year, 1, 15), day(year, 5, 15), day(year, 7, 15), day(year, 10, 15)],
    nameFor: (date) => `TCS return (27EQ) for ${getQuarterBefore(date)}`,
  },

  {
    id: "form-16",
    name: "Form 16 to employees",
    form: "Form 16",
    who: "Employers who deducted tax from salaries, to each employee; employees need it to file their return by 31 July",
    lateFee: TDS_CERTIFICATE_FEE,
    source:
      "Income-tax Act 1961 s.203 and Income-tax Rules 1962 r.31(1)(a) and r.31(3)(a): by 15 June after the financial year; carried over, unverified, to the Income-tax Rules 2026",
    profiles: ["salaried", ...BUSINESSES],
    datesIn: (year) => [day(year, 6, 15)],
    nameFor: (date) => `Form 16 for ${getYearBefore(date)}`,
  },
  {
    id: "form-16a",
    name: "Form 16A for the quarter",
    form: "Form 16A",
    who: "Anyone who deducted TDS on payments other than salary (rent, contractors, professionals, interest), to each payee",
    lateFee: TDS_CERTIFICATE_FEE,
    source:
      "Income-tax Act 1961 s.203 and Income-tax Rules 1962 r.31(1)(b) and r.31(3)(b): within 15 days of the due date of the quarter's TDS return (r.31A), so 15 August, 15 November, 15 February and 15 June; carried over, unverified, to the Income-tax Rules 2026",
    profiles: BUSINESSES,
    datesIn: (year) => [day(year, 2, 15), day(year, 6, 15), day(year, 8, 15), day(year, 11, 15)],
    nameFor: (date) => `Form 16A for ${getQuarterBefore(date)}`,
  },

  // Companies and LLPs (ROC)
  {
    id: "aoc-4",
    name: "AOC-4 financial statements (company)",
    form: "AOC-4",
    who: "Companies, 30 days after an AGM held on 30 September (one person companies: 180 days after the year's end)",
    lateFee:
      "Additional fee of ₹100 a day (Companies Act s.403), and a penalty of ₹10,000 plus ₹100 a day, up to ₹2 lakh, on the company (s.137(3))",
    lateFeeRule: ROC_FEE,
    source: "Companies Act 2013 s.137: within 30 days of the AGM, held by 30 September (s.96): 30 October",
    profiles: ["company"],
    datesIn: (year) => [day(year, 10, 30)],
    nameFor: (date) => `AOC-4 financial statements for ${getYearBefore(date)}`,
  },
  {
    id: "mgt-7",
    name: "MGT-7 / MGT-7A annual return (company)",
    form: "MGT-7 / MGT-7A",
    who: "Companies, 60 days after an AGM held on 30 September (MGT-7A for one person and small companies)",
    lateFee:
      "Additional fee of ₹100 a day (Companies Act s.403), and a penalty of ₹10,000 plus ₹100 a day, up to ₹2 lakh, on the company (s.92(5))",
    lateFeeRule: ROC_FEE,
    source: "Companies Act 2013 s.92(4): within 60 days of the AGM, held by 30 September (s.96): 29 November",
    profiles: ["company"],
    datesIn: (year) => [day(year, 11, 29)],
    nameFor: (date) => `MGT-7 annual return for ${getYearBefore(date)}`,
  },
  {
    id: "dir-3-kyc",
    name: "Directors' KYC (DIR-3 KYC)",
    form: "DIR-3 KYC-Web",
    who: "Holders of a DIN (directors, designated partners) whose three-yearly KYC falls due; a change of mobile, email or address within 30 days",
    lateFee: "The DIN is deactivated until the KYC is filed with a fee of ₹5,000",
    source:
      "Companies (Appointment and Qualification of Directors) Rules 2014 r.12A, substituted from 31 March 2026 (G.S.R. 943(E)): by 30 June of every third financial year (30 September every year before)",
    profiles: ["company", "llp"],
    datesIn: (year) => [year >= 2026 ? day(year, 6, 30) : day(year, 9, 30)],
    nameFor: (date) => `Directors' three-yearly KYC (DIR-3 KYC-Web), if due in ${date.slice(0, 4)}`,
  },
  {
    id: "llp-form-11",
    name: "LLP Form 11 annual return",
    form: "LLP Form 11",
    who: "Every LLP, whether or not it did business",
    lateFee:
      "Additional fee growing with the delay, up to 30 times the normal fee and more after a year (LLP Act s.69, LLP Rules as amended from 1 April 2022)",
    source: "LLP Act 2008 s.35 and LLP Rules r.25: within 60 days of the year's end, 30 May",
    profiles: ["llp"],
    datesIn: (year) => [day(year, 5, 30)],
    nameFor: (date) => `LLP Form 11 annual return for ${getYearBefore(date)}`,
  },
  {
    id: "llp-form-8",
    name: "LLP Form 8 statement of account and solvency",
    form: "LLP Form 8",
    who: "Every LLP, whether or not it did business",
    lateFee:
      "Additional fee growing with the delay, up to 30 times the normal fee and more after a year (LLP Act s.69, LLP Rules as amended from 1 April 2022)",
    source: "LLP Act 2008 s.34 and LLP Rules r.24: by 30 October",
    profiles: ["llp"],
    datesIn: (year) => [day(year, 10, 30)],
    nameFor: (date) => `LLP Form 8 for ${getYearBefore(date)}`,
  },
] as const satisfies readonly DueRule[];

/** A rule's id: its Hindi and Odia words (app/catalog/translations/due-dates.*.ts) are keyed by it. */
export type DueRuleId = (typeof RULES)[number]["id"];
export const DUE_RULES: readonly DueRule[] = RULES;

/**
 * One-off extensions, one line each: the rule, the statutory date it moves,
 * the new date and the notification or circular. Keep past ones: they show
 * the shape and keep history right.
 */
export const EXTENSIONS: readonly Extension[] = [
  // Returns of AY 2025-26 due on 31 July 2025 (s.139(1) Explanation 2(c): individuals and businesses without an audit).
  { ruleId: "itr-non-audit", from: "2025-07-31", to: "2025-09-16", by: "CBDT Circulars 06/2025 and 12/2025" },
  { ruleId: "itr-business-no-audit", from: "2025-07-31", to: "2025-09-16", by: "CBDT Circulars 06/2025 and 12/2025" },
  { ruleId: "tax-audit-report", from: "2025-09-30", to: "2025-11-10", by: "CBDT Circulars 14/2025 and 15/2025" },
  { ruleId: "itr-audit", from: "2025-10-31", to: "2025-12-10", by: "CBDT Circular 15/2025" },
];

/** A rule's dates in a calendar year, with any extension applied (`statutory` keeps the date the law sets). */
function getDatesOf(rule: DueRule, year: number) {
  return rule.datesIn(year).map((statutory) => {
    const extension = EXTENSIONS.find((entry) => entry.ruleId === rule.id && entry.from === statutory);
    return { statutory, date: extension?.to ?? statutory, extension };
  });
}

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
  // A business, firm or trust files by 31 August without an audit and by 31
  // October with one (s.139(1) Explanation 2; s.263(1)(c)). The booking does
  // not say which, so staff are offered the earlier date that is still to
  // come: 31 August until it passes, then 31 October. Transfer-pricing cases
  // (30 November) are rare enough for staff to set by hand.
  "income-tax-filing:business": ["itr-business-no-audit", "itr-audit"],
  "income-tax-filing:company": ["itr-audit"],
  "income-tax-filing:firm_partnership": ["itr-business-no-audit", "itr-audit"],
  "income-tax-filing:aop_bop_trust": ["itr-business-no-audit", "itr-audit"],
  "auditing-services:tax_audits": ["tax-audit-report"],
  "company-secretary-services:asf": ["aoc-4", "llp-form-11", "llp-form-8"],
};

/** The first due date on or after `today` among these options' rules, with its rule. */
export function getNextDueDate(optionKeys: readonly string[], today: string): { date: string; rule: DueRule } | null {
  const year = Number(today.slice(0, 4));
  const candidates = optionKeys
    .flatMap((key) => OPTION_RULES[key] ?? [])
    .map((id) => DUE_RULES.find((rule) => rule.id === id))
    .filter((rule): rule is DueRule => rule !== undefined)
    .flatMap((rule) =>
      // The year before too: an extension can carry a December date into January.
      [year - 1, year, year + 1]
        .flatMap((each) => getDatesOf(rule, each))
        .filter(({ date }) => date >= today)
        .map(({ date }) => ({ date, rule })),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  return candidates[0] ?? null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every due date from `from` (inclusive) for `months` months, of one profile
 * or of all, extensions applied, by date and then name. Names come from the
 * statutory date: an extended GSTR-3B is still for the month it was.
 */
export function getUpcomingDueDates(options: { profile?: DueDateProfile; from: string; months?: number }): DueDate[] {
  const { profile, from, months = 12 } = options;
  if (!ISO_DAY.test(from) || !Number.isInteger(months) || months < 1) throw new Error(`Bad range: ${from}, ${months}`);
  const [year, month] = yearAndMonth(from);
  const endMonth = month - 1 + months;
  // "2027-02-31" for 31 January plus a month still sorts between the right days.
  const end = day(year + Math.floor(endMonth / 12), (endMonth % 12) + 1, Number(from.slice(8)));
  const years = Array.from({ length: Math.floor(endMonth / 12) + 2 }, (_, index) => year - 1 + index);
  return DUE_RULES.filter((rule) => profile === undefined || rule.profiles.includes(profile))
    .flatMap((rule) =>
      years
        .flatMap((each) => getDatesOf(rule, each))
        .filter(({ date }) => date >= from && date < end)
        .map(({ statutory, date, extension }) => ({
          date,
          ruleId: rule.id,
          name: rule.nameFor(statutory),
          form: rule.form,
          who: rule.who,
          lateFee: rule.lateFee,
          source: extension ? `${rule.source}; extended from ${formatDay(statutory)} by ${extension.by}` : rule.source,
          profiles: [...rule.profiles],
        })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/**
 * The first due date of one rule whose statutory date is on or after a day,
 * with any extension applied (`statutory` keeps the law's date, which names
 * the period). Null for an unknown rule. A period's work item reads its due
 * dates here (app/engagements/periods.ts), so an extension added to
 * EXTENSIONS moves them too.
 */
export function getRuleDueDate(
  ruleId: string,
  onOrAfter: string,
): { date: string; statutory: string; rule: DueRule } | null {
  const rule = DUE_RULES.find((each) => each.id === ruleId);
  if (!rule) return null;
  const year = Number(onOrAfter.slice(0, 4));
  const found = [year, year + 1, year + 2]
    .flatMap((each) => getDatesOf(rule, each))
    .filter(({ statutory }) => statutory >= onOrAfter)
    .sort((a, b) => a.statutory.localeCompare(b.statutory))[0];
  return found ? { date: found.date, statutory: found.statutory, rule } : null;
}

/**
 * The states and union territories whose QRMP taxpayers file GSTR-3B by
 * the 24th of the month after the quarter, by GST state code (CGST Rules
 * r.61(1)(ii), table entry 2, notification 82/2020-CT: Himachal Pradesh,
 * Punjab, Uttarakhand, Haryana, Rajasthan, Uttar Pradesh, Bihar, Sikkim,
 * Arunachal Pradesh, Nagaland, Manipur, Mizoram, Tripura, Meghalaya, Assam,
 * West Bengal, Jharkhand, Odisha, Jammu and Kashmir, Ladakh, Chandigarh,
 * Delhi). The others file by the 22nd (table entry 1).
 */
const QRMP_24TH_DAY_STATE_CODES: ReadonlySet<string> = new Set([
  ...Array.from({ length: 21 }, (_, index) => String(index + 1).padStart(2, "0")),
  "38",
]);

/**
 * Rules as they apply to a client in a state (a GSTIN's first two digits):
 * a QRMP GSTR-3B is the 22nd's or the 24th's rule by the state. Without a
 * state, `unknown` says which: the earlier date (a due date to plan by) or
 * both (the returns staff may record).
 */
export function applyStateGroup(
  ruleIds: readonly string[],
  stateCode: string | null | undefined,
  unknown: "earlier" | "both",
): string[] {
  return ruleIds.flatMap((id) => {
    if (id !== "gstr-3b-quarterly") return [id];
    if (!stateCode) return unknown === "both" ? [id, "gstr-3b-quarterly-24"] : [id];
    return [QRMP_24TH_DAY_STATE_CODES.has(stateCode) ? "gstr-3b-quarterly-24" : id];
  });
}
