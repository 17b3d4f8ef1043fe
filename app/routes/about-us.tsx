import { Link } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { InitialsAvatar } from "#app/components/initials-avatar.tsx";
import { ABOUT, type AboutLeader } from "#app/content/about.ts";
import { useRootData } from "#app/root.tsx";
import { getPageMeta } from "#app/seo.ts";
import { describePartner, SAMPLE_SITE_CONFIG, type SiteConfig } from "#app/site.ts";
import type { Route } from "./+types/about-us";

export default function AboutUs() {
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{ABOUT.heading}</h1>
          <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            {ABOUT.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="container-page py-14">
        <h2 id="values-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Our values
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT.values.map((value) => (
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
            Our leadership
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {ABOUT.leaders.map((leader) => (
              <LeaderCard key={leader.name} leader={leader} />
            ))}
          </ul>
        </div>
      </section>

      <FirmDetails site={site} />

      <section className="container-page py-14 text-center">
        <p className="text-lg text-slate-700">Questions about your taxes or compliance? We are here to help.</p>
        <Link to="/enquiry-page" className="btn-primary mt-6 px-6 py-3 text-base">
          Contact Us <ArrowRightIcon />
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
  const rows = [
    { term: "ICAI firm registration no.", value: site.icaiFrn },
    { term: "Partners (ICAI members)", value: site.partners.map(describePartner).join("; ") },
    { term: "GSTIN", value: site.gstin },
    { term: "Office hours", value: site.officeHours },
  ];
  return (
    <section aria-labelledby="firm-heading" className="container-page pt-14">
      <h2 id="firm-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Registration and office
      </h2>
      <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[14rem_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-semibold text-brand-900">{row.term}</dt>
            <dd className="text-slate-700">{row.value}</dd>
          </div>
        ))}
        <dt className="font-semibold text-brand-900">Office</dt>
        <dd className="text-slate-700">
          {site.address}.{" "}
          <a
            href={site.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Open in maps
          </a>
        </dd>
      </dl>
    </section>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: "About Us: Chartered Accountants Since 1991",
    description:
      "Meet the chartered accountants and company secretaries in Cuttack, Odisha, who have advised individuals and businesses across India since 1991.",
  });
}
