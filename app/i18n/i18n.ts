// One i18next instance per rendered page: the server makes one per request
// with every message of its language; the browser makes one at start with
// what the page was rendered with (app/i18n/page-messages.tsx) and loads
// another page's namespaces when it goes there.
import { createInstance, type i18n, type Module, type ResourceLanguage } from "i18next";
import type { Language } from "./languages.ts";

export function createI18n(language: Language, resources: ResourceLanguage, backend?: Module): i18n {
  const instance = createInstance();
  if (backend) instance.use(backend);
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    partialBundledLanguages: backend !== undefined,
    defaultNS: "common",
    ns: Object.keys(resources),
    // React escapes what it renders; emails escape in their own templates.
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  });
  return instance;
}
