import { data, Link } from "react-router";
import { requireUser } from "#app/accounts/session.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { FiledReturnList } from "#app/filings/client-filings.tsx";
import { listClientFilings } from "#app/filings/filings.server.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/filed-returns";

// Every return the firm filed for the signed-in client (issue 37.4), by
// financial year, newest first, with each acknowledgement to download.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const filings = await listClientFilings(user);
  const years = [...new Set(filings.map((filing) => filing.financialYear))].sort().reverse();
  return data(
    { years: years.map((year) => ({ year, filings: filings.filter((filing) => filing.financialYear === year) })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function FiledReturns({ loaderData }: Route.ComponentProps) {
  const { years } = loaderData;
  return (
    <section className="container-page max-w-3xl py-10 [overflow-wrap:anywhere]">
      <p className="text-sm">
        <Link to="/user-dashboard" className="font-semibold text-brand-700 underline">
          My bookings
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Filed returns</h1>
      <p className="mt-1 text-slate-600">
        Every return we filed for you, by financial year, with its acknowledgement to download. Keep them with your
        records.
      </p>
      {years.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 px-5 py-8 text-center text-slate-700">
          We have not filed a return for you yet. When we do, it will be here.
        </p>
      ) : (
        years.map(({ year, filings }) => (
          <section key={year} aria-labelledby={`fy-${year}`} className="mt-8">
            <h2 id={`fy-${year}`} className="text-xl font-semibold text-brand-900">
              {`FY ${year}`}
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
    ...getPageMeta(args, { title: "Filed returns", description: "Every return we filed for you." }),
    { name: "robots", content: "noindex" },
  ];
}
