// A booking as the checkout leaves it (the row, its first history line, one
// GST filing item), written straight to the database for integration tests;
// and files as the upload route receives them, for createBooking and addDocuments.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { bookingEvents, bookingItems, bookings, type InvoiceStatus, invoices } from "#app/db/schema.ts";
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

/** An issued invoice or credit note as the issuing code writes it (only its figures and state matter to the tests). */
export async function insertInvoice(
  bookingId: string,
  seed: {
    kind: "invoice" | "credit-note";
    number: string;
    issuedOn: string;
    totalPaise: number;
    correctsId?: number;
    status?: InvoiceStatus;
  },
) {
  const [row] = await getDb()
    .insert(invoices)
    .values({
      kind: seed.kind,
      number: seed.number,
      financialYear: "2026-27",
      sequence: Number(seed.number.slice(-4)),
      bookingId,
      correctsId: seed.correctsId ?? null,
      issuedOn: seed.issuedOn,
      issuedBy: "admin@example.com",
      supplier: {
        name: "EasyTax Filing LLP",
        address: "Cuttack",
        gstin: "21AABCE1234F1ZH",
        state: { code: "21", name: "Odisha" },
        email: "",
        phone: "",
      },
      recipient: {
        name: "Meera Das",
        address: "",
        gstin: null,
        state: { code: "21", name: "Odisha" },
        email: "meera@example.com",
      },
      placeOfSupply: { code: "21", name: "Odisha" },
      lines: [],
      taxablePaise: seed.totalPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: seed.totalPaise,
      status: seed.status ?? (seed.kind === "invoice" ? "unpaid" : "issued"),
    })
    .returning({ id: invoices.id });
  return row?.id as number;
}
