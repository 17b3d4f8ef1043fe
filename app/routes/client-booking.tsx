import { ApprovalBox } from "#app/approvals/client-approval-box.tsx";
import { Checklist, Deliverables, FirmOpenings, SendDocuments } from "#app/bookings/client-booking-documents.tsx";
import { Messages } from "#app/bookings/client-booking-messages.tsx";
import { Invoices, Timeline } from "#app/bookings/client-booking-progress.tsx";
import { PrivateBooking } from "#app/bookings/private-booking.tsx";
import { ToDoCard } from "#app/bookings/to-do-card.tsx";
import { privatePageHeaders } from "#app/cache-control.ts";
import { ClientChallans } from "#app/challans/client-challans.tsx";
import { BookingReference } from "#app/components/booking-reference.tsx";
import { StatusBadge } from "#app/components/data-table.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { KeepFilingOfferBox } from "#app/engagements/keep-filing-offer.tsx";
import { BookingFiledReturns } from "#app/filings/client-filings.tsx";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { handleClientBookingAction, loadClientBooking } from "#app/routes/client-booking.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import { WhatsAppOptInCard } from "#app/whatsapp/opt-in-card.tsx";
import type { Route } from "./+types/client-booking";

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
// The document checklist's words are in "catalog", the offer to keep a service in "cart", form messages in "forms".
export const handle = {
  ...TAKES_FILES,
  i18n: ["booking", "account", "catalog", "cart", "forms"],
} satisfies I18nHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadClientBooking(request, params.bookingId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleClientBookingAction(request, params.bookingId, context.clientAddress);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function ClientBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const { t } = useTranslation("booking");
  // An answer to "I don't have this" belongs to its line, not to the message form.
  const missingAnswer =
    actionData && "requestId" in actionData ? { ...actionData, requestId: Number(actionData.requestId) } : undefined;
  if (!booking)
    return (
      <PrivateBooking bookingId={loaderData.bookingId} linkExpired={loaderData.linkExpired} actionData={actionData} />
    );
  // A challan's "I have paid" answers beside that challan, not under the messages; the WhatsApp card's on the card.
  const challanAnswer = actionData && "challanId" in actionData && actionData.challanId ? actionData : undefined;
  const whatsappAnswer = actionData && "whatsapp" in actionData && actionData.whatsapp ? actionData : undefined;
  return (
    <section className="container-page max-w-3xl space-y-4 py-8 sm:space-y-6 [overflow-wrap:anywhere]">
      <header>
        <p className="text-sm text-slate-600">
          <Link to="/user-dashboard" className="font-semibold text-brand-700 underline">
            {t("page.myBookings")}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
          {t("page.booking")} <span className="font-mono break-all">{booking.bookingId}</span>
        </h1>
        <BookingReference reference={booking.reference} label={t("page.reference")} />
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StatusBadge status={booking.status} label={t(`status.${booking.status}`)} />
          <span>
            {t("page.stage")} <strong>{t(`stages.${booking.stage}`)}</strong>
          </span>
          <span>{t("page.booked", { at: booking.createdAt })}</span>
        </div>
        <ul className="mt-3 list-disc pl-5 text-slate-800">
          {booking.services.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-slate-600">{t("page.total", { total: booking.services.total })}</p>
        {booking.deleted.map((line) => (
          <p key={line} className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
            {line}
          </p>
        ))}
      </header>

      <ToDoCard entries={booking.toDo.map((task) => ({ task }))} nothingToDo={booking.nothingToDo} />
      {loaderData.approval ? (
        <ApprovalBox bookingId={booking.bookingId} approval={loaderData.approval} actionData={actionData} />
      ) : null}
      <ClientChallans challans={booking.challans} answer={challanAnswer} />
      <Checklist booking={booking} answer={missingAnswer} />
      {booking.status === "Closed" ? null : (
        <SendDocuments
          booking={booking}
          maxFileMb={loaderData.maxFileMb}
          sentWithoutScript={actionData && "uploads" in actionData ? actionData.uploads : null}
        />
      )}
      <KeepFilingOfferBox bookingId={booking.bookingId} keep={loaderData.keep} />
      <Messages
        booking={booking}
        actionData={missingAnswer || challanAnswer || whatsappAnswer ? undefined : actionData}
      />
      {loaderData.whatsapp ? <WhatsAppOptInCard card={loaderData.whatsapp} answer={whatsappAnswer} /> : null}
      <BookingFiledReturns filings={loaderData.filings} />
      <Deliverables booking={booking} />
      <Invoices booking={booking} />
      <Timeline timeline={booking.timeline} />
      <FirmOpenings openings={booking.firmOpenings} />
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(
      args,
      args.loaderData?.meta ?? {
        title: "Your booking",
        description: "Your booking, what we need and where it stands.",
      },
    ),
    { name: "robots", content: "noindex" },
  ];
}
