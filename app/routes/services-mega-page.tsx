import { Link } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { MEGA_PAGE_CARDS } from "#app/catalog/catalog.server.ts";
import type { ServiceCard } from "#app/catalog/services.ts";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/services-mega-page";

export function loader() {
  return { cards: MEGA_PAGE_CARDS };
}

export default function ServicesMegaPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">All services</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
            Income tax, GST, accounting, audit, company secretarial, registration and trademark services for individuals
            and businesses across India. Open a service to see what is included, the fees and answers to common
            questions.
          </p>
        </div>
      </section>
      <section className="container-page py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.cards.map((card) => (
            <MegaPageCard key={card.name} card={card} />
          ))}
        </ul>
      </section>
    </>
  );
}

function MegaPageCard({ card }: { card: ServiceCard }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-900">{card.name}</h2>
      <p className="mt-3 flex-1 leading-relaxed text-slate-600">{card.summary}</p>
      <Link
        to={card.path}
        className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
      >
        Learn More
        {/* Ten links saying "Learn More" need a unique name each for screen reader link lists. */}
        <span className="sr-only"> about {card.name}</span>
        <ArrowRightIcon />
      </Link>
    </li>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: "All Services: Tax, GST, Accounting, Audit and Registration",
    description:
      "Browse all our services: GST and income tax filing, tax notices, accounting, audit, company secretary work, company and LLP registration, and trademarks.",
  });
}
