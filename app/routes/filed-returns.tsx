import { data } from "react-router";
import { requireUser } from "#app/accounts/session.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { FiledReturnList } from "#app/filings/client-filings.tsx";
import { listClientFilings } from "#app/filings/filings.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/filed-returns";

// Every return the firm filed for the signed-in client (issue 37.4), by
// financial year, newest first, with each acknowledgement to download.

export const handle = { i18n: ["account"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  const filings = await listClientFilings(user, language);
  const years = [...new Set(filings.map((filing) => filing.financialYear))].sort().reverse();
  return data(
    {
      years: years.map((year) => ({ year, filings: filings.filter((filing) => filing.financialYear === year) })),
      meta: { title: t("filings.title"), description: t("filings.description") },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function FiledReturns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { years } = loaderData;
  return (
    <section className="container-page max-w-3xl py-10 [overflow-wrap:anywhere]">
      <p className="text-sm">
        <Link to="/user-dashboard" className="font-semibold text-brand-700 underline">
          {t("filings.myBookings")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t("filings.title")}</h1>
      <p className="mt-1 text-slate-600">{t("filings.intro")}</p>
      {years.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 px-5 py-8 text-center text-slate-700">
          {t("filings.none")}
        </p>
      ) : (
        years.map(({ year, filings }) => (
          <section key={year} aria-labelledby={`fy-${year}`} className="mt-8">
            <h2 id={`fy-${year}`} className="text-xl font-semibold text-brand-900">
              {t("filings.year", { year })}
            </h2>
            <FiledReturnList filings={filings} />
          </section>
        ))
      )}
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "Filed returns", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
