// A booking as the checkout leaves it (the row, its first history line, one
// GST filing item), written straight to the database for integration tests;
// and files as the upload route receives them, for createBooking and addDocuments.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { bookingEvents, bookingItems, bookings } from "#app/db/schema.ts";
import { receiveMultipartForm } from "#app/uploads/receive.server.ts";

export async function insertBooking(seed: Partial<typeof bookings.$inferInsert> = {}) {
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  const email = `client-${randomUUID()}@example.com`;
  await getDb()
    .insert(bookings)
    .values({ bookingId, customerName: "Asha Rao", email, phone: "+91 98765 43210", ...seed });
  await getDb().insert(bookingEvents).values({ bookingId, stage: "Booked" });
  await getDb().insert(bookingItems).values({
    bookingId,
    serviceId: "gst-filing",
    optionId: "monthly_gst",
    title: "GST Filing – Monthly",
    charge: 500,
    quantity: 1,
  });
  return { bookingId, email };
}

/** Files received as a multipart form brings them, every one accepted. */
export async function receiveFiles(files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const file of files) form.append("files", new File([new Uint8Array(file.bytes)], file.name));
  const received = await receiveMultipartForm(new Request("http://localhost/", { method: "POST", body: form }));
  expect(received.refused).toEqual([]);
  return received.accepted;
}

/** A booking's short reference (issue 36, item 10). */
export async function referenceOf(bookingId: string): Promise<string> {
  const [booking] = await getDb()
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  return booking?.reference ?? "";
}

/** What an email about the booking has for a subject: its reference first, then `text`. */
export async function subjectFor(bookingId: string): Promise<(text: string) => string> {
  const reference = await referenceOf(bookingId);
  return (text) => `[${reference}] ${text}`;
}
