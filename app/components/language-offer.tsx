import { useEffect, useState } from "react";
import { Form, useLocation } from "react-router";
import { getLanguageOfPath, LANGUAGE_OFFERS, LANGUAGE_TAGS, type TranslatedLanguage } from "#app/i18n/languages.ts";

/** Set once the offer has been shown or a language chosen: the offer is made once. */
const LANGUAGE_OFFERED = "language-offered";

/** The visitor's own choice, in this browser: no offer after it. */
export function rememberLanguageOffered() {
  try {
    localStorage.setItem(LANGUAGE_OFFERED, "1");
  } catch {
    // Storage refused (a private window): the offer may come once more.
  }
}

/**
 * A first visit to an English page from a browser that prefers Hindi or
 * Odia is offered that language, once, in that language; nobody is
 * redirected (issue 39.2). Shown after hydration only, over the page's
 * foot, so the kept page is the same for everyone and nothing moves.
 */
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const [offered, setOffered] = useState<TranslatedLanguage | null>(null);
  const english = getLanguageOfPath(pathname) === "en";

  useEffect(() => {
    if (!english) return;
    try {
      if (localStorage.getItem(LANGUAGE_OFFERED)) return;
    } catch {
      return;
    }
    const preferred = navigator.languages
      .map((tag) => tag.slice(0, 2).toLowerCase())
      .find((code): code is TranslatedLanguage => code === "hi" || code === "or");
    if (!preferred) return;
    rememberLanguageOffered();
    setOffered(preferred);
  }, [english]);

  if (!offered || !english) return null;
  const { offer, open } = LANGUAGE_OFFERS[offered];
  return (
    <section
      aria-label={offer}
      lang={LANGUAGE_TAGS[offered]}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-brand-200 bg-white p-3 shadow-lg"
    >
      <Form
        method="post"
        action="/language"
        reloadDocument
        className="container-page flex flex-wrap items-center justify-between gap-2"
      >
        <p className="font-medium text-brand-900">{offer}</p>
        <input type="hidden" name="to" value={`${pathname}${search}${hash}`} />
        <div className="flex gap-2">
          <button type="submit" name="language" value={offered} className="btn-primary">
            {open}
          </button>
          <button type="button" lang="en-IN" className="btn-secondary" onClick={() => setOffered(null)}>
            Keep English
          </button>
        </div>
      </Form>
    </section>
  );
}
