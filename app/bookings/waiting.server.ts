// Whether a booking waits on its client for documents: the clock the
// reminders count from (app/bookings/reminders.server.ts).
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";

/** The client now owes documents: the reminders start counting again. */
export async function startWaiting(tx: Transaction, bookingId: string): Promise<void> {
  await tx
    .update(bookings)
    .set({ waitingSince: sql`now()`, remindersSent: 0 })
    .where(eq(bookings.bookingId, bookingId));
}

/** Nothing more is asked of the client for now: no more reminders. */
export async function stopWaiting(tx: Transaction, bookingId: string): Promise<void> {
  await tx.update(bookings).set({ waitingSince: null }).where(eq(bookings.bookingId, bookingId));
}
