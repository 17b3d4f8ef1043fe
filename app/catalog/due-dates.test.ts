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
  salaried: ["advance-tax", "itr-non-audit"],
  "gst-monthly": [
    "advance-tax",
    "gstr-1-monthly",
    "gstr-3b-monthly",
    "gstr-9",
    "gstr-9c",
    "itr-audit",
    "itr-business-no-audit",
    "tax-audit-report",
    "tcs-return",
    "tds-returns",
    "tds-tcs-payment",
  ],
  "gst-qrmp": [
    "advance-tax",
    "gst-pmt-06",
    "gstr-1-quarterly",
    "gstr-3b-quarterly",
    "gstr-3b-quarterly-24",
    "gstr-9",
    "itr-audit",
    "itr-business-no-audit",
    "tax-audit-report",
    "tcs-return",
    "tds-returns",
    "tds-tcs-payment",
  ],
  company: [
    "advance-tax",
    "aoc-4",
    "dir-3-kyc",
    "form-3ceb",
    "itr-audit",
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
    "form-3ceb",
    "itr-audit",
    "itr-business-no-audit",
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
  expect(added.map(key).sort()).toEqual([
    "itr-audit 2025-12-10 Income tax return (audit cases, companies) for FY 2024-25",
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
