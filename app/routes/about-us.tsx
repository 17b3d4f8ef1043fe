import { publicPageHeaders } from "#app/cache-control.ts";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { InEnglish, PartnerList } from "#app/components/in-english.tsx";
import { InitialsAvatar } from "#app/components/initials-avatar.tsx";
import { ABOUT, type AboutLeader } from "#app/content/about.ts";
import { ABOUT_HI } from "#app/content/translations/about.hi.ts";
import { ABOUT_OR } from "#app/content/translations/about.or.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link, useLanguage } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { useRootData } from "#app/root.tsx";
import { getPageMeta } from "#app/seo.ts";
import { getOfficeHours, SAMPLE_SITE_CONFIG, type SiteConfig } from "#app/site.ts";
import type { Route } from "./+types/about-us";

export const handle = { i18n: ["site"] } satisfies I18nHandle;

const CONTENT = { en: ABOUT, hi: ABOUT_HI, or: ABOUT_OR };

export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "site");
  return {
    content: CONTENT[language],
    meta: { title: t("meta.about.title"), description: t("meta.about.description") },
  };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { t } = useTranslation("site");
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{content.heading}</h1>
          <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="container-page py-14">
        <h2 id="values-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {t("about.values")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.values.map((value) => (
            <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="leaders-heading" className="bg-brand-50 py-14">
        <div className="container-page">
          <h2 id="leaders-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t("about.leadership")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {content.leaders.map((leader) => (
              <LeaderCard key={leader.name} leader={leader} />
            ))}
          </ul>
        </div>
      </section>

      <FirmDetails site={site} />

      <section className="container-page py-14 text-center">
        <p className="text-lg text-slate-700">{t("about.questions")}</p>
        <Link to="/enquiry-page" className="btn-primary mt-6 px-6 py-3 text-base">
          {t("about.contactUs")} <ArrowRightIcon />
        </Link>
      </section>
    </>
  );
}

function LeaderCard({ leader }: { leader: AboutLeader }) {
  return (
    <li className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row">
      <InitialsAvatar name={leader.name} size="lg" />
      <div>
        <h3 className="text-lg font-semibold text-brand-900">{leader.name}</h3>
        <p className="text-sm font-medium text-brand-700">{leader.role}</p>
        <p className="mt-3 leading-relaxed text-slate-600">{leader.bio}</p>
      </div>
    </li>
  );
}

/** The registrations a client looks for in a CA firm, from the site configuration. */
function FirmDetails({ site }: { site: SiteConfig }) {
  const { t } = useTranslation("site");
  const hours = getOfficeHours(site, useLanguage());
  const rows = [
    { term: t("about.frn"), value: <InEnglish>{site.icaiFrn}</InEnglish> },
    { term: t("about.partners"), value: <PartnerList partners={site.partners} /> },
    { term: t("about.gstin"), value: <InEnglish>{site.gstin}</InEnglish> },
    { term: t("about.officeHours"), value: hours.lang ? <span lang={hours.lang}>{hours.text}</span> : hours.text },
  ];
  return (
    <section aria-labelledby="firm-heading" className="container-page pt-14">
      <h2 id="firm-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t("about.firm")}
      </h2>
      <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[14rem_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-semibold text-brand-900">{row.term}</dt>
            <dd className="text-slate-700">{row.value}</dd>
          </div>
        ))}
        <dt className="font-semibold text-brand-900">{t("about.office")}</dt>
        <dd className="text-slate-700">
          {site.address}.{" "}
          <a
            href={site.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {t("about.openInMaps")}
          </a>
        </dd>
      </dl>
    </section>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}
