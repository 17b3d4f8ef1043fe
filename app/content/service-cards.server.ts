// The services' names and one-line descriptions on the home page and the
// all-services page, in the page's language. The catalog (app/catalog) keeps
// the English; its Hindi and Odia cards are here, by the English name, and
// service-cards.server.test.ts keeps every card translated.
import { MEGA_PAGE_CARDS } from "#app/catalog/catalog.server.ts";
import { HOME_SERVICE_LIST, type ServiceCard } from "#app/catalog/services.ts";
import type { Language, TranslatedLanguage } from "#app/i18n/languages.ts";
import { SERVICE_CARDS_HI } from "./translations/service-cards.hi.ts";
import { SERVICE_CARDS_OR } from "./translations/service-cards.or.ts";

export type ServiceCardTexts = {
  /** The home page's ten services (HOME_SERVICE_LIST), by English name. */
  home: Readonly<Record<string, { name: string; description: string }>>;
  /** The all-services page's ten cards (MEGA_PAGE_CARDS), by English name. */
  allServices: Readonly<Record<string, { name: string; summary: string }>>;
};

export const SERVICE_CARD_TEXTS: Record<TranslatedLanguage, ServiceCardTexts> = {
  hi: SERVICE_CARDS_HI,
  or: SERVICE_CARDS_OR,
};

type HomeService = (typeof HOME_SERVICE_LIST)[number];

export function getHomeServiceList(language: Language): readonly HomeService[] {
  if (language === "en") return HOME_SERVICE_LIST;
  const texts = SERVICE_CARD_TEXTS[language].home;
  return HOME_SERVICE_LIST.map((service) => ({ ...service, ...texts[service.name] }));
}

export function getAllServicesCards(language: Language): readonly ServiceCard[] {
  if (language === "en") return MEGA_PAGE_CARDS;
  const texts = SERVICE_CARD_TEXTS[language].allServices;
  return MEGA_PAGE_CARDS.map((card) => ({ ...card, ...texts[card.name] }));
}
