import { Link } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ProseSection } from "#app/components/prose-section.tsx";
import { TERMS } from "#app/content/terms.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/terms-and-conditions";

export default function TermsAndConditions() {
  const sections = TERMS.sections.map((section, index) => ({
    id: `section-${index + 1}`,
    heading: getNumberedHeading(section.heading, index),
    paragraphs: section.paragraphs,
  }));
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Terms and Conditions</h1>
          <p className="mt-3 font-medium text-slate-700">Effective date: {TERMS.effectiveDate}</p>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{TERMS.intro}</p>
        </div>
      </section>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[16rem_1fr]">
        <nav
          aria-labelledby="contents-heading"
          className="self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6"
        >
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wider text-brand-900 uppercase">
            Contents
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
  return getPageMeta(args, {
    title: "Terms and Conditions",
    description:
      "The terms for using this website and our tax, GST, accounting and compliance services: fees, documents, confidentiality, liability and governing law.",
  });
}
