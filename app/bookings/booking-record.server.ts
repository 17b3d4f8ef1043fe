// What the client's page and the staff's page of a booking both show, read
// in one place: its services, documents (the client's and the firm's), the
// checklist with what arrived, the open requests, its history and messages.
// Each page then takes what its reader may see (the client never sees who at
// the firm did what).
import { asc, desc, eq } from "drizzle-orm";
import { formatSize } from "#app/bookings/bookings.server.ts";
import { buildChecklist, getFilingChoices, isCounted, OTHER_DOCUMENT } from "#app/bookings/checklist.server.ts";
import { getItemSummaries } from "#app/bookings/item-summaries.server.ts";
import { getOpenRequests } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingEvents, bookingItems, bookingMessages, documentAccess, uploads, user } from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";

export type BookingDocument = {
  id: number;
  fileName: string;
  size: string;
  receivedAt: string;
  filedAs: string;
  /** What a firm's document is ('ITR-V acknowledgement'); empty for the client's own. */
  label: string;
  source: "client" | "firm";
  /** False while a document the booking lookup brought waits for staff (issue 34.3). */
  checked: boolean;
};

export async function loadBookingRecord(bookingId: string) {
  const db = getDb();
  const [items, files, events, messages, requests, summaries, openings] = await Promise.all([
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
        label: uploads.label,
        source: uploads.source,
        checked: uploads.checked,
      })
      .from(uploads)
      .where(eq(uploads.bookingId, bookingId))
      .orderBy(asc(uploads.id)),
    db
      .select({ stage: bookingEvents.stage, at: bookingEvents.at, by: user.email })
      .from(bookingEvents)
      .leftJoin(user, eq(user.id, bookingEvents.actorId))
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.id)),
    db
      .select({
        id: bookingMessages.id,
        author: bookingMessages.author,
        body: bookingMessages.body,
        createdAt: bookingMessages.createdAt,
        by: user.email,
      })
      .from(bookingMessages)
      .leftJoin(user, eq(user.id, bookingMessages.authorId))
      .where(eq(bookingMessages.bookingId, bookingId))
      .orderBy(asc(bookingMessages.id)),
    getOpenRequests([bookingId]).then((map) => map.get(bookingId) ?? []),
    getItemSummaries([bookingId]),
    // The document access log (issue 22.2), newest first.
    db
      .select({
        id: documentAccess.id,
        fileName: documentAccess.fileName,
        at: documentAccess.at,
        role: documentAccess.actorRole,
        by: documentAccess.actorEmail,
        address: documentAccess.clientAddress,
      })
      .from(documentAccess)
      .where(eq(documentAccess.bookingId, bookingId))
      .orderBy(desc(documentAccess.id))
      .limit(200),
  ]);
  const documents = files.map(
    (file): BookingDocument => ({
      id: file.id,
      fileName: file.fileName,
      size: formatSize(file.size),
      receivedAt: formatDateTime(file.createdAt),
      filedAs: file.filedAs,
      label: file.label,
      source: file.source,
      checked: file.checked,
    }),
  );
  const sent = documents.filter(isCounted);
  const checklist = buildChecklist(items, sent, requests);
  const listed = new Set(checklist.groups.flatMap((group) => group.items.map((entry) => entry.id)));
  return {
    items,
    services: summaries.get(bookingId) ?? { items: [], total: "" },
    checklist: checklist.groups,
    stillNeeded: checklist.stillNeeded,
    otherDocuments: sent.filter((file) => file.filedAs === OTHER_DOCUMENT || !listed.has(file.filedAs)),
    deliverables: documents.filter((file) => file.source === "firm"),
    // Shown apart, ticking nothing, until staff accept or reject them.
    uncheckedDocuments: documents.filter((file) => file.source === "client" && !file.checked),
    requests,
    filingChoices: getFilingChoices(items, requests),
    events,
    messages: messages.map((message) => ({
      id: message.id,
      fromFirm: message.author === "firm",
      body: message.body,
      at: formatDateTime(message.createdAt),
      by: message.by ?? "",
    })),
    openings: openings.map((opening) => ({
      ...opening,
      fromFirm: opening.role === "admin",
      at: formatDateTime(opening.at),
      by: opening.by ?? "",
    })),
  };
}
