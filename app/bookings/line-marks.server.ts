// Staff mark a line of a booking's checklist "Not applicable" or "Received
// on paper" (issue 36, item 2), with who and when; undo removes the mark.
// The checklist (checklist.server.ts) counts a marked line as done.
import { and, eq, sql } from "drizzle-orm";
import type { LineMarkState } from "#app/bookings/line-marks.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { readLineIds } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingLineMarks } from "#app/db/schema.ts";

/**
 * Marks a line of the booking (a mark already on it is replaced): null when
 * there is no such booking, "closed" for a closed one, "unknown" for a line
 * that is not the booking's (a stale page, a forged form).
 */
export async function markLine(
  bookingId: string,
  admin: { id: string; email: string },
  lineId: string,
  state: LineMarkState,
): Promise<"marked" | "closed" | "unknown" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return "closed";
    if (!(await readLineIds(tx, bookingId)).has(lineId)) return "unknown";
    const mark = { state, byId: admin.id, byEmail: admin.email };
    await tx
      .insert(bookingLineMarks)
      .values({ bookingId, lineId, ...mark })
      .onConflictDoUpdate({
        target: [bookingLineMarks.bookingId, bookingLineMarks.lineId],
        set: { ...mark, at: sql`now()` },
      });
    return "marked";
  });
}

/** Takes a line's mark away: what it was, "none" when it has none; null when there is no such booking, "closed" for a closed one. */
export async function unmarkLine(bookingId: string, lineId: string): Promise<LineMarkState | "none" | "closed" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return "closed";
    const [removed] = await tx
      .delete(bookingLineMarks)
      .where(and(eq(bookingLineMarks.bookingId, bookingId), eq(bookingLineMarks.lineId, lineId)))
      .returning({ state: bookingLineMarks.state });
    return removed?.state ?? "none";
  });
}
