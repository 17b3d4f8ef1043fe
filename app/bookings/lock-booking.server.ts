import { eq } from "drizzle-orm";
import type { Transaction } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";

/**
 * Reads a booking and locks its row until the transaction ends: whatever
 * changes a booking (its stage, documents, requests, invoices, reminders)
 * starts here, so that two changes at once take turns. Null when there is
 * no such booking.
 */
export async function lockBooking(tx: Transaction, bookingId: string) {
  const [booking] = await tx
    .select({
      bookingId: bookings.bookingId,
      email: bookings.email,
      customerName: bookings.customerName,
      status: bookings.status,
      stage: bookings.stage,
      version: bookings.version,
    })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId))
    .for("update");
  return booking ?? null;
}
