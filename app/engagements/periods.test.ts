import { expect, test } from "vitest";
import { getRuleDueDate } from "#app/catalog/due-dates.ts";
import {
  getNextPeriod,
  getOpensOn,
  getPastPeriods,
  getPeriodDueDates,
  getPeriodEnd,
  getPeriodLabel,
  getPeriodOn,
  getPeriodStart,
  getPeriodsBetween,
  readPeriodLabel,
} from "#app/engagements/periods.ts";

test("months, quarters of the financial year and financial years have their days and names", () => {
  expect([getPeriodStart("2026-10"), getPeriodEnd("2026-10"), getPeriodLabel("2026-10")]).toEqual([
    "2026-10-01",
    "2026-10-31",
    "October 2026",
  ]);
  // February of a leap year.
  expect(getPeriodEnd("2028-02")).toBe("2028-02-29");
  expect([getPeriodStart("2026-Q1"), getPeriodEnd("2026-Q1")]).toEqual(["2026-04-01", "2026-06-30"]);
  // Q4 of FY 2026-27 is January to March 2027.
  expect([getPeriodStart("2026-Q4"), getPeriodEnd("2026-Q4"), getPeriodLabel("2026-Q4")]).toEqual([
    "2027-01-01",
    "2027-03-31",
    "January–March 2027 (Q4 FY 2026-27)",
  ]);
  expect(getPeriodLabel("2026-Q2")).toBe("July–September 2026 (Q2 FY 2026-27)");
  expect([getPeriodStart("2026-27"), getPeriodEnd("2026-27"), getPeriodLabel("2026-27")]).toEqual([
    "2026-04-01",
    "2027-03-31",
    "FY 2026-27",
  ]);
  expect(getPeriodLabel("1999-00")).toBe("FY 1999-00");
  expect(() => getPeriodStart("2026-13")).toThrow();
});

test("a period's name in Hindi and Odia: our month names, Latin digits, the quarter said in words", () => {
  expect(getPeriodLabel("2026-10", "hi")).toBe("अक्तूबर 2026");
  expect(getPeriodLabel("2026-10", "or")).toBe("ଅକ୍ଟୋବର 2026");
  expect(getPeriodLabel("2026-Q4", "hi")).toBe("जनवरी–मार्च 2027 (तिमाही 4, FY 2026-27)");
  expect(getPeriodLabel("2026-Q2", "or")).toBe("ଜୁଲାଇ–ସେପ୍ଟେମ୍ବର 2026 (ତ୍ରୈମାସିକ 2, FY 2026-27)");
  expect(getPeriodLabel("2026-27", "hi")).toBe("FY 2026-27");
  // English is as it was.
  expect(getPeriodLabel("2026-Q2", "en")).toBe(getPeriodLabel("2026-Q2"));
});

test("a day falls in one period of each frequency, and periods follow each other across years", () => {
  expect(getPeriodOn("monthly", "2027-01-15")).toBe("2027-01");
  expect(getPeriodOn("quarterly", "2027-01-15")).toBe("2026-Q4");
  expect(getPeriodOn("quarterly", "2026-04-01")).toBe("2026-Q1");
  expect(getPeriodOn("quarterly", "2026-12-31")).toBe("2026-Q3");
  expect(getPeriodOn("yearly", "2027-03-31")).toBe("2026-27");
  expect(getPeriodOn("yearly", "2027-04-01")).toBe("2027-28");
  expect(getNextPeriod("2026-12")).toBe("2027-01");
  expect(getNextPeriod("2026-Q3")).toBe("2026-Q4");
  expect(getNextPeriod("2026-Q4")).toBe("2027-Q1");
  expect(getNextPeriod("1999-00")).toBe("2000-01");
  expect(getPeriodsBetween("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  expect(getPeriodsBetween("2026-Q3", "2027-Q1")).toEqual(["2026-Q3", "2026-Q4", "2027-Q1"]);
  expect(getPeriodsBetween("2026-05", "2026-04")).toEqual([]);
  expect(() => getPeriodsBetween("2026-05", "2026-Q1")).toThrow();
});

// Worked from the rules themselves, not from the table: GSTR-1 by the 11th of
// the next month (r.59, notification 83/2020-CT), GSTR-3B by the 20th
// (r.61(1)(i)); QRMP GSTR-1 by the 13th after the quarter, GSTR-3B by the
// 22nd or 24th by state (r.61(1)(ii), notification 82/2020-CT; Odisha is in
// the 24th-day list, Maharashtra in the 22nd); TDS returns for January–March
// by 31 May (r.31A); the return of an individual without audit by 31 July
// (s.139(1)); advance tax by 15 June within the first quarter (s.211 / s.408).
test("a period's due dates come from the due-date table, by the client's state for QRMP", () => {
  expect(getPeriodDueDates("gst-monthly", "2026-10").map(({ form, date }) => [form, date])).toEqual([
    ["GSTR-1", "2026-11-11"],
    ["GSTR-3B", "2026-11-20"],
  ]);
  expect(getPeriodDueDates("gst-monthly", "2026-12").map(({ date }) => date)).toEqual(["2027-01-11", "2027-01-20"]);
  expect(getPeriodDueDates("gst-monthly", "2026-10")[1]?.name).toBe("GSTR-3B for October 2026");
  const quarter = (stateCode?: string) =>
    getPeriodDueDates("gst-quarterly", "2026-Q3", { gstinStateCode: stateCode }).map(({ date }) => date);
  expect(quarter("21")).toEqual(["2027-01-13", "2027-01-24"]);
  expect(quarter("27")).toEqual(["2027-01-13", "2027-01-22"]);
  expect(quarter()).toEqual(["2027-01-13", "2027-01-22"]);
  expect(getPeriodDueDates("tds-quarterly", "2025-Q4").map(({ date }) => date)).toEqual(["2026-05-31"]);
  expect(getPeriodDueDates("tds-quarterly", "2026-Q1").map(({ date }) => date)).toEqual(["2026-07-31"]);
  expect(getPeriodDueDates("itr-yearly", "2025-26").map(({ date }) => date)).toEqual(["2026-07-31"]);
  expect(getPeriodDueDates("advance-tax-quarterly", "2026-Q1").map(({ date }) => date)).toEqual(["2026-06-15"]);
  expect(getPeriodDueDates("advance-tax-quarterly", "2026-Q4").map(({ date }) => date)).toEqual(["2027-03-15"]);
  expect(getPeriodDueDates("accounting-monthly", "2026-10")).toEqual([]);
});

test("an extension moves the due date and keeps the law's date that names the period", () => {
  // CBDT Circulars 14/2025 and 15/2025: the tax audit report of FY 2024-25 from 30 September to 10 November 2025.
  expect(getRuleDueDate("tax-audit-report", "2025-04-01")).toMatchObject({
    date: "2025-11-10",
    statutory: "2025-09-30",
  });
  expect(getRuleDueDate("no-such-rule", "2025-04-01")).toBeNull();
});

test("a period's work appears the day after it ends, or a set number of days before its first due date", () => {
  const gst = { serviceId: "gst-monthly", daysBeforeDue: null };
  expect(getOpensOn(gst, "2026-10")).toBe("2026-11-01");
  expect(getOpensOn({ ...gst, daysBeforeDue: 5 }, "2026-10")).toBe("2026-11-06");
  // Never before the period starts.
  expect(getOpensOn({ ...gst, daysBeforeDue: 90 }, "2026-10")).toBe("2026-10-01");
  expect(getOpensOn({ serviceId: "accounting-monthly", daysBeforeDue: null }, "2026-10")).toBe("2026-11-01");
  // Advance tax is paid within its quarter: the work appears when the quarter starts.
  expect(getOpensOn({ serviceId: "advance-tax-quarterly", daysBeforeDue: null }, "2026-Q1")).toBe("2026-04-01");
  expect(getOpensOn({ serviceId: "itr-yearly", daysBeforeDue: null }, "2025-26")).toBe("2026-04-01");
});

test("a start in the past names the periods already opened and the first still to open", () => {
  const gst = { serviceId: "gst-monthly", daysBeforeDue: null, startPeriod: "2026-07" };
  // On 26 November 2026, July to October have opened (October's work appeared on 1 November).
  expect(getPastPeriods(gst, "2026-11-26")).toEqual({
    past: ["2026-07", "2026-08", "2026-09", "2026-10"],
    firstToOpen: "2026-11",
  });
  expect(getPastPeriods({ ...gst, startPeriod: "2026-11" }, "2026-11-26")).toEqual({
    past: [],
    firstToOpen: "2026-11",
  });
  // A return of FY 2025-26 opened on 1 April 2026.
  expect(
    getPastPeriods({ serviceId: "itr-yearly", daysBeforeDue: null, startPeriod: "2025-26" }, "2026-11-26"),
  ).toEqual({
    past: ["2025-26"],
    firstToOpen: "2026-27",
  });
});

test("a stored English period label reads back as its period; words that name none, as null", () => {
  for (const key of ["2026-10", "2027-01", "2026-Q2", "2026-Q4", "2026-27"]) {
    expect(readPeriodLabel(getPeriodLabel(key)), key).toBe(key);
  }
  expect(readPeriodLabel("October 2026")).toBe("2026-10");
  // Words getPeriodLabel would not write name no period, and never throw.
  for (const words of [
    "Octember 2026",
    "FY 2026-99",
    "July–September 2026 (Q2 FY 2031-32)",
    "the last six months",
    "",
  ]) {
    expect(readPeriodLabel(words), words).toBeNull();
  }
});
