import { Link } from "react-router";
import { LinkedInIcon, MailIcon, PhoneIcon } from "#app/components/icons.tsx";
import { Logo } from "#app/components/logo.tsx";
import { describePartner, getTelHref, type SiteConfig } from "#app/site.ts";

const LINK_GROUPS = [
  {
    heading: "Useful Links",
    links: [
      { to: "/services-mega-page", label: "All Services" },
      { to: "/about-us", label: "About Us" },
      { to: "/help-center", label: "Help Center" },
      { to: "/terms-and-conditions", label: "Terms & Conditions" },
      { to: "/refund-and-cancellation-policy", label: "Refund & Cancellation Policy" },
      { to: "/privacy", label: "Privacy Notice" },
    ],
  },
  {
    heading: "Community",
    links: [
      { to: "/all-blogs", label: "Blogs" },
      { to: "/all-blogs", label: "Newsletters" },
      { to: "/past-booking-details", label: "Search Past Bookings" },
    ],
  },
  {
    heading: "Partner",
    links: [
      { to: "/partner-enquiry", label: "Become a Partner" },
      { to: "/enquiry-page", label: "Create an Enquiry" },
    ],
  },
] as const;

export function SiteFooter({ site }: { site: SiteConfig }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="inline-block rounded-lg bg-white px-3 py-2">
            <Logo name={site.name} />
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Chartered accountants and company secretaries serving individuals and businesses since 1991.
          </p>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              {site.address}{" "}
              <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
                View on map
              </a>
            </p>
            <p>Office hours: {site.officeHours}</p>
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
            <LinkedInIcon className="text-xl" /> LinkedIn
          </a>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
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
            Chartered accountants registered with the Institute of Chartered Accountants of India, firm registration no.{" "}
            {site.icaiFrn}. GSTIN {site.gstin}.
          </p>
          <p>Partners: {site.partners.map(describePartner).join("; ")}.</p>
          <p>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
