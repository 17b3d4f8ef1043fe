// A service's words in the reader's language (issue 39; decision 022,
// "content by id"). English is app/catalog/services.ts; Hindi and Odia are in
// translations/, keyed by service path and option id and typed from the
// catalog as written, so a service, option, paragraph or FAQ missing in
// either fails the type check. Ids, prices and SAC codes are never
// translated: bookings store them.
//
// Browser-safe, but meant for loaders (the service page, the cart, the
// booking pages): a page gets the words it shows as loader data, and the
// translations never ship to the browser as a bundle.
import type { Language, TranslatedLanguage } from "#app/i18n/languages.ts";
import type { CatalogService, Service } from "./services.ts";
import hi from "./translations/services.hi.ts";
import or from "./translations/services.or.ts";

type Faq = { question: string; answer: string };
type OptionWords = { label: string; description: string };
/** As many `V` as `T` has items (a tuple stays a tuple of the same length). */
type SameLength<T, V> = { readonly [I in keyof T]: V };

/** One service's words: as many paragraphs and FAQs as the English, every option by its id. */
type ServiceWords<S extends CatalogService> = {
  name: string;
  title: string;
  summary: string;
  intro: SameLength<S["intro"], string>;
  seoDescription: string;
  options: { readonly [O in S["options"][number] as O["id"]]: OptionWords };
  faqs: SameLength<S["faqs"], Faq>;
};

/** A language's catalog: every service by its path. */
export type ServiceTranslation = { readonly [S in CatalogService as S["path"]]: ServiceWords<S> };

const TRANSLATIONS: Record<TranslatedLanguage, ServiceTranslation> = { hi, or };

/** The spec's two proceed buttons. */
const PROCEED_LABELS: Record<TranslatedLanguage, Record<Service["proceedLabel"], string>> = {
  hi: {
    "Select Service & Proceed to Payment": "सेवा चुनें और भुगतान के लिए आगे बढ़ें",
    "Proceed to Fill Details": "आगे बढ़ें और विवरण भरें",
  },
  or: {
    "Select Service & Proceed to Payment": "ସେବା ବାଛି ଦେୟ ପାଇଁ ଆଗକୁ ବଢ଼ନ୍ତୁ",
    "Proceed to Fill Details": "ଆଗକୁ ବଢ଼ି ବିବରଣୀ ଭରନ୍ତୁ",
  },
};

/** A service as a reader of a language sees it; the proceed button's words are free there. */
type ServiceText = Omit<Service, "proceedLabel"> & { proceedLabel: string };

/**
 * A service in a language: the same service (path, option ids, charges,
 * SAC) with its name, title, summary, intro, meta description, proceed
 * button, FAQs and each option's label and description in that language.
 * English is the catalog itself.
 */
export function getServiceText(service: Service, language: Language): ServiceText {
  if (language === "en") return service;
  // The catalog is typed per service; read here as any one of them.
  const words = (TRANSLATIONS[language] as Record<string, ServiceWords<CatalogService> | undefined>)[service.path];
  if (!words) return service;
  const options = words.options as Record<string, OptionWords | undefined>;
  return {
    ...service,
    name: words.name,
    title: words.title,
    summary: words.summary,
    intro: words.intro,
    seoDescription: words.seoDescription,
    proceedLabel: PROCEED_LABELS[language][service.proceedLabel],
    options: service.options.map((option) => ({ ...option, ...options[option.id] })),
    faqs: words.faqs,
  };
}
