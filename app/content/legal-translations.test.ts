// The Hindi and Odia privacy notice, terms and refund policy say nothing in
// Latin letters but the glossary's loan words (the rule of the messages'
// check and the pages' walk, findEnglishWords), and keep the figures of the
// English: the retention months and the dates each text names.
import { expect, test } from "vitest";
import { findEnglishWords } from "#app/i18n/glossary.ts";
import { getPrivacyNoticeHi } from "./privacy-notice.hi.ts";
import { getPrivacyNoticeOr } from "./privacy-notice.or.ts";
import { getPrivacyNotice } from "./privacy-notice.ts";
import { REFUND_POLICY_HI } from "./refund-policy.hi.ts";
import { REFUND_POLICY_OR } from "./refund-policy.or.ts";
import { REFUND_POLICY } from "./refund-policy.ts";
import { TERMS_HI } from "./terms.hi.ts";
import { TERMS_OR } from "./terms.or.ts";
import { TERMS } from "./terms.ts";

const VALUES = { name: "", documents: 24, deliverables: 72 };

/** Every text of a content module. */
function getTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(getTexts);
  return [];
}

/** The figures a text says; a heading's own number ("1. Acceptance of terms") is the page's, not the text's. */
const figures = (module: unknown) =>
  getTexts(module).flatMap((text) => text.replace(/^\d+\.\s+/, "").match(/\d+/g) ?? []);

const TRANSLATIONS = {
  hi: { privacy: getPrivacyNoticeHi(VALUES), terms: TERMS_HI, refund: REFUND_POLICY_HI },
  or: { privacy: getPrivacyNoticeOr(VALUES), terms: TERMS_OR, refund: REFUND_POLICY_OR },
};
const ENGLISH = { privacy: getPrivacyNotice(VALUES), terms: TERMS, refund: REFUND_POLICY };

test.each(Object.entries(TRANSLATIONS))("the %s legal texts use no Latin word outside the glossary", (_, texts) => {
  expect(getTexts(texts).flatMap((text) => findEnglishWords(text))).toEqual([]);
});

test.each(Object.entries(TRANSLATIONS))("the %s legal texts keep every figure of the English", (_, texts) => {
  for (const name of ["privacy", "terms", "refund"] as const) {
    // The English writes dates "5-May-2025"; the translations "5 मई 2025": the same figures.
    expect(figures(texts[name]).sort(), name).toEqual(figures(ENGLISH[name]).sort());
  }
});

test("the notice names the retention job's months in every language", () => {
  for (const notice of [getPrivacyNotice, getPrivacyNoticeHi, getPrivacyNoticeOr]) {
    const periods = notice({ name: "", documents: 13, deliverables: 61 }).periods.items.join(" ");
    expect(periods).toContain("13");
    expect(periods).toContain("61");
  }
});
