import { publicPageHeaders } from "#app/cache-control.ts";
import type { ServiceCard } from "#app/catalog/services.ts";
import { ArrowRightIcon } from "#app/components/icons.tsx";
import { getAllServicesCards } from "#app/content/service-cards.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/services-mega-page";

export const handle = { i18n: ["site"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "site");
  return {
    cards: getAllServicesCards(language),
    meta: { title: t("meta.allServices.title"), description: t("meta.allServices.description") },
  };
}

export default function ServicesMegaPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("allServices.heading")}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{t("allServices.intro")}</p>
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
  const { t } = useTranslation("site");
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-900">{card.name}</h2>
      <p className="mt-3 flex-1 leading-relaxed text-slate-600">{card.summary}</p>
      <Link
        to={card.path}
        className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
      >
        {t("allServices.learnMore")}
        {/* Ten links saying "Learn More" need a unique name each for screen reader link lists. */}
        <span className="sr-only">{t("allServices.learnMoreAbout", { name: card.name })}</span>
        <ArrowRightIcon />
      </Link>
    </li>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}
