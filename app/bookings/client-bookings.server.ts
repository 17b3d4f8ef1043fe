// A client's own bookings as they read them on their dashboard (issue 18.6):
// the spec's fields, plus the stage, the documents received and what is
// still needed (issue 20.4), with a link to each booking's page.
import { desc, eq, sql } from "drizzle-orm";
import { BOOKING_DETAILS } from "#app/bookings/booking-record.server.ts";
import type { BookingRow } from "#app/bookings/bookings.server.ts";
import { formatSize } from "#app/bookings/bookings.server.ts";
import { countedDocuments, countStillNeeded, describeStillNeeded } from "#app/bookings/checklist.server.ts";
import { summariseItems } from "#app/bookings/item-summaries.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { formatDateTime } from "#app/format-date.ts";
import { INVOICE_STATUS_TEXTS } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";

export type ClientBooking = BookingRow & {
  stage: string;
  /** "Form 16.pdf (1.2 MB)", in the order they arrived. */
  documents: string[];
  /** One sentence: what the firm still needs from the client, or that nothing is. */
  stillNeeded: string;
  /** Required checklist documents not received yet. */
  neededCount: number;
  /** Each invoice of the booking and where it stands: "ETF/2026-27/0001: Unpaid (₹1,770.00)". */
  invoices: string[];
};

const NEEDS_NOTHING = "Nothing for now. We will email you if we need anything else.";
const NEEDS_NOTHING_CLOSED = "Nothing: this booking is closed.";

/** The bookings whose email is this user's email (DESIGN point 3), newest first. */
export async function getClientBookings(email: string): Promise<ClientBooking[]> {
  // One statement: Drizzle reads each booking's rows of the other tables through lateral joins.
  const rows = await getDb().query.bookings.findMany({
    columns: BOOKING_DETAILS,
    with: {
      items: {
        columns: { serviceId: true, optionId: true, title: true, charge: true, quantity: true },
        orderBy: (item) => item.id,
      },
      // The client's own documents; the firm's (deliverables) and what the booking lookup brought are on the booking page.
      uploads: {
        columns: { fileName: true, size: true, filedAs: true },
        where: countedDocuments,
        orderBy: (upload) => upload.id,
      },
      requests: {
        columns: { id: true, label: true, dueOn: true },
        where: (request, { not }) => not(request.notNeeded),
        orderBy: (request) => request.id,
      },
      invoices: { columns: { number: true, status: true, totalPaise: true }, orderBy: (invoice) => invoice.id },
    },
    where: (booking) => eq(sql`lower(${booking.email})`, email.toLowerCase()),
    orderBy: (booking) => desc(booking.createdAt),
  });

  return rows.map(({ items, uploads: documents, requests, invoices: bills, stage, ...booking }) => {
    const closed = booking.status === "Closed";
    const neededCount = closed ? 0 : countStillNeeded(items, documents, requests);
    return {
      ...booking,
      ...summariseItems(items),
      createdAt: formatDateTime(booking.createdAt),
      stage: closed ? "Closed" : stage,
      documents: documents.map((file) => `${file.fileName} (${formatSize(file.size)})`),
      neededCount,
      stillNeeded: closed ? NEEDS_NOTHING_CLOSED : (describeStillNeeded(neededCount) ?? NEEDS_NOTHING),
      invoices: bills.map(
        (bill) => `${bill.number}: ${INVOICE_STATUS_TEXTS[bill.status]} (${formatPaise(bill.totalPaise)})`,
      ),
    };
  });
}
