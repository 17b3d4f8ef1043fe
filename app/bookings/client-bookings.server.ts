// A client's own bookings as they read them on their dashboard (issue 18.6):
// the spec's fields, plus the documents received and what is still needed.
import { asc, inArray } from "drizzle-orm";
import { type BookingRow, formatSize, getBookingsForEmail } from "#app/bookings/bookings.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.ts";

export type ClientBooking = BookingRow & {
  /** "Form 16.pdf (1.2 MB)", in the order they arrived. */
  documents: string[];
  /** One sentence: what the firm still needs from the client, or that nothing is. */
  stillNeeded: string;
};

const NEEDS_DOCUMENTS = "Your documents: send them on the Past booking details page with this booking id.";
const NEEDS_NOTHING = "Nothing for now. We will email you if we need anything else.";
const NEEDS_NOTHING_CLOSED = "Nothing: this booking is closed.";

/** What is still needed, in one place: closed needs nothing; no documents yet needs the documents. */
function getStillNeeded(status: string, documentCount: number): string {
  if (status === "Closed") return NEEDS_NOTHING_CLOSED;
  return documentCount === 0 ? NEEDS_DOCUMENTS : NEEDS_NOTHING;
}

export async function getClientBookings(email: string): Promise<ClientBooking[]> {
  const bookings = await getBookingsForEmail(email);
  if (bookings.length === 0) return [];
  const files = await getDb()
    .select({ bookingId: uploads.bookingId, fileName: uploads.fileName, size: uploads.size })
    .from(uploads)
    .where(
      inArray(
        uploads.bookingId,
        bookings.map((booking) => booking.bookingId),
      ),
    )
    .orderBy(asc(uploads.id));
  return bookings.map((booking) => {
    const documents = files
      .filter((file) => file.bookingId === booking.bookingId)
      .map((file) => `${file.fileName} (${formatSize(file.size)})`);
    return { ...booking, documents, stillNeeded: getStillNeeded(booking.status, documents.length) };
  });
}
