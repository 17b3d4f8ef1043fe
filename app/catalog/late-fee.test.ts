// Worked cases from published sources, not from this code: each test names
// where its figures come from.
import { expect, test } from "vitest";
import { DUE_RULES, type DueRule } from "#app/catalog/due-dates.ts";
import { countDaysLate, describeLateFee, getLateFee } from "#app/catalog/late-fee.ts";

const rule = (id: string): DueRule => {
  const found = DUE_RULES.find((each) => each.id === id);
  if (!found) throw new Error(id);
  return found;
};

// blog.gsttool.in, "Late Filing Fee for GSTR 3B": April's return due on 20
// May and filed on the 25th is 5 days late: ₹250 (₹50 × 5), or ₹100 for a nil
// return (₹20 × 5).
test("GSTR-3B 5 days late: ₹50 a day, ₹20 a day for a nil return", () => {
  expect(countDaysLate("2026-05-20", "2026-05-25")).toBe(5);
  const normal = getLateFee(rule("gstr-3b-monthly"), "2026-05-20", "2026-05-25", { turnover: "up-to-1.5-crore" });
  expect(normal).toMatchObject({ daysLate: 5, rupees: 250 });
  expect(getLateFee(rule("gstr-3b-monthly"), "2026-05-20", "2026-05-25", { nil: true })?.rupees).toBe(100);
  expect(describeLateFee(normal ?? { daysLate: 0, rupees: 0, explanation: "" })).toBe(
    "Filed 5 days late: the table gives ₹250 (₹50 a day for 5 days is ₹250, within the cap at ₹2,000 for turnover up to ₹1.5 crore; CGST Act s.47(1); notifications 76/2018-CT and 19/2021-CT).",
  );
});

// Notifications 19/2021-CT (GSTR-3B) and 20/2021-CT (GSTR-1), from June
// 2021: the CGST waived above ₹250 for a nil return, ₹1,000 for turnover up
// to ₹1.5 crore and ₹2,500 for ₹1.5–5 crore, the SGST alike; above ₹5 crore
// s.47(1)'s ₹5,000 under each Act. In total ₹500, ₹2,000, ₹5,000, ₹10,000
// (the same figures in irisgst.com's and dexterconsultancy.in's tables).
test.each([
  ["gstr-1-monthly", { nil: true }, 500],
  ["gstr-1-quarterly", { turnover: "up-to-1.5-crore" }, 2000],
  ["gstr-3b-monthly", { turnover: "1.5-to-5-crore" }, 5000],
  ["gstr-3b-quarterly-24", { turnover: "above-5-crore" }, 10000],
] as const)("a GST return a year late is capped: %s %o gives ₹%i", (id, facts, cap) => {
  const fee = getLateFee(rule(id), "2026-11-20", "2027-11-20", facts);
  expect(fee?.rupees).toBe(cap);
  expect(fee?.explanation).toContain("capped at");
});

test("a return filed on its due date, or before, costs nothing; a missing fact says what is needed", () => {
  expect(getLateFee(rule("gstr-1-monthly"), "2026-11-11", "2026-11-11", { nil: true })).toBeNull();
  expect(getLateFee(rule("gstr-1-monthly"), "2026-11-11", "2026-11-02", { nil: true })).toBeNull();
  // Interest only, no fee by the day: nothing to show.
  expect(getLateFee(rule("advance-tax"), "2026-06-15", "2026-07-15", {})).toBeNull();
  const unknown = getLateFee(rule("gstr-1-monthly"), "2026-11-11", "2026-11-12", {});
  expect(unknown).toMatchObject({ daysLate: 1, rupees: null });
  expect(describeLateFee(unknown ?? { daysLate: 0, rupees: 0, explanation: "" })).toBe(
    "Filed 1 day late: Choose the turnover of the preceding financial year to see the cap.",
  );
});

// kanoongpt.in on s.234E: a TDS return due 31 July and filed on 10 August is
// 10 days late: ₹200 × 10 = ₹2,000, never more than the tax deductible.
test("TDS return 10 days late: ₹200 a day, up to the tax deductible", () => {
  expect(getLateFee(rule("tds-returns"), "2026-07-31", "2026-08-10", { taxRupees: 50_000 })?.rupees).toBe(2000);
  expect(getLateFee(rule("tds-returns"), "2026-07-31", "2026-08-10", { taxRupees: 1500 })?.rupees).toBe(1500);
});

// Notification 07/2023-CT (laudablelegalsolutions.com, jibinjoseandassociates.com):
// from FY 2022-23, up to ₹5 crore ₹25 + ₹25 a day up to 0.02% + 0.02% of the
// turnover in the state; ₹5–20 crore ₹50 + ₹50 a day, the same cap; above
// ₹20 crore s.47(2), ₹100 + ₹100 a day up to 0.25% + 0.25%.
test("GSTR-9: the rate and the cap by turnover band, the cap on the turnover in the state", () => {
  const gstr9 = rule("gstr-9");
  // 10 days late at ₹50: ₹500, under 0.04% of ₹3 crore (₹12,000).
  expect(
    getLateFee(gstr9, "2027-12-31", "2028-01-10", { annualTurnover: "up-to-5-crore", stateTurnoverRupees: 3_00_00_000 })
      ?.rupees,
  ).toBe(500);
  // A year late at ₹100 a day would be ₹36,500: capped at 0.04% of ₹8 crore, ₹32,000.
  expect(
    getLateFee(gstr9, "2027-12-31", "2028-12-30", { annualTurnover: "5-to-20-crore", stateTurnoverRupees: 8_00_00_000 })
      ?.rupees,
  ).toBe(32_000);
  // Above ₹20 crore: ₹200 a day, 30 days ₹6,000, far under 0.5% of ₹25 crore.
  expect(
    getLateFee(gstr9, "2027-12-31", "2028-01-30", {
      annualTurnover: "above-20-crore",
      stateTurnoverRupees: 25_00_00_000,
    })?.rupees,
  ).toBe(6000);
});

// s.234F: ₹5,000, or ₹1,000 when total income is up to ₹5 lakh (taxpublishers.in), once, however late.
test("an income tax return filed late: a fixed fee, not by the day", () => {
  expect(getLateFee(rule("itr-non-audit"), "2027-07-31", "2027-08-01", { smallIncome: false })?.rupees).toBe(5000);
  expect(getLateFee(rule("itr-non-audit"), "2027-07-31", "2027-12-31", { smallIncome: false })?.rupees).toBe(5000);
  expect(getLateFee(rule("itr-audit"), "2027-10-31", "2027-12-31", { smallIncome: true })?.rupees).toBe(1000);
});

// Companies (Registration Offices and Fees) Second Amendment Rules 2018
// (buchasia.com, formfilingguide.com): AOC-4 and MGT-7 due after 30 June 2018
// pay ₹100 for every day late, with no cap.
test("AOC-4 and MGT-7: ₹100 a day, no cap", () => {
  expect(getLateFee(rule("aoc-4"), "2026-10-30", "2026-11-29", {})?.rupees).toBe(3000);
  expect(getLateFee(rule("mgt-7"), "2026-11-29", "2027-11-29", {})?.rupees).toBe(36_500);
});

test("every rule that charges a fee by the day has its figures, with the law", () => {
  for (const id of [
    "gstr-1-monthly",
    "gstr-1-quarterly",
    "gstr-3b-monthly",
    "gstr-3b-quarterly",
    "gstr-3b-quarterly-24",
    "gstr-9",
    "tds-returns",
    "tcs-return",
    "aoc-4",
    "mgt-7",
    "itr-non-audit",
    "itr-business-no-audit",
    "itr-audit",
    "itr-transfer-pricing",
  ]) {
    expect(rule(id).lateFeeRule?.law, id).toMatch(/s\.\d+/);
  }
});
