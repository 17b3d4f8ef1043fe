import { expect, test } from "vitest";
import { getClientBookings } from "#app/bookings/client-bookings.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookings } from "#app/db/schema.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

async function insertBooking(bookingId: string, email: string, createdAt: string) {
  await getDb()
    .insert(bookings)
    .values({
      bookingId,
      customerName: "Asha Rao",
      email,
      phone: "9876543210",
      createdAt: new Date(createdAt),
    });
  await getDb()
    .insert(bookingItems)
    .values([
      {
        bookingId,
        serviceId: "gst-filing",
        optionId: "monthly_gst",
        title: "GST Filing – Monthly",
        charge: 500,
        quantity: 2,
      },
      {
        bookingId,
        serviceId: "auditing-services",
        optionId: "tax_audits",
        title: "Auditing – Tax Audit",
        charge: null,
        quantity: 1,
      },
    ]);
}

test("a user sees only the bookings made with their email, newest first", async () => {
  await insertBooking("ETF-1-1", "asha@example.com", "2026-04-01T10:00:00Z");
  await insertBooking("ETF-2-2", "Asha@Example.com", "2026-05-01T10:00:00Z");
  await insertBooking("ETF-3-3", "someone.else@example.com", "2026-06-01T10:00:00Z");

  const rows = await getClientBookings("asha@example.com");
  expect(rows.map((row) => row.bookingId)).toEqual(["ETF-2-2", "ETF-1-1"]);
  expect(rows[0]).toMatchObject({
    status: "In Progress",
    items: ["GST Filing – Monthly x 2", "Auditing – Tax Audit x 1"],
    total: "₹1,000 + On Request items, quoted before work starts",
    createdAt: "1 May 2026, 3:30 pm IST",
  });
  expect(await getClientBookings("nobody@example.com")).toEqual([]);
});
