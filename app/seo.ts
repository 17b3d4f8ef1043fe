import type { MetaDescriptor } from "react-router";
import {
  getLanguageOfPath,
  isTranslatedPath,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  localizePath,
  stripLanguage,
} from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/site.ts";

type RootData = { site: SiteConfig; siteUrl: string };

/** The part of a route's meta() arguments this module reads. */
export type MetaContext = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
};

function getRootData(context: MetaContext): RootData | undefined {
  return context.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/**
 * A page's title, description, canonical URL, its other languages and Open
 * Graph tags. Every public page's meta() calls this. (JSON-LD is rendered by
 * <JsonLd>.) `page.path` is the English address; each language's page is
 * canonical in its own language.
 */
export function getPageMeta(
  context: MetaContext,
  page: { title: string; description: string; path?: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const root = getRootData(context);
  const siteName = root?.site.name ?? "";
  const siteUrl = root?.siteUrl ?? "";
  const language = getLanguageOfPath(context.location.pathname);
  const path = page.path ?? stripLanguage(context.location.pathname);
  const url = `${siteUrl}${localizePath(path, language)}`;
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
  const alternates: MetaDescriptor[] = isTranslatedPath(path)
    ? [
        ...LANGUAGES.map((other) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: LANGUAGE_TAGS[other],
          href: `${siteUrl}${localizePath(path, other)}`,
        })),
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${path}` },
      ]
    : [];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LANGUAGE_TAGS[language].replace("-", "_") },
    { name: "twitter:card", content: "summary" },
  ];
}

/** The firm as schema.org sees it, for the home page's JSON-LD. */
export function getOrganizationJsonLd(site: SiteConfig, siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "AccountingService",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    url: siteUrl,
    telephone: site.phone,
    email: site.email,
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IN" },
    areaServed: { "@type": "Country", name: "India" },
    foundingDate: "1991",
    sameAs: [site.linkedinUrl],
  };
}

/** A service page as schema.org Service plus its FAQPage. */
export function getServiceJsonLd(
  service: {
    name: string;
    seoDescription: string;
    path: string;
    faqs: readonly { question: string; answer: string }[];
  },
  site: SiteConfig,
  siteUrl: string,
  language: Language,
): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.name,
      description: service.seoDescription,
      url: `${siteUrl}${localizePath(service.path, language)}`,
      areaServed: { "@type": "Country", name: "India" },
      provider: { "@type": "AccountingService", "@id": `${siteUrl}/#organization`, name: site.name },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      // English pages keep the JSON-LD they always had.
      ...(language === "en" ? {} : { inLanguage: LANGUAGE_TAGS[language] }),
      mainEntity: service.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}
