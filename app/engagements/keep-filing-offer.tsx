// The offer to keep a booked service every period (issue 37.2), on the
// booking's confirmation and on the client's booking page: what it means,
// its price, and that nothing is charged until each period's invoice. The
// client's yes is a box they tick themselves; a guest signs in first.
import { Link, useFetcher } from "react-router";
import type { KeepFilingOffer } from "#app/engagements/client-engagements.server.ts";
import { type FormAnswer, failureOf } from "#app/form-answer.ts";

export function KeepFilingOfferBox({
  bookingId,
  keep,
}: {
  bookingId: string;
  keep: { offer: KeepFilingOffer; signedIn: boolean } | null;
}) {
  const fetcher = useFetcher<FormAnswer>();
  if (!keep) return null;
  const { offer } = keep;
  const failure = failureOf(fetcher.data, { anyField: true });
  return (
    <section
      aria-labelledby="keep-filing-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-left text-slate-800"
    >
      <h2 id="keep-filing-heading" className="text-lg font-semibold text-brand-900">
        {offer.title}
      </h2>
      <p className="mt-2">
        We can do {offer.serviceName} for you {offer.every}, starting with {offer.from}
        {offer.price ? `, at ${offer.price} a period plus GST` : ", at a price we agree with you first"}. Each period's
        work then appears on your dashboard with what we need from you, and we remind you before each due date.
      </p>
      <p className="mt-2">
        <strong>Nothing is charged now.</strong> You pay each period's invoice when it comes, and you can ask us to
        pause or stop at any time.
      </p>
      {keep.signedIn ? (
        <fetcher.Form method="post" action="/user-dashboard" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="keep-filing" />
          <input type="hidden" name="bookingId" value={bookingId} />
          <div className="flex items-start gap-3">
            <input
              id="keep-filing-consent"
              type="checkbox"
              name="consent"
              required
              aria-describedby={failure ? "keep-filing-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor="keep-filing-consent" className="text-sm">
              Yes, do this for me {offer.every}
              {offer.price ? `, at ${offer.price} a period plus GST, invoiced each period` : ""}.
            </label>
          </div>
          {failure ? (
            <p id="keep-filing-error" role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          ) : null}
          <button type="submit" disabled={fetcher.state !== "idle"} className="btn-primary">
            {offer.title}
          </button>
        </fetcher.Form>
      ) : (
        <p className="mt-3">
          <Link
            to={`/login?${new URLSearchParams({ redirectTo: `/bookings/${bookingId}` })}`}
            className="font-semibold text-brand-700 underline"
          >
            Sign in to set it up
          </Link>{" "}
          with the email of this booking.
        </p>
      )}
    </section>
  );
}
