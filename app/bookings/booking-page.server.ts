// What a client sees of their own booking on /bookings/{id} (issue 20.2),
// and nothing for anyone else: every function takes the signed-in email
// and finds nothing when the booking was made with another.
import { and, asc, eq, sql } from "drizzle-orm";
import { formatSize } from "#app/bookings/bookings.server.ts";
import { buildChecklist, getFilingChoices, OTHER_DOCUMENT } from "#app/bookings/checklist.server.ts";
import { getItemSummaries } from "#app/bookings/item-summaries.server.ts";
import { getOpenRequests } from "#app/bookings/requests.server.ts";
import { BOOKING_STAGES, STAGE_TEXTS, type TimelineStage } from "#app/bookings/stages.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingEvents, bookingItems, bookingMessages, bookings, uploads } from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";

const ownedBy = (bookingId: string, email: string) =>
  and(eq(bookings.bookingId, bookingId), eq(sql`lower(${bookings.email})`, email.toLowerCase()));

export type ClientDocument = {
  id: number;
  fileName: string;
  size: string;
  receivedAt: string;
  filedAs: string;
  /** What a firm's document is ('ITR-V acknowledgement'); empty for the client's own. */
  label: string;
};

export async function findClientBooking(bookingId: string, email: string) {
  const db = getDb();
  const [booking] = await db
    .select({
      bookingId: bookings.bookingId,
      status: bookings.status,
      stage: bookings.stage,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(ownedBy(bookingId, email));
  if (!booking) return null;
  const [items, files, events, messages, summaries, requests] = await Promise.all([
    db
      .select({ serviceId: bookingItems.serviceId, optionId: bookingItems.optionId, title: bookingItems.title })
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, bookingId))
      .orderBy(asc(bookingItems.id)),
    db
      .select({
        id: uploads.id,
        fileName: uploads.fileName,
        size: uploads.size,
        createdAt: uploads.createdAt,
        filedAs: uploads.filedAs,
        source: uploads.source,
        label: uploads.label,
      })
      .from(uploads)
      .where(eq(uploads.bookingId, bookingId))
      .orderBy(asc(uploads.id)),
    db
      .select({ stage: bookingEvents.stage, at: bookingEvents.at })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.id)),
    db
      .select({
        id: bookingMessages.id,
        author: bookingMessages.author,
        body: bookingMessages.body,
        createdAt: bookingMessages.createdAt,
      })
      .from(bookingMessages)
      .where(eq(bookingMessages.bookingId, bookingId))
      .orderBy(asc(bookingMessages.id)),
    getItemSummaries([bookingId]),
    getOpenRequests([bookingId]).then((map) => map.get(bookingId) ?? []),
  ]);
  const documents = files.map((file): ClientDocument & { source: string } => ({
    id: file.id,
    fileName: file.fileName,
    size: formatSize(file.size),
    receivedAt: formatDateTime(file.createdAt),
    filedAs: file.filedAs,
    label: file.label,
    source: file.source,
  }));
  const sent = documents.filter((file) => file.source === "client");
  const checklist = buildChecklist(items, sent, requests);
  const listed = new Set(checklist.groups.flatMap((group) => group.items.map((entry) => entry.id)));
  return {
    bookingId: booking.bookingId,
    status: booking.status,
    stage: booking.status === "Closed" ? ("Closed" as const) : booking.stage,
    createdAt: formatDateTime(booking.createdAt),
    services: summaries.get(bookingId) ?? { items: [], total: "" },
    checklist: checklist.groups,
    stillNeeded: booking.status === "Closed" ? 0 : checklist.stillNeeded,
    otherDocuments: sent.filter((file) => file.filedAs === OTHER_DOCUMENT || !listed.has(file.filedAs)),
    deliverables: documents.filter((file) => file.source === "firm"),
    timeline: getTimeline(booking.status === "Closed" ? "Closed" : booking.stage, events),
    messages: messages.map((message) => ({
      id: message.id,
      fromFirm: message.author === "firm",
      body: message.body,
      at: formatDateTime(message.createdAt),
    })),
    filingChoices: getFilingChoices(items, requests),
  };
}

/**
 * Every stage in order, with the date it was last reached; the ones after
 * the current stage are still to come (a booking moved back shows them so).
 */
function getTimeline(current: TimelineStage, events: { stage: TimelineStage; at: Date }[]) {
  const order: TimelineStage[] = [...BOOKING_STAGES, "Closed"];
  const reachedUpTo = order.indexOf(current);
  return order.map((stage, index) => {
    const last = events.findLast((event) => event.stage === stage);
    const reached = index <= reachedUpTo && (last !== undefined || stage === "Booked");
    return {
      stage,
      meaning: STAGE_TEXTS[stage].meaning,
      at: reached && last ? formatDateTime(last.at) : null,
      reached,
      current: stage === current,
    };
  });
}

/** A document of this client's booking, theirs or the firm's, for the download route. */
export async function findClientUpload(bookingId: string, uploadId: number, email: string) {
  const [row] = await getDb()
    .select({
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .innerJoin(bookings, eq(bookings.bookingId, uploads.bookingId))
    .where(and(eq(uploads.id, uploadId), ownedBy(bookingId, email)));
  return row ?? null;
}

/** Whether this email made this booking: who may write on its thread. */
export async function isOwnBooking(bookingId: string, email: string): Promise<boolean> {
  const [row] = await getDb().select({ id: bookings.bookingId }).from(bookings).where(ownedBy(bookingId, email));
  return row !== undefined;
}
