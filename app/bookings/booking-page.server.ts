// What a client sees of their own booking on /bookings/{id} (issue 20.2),
// and nothing for anyone else: every function takes the signed-in email
// and finds nothing when the booking was made with another.
import { and, eq, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { BOOKING_RECORD, readBookingRecord } from "#app/bookings/booking-record.server.ts";
import { asksForDocuments, BOOKING_STAGES, STAGE_TEXTS, type TimelineStage } from "#app/bookings/stages.ts";
import { describeNothingToDo, getNeededDocuments, listToDo, type ToDoFacts } from "#app/bookings/to-do.ts";
import { listBookingChallans } from "#app/challans/challans.server.ts";
import { getDb, prepared } from "#app/db/client.server.ts";
import { bookings, uploads } from "#app/db/schema.ts";
import { formatDateTime, formatDay } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { listBookingInvoices } from "#app/invoices/invoices.server.ts";
import { STORED_DOCUMENT } from "#app/uploads/download.server.ts";

/** The booking of this id made with this email (any case). */
const ownedBy = (bookingId: string, email: string) =>
  and(eq(bookings.bookingId, bookingId), eq(sql`lower(${bookings.email})`, email.toLowerCase()));

/** The booking's page's own read, prepared: its SQL (a lateral join per relation) is built once. */
const clientBookingById = prepared((db) =>
  db.query.bookings
    .findFirst({
      columns: {
        bookingId: true,
        reference: true,
        status: true,
        stage: true,
        dueOn: true,
        createdAt: true,
        documentsDeletedOn: true,
        deliverablesDeletedOn: true,
      },
      with: {
        ...BOOKING_RECORD,
        // The latest draft for approval: the 'What to do now' card's approve task names its version.
        drafts: {
          columns: { version: true, status: true },
          orderBy: (draft, { desc }) => desc(draft.version),
          limit: 1,
        },
      },
      where: (booking) =>
        and(
          eq(booking.bookingId, sql.placeholder("bookingId")),
          eq(sql`lower(${booking.email})`, sql.placeholder("email")),
        ),
    })
    .prepare("client_booking"),
);

/** A booking as its client's page shows it: its boxes take this (app/bookings/client-booking-*.tsx). */
export type ClientBooking = NonNullable<Awaited<ReturnType<typeof findClientBooking>>>;

/** Dates and the server's words in the page's language (English unless asked). */
export async function findClientBooking(bookingId: string, email: string, language: Language = "en") {
  const row = await clientBookingById().execute({ bookingId, email: email.toLowerCase() });
  if (!row) return null;
  const [invoices, challans] = await Promise.all([
    listBookingInvoices(bookingId, language),
    listBookingChallans(bookingId, language),
  ]);
  const { booking: bookingRow, record } = readBookingRecord(row, language);
  const t = getT(language, "booking");
  const { drafts, ...booking } = bookingRow;
  const current = booking.status === "Closed" ? ("Closed" as const) : booking.stage;
  const downloaded = new Set(
    record.openings.filter((opening) => opening.role === "user").map((opening) => opening.uploadId),
  );
  const facts: ToDoFacts = {
    ...booking,
    checklist: record.checklist,
    invoices,
    challans,
    firmWroteLast: record.messages.at(-1)?.fromFirm ?? false,
    deliverables: record.deliverables.map((file) => ({ ...file, downloaded: downloaded.has(file.id) })),
    draft: drafts[0] ?? null,
  };
  const toDo = listToDo(facts);
  return {
    bookingId: booking.bookingId,
    reference: booking.reference,
    status: booking.status,
    stage: current,
    createdAt: formatDateTime(booking.createdAt, language),
    services: record.services,
    // Who at the firm marked a line is the firm's business: the client reads the line's state and day.
    checklist: record.checklist.map((group) => ({
      ...group,
      items: group.items.map(({ mark, ...line }) => ({
        ...line,
        mark: mark ? { state: mark.state, day: mark.day } : null,
      })),
    })),
    toDo,
    nothingToDo: describeNothingToDo(facts, t, language),
    // Past 'Documents received' the firm asks for nothing (asksForDocuments): the list folds away.
    asksForDocuments: asksForDocuments(booking),
    stillNeeded: getNeededDocuments(facts).length,
    otherDocuments: record.otherDocuments,
    deliverables: record.deliverables,
    uncheckedDocuments: record.uncheckedDocuments,
    timeline: getTimeline(current, record.events, language),
    // Who at the firm wrote is the firm's business: the client reads "From the firm".
    messages: record.messages.map(({ by: _by, ...message }) => message),
    filingChoices: record.filingChoices,
    // When the firm opened which document: never who, nor from where (issue 22.2).
    firmOpenings: record.openings
      .filter((opening) => opening.fromFirm)
      .map((opening) => ({ id: opening.id, fileName: opening.fileName, at: opening.at })),
    deleted: describeDeletions(booking, t, language),
    challans,
    // The firm's bills: number, amount and where each stands; never who at the firm handled it.
    invoices: invoices.map(({ id, kind, number, issuedOn, total, balance, status, statusText }) => ({
      id,
      kind,
      number,
      issuedOn,
      total,
      balance,
      status,
      statusText,
    })),
  };
}

/** The booking's note that retention deleted its documents (issue 22.3), in the client's words. */
function describeDeletions(
  booking: { documentsDeletedOn: string | null; deliverablesDeletedOn: string | null },
  t: TFunction<"booking">,
  language: Language,
) {
  const lines: string[] = [];
  if (booking.documentsDeletedOn) {
    lines.push(t("deleted.documents", { day: formatDay(booking.documentsDeletedOn, language) }));
  }
  if (booking.deliverablesDeletedOn) {
    lines.push(t("deleted.deliverables", { day: formatDay(booking.deliverablesDeletedOn, language) }));
  }
  return lines;
}

/**
 * Every stage in order, with the date it was last reached; the ones after
 * the current stage are still to come (a booking moved back shows them so).
 */
function getTimeline(current: TimelineStage, events: { stage: TimelineStage; at: Date }[], language: Language) {
  const order: TimelineStage[] = [...BOOKING_STAGES, "Closed"];
  const reachedUpTo = order.indexOf(current);
  return order.map((stage, index) => {
    const last = events.findLast((event) => event.stage === stage);
    const reached = index <= reachedUpTo && (last !== undefined || stage === "Booked");
    return {
      stage,
      meaning: STAGE_TEXTS[stage].meaning,
      at: reached && last ? formatDateTime(last.at, language) : null,
      reached,
      current: stage === current,
    };
  });
}

/** A document of this client's booking, theirs or the firm's, for the download route. */
export async function findClientUpload(bookingId: string, uploadId: number, email: string) {
  const [row] = await getDb()
    .select(STORED_DOCUMENT)
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
