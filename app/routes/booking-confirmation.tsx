import { data, Link } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { findBookingSummary, getBookedItems, getReceivedDocuments } from "#app/bookings/bookings.server.ts";
import { getChecklist } from "#app/bookings/checklist.server.ts";
import { getLastBooking } from "#app/bookings/last-booking.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { CopyButton } from "#app/components/copy-button.tsx";
import { FoldedChecklist } from "#app/components/document-checklist.tsx";
import { CheckIcon } from "#app/components/icons.tsx";
import { getKeepFilingOffer } from "#app/engagements/client-engagements.server.ts";
import { KeepFilingOfferBox } from "#app/engagements/keep-filing-offer.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/booking-confirmation";

// Shows the stored id of the booking this browser just made (never one made
// up here): the signed last_booking cookie names it.
export async function loader({ request }: Route.LoaderArgs) {
  const last = await getLastBooking(request);
  const booking = last ? await findBookingSummary(last.bookingId) : null;
  return data(
    {
      booking: booking && {
        ...booking,
        documents: await getReceivedDocuments(booking.bookingId),
        checklists: (await getBookedItems(booking.bookingId)).map((item) => ({
          title: item.title,
          items: getChecklist(`${item.serviceId}:${item.optionId}`),
        })),
        refused: last?.refused ?? [],
        // A monthly, quarterly or yearly option: the offer to keep it every period (issue 37.2).
        keep: await getKeepFilingOffer(booking.bookingId, await getSessionUser(request)),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// The document checklist's words are in "catalog".
export const handle = { i18n: ["catalog"] } satisfies I18nHandle;

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  if (!booking) {
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-900">No booking to confirm</h1>
        <p className="mt-3 text-slate-700">We could not find a booking made from this browser in the last hour.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-primary">
            Return to Home
          </Link>
          <Link to="/past-booking-details" className="btn-secondary">
            Search Past Bookings
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl min-w-0 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm [overflow-wrap:anywhere] sm:p-8">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700">
          <CheckIcon />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-brand-900">Thank you! Your booking is received.</h1>
        <p className="mt-4 text-slate-700">Your booking reference is</p>
        <KeptText
          name="Booking reference"
          text={booking.reference}
          copyLabel="Copy reference"
          className="font-mono text-3xl font-bold whitespace-nowrap text-brand-900 sm:text-4xl"
        />
        <p className="mt-1 text-sm text-slate-600">Say it when you call us, or write it when you email us.</p>
        <p className="mt-5 text-slate-700">Your booking id is</p>
        <KeptText
          name="Booking id"
          text={booking.bookingId}
          className="rounded-lg bg-brand-50 px-4 py-2 font-mono text-lg font-bold text-brand-900"
        />
        <p className="mt-3 text-sm text-slate-600">
          We have emailed it to you. The email has a link to your booking page, where you can see what we still need,
          send documents and follow your work.
        </p>
        <div className="mt-6 text-left">
          <h2 className="font-semibold text-brand-900">Services</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {booking.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          {booking.documents.length > 0 ? (
            <>
              <h2 className="mt-4 font-semibold text-brand-900">Documents received</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {booking.documents.map((document) => (
                  <li key={document}>{document}</li>
                ))}
              </ul>
            </>
          ) : null}
          {booking.refused.length > 0 ? (
            <div
              role="alert"
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              <p className="font-semibold">An error occurred during the uploads.</p>
              <ul className="mt-1 list-disc pl-5">
                {booking.refused.map((reason) => (
                  <li key={reason}>Error - {reason}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {booking.keep ? (
            <div className="mt-6">
              <KeepFilingOfferBox bookingId={booking.bookingId} keep={booking.keep} />
            </div>
          ) : null}
          <h2 className="mt-6 font-semibold text-brand-900">Documents to keep ready</h2>
          {booking.checklists.map((group) => (
            <FoldedChecklist key={group.title} title={group.title} items={group.items} />
          ))}
        </div>
        <Link to="/" className="btn-primary mt-8">
          Return to Home
        </Link>
      </div>
    </section>
  );
}

/** What the client keeps from the page: the text to select and, once JavaScript runs, a button that copies it. */
function KeptText({
  name,
  text,
  copyLabel,
  className,
}: {
  name: string;
  text: string;
  copyLabel?: string;
  className: string;
}) {
  return (
    <p className="mt-2 flex flex-wrap items-center justify-center gap-3">
      <output className={className} aria-label={name}>
        {text}
      </output>
      <CopyButton text={text} label={copyLabel} />
    </p>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Booking confirmation", description: "Your booking id and what happens next." }),
    { name: "robots", content: "noindex" },
  ];
}
