// What the client's page and the staff's page of a booking both show, read
// in one place: its services, documents (the client's and the firm's), the
// checklist with what arrived, the open requests, its history and messages.
// Each page then takes what its reader may see (the client never sees who at
// the firm did what).
import type { BuildQueryResult, DBQueryConfig, ExtractTablesWithRelations } from "drizzle-orm";
import { formatSize } from "#app/bookings/bookings.server.ts";
import { buildChecklist, getFilingChoices, isCounted } from "#app/bookings/checklist.server.ts";
import { summariseItems } from "#app/bookings/item-summaries.server.ts";
import type * as schema from "#app/db/schema.ts";
import type { UploadSource } from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";

type BookingDocument = {
  id: number;
  fileName: string;
  size: string;
  receivedAt: string;
  filedAs: string;
  /** What a firm's document is ('ITR-V acknowledgement'); empty for the client's own. */
  label: string;
  source: UploadSource;
  /** False while a document the booking lookup brought waits for staff (issue 34.3). */
  checked: boolean;
};

type Schema = ExtractTablesWithRelations<typeof schema>;

/** What a booking is and where it stands: the columns the client's dashboard and the staff page both show. */
export const BOOKING_DETAILS = {
  bookingId: true,
  customerName: true,
  email: true,
  phone: true,
  customerInstructions: true,
  status: true,
  stage: true,
  createdAt: true,
} as const;

/**
 * What both pages read of the booking's other tables, as the `with` of one
 * relational query on bookings (`getDb().query.bookings.findFirst`): one
 * statement, whatever the page adds to it. The page then passes the row to
 * `readBookingRecord`.
 */
export const BOOKING_RECORD = {
  items: {
    columns: { serviceId: true, optionId: true, title: true, charge: true, quantity: true },
    orderBy: (item) => item.id,
  },
  uploads: {
    columns: {
      id: true,
      fileName: true,
      size: true,
      createdAt: true,
      filedAs: true,
      label: true,
      source: true,
      checked: true,
    },
    // A draft's documents are shown in its approval box (app/approvals), not among these.
    where: (upload, { ne }) => ne(upload.source, "draft"),
    orderBy: (upload) => upload.id,
  },
  events: {
    columns: { stage: true, at: true },
    with: { actor: { columns: { email: true } } },
    orderBy: (event) => event.id,
  },
  messages: {
    columns: { id: true, author: true, body: true, createdAt: true },
    with: { writer: { columns: { email: true } } },
    orderBy: (message) => message.id,
  },
  // The requests still wanted, as getOpenRequests reads them.
  requests: {
    columns: { id: true, label: true, dueOn: true, note: true, missingAt: true, missingReason: true },
    where: (request, { not }) => not(request.notNeeded),
    orderBy: (request) => request.id,
  },
  // The lines staff marked not applicable or received on paper (issue 36, item 2).
  lineMarks: { columns: { lineId: true, state: true, at: true, byEmail: true } },
  // The document access log (issue 22.2), newest first.
  openings: {
    columns: {
      id: true,
      uploadId: true,
      fileName: true,
      at: true,
      actorRole: true,
      actorEmail: true,
      clientAddress: true,
    },
    orderBy: (opening, { desc }) => desc(opening.id),
    limit: 200,
  },
} satisfies NonNullable<DBQueryConfig<"many", false, Schema, Schema["bookings"]>["with"]>;

type BookingRecordRows = Pick<
  BuildQueryResult<Schema, Schema["bookings"], { with: typeof BOOKING_RECORD }>,
  keyof typeof BOOKING_RECORD
>;

/** A row read with BOOKING_RECORD: its own columns apart, and what both pages show of the rest (dates in `language`). */
export function readBookingRecord<Row extends BookingRecordRows>(row: Row, language: Language = "en") {
  const { items, uploads: files, events, messages, requests, lineMarks, openings, ...booking } = row;
  return {
    booking,
    record: shapeRecord({ items, uploads: files, events, messages, requests, lineMarks, openings }, language),
  };
}

function shapeRecord(
  { items, uploads: files, events, messages, requests, lineMarks, openings }: BookingRecordRows,
  language: Language,
) {
  const documents = files.map(
    (file): BookingDocument => ({
      id: file.id,
      fileName: file.fileName,
      size: formatSize(file.size),
      receivedAt: formatDateTime(file.createdAt, language),
      filedAs: file.filedAs,
      label: file.label,
      source: file.source,
      checked: file.checked,
    }),
  );
  const sent = documents.filter(isCounted);
  const checklist = buildChecklist(items, sent, requests, lineMarks, language);
  const ticking = new Set(checklist.groups.flatMap((group) => group.items.flatMap((entry) => entry.files)));
  return {
    items,
    services: summariseItems(items, language),
    checklist: checklist.groups,
    stillNeeded: checklist.stillNeeded,
    otherDocuments: sent.filter((file) => !ticking.has(file)),
    deliverables: documents.filter((file) => file.source === "firm"),
    // Shown apart, ticking nothing, until staff accept or reject them.
    uncheckedDocuments: documents.filter((file) => file.source === "client" && !file.checked),
    requests: requests.map(({ missingAt, missingReason, ...request }) => ({
      ...request,
      missing: missingAt ? { at: formatDateTime(missingAt, language), reason: missingReason ?? "" } : null,
    })),
    filingChoices: getFilingChoices(items, requests, language),
    events: events.map((event) => ({ stage: event.stage, at: event.at, by: event.actor?.email ?? null })),
    messages: messages.map((message) => ({
      id: message.id,
      fromFirm: message.author === "firm",
      body: message.body,
      at: formatDateTime(message.createdAt, language),
      by: message.writer?.email ?? "",
    })),
    openings: openings.map((opening) => ({
      id: opening.id,
      uploadId: opening.uploadId,
      fileName: opening.fileName,
      at: formatDateTime(opening.at, language),
      role: opening.actorRole,
      by: opening.actorEmail ?? "",
      address: opening.clientAddress,
      fromFirm: opening.actorRole === "admin",
    })),
  };
}
