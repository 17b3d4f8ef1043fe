import { expect, test } from "vitest";
import { MEGA_PAGE_CARDS } from "#app/catalog/catalog.server.ts";
import { HOME_SERVICE_LIST } from "#app/catalog/services.ts";
import { TRANSLATED_LANGUAGES } from "#app/i18n/languages.ts";
import { getAllServicesCards, getHomeServiceList, SERVICE_CARD_TEXTS } from "./service-cards.server.ts";

test("every card of the home page and the all-services page has its words in Hindi and Odia, and no others", () => {
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = SERVICE_CARD_TEXTS[language];
    expect(Object.keys(texts.home).sort(), language).toEqual(HOME_SERVICE_LIST.map((service) => service.name).sort());
    expect(Object.keys(texts.allServices).sort(), language).toEqual(MEGA_PAGE_CARDS.map((card) => card.name).sort());
  }
});

test("a translated card keeps its service's address; English is the catalog itself", () => {
  expect(getHomeServiceList("en")).toBe(HOME_SERVICE_LIST);
  expect(getAllServicesCards("en")).toBe(MEGA_PAGE_CARDS);
  const hindi = getHomeServiceList("hi");
  expect(hindi.map((service) => service.path)).toEqual(HOME_SERVICE_LIST.map((service) => service.path));
  expect(hindi[0]).toEqual({
    name: "आयकर रिटर्न (व्यक्ति और कंपनी)",
    path: "/income-tax-filing",
    description: expect.stringContaining("ITR"),
  });
  const odia = getAllServicesCards("or");
  expect(odia.map((card) => card.path)).toEqual(MEGA_PAGE_CARDS.map((card) => card.path));
  expect(odia.at(-1)?.name).toBe("LLP ପଞ୍ଜୀକରଣ");
});
