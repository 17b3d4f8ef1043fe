import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { requireUser, type SessionUser } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { type ClientBooking, getClientBookings } from "#app/bookings/client-bookings.server.ts";
import type { ConsentPurpose } from "#app/db/schema.ts";
import {
  askAboutEngagement,
  type ClientEngagement,
  getClientEngagements,
  keepFiling,
} from "#app/engagements/client-engagements.server.ts";
import { ClientAskSchema, KeepFilingSchema } from "#app/engagements/engagement-schema.ts";
import type { EngagementChange } from "#app/engagements/engagements.server.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";
import { type ConsentRow, listConsents, withdrawConsent } from "#app/privacy/consent.server.ts";
import { formatNoticeVersion } from "#app/privacy/notice.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { z } from "#app/zod.ts";

const WithdrawSchema = z.object({
  intent: z.literal("withdraw"),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const NOT_YOURS = "This consent is not one of yours, or it is already withdrawn. Nothing was changed.";

/** Each purpose in words: what the consent allows. */
const ALLOWS: Record<ConsentPurpose, string> = {
  booking: "To do the work of a booking, with your documents",
  enquiry: "To answer an enquiry",
  "partner-enquiry": "To answer a partner enquiry",
  marketing: "Reminders of tax due dates and news from the firm by email",
};

/** The user's bookings (DESIGN point 3) and the consents given with their email (issue 22.5). */
export async function loadUserDashboard(request: Request) {
  const user = await requireUser(request);
  // After a withdrawal (Post/Redirect/Get): which consent, to say what happens next.
  const { withdrawn } = readQuery(
    request,
    z.object({ withdrawn: z.coerce.number().int().positive().optional().catch(undefined) }),
  );
  const [bookings, consents, engagements] = await Promise.all([
    getClientBookings(user.email).then(
      (rows) => ({ rows, error: null }),
      (error: unknown) => {
        logger.error({ err: error }, "listing a user's bookings failed");
        return { rows: [] as ClientBooking[], error: "Error fetching bookings" };
      },
    ),
    listConsents(user.email).then(
      (rows) => ({ rows, error: null }),
      (error: unknown) => {
        logger.error({ err: error }, "listing a user's consents failed");
        return { rows: [] as ConsentRow[], error: "Error fetching your consents" };
      },
    ),
    getClientEngagements(user).then(
      (rows) => ({ rows, error: null }),
      (error: unknown) => {
        logger.error({ err: error }, "listing a user's engagements failed");
        return { rows: [] as ClientEngagement[], error: "Error fetching your regular work" };
      },
    ),
  ]);
  const justWithdrawn = consents.rows.find((consent) => consent.id === withdrawn && consent.withdrawnAt);
  return {
    name: user.name,
    bookings: bookings.rows,
    error: bookings.error,
    // Each engagement with what its latest period's work asks of the client now (app/bookings/to-do.ts).
    engagements: engagements.rows.map((engagement) => ({
      ...engagement,
      toDo: bookings.rows.find((booking) => booking.bookingId === engagement.work?.bookingId)?.toDo ?? [],
    })),
    engagementsError: engagements.error,
    consents: consents.rows.map((consent) => ({
      id: consent.id,
      isMarketing: consent.purpose === "marketing",
      allows: ALLOWS[consent.purpose],
      givenWith: describeSubject(consent),
      givenAt: consent.givenAt,
      noticeVersion: formatNoticeVersion(consent.noticeVersion),
      withdrawnAt: consent.withdrawnAt,
    })),
    consentsError: consents.error,
    whatNext: justWithdrawn ? describeWhatNext(justWithdrawn) : null,
  };
}

/** The dashboard's forms: a consent withdrawn, an engagement asked about, a booked service kept (posted from its pages). */
export async function handleDashboardAction(request: Request, clientAddress: string) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "ask-engagement" || intent === "keep-filing") return answerEngagementForm(form, user, clientAddress);
  return withdrawOwnConsent(form, user, clientAddress);
}

/** A client's request about their engagement, or their yes to keep a booked service: only their own. */
async function answerEngagementForm(form: FormData, user: SessionUser, clientAddress: string) {
  const isAsk = form.get("intent") === "ask-engagement";
  const submission = parseWithZod(form, { schema: isAsk ? ClientAskSchema : KeepFilingSchema });
  const more = { intent: String(form.get("intent")), engagementId: Number(form.get("engagementId")) || null };
  if (submission.status !== "success") return reply(submission, { more });
  const value = submission.value;
  const change: EngagementChange =
    "ask" in value
      ? await askAboutEngagement(user, value.engagementId, value.ask, value.reason)
      : await keepFiling(user, value.bookingId);
  if (change.outcome === "refused")
    return reply(submission, { formError: change.message, status: change.status, more });
  await recordAudit({ action: change.audit.action, actor: user, target: change.audit.what, clientAddress });
  if (isAsk) return reply(submission, { notice: change.notice, more });
  return redirectWithToast("/user-dashboard#regular-work", [{ type: "success", message: change.notice }]);
}

/** Withdraws one of the signed-in user's own consents; any other id is refused with nothing changed. */
async function withdrawOwnConsent(form: FormData, user: SessionUser, clientAddress: string) {
  const submission = parseWithZod(form, { schema: WithdrawSchema });
  const more = { intent: "withdraw", engagementId: null };
  if (submission.status !== "success") return reply(submission, { formError: NOT_YOURS, more });
  const withdrawn = await withdrawConsent({ consentId: submission.value.id, actor: user, clientAddress });
  if (!withdrawn) return reply(submission, { formError: NOT_YOURS, status: 404, more });
  throw redirect(`/user-dashboard?withdrawn=${withdrawn.id}#your-consents`);
}

/** What the consent was given with: a booking, an enquiry; nothing for marketing. */
function describeSubject(consent: ConsentRow): string | null {
  switch (consent.purpose) {
    case "booking":
      return `Booking ${consent.subject}`;
    case "enquiry":
      return consent.service ? `Enquiry about ${consent.service}` : "Enquiry";
    case "partner-enquiry":
      return "Partner enquiry";
    default:
      return null;
  }
}

/** What withdrawing this consent sets going, in plain words. */
function describeWhatNext(consent: ConsentRow): string {
  switch (consent.purpose) {
    case "marketing":
      return "You will get no more reminders of tax due dates or news from the firm by email. Your bookings are not affected.";
    case "booking":
      return `We have asked the firm to stop working on booking ${consent.subject} and to contact you about what happens next, such as handing back or deleting your documents. Anything already filed with a tax authority stays filed, and records the law obliges the firm to keep are kept for as long as it requires.`;
    default:
      return `We have asked the firm to stop using the details of your ${consent.purpose === "enquiry" ? "enquiry" : "partner enquiry"} and to contact you about what happens next.`;
  }
}
