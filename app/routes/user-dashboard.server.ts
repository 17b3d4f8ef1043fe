import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { requireUser } from "#app/accounts/session.server.ts";
import { type ClientBooking, getClientBookings } from "#app/bookings/client-bookings.server.ts";
import type { ConsentPurpose } from "#app/db/schema.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";
import { type ConsentRow, listConsents, withdrawConsent } from "#app/privacy/consent.server.ts";
import { formatNoticeVersion } from "#app/privacy/notice.ts";
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
  const [bookings, consents] = await Promise.all([
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
  ]);
  const justWithdrawn = consents.rows.find((consent) => consent.id === withdrawn && consent.withdrawnAt);
  return {
    name: user.name,
    bookings: bookings.rows,
    error: bookings.error,
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

/** Withdraws one of the signed-in user's own consents; any other id is refused with nothing changed. */
export async function withdrawOwnConsent(request: Request, clientAddress: string) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: WithdrawSchema });
  if (submission.status !== "success") return reply(submission, { formError: NOT_YOURS });
  const withdrawn = await withdrawConsent({ consentId: submission.value.id, actor: user, clientAddress });
  if (!withdrawn) return reply(submission, { formError: NOT_YOURS, status: 404 });
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
