// The client booking page as anyone else sees it, or a client whose emailed
// link has expired: it says nothing of the booking and offers a fresh link.
import { Form, Link } from "react-router";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import type { ClientAnswer } from "#app/bookings/client-booking-messages.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { usePending } from "#app/form-answer.ts";

/** What anyone but the booking's client sees: a 404 that does not say whether the booking exists. */
export function PrivateBooking({
  bookingId,
  linkExpired,
  actionData,
}: {
  bookingId: string;
  linkExpired: boolean;
  actionData: ClientAnswer;
}) {
  const sending = usePending("send-link");
  return (
    <section className="container-page max-w-xl py-16 [overflow-wrap:anywhere]">
      <h1 className="text-2xl font-bold text-brand-900">
        {linkExpired ? "This link has expired or has already been used" : "This booking page is private"}
      </h1>
      <p className="mt-3 text-slate-700">
        {linkExpired
          ? `Each link in our emails works once, for ${BOOKING_LINK_LIFETIME_DAYS} days, and only until we send a newer one.`
          : "A booking's page opens from the link in our emails about it, for the person who made it."}{" "}
        If booking <span className="font-mono">{bookingId}</span> is yours, we can email a fresh link to the address it
        was made with.
      </p>
      {actionData?.notice ? (
        <p
          role="status"
          className="mt-5 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {actionData.notice}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="send-link" />
          <FormErrors id="send-link-errors" errors={actionData?.result?.error?.[""] ?? undefined} />
          <SubmitButton pending={sending}>Email me a fresh link</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm text-slate-600">
        You can also{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          log in
        </Link>{" "}
        with the email you booked with, or look up a booking's status on{" "}
        <Link to="/past-booking-details" className="font-semibold text-brand-700 underline">
          Past booking details
        </Link>
        .
      </p>
    </section>
  );
}
