import { useEffect, useRef, useState } from "react";
import { ArrowUpIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { getWhatsAppHref, type SiteConfig } from "#app/site.ts";

const SCROLL_TO_TOP_THRESHOLD_PX = 180;

// The last: a card whose link stretches over it (home page) is tappable all over.
const INTERACTIVE =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, label, [tabindex]:not([tabindex='-1']), li:has(a[class~='after:inset-0'])";
const FIELD = "input:not([type=hidden]), select, textarea";
const GAP_PX = 16;

/**
 * The WhatsApp chat button, always shown, and the scroll-to-top button.
 * They never sit over a field, a link or a button (issue 18 item 4): the
 * page keeps room for them at its end (`pb-24` on the body), they rise above
 * the service pages' sticky proceed bar, and they step aside (hidden) while a
 * form field has focus or while something a visitor could tap is under them.
 */
export function FloatingActions({ site }: { site: SiteConfig }) {
  const ref = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [placement, setPlacement] = useState({ bottom: GAP_PX, hidden: false });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
      if (ref.current) setPlacement(getPlacement(ref.current));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    const events = ["scroll", "resize", "focusin", "focusout", "toggle"] as const;
    for (const name of events) window.addEventListener(name, schedule, { passive: true, capture: true });
    // The page changes under them without a scroll: an option chosen, a message shown, a new route.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
    return () => {
      for (const name of events) window.removeEventListener(name, schedule, { capture: true });
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <aside
      ref={ref}
      aria-label="Quick contact"
      style={{ bottom: placement.bottom }}
      className={`fixed right-4 z-40 flex flex-col items-center gap-3 transition-opacity ${
        placement.hidden ? "pointer-events-none invisible opacity-0" : ""
      }`}
    >
      {scrolled ? (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          aria-label="Scroll to top"
          className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-xl text-white shadow-lg hover:bg-brand-800"
        >
          <ArrowUpIcon />
        </button>
      ) : null}
      <a
        href={getWhatsAppHref(site.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="flex size-14 items-center justify-center rounded-full bg-[#1f8a4c] text-3xl text-white shadow-lg hover:bg-[#176b3b]"
      >
        <WhatsAppIcon />
      </a>
    </aside>
  );
}

/** Where the buttons may sit now: above a stuck proceed bar, and hidden when they would cover something. */
function getPlacement(self: HTMLElement): { bottom: number; hidden: boolean } {
  let bottom = GAP_PX;
  const bar = document.querySelector("[data-sticky-bar]")?.getBoundingClientRect();
  if (bar && bar.height > 0 && bar.top < window.innerHeight && bar.bottom > window.innerHeight - 2) {
    bottom = window.innerHeight - bar.top + GAP_PX / 2;
  }
  if (document.activeElement?.matches(FIELD)) return { bottom, hidden: true };
  // Measure where the buttons would be at this height, whatever they show now.
  const own = self.getBoundingClientRect();
  const area = {
    left: own.left,
    right: own.right,
    top: window.innerHeight - bottom - own.height,
    bottom: window.innerHeight - bottom,
  };
  for (const element of document.querySelectorAll(INTERACTIVE)) {
    if (self.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top) {
      return { bottom, hidden: true };
    }
  }
  return { bottom, hidden: false };
}
