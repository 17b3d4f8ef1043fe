import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { DUE_RULES, type DueRule } from "#app/catalog/due-dates.ts";
import { FilingSchema, getFilingDueDate, readPeriod, readTypedFacts } from "#app/filings/filing-schema.ts";

const rule = (id: string) => DUE_RULES.find((each) => each.id === id) as DueRule;

test("a period is read as the engagements write it: a month first, then a quarter, then a year", () => {
  expect(readPeriod(" 2026-10 ")).toBe("2026-10");
  expect(readPeriod("2026-q3")).toBe("2026-Q3");
  expect(readPeriod("2026-27")).toBe("2026-27");
  // October 2009, not FY 2009-10.
  expect(readPeriod("2009-10")).toBe("2009-10");
  expect(readPeriod("2026-28")).toBeNull();
  expect(readPeriod("October 2026")).toBeNull();
});

// The table's dates (CGST Rules r.59, r.61, r.80; Income-tax Rules r.31A; Companies Act s.137, s.92).
test("the due date a return for a period answers to; none for a period the return is not filed for", () => {
  expect(getFilingDueDate(rule("gstr-3b-monthly"), "2026-10")).toBe("2026-11-20");
  expect(getFilingDueDate(rule("gstr-1-monthly"), "2026-12")).toBe("2027-01-11");
  expect(getFilingDueDate(rule("gstr-1-quarterly"), "2026-Q3")).toBe("2027-01-13");
  expect(getFilingDueDate(rule("gstr-3b-quarterly-24"), "2026-Q2")).toBe("2026-10-24");
  expect(getFilingDueDate(rule("tds-returns"), "2026-Q4")).toBe("2027-05-31");
  expect(getFilingDueDate(rule("gstr-9"), "2026-27")).toBe("2027-12-31");
  expect(getFilingDueDate(rule("itr-non-audit"), "2026-27")).toBe("2027-07-31");
  expect(getFilingDueDate(rule("aoc-4"), "2026-27")).toBe("2027-10-30");
  expect(getFilingDueDate(rule("gstr-3b-monthly"), "2026-27")).toBeNull();
  expect(getFilingDueDate(rule("itr-non-audit"), "2026-10")).toBeNull();
  expect(getFilingDueDate(rule("tds-returns"), "2026-10")).toBeNull();
});

const filing = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "filing", filedOn: "2026-10-25", ...fields }))
    form.append(name, value);
  const submission = parseWithZod(form, { schema: FilingSchema });
  return submission.status === "success"
    ? { status: "success" as const, value: submission.value, error: undefined }
    : { status: submission.status, value: undefined, error: submission.error };
};

test("the ARN has the GST portal's shape, a TDS statement's token 15 digits; others are taken as typed", () => {
  const gst = filing({ ruleId: "gstr-3b-monthly", period: "2026-09", acknowledgement: "aa21 0926-0123456" });
  expect(gst.value?.acknowledgement).toBe("AA2109260123456");
  for (const wrong of ["AA210926012345", "AA2113260123456", "212109260123456"]) {
    const refused = filing({ ruleId: "gstr-1-monthly", period: "2026-09", acknowledgement: wrong });
    expect(refused.error?.acknowledgement?.[0], wrong).toMatch(/^Please enter the ARN as the GST portal gives it/);
  }
  expect(
    filing({ ruleId: "tds-returns", period: "2026-Q1", acknowledgement: "AA2109260123456" }).error?.acknowledgement,
  ).toBeDefined();
  expect(filing({ ruleId: "tds-returns", period: "2026-Q1", acknowledgement: "123456789012345" }).status).toBe(
    "success",
  );
  expect(filing({ ruleId: "aoc-4", period: "2026-27", acknowledgement: "AB1234567" }).status).toBe("success");
});

test("a payment is no return; fees are rupees; the facts are read as typed", () => {
  expect(filing({ ruleId: "advance-tax", period: "2026-Q1", acknowledgement: "12345" }).error?.ruleId).toBeDefined();
  const fees = filing({
    ruleId: "aoc-4",
    period: "2026-27",
    acknowledgement: "AB1234567",
    lateFee: "1,00,000",
    interest: "12.5",
  });
  expect([fees.value?.lateFee, fees.value?.interest]).toEqual([10_000_000, 1250]);
  expect(
    filing({ ruleId: "aoc-4", period: "2026-27", acknowledgement: "AB1234567", lateFee: "-5" }).error?.lateFee,
  ).toBeDefined();
  expect(readTypedFacts({ turnover: "above-5-crore", nil: "on", tax: "1,500", ruleId: "x" })).toEqual({
    turnover: "above-5-crore",
    nil: true,
    annualTurnover: undefined,
    stateTurnoverRupees: undefined,
    taxRupees: 1500,
    smallIncome: undefined,
  });
});
