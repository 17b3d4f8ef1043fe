// Issue 22.4: a client takes a copy of everything held about them, and asks
// for erasure; staff refuse (with a reason) or approve, and erasure leaves
// no personal field or file, only the anonymised bookings the law needs.
import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { findClientBooking } from "#app/bookings/booking-page.server.ts";
import { getDb } from "#app/db/client.server.ts";
import {
  auditEvents,
  bookingItems,
  bookingMessages,
  bookings,
  challans,
  consents,
  documentAccess,
  enquiries,
  erasureRequests,
  outbox,
  uploads,
  user,
} from "#app/db/schema.ts";
import * as adminErasure from "#app/routes/admin-erasure-requests.tsx";
import * as myDataExport from "#app/routes/my-data.export.ts";
import * as myData from "#app/routes/my-data.tsx";
import { getStorage } from "#app/uploads/storage.server.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";
import { unzip } from "#tests/zip.ts";

setupTestDatabase();

let adminCookie: string;
let clientCookie: string;
let clientEmail: string;
beforeAll(async () => {
  ({ adminCookie, clientCookie } = await signInAdminAndClient());
  const [client] = await getDb().select({ email: user.email }).from(user).where(eq(user.role, "user"));
  clientEmail = client?.email ?? "";
});

/** A booking of the signed-in client with a document, a message, an enquiry and a consent. */
async function clientHistory(email = clientEmail) {
  const { bookingId } = await insertBooking({
    email,
    customerInstructions: "My PAN is ABCDE1234F",
    status: "Closed",
    closedAt: new Date(),
  });
  const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(70_000)]);
  const saved = await getStorage().save(Readable.from([bytes]));
  const [upload] = await getDb()
    .insert(uploads)
    .values({ bookingId, fileName: "Form 16.pdf", storageKey: saved.key, contentType: "application/pdf", ...saved })
    .returning({ id: uploads.id });
  await getDb().insert(bookingMessages).values({ bookingId, author: "client", body: "Salary slips attached." });
  const token = randomUUID();
  await getDb()
    .insert(enquiries)
    .values({ name: "Asha Rao", phone: "9876543210", email, service: "GST", message: `Enquiry ${token}` });
  await getDb().insert(consents).values({ email, purpose: "marketing", noticeVersion: "2026-11-24" });
  return { bookingId, bytes, key: saved.key, uploadId: upload?.id ?? 0, token };
}

test("the export holds the client's data and documents, and nobody else's", async () => {
  const mine = await clientHistory();
  const someoneElse = await clientHistory(`other-${randomUUID()}@example.com`);
  // The tax the firm told them to pay the government, while the booking was open (issue 38, items 2 and 4).
  await getDb()
    .insert(challans)
    .values({
      bookingId: mine.bookingId,
      tax: "income-tax",
      reference: "26042100054321",
      period: "AY 2027-28",
      payBy: "2026-07-31",
      lines: [{ head: "self-assessment", part: "tax", paise: 4_876_000 }],
      totalPaise: 4_876_000,
      createdBy: "admin-my-data",
    });
  const response = await callRoute(myDataExport.loader, "/my-data/export", { cookie: clientCookie });
  expect(response.headers.get("Content-Type")).toBe("application/zip");
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  const json = files.get("data.json")?.toString("utf8") ?? "";
  expect(json).toContain(mine.bookingId);
  expect(json).toContain(mine.token);
  expect(json).toContain("Salary slips attached.");
  const exported = JSON.parse(json) as { bookings: { bookingId: string; taxToGovernment: unknown[] }[] };
  expect(exported.bookings.find((booking) => booking.bookingId === mine.bookingId)?.taxToGovernment).toEqual([
    expect.objectContaining({
      tax: "income-tax",
      reference: "26042100054321",
      totalRupees: "48760.00",
      lines: [{ head: "self-assessment", part: "tax", rupees: "48760.00" }],
      status: "to-pay",
    }),
  ]);
  expect(json).not.toContain(someoneElse.bookingId);
  expect(json).not.toContain(someoneElse.token);
  expect(files.get(`documents/${mine.bookingId}/${mine.uploadId}-Form 16.pdf`)?.equals(mine.bytes)).toBe(true);
  expect([...files.keys()].some((name) => name.includes(someoneElse.bookingId))).toBe(false);
  const audited = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "data-exported"));
  expect(audited.map((event) => event.target)).toContain(clientEmail);

  for (const cookie of ["", adminCookie]) {
    expect((await settle(callRoute(myDataExport.loader, "/my-data/export", { cookie }))).location).toMatch(/^\/login/);
  }
});

test("an erasure request waits for staff; a refusal needs a reason; approval erases all but the anonymised bookings", async () => {
  const mine = await clientHistory();
  const someoneElse = await clientHistory(`other-${randomUUID()}@example.com`);
  await getDb().insert(documentAccess).values({
    uploadId: mine.uploadId,
    bookingId: mine.bookingId,
    fileName: "Form 16.pdf",
    actorEmail: clientEmail,
    actorRole: "user",
  });
  const ask = () =>
    settle(
      callRoute(myData.action, "/my-data", {
        cookie: clientCookie,
        form: { intent: "erase", note: "I have moved abroad." },
      }),
    );
  expect(JSON.stringify((await ask()).body)).toContain("Your request is with us.");
  expect(JSON.stringify((await ask()).body)).toContain("You already have a request waiting");
  const [request] = await getDb().select().from(erasureRequests).where(eq(erasureRequests.email, clientEmail));
  expect(request?.status).toBe("pending");
  const decide = (form: Record<string, string>, cookie = adminCookie) =>
    settle(callRoute(adminErasure.action, "/admin-erasure-requests", { cookie, form }));

  // A client cannot decide; a refusal without a reason is refused; nothing changes.
  expect((await decide({ id: String(request?.id), decision: "approve" }, clientCookie)).location).toMatch(/^\/login/);
  const noReason = await decide({ id: String(request?.id), decision: "refuse", reason: " " });
  expect(noReason.status).toBe(400);
  expect(JSON.stringify(noReason.body)).toContain("Please give the reason the law gives for keeping the data.");
  expect((await decide({ id: "999999", decision: "approve" })).status).toBe(404);
  expect((await getDb().select().from(uploads).where(eq(uploads.bookingId, mine.bookingId))).length).toBe(1);

  const approved = await decide({ id: String(request?.id), decision: "approve" });
  expect(approved.status).toBe(200);
  expect((await decide({ id: String(request?.id), decision: "approve" })).status).toBe(409);

  // Nothing personal is left: no document (row or file), message, enquiry, consent; the booking is anonymised.
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, mine.bookingId))).toEqual([]);
  await expect(buffer(await getStorage().open(mine.key))).rejects.toThrow();
  expect(await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, mine.bookingId))).toEqual([]);
  expect(await getDb().select().from(enquiries).where(eq(enquiries.email, clientEmail))).toEqual([]);
  expect(await getDb().select().from(consents).where(eq(consents.email, clientEmail))).toEqual([]);
  const log = await getDb().select().from(documentAccess).where(eq(documentAccess.bookingId, mine.bookingId));
  expect(log.map((opening) => [opening.fileName, opening.actorEmail])).toEqual([["an erased document", null]]);
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.bookingId, mine.bookingId));
  expect(booking).toMatchObject({ customerName: "Erased on request", phone: "", customerInstructions: "" });
  expect(await getDb().select().from(bookingItems).where(eq(bookingItems.bookingId, mine.bookingId))).toHaveLength(1);
  const mails = await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, clientEmail));
  expect(mails).toEqual([{ subject: "Your data has been erased" }]);
  // The client's booking page says so.
  const page = await findClientBooking(mine.bookingId, clientEmail);
  expect(page?.deleted[0]).toMatch(/^The documents you sent for this booking were deleted on /);

  // Someone else's data is untouched.
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, someoneElse.bookingId))).toHaveLength(1);
  const [other] = await getDb().select().from(bookings).where(eq(bookings.bookingId, someoneElse.bookingId));
  expect(other?.customerName).toBe("Asha Rao");
});

test("an open engagement is named as a reason to keep, and a refusal is sent with its reason", async () => {
  const { adminCookie: admin, clientCookie: client } = await signInAdminAndClient();
  const own = await settle(callRoute(myData.loader, "/my-data", { cookie: client }));
  const email = (own.body as { email: string }).email;
  const { bookingId } = await insertBooking({ email });
  await settle(callRoute(myData.action, "/my-data", { cookie: client, form: { intent: "erase" } }));
  const queue = await settle(callRoute(adminErasure.loader, "/admin-erasure-requests", { cookie: admin }));
  const waiting = (queue.body as { requests: { id: number; email: string; reasonsToKeep: string[] }[] }).requests.find(
    (request) => request.email === email,
  );
  expect(waiting?.reasonsToKeep.join(" ")).toContain(`An engagement is still open (${bookingId})`);
  const reason = "Your GST return for this booking is still being filed; we will erase it once it is closed.";
  const refused = await settle(
    callRoute(adminErasure.action, "/admin-erasure-requests", {
      cookie: admin,
      form: { id: String(waiting?.id), decision: "refuse", reason },
    }),
  );
  expect(refused.status).toBe(200);
  const [mail] = await getDb()
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, "About your request to erase your data")));
  expect(mail?.text).toContain(reason);
  const page = await settle(callRoute(myData.loader, "/my-data", { cookie: client }));
  expect(JSON.stringify(page.body)).toContain(reason);
});
