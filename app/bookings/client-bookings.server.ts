// A client's own bookings as they read them on their dashboard (issue 18.6):
// the spec's fields, plus the stage, the documents received and what is
// still needed (issue 20.4), with a link to each booking's page.
import { type AnyColumn, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { BookingRow } from "#app/bookings/bookings.server.ts";
import { formatSize } from "#app/bookings/bookings.server.ts";
import {
  COUNTED_DOCUMENTS,
  countStillNeeded,
  describeStillNeeded,
  type OpenRequest,
} from "#app/bookings/checklist.server.ts";
import { summariseItems } from "#app/bookings/item-summaries.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookingRequests, bookings, type InvoiceStatus, invoices, uploads } from "#app/db/schema.ts";
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

/**
 * Rows of one table that belong to the booking of the outer query, as a
 * JSON array in `orderBy` order (empty when none): a dashboard of twenty
 * bookings is one round trip to the database, not six.
 * NOTE: JSON has no dates or bigints; the fields chosen here are text and
 * numbers well inside 2^53, and PostgreSQL writes a date as 'YYYY-MM-DD'.
 */
function rowsOf<Row>(fields: Record<string, AnyColumn>, from: PgTable, where: SQL, orderBy: AnyColumn) {
  const pairs = sql.join(
    Object.entries(fields).map(([name, column]) => sql`${name}::text, ${column}`),
    sql`, `,
  );
  return sql<
    Row[]
  >`coalesce((select json_agg(json_build_object(${pairs}) order by ${orderBy}) from ${from} where ${where}), '[]'::json)`;
}

/** The bookings whose email is this user's email (DESIGN point 3), newest first. */
export async function getClientBookings(email: string): Promise<ClientBooking[]> {
  const rows = await getDb()
    .select({
      bookingId: bookings.bookingId,
      customerName: bookings.customerName,
      email: bookings.email,
      phone: bookings.phone,
      customerInstructions: bookings.customerInstructions,
      status: bookings.status,
      stage: bookings.stage,
      createdAt: bookings.createdAt,
      items: rowsOf<{ serviceId: string; optionId: string; title: string; charge: number | null; quantity: number }>(
        {
          serviceId: bookingItems.serviceId,
          optionId: bookingItems.optionId,
          title: bookingItems.title,
          charge: bookingItems.charge,
          quantity: bookingItems.quantity,
        },
        bookingItems,
        sql`${bookingItems.bookingId} = ${bookings.bookingId}`,
        bookingItems.id,
      ),
      // The client's own documents; the firm's (deliverables) and what the booking lookup brought are on the booking page.
      documents: rowsOf<{ fileName: string; size: number; filedAs: string }>(
        { fileName: uploads.fileName, size: uploads.size, filedAs: uploads.filedAs },
        uploads,
        sql`${uploads.bookingId} = ${bookings.bookingId} and ${COUNTED_DOCUMENTS}`,
        uploads.id,
      ),
      requests: rowsOf<OpenRequest>(
        { id: bookingRequests.id, label: bookingRequests.label, dueOn: bookingRequests.dueOn },
        bookingRequests,
        sql`${bookingRequests.bookingId} = ${bookings.bookingId} and not ${bookingRequests.notNeeded}`,
        bookingRequests.id,
      ),
      invoices: rowsOf<{ number: string; status: InvoiceStatus; totalPaise: number }>(
        { number: invoices.number, status: invoices.status, totalPaise: invoices.totalPaise },
        invoices,
        sql`${invoices.bookingId} = ${bookings.bookingId}`,
        invoices.id,
      ),
    })
    .from(bookings)
    .where(eq(sql`lower(${bookings.email})`, email.toLowerCase()))
    .orderBy(desc(bookings.createdAt));

  return rows.map(({ items, documents, requests, invoices: bills, stage, ...booking }) => {
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
