// Documents the firm asks for after booking (issue 21.5): staff add them,
// the client is emailed once per round with everything still pending, and
// a document filed against one ticks it; staff may mark one not needed. The
// client may answer one "I don't have this"; staff then ask again or close it.
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { writeMessage } from "#app/bookings/booking-work.server.ts";
import {
  buildChecklist,
  countedDocuments,
  getFilingChoices,
  getLineIds,
  getUnansweredRequests,
  type OpenRequest,
  OTHER_DOCUMENT,
} from "#app/bookings/checklist.server.ts";
import { guessFiling } from "#app/bookings/filing-guess.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

import { startWaiting } from "#app/bookings/waiting.server.ts";
import { type Executor, getDb, type Transaction } from "#app/db/client.server.ts";
import { bookingEvents, bookingItems, bookingLineMarks, bookingRequests, bookings, uploads } from "#app/db/schema.ts";
import { formatDay } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * What a document sent as `filedAs` is filed against: one of the booking's
 * checklist items or open requests, else Other (a stale page, a forged form).
 */
export async function resolveFiling(tx: Executor, bookingId: string, filedAs: string): Promise<string> {
  return (await fileByName(tx, bookingId, filedAs))("");
}

/**
 * How each document sent to a booking is filed, by its file name: against
 * `filedAs` when the sender chose (resolveFiling); when nobody chose (the
 * cart's files after booking, the booking lookup), against the line its name
 * names (guessFiling), else Other.
 */
export async function fileByName(
  tx: Executor,
  bookingId: string,
  filedAs: string | undefined,
): Promise<(fileName: string) => string> {
  const items = await tx
    .select({ serviceId: bookingItems.serviceId, optionId: bookingItems.optionId, title: bookingItems.title })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId));
  const requests = (await getOpenRequests([bookingId], tx)).get(bookingId);
  const choices = getFilingChoices(items, requests);
  if (filedAs) {
    const filing = choices.some((choice) => choice.value === filedAs) ? filedAs : OTHER_DOCUMENT;
    return () => filing;
  }
  return (fileName) => guessFiling(fileName, choices) ?? OTHER_DOCUMENT;
}

/**
 * Staff file one of the client's documents (one that counts) against another
 * line of the booking, or Other: the file name and the new line, null when
 * there is no such document, "closed" for a closed booking.
 */
export async function refileDocument(
  bookingId: string,
  uploadId: number,
  filedAs: string,
): Promise<{ fileName: string; filedAs: string } | "closed" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return "closed";
    const filing = await resolveFiling(tx, bookingId, filedAs);
    const [refiled] = await tx
      .update(uploads)
      .set({ filedAs: filing })
      .where(and(eq(uploads.id, uploadId), eq(uploads.bookingId, bookingId), countedDocuments()))
      .returning({ fileName: uploads.fileName, filedAs: uploads.filedAs });
    return refiled ?? null;
  });
}

/** The requests still wanted (not marked not needed) of these bookings. */
async function getOpenRequests(bookingIds: string[], db: Executor = getDb()): Promise<Map<string, OpenRequest[]>> {
  const rows =
    bookingIds.length === 0
      ? []
      : await db
          .select({
            id: bookingRequests.id,
            bookingId: bookingRequests.bookingId,
            label: bookingRequests.label,
            dueOn: bookingRequests.dueOn,
            note: bookingRequests.note,
            missingAt: bookingRequests.missingAt,
            missingReason: bookingRequests.missingReason,
          })
          .from(bookingRequests)
          .where(and(inArray(bookingRequests.bookingId, bookingIds), eq(bookingRequests.notNeeded, false)))
          .orderBy(asc(bookingRequests.id));
  return new Map(
    bookingIds.map((id) => [
      id,
      rows.filter((row) => row.bookingId === id).map(({ bookingId: _bookingId, ...request }) => request),
    ]),
  );
}

/**
 * Adds requests (one per label, each with the round's note) and emails the
 * client once, listing every document still pending on the booking. Null
 * when there is no such booking; "closed" for a closed one.
 */
export async function addRequests(
  bookingId: string,
  adminId: string,
  labels: string[],
  dueOn: string | null,
  note: string | null = null,
): Promise<"added" | "closed" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return "closed";
    await askForDocuments(tx, booking, { labels, dueOn, note, actorId: adminId });
    return "added";
  });
}

/**
 * The requests of one round and the client's email about them, in the
 * caller's transaction with the booking locked: staff's round, or the
 * checklist of a period's work item (app/engagements/periods.server.ts;
 * `actorId` null: the job queue).
 */
export async function askForDocuments(
  tx: Transaction,
  booking: LockedBooking,
  round: {
    labels: string[];
    dueOn: string | null;
    note: string | null;
    actorId: string | null;
    /** What the work is, when the client did not book it: "GST returns, monthly: October 2026". */
    work?: string;
  },
): Promise<void> {
  const { labels, dueOn, note, actorId, work } = round;
  await tx
    .insert(bookingRequests)
    .values(labels.map((label) => ({ bookingId: booking.bookingId, label, dueOn, note, createdBy: actorId })));
  await askClient(tx, booking, actorId, dueOn, work);
}

/**
 * Staff ask again for a document the client said they do not have: the
 * answer is cleared, the line is needed again and the client is emailed
 * what is pending. "unknown" for a request of another booking, one closed,
 * or one the client has not answered so.
 */
export async function askAgain(
  bookingId: string,
  adminId: string,
  requestId: number,
): Promise<"asked" | "closed" | "unknown" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return "closed";
    const [request] = await tx
      .update(bookingRequests)
      .set({ missingAt: null, missingReason: null })
      .where(
        and(
          eq(bookingRequests.id, requestId),
          eq(bookingRequests.bookingId, bookingId),
          eq(bookingRequests.notNeeded, false),
          isNotNull(bookingRequests.missingAt),
        ),
      )
      .returning({ dueOn: bookingRequests.dueOn });
    if (!request) return "unknown";
    await askClient(tx, booking, adminId, request.dueOn);
    return "asked";
  });
}

/**
 * Asking for documents is waiting on the client: the stage says so (on the
 * timeline too; this email says it, so no stage email), the reminders
 * start, and the client is emailed every document still pending.
 */
async function askClient(
  tx: Transaction,
  booking: LockedBooking,
  adminId: string | null,
  dueOn: string | null,
  work?: string,
) {
  const { bookingId } = booking;
  if (booking.stage !== "Documents requested") {
    await tx
      .update(bookings)
      .set({ stage: "Documents requested", version: sql`${bookings.version} + 1` })
      .where(eq(bookings.bookingId, bookingId));
    await tx.insert(bookingEvents).values({ bookingId, stage: "Documents requested", actorId: adminId });
  }
  await startWaiting(tx, bookingId);
  await queueClientEmail(tx, booking, async ({ t, language }) => {
    const pending = await getPendingLines(tx, bookingId, language);
    const day = dueOn ? formatDay(dueOn, language) : null;
    return {
      subject: work ? t("documents.neededForWorkSubject", { work }) : t("documents.neededSubject", { bookingId }),
      paragraphs: [
        work
          ? day
            ? t("documents.neededForWorkBy", { work, bookingId, day })
            : t("documents.neededForWork", { work, bookingId })
          : day
            ? t("documents.neededBy", { bookingId, day })
            : t("documents.needed", { bookingId }),
        t("documents.howToUpload"),
      ],
      sections: [{ heading: t("documents.stillNeeded"), items: pending }],
      digest: true,
      whatsapp: { template: "documents_needed", values: { ...(work ? { work } : {}), documents: pending.join(", ") } },
    };
  });
}

/**
 * The client says they do not have a document the firm asked for, and
 * perhaps why: the request says so, and the answer is a message of the
 * booking's thread (the firm's inbox is told, and the booking shows as
 * 'Client responded'). Only the booking's own client, only its open
 * requests; "unknown" otherwise, "closed" for a closed booking.
 */
export async function answerMissing(options: {
  bookingId: string;
  email: string;
  userId: string;
  requestId: number;
  reason: string;
}): Promise<"answered" | "closed" | "unknown"> {
  const { bookingId, requestId, reason } = options;
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.email.toLowerCase() !== options.email.toLowerCase()) return "unknown";
    if (booking.status === "Closed") return "closed";
    const { items, files, requests, marks } = await readChecklistInputs(tx, bookingId);
    const open = getUnansweredRequests(items, files, requests, marks).find((request) => request.id === requestId);
    if (!open || open.missingAt) return "unknown";
    await tx
      .update(bookingRequests)
      .set({ missingAt: sql`now()`, missingReason: reason || null })
      .where(eq(bookingRequests.id, requestId));
    const body = `I don't have this: ${open.label}.${reason ? `\n${reason}` : ""}`;
    await writeMessage(tx, booking, { author: "client", authorId: options.userId, body });
    return "answered";
  });
}

/** What the checklist of one booking is computed from: its options, the documents that count, its open requests. */
async function readChecklistInputs(db: Executor, bookingId: string) {
  // One after another: inside a transaction the queries share one connection.
  const items = await db
    .select({ serviceId: bookingItems.serviceId, optionId: bookingItems.optionId, title: bookingItems.title })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.id));
  const files = await db
    .select({ filedAs: uploads.filedAs })
    .from(uploads)
    .where(and(eq(uploads.bookingId, bookingId), countedDocuments()));
  const requests = (await getOpenRequests([bookingId], db)).get(bookingId) ?? [];
  const marks = await db
    .select({
      lineId: bookingLineMarks.lineId,
      state: bookingLineMarks.state,
      at: bookingLineMarks.at,
      byEmail: bookingLineMarks.byEmail,
    })
    .from(bookingLineMarks)
    .where(eq(bookingLineMarks.bookingId, bookingId));
  return { items, files, requests, marks };
}

/** Every required document of the booking with nothing filed against it yet, as email lines. */
export async function getPendingLines(db: Executor, bookingId: string, language: Language = "en"): Promise<string[]> {
  const { items, files, requests, marks } = await readChecklistInputs(db, bookingId);
  const { groups } = buildChecklist(items, files, requests, marks, language);
  const lines = groups.flatMap((group) =>
    group.items
      .filter((entry) => entry.needed)
      .map((entry) => (entry.note ? `${entry.name}: ${entry.note}` : entry.name)),
  );
  return [...new Set(lines)];
}

/** What staff asked for that nothing answers yet: the labels of the requests with nothing filed nor marked. */
export async function getUnansweredLabels(db: Executor, bookingId: string): Promise<string[]> {
  const { items, files, requests, marks } = await readChecklistInputs(db, bookingId);
  return getUnansweredRequests(items, files, requests, marks).map((request) =>
    request.missingAt ? `${request.label} (the client does not have it)` : request.label,
  );
}

/** The booking's lines staff may mark: its checklist items and the requests of their own. */
export async function readLineIds(db: Executor, bookingId: string): Promise<Set<string>> {
  const { items, requests } = await readChecklistInputs(db, bookingId);
  return getLineIds(items, requests);
}

/** Staff say a request is not needed after all: it leaves the client's list. */
export async function markRequestNotNeeded(bookingId: string, requestId: number): Promise<boolean> {
  const updated = await getDb()
    .update(bookingRequests)
    .set({ notNeeded: true })
    .where(and(eq(bookingRequests.id, requestId), eq(bookingRequests.bookingId, bookingId)))
    .returning({ id: bookingRequests.id });
  return updated.length > 0;
}
