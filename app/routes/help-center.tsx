import type { ReactNode } from "react";
import { publicPageHeaders } from "#app/cache-control.ts";
import { FaqList } from "#app/components/faq-list.tsx";
import { ArrowRightIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { InEnglish } from "#app/components/in-english.tsx";
import { HELP } from "#app/content/help.ts";
import { HELP_HI } from "#app/content/translations/help.hi.ts";
import { HELP_OR } from "#app/content/translations/help.or.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { useRootData } from "#app/root.tsx";
import { getPageMeta } from "#app/seo.ts";
import { getTelHref, getWhatsAppHref, SAMPLE_SITE_CONFIG } from "#app/site.ts";
import type { Route } from "./+types/help-center";

export const handle = { i18n: ["site"] } satisfies I18nHandle;

const CONTENT = { en: HELP, hi: HELP_HI, or: HELP_OR };

export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "site");
  return {
    content: CONTENT[language],
    meta: { title: t("meta.help.title"), description: t("meta.help.description") },
  };
}

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { t } = useTranslation("site");
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{content.heading}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{content.intro}</p>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="container-page py-14">
        <h2 id="contact-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {t("help.talkToUs")}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          <ContactCard icon={<PhoneIcon />} label={t("help.callUs")}>
            <a href={getTelHref(site.phone)} className="text-lg font-semibold text-brand-700 hover:underline">
              {site.phone}
            </a>
          </ContactCard>
          <ContactCard icon={<MailIcon />} label={t("help.emailUs")}>
            {/* Breaks only after the @ or before a dot, never mid-word (issue 18 item 11). */}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 hover:underline">
              {/* An email address, read out in Latin letters. */}
              <InEnglish>
                <BreakableEmail email={site.email} />
              </InEnglish>
            </a>
          </ContactCard>
          <ContactCard icon={<WhatsAppIcon />} label={t("help.chatWithUs")}>
            <a
              href={getWhatsAppHref(site.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 hover:underline"
            >
              {t("help.whatsApp")}
            </a>
          </ContactCard>
        </ul>
      </section>

      <section aria-labelledby="topics-heading" className="bg-brand-50 py-14">
        <div className="container-page">
          <h2 id="topics-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t("help.commonQuestions")}
          </h2>
          <div className="mt-8 max-w-3xl">
            <FaqList faqs={content.topics} />
          </div>
        </div>
      </section>

      <section aria-labelledby="request-heading" className="container-page py-14 text-center">
        <h2 id="request-heading" className="text-2xl font-bold text-brand-900">
          {t("help.stillNeedHelp")}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{t("help.tellUs")}</p>
        <Link to="/enquiry-page" className="btn-primary mt-6 px-6 py-3 text-base">
          {t("help.submitRequest")} <ArrowRightIcon />
        </Link>
      </section>
    </>
  );
}

/** The address with break opportunities after the @ and before each dot only. */
function BreakableEmail({ email }: { email: string }) {
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const part of email.split(/(?=[.])|(?<=@)/)) {
    if (offset > 0) parts.push(<wbr key={`wbr-${offset}`} />);
    parts.push(part);
    offset += part.length;
  }
  return <>{parts}</>;
}

function ContactCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-slate-600">{label}</h3>
        <p className="mt-1">{children}</p>
      </div>
    </li>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}
