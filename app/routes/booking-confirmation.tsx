import { data } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { findBookingSummary, getBookedItems, getReceivedDocuments } from "#app/bookings/bookings.server.ts";
import { getChecklist } from "#app/bookings/checklist.server.ts";
import { getItemTitle } from "#app/bookings/item-summaries.server.ts";
import { getLastBooking } from "#app/bookings/last-booking.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { CopyButton } from "#app/components/copy-button.tsx";
import { FoldedChecklist } from "#app/components/document-checklist.tsx";
import { CheckIcon } from "#app/components/icons.tsx";
import { getDb } from "#app/db/client.server.ts";
import { getKeepFilingOffer } from "#app/engagements/client-engagements.server.ts";
import { KeepFilingOfferBox } from "#app/engagements/keep-filing-offer.tsx";
import { useFormMessage } from "#app/form-messages.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import { getBookingOptIn, isWhatsAppOn } from "#app/whatsapp/opt-in.server.ts";
import type { Route } from "./+types/booking-confirmation";

// The document checklist's words are in "catalog".
export const handle = { i18n: ["cart", "forms", "catalog"] } satisfies I18nHandle;

// Shows the stored id of the booking this browser just made (never one made
// up here): the signed last_booking cookie names it.
export async function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "cart");
  const last = await getLastBooking(request);
  const booking = last ? await findBookingSummary(last.bookingId, language) : null;
  return data(
    {
      booking: booking && {
        ...booking,
        documents: await getReceivedDocuments(booking.bookingId),
        checklists: (await getBookedItems(booking.bookingId)).map((item) => ({
          title: getItemTitle(item, language),
          items: getChecklist(`${item.serviceId}:${item.optionId}`, language),
        })),
        refused: last?.refused ?? [],
        // Its notice went by WhatsApp for a client who chose it there (issue 40), not by email.
        byWhatsApp: isWhatsAppOn() && (await getBookingOptIn(getDb(), booking.bookingId)) !== null,
        // A monthly, quarterly or yearly option: the offer to keep it every period (issue 37.2).
        keep: await getKeepFilingOffer(booking.bookingId, await getSessionUser(request)),
      },
      meta: { title: t("confirmation.title"), description: t("confirmation.description") },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const { t } = useTranslation("cart");
  const say = useFormMessage();
  if (!booking) {
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{t("confirmation.noneTitle")}</h1>
        <p className="mt-3 text-slate-700">{t("confirmation.noneText")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-primary">
            {t("confirmation.home")}
          </Link>
          <Link to="/past-booking-details" className="btn-secondary">
            {t("cart.searchPast")}
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
        <h1 className="mt-4 text-2xl font-bold text-brand-900">{t("confirmation.thanks")}</h1>
        <p className="mt-4 text-slate-700">{t("confirmation.referenceIs")}</p>
        <KeptText
          name={t("confirmation.reference")}
          text={booking.reference}
          copyLabel={t("confirmation.copyReference")}
          className="font-mono text-3xl font-bold whitespace-nowrap text-brand-900 sm:text-4xl"
        />
        <p className="mt-1 text-sm text-slate-600">{t("confirmation.sayIt")}</p>
        <p className="mt-5 text-slate-700">{t("confirmation.idIs")}</p>
        <KeptText
          name={t("confirmation.id")}
          text={booking.bookingId}
          className="rounded-lg bg-brand-50 px-4 py-2 font-mono text-lg font-bold text-brand-900"
        />
        <p className="mt-3 text-sm text-slate-600">
          {t(booking.byWhatsApp ? "confirmation.whatsapped" : "confirmation.emailed")}
        </p>
        <div className="mt-6 text-left">
          <h2 className="font-semibold text-brand-900">{t("confirmation.services")}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {booking.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          {booking.documents.length > 0 ? (
            <>
              <h2 className="mt-4 font-semibold text-brand-900">{t("confirmation.documentsReceived")}</h2>
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
              <p className="font-semibold">{say("An error occurred during the uploads.")}</p>
              <ul className="mt-1 list-disc pl-5">
                {booking.refused.map((reason) => (
                  <li key={reason}>{say(`Error - ${reason}`)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {booking.keep ? (
            <div className="mt-6">
              <KeepFilingOfferBox bookingId={booking.bookingId} keep={booking.keep} />
            </div>
          ) : null}
          <h2 className="mt-6 font-semibold text-brand-900">{t("confirmation.keepReady")}</h2>
          {booking.checklists.map((group) => (
            <FoldedChecklist key={group.title} title={group.title} items={group.items} />
          ))}
        </div>
        <Link to="/" className="btn-primary mt-8">
          {t("confirmation.home")}
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
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
