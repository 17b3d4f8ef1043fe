// A client's own bookings as they read them on their dashboard (issue 18.6):
// the spec's fields, plus the stage, the documents received and what is
// still needed (issue 20.4), with a link to each booking's page.
import { asc, inArray } from "drizzle-orm";
import { type BookingRow, formatSize, getBookingsForEmail } from "#app/bookings/bookings.server.ts";
import { buildChecklist, describeStillNeeded } from "#app/bookings/checklist.server.ts";
import { getOpenRequests } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookings, invoices, uploads } from "#app/db/schema.ts";
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

export async function getClientBookings(email: string): Promise<ClientBooking[]> {
  const rows = await getBookingsForEmail(email);
  if (rows.length === 0) return [];
  const ids = rows.map((booking) => booking.bookingId);
  const db = getDb();
  const [files, items, stages, requests, bills] = await Promise.all([
    db
      .select({
        bookingId: uploads.bookingId,
        fileName: uploads.fileName,
        size: uploads.size,
        filedAs: uploads.filedAs,
        source: uploads.source,
      })
      .from(uploads)
      .where(inArray(uploads.bookingId, ids))
      .orderBy(asc(uploads.id)),
    db
      .select({
        bookingId: bookingItems.bookingId,
        serviceId: bookingItems.serviceId,
        optionId: bookingItems.optionId,
        title: bookingItems.title,
      })
      .from(bookingItems)
      .where(inArray(bookingItems.bookingId, ids))
      .orderBy(asc(bookingItems.id)),
    db
      .select({ bookingId: bookings.bookingId, stage: bookings.stage })
      .from(bookings)
      .where(inArray(bookings.bookingId, ids)),
    getOpenRequests(ids),
    db
      .select({
        bookingId: invoices.bookingId,
        number: invoices.number,
        status: invoices.status,
        totalPaise: invoices.totalPaise,
      })
      .from(invoices)
      .where(inArray(invoices.bookingId, ids))
      .orderBy(asc(invoices.id)),
  ]);
  return rows.map((booking) => {
    const own = files.filter((file) => file.bookingId === booking.bookingId && file.source === "client");
    const closed = booking.status === "Closed";
    const { stillNeeded } = buildChecklist(
      items.filter((item) => item.bookingId === booking.bookingId),
      own,
      requests.get(booking.bookingId),
    );
    const neededCount = closed ? 0 : stillNeeded;
    return {
      ...booking,
      stage: closed ? "Closed" : (stages.find((row) => row.bookingId === booking.bookingId)?.stage ?? "Booked"),
      documents: own.map((file) => `${file.fileName} (${formatSize(file.size)})`),
      neededCount,
      stillNeeded: closed ? NEEDS_NOTHING_CLOSED : (describeStillNeeded(neededCount) ?? NEEDS_NOTHING),
      invoices: bills
        .filter((bill) => bill.bookingId === booking.bookingId)
        .map((bill) => `${bill.number}: ${INVOICE_STATUS_TEXTS[bill.status]} (${formatPaise(bill.totalPaise)})`),
    };
  });
}
