// Drafts for approval, the client's side (issue 38, item 1): what their
// booking page shows, the code emailed to confirm, the approval recorded,
// and a question instead. The route has checked that the signed-in client
// made the booking; every change takes the booking's lock and is refused
// for a version that is no longer the latest.
import { and, desc, eq, sql } from "drizzle-orm";
import {
  CODE_LIFETIME_MINUTES,
  type CodeCheck,
  checkCode,
  describeRefusedCode,
  generateCode,
  hashCode,
  isCodeOpen,
} from "#app/approvals/approval-code.server.ts";
import { type DraftDocument, summaryLines, summaryText } from "#app/approvals/approval-summary.ts";
import { getBookingMailFacts, queueFirmNotice } from "#app/bookings/booking-mail.server.ts";
import { writeMessage } from "#app/bookings/booking-work.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { stopWaiting } from "#app/bookings/waiting.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { approvalCodes, approvalDrafts, approvals } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { formatDateTime } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";
import { getEchoedName, queueEmail } from "#app/mail/mail.server.ts";
import { checkRateLimit, RATE_LIMITS } from "#app/rate-limit.server.ts";

type Client = { id: string; email: string; name: string };

/** The approval box of the client's booking page: the latest draft, whether a code waits, the records (dates in `language`). */
export async function getClientApproval(bookingId: string, userId: string, language: Language = "en") {
  const db = getDb();
  const [draft] = await db
    .select()
    .from(approvalDrafts)
    .where(eq(approvalDrafts.bookingId, bookingId))
    .orderBy(desc(approvalDrafts.version))
    .limit(1);
  if (!draft) return null;
  const records = await db
    .select({ id: approvals.id, version: approvals.version, approvedAt: approvals.approvedAt })
    .from(approvals)
    .where(eq(approvals.bookingId, bookingId))
    .orderBy(desc(approvals.version));
  const code = await getLatestCode(db, draft.id, userId);
  const codeWaits = code !== null && isCodeOpen(code, new Date());
  return {
    version: draft.version,
    status: draft.status,
    postedAt: formatDateTime(draft.createdAt, language),
    summary: summaryLines(draft.summary),
    documents: draft.documents.map(({ uploadId, fileName, size }) => ({ uploadId, fileName, size })),
    codeExpires: codeWaits && code ? formatDateTime(code.expiresAt, language) : null,
    records: records.map((record) => ({
      id: record.id,
      version: record.version,
      at: formatDateTime(record.approvedAt, language),
      current: record.version === draft.version,
    })),
  };
}

export type ClientApproval = NonNullable<Awaited<ReturnType<typeof getClientApproval>>>;

function getLatestCode(db: Transaction | ReturnType<typeof getDb>, draftId: number, userId: string) {
  return db
    .select({
      id: approvalCodes.id,
      codeHash: approvalCodes.codeHash,
      expiresAt: approvalCodes.expiresAt,
      attempts: approvalCodes.attempts,
      usedAt: approvalCodes.usedAt,
    })
    .from(approvalCodes)
    .where(and(eq(approvalCodes.draftId, draftId), eq(approvalCodes.userId, userId)))
    .orderBy(desc(approvalCodes.id))
    .limit(1)
    .then(([code]) => code ?? null);
}

/** Why a version the client read can no longer be acted on; null when it is the latest and still open. */
type Refusal = { status: 404 | 409 | 429; message: string };

async function lockDraft(tx: Transaction, bookingId: string, version: number) {
  const booking = await lockBooking(tx, bookingId);
  const draft = booking
    ? await tx
        .select({ id: approvalDrafts.id, version: approvalDrafts.version, status: approvalDrafts.status })
        .from(approvalDrafts)
        .where(eq(approvalDrafts.bookingId, bookingId))
        .orderBy(desc(approvalDrafts.version))
        .limit(1)
        .then(([row]) => row ?? null)
    : null;
  if (!booking || !draft) return { refusal: { status: 404, message: "There is no draft to approve." } as Refusal };
  if (draft.version !== version) {
    return {
      refusal: {
        status: 409,
        message: `You were reading version ${version}, but we have since posted version ${draft.version}, which replaces it. Please read version ${draft.version}, shown below, before you approve.`,
      } as Refusal,
    };
  }
  if (draft.status === "approved") {
    return { refusal: { status: 409, message: `You have already approved version ${version}.` } as Refusal };
  }
  if (booking.status === "Closed") {
    return { refusal: { status: 409, message: "This booking is closed: it can no longer change." } as Refusal };
  }
  return { booking, draft };
}

/** Emails the client a fresh code for the version they read, at once (never held for the digest). */
export async function sendApprovalCode(bookingId: string, client: Client, version: number): Promise<Refusal | null> {
  if (!(await checkRateLimit(RATE_LIMITS.approvalCode, `${client.id}:${bookingId}`))) {
    return { status: 429, message: "Too many codes asked for. Please wait an hour, or use the last code we sent." };
  }
  return getDb().transaction(async (tx) => {
    const locked = await lockDraft(tx, bookingId, version);
    if (locked.refusal) return locked.refusal;
    const code = generateCode();
    const bound = { draftId: locked.draft.id, userId: client.id };
    await tx.insert(approvalCodes).values({
      ...bound,
      codeHash: hashCode(code, bound, getEnv().BETTER_AUTH_SECRET),
      expiresAt: sql`now() + make_interval(mins => ${CODE_LIFETIME_MINUTES})`,
    });
    // Sent at once, not held for the booking's digest: the client is waiting for it.
    const { reference, language } = await getBookingMailFacts(tx, bookingId);
    const t = getT(language, "mail");
    await queueEmail(tx, {
      to: client.email,
      language,
      reference,
      subject: t("approvalCode.subject", { bookingId }),
      greeting: t("frame.greeting", { name: getEchoedName(client.name) }),
      paragraphs: [
        t("approvalCode.code", { version, bookingId, code }),
        t("approvalCode.enter", { minutes: CODE_LIFETIME_MINUTES }),
        t("approvalCode.notYou"),
      ],
      action: {
        label: t("frame.openBooking"),
        url: `${getEnv().SITE_URL}${localizePath(`/bookings/${encodeURIComponent(bookingId)}`, language)}#approval-heading`,
      },
    });
    return null;
  });
}

type Approved = { approved: true } | { approved: false; refusal: Refusal };

/**
 * Approves the version the client read with the code emailed for it: the
 * approval is recorded with who, when, from where, each document's SHA-256
 * and the summary as shown, in the transaction that uses the code. A wrong
 * code counts a try, kept even though the approval is refused.
 */
export async function approveDraft(options: {
  bookingId: string;
  client: Client;
  version: number;
  code: string;
  clientAddress: string;
  userAgent: string;
}): Promise<Approved> {
  const { bookingId, client } = options;
  return getDb().transaction(async (tx) => {
    const locked = await lockDraft(tx, bookingId, options.version);
    if (locked.refusal) return { approved: false, refusal: locked.refusal };
    const { draft, booking } = locked;
    const stored = await getLatestCode(tx, draft.id, client.id);
    const typed = hashCode(options.code, { draftId: draft.id, userId: client.id }, getEnv().BETTER_AUTH_SECRET);
    const check: CodeCheck = checkCode(stored, typed, new Date());
    if (check !== "right") {
      let attempts = stored?.attempts ?? 0;
      if (check === "wrong" && stored) {
        attempts += 1;
        await tx.update(approvalCodes).set({ attempts }).where(eq(approvalCodes.id, stored.id));
      }
      return { approved: false, refusal: { status: 409, message: describeRefusedCode(check, attempts) } };
    }
    if (stored) await tx.update(approvalCodes).set({ usedAt: sql`now()` }).where(eq(approvalCodes.id, stored.id));
    const [row] = await tx
      .select({ summary: approvalDrafts.summary, documents: approvalDrafts.documents })
      .from(approvalDrafts)
      .where(eq(approvalDrafts.id, draft.id));
    if (!row) throw new Error("the locked draft is gone");
    await tx.insert(approvals).values({
      draftId: draft.id,
      bookingId,
      version: draft.version,
      userId: client.id,
      email: client.email,
      clientAddress: options.clientAddress.slice(0, 100),
      userAgent: options.userAgent.slice(0, 500),
      summary: summaryText(row.summary),
      documents: row.documents.map(({ uploadId: _id, ...file }: DraftDocument) => file),
    });
    await tx.update(approvalDrafts).set({ status: "approved" }).where(eq(approvalDrafts.id, draft.id));
    await stopWaiting(tx, bookingId);
    await queueFirmNotice(tx, bookingId, {
      subject: `Draft approved: booking ${bookingId}, version ${draft.version}`,
      greeting: `${booking.customerName} (${client.email}) approved version ${draft.version} of the draft for booking ${bookingId}.`,
      paragraphs: ["The record of approval is on the booking's staff page."],
    });
    return { approved: true };
  });
}

/**
 * The client's question about the version they read: a message on the
 * booking's thread (so the booking shows among 'Client responded'), and
 * the draft questioned: the firm's turn, no more reminders.
 */
export async function questionDraft(
  bookingId: string,
  client: Client,
  version: number,
  body: string,
): Promise<Refusal | null> {
  return getDb().transaction(async (tx) => {
    const locked = await lockDraft(tx, bookingId, version);
    if (locked.refusal) return locked.refusal;
    await tx.update(approvalDrafts).set({ status: "questioned" }).where(eq(approvalDrafts.id, locked.draft.id));
    await stopWaiting(tx, bookingId);
    await writeMessage(tx, locked.booking, { author: "client", authorId: client.id, body });
    return null;
  });
}
