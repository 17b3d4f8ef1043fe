import { desc, eq, inArray, sql } from "drizzle-orm";
import { formatTotal } from "#app/catalog/format.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookings } from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";

export type BookingRow = {
  bookingId: string;
  customerName: string;
  email: string;
  phone: string;
  customerInstructions: string;
  status: string;
  items: string[];
  total: string;
  createdAt: string;
};

/**
 * The bookings whose email is this user's email (DESIGN point 3), newest
 * first, shaped for a table.
 */
export async function getBookingsForEmail(email: string): Promise<BookingRow[]> {
  const db = getDb();
  const rows = await db
    .select({
      bookingId: bookings.bookingId,
      customerName: bookings.customerName,
      email: bookings.email,
      phone: bookings.phone,
      customerInstructions: bookings.customerInstructions,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(sql`lower(${bookings.email})`, email.toLowerCase()))
    .orderBy(desc(bookings.createdAt));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      bookingId: bookingItems.bookingId,
      title: bookingItems.title,
      charge: bookingItems.charge,
      quantity: bookingItems.quantity,
    })
    .from(bookingItems)
    .where(
      inArray(
        bookingItems.bookingId,
        rows.map((row) => row.bookingId),
      ),
    )
    .orderBy(bookingItems.id);
  return rows.map((row) => {
    const own = items
      .filter((item) => item.bookingId === row.bookingId)
      .map((item) => ({ ...item, charge: item.charge ?? ("On Request" as const) }));
    return {
      ...row,
      items: own.map((item) => `${item.title} x ${item.quantity}`),
      total: formatTotal(own),
      createdAt: formatDateTime(row.createdAt),
    };
  });
}
