import { data, Link } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { getCart } from "#app/cart/cart.server.ts";
import { hasItem } from "#app/cart/cart.ts";
import { getOptionKey, getServiceByPath } from "#app/catalog/catalog.server.ts";
import { formatCharge } from "#app/catalog/format.ts";
import { CartToggleCard } from "#app/components/cart-toggle-card.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { getEnv } from "#app/env.server.ts";
import { getPageMeta, getServiceJsonLd } from "#app/seo.ts";
import { getSiteConfig } from "#app/site.server.ts";
import type { Route } from "./+types/service-page";

// One module for the nine service pages; app/routes.ts mounts it per service.
export async function loader({ request }: Route.LoaderArgs) {
  const service = getServiceByPath(new URL(request.url).pathname);
  if (!service) throw data(null, { status: 404 });
  const cart = await getCart(request);
  return {
    jsonLd: getServiceJsonLd(service, getSiteConfig(), getEnv().SITE_URL),
    service: {
      path: service.path,
      name: service.name,
      title: service.title,
      intro: service.intro,
      seoDescription: service.seoDescription,
      proceedLabel: service.proceedLabel,
      faqs: service.faqs,
    },
    options: service.options.map((option) => {
      const key = getOptionKey(service, option);
      return {
        key,
        label: option.label,
        description: option.description,
        price: formatCharge(option.charge),
        selected: hasItem(cart, key),
      };
    }),
  };
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, options, jsonLd } = loaderData;
  const selectedCount = options.filter((option) => option.selected).length;
  return (
    <>
      <JsonLd data={jsonLd} />
      <section className="bg-brand-50">
        <div className="container-page py-12">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
            <Link to="/" className="hover:underline">
              Home
            </Link>{" "}
            /{" "}
            <Link to="/services-mega-page" className="hover:underline">
              Services
            </Link>{" "}
            / <span aria-current="page">{service.name}</span>
          </nav>
          <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl">{service.title}</h1>
          <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
            {service.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="options-heading" className="container-page py-12">
        <h2 id="options-heading" className="text-2xl font-bold text-brand-900">
          Choose your service
        </h2>
        <p className="mt-2 text-slate-600">
          Select one or more options; selected options go to your cart. No upfront payment is required.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => (
            <li key={option.key}>
              <CartToggleCard
                optionKey={option.key}
                label={option.label}
                price={option.price}
                description={option.description}
                selected={option.selected}
              />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Link to="/cart-page" className="btn-primary px-6 py-3 text-base">
            {service.proceedLabel} <ArrowRightIcon />
          </Link>
          <p className="text-sm text-slate-600" aria-live="polite">
            {selectedCount === 0
              ? "Nothing selected on this page yet."
              : `${selectedCount} ${selectedCount === 1 ? "option" : "options"} selected on this page.`}
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="container-page pb-4">
        <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
          Frequently asked questions
        </h2>
        <div className="mt-6 max-w-3xl">
          <FaqList faqs={service.faqs} />
        </div>
      </section>
    </>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  const service = args.loaderData?.service;
  if (!service) return [{ title: "404 - Page Not Found" }];
  return getPageMeta(args, { title: service.title, description: service.seoDescription });
}

export const ErrorBoundary = GeneralErrorBoundary;
