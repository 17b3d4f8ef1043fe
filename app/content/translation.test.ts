// The Hindi and Odia content of the firm's own pages (home, about us, help
// center, the services' cards) says nothing in Latin letters but the
// glossary's loan words and numbers, by the rule the messages' check and the
// pages' walk apply (findEnglishWords). The footer's and the pages' short
// words are messages, checked in app/i18n/messages.test.ts.
import { expect, test } from "vitest";
import { findEnglishWords } from "#app/i18n/glossary.ts";
import { SERVICE_CARD_TEXTS } from "./service-cards.server.ts";
import { ABOUT_HI } from "./translations/about.hi.ts";
import { ABOUT_OR } from "./translations/about.or.ts";
import { HELP_HI } from "./translations/help.hi.ts";
import { HELP_OR } from "./translations/help.or.ts";
import { HOME_HI } from "./translations/home.hi.ts";
import { HOME_OR } from "./translations/home.or.ts";

/** Every text of a content module, its ids and paths aside. */
function getTexts(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key === "path" || key === "id" ? [] : [value];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => getTexts(v, k));
  return [];
}

test("getTexts reads every text of a content module but its ids and paths", () => {
  expect(getTexts({ id: "a", path: "/b", title: "c", list: [{ text: "d" }] })).toEqual(["c", "d"]);
});

test("the Hindi and Odia content uses no Latin word outside the glossary", () => {
  const translations = {
    hi: [HOME_HI, ABOUT_HI, HELP_HI, SERVICE_CARD_TEXTS.hi],
    or: [HOME_OR, ABOUT_OR, HELP_OR, SERVICE_CARD_TEXTS.or],
  };
  for (const [language, modules] of Object.entries(translations)) {
    const english = modules.flatMap((module) => getTexts(module)).flatMap((text) => findEnglishWords(text));
    expect(english, language).toEqual([]);
  }
});
