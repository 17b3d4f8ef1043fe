import { publicPageHeaders } from "#app/cache-control.ts";
import { GoverningText, ProseSection } from "#app/components/prose-section.tsx";
import { TERMS_HI } from "#app/content/terms.hi.ts";
import { TERMS_OR } from "#app/content/terms.or.ts";
import { TERMS } from "#app/content/terms.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/terms-and-conditions";

export const handle = { i18n: ["legal"] } satisfies I18nHandle;

const TERMS_BY_LANGUAGE = { en: TERMS, hi: TERMS_HI, or: TERMS_OR };

// The terms in the page's language; the English prevails (said on the translated pages).
export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "legal");
  return {
    language,
    terms: TERMS_BY_LANGUAGE[language],
    meta: { title: t("terms.title"), description: t("terms.metaDescription") },
  };
}

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const { language, terms } = loaderData;
  const sections = terms.sections.map((section, index) => ({
    id: `section-${index + 1}`,
    heading: getNumberedHeading(section.heading, index),
    paragraphs: section.paragraphs,
  }));
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("terms.title")}</h1>
          <p className="mt-3 font-medium text-slate-700">{t("effectiveDate", { date: terms.effectiveDate })}</p>
          {language === "en" ? null : <GoverningText path="/terms-and-conditions" />}
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{terms.intro}</p>
        </div>
      </section>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[16rem_1fr]">
        <nav
          aria-labelledby="contents-heading"
          className="self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6"
        >
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wider text-brand-900 uppercase">
            {t("terms.contents")}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                {/* A router link, so <ScrollRestoration> scrolls to the anchor instead of resetting. */}
                <Link to={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.heading}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <ProseSection key={section.id} id={section.id} heading={section.heading} paragraphs={section.paragraphs} />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * The number comes from the section's position, so sections can be added or
 * reordered without renumbering; a number already written in the content is
 * replaced rather than repeated.
 */
function getNumberedHeading(heading: string, index: number): string {
  return `${index + 1}. ${heading.replace(/^\d+\.\s*/, "")}`;
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}
