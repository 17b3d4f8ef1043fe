import { describe, expect, test } from "vitest";
import { getDueDateText } from "#app/catalog/due-date-text.ts";
import { getUpcomingDueDates } from "#app/catalog/due-dates.ts";
import { getToolTexts } from "./tool-texts.ts";

/** Every figure of a text (amounts, rates, sections, dates), in order: a translation changes words, never figures. */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

describe.each(["hi", "or"] as const)("the tools in %s", (language) => {
  test("say every figure the English says, and no other", () => {
    const english = getToolTexts("en");
    const translated = getToolTexts(language);
    for (const tool of ["incomeTax", "gst", "dueDates"] as const) {
      expect(figures(translated[tool].lead), `${tool} lead`).toEqual(figures(english[tool].lead));
      english[tool].faqs.forEach((faq, index) => {
        const other = translated[tool].faqs[index];
        expect(figures(other?.question ?? ""), `${tool} question ${index + 1}`).toEqual(figures(faq.question));
        expect(figures(other?.answer ?? ""), `${tool} answer ${index + 1}`).toEqual(figures(faq.answer));
      });
    }
  });

  test("say in each due date every figure the English says, and no other", () => {
    // Two years of every rule: each period name, quarter and instalment once at least.
    for (const due of getUpcomingDueDates({ from: "2026-01-01", months: 24 })) {
      const translated = getDueDateText(due, language);
      for (const field of ["name", "form", "who", "lateFee"] as const) {
        expect(figures(translated[field]), `${due.ruleId} ${due.date} ${field}`).toEqual(figures(due[field]));
      }
    }
  });
});
