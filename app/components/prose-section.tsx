import type { ReactNode } from "react";
import { useLanguage } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getOfficeHours, type SiteConfig } from "#app/site.ts";

/** A headed section of plain paragraphs, as the terms and the refund policy are written. */
export function ProseSection({
  id,
  heading,
  paragraphs,
}: {
  id: string;
  heading: ReactNode;
  paragraphs: readonly string[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 sm:text-2xl">
        {heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/**
 * On a translated legal text (its route's handle reads "legal"): the English
 * text prevails, and a link to it. A plain link: the English page is another
 * document, in another language.
 */
export function GoverningText({ path }: { path: string }) {
  const { t } = useTranslation("legal");
  return (
    <p className="mt-3 max-w-3xl rounded-lg border border-brand-200 bg-white px-4 py-3 text-sm leading-relaxed text-slate-700">
      {t("governingText")}{" "}
      <a href={path} hrefLang="en" className="font-semibold text-brand-700 underline">
        {t("readInEnglish")}
      </a>
    </p>
  );
}

/**
 * The firm's office hours in the page's language where the firm gave them
 * (FIRM_OFFICE_HOURS_HI, _OR), else its English, marked so (getOfficeHours).
 */
export function OfficeHours({ site }: { site: SiteConfig }) {
  const hours = getOfficeHours(site, useLanguage());
  return hours.lang ? <span lang={hours.lang}>{hours.text}</span> : hours.text;
}
