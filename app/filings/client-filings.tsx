// The returns the firm filed for a client (issue 37.4), as the client reads
// them: on a booking's page and, every booking's together by financial
// year, on /filed-returns. Each acknowledgement downloads through the
// booking's documents route (its checks and its access log).

import type { Filing } from "#app/filings/filings.server.ts";
import { Link } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

/** One booking's filed returns, on its page; nothing while none is filed. */
export function BookingFiledReturns({ filings }: { filings: readonly Filing[] }) {
  const { t } = useTranslation("account");
  if (filings.length === 0) return null;
  return (
    <section aria-labelledby="filed-returns-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="filed-returns-heading" className="text-lg font-semibold text-brand-900">
        {t("filings.title")}
      </h2>
      <FiledReturnList filings={filings} />
      <p className="mt-3 text-sm">
        <Link to="/filed-returns" reloadDocument className="font-semibold text-brand-700 underline">
          {t("filings.every")}
        </Link>
      </p>
    </section>
  );
}

export function FiledReturnList({ filings }: { filings: readonly (Filing & { opensHere?: boolean })[] }) {
  const { t } = useTranslation("account");
  return (
    <ul className="mt-3 space-y-3">
      {filings.map((filing) => (
        <li key={filing.id} className="rounded-lg border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">
            {t("filings.formFor", { form: filing.form, period: filing.period })}
          </p>
          <p className="text-sm text-slate-700">
            {t("filings.filedOn", { day: filing.filedOn })}
            {filing.dueOn ? t("filings.due", { day: filing.dueOn }) : ""}
            {filing.daysLate === null
              ? ""
              : filing.daysLate === 0
                ? t("filings.onTime")
                : t("filings.late", { count: filing.daysLate })}
          </p>
          <p className="text-sm text-slate-700">
            {t("filings.acknowledgement")} <span className="font-mono break-all">{filing.acknowledgement}</span>
          </p>
          {filing.lateFee || filing.interest ? (
            <p className="text-sm text-slate-700">
              {[
                filing.lateFee ? t("filings.lateFee", { amount: filing.lateFee }) : "",
                filing.interest ? t("filings.interest", { amount: filing.interest }) : "",
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          ) : null}
          {filing.opensHere === false ? (
            <p className="mt-1 text-sm text-slate-700">{t("filings.otherEmail")}</p>
          ) : filing.uploadId ? (
            <a
              href={`/bookings/${encodeURIComponent(filing.bookingId)}/documents/${filing.uploadId}`}
              className="mt-1 inline-block font-semibold text-brand-700 underline"
              download
            >
              {t("filings.download")}
              <span className="sr-only">: {t("filings.formFor", { form: filing.form, period: filing.period })}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
