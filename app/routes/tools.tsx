import { Link } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { getPageMeta } from "#app/seo.ts";
import { TOOLS } from "#app/tools/tools.ts";
import type { Route } from "./+types/tools";

// The free tools, one card each (issue 24).
export default function Tools() {
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-6 sm:py-10">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-4xl">Free tax tools</h1>
          <p className="mt-3 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg">
            Quick answers to everyday tax questions, worked out the way the law says, on your phone. No sign-up.
          </p>
        </div>
      </section>
      <ul className="container-page grid gap-4 py-8 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.path}>
            <Link
              to={tool.path}
              className="flex h-full flex-col rounded-xl border-2 border-slate-200 bg-white p-5 hover:border-brand-500"
            >
              <span className="text-lg font-semibold text-brand-900">{tool.name}</span>
              <span className="mt-2 text-sm leading-relaxed text-slate-700">{tool.lead}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: "Free tax tools: GST calculator, income tax regime calculator, due dates",
    description:
      "Free tools for Indian taxpayers: compare the old and new income tax regimes, add or remove GST with its breakup, and see every GST, income tax, TDS and ROC due date.",
  });
}
