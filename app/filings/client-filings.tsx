// The returns the firm filed for a client (issue 37.4), as the client reads
// them: on a booking's page and, every booking's together by financial
// year, on /filed-returns. Each acknowledgement downloads through the
// booking's documents route (its checks and its access log).
import type { Filing } from "#app/filings/filings.server.ts";

/** One booking's filed returns, on its page; nothing while none is filed. */
export function BookingFiledReturns({ filings }: { filings: readonly Filing[] }) {
  if (filings.length === 0) return null;
  return (
    <section aria-labelledby="filed-returns-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="filed-returns-heading" className="text-lg font-semibold text-brand-900">
        Filed returns
      </h2>
      <FiledReturnList filings={filings} />
      <p className="mt-3 text-sm">
        <a href="/filed-returns" className="font-semibold text-brand-700 underline">
          Every return we filed for you
        </a>
      </p>
    </section>
  );
}

export function FiledReturnList({ filings }: { filings: readonly (Filing & { opensHere?: boolean })[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {filings.map((filing) => (
        <li key={filing.id} className="rounded-lg border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">
            {filing.form} for {filing.period}
          </p>
          <p className="text-sm text-slate-700">
            Filed on {filing.filedOn}
            {filing.dueOn ? `, due ${filing.dueOn}` : ""}
            {filing.onTime ? ` (${filing.onTime.toLowerCase()})` : ""}
          </p>
          <p className="text-sm text-slate-700">
            Acknowledgement number <span className="font-mono break-all">{filing.acknowledgement}</span>
          </p>
          {filing.lateFee || filing.interest ? (
            <p className="text-sm text-slate-700">
              {[
                filing.lateFee ? `Late fee paid ${filing.lateFee}` : "",
                filing.interest ? `interest paid ${filing.interest}` : "",
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          ) : null}
          {filing.opensHere === false ? (
            <p className="mt-1 text-sm text-slate-700">
              This booking was made with another email address: its acknowledgement is on that booking's page, or ask us
              for a copy.
            </p>
          ) : filing.uploadId ? (
            <a
              href={`/bookings/${encodeURIComponent(filing.bookingId)}/documents/${filing.uploadId}`}
              className="mt-1 inline-block font-semibold text-brand-700 underline"
              download
            >
              Download the acknowledgement
              <span className="sr-only">
                : {filing.form} for {filing.period}
              </span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
