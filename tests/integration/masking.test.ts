import { randomUUID } from "node:crypto";
import { beforeAll, expect, test } from "vitest";
import { BOOKINGS, ENQUIRY_LISTS, listPage } from "#app/admin/lists.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { enquiries, partners } from "#app/db/schema.ts";
import * as staffBooking from "#app/routes/admin-booking.tsx";
import * as bookingsCsv from "#app/routes/admin-dashboard[.]csv.ts";
import * as enquiriesCsv from "#app/routes/enquiries-dashboard[.]csv.ts";
import * as partnersCsv from "#app/routes/partner-enquiries-dashboard[.]csv.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie: string;
beforeAll(async () => {
  ({ adminCookie } = await signInAdminAndClient());
});

// 234123412346 ends in its Verhoeff check digit, so it reads as an Aadhaar number.
const TYPED = "PAN ABCDE1234F, Aadhaar 2341 2341 2346, call 919876543210";
const MASKED = "PAN ABCDE****F, Aadhaar XXXX XXXX 2346, call 919876543210";

/** The text of a CSV export, as an admin downloads it. */
async function exportCsv(loader: (args: never) => Promise<Response>, path: string) {
  const response = await callRoute(loader, path, { cookie: adminCookie });
  expect(response.status).toBe(200);
  return response.text();
}

test("a booking's instructions are masked in the list and the CSV, and shown in full on its staff page", async () => {
  const { bookingId } = await insertBooking({ customerInstructions: TYPED });

  const { rows } = await listPage(BOOKINGS, { q: bookingId, page: 1 });
  expect(rows.map((row) => row.instructions)).toEqual([MASKED]);

  const csv = await exportCsv(bookingsCsv.loader, `/admin-dashboard.csv?q=${bookingId}`);
  expect(csv).toContain(MASKED);
  expect(csv).not.toContain("ABCDE1234F");
  expect(csv).not.toContain("2341 2341 2346");

  const page = await settle(
    callRoute(staffBooking.loader, `/admin-booking/${bookingId}`, { cookie: adminCookie, params: { bookingId } }),
  );
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({ booking: { bookingId, instructions: TYPED } });
});

test("an enquiry's message is masked in the list and the CSV", async () => {
  const email = `enquirer-${randomUUID()}@example.com`;
  await getDb()
    .insert(enquiries)
    .values({ name: "Ravi Kumar", phone: "+91 98765 43210", email, service: "gst-filing", message: TYPED });

  const { rows } = await listPage(ENQUIRY_LISTS.enquiry, { q: email, page: 1 });
  expect(rows.map((row) => row.message)).toEqual([MASKED]);

  const csv = await exportCsv(enquiriesCsv.loader, `/enquiries-dashboard.csv?q=${email}`);
  expect(csv).toContain(MASKED);
  expect(csv).not.toContain("ABCDE1234F");
  expect(csv).not.toContain("2341 2341 2346");
});

test("a partner enquiry's address and firm details are masked in the list and the CSV", async () => {
  const email = `partner-${randomUUID()}@example.com`;
  await getDb()
    .insert(partners)
    .values({ name: "Meera Shah", phone: "+91 98765 43210", email, address: "12 MG Road, Pune", firmDetails: TYPED });

  const { rows } = await listPage(ENQUIRY_LISTS.partner, { q: email, page: 1 });
  expect(rows.map((row) => [row.address, row.firmDetails])).toEqual([["12 MG Road, Pune", MASKED]]);

  const csv = await exportCsv(partnersCsv.loader, `/partner-enquiries-dashboard.csv?q=${email}`);
  expect(csv).toContain(MASKED);
  expect(csv).not.toContain("ABCDE1234F");
  expect(csv).not.toContain("2341 2341 2346");
});
