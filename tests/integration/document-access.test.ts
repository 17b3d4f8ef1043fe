// Issue 22.2: the document access log as each reader sees it. The client
// sees when the firm opened their documents, never who or from where; staff
// see every opening per booking and per staff member; only admins reach the log.
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { DOCUMENT_ACCESS, listPage } from "#app/admin/lists.server.ts";
import { getStaffBooking } from "#app/admin/staff-booking.server.ts";
import { findClientBooking } from "#app/bookings/booking-page.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { documentAccess, uploads, user } from "#app/db/schema.ts";
import * as adminUploads from "#app/routes/admin.uploads.ts";
import * as accessLog from "#app/routes/admin-document-access.tsx";
import { getStorage } from "#app/uploads/storage.server.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie: string;
let clientCookie: string;
let adminEmail: string;
beforeAll(async () => {
  let adminId: string;
  ({ adminCookie, clientCookie, adminId } = await signInAdminAndClient());
  const [admin] = await getDb().select({ email: user.email }).from(user).where(eq(user.id, adminId));
  adminEmail = admin?.email ?? "";
});

test("an opening by the firm is shown to the client as a time alone, to staff with who and where", async () => {
  const { bookingId, email } = await insertBooking();
  const saved = await getStorage().save(Readable.from([Buffer.from("%PDF-1.7 bank statement")]));
  const [row] = await getDb()
    .insert(uploads)
    .values({
      bookingId,
      fileName: "bank-statement.pdf",
      storageKey: saved.key,
      contentType: "application/pdf",
      ...saved,
    })
    .returning({ id: uploads.id });
  const uploadId = row?.id ?? 0;
  const response = await callRoute(adminUploads.loader, `/admin/uploads/${uploadId}`, {
    cookie: adminCookie,
    params: { uploadId: String(uploadId) },
    address: "198.51.100.7",
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  // The client's own download is logged too, and is not 'the firm'.
  await getDb()
    .insert(documentAccess)
    .values({ uploadId, bookingId, fileName: "bank-statement.pdf", actorEmail: email, actorRole: "user" });

  const client = await findClientBooking(bookingId, email);
  expect(client?.firmOpenings).toEqual([
    { id: expect.any(Number), fileName: "bank-statement.pdf", at: expect.any(String) },
  ]);
  expect(JSON.stringify(client)).not.toContain(adminEmail);
  expect(JSON.stringify(client)).not.toContain("198.51.100.7");

  const staff = await getStaffBooking(bookingId);
  expect(staff?.openings).toEqual([
    expect.objectContaining({ fileName: "bank-statement.pdf", fromFirm: false, by: email }),
    expect.objectContaining({
      fileName: "bank-statement.pdf",
      fromFirm: true,
      by: adminEmail,
      address: "198.51.100.7",
    }),
  ]);

  // Per staff member: the log searched by their email.
  const { rows } = await listPage(DOCUMENT_ACCESS, { q: adminEmail, page: 1 });
  expect(rows.map((opening) => [opening.bookingId, opening.actorRole])).toEqual([[bookingId, "admin"]]);
});

test("only admins open the document access log", async () => {
  for (const cookie of ["", clientCookie]) {
    const refused = await settle(callRoute(accessLog.loader, "/admin-document-access", { cookie }));
    expect(refused.location).toMatch(/^\/login/);
  }
  const page = await settle(callRoute(accessLog.loader, "/admin-document-access", { cookie: adminCookie }));
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({ admins: expect.arrayContaining([expect.objectContaining({ email: adminEmail })]) });
});
