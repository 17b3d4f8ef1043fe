import type { ReactNode } from "react";
import { publicPageHeaders } from "#app/cache-control.ts";
import { GoverningText, OfficeHours } from "#app/components/prose-section.tsx";
import { getPrivacyNoticeHi } from "#app/content/privacy-notice.hi.ts";
import { getPrivacyNoticeOr } from "#app/content/privacy-notice.or.ts";
import { getPrivacyNotice } from "#app/content/privacy-notice.ts";
import { formatDay } from "#app/format-date.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { formatNoticeVersion, PRIVACY_NOTICE_VERSION } from "#app/privacy/notice.ts";
import { useRootData } from "#app/root.tsx";
import { getPageMeta } from "#app/seo.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { getTelHref, SAMPLE_SITE_CONFIG } from "#app/site.ts";
import type { Route } from "./+types/privacy";

// The privacy notice for clients (issue 22); its words are
// app/content/privacy-notice.ts, in the page's language. The operators' side
// (data map, retention, breaches) is docs/PRIVACY.md: change both together,
// and give a change of substance a new PRIVACY_NOTICE_VERSION.

export const handle = { i18n: ["legal"] } satisfies I18nHandle;

const NOTICE_BY_LANGUAGE = { en: getPrivacyNotice, hi: getPrivacyNoticeHi, or: getPrivacyNoticeOr };

export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "legal");
  const site = getSiteConfig();
  return {
    language,
    version: language === "en" ? formatNoticeVersion() : formatDay(PRIVACY_NOTICE_VERSION, language),
    notice: NOTICE_BY_LANGUAGE[language]({ name: site.name, ...site.retentionMonths }),
    meta: { title: t("privacy.title"), description: t("privacy.metaDescription") },
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const { language, version, notice } = loaderData;
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  const officer = site.grievanceOfficer;
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("privacy.title")}</h1>
          <p className="mt-3 font-medium text-slate-700">{t("privacy.version", { date: version })}</p>
          {language === "en" ? null : <GoverningText path="/privacy" />}
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{notice.intro}</p>
        </div>
      </section>
      <div className="container-page max-w-3xl space-y-10 py-10 sm:py-14">
        <NoticeSection id="collected" {...notice.collected} />
        <NoticeSection id="purposes" {...notice.purposes} />
        <NoticeSection id="periods" {...notice.periods} />
        <NoticeSection id="recipients" {...notice.recipients} />
        <NoticeSection id="safeguards" {...notice.safeguards} />
        <NoticeSection id="rights" {...notice.rights} />
        <section
          aria-labelledby="grievance-officer-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="grievance-officer-heading" className="text-lg font-bold text-brand-900">
            {notice.grievanceOfficer}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            {officer.name}, {site.name}, {site.address}
            {t("end")}
          </p>
          <p className="mt-2 leading-relaxed text-slate-700">
            {t("privacy.email")}{" "}
            <a href={`mailto:${officer.email}`} className="font-semibold break-all text-brand-700 underline">
              {officer.email}
            </a>
            , {t("privacy.phone")}{" "}
            <a href={getTelHref(officer.phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">
              {officer.phone}
            </a>
            {t("end")} {t("refund.officeHours")} <OfficeHours site={site} />
            {t("end")}
          </p>
        </section>
        <NoticeSection id="changes" heading={notice.changes.heading}>
          <p>
            {notice.changes.text} {t("seeAlso")}{" "}
            <Link to="/terms-and-conditions" className="font-semibold text-brand-700 underline">
              {t("terms.title")}
            </Link>
            {t("end")}
          </p>
        </NoticeSection>
      </div>
    </>
  );
}

function NoticeSection(props: {
  id: string;
  heading: string;
  items?: readonly string[];
  paragraphs?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <section id={props.id} aria-labelledby={`${props.id}-heading`} className="scroll-mt-6">
      <h2 id={`${props.id}-heading`} className="text-xl font-bold text-brand-900 sm:text-2xl">
        {props.heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
        {props.items && (
          <ul className="list-disc space-y-2 pl-5">
            {props.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {props.paragraphs?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {props.children}
      </div>
    </section>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}
