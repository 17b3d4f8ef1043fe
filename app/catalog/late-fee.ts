// The late fee the due-date table gives for a return filed late (issue
// 37.4), for staff to check against what the portal charged. Browser-safe:
// the staff's filing form shows it as they type. The figures and the law are
// the rules' (lateFeeRule in app/catalog/due-dates.ts); this only counts days
// and applies the cap.

import type { AnnualTurnoverBand, DueRule, GstTurnoverBand } from "#app/catalog/due-dates.ts";
import { formatRupees } from "#app/catalog/format.ts";
import { daysBetween } from "#app/format-date.ts";

/** What staff know of the return beyond its dates; each rule reads the facts it needs. */
export type LateFeeFacts = {
  /** GSTR-1, GSTR-3B: aggregate turnover in the preceding financial year. */
  turnover?: GstTurnoverBand;
  /** GSTR-1 with no outward supplies, GSTR-3B with no tax payable. */
  nil?: boolean;
  /** GSTR-9: aggregate turnover in the year, and the turnover in the state, in rupees. */
  annualTurnover?: AnnualTurnoverBand;
  stateTurnoverRupees?: number;
  /** TDS and TCS statements: the tax deductible or collectible, in rupees. */
  taxRupees?: number;
  /** Income tax return: total income up to ₹5 lakh. */
  smallIncome?: boolean;
};

export type LateFee = {
  daysLate: number;
  /** Whole rupees; null while a fact the rule needs is missing (`missing` says which). */
  rupees: number | null;
  /** How the figure comes, with the law: "₹50 a day for 5 days, …". */
  explanation: string;
};

export const GST_TURNOVER_NAMES: Record<GstTurnoverBand, string> = {
  "up-to-1.5-crore": "up to ₹1.5 crore",
  "1.5-to-5-crore": "₹1.5 crore to ₹5 crore",
  "above-5-crore": "above ₹5 crore",
};

export const ANNUAL_TURNOVER_NAMES: Record<AnnualTurnoverBand, string> = {
  "up-to-5-crore": "up to ₹5 crore",
  "5-to-20-crore": "₹5 crore to ₹20 crore",
  "above-20-crore": "above ₹20 crore",
};

/** Calendar days from the due date to the day filed: filed the day after is 1 day late. */
export function countDaysLate(dueOn: string, filedOn: string): number {
  return daysBetween(dueOn, filedOn);
}

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

/**
 * The late fee the table gives for `rule`'s return due on `dueOn` and filed
 * on `filedOn`, with the cap applied and the words that explain it. Null
 * when it was not late or the rule has no fee by the day or fixed.
 */
export function getLateFee(rule: DueRule, dueOn: string, filedOn: string, facts: LateFeeFacts): LateFee | null {
  const fee = rule.lateFeeRule;
  const daysLate = countDaysLate(dueOn, filedOn);
  if (!fee || !(daysLate > 0)) return null;
  const result = (rupees: number | null, explanation: string) => ({ daysLate, rupees, explanation });
  const perDay = (rate: number) =>
    `${formatRupees(rate)} a day for ${days(daysLate)} is ${formatRupees(rate * daysLate)}`;
  /** The lower of the fee by the day and its cap, in words. */
  const capped = (rate: number, cap: number, capWords: string) => {
    const uncapped = rate * daysLate;
    const rupees = Math.min(uncapped, cap);
    return result(
      rupees,
      `${perDay(rate)}, ${uncapped > cap ? "capped" : "within the cap"} at ${formatRupees(cap)} ${capWords}; ${fee.law}`,
    );
  };
  switch (fee.kind) {
    case "gst-return": {
      if (facts.nil) return capped(fee.nilPerDayRupees, fee.nilCapRupees, "for a nil return");
      if (!facts.turnover) return result(null, "Choose the turnover of the preceding financial year to see the cap");
      return capped(
        fee.perDayRupees,
        fee.capRupees[facts.turnover],
        `for turnover ${GST_TURNOVER_NAMES[facts.turnover]}`,
      );
    }
    case "gst-annual": {
      const band = facts.annualTurnover;
      if (!band || facts.stateTurnoverRupees === undefined) {
        return result(null, "Enter the year's turnover band and the turnover in the state to see the cap");
      }
      const { perDayRupees, capBasisPoints } = fee.bands[band];
      const cap = Math.floor((facts.stateTurnoverRupees * capBasisPoints) / 10_000);
      return capped(
        perDayRupees,
        cap,
        `(${capBasisPoints / 100}% of the turnover in the state, turnover ${ANNUAL_TURNOVER_NAMES[band]})`,
      );
    }
    case "per-day-up-to-tax": {
      if (facts.taxRupees === undefined) return result(null, "Enter the tax deductible or collectible to see the cap");
      return capped(fee.perDayRupees, facts.taxRupees, "(the tax deductible or collectible)");
    }
    case "per-day":
      return result(fee.perDayRupees * daysLate, `${perDay(fee.perDayRupees)}, with no cap; ${fee.law}`);
    case "fixed": {
      if (facts.smallIncome === undefined) {
        return result(null, `Say whether total income is up to ₹${fee.smallIncomeUpToRupees / 100_000} lakh`);
      }
      const rupees = facts.smallIncome ? fee.smallIncomeRupees : fee.rupees;
      const income = `total income ${facts.smallIncome ? "up to" : "above"} ₹${fee.smallIncomeUpToRupees / 100_000} lakh`;
      return result(
        rupees,
        `one fee, not by the day, for a return filed after its due date with ${income}; ${fee.law}`,
      );
    }
  }
}

/** The line the staff's filing form shows: "Filed 5 days late: the table gives ₹250 (…)". */
export function describeLateFee(fee: LateFee): string {
  const late = `Filed ${days(fee.daysLate)} late`;
  return fee.rupees === null
    ? `${late}: ${fee.explanation}.`
    : `${late}: the table gives ${formatRupees(fee.rupees)} (${fee.explanation}).`;
}
