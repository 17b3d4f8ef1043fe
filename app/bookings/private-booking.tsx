// The client booking page as anyone else sees it, or a client whose emailed
// link has expired: it says nothing of the booking and offers a fresh link.

import { Form } from "react-router";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import type { ClientAnswer } from "#app/bookings/client-booking-messages.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { usePending } from "#app/form-answer.ts";
import { Link } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { Tagged } from "#app/i18n/tagged.tsx";

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
  const { t } = useTranslation("booking");
  return (
    <section className="container-page max-w-xl py-16 [overflow-wrap:anywhere]">
      <h1 className="text-2xl font-bold text-brand-900">{linkExpired ? t("private.expired") : t("private.private")}</h1>
      <p className="mt-3 text-slate-700">
        {linkExpired ? t("private.expiredText", { days: BOOKING_LINK_LIFETIME_DAYS }) : t("private.privateText")}{" "}
        <Tagged
          message={t("private.yours", { id: bookingId })}
          components={[<span key="id" className="font-mono" />]}
        />
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
          <SubmitButton pending={sending}>{t("private.send")}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm text-slate-600">
        <Tagged
          message={t("private.alternatives")}
          components={[
            <Link key="login" to="/login" className="font-semibold text-brand-700 underline" />,
            <Link key="lookup" to="/past-booking-details" className="font-semibold text-brand-700 underline" />,
          ]}
        />
      </p>
    </section>
  );
}
