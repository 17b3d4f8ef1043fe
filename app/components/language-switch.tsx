import { Form, useLocation } from "react-router";
import { rememberLanguageOffered } from "#app/components/language-offer.tsx";
import { getLanguageOfPath, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, stripLanguage } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

/**
 * The same page in another language. A form, so the choice is kept (a
 * cookie; a client's record) and it works without JavaScript; the page loads
 * whole in its new language.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  // Not the #fragment: the server never sees it, and the hidden field must render the same on both sides.
  const { pathname, search } = useLocation();
  const current = getLanguageOfPath(pathname);
  return (
    <Form
      method="post"
      action="/language"
      reloadDocument
      onSubmit={rememberLanguageOffered}
      className={`flex items-center gap-1 font-names ${className}`}
    >
      <input type="hidden" name="to" value={`${stripLanguage(pathname)}${search}`} />
      <span className="sr-only">{t("language.label")}:</span>
      {LANGUAGES.map((language) =>
        language === current ? (
          <span key={language} lang={LANGUAGE_TAGS[language]} aria-current="true" className="px-2 py-1 font-semibold">
            {LANGUAGE_NAMES[language]}
          </span>
        ) : (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={LANGUAGE_TAGS[language]}
            className="min-h-11 rounded px-2 py-1 underline-offset-2 hover:underline sm:min-h-0"
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ),
      )}
    </Form>
  );
}
