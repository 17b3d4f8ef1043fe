import { Link } from "react-router";
import { DeliverablesBox, LookupUploadsBox } from "#app/admin/staff-booking-documents.tsx";
import { ChecklistBox, ClientBox, HistoryBox } from "#app/admin/staff-booking-record.tsx";
import { NotesBox, ThreadBox } from "#app/admin/staff-booking-thread.tsx";
import { RequestsBox, WorkBox } from "#app/admin/staff-booking-work.tsx";
import { DraftsBox } from "#app/approvals/staff-draft-box.tsx";
import { privatePageHeaders } from "#app/cache-control.ts";
import { StaffChallansBox } from "#app/challans/staff-challans.tsx";
import { BookingReference } from "#app/components/booking-reference.tsx";
import { StatusBadge } from "#app/components/data-table.tsx";
import { catchNetworkFailure, formFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { StaffBillingBox } from "#app/components/staff-billing.tsx";
import { StaffKeepBox } from "#app/engagements/staff-keep-box.tsx";
import { StaffFilingsBox } from "#app/filings/staff-filings.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { handleStaffAction, loadStaffBooking } from "#app/routes/admin-booking.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import type { Route } from "./+types/admin-booking";

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
// The document checklist's words are in "catalog".
export const handle = { ...TAKES_FILES, i18n: ["catalog"] } satisfies I18nHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadStaffBooking(request, params.bookingId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffAction(request, params.bookingId, context.clientAddress);
}

export const clientAction = ({ serverAction, request }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({
    intent: request.headers.get("content-type")?.includes("multipart") ? "deliverable" : "",
    result: formFailure(message),
    notice: null,
  }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  return (
    <section className="container-page py-8 [overflow-wrap:anywhere]">
      <p className="text-sm">
        <Link to={`/admin-dashboard?q=${encodeURIComponent(booking.bookingId)}`} className="text-brand-700 underline">
          All bookings
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        Booking <span className="font-mono">{booking.bookingId}</span>
      </h1>
      <BookingReference reference={booking.reference} />
      {booking.periodWork ? (
        <p className="mt-2 text-sm text-slate-800">
          {booking.periodWork.period} of{" "}
          <Link to={`/admin-client/${booking.periodWork.clientId}`} className="text-brand-700 underline">
            {booking.periodWork.service}
          </Link>
          {booking.periodWork.returns.length > 0 ? `. ${booking.periodWork.returns.join("; ")}.` : "."}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <StatusBadge status={booking.status} />
        <span>
          Stage: <strong>{booking.status === "Closed" ? "Closed" : booking.stage}</strong>
        </span>
        <span>Booked {booking.createdAt}</span>
        {booking.closed ? <span>Closed {booking.closed}</span> : null}
      </div>
      {booking.documentsDeletedOn || booking.deliverablesDeletedOn ? (
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {booking.documentsDeletedOn ? `The client's documents were deleted on ${booking.documentsDeletedOn}. ` : ""}
          {booking.deliverablesDeletedOn
            ? `The firm's documents were deleted on ${booking.deliverablesDeletedOn}.`
            : ""}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <ClientBox booking={booking} />
          <StaffKeepBox keep={loaderData.keep} />
          {booking.status === "Closed" ? null : <WorkBox booking={booking} actionData={actionData} />}
          <ChecklistBox booking={booking} actionData={actionData} />
          <LookupUploadsBox booking={booking} actionData={actionData} />
          {booking.status === "Closed" ? null : <RequestsBox booking={booking} actionData={actionData} />}
          <DraftsBox drafts={loaderData.drafts} closed={booking.status === "Closed"} actionData={actionData} />
          <DeliverablesBox booking={booking} actionData={actionData} />
          <StaffBillingBox billing={booking.billing} customerName={booking.customerName} answer={actionData} />
          <StaffChallansBox challans={booking.challans} closed={booking.status === "Closed"} answer={actionData} />
          <StaffFilingsBox filings={loaderData.filings} closed={booking.status === "Closed"} actionData={actionData} />
        </div>
        <div className="space-y-6">
          <ThreadBox booking={booking} actionData={actionData} />
          <NotesBox booking={booking} actionData={actionData} />
          <HistoryBox booking={booking} />
        </div>
      </div>
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Booking (staff)", description: "A booking as the firm works it." }),
    { name: "robots", content: "noindex" },
  ];
}
