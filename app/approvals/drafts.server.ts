// Drafts for the client's approval (issue 38, item 1), the firm's side:
// posting a version, and what the staff page shows of every version. Each
// change takes the booking's lock (lockBooking), so two staff posting at
// once take turns and the second, whose page showed an older version, is
// refused.
import { type AnyColumn, and, desc, eq, inArray, sql } from "drizzle-orm";
import { type DraftSummary, summaryLines } from "#app/approvals/approval-summary.ts";
import { type MailWords, queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { enterStage } from "#app/bookings/booking-work.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { startWaiting } from "#app/bookings/waiting.server.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { approvalDrafts, approvals, uploads } from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";
import { formatPaise } from "#app/invoices/money.ts";
import type { AcceptedFile } from "#app/uploads/receive.server.ts";

export const APPROVAL_STAGE = "Sent for your approval";

/** Most documents one draft carries (the computation, the return, a working or two). */
export const DRAFT_MAX_FILES = 5;

/** The latest version of a booking's draft, or null before the first. */
async function getLatestDraft(db: Executor, bookingId: string) {
  const [draft] = await db
    .select({ id: approvalDrafts.id, version: approvalDrafts.version, status: approvalDrafts.status })
    .from(approvalDrafts)
    .where(eq(approvalDrafts.bookingId, bookingId))
    .orderBy(desc(approvalDrafts.version))
    .limit(1);
  return draft ?? null;
}

type Posted =
  | { outcome: "posted"; version: number; voided: number | null }
  | { outcome: "stale"; latest: number }
  | { outcome: "closed" | "not-found" };

/**
 * Version n+1 of the booking's draft, with its documents and summary,
 * posted over the version the admin's page showed. An earlier version
 * still waiting is superseded; an approved one stays as it was, its
 * approval void because a newer version asks again. The booking moves to
 * 'Sent for your approval', the reminders start, and the client is emailed
 * with the booking's digest.
 */
export async function postDraft(options: {
  bookingId: string;
  admin: { id: string; email: string };
  expectedVersion: number;
  files: readonly AcceptedFile[];
  summary: DraftSummary;
}): Promise<Posted> {
  const { bookingId, admin, summary } = options;
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return { outcome: "not-found" };
    if (booking.status === "Closed") return { outcome: "closed" };
    const latest = await getLatestDraft(tx, bookingId);
    const latestVersion = latest?.version ?? 0;
    if (latestVersion !== options.expectedVersion) return { outcome: "stale", latest: latestVersion };
    const version = latestVersion + 1;
    const stored = await tx
      .insert(uploads)
      .values(
        options.files.map((file) => ({
          bookingId,
          ...file,
          source: "draft" as const,
          label: `Draft, version ${version}`,
        })),
      )
      .returning({ id: uploads.id, fileName: uploads.fileName, size: uploads.size, sha256: uploads.sha256 });
    await tx
      .update(approvalDrafts)
      .set({ status: "superseded" })
      .where(and(eq(approvalDrafts.bookingId, bookingId), inArray(approvalDrafts.status, ["waiting", "questioned"])));
    await tx.insert(approvalDrafts).values({
      bookingId,
      version,
      summary,
      documents: stored.map(({ id, ...file }) => ({ uploadId: id, ...file })),
      postedById: admin.id,
      postedByEmail: admin.email,
    });
    if (booking.stage !== APPROVAL_STAGE) await enterStage(tx, booking, APPROVAL_STAGE, admin.id, { mail: false });
    // The requests' reminders (app/bookings/reminders.server.ts) remind of the draft while it waits.
    await startWaiting(tx, bookingId);
    const voided = latest?.status === "approved" ? latest.version : null;
    await queueClientEmail(tx, booking, ({ t }) => ({
      subject: t("draft.subject", { bookingId }),
      paragraphs: [
        t("draft.prepared", { version, bookingId }),
        ...(voided ? [t("draft.replaces", { voided })] : []),
        t("draft.how"),
      ],
      sections: [{ heading: t("draft.summary"), items: getSummaryItems(summary, t) }],
      actionLabel: t("draft.checkAndApprove"),
      digest: true,
      whatsapp: { template: "draft_for_approval", values: {} },
    }));
    return { outcome: "posted", version, voided };
  });
}

/** summaryLines in the email's language: in English, the same words as the page and the approval's record. */
function getSummaryItems(summary: DraftSummary, t: MailWords["t"]): string[] {
  const amount = summary.outcome === "nil" ? formatPaise(0) : formatPaise(summary.amountPaise);
  return [
    t("draft.line", { label: t(`draft.outcome.${summary.outcome}`), text: amount }),
    t("draft.line", { label: t("draft.figures"), text: summary.figures }),
    ...(summary.note ? [t("draft.line", { label: t("draft.note"), text: summary.note })] : []),
  ];
}

export type StaffDrafts = Awaited<ReturnType<typeof listDrafts>>;

/** Every version of the booking's draft, newest first, with its approval: the staff page's box. */
export async function listDrafts(bookingId: string) {
  const db = getDb();
  const drafts = await db
    .select({
      id: approvalDrafts.id,
      version: approvalDrafts.version,
      status: approvalDrafts.status,
      summary: approvalDrafts.summary,
      documents: approvalDrafts.documents,
      postedBy: approvalDrafts.postedByEmail,
      postedAt: approvalDrafts.createdAt,
    })
    .from(approvalDrafts)
    .where(eq(approvalDrafts.bookingId, bookingId))
    .orderBy(desc(approvalDrafts.version));
  const given = await db
    .select({
      id: approvals.id,
      draftId: approvals.draftId,
      email: approvals.email,
      approvedAt: approvals.approvedAt,
      clientAddress: approvals.clientAddress,
    })
    .from(approvals)
    .where(eq(approvals.bookingId, bookingId));
  return drafts.map(({ summary, postedAt, ...draft }, index) => {
    const approval = given.find((row) => row.draftId === draft.id);
    return {
      ...draft,
      current: index === 0,
      summary: summaryLines(summary),
      postedAt: formatDateTime(postedAt),
      approval: approval
        ? {
            id: approval.id,
            by: approval.email,
            at: formatDateTime(approval.approvedAt),
            address: approval.clientAddress,
            // A newer version asks again: this approval no longer counts.
            void: index !== 0,
          }
        : null,
    };
  });
}

/** The version that waits on the client's approval, for the reminders; null when none does (a question is the firm's turn). */
export async function getWaitingDraftVersion(db: Executor, bookingId: string): Promise<number | null> {
  const latest = await getLatestDraft(db, bookingId);
  return latest?.status === "waiting" ? latest.version : null;
}

/**
 * The staff's 'Waiting for approval' view: the bookings with a draft
 * neither approved nor superseded, whether it waits on the client or they
 * asked a question. A set of booking ids, which the drafts' partial index
 * serves; the view reads it once and hashes it.
 */
export const DRAFTS_WAITING_FOR_APPROVAL = sql`select ${approvalDrafts.bookingId} from ${approvalDrafts} where ${approvalDrafts.status} in ('waiting', 'questioned')`;

/**
 * The booking's latest draft is approved: at 'Sent for your approval' the
 * client owes nothing more (the staff's 'Waiting on client' leaves it out).
 */
export const latestDraftApproved = (bookingId: AnyColumn) =>
  sql`exists (select 1 from ${approvalDrafts} where ${approvalDrafts.bookingId} = ${bookingId} and ${approvalDrafts.status} = 'approved' and ${approvalDrafts.version} = (select max(latest.version) from ${approvalDrafts} latest where latest.booking_id = ${bookingId}))`;
