import { useEffect, useState } from "react";
import { ArrowUpIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { getWhatsAppHref, type SiteConfig } from "#app/site.ts";

export const SCROLL_TO_TOP_THRESHOLD_PX = 180;

/** The WhatsApp chat button, always shown, and the scroll-to-top button. */
export function FloatingActions({ site }: { site: SiteConfig }) {
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-center gap-3">
      <ScrollToTopButton />
      <a
        href={getWhatsAppHref(site.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="flex size-14 items-center justify-center rounded-full bg-[#1f8a4c] text-3xl text-white shadow-lg hover:bg-[#176b3b]"
      >
        <WhatsAppIcon />
      </a>
    </div>
  );
}

function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label="Scroll to top"
      className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-xl text-white shadow-lg hover:bg-brand-800"
    >
      <ArrowUpIcon />
    </button>
  );
}
