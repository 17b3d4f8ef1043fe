// Documents the firm asks for after booking (issue 21.5): staff add them,
// the client is emailed once per round with everything still pending, and
// a document filed against one ticks it; staff may mark one not needed.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import {
  buildChecklist,
  countedDocuments,
  getFilingChoices,
  getUnansweredRequests,
  type OpenRequest,
  OTHER_DOCUMENT,
} from "#app/bookings/checklist.server.ts";
import { guessFiling } from "#app/bookings/filing-guess.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { startWaiting } from "#app/bookings/waiting.server.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { bookingEvents, bookingItems, bookingRequests, bookings, uploads } from "#app/db/schema.ts";
import { formatDay } from "#app/format-date.ts";

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
          })
          .from(bookingRequests)
          .where(and(inArray(bookingRequests.bookingId, bookingIds), eq(bookingRequests.notNeeded, false)))
          .orderBy(asc(bookingRequests.id));
  return new Map(
    bookingIds.map((id) => [
      id,
      rows
        .filter((row) => row.bookingId === id)
        .map(({ id: requestId, label, dueOn }) => ({ id: requestId, label, dueOn })),
    ]),
  );
}

/**
 * Adds requests (one per label) and emails the client once, listing every
 * document still pending on the booking. Null when there is no such
 * booking; "closed" for a closed one.
 */
export async function addRequests(
  bookingId: string,
  adminId: string,
  labels: string[],
  dueOn: string | null,
): Promise<"added" | "closed" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return "closed";
    await tx.insert(bookingRequests).values(labels.map((label) => ({ bookingId, label, dueOn, createdBy: adminId })));
    // Asking for documents is waiting on the client: the stage says so (on the timeline too; this email
    // says it, so no stage email), and the reminders start.
    if (booking.stage !== "Documents requested") {
      await tx
        .update(bookings)
        .set({ stage: "Documents requested", version: sql`${bookings.version} + 1` })
        .where(eq(bookings.bookingId, bookingId));
      await tx.insert(bookingEvents).values({ bookingId, stage: "Documents requested", actorId: adminId });
    }
    await startWaiting(tx, bookingId);
    const pending = await getPendingLines(tx, bookingId);
    await queueClientEmail(tx, booking, {
      subject: `Documents needed for booking ${bookingId}`,
      paragraphs: [
        `To go on with your booking ${bookingId}, we need the documents below${dueOn ? `, by ${formatDay(dueOn)}` : ""}.`,
        "Please upload them on your booking page, choosing for each what it is, so that it is ticked off the list.",
      ],
      sections: [{ heading: "Still needed", items: pending }],
      digest: true,
    });
    return "added";
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
  return { items, files, requests };
}

/** Every required document of the booking with nothing filed against it yet, as email lines. */
export async function getPendingLines(db: Executor, bookingId: string): Promise<string[]> {
  const { items, files, requests } = await readChecklistInputs(db, bookingId);
  const { groups } = buildChecklist(items, files, requests);
  const lines = groups.flatMap((group) =>
    group.items.filter((entry) => entry.required && entry.files.length === 0).map((entry) => entry.name),
  );
  return [...new Set(lines)];
}

/** What staff asked for that nothing answers yet: the labels of the requests with nothing filed. */
export async function getUnansweredLabels(db: Executor, bookingId: string): Promise<string[]> {
  const { items, files, requests } = await readChecklistInputs(db, bookingId);
  return getUnansweredRequests(items, files, requests).map((request) => request.label);
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
