import { expect, test } from "vitest";
import { describeKeep, findKeepOffer, getResumePeriod } from "#app/engagements/engagement-rules.ts";

test("resuming starts with the first period whose returns are still to come: the months missed while paused are skipped", () => {
  const gst = { serviceId: "gst-monthly", startPeriod: "2026-04", daysBeforeDue: null };
  // October's GSTR-1 was due on 11 November, while paused: October is not made; November's work appears on 1 December.
  expect(getResumePeriod(gst, "2026-11-26")).toBe("2026-11");
  // Resumed on 1 November, October's returns are still to come (11 and 20 November): its work is made.
  expect(getResumePeriod(gst, "2026-11-01")).toBe("2026-10");
  expect(getResumePeriod(gst, "2026-11-11")).toBe("2026-10");
  expect(getResumePeriod(gst, "2026-11-12")).toBe("2026-11");
  // GSTR-1 for November is due on 11 December 2026: its work (appeared on 21 November, 20 days before) is made.
  expect(getResumePeriod({ ...gst, daysBeforeDue: 20 }, "2026-11-26")).toBe("2026-11");
  // Never before the start period.
  expect(getResumePeriod({ ...gst, startPeriod: "2027-02" }, "2026-11-26")).toBe("2027-02");
  // Quarterly: Q2 (July–September) appeared on 1 October; Q3 appears on 1 January 2027.
  expect(
    getResumePeriod({ serviceId: "tds-quarterly", startPeriod: "2026-Q1", daysBeforeDue: null }, "2026-11-26"),
  ).toBe("2026-Q3");
});

test("a booked option a recurring service sells is offered from the period after the one it covered", () => {
  const monthly = [{ serviceId: "gst-filing", optionId: "monthly_gst", charge: 500 }];
  // Booked on 26 November 2026 for October's returns: kept from November, at ₹500 (50,000 paise).
  expect(findKeepOffer(monthly, "2026-11-26")).toMatchObject({
    serviceId: "gst-monthly",
    frequency: "monthly",
    pricePaise: 50_000,
    startPeriod: "2026-11",
  });
  expect(
    findKeepOffer([{ serviceId: "gst-filing", optionId: "quarterly_gst", charge: 1200 }], "2026-11-26"),
  ).toMatchObject({ serviceId: "gst-quarterly", startPeriod: "2026-Q3", pricePaise: 120_000 });
  // An ITR booked in FY 2026-27 files FY 2025-26: kept from FY 2026-27.
  expect(
    findKeepOffer([{ serviceId: "income-tax-filing", optionId: "individual", charge: 999 }], "2026-07-10"),
  ).toMatchObject({ serviceId: "itr-yearly", startPeriod: "2026-27" });
  // An option no recurring service sells offers nothing.
  expect(findKeepOffer([{ serviceId: "gst-filing", optionId: "registration", charge: 999 }], "2026-11-26")).toBeNull();
  expect(describeKeep("gst-monthly", "monthly")).toBe("Keep filing every month");
  expect(describeKeep("gst-quarterly", "quarterly")).toBe("Keep filing every quarter");
  expect(describeKeep("itr-yearly", "yearly")).toBe("Keep filing every year");
});
