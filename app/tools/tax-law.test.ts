import { expect, test } from "vitest";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { INCOME_TAX_RULES } from "#app/tools/income-tax-rules.ts";
import { FINANCE_ACT_2026 } from "#app/tools/tax-law.ts";
import { DUE_DATES_FAQS, GST_FAQS, INCOME_TAX_FAQS } from "#app/tools/tools.ts";

test("the tools' pages cite the Finance Act 2026 one way, never as the Bill or without its number", () => {
  const texts = [
    ...DUE_RULES.flatMap((rule) => [rule.name, rule.who, rule.lateFee, rule.source]),
    ...Object.values(INCOME_TAX_RULES).flatMap((year) => year.sources),
    ...[...DUE_DATES_FAQS, GST_FAQS, INCOME_TAX_FAQS].flat().map((faq) => faq.answer),
  ].join("\n");
  expect(FINANCE_ACT_2026).toBe("Finance Act 2026 (No. 4 of 2026)");
  // Each mention is the constant: "Finance Bill 2026", "Finance Act, 2026" or a bare "Finance Act 2026" is not.
  const mentions = [...texts.matchAll(/Finance (?:Act|Bill),? 2026(?: \(No\. \d+ of 2026\))?/g)].map(([text]) => text);
  expect(mentions.length).toBeGreaterThan(2);
  expect(new Set(mentions)).toEqual(new Set([FINANCE_ACT_2026]));
});
