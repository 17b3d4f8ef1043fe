import { useEffect, useState } from "react";
import { PhoneIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { getEnv } from "#app/env.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { getLanguageOfPath, LANGUAGE_TAGS, type Language } from "#app/i18n/languages.ts";
import { useRootData } from "#app/root.tsx";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { getTelHref, getWhatsAppHref, SAMPLE_SITE_CONFIG } from "#app/site.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/offline";

// The page the service worker shows when a page cannot be reached: it keeps
// one copy, fetched at install without cookies, and sends failed navigations
// here with `?from=` the page to try again (app/service-worker/sw.ts).
// That one copy speaks the language of the page that failed ("/hi/…" is
// Hindi): it carries the few words in every language, since nothing more
// can be fetched offline.

/** The page's words in one language (the phone number is the firm's). */
function getWords(language: Language, phone: string) {
  const t = getT(language, "legal");
  return {
    title: t("offline.title"),
    lead: t("offline.lead"),
    stillCall: t("offline.stillCall"),
    tryAgain: t("offline.tryAgain"),
    call: t("offline.call", { phone }),
    whatsApp: t("offline.whatsApp"),
    metaTitle: t("offline.metaTitle"),
    metaDescription: t("offline.metaDescription"),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const { phone } = getSiteConfig();
  return {
    retryHref: getSafeRedirect(
      readQuery(request, z.object({ from: z.string().optional().catch(undefined) })).from,
      getEnv().SITE_URL,
    ),
    words: { en: getWords("en", phone), hi: getWords("hi", phone), or: getWords("or", phone) },
  };
}

/** The language of the page that failed: "/hi/cart-page" is Hindi. */
function getLanguageOfHref(href: string): Language {
  return getLanguageOfPath(href.split(/[?#]/, 1)[0] ?? "/");
}

export default function Offline({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  const retryHref = useRetryHref(loaderData.retryHref);
  const language = getLanguageOfHref(retryHref);
  const words = loaderData.words[language];
  return (
    <section
      lang={language === "en" ? undefined : LANGUAGE_TAGS[language]}
      className="container-page flex flex-col items-center py-20 text-center"
    >
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mt-3 max-w-md text-lg text-slate-700">{words.lead}</p>
      <p className="mt-1 max-w-md text-slate-700">{words.stillCall}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A plain link, not a router one: the browser asks the network again. */}
        <a href={retryHref} className="btn-primary">
          {words.tryAgain}
        </a>
        <a href={getTelHref(site.phone)} className="btn-secondary">
          <PhoneIcon /> {words.call}
        </a>
        <a href={getWhatsAppHref(site.whatsapp)} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          <WhatsAppIcon /> {words.whatsApp}
        </a>
      </div>
    </section>
  );
}

/**
 * The worker's copy of this page was rendered once, for `/offline` with no
 * `from`, and is shown for every page that failed: once hydrated, read the
 * page to try again from the address bar instead.
 */
function useRetryHref(serverHref: string): string {
  const [href, setHref] = useState(serverHref);
  useEffect(() => {
    setHref(getSafeRedirect(new URLSearchParams(window.location.search).get("from"), window.location.origin));
  }, []);
  return href;
}

export function meta(args: Route.MetaArgs) {
  const words = args.loaderData?.words[getLanguageOfHref(args.loaderData.retryHref)];
  return [
    ...(words ? getPageMeta(args, { title: words.metaTitle, description: words.metaDescription }) : []),
    { name: "robots", content: "noindex" },
  ];
}
