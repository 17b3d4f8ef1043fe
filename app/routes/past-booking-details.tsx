import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { readBookingReference } from "#app/bookings/booking-reference.ts";
import { couldBeBookingId, findBookingSummary } from "#app/bookings/bookings.server.ts";
import { receiveDocuments } from "#app/bookings/documents.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import {
  DocumentPicker,
  toUploadStates,
  UploadOutcome,
  uploadSummary,
  useDocumentUpload,
} from "#app/components/document-upload.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { failureOf } from "#app/form-answer.ts";
import { useFormMessage } from "#app/form-messages.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { logger } from "#app/logger.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { getUploadLimits, isMultipart } from "#app/uploads/receive.server.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import type { UploadState } from "#app/uploads/upload-client.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/past-booking-details";

type Summary = NonNullable<Awaited<ReturnType<typeof findBookingSummary>>>;
/** Beside the answer's message: the booking found, and what became of the files posted without JavaScript. */
type Found = {
  found: Summary | null;
  uploads: UploadState[];
  uploadMessage: string | null;
};

const ENTER_BOOKING_ID = "Please enter a Booking Id.";
const BookingSearchSchema = z.object({
  bookingId: z.string({ error: ENTER_BOOKING_ID }).trim().min(1, ENTER_BOOKING_ID),
});

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
export const handle = { ...TAKES_FILES, i18n: ["cart", "forms"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const t = getT(getLanguage(request), "cart");
  return {
    maxFileMb: getUploadLimits().maxFileMb,
    meta: { title: t("past.title"), description: t("past.description") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = getLanguage(request);
  // Without JavaScript the upload is a multipart post here; with it, /uploads.
  if (isMultipart(request)) {
    const outcome = await receiveDocuments(request, context.clientAddress);
    const found = outcome.bookingId
      ? await findBookingSummary(outcome.bookingId, language).catch((error: unknown) => {
          logger.error({ err: error }, "reading a booking after an upload failed");
          return null;
        })
      : null;
    const failed = outcome.error !== null || outcome.results.some((result) => result.error);
    const more: Found = { found, uploads: toUploadStates(outcome.results), uploadMessage: uploadSummary(!failed) };
    return reply(null, { formError: outcome.error ?? undefined, status: outcome.status, more });
  }

  const submission = parseWithZod(await readForm(request), { schema: BookingSearchSchema });
  const more: Found = { found: null, uploads: [], uploadMessage: null };
  const refuse = (formError: string, status: number) => reply(submission, { formError, status, more });
  if (submission.status !== "success") return reply(submission, { more });
  const { bookingId } = submission.value;
  // The spec's id as typed, or the short reference however it is written ("etf 482 139 075").
  if (!couldBeBookingId(bookingId) && !readBookingReference(bookingId)) {
    return refuse("No request found with that Booking Id.", 404);
  }
  if (!(await checkRateLimit(RATE_LIMITS.bookingSearch, context.clientAddress))) return refuse(RATE_LIMIT_MESSAGE, 429);
  try {
    const found = await findBookingSummary(bookingId, language);
    if (!found) return refuse("No request found with that Booking Id.", 404);
    return reply(submission, { notice: "Request found!", more: { ...more, found } });
  } catch (error) {
    logger.error({ err: error }, "searching for a booking failed");
    return refuse("Error searching for request.", 503);
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function PastBookingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("cart");
  const say = useFormMessage();
  const answer = actionData && "found" in actionData ? actionData : undefined;
  const found = answer?.found ?? null;
  const message = actionData?.notice ?? failureOf(actionData, { anyField: true });
  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("past.title")}</h1>
      <p className="mt-2 text-slate-700">{t("past.lead", { example: "ETF-482-139-075" })}</p>
      <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="bookingId" className="block text-sm font-semibold text-slate-800">
            {t("past.bookingId")}
          </label>
          <input
            id="bookingId"
            name="bookingId"
            type="search"
            defaultValue={found?.bookingId}
            placeholder="ETF-1234567890123-1234"
            autoComplete="off"
            aria-describedby="search-message"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 font-mono"
          />
        </div>
        <SubmitButton pending={navigation.state === "submitting" && !navigation.formEncType.startsWith("multipart")}>
          {t("past.search")}
        </SubmitButton>
      </Form>
      <p id="search-message" role="status" className={`mt-3 font-medium ${found ? "text-green-700" : "text-red-700"}`}>
        {message ? say(message) : ""}
      </p>
      {found ? <FoundBooking booking={found} actionData={answer} maxFileMb={loaderData.maxFileMb} /> : null}
    </section>
  );
}

function FoundBooking({
  booking,
  actionData,
  maxFileMb,
}: {
  booking: Summary;
  actionData?: Partial<Found>;
  maxFileMb: number;
}) {
  const { t } = useTranslation("cart");
  const upload = useDocumentUpload(maxFileMb, {
    uploads: actionData?.uploads ?? [],
    summary: actionData?.uploadMessage ?? null,
  });
  return (
    <div className="mt-6 space-y-6 [overflow-wrap:anywhere]">
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 *:min-w-0 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-500">{t("past.bookingId")}</dt>
          <dd className="font-mono font-semibold">{booking.bookingId}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("past.reference")}</dt>
          <dd className="font-mono font-semibold">{booking.reference}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("past.status")}</dt>
          <dd className="font-semibold">{t(`past.statuses.${booking.status}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("past.bookedOn")}</dt>
          <dd className="font-semibold">{booking.createdAt}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-500">{t("past.services")}</dt>
          <dd>
            <ul className="mt-1 list-disc pl-5">
              {booking.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={upload.submitTo(booking.bookingId)}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 className="text-lg font-semibold text-brand-900">{t("past.addDocuments")}</h2>
        <input type="hidden" name="bookingId" value={booking.bookingId} />
        <DocumentPicker upload={upload} label={t("past.chooseFiles")} hint={t("past.filesHint", { mb: maxFileMb })} />
        <UploadOutcome upload={upload} />
        <SubmitButton pending={upload.busy} pendingLabel={t("past.uploading")}>
          {t("past.upload")}
        </SubmitButton>
      </Form>
    </div>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
