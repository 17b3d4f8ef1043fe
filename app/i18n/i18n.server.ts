import type { i18n, TFunction } from "i18next";
import { createI18n } from "./i18n.ts";
import { getLanguageOfPath, type Language } from "./languages.ts";
import en from "./locales/en/index.ts";
import hi from "./locales/hi/index.ts";
import or from "./locales/or/index.ts";
import type { Namespace } from "./messages.ts";
import { PageI18n } from "./page-i18n.tsx";

/** Every message of each language. */
export const RESOURCES = { en, hi, or } as const;

/** The language of the page a request is for, from its address. */
export function getLanguage(request: Request): Language {
  return getLanguageOfPath(new URL(request.url).pathname);
}

/**
 * One instance per language, made once: pages and loaders only read it (its
 * language is fixed, every namespace loaded at start), and making one per
 * request cost about 0.3 ms of CPU and its garbage (issue 41 part 2).
 */
const instances = new Map<Language, i18n>();

/** i18next's instance of a language, for getT. */
function getI18next(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, RESOURCES[language]);
    instances.set(language, instance);
  }
  return instance;
}

/** Messages outside a page (emails, a loader's words): the language's `t` for one namespace. */
export function getT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return getI18next(language).getFixedT(language, namespace);
}

const pageInstances = new Map<Language, PageI18n>();

/** The messages a page is rendered with (app/entry.server.tsx): every namespace of its language. */
export function getPageI18n(language: Language): PageI18n {
  let instance = pageInstances.get(language);
  if (!instance) {
    instance = new PageI18n(language, RESOURCES[language]);
    pageInstances.set(language, instance);
  }
  return instance;
}
