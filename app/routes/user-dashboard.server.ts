import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { redirect } from "react-router";
import { requireUser, type SessionUser } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { type ClientBooking, getClientBookings } from "#app/bookings/client-bookings.server.ts";
import {
  askAboutEngagement,
  type ClientEngagement,
  getClientEngagements,
  keepFiling,
} from "#app/engagements/client-engagements.server.ts";
import { ClientAskSchema, KeepFilingSchema } from "#app/engagements/engagement-schema.ts";
import type { EngagementChange } from "#app/engagements/engagements.server.ts";
import { formatDay } from "#app/format-date.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";
import { logger } from "#app/logger.server.ts";
import { type ConsentRow, listConsents, withdrawConsent } from "#app/privacy/consent.server.ts";
import { formatNoticeVersion } from "#app/privacy/notice.ts";
import { changeWhatsApp, getWhatsAppCard, refuseUnlessWhatsAppOn } from "#app/privacy/whatsapp-consent.server.ts";
import { isWhatsAppIntent, WhatsAppOptInSchema, WhatsAppStopSchema } from "#app/privacy/whatsapp-consent.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { formatWhatsAppNumber } from "#app/whatsapp/whatsapp-number.ts";
import { z } from "#app/zod.ts";

const WithdrawSchema = z.object({
  intent: z.literal("withdraw"),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const WhatsAppSchema = z.discriminatedUnion("intent", [WhatsAppOptInSchema, WhatsAppStopSchema]);

/** The user's bookings (DESIGN point 3), the consents given with their email (issue 22.5) and their WhatsApp (issue 40.1). */
export async function loadUserDashboard(request: Request) {
  const user = await requireUser(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  // After a withdrawal (Post/Redirect/Get): which consent, to say what happens next.
  const { withdrawn } = readQuery(
    request,
    z.object({ withdrawn: z.coerce.number().int().positive().optional().catch(undefined) }),
  );
  const [bookings, consents, engagements, whatsapp] = await Promise.all([
    getClientBookings(user.email, language).then(
      (rows) => ({ rows, error: null }),
      (error: unknown) => {
        logger.error({ err: error }, "listing a user's bookings failed");
        return { rows: [] as ClientBooking[], error: t("dashboard.loadBookings") };
      },
    ),
    listConsents(user.email, language).then(
      (rows) => ({ rows, error: null }),
      (error: unknown) => {
        logger.error({ err: error }, "listing a user's consents failed");
        return { rows: [] as ConsentRow[], error: t("consents.loadError") };
      },
    ),
    getClientEngagements(user, language).then(
      (rows) => ({ rows, error: null }),
      (error: unknown) => {
        logger.error({ err: error }, "listing a user's engagements failed");
        return { rows: [] as ClientEngagement[], error: t("regular.loadError") };
      },
    ),
    // Null while the firm's WhatsApp is not set up: no card.
    getWhatsAppCard(user.email).catch((error: unknown) => {
      logger.error({ err: error }, "reading a user's WhatsApp opt-in failed");
      return null;
    }),
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
    whatsapp,
    consents: consents.rows.map((consent) => ({
      id: consent.id,
      // Withdrawn, it just stops: the firm has nothing to do.
      justStops: consent.purpose === "marketing" || consent.purpose === "whatsapp",
      allows: t(`consents.allows.${consent.purpose}`),
      givenWith: describeSubject(consent, t),
      givenAt: consent.givenAt,
      noticeVersion:
        language === "en" ? formatNoticeVersion(consent.noticeVersion) : formatDay(consent.noticeVersion, language),
      withdrawnAt: consent.withdrawnAt,
    })),
    consentsError: consents.error,
    whatNext: justWithdrawn ? describeWhatNext(justWithdrawn, t) : null,
    meta: { title: t("dashboard.title"), description: t("dashboard.description") },
  };
}

/** The dashboard's forms: a consent withdrawn, an engagement asked about, a booked service kept (posted from its pages). */
export async function handleDashboardAction(request: Request, clientAddress: string) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const language = getLanguage(request);
  if (intent === "ask-engagement" || intent === "keep-filing") {
    return answerEngagementForm(form, user, clientAddress, language);
  }
  if (isWhatsAppIntent(intent)) return answerWhatsAppForm(form, user, clientAddress, language);
  return withdrawOwnConsent(form, user, clientAddress, language);
}

/** The WhatsApp card's opt-in or one-tap stop, for the signed-in user's email (issue 40.1). */
async function answerWhatsAppForm(form: FormData, user: SessionUser, clientAddress: string, language: Language) {
  refuseUnlessWhatsAppOn();
  const submission = parseWithZod(form, { schema: WhatsAppSchema });
  const more = { intent: String(form.get("intent")), engagementId: null };
  if (submission.status !== "success") return reply(submission, { more });
  return changeWhatsApp(submission.value, { user, clientAddress, language, page: "/user-dashboard" });
}

/** A client's request about their engagement, or their yes to keep a booked service: only their own. */
async function answerEngagementForm(form: FormData, user: SessionUser, clientAddress: string, language: Language) {
  const isAsk = form.get("intent") === "ask-engagement";
  const submission = parseWithZod(form, { schema: isAsk ? ClientAskSchema : KeepFilingSchema });
  const more = { intent: String(form.get("intent")), engagementId: Number(form.get("engagementId")) || null };
  if (submission.status !== "success") return reply(submission, { more });
  const value = submission.value;
  const change: EngagementChange =
    "ask" in value
      ? await askAboutEngagement(user, value.engagementId, value.ask, value.reason, language)
      : await keepFiling(user, value.bookingId, language);
  if (change.outcome === "refused")
    return reply(submission, { formError: change.message, status: change.status, more });
  await recordAudit({ action: change.audit.action, actor: user, target: change.audit.what, clientAddress });
  if (isAsk) return reply(submission, { notice: change.notice, more });
  return redirectWithToast(localizePath("/user-dashboard#regular-work", language), [
    { type: "success", message: change.notice },
  ]);
}

/** Withdraws one of the signed-in user's own consents; any other id is refused with nothing changed. */
async function withdrawOwnConsent(form: FormData, user: SessionUser, clientAddress: string, language: Language) {
  const notYours = getT(language, "account")("consents.notYours");
  const submission = parseWithZod(form, { schema: WithdrawSchema });
  const more = { intent: "withdraw", engagementId: null };
  if (submission.status !== "success") return reply(submission, { formError: notYours, more });
  const withdrawn = await withdrawConsent({ consentId: submission.value.id, actor: user, clientAddress });
  if (!withdrawn) return reply(submission, { formError: notYours, status: 404, more });
  throw redirect(localizePath(`/user-dashboard?withdrawn=${withdrawn.id}#your-consents`, language));
}

/** What the consent was given with: a booking, an enquiry, the WhatsApp number; nothing for marketing. */
function describeSubject(consent: ConsentRow, t: TFunction<"account">): string | null {
  switch (consent.purpose) {
    case "booking":
      return t("consents.booking", { id: consent.subject });
    case "enquiry":
      return consent.service ? t("consents.enquiryAbout", { service: consent.service }) : t("consents.enquiry");
    case "partner-enquiry":
      return t("consents.partnerEnquiry");
    case "whatsapp":
      // The number kept on one line.
      return t("consents.whatsappTo", { number: formatWhatsAppNumber(consent.subject).replaceAll(" ", "\u00a0") });
    default:
      return null;
  }
}

/** What withdrawing this consent sets going, in plain words. */
function describeWhatNext(consent: ConsentRow, t: TFunction<"account">): string {
  switch (consent.purpose) {
    case "marketing":
      return t("consents.nextMarketing");
    case "booking":
      return t("consents.nextBooking", { id: consent.subject });
    case "enquiry":
      return t("consents.nextEnquiry");
    case "whatsapp":
      return t("consents.nextWhatsApp");
    default:
      return t("consents.nextPartnerEnquiry");
  }
}
