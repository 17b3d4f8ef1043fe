import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ArrowRightIcon, CheckIcon } from "#app/components/icons.tsx";
import { InitialsAvatar } from "#app/components/initials-avatar.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { HOME } from "#app/content/home.ts";
import { getHomeServiceList } from "#app/content/service-cards.server.ts";
import { HOME_HI } from "#app/content/translations/home.hi.ts";
import { HOME_OR } from "#app/content/translations/home.or.ts";
import { getEnv } from "#app/env.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { useRootData } from "#app/root.tsx";
import { getOrganizationJsonLd, getPageMeta } from "#app/seo.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";
import type { Route } from "./+types/home";

export const handle = { i18n: ["site"] } satisfies I18nHandle;

const CONTENT = { en: HOME, hi: HOME_HI, or: HOME_OR };

export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "site");
  return {
    jsonLd: getOrganizationJsonLd(getSiteConfig(), getEnv().SITE_URL),
    content: CONTENT[language],
    services: getHomeServiceList(language),
    meta: { title: t("meta.home.title"), description: t("meta.home.description") },
  };
}

type HomeData = Route.ComponentProps["loaderData"];
type Content = HomeData["content"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <Hero hero={content.hero} />
      <FeatureCards cards={content.featureCards} />
      <Stats stats={content.stats} />
      <ServiceList services={loaderData.services} />
      <Features features={content.features} />
      <TaxFiling taxFiling={content.taxFiling} />
      <Promo promo={content.promo} />
      <Testimonials testimonials={content.testimonials} />
      <Connect connect={content.connect} />
    </>
  );
}

const CARD = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

function Hero({ hero }: { hero: Content["hero"] }) {
  const { t } = useTranslation("site");
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-50">
      <div className="container-page grid items-center gap-6 py-8 sm:gap-12 sm:py-20 lg:grid-cols-2">
        <div>
          <h1 id="hero-heading" className="text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-700 sm:mt-5 sm:text-lg">{hero.subheading}</p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <Link to="/services-mega-page" className="btn-primary px-6 py-3 text-base">
              {t("home.getStarted")}
            </Link>
            <Link to="/enquiry-page" className="btn-secondary px-6 py-3 text-base">
              {t("home.createEnquiry")}
            </Link>
          </div>
        </div>
        {/* On a phone only the circle: the illustration would push the services a screen further down. */}
        <div className="relative mx-auto min-h-24 w-full max-w-md">
          <img
            src="/images/hero-illustration.svg"
            alt=""
            width={480}
            height={360}
            className="hidden h-auto w-full sm:block"
          />
          <GetStartedCircle />
        </div>
      </div>
    </section>
  );
}

function GetStartedCircle() {
  const { t } = useTranslation("site");
  const navigate = useNavigate();
  // NOTE: once hydrated, a plain hash link fires popstate for a history entry React Router has no key for, so
  // <ScrollRestoration> restores the position saved under "default" and undoes the jump
  // (https://github.com/remix-run/react-router/pull/11459). Before hydration the plain link works as it is.
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ hash: "#services" });
    document.getElementById("services")?.focus({ preventScroll: true });
  }
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link; the handler only routes it through the router.
    <a
      href="#services"
      onClick={handleClick}
      aria-label={t("home.circleLabel")}
      className="absolute top-0 left-0 flex size-24 flex-col items-center justify-center gap-1 rounded-full bg-accent-400 text-sm font-semibold text-brand-900 shadow-lg ring-4 ring-white transition-colors hover:bg-accent-500 sm:size-28"
    >
      <span>{t("home.circle")}</span>
      <ArrowRightIcon className="rotate-90 text-lg" />
    </a>
  );
}

function FeatureCards({ cards }: { cards: Content["featureCards"] }) {
  const { t } = useTranslation("site");
  return (
    <section aria-label={t("home.popularServices")} className="container-page py-6 sm:py-16">
      <ul className="grid gap-3 sm:gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.title}
            className={`${CARD} relative flex items-center justify-between gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:block sm:p-6`}
          >
            <h2 className="text-lg font-semibold text-brand-900">
              {/* The link stretches over the whole card, so the card is one click target with a short name. */}
              <Link to={card.path} className="after:absolute after:inset-0 hover:underline">
                {card.title}
              </Link>
            </h2>
            {/* The service list below says the same on a phone. */}
            <p className="mt-3 hidden leading-relaxed text-slate-600 sm:block">{card.text}</p>
            <ArrowRightIcon className="shrink-0 text-xl text-brand-600 sm:mt-4" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stats({ stats }: { stats: Content["stats"] }) {
  return (
    <section className="bg-brand-900 text-white">
      <dl className="container-page grid grid-cols-3 gap-3 py-6 text-center sm:gap-8 sm:py-12">
        {stats.map((stat) => (
          // Value above label on screen; label first for screen readers, as a term and its definition.
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-accent-400 sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ServiceList({ services }: { services: HomeData["services"] }) {
  const { t } = useTranslation("site");
  return (
    <Section name="services" heading={t("home.services")} tinted jumpTarget>
      <ul className="mt-5 grid gap-3 sm:mt-8 sm:gap-4 sm:grid-cols-2">
        {services.map((service) => (
          <li
            key={service.name}
            className={`${CARD} relative flex items-center gap-3 p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:items-start sm:gap-4 sm:p-6`}
          >
            <CheckIcon className="shrink-0 text-xl text-brand-600 sm:mt-0.5" />
            <div className="flex-1">
              <h3 className="font-semibold text-brand-900">
                {/* Each card is one link to its service page (issue 18 item 7). */}
                <Link to={service.path} className="after:absolute after:inset-0 hover:underline">
                  {service.name}
                </Link>
              </h3>
              <p className="mt-2 hidden leading-relaxed text-slate-600 sm:block">{service.description}</p>
            </div>
            <ArrowRightIcon className="shrink-0 text-lg text-brand-600 sm:mt-1" />
          </li>
        ))}
      </ul>
      <Link to="/services-mega-page" className="btn-primary mt-6 px-6 py-3 text-base sm:mt-10">
        {t("home.getStarted")}
      </Link>
    </Section>
  );
}

function Features({ features }: { features: Content["features"] }) {
  const { t } = useTranslation("site");
  return (
    <Section name="features" heading={t("home.features")}>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.title} className={CARD}>
            <h3 className="font-semibold text-brand-900">{feature.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TaxFiling({ taxFiling }: { taxFiling: Content["taxFiling"] }) {
  const { heading, paragraphs, points } = taxFiling;
  return (
    <Section name="tax-filing" heading={heading} tinted>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div className="space-y-4 leading-relaxed text-slate-700">
          {/* On a phone the first paragraph only: the points beside it say the rest. */}
          {paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index > 0 ? "hidden sm:block" : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        <ul className={`${CARD} space-y-4 self-start`}>
          {points.map((point) => (
            <li key={point} className="flex gap-3">
              <CheckIcon className="mt-0.5 shrink-0 text-xl text-brand-600" />
              <span className="text-slate-800">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Promo({ promo }: { promo: Content["promo"] }) {
  const { t } = useTranslation("site");
  return (
    <Callout name="promo" content={promo} className="bg-accent-400 text-brand-900">
      <Link to="/income-tax-filing" className="btn mt-8 bg-brand-900 px-6 py-3 text-base text-white hover:bg-brand-800">
        {t("home.startTaxFiling")} <ArrowRightIcon />
      </Link>
    </Callout>
  );
}

function Testimonials({ testimonials }: { testimonials: Content["testimonials"] }) {
  const { t } = useTranslation("site");
  return (
    <Section name="testimonials" heading={t("home.testimonials")} tinted>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <figure key={testimonial.id} className={`${CARD} flex flex-col`}>
            <blockquote className="flex-1 leading-relaxed text-slate-700">
              <p>{testimonial.about}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <InitialsAvatar name={testimonial.name} />
              <span>
                <span className="block font-semibold text-brand-900">{testimonial.name}</span>
                <span className="sr-only">, </span>
                <span className="block text-sm text-slate-600">{testimonial.title}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

function Connect({ connect }: { connect: Content["connect"] }) {
  const { t } = useTranslation("site");
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  const badges = [
    { href: site.appStoreUrl, src: "/images/app-store-badge.svg", alt: t("home.appStore") },
    { href: site.playStoreUrl, src: "/images/google-play-badge.svg", alt: t("home.googlePlay") },
  ];
  return (
    <Callout name="connect" content={connect} className="bg-brand-900 text-white">
      <Link
        to="/enquiry-page"
        className="btn mt-8 bg-accent-400 px-6 py-3 text-base text-brand-900 hover:bg-accent-500"
      >
        {t("home.createEnquiry")} <ArrowRightIcon />
      </Link>
      <ul className="mt-8 flex flex-wrap gap-3">
        {badges.map((badge) => (
          <li key={badge.src}>
            <a href={badge.href} target="_blank" rel="noopener noreferrer" className="inline-block rounded-lg">
              {/* Far below the fold: lazy, so it does not compete with the first screen. */}
              <img src={badge.src} alt={badge.alt} width={180} height={54} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </Callout>
  );
}

type SectionProps = { name: string; heading: string; tinted?: boolean; jumpTarget?: boolean; children: ReactNode };

/**
 * A full-width band with an H2; `tinted` gives the alternating light-blue background. A `jumpTarget` is the
 * section an in-page link points to: its id is its name, and it takes focus so keyboard users continue there.
 */
function Section({ name, heading, tinted = false, jumpTarget = false, children }: SectionProps) {
  return (
    <section
      aria-labelledby={`${name}-heading`}
      id={jumpTarget ? name : undefined}
      tabIndex={jumpTarget ? -1 : undefined}
      className={`below-fold scroll-mt-4 py-10 focus:outline-none sm:py-16 ${tinted ? "bg-brand-50" : ""}`}
    >
      <div className="container-page">
        <h2 id={`${name}-heading`} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

type CalloutProps = {
  name: string;
  content: { heading: string; text: string };
  className: string;
  children: ReactNode;
};

/** A coloured panel with an H2 and a paragraph, for the promotion and the closing call to action. */
function Callout({ name, content, className, children }: CalloutProps) {
  return (
    <section aria-labelledby={`${name}-heading`} className="container-page py-16">
      <div className={`rounded-2xl p-8 sm:p-12 ${className}`}>
        <h2 id={`${name}-heading`} className="text-2xl font-bold sm:text-3xl">
          {content.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">{content.text}</p>
        {children}
      </div>
    </section>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}
