import { data } from "react-router";
import { getChecklist } from "#app/bookings/checklist.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { getCart, getCartItems } from "#app/cart/cart.server.ts";
import { hasItem } from "#app/cart/cart.ts";
import { getOptionKey, getServiceByPath } from "#app/catalog/catalog.server.ts";
import { formatCharge, formatTotal, getPriceTerms } from "#app/catalog/format.ts";
import { getServiceText } from "#app/catalog/service-text.ts";
import { CartToggleCard } from "#app/components/cart-toggle-card.tsx";
import { FoldedChecklist } from "#app/components/document-checklist.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { FaqList } from "#app/components/faq-list.tsx";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { getEnv } from "#app/env.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { stripLanguage } from "#app/i18n/languages.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta, getServiceJsonLd } from "#app/seo.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/service-page";

// One module for the nine service pages; app/routes.ts mounts it per service.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = getServiceByPath(stripLanguage(url.pathname));
  if (!found) throw data(null, { status: 404 });
  const language = getLanguage(request);
  const service = getServiceText(found, language);
  const cart = await getCart(request);
  const items = getCartItems(cart);
  // ?proceed=1: proceeding with an empty cart comes back here (with or without JavaScript).
  const { proceed } = readQuery(request, z.object({ proceed: z.string().optional().catch(undefined) }));
  return {
    // The whole cart, for the proceed bar: it leads to the cart page.
    cartSummary: { count: items.reduce((sum, item) => sum + item.quantity, 0), total: formatTotal(items, language) },
    nothingSelected: proceed !== undefined && items.length === 0,
    jsonLd: getServiceJsonLd(service, getSiteConfig(), getEnv().SITE_URL, language),
    priceTerms: getPriceTerms(language),
    service: {
      path: service.path,
      name: service.name,
      title: service.title,
      summary: service.summary,
      intro: service.intro,
      seoDescription: service.seoDescription,
      proceedLabel: service.proceedLabel,
      faqs: service.faqs,
    },
    options: service.options.map((option) => {
      const key = getOptionKey(found, option);
      return {
        key,
        label: option.label,
        description: option.description,
        price: formatCharge(option.charge, language),
        selected: hasItem(cart, key),
        checklist: getChecklist(key, language),
      };
    }),
  };
}

export const handle = { i18n: ["catalog"] } satisfies I18nHandle;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, options, jsonLd, cartSummary, nothingSelected, priceTerms } = loaderData;
  const { t } = useTranslation("catalog");
  return (
    <>
      <JsonLd data={jsonLd} />
      {/* The lead, the options and the proceed bar share one box: while something is in the cart, the bar
          sticks to the bottom of the screen until the options have scrolled by. */}
      <div>
        <section className="bg-brand-50">
          <div className="container-page py-6 sm:py-10">
            <nav aria-label={t("breadcrumb.label")} className="text-sm text-slate-600">
              <Link to="/" className="hover:underline">
                {t("breadcrumb.home")}
              </Link>{" "}
              /{" "}
              <Link to="/services-mega-page" className="hover:underline">
                {t("breadcrumb.services")}
              </Link>{" "}
              / <span aria-current="page">{service.name}</span>
            </nav>
            <h1 className="mt-3 text-2xl font-bold text-brand-900 sm:text-4xl">{service.title}</h1>
            <p className="mt-3 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg">{service.summary}</p>
          </div>
        </section>

        <section aria-labelledby="options-heading" className="container-page pt-6 pb-8 sm:pt-10">
          <h2 id="options-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
            {t("options.heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 sm:text-base">{t("options.lead")}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
          <p className="mt-4 text-sm text-slate-600">{priceTerms}</p>
        </section>
        <ProceedBar
          label={service.proceedLabel}
          count={cartSummary.count}
          total={cartSummary.total}
          nothingSelected={nothingSelected}
        />
      </div>

      <section aria-labelledby="documents-heading" className="container-page pt-8 pb-4">
        <h2 id="documents-heading" className="text-2xl font-bold text-brand-900">
          {t("documents.heading")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("documents.lead")}</p>
        <div className="mt-2 grid max-w-5xl gap-x-6 md:grid-cols-2">
          {options.map((option) => (
            <FoldedChecklist key={option.key} title={option.label} items={option.checklist} />
          ))}
        </div>
      </section>

      <section aria-labelledby="about-heading" className="container-page pt-8 pb-4">
        <h2 id="about-heading" className="text-2xl font-bold text-brand-900">
          {t("about.heading")}
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {service.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="container-page py-8">
        <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
          {t("faq.heading")}
        </h2>
        <div className="mt-6 max-w-3xl">
          <FaqList faqs={service.faqs} />
        </div>
      </section>
    </>
  );
}

/**
 * The spec's proceed button, once. With something in the cart it leads to the cart and sticks to the bottom
 * of the screen with the count and total; with nothing selected it comes back here with the cart page's
 * message instead of showing an empty cart.
 */
function ProceedBar(props: { label: string; count: number; total: string; nothingSelected: boolean }) {
  const { label, count, total, nothingSelected } = props;
  const selected = count > 0;
  const { t } = useTranslation("catalog");
  return (
    <div
      id="proceed"
      data-sticky-bar={selected ? "" : undefined}
      className={`z-30 scroll-mt-24 ${selected ? "sticky bottom-(--floating-dock) border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur" : ""}`}
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
        {/* At least 10rem wide: with a shorter button (Hindi, Odia) the button wraps below rather than the count
            and total being squeezed to a word a line. */}
        <p className="min-w-40 flex-1 text-sm text-slate-700" aria-live="polite">
          {selected ? (
            <>
              <span className="font-semibold text-brand-900">{t("proceed.selected", { count })}</span>
              <span className="block">
                {`${t("proceed.total")} `}
                <span className="font-semibold text-brand-900">{total}</span>
              </span>
            </>
          ) : nothingSelected ? (
            <span role="alert" className="font-semibold text-red-700">
              {t("proceed.pickFirst")}
            </span>
          ) : (
            t("proceed.nothingYet")
          )}
        </p>
        <Link
          to={selected ? "/cart-page" : "?proceed=1#proceed"}
          preventScrollReset={!selected}
          className="btn-primary px-5 py-3 text-base"
        >
          {label} <ArrowRightIcon />
        </Link>
      </div>
    </div>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  const service = args.loaderData?.service;
  if (!service) return [{ title: "404 - Page Not Found" }];
  return getPageMeta(args, { title: service.title, description: service.seoDescription });
}

export const ErrorBoundary = GeneralErrorBoundary;
