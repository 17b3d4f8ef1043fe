// What a client's dashboard lists for each of their bookings (issue 20.4):
// the services and total, the stage, the documents they sent, how many
// required documents are still missing (checklist and the firm's open
// requests), and their invoices; never another client's booking, never the
// firm's own documents.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { getChecklist } from "#app/bookings/checklist.server.ts";
import { getClientBookings } from "#app/bookings/client-bookings.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookingRequests, bookings, uploads } from "#app/db/schema.ts";
import { issueInvoice } from "#app/invoices/invoice-issuing.server.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

vi.stubEnv("FIRM_NAME", "EasyTax Filing LLP");
vi.stubEnv("FIRM_ADDRESS", "Link Road, Cuttack, Odisha 753012");
vi.stubEnv("FIRM_GSTIN", "21AABCE1234F1ZH");
vi.stubEnv("FIRM_UPI_VPA", "easytax@okaxis");
vi.stubEnv("FIRM_SIGNATORY_NAME", TEST_FIRM.FIRM_SIGNATORY_NAME);
vi.stubEnv("FIRM_SIGNATORY_DESIGNATION", TEST_FIRM.FIRM_SIGNATORY_DESIGNATION);
vi.stubEnv("FIRM_SIGNATURE_IMAGE", TEST_FIRM.FIRM_SIGNATURE_IMAGE);

setupTestDatabase();

async function addUpload(
  bookingId: string,
  fileName: string,
  size: number,
  filedAs: string,
  source: "client" | "firm",
) {
  await getDb()
    .insert(uploads)
    .values({
      bookingId,
      fileName,
      storageKey: randomUUID(),
      contentType: "application/pdf",
      size,
      sha256: "0".repeat(64),
      filedAs,
      source,
    });
}

test("each booking of the email, newest first, with its stage, documents, what is still needed and invoices", async () => {
  const email = `client-${randomUUID()}@example.com`;
  // Asked for rent receipts below: a request puts the booking at 'Documents requested'.
  const older = await insertBooking({
    email,
    createdAt: new Date("2026-04-02T05:00:00Z"),
    stage: "Documents requested",
  });
  await getDb().insert(bookingItems).values({
    bookingId: older.bookingId,
    serviceId: "income-tax-filing",
    optionId: "company",
    title: "Income Tax Filing – Company",
    charge: 1000,
    quantity: 2,
  });
  const gstList = getChecklist("gst-filing:monthly_gst");
  const itrList = getChecklist("income-tax-filing:company");
  const firstRequired = gstList.find((item) => item.required);
  if (!firstRequired) throw new Error("the GST checklist has no required item");
  await addUpload(older.bookingId, "GST login.pdf", 1_536, firstRequired.id, "client");
  await addUpload(older.bookingId, "Notes.pdf", 2_400_000, "other", "client");
  await addUpload(older.bookingId, "GSTR-3B filed.pdf", 10_000, "other", "firm");
  await getDb()
    .insert(bookingRequests)
    .values([
      { bookingId: older.bookingId, label: "Rent receipts April 2026 – March 2027" },
      { bookingId: older.bookingId, label: "Old PAN card", notNeeded: true },
    ]);
  const issued = await issueInvoice({
    bookingId: older.bookingId,
    admin: { email: "staff@example.com" },
    lines: (
      await getDb()
        .select({ id: bookingItems.id })
        .from(bookingItems)
        .where(eq(bookingItems.bookingId, older.bookingId))
    ).map((item) => ({ itemId: item.id, unitPaise: null })),
    recipient: { name: "Asha Rao", address: "Cuttack", gstin: null, stateCode: "21" },
  });
  expect(issued.outcome).toBe("issued");

  const closed = await insertBooking({ email: email.toUpperCase(), createdAt: new Date("2026-05-02T05:00:00Z") });
  await getDb().update(bookings).set({ status: "Closed" }).where(eq(bookings.bookingId, closed.bookingId));
  const newest = await insertBooking({ email, createdAt: new Date("2026-06-02T05:00:00Z") });
  await insertBooking(); // someone else's

  const listed = await getClientBookings(email);
  expect(listed.map((booking) => booking.bookingId)).toEqual([newest.bookingId, closed.bookingId, older.bookingId]);

  const [fresh, done, worked] = listed;
  const requiredOf = (list: typeof gstList) => new Set(list.filter((item) => item.required).map((item) => item.id));
  const gstRequired = requiredOf(gstList).size;
  expect(fresh).toMatchObject({
    customerName: "Asha Rao",
    items: ["GST Filing – Monthly x 1"],
    total: "₹500",
    status: "In Progress",
    stage: "Booked",
    documents: [],
    neededCount: gstRequired,
    stillNeeded: `${gstRequired} documents needed`,
    invoices: [],
  });
  expect(done).toMatchObject({
    status: "Closed",
    stage: "Closed",
    neededCount: 0,
    stillNeeded: "Nothing: this booking is closed.",
  });
  // One required GST document arrived; the request still open counts, the one not needed does not.
  const required = new Set([...requiredOf(gstList), ...requiredOf(itrList)]);
  required.delete(firstRequired.id);
  expect(worked).toMatchObject({
    items: ["GST Filing – Monthly x 1", "Income Tax Filing – Company x 2"],
    total: "₹2,500",
    stage: "Documents requested",
    documents: ["GST login.pdf (2 KB)", "Notes.pdf (2.3 MB)"],
    neededCount: required.size + 1,
    stillNeeded: `${required.size + 1} documents needed`,
  });
  expect(worked?.invoices).toHaveLength(1);
  expect(worked?.invoices[0]).toMatch(/^ETF\/\d{4}-\d{2}\/\d{4}: Unpaid \(₹2,950\.00\)$/);
  // What waits on the client (issue 36, item 1): the invoice, then the documents, each named,
  // then the firm's document not yet downloaded; nothing for the closed booking.
  expect(worked?.toDo.map((task) => task.kind)).toEqual(["pay", "upload", "download"]);
  expect(worked?.toDo[0]).toMatchObject({ kind: "pay", amount: "₹2,950.00" });
  // Its button opens a UPI app for what is owed, the invoice's number as `tr`.
  const upi = worked?.toDo[0]?.kind === "pay" ? new URL(worked.toDo[0].upiLink ?? "") : null;
  expect(upi?.protocol).toBe("upi:");
  expect(upi?.searchParams.get("am")).toBe("2950.00");
  expect(upi?.searchParams.get("tr")).toMatch(/^ETF\/\d{4}-\d{2}\/\d{4}$/);
  expect(worked?.toDo[1]).toMatchObject({ kind: "upload" });
  const named = worked?.toDo[1]?.kind === "upload" ? worked.toDo[1].documents : [];
  expect(named).toHaveLength(required.size + 1);
  expect(named).toContain("Rent receipts April 2026 – March 2027");
  expect(named).not.toContain(firstRequired.name);
  expect(worked?.toDo[2]).toMatchObject({ kind: "download", name: "GSTR-3B filed.pdf" });
  expect(done?.toDo).toEqual([]);

  // Once the firm has what it needs, nothing is asked, whatever is missing from the list.
  await getDb().update(bookings).set({ stage: "In preparation" }).where(eq(bookings.bookingId, older.bookingId));
  const later = (await getClientBookings(email)).find((booking) => booking.bookingId === older.bookingId);
  expect(later).toMatchObject({
    neededCount: 0,
    stillNeeded: "Nothing for now. We will email you if we need anything else.",
  });
  expect(later?.toDo.map((task) => task.kind)).toEqual(["pay", "download"]);
});

test("an email with no bookings lists none", async () => {
  expect(await getClientBookings(`nobody-${randomUUID()}@example.com`)).toEqual([]);
});
