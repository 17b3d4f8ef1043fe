import { expect, test } from "vitest";
import { RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { describeKeep, EVERY } from "#app/engagements/engagement-rules.ts";
import en from "#app/i18n/locales/en/cart.ts";

// The offer box says its words from the messages by service and frequency:
// in English they are the server's, word for word.
test("the English offer's words are the recurring services' and the rules' own", () => {
  expect(Object.entries(en.keep.services).sort()).toEqual(
    RECURRING_SERVICES.map((service) => [service.id, service.name]).sort(),
  );
  for (const frequency of ["monthly", "quarterly", "yearly"] as const) {
    expect(en.keep.every[frequency]).toBe(EVERY[frequency]);
    expect(en.keep.title[frequency]).toBe(describeKeep("gst-monthly", frequency));
    expect(en.keep.titleAccounts[frequency]).toBe(describeKeep("accounting-monthly", frequency));
  }
});
