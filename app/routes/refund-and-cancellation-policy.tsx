import { publicPageHeaders } from "#app/cache-control.ts";
import { GoverningText, OfficeHours, ProseSection } from "#app/components/prose-section.tsx";
import { REFUND_POLICY_HI } from "#app/content/refund-policy.hi.ts";
import { REFUND_POLICY_OR } from "#app/content/refund-policy.or.ts";
import { REFUND_POLICY } from "#app/content/refund-policy.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { useRootData } from "#app/root.tsx";
import { getPageMeta } from "#app/seo.ts";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";
import type { Route } from "./+types/refund-and-cancellation-policy";

export const handle = { i18n: ["legal"] } satisfies I18nHandle;

const POLICY_BY_LANGUAGE = { en: REFUND_POLICY, hi: REFUND_POLICY_HI, or: REFUND_POLICY_OR };

// The policy in the page's language; the English prevails (said on the translated pages).
export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "legal");
  return {
    language,
    policy: POLICY_BY_LANGUAGE[language],
    meta: { title: t("refund.title"), description: t("refund.metaDescription") },
  };
}

export default function RefundAndCancellationPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const { language, policy } = loaderData;
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("refund.title")}</h1>
          <p className="mt-3 font-medium text-slate-700">{t("effectiveDate", { date: policy.effectiveDate })}</p>
          {language === "en" ? null : <GoverningText path="/refund-and-cancellation-policy" />}
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{policy.intro}</p>
        </div>
      </section>
      <div className="container-page max-w-3xl space-y-10 py-10 sm:py-14">
        {policy.sections.map((section, index) => (
          <ProseSection
            key={section.heading}
            id={`policy-${index + 1}`}
            heading={`${index + 1}. ${section.heading}`}
            paragraphs={section.paragraphs}
          />
        ))}
        <section aria-labelledby="policy-contact" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="policy-contact" className="text-lg font-bold text-brand-900">
            {t("refund.contactHeading")}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            {site.name}, {site.address}. {t("refund.phoneEmail", { phone: site.phone })}{" "}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
              {site.email}
            </a>
            {t("end")} {t("refund.officeHours")} <OfficeHours site={site} />
            {t("end")} {t("seeAlso")}{" "}
            <Link to="/terms-and-conditions" className="font-semibold text-brand-700 underline">
              {t("terms.title")}
            </Link>
            {t("end")}
          </p>
        </section>
      </div>
    </>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}
