import { expect, test } from "vitest";
import { getOptionKey, SERVICES } from "#app/catalog/catalog.server.ts";
import { DUE_RULES, getNextDueDate, OPTION_RULES } from "#app/catalog/due-dates.ts";

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
