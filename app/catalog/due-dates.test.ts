import { expect, test } from "vitest";
import { getOptionKey, SERVICES } from "#app/catalog/catalog.server.ts";
import { DUE_RULES, EXTENSIONS, getNextDueDate, getUpcomingDueDates, OPTION_RULES } from "#app/catalog/due-dates.ts";
import { DUE_DATE_PROFILES, type DueDateProfile } from "#app/tools/due-date-types.ts";

test("a monthly GST booking is due on the next GSTR-1 (11th) or GSTR-3B (20th), whichever comes first", () => {
  expect(getNextDueDate(["gst-filing:monthly_gst"], "2026-11-24")).toMatchObject({
    date: "2026-12-11",
    rule: { id: "gstr-1-monthly" },
  });
  expect(getNextDueDate(["gst-filing:monthly_gst"], "2026-12-12")?.date).toBe("2026-12-20");
  expect(getNextDueDate(["gst-filing:monthly_gst"], "2026-12-21")?.date).toBe("2027-01-11");
});

test("quarterly, annual, income tax and company dates follow their rules, across the year's end", () => {
  expect(getNextDueDate(["gst-filing:quarterly_gst"], "2026-11-24")?.date).toBe("2027-01-13");
  expect(getNextDueDate(["gst-filing:annual_gst"], "2026-11-24")?.date).toBe("2026-12-31");
  expect(getNextDueDate(["income-tax-filing:individual"], "2026-08-01")?.date).toBe("2027-07-31");
  expect(getNextDueDate(["income-tax-filing:individual"], "2026-07-31")?.date).toBe("2026-07-31");
  expect(getNextDueDate(["income-tax-filing:company"], "2026-11-24")?.date).toBe("2027-10-31");
  expect(getNextDueDate(["auditing-services:tax_audits"], "2026-09-01")?.date).toBe("2026-09-30");
  // Several options: the earliest of them all.
  expect(getNextDueDate(["income-tax-filing:individual", "gst-filing:annual_gst"], "2026-11-24")?.date).toBe(
    "2026-12-31",
  );
});

// s.139(1) Explanation 2 as amended by the Finance Act 2026: a business,
// firm or trust without an audit files by 31 August, with one by 31 October
// (the audit report under s.44AB a month earlier, 30 September). Never 31
// July, the date for individuals without business income.
test.each(["business", "firm_partnership", "aop_bop_trust"])(
  "a %s return is due on the non-audit date, then the audit date, never 31 July",
  (option) => {
    const key = `income-tax-filing:${option}`;
    expect(getNextDueDate([key], "2026-11-26")).toMatchObject({
      date: "2027-08-31",
      rule: { id: "itr-business-no-audit" },
    });
    expect(getNextDueDate([key], "2027-07-31")?.date).toBe("2027-08-31");
    expect(getNextDueDate([key], "2027-09-01")).toMatchObject({ date: "2027-10-31", rule: { id: "itr-audit" } });
    // An individual without business income still files by 31 July.
    expect(getNextDueDate(["income-tax-filing:individual"], "2027-07-01")?.date).toBe("2027-07-31");
  },
);

test("options with no statutory date have none, and every rule names its source and a real day", () => {
  expect(getNextDueDate(["income-tax-notices:not_143"], "2026-11-24")).toBeNull();
  expect(getNextDueDate([], "2026-11-24")).toBeNull();
  const keys = new Set<string>(
    SERVICES.flatMap((service) => service.options.map((option) => getOptionKey(service, option))),
  );
  for (const rule of DUE_RULES) {
    expect(rule.source.length, rule.id).toBeGreaterThan(20);
    for (const date of rule.datesIn(2027)) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), rule.id).toBe(date);
    }
  }
  // The option map names only options the catalog has, and only rules the table has.
  for (const [key, ids] of Object.entries(OPTION_RULES)) {
    expect(keys.has(key), key).toBe(true);
    for (const id of ids)
      expect(
        DUE_RULES.some((rule) => rule.id === id),
        id,
      ).toBe(true);
  }
});

test("every rule says what, who, the late fee and the profiles, and names each of its dates", () => {
  const profiles = Object.keys(DUE_DATE_PROFILES);
  expect(new Set(DUE_RULES.map((rule) => rule.id)).size).toBe(DUE_RULES.length);
  for (const rule of DUE_RULES) {
    expect(rule.form, rule.id).not.toBe("");
    expect(rule.who.length, rule.id).toBeGreaterThan(10);
    expect(rule.lateFee.length, rule.id).toBeGreaterThan(10);
    for (const profile of rule.profiles) expect(profiles, rule.id).toContain(profile);
    for (const date of rule.datesIn(2027)) expect(rule.nameFor(date), `${rule.id} ${date}`).toMatch(/ \d{4}/);
  }
  // Each extension names a rule and a date that rule really has: a typo would silently do nothing.
  for (const extension of EXTENSIONS) {
    const rule = DUE_RULES.find((each) => each.id === extension.ruleId);
    expect(rule?.datesIn(Number(extension.from.slice(0, 4))), extension.ruleId).toContain(extension.from);
    expect(extension.to > extension.from).toBe(true);
  }
});

// What each profile sees in the year from 25 November 2026, and only that.
const EXPECTED: Record<DueDateProfile, string[]> = {
  salaried: ["advance-tax", "form-16", "itr-belated", "itr-non-audit", "itr-revised"],
  "gst-monthly": [
    "advance-tax",
    "form-16",
    "form-16a",
    "gstr-1-monthly",
    "gstr-3b-monthly",
    "gstr-9",
    "gstr-9c",
    "itr-audit",
    "itr-belated",
    "itr-business-no-audit",
    "itr-revised",
    "tax-audit-report",
    "tcs-return",
    "tds-returns",
    "tds-tcs-payment",
  ],
  "gst-qrmp": [
    "advance-tax",
    "form-16",
    "form-16a",
    "gst-iff",
    "gst-pmt-06",
    "gstr-1-quarterly",
    "gstr-3b-quarterly",
    "gstr-3b-quarterly-24",
    "gstr-9",
    "itr-audit",
    "itr-belated",
    "itr-business-no-audit",
    "itr-revised",
    "tax-audit-report",
    "tcs-return",
    "tds-returns",
    "tds-tcs-payment",
  ],
  company: [
    "advance-tax",
    "aoc-4",
    "dir-3-kyc",
    "form-16",
    "form-16a",
    "form-3ceb",
    "itr-audit",
    "itr-belated",
    "itr-revised",
    "itr-transfer-pricing",
    "mgt-7",
    "tax-audit-report",
    "tcs-return",
    "tds-returns",
    "tds-tcs-payment",
  ],
  llp: [
    "advance-tax",
    "dir-3-kyc",
    "form-16",
    "form-16a",
    "form-3ceb",
    "itr-audit",
    "itr-belated",
    "itr-business-no-audit",
    "itr-revised",
    "itr-transfer-pricing",
    "llp-form-11",
    "llp-form-8",
    "tax-audit-report",
    "tcs-return",
    "tds-returns",
    "tds-tcs-payment",
  ],
};

test.each(Object.entries(EXPECTED))(
  "the %s calendar for the next 12 months has its rules and no others",
  (key, ids) => {
    const profile = key as DueDateProfile;
    const dates = getUpcomingDueDates({ profile, from: "2026-11-25" });
    expect([...new Set(dates.map((due) => due.ruleId))].sort()).toEqual(ids);
    for (const due of dates) {
      expect(due.profiles, due.ruleId).toContain(profile);
      expect(due.date >= "2026-11-25" && due.date < "2027-11-25", due.date).toBe(true);
    }
    // By date, then by name.
    const order = dates.map((due) => `${due.date} ${due.name}`);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b)));
  },
);

test("a year's dates carry the period they are for, from the statutory date", () => {
  const all = getUpcomingDueDates({ from: "2026-11-25" });
  const named = (ruleId: string, date: string) => all.find((due) => due.ruleId === ruleId && due.date === date)?.name;
  expect(all.filter((due) => due.ruleId === "gstr-1-monthly")).toHaveLength(12);
  expect(all.filter((due) => due.ruleId === "gstr-3b-monthly")).toHaveLength(12);
  expect(named("gstr-1-monthly", "2026-12-11")).toBe("GSTR-1 for November 2026");
  expect(named("gstr-3b-monthly", "2027-01-20")).toBe("GSTR-3B for December 2026");
  expect(named("gstr-1-quarterly", "2027-01-13")).toBe("GSTR-1 for October–December 2026 (QRMP)");
  expect(named("tds-returns", "2027-05-31")).toBe("TDS returns (24Q, 26Q) for January–March 2027");
  expect(named("tds-tcs-payment", "2027-04-07")).toBe("TCS for March 2027");
  expect(named("tds-tcs-payment", "2027-04-30")).toBe("TDS for March 2027");
  expect(named("advance-tax", "2027-03-15")).toBe("Advance tax for FY 2026-27: 4th instalment (100%)");
  expect(named("gstr-9", "2026-12-31")).toBe("GSTR-9 for FY 2025-26");
  expect(named("itr-business-no-audit", "2027-08-31")).toBe("Income tax return (business, no audit) for FY 2026-27");
  expect(named("llp-form-11", "2027-05-30")).toBe("LLP Form 11 annual return for FY 2026-27");
  // The 25 November 2026 PMT-06 counts from its own day; composition dates show only unfiltered.
  expect(all[0]).toMatchObject({ date: "2026-11-25", ruleId: "gst-pmt-06" });
  expect(all.some((due) => due.ruleId === "cmp-08" && due.date === "2027-01-18")).toBe(true);
  // A month from 25 November ends before 25 December.
  expect(getUpcomingDueDates({ from: "2026-11-25", months: 1 }).at(-1)?.date).toBe("2026-12-20");
});

// The statutory date stands on a Sunday or holiday (module header): nothing
// moves it but a notification, which goes in EXTENSIONS. No month has all of
// the 7th, 11th, 13th, 20th, 22nd and 24th on a Sunday, so each is taken
// where it falls on one.
test.each([
  ["2027-02-07", "tds-tcs-payment"],
  ["2027-04-11", "gstr-1-monthly"],
  ["2030-01-13", "gstr-1-quarterly"],
  ["2026-12-20", "gstr-3b-monthly"],
  ["2029-04-22", "gstr-3b-quarterly"],
  ["2027-01-24", "gstr-3b-quarterly-24"],
])("%s is a Sunday and %s stays on it", (sunday, ruleId) => {
  expect(new Date(`${sunday}T00:00:00Z`).getUTCDay()).toBe(0);
  const dates = getUpcomingDueDates({ from: sunday.slice(0, 8).concat("01"), months: 1 }).filter(
    (due) => due.ruleId === ruleId,
  );
  expect(dates.map((due) => due.date)).toEqual([sunday]);
});

test("an extension moves its date, keeps its name and says why, and changes nothing else", () => {
  const from = "2025-09-01";
  const moved = getUpcomingDueDates({ from, months: 4 });
  // The same range straight from the table, without extensions.
  const statutory = DUE_RULES.flatMap((rule) =>
    [2025, 2026]
      .flatMap((year) => rule.datesIn(year))
      .filter((date) => date >= from && date < "2026-01-01")
      .map((date) => `${rule.id} ${date} ${rule.nameFor(date)}`),
  );
  const key = (due: { ruleId: string; date: string; name: string }) => `${due.ruleId} ${due.date} ${due.name}`;
  const removed = statutory.filter((entry) => !moved.map(key).includes(entry));
  const added = moved.filter((due) => !statutory.includes(key(due)));
  expect(removed.sort()).toEqual([
    "itr-audit 2025-10-31 Income tax return (audit cases, companies) for FY 2024-25",
    "tax-audit-report 2025-09-30 Tax audit report for FY 2024-25",
  ]);
  // The returns due 31 July 2025 (before the range) come into it on 16 September 2025.
  expect(added.map(key).sort()).toEqual([
    "itr-audit 2025-12-10 Income tax return (audit cases, companies) for FY 2024-25",
    "itr-business-no-audit 2025-09-16 Income tax return (business, no audit) for FY 2024-25",
    "itr-non-audit 2025-09-16 Income tax return (ITR-1, ITR-2) for FY 2024-25",
    "tax-audit-report 2025-11-10 Tax audit report for FY 2024-25",
  ]);
  expect(added.find((due) => due.ruleId === "tax-audit-report")?.source).toMatch(
    /extended from 30 September 2025 by CBDT Circulars 14\/2025 and 15\/2025$/,
  );
  // Untouched rules keep their source as it is, and the staff's next date follows the extension too.
  expect(moved.find((due) => due.ruleId === "form-3ceb")?.source).not.toMatch(/extended/);
  expect(getNextDueDate(["auditing-services:tax_audits"], "2025-10-05")?.date).toBe("2025-11-10");
});

test("a range must be a day and a whole number of months", () => {
  expect(() => getUpcomingDueDates({ from: "25/11/2026" })).toThrow();
  expect(() => getUpcomingDueDates({ from: "2026-11-25", months: 0 })).toThrow();
  // From the 31st, a month ends with the next month, however short.
  const february = getUpcomingDueDates({ from: "2027-01-31", months: 1 });
  expect(february[0]?.date).toBe("2027-01-31");
  expect(february.at(-1)?.date).toBe("2027-02-25");
});

// The dates below are read off the law, not off this table: s.211 (advance
// tax, 15 June/September/December/March); s.139(1) Explanation 2(b) (31
// July); s.139(4) (three months before the end of the assessment year: AY
// 2026-27 ends 31 March 2027, so 31 December 2026); s.139(5) as amended by the
// Finance Act 2026 (the end of the assessment year, 31 March 2027, for AY
// 2026-27); r.31(3)(a) (Form 16 by 15 June after the financial year).
test("a salaried person sees every date of their year: Form 16, the return, the belated and revised returns, advance tax", () => {
  const dates = getUpcomingDueDates({ profile: "salaried", from: "2026-11-26" }).map(
    (due) => `${due.date} ${due.name}`,
  );
  expect(dates).toEqual([
    "2026-12-15 Advance tax for FY 2026-27: 3rd instalment (75%)",
    "2026-12-31 Belated income tax return for FY 2025-26",
    "2027-03-15 Advance tax for FY 2026-27: 4th instalment (100%)",
    "2027-03-31 Revised income tax return for FY 2025-26",
    "2027-06-15 Advance tax for FY 2027-28: 1st instalment (15%)",
    "2027-06-15 Form 16 for FY 2026-27",
    "2027-07-31 Income tax return (ITR-1, ITR-2) for FY 2026-27",
    "2027-09-15 Advance tax for FY 2027-28: 2nd instalment (45%)",
  ]);
  // From the start of the financial year, nothing waits for December: June brings Form 16 and the first instalment.
  const fromApril = getUpcomingDueDates({ profile: "salaried", from: "2026-04-01", months: 9 });
  expect(fromApril.map((due) => `${due.date} ${due.ruleId}`)).toEqual([
    "2026-06-15 advance-tax",
    "2026-06-15 form-16",
    "2026-07-31 itr-non-audit",
    "2026-09-15 advance-tax",
    "2026-12-15 advance-tax",
    "2026-12-31 itr-belated",
  ]);
});

test("the revised return's last day moved from 31 December to 31 March for FY 2025-26, with a fee after 31 December", () => {
  const revised = DUE_RULES.find((rule) => rule.id === "itr-revised");
  // FY 2024-25 (AY 2025-26): three months before the end of the assessment year, 31 December 2025.
  expect(revised?.datesIn(2025)).toEqual(["2025-12-31"]);
  expect(revised?.nameFor("2025-12-31")).toBe("Revised income tax return for FY 2024-25");
  // FY 2025-26 (AY 2026-27) on: the end of the assessment year, so none falls in 2026.
  expect(revised?.datesIn(2026)).toEqual([]);
  expect(revised?.datesIn(2027)).toEqual(["2027-03-31"]);
  expect(revised?.source).toContain("s.139(5)");
  expect(revised?.source).toContain("Finance Act 2026 (No. 4 of 2026)");
  // s.234I: ₹1,000 up to ₹5 lakh of total income, ₹5,000 above, only when filed after 31 December.
  expect(revised?.lateFee).toMatch(
    /^No fee up to 31 December; .*₹5,000 \(₹1,000 if total income is up to ₹5 lakh\).*s\.234I/,
  );
  // The belated return keeps 31 December and the s.234F fee.
  const belated = DUE_RULES.find((rule) => rule.id === "itr-belated");
  expect(belated?.datesIn(2026)).toEqual(["2026-12-31"]);
  expect(belated?.lateFee).toMatch(/₹5,000 \(₹1,000 if total income is up to ₹5 lakh\).*s\.234F/);
  expect(belated?.source).toContain("s.139(4)");
});

test("Form 16A falls 15 days after each quarter's TDS return, and the optional IFF on the 13th after a quarter's first two months", () => {
  const all = getUpcomingDueDates({ from: "2026-11-26" });
  const of = (ruleId: string) => all.filter((due) => due.ruleId === ruleId).map((due) => `${due.date} ${due.name}`);
  // r.31A: TDS returns 31 January, 31 May, 31 July, 31 October; r.31(3)(b): 15 days later.
  expect(of("form-16a")).toEqual([
    "2027-02-15 Form 16A for October–December 2026",
    "2027-06-15 Form 16A for January–March 2027",
    "2027-08-15 Form 16A for April–June 2027",
    "2027-11-15 Form 16A for July–September 2027",
  ]);
  // r.59(2): the first and second months of each quarter; the third month's invoices go in the quarterly GSTR-1.
  expect(of("gst-iff")).toEqual([
    "2026-12-13 IFF for November 2026 (QRMP, optional)",
    "2027-02-13 IFF for January 2027 (QRMP, optional)",
    "2027-03-13 IFF for February 2027 (QRMP, optional)",
    "2027-05-13 IFF for April 2027 (QRMP, optional)",
    "2027-06-13 IFF for May 2027 (QRMP, optional)",
    "2027-08-13 IFF for July 2027 (QRMP, optional)",
    "2027-09-13 IFF for August 2027 (QRMP, optional)",
    "2027-11-13 IFF for October 2027 (QRMP, optional)",
  ]);
  expect(all.find((due) => due.ruleId === "gst-iff")?.source).toMatch(/r\.59\(2\).*84\/2020-CT/);
  expect(all.find((due) => due.ruleId === "form-16")?.source).toMatch(/r\.31\(1\)\(a\)/);
});
