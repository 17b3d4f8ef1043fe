import { LinkedInIcon, MailIcon, PhoneIcon } from "#app/components/icons.tsx";
import { InEnglish, PartnerList } from "#app/components/in-english.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Link, useLanguage } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { Tagged } from "#app/i18n/tagged.tsx";
import { getOfficeHours, getTelHref, type SiteConfig } from "#app/site.ts";

// Labels are keys of footer.groups and footer.links in the "site" messages.
const LINK_GROUPS = [
  {
    heading: "usefulLinks",
    links: [
      { to: "/services-mega-page", label: "allServices" },
      { to: "/about-us", label: "aboutUs" },
      { to: "/help-center", label: "helpCenter" },
      { to: "/terms-and-conditions", label: "terms" },
      { to: "/refund-and-cancellation-policy", label: "refundPolicy" },
      { to: "/privacy", label: "privacy" },
    ],
  },
  {
    heading: "community",
    links: [
      { to: "/all-blogs", label: "blogs" },
      { to: "/all-blogs", label: "newsletters" },
      { to: "/past-booking-details", label: "searchPastBookings" },
    ],
  },
  {
    heading: "partner",
    links: [
      { to: "/partner-enquiry", label: "becomePartner" },
      { to: "/enquiry-page", label: "createEnquiry" },
    ],
  },
] as const;

export function SiteFooter({ site }: { site: SiteConfig }) {
  const { t } = useTranslation("site");
  const hours = getOfficeHours(site, useLanguage());
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="inline-block rounded-lg bg-white px-3 py-2">
            <Logo name={site.name} />
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t("footer.tagline")}</p>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              {site.address}{" "}
              <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                {t("footer.viewOnMap")}
              </a>
            </p>
            <p>
              {t("footer.officeHours")} <span lang={hours.lang}>{hours.text}</span>
            </p>
            <a href={getTelHref(site.phone)} className="flex items-center gap-2 hover:text-white">
              <PhoneIcon /> {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-white">
              <MailIcon /> {site.email}
            </a>
          </address>
          <a
            href={site.linkedinUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="mt-4 inline-flex items-center gap-2 text-sm font-medium hover:text-white"
          >
            <LinkedInIcon className="text-xl" /> {t("footer.linkedIn")}
          </a>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={t(`footer.groups.${group.heading}`)}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
              {t(`footer.groups.${group.heading}`)}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white">
                    {t(`footer.links.${link.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page space-y-1 py-4 text-xs leading-relaxed text-slate-400">
          <p>
            <Tagged
              message={t("footer.registration", { frn: site.icaiFrn, gstin: site.gstin })}
              components={[<InEnglish key="frn" />, <InEnglish key="gstin" />]}
            />
          </p>
          <p>
            <Tagged
              message={t("footer.partners")}
              components={[<PartnerList key="partners" partners={site.partners} />]}
            />
          </p>
          <p>{t("footer.rights", { year: new Date().getFullYear(), name: site.name })}</p>
        </div>
      </div>
    </footer>
  );
}
