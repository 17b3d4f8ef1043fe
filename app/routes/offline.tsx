import { useEffect, useState } from "react";
import { PhoneIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { getEnv } from "#app/env.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { useRootData } from "#app/root.tsx";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { getTelHref, getWhatsAppHref, SAMPLE_SITE_CONFIG } from "#app/site.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/offline";

// The page the service worker shows when a page cannot be reached: it keeps
// one copy, fetched at install without cookies, and sends failed navigations
// here with `?from=` the page to try again (app/service-worker/sw.ts).

export function loader({ request }: Route.LoaderArgs) {
  return {
    retryHref: getSafeRedirect(
      readQuery(request, z.object({ from: z.string().optional().catch(undefined) })).from,
      getEnv().SITE_URL,
    ),
  };
}

export default function Offline({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  const retryHref = useRetryHref(loaderData.retryHref);
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">You seem to be offline</h1>
      <p className="mt-3 max-w-md text-lg text-slate-700">
        We could not reach our website: your internet connection seems to be gone. Please check it and try again.
      </p>
      <p className="mt-1 max-w-md text-slate-700">You can still call us or message us on WhatsApp.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A plain link, not a router one: the browser asks the network again. */}
        <a href={retryHref} className="btn-primary">
          Try again
        </a>
        <a href={getTelHref(site.phone)} className="btn-secondary">
          <PhoneIcon /> Call {site.phone}
        </a>
        <a href={getWhatsAppHref(site.whatsapp)} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          <WhatsAppIcon /> Message us on WhatsApp
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
  return [
    ...getPageMeta(args, {
      title: "You are offline",
      description: "Our website could not be reached. Call us or message us on WhatsApp.",
    }),
    { name: "robots", content: "noindex" },
  ];
}
