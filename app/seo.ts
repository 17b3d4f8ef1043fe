import type { MetaDescriptor } from "react-router";
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
 * A page's title, description, canonical URL and Open Graph tags. Every
 * public page's meta() calls this. (JSON-LD is rendered by <JsonLd>.)
 */
export function getPageMeta(
  context: MetaContext,
  page: { title: string; description: string; path?: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const root = getRootData(context);
  const siteName = root?.site.name ?? "";
  const url = `${root?.siteUrl ?? ""}${page.path ?? context.location.pathname}`;
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
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
): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.name,
      description: service.seoDescription,
      url: `${siteUrl}${service.path}`,
      areaServed: { "@type": "Country", name: "India" },
      provider: { "@type": "AccountingService", "@id": `${siteUrl}/#organization`, name: site.name },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: service.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}
