import type { ReactNode } from "react";
import { Link } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { FaqList } from "#app/components/faq-list.tsx";
import { ArrowRightIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { HELP } from "#app/content/help.ts";
import { useRootData } from "#app/root.tsx";
import { getPageMeta } from "#app/seo.ts";
import { getTelHref, getWhatsAppHref, SAMPLE_SITE_CONFIG } from "#app/site.ts";
import type { Route } from "./+types/help-center";

export default function HelpCenter() {
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{HELP.heading}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{HELP.intro}</p>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="container-page py-14">
        <h2 id="contact-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Talk to us
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          <ContactCard icon={<PhoneIcon />} label="Call us">
            <a href={getTelHref(site.phone)} className="text-lg font-semibold text-brand-700 hover:underline">
              {site.phone}
            </a>
          </ContactCard>
          <ContactCard icon={<MailIcon />} label="Email us">
            {/* Breaks only after the @ or before a dot, never mid-word (issue 18 item 11). */}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 hover:underline">
              <BreakableEmail email={site.email} />
            </a>
          </ContactCard>
          <ContactCard icon={<WhatsAppIcon />} label="Chat with us">
            <a
              href={getWhatsAppHref(site.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 hover:underline"
            >
              Message us on WhatsApp
            </a>
          </ContactCard>
        </ul>
      </section>

      <section aria-labelledby="topics-heading" className="bg-brand-50 py-14">
        <div className="container-page">
          <h2 id="topics-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Common questions
          </h2>
          <div className="mt-8 max-w-3xl">
            <FaqList faqs={HELP.topics} />
          </div>
        </div>
      </section>

      <section aria-labelledby="request-heading" className="container-page py-14 text-center">
        <h2 id="request-heading" className="text-2xl font-bold text-brand-900">
          Still need help?
        </h2>
        <p className="mt-3 text-lg text-slate-700">Tell us what you need and our team will get back to you.</p>
        <Link to="/enquiry-page" className="btn-primary mt-6 px-6 py-3 text-base">
          Submit a Request <ArrowRightIcon />
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
  return getPageMeta(args, {
    title: "Help Center",
    description:
      "Help with booking services, uploading documents and tracking your bookings. Call us, message us on WhatsApp or submit a request to our team.",
  });
}
