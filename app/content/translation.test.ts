// The Hindi and Odia of the footer and the firm's own pages (home, about
// us, help center, all services) say nothing in Latin letters but the
// glossary's loan words and numbers (section and form numbers such as 54EC
// and 26AS included).
import { expect, test } from "vitest";
import { LOAN_WORDS } from "#app/i18n/glossary.ts";
import hiSite from "#app/i18n/locales/hi/site.ts";
import orSite from "#app/i18n/locales/or/site.ts";
import { SERVICE_CARD_TEXTS } from "./service-cards.server.ts";
import { ABOUT_HI } from "./translations/about.hi.ts";
import { ABOUT_OR } from "./translations/about.or.ts";
import { HELP_HI } from "./translations/help.hi.ts";
import { HELP_OR } from "./translations/help.or.ts";
import { HOME_HI } from "./translations/home.hi.ts";
import { HOME_OR } from "./translations/home.or.ts";

/** Every text of a content module or message file, keys "path" and "id" aside. */
function getTexts(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key === "path" || key === "id" ? [] : [value];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => getTexts(v, k));
  return [];
}

/** The Latin-letter words of a text, {{placeholders}} aside; "GSTR-3B" is "gstr" and "3b". */
function getLatinWords(text: string): string[] {
  return [...text.replace(/\{\{\w+\}\}/g, "").matchAll(/[A-Za-z0-9]+/g)]
    .map(([word]) => word.toLowerCase())
    .filter((word) => /[a-z]/.test(word) && !/^\d/.test(word));
}

test("getLatinWords finds the Latin words and leaves numbers, section numbers and placeholders", () => {
  expect(getLatinWords("GSTR-3B और 54EC, {{name}} Form 16 the")).toEqual(["gstr", "form", "the"]);
});

test("the Hindi and Odia pages use no Latin word outside the glossary", () => {
  const translations = {
    hi: [hiSite, HOME_HI, ABOUT_HI, HELP_HI, SERVICE_CARD_TEXTS.hi],
    or: [orSite, HOME_OR, ABOUT_OR, HELP_OR, SERVICE_CARD_TEXTS.or],
  };
  for (const [language, modules] of Object.entries(translations)) {
    const words = new Set(modules.flatMap((module) => getTexts(module)).flatMap(getLatinWords));
    const stray = [...words].filter((word) => !LOAN_WORDS.has(word));
    expect(stray, language).toEqual([]);
  }
});
