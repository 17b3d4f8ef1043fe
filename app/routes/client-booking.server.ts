import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { getClientApproval } from "#app/approvals/client-approval.server.ts";
import { APPROVAL_SCHEMAS, answerApproval, isApprovalValue } from "#app/approvals/client-approval-action.server.ts";
import { sendFreshBookingLink } from "#app/bookings/booking-mail.server.ts";
import { findClientBooking, isOwnBooking } from "#app/bookings/booking-page.server.ts";
import { BOOKING_LINK_LIFETIME_DAYS, MessageSchema, MissingSchema } from "#app/bookings/booking-schema.ts";
import { postMessage } from "#app/bookings/booking-work.server.ts";
import { couldBeBookingId } from "#app/bookings/bookings.server.ts";
import { receiveDocuments } from "#app/bookings/documents.server.ts";
import { answerMissing } from "#app/bookings/requests.server.ts";
import { ChallanPaidSchema } from "#app/challans/challan-schema.ts";
import { reportChallanPaid } from "#app/challans/challans.server.ts";
import { getKeepFilingOffer } from "#app/engagements/client-engagements.server.ts";
import { listBookingFilings } from "#app/filings/filings.server.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { changeWhatsApp, getWhatsAppCard, refuseUnlessWhatsAppOn } from "#app/privacy/whatsapp-consent.server.ts";
import { isWhatsAppIntent, WhatsAppOptInSchema, WhatsAppStopSchema } from "#app/privacy/whatsapp-consent.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getUploadLimits, isMultipart } from "#app/uploads/receive.server.ts";
import { z } from "#app/zod.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };

const SendLinkSchema = z.object({ intent: z.literal("send-link") });
const ActionSchema = z.discriminatedUnion("intent", [
  MessageSchema,
  MissingSchema,
  SendLinkSchema,
  ChallanPaidSchema,
  WhatsAppOptInSchema,
  WhatsAppStopSchema,
  ...APPROVAL_SCHEMAS,
]);

/** The booking's own client sees it; anyone else, whatever the id, the same 404 (issue 20.2). */
export async function loadClientBooking(request: Request, bookingId: string) {
  const { link } = readQuery(request, z.object({ link: z.literal("expired").optional().catch(undefined) }));
  const user = await getSessionUser(request);
  const language = getLanguage(request);
  const t = getT(language, "booking");
  const meta = { title: t("meta.title"), description: t("meta.description") };
  const booking = user?.role === "user" ? await findClientBooking(bookingId, user.email, language) : null;
  if (!booking) {
    return data(
      {
        booking: null,
        bookingId,
        linkExpired: link === "expired",
        maxFileMb: 0,
        approval: null,
        filings: [],
        keep: null,
        whatsapp: null,
        meta,
      },
      { status: 404, headers: NOT_STORED },
    );
  }
  const [approval, filings, keep, whatsapp] = await Promise.all([
    getClientApproval(bookingId, user?.id ?? "", language),
    listBookingFilings(bookingId),
    getKeepFilingOffer(bookingId, user),
    // The booking's email's WhatsApp (issue 40.1); null while WhatsApp is not set up.
    user ? getWhatsAppCard(user.email, bookingId) : null,
  ]);
  const maxFileMb = getUploadLimits().maxFileMb;
  return data(
    { booking, bookingId, linkExpired: false, maxFileMb, approval, filings, keep, whatsapp, meta },
    { headers: NOT_STORED },
  );
}

export async function handleClientBookingAction(request: Request, bookingId: string, clientAddress: string) {
  const headers = NOT_STORED;
  const t = getT(getLanguage(request), "booking");
  // Without JavaScript the upload form posts here; with it, each file goes to /uploads.
  if (isMultipart(request)) {
    const outcome = await receiveDocuments(request, clientAddress);
    return reply(null, { status: outcome.status, headers, more: { uploads: outcome.results } });
  }
  const submission = parseWithZod(await readForm(request), { schema: ActionSchema });
  // Which request's "I don't have this", which challan's "I have paid", or whether the WhatsApp
  // card's form an answer is for: the page shows it there.
  const payload = submission.payload;
  // Without WhatsApp the card is not on the page, and its forms are not taken.
  if (isWhatsAppIntent(payload.intent)) refuseUnlessWhatsAppOn();
  const asked = payload.intent === "missing" ? Number(payload.requestId) : null;
  const more = {
    uploads: null,
    ...(asked === null ? {} : { requestId: Number.isSafeInteger(asked) ? asked : 0 }),
    challanId: payload.intent === "challan-paid" ? Number(payload.challanId) || null : null,
    whatsapp: isWhatsAppIntent(payload.intent),
  };
  if (submission.status !== "success") return reply(submission, { headers, more });
  if (submission.value.intent === "send-link") {
    if (!(await checkRateLimit(RATE_LIMITS.bookingLink, clientAddress))) {
      return reply(submission, { formError: RATE_LIMIT_MESSAGE, status: 429, headers, more });
    }
    // The same answer whether or not the booking exists, and past the booking's own limit.
    if (couldBeBookingId(bookingId) && (await checkRateLimit(RATE_LIMITS.bookingLinkBooking, bookingId))) {
      await sendFreshBookingLink(bookingId);
    }
    return reply(submission, { notice: t("answers.linkSent", { days: BOOKING_LINK_LIFETIME_DAYS }), headers, more });
  }

  const user = await getSessionUser(request);
  if (user?.role !== "user" || !(await isOwnBooking(bookingId, user.email))) throw data("Not found", { status: 404 });
  if (isApprovalValue(submission.value)) {
    return answerApproval(submission, submission.value, { bookingId, user, request, clientAddress });
  }
  if (submission.value.intent === "whatsapp-opt-in" || submission.value.intent === "whatsapp-stop") {
    const page = `/bookings/${encodeURIComponent(bookingId)}`;
    return changeWhatsApp(submission.value, { user, clientAddress, language: getLanguage(request), page });
  }
  if (!(await checkRateLimit(RATE_LIMITS.bookingMessage, user.email))) {
    return reply(submission, { formError: RATE_LIMIT_MESSAGE, status: 429, headers, more });
  }
  if (submission.value.intent === "missing") {
    const outcome = await answerMissing({ bookingId, email: user.email, userId: user.id, ...submission.value });
    if (outcome === "closed") {
      return reply(submission, { formError: t("answers.closed"), status: 409, headers, more });
    }
    if (outcome === "unknown") {
      const formError = t("answers.notWaiting");
      return reply(submission, { formError, status: 409, headers, more });
    }
    return reply(submission, { notice: t("answers.missingSent"), headers, more });
  }
  if (submission.value.intent === "challan-paid") {
    const { challanId, cin, paidOn } = submission.value;
    const outcome = await reportChallanPaid(bookingId, challanId, { cin, paidOn });
    if (!outcome) throw data("Not found", { status: 404 });
    if ("refused" in outcome) {
      return outcome.field === "cin"
        ? reply(submission, { fieldErrors: { cin: [outcome.refused] }, headers, more })
        : reply(submission, { formError: outcome.refused, status: 409, headers, more });
    }
    const notice = t("answers.challanReported");
    return reply(submission, { notice, headers, more });
  }
  await postMessage({ bookingId, author: "client", authorId: user.id, body: submission.value.body });
  const notice = t("answers.messageSent");
  return reply(submission, { notice, headers, more });
}
