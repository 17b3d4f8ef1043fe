import { Link } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ProseSection } from "#app/components/prose-section.tsx";
import { REFUND_POLICY } from "#app/content/refund-policy.ts";
import { useRootData } from "#app/root.tsx";
import { getPageMeta } from "#app/seo.ts";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";
import type { Route } from "./+types/refund-and-cancellation-policy";

export default function RefundAndCancellationPolicy() {
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Refund and Cancellation Policy
          </h1>
          <p className="mt-3 font-medium text-slate-700">Effective date: {REFUND_POLICY.effectiveDate}</p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{REFUND_POLICY.intro}</p>
        </div>
      </section>
      <div className="container-page max-w-3xl space-y-10 py-10 sm:py-14">
        {REFUND_POLICY.sections.map((section, index) => (
          <ProseSection
            key={section.heading}
            id={`policy-${index + 1}`}
            heading={`${index + 1}. ${section.heading}`}
            paragraphs={section.paragraphs}
          />
        ))}
        <section aria-labelledby="policy-contact" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="policy-contact" className="text-lg font-bold text-brand-900">
            Contact for refunds and cancellations
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            {site.name}, {site.address}. Phone {site.phone}, email{" "}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
              {site.email}
            </a>
            . Office hours: {site.officeHours}. See also our{" "}
            <Link to="/terms-and-conditions" className="font-semibold text-brand-700 underline">
              Terms and Conditions
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: "Refund and Cancellation Policy",
    description:
      "When you can cancel a tax, GST or compliance service booked with our chartered accountants, and how fees, GST and government fees are refunded.",
  });
}
