import { expect, test } from "vitest";
import { getOption } from "#app/catalog/catalog.server.ts";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { parsePeriod, RECURRING_SERVICES } from "#app/catalog/recurring.ts";

test("every recurring service names due-date rules and catalog options that exist", () => {
  for (const service of RECURRING_SERVICES) {
    for (const rule of service.dueRules)
      expect(
        DUE_RULES.some((each) => each.id === rule),
        rule,
      ).toBe(true);
    if (service.optionKey) expect(getOption(service.optionKey), service.optionKey).toBeDefined();
  }
});

test("a start period is read by the service's frequency", () => {
  expect(parsePeriod("monthly", "2026-04")).toBe("2026-04");
  expect(parsePeriod("monthly", "2026-13")).toBeNull();
  expect(parsePeriod("monthly", "2026-Q1")).toBeNull();
  expect(parsePeriod("quarterly", "2026-q1")).toBe("2026-Q1");
  expect(parsePeriod("quarterly", "2026-Q5")).toBeNull();
  expect(parsePeriod("yearly", "2026-27")).toBe("2026-27");
  expect(parsePeriod("yearly", "2026-28")).toBeNull();
  // The financial year of 1999-2000.
  expect(parsePeriod("yearly", "1999-00")).toBe("1999-00");
});
