// A client's own bookings as they read them on their dashboard (issue 18.6):
// the spec's fields, plus the stage, the documents received and what is
// still needed (issue 20.4), with a link to each booking's page.
import { desc, eq, sql } from "drizzle-orm";
import { BOOKING_DETAILS } from "#app/bookings/booking-record.server.ts";
import type { BookingRow } from "#app/bookings/bookings.server.ts";
import { formatSize } from "#app/bookings/bookings.server.ts";
import { buildChecklist, countedDocuments, describeStillNeeded } from "#app/bookings/checklist.server.ts";
import { summariseItems } from "#app/bookings/item-summaries.server.ts";
import { getNeededDocuments, listToDo, type ToDo, type ToDoFacts } from "#app/bookings/to-do.ts";
import { presentChallan } from "#app/challans/challans.server.ts";
import { prepared } from "#app/db/client.server.ts";
import { formatDateTime, getTodayInIndia } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { getOwedPaise, getPayableUpiLink, INVOICE_STATUS_TEXTS } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";

export type ClientBooking = BookingRow & {
  /** The short reference read out on the phone (issue 36, item 10). */
  reference: string;
  stage: string;
  /** "Form 16.pdf (1.2 MB)", in the order they arrived. */
  documents: string[];
  /** One sentence: what the firm still needs from the client, or that nothing is. */
  stillNeeded: string;
  /** Required checklist documents not received yet, while the firm still asks for them. */
  neededCount: number;
  /** What waits on the client for this booking (app/bookings/to-do.ts). */
  toDo: ToDo[];
  /** Each invoice of the booking and where it stands: "ETF/2026-27/0001: Unpaid (₹1,770.00)". */
  invoices: string[];
};

const NEEDS_NOTHING = "Nothing for now. We will email you if we need anything else.";
const NEEDS_NOTHING_CLOSED = "Nothing: this booking is closed.";

/**
 * One statement: Drizzle reads each booking's rows of the other tables
 * through lateral joins. Prepared: its SQL is built once, not per request.
 */
const clientBookingsByEmail = prepared((db) =>
  db.query.bookings
    .findMany({
      columns: { ...BOOKING_DETAILS, reference: true, dueOn: true },
      with: {
        items: {
          columns: { serviceId: true, optionId: true, title: true, charge: true, quantity: true },
          orderBy: (item) => item.id,
        },
        // The client's own documents and the firm's (deliverables); what the booking lookup brought waits for staff.
        uploads: {
          columns: { id: true, fileName: true, size: true, filedAs: true, label: true, source: true },
          where: (upload, { or, eq }) => or(countedDocuments(upload), eq(upload.source, "firm")),
          orderBy: (upload) => upload.id,
        },
        // Which of the firm's documents the client has downloaded.
        openings: { columns: { uploadId: true }, where: (opening, { eq }) => eq(opening.actorRole, "user") },
        drafts: {
          columns: { version: true, status: true },
          orderBy: (draft, { desc }) => desc(draft.version),
          limit: 1,
        },
        // Whether the firm wrote last.
        messages: { columns: { author: true }, orderBy: (message, { desc }) => desc(message.id), limit: 1 },
        requests: {
          columns: { id: true, label: true, dueOn: true, missingAt: true },
          where: (request, { not }) => not(request.notNeeded),
          orderBy: (request) => request.id,
        },
        // The lines staff marked not applicable or received on paper (issue 36, item 2).
        lineMarks: { columns: { lineId: true, state: true, at: true, byEmail: true } },
        challans: { where: (challan, { eq }) => eq(challan.status, "to-pay") },
        invoices: {
          columns: { id: true, kind: true, number: true, status: true, totalPaise: true, upiVpa: true, supplier: true },
          with: { payments: { columns: { status: true, amountPaise: true } } },
          orderBy: (invoice) => invoice.id,
        },
      },
      where: (booking) => eq(sql`lower(${booking.email})`, sql.placeholder("email")),
      orderBy: (booking) => desc(booking.createdAt),
    })
    .prepare("client_bookings"),
);

/** The bookings whose email is this user's email (DESIGN point 3), newest first. */
export async function getClientBookings(email: string, language: Language = "en"): Promise<ClientBooking[]> {
  const rows = await clientBookingsByEmail().execute({ email: email.toLowerCase() });

  const today = getTodayInIndia();
  // An invoice's state in the booking page's words.
  const say = getT(language, "booking");
  return rows.map(
    ({
      items,
      uploads: files,
      openings,
      messages,
      requests,
      lineMarks,
      invoices: bills,
      challans,
      drafts,
      stage,
      dueOn,
      ...booking
    }) => {
      const closed = booking.status === "Closed";
      const documents = files.filter((file) => file.source === "client");
      const downloaded = new Set(openings.map((opening) => opening.uploadId));
      const facts: ToDoFacts = {
        bookingId: booking.bookingId,
        status: booking.status,
        stage,
        dueOn,
        checklist: buildChecklist(items, documents, requests, lineMarks, language).groups,
        invoices: bills.map((bill) => {
          const owed = getOwedPaise(bill, bill.payments);
          return { ...bill, balance: formatPaise(owed), upiLink: getPayableUpiLink(bill, owed) };
        }),
        challans: challans.map((challan) => presentChallan(challan, today)),
        firmWroteLast: messages[0]?.author === "firm",
        deliverables: files
          .filter((file) => file.source === "firm")
          .map((file) => ({ ...file, downloaded: downloaded.has(file.id) })),
        draft: drafts[0] ?? null,
      };
      const neededCount = getNeededDocuments(facts).length;
      return {
        ...booking,
        ...summariseItems(items, language),
        createdAt: formatDateTime(booking.createdAt, language),
        stage: closed ? "Closed" : stage,
        toDo: listToDo(facts),
        documents: documents.map((file) => `${file.fileName} (${formatSize(file.size)})`),
        neededCount,
        stillNeeded: closed ? NEEDS_NOTHING_CLOSED : (describeStillNeeded(neededCount) ?? NEEDS_NOTHING),
        invoices: bills.map(
          (bill) =>
            `${bill.number}: ${language === "en" ? INVOICE_STATUS_TEXTS[bill.status] : say(`invoices.status.${bill.status}`)} (${formatPaise(bill.totalPaise)})`,
        ),
      };
    },
  );
}
