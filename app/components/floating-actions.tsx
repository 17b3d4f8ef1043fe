import { useEffect, useRef, useState } from "react";
import { ArrowUpIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getWhatsAppHref, type SiteConfig } from "#app/site.ts";

/** The scroll-to-top button shows past this much scrolling: the only thing here that changes as the page scrolls. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 180;

/**
 * The WhatsApp chat button, always shown on public pages (spec section 1),
 * and the scroll-to-top button after 180 px of scrolling (section 2). Below
 * 1280 px they sit in a dock along the bottom of the screen whose height
 * (`--floating-dock`, app/app.css) the page keeps free: the body ends with
 * that much room, the sticky bars stop above it and a focused field scrolls
 * clear of it. From 1280 px they sit in the margin beside the page's
 * column, where nothing is. Either way they never cover what a visitor
 * could tap or read, without measuring the page as it moves (issue 36.8).
 */
export function FloatingActions({ site }: { site: SiteConfig }) {
  const { t } = useTranslation("site");
  const marker = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (!marker.current) return;
    // The marker sits 180 px down the page: once it has left the top of the screen, the page is scrolled past it.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker.current);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        ref={marker}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 h-px w-px"
        style={{ top: SCROLL_TO_TOP_THRESHOLD_PX }}
      />
      <aside
        id="quick-contact"
        aria-label={t("floating.label")}
        className="fixed inset-x-0 bottom-0 z-40 flex h-(--floating-dock) flex-row-reverse items-center gap-3 border-t border-slate-200 bg-white px-4 print:hidden xl:inset-x-auto xl:right-4 xl:bottom-4 xl:h-auto xl:flex-col-reverse xl:border-0 xl:bg-transparent xl:px-0"
      >
        <a
          href={getWhatsAppHref(site.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex h-11 items-center gap-2 rounded-full bg-[#176b3b] pr-4 pl-2.5 text-sm font-semibold text-white shadow-md hover:bg-[#125530] xl:w-11 xl:justify-center xl:p-0 xl:shadow-lg"
        >
          <WhatsAppIcon className="shrink-0 text-2xl" />
          <span className="xl:sr-only">{t("floating.whatsApp")}</span>
        </a>
        {scrolled ? (
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
            aria-label={t("floating.scrollToTop")}
            className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-xl text-white shadow-md hover:bg-brand-800 xl:shadow-lg"
          >
            <ArrowUpIcon />
          </button>
        ) : null}
      </aside>
    </>
  );
}
