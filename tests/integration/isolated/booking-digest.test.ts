// A booking's news in one email (issue 36, item 3; docs/decisions/020-booking-digest.md):
// what happens on a booking within ten minutes reaches the client as one
// email, nothing is lost or sent twice, closing says what was delivered, and
// the whole engagement's emails counted as written and as sent.
import { and, eq, gt, max } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { closeBooking } from "#app/admin/lists.server.ts";
import { sendDeliverable } from "#app/admin/staff-booking.server.ts";
import { sendBookingDigest } from "#app/bookings/booking-digest.server.ts";
import { moveStage, postMessage } from "#app/bookings/booking-work.server.ts";
import { addRequests } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { outbox, payments } from "#app/db/schema.ts";
import { decidePayment, reportPayment } from "#app/invoices/invoice-payments.server.ts";
import type { Sender } from "#app/mail/delivery.server.ts";
import { finishUploads, openConfirmation, recordUploads } from "#app/uploads/upload-mail.server.ts";
import { insertBooking, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { invoiceFirstItem } from "#tests/invoice-rows.ts";
import { deliverMail, sendDigests } from "#tests/jobs.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

// Invoices need the firm's billing details.
for (const [name, value] of Object.entries(TEST_FIRM)) vi.stubEnv(name, value);

setupTestDatabase();

const admin = { id: "admin-digest-test", email: "admin@example.com" };
const pdf = (fileName: string) => ({
  fileName,
  contentType: "application/pdf",
  storageKey: `${crypto.randomUUID()}.pdf`,
  size: 1_000,
  sha256: "0".repeat(64),
});

/** What reached `to` once the outbox is delivered. */
async function sentTo(to: string) {
  const sent: Parameters<Sender>[0][] = [];
  await deliverMail(async (message) => {
    sent.push(message);
  });
  return sent.filter((message) => message.to === to);
}

const written = async (to: string) =>
  (await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id)).map(
    (row) => row.subject,
  );

test("the engagement story: every client email as written (one per event, as before) and as sent (digests)", async () => {
  const { bookingId, email } = await insertBooking();
  const subject = await subjectFor(bookingId);
  const subjects: string[] = [];
  // Each event's email as written, one per event, as the site sent them before digests.
  const perEvent: string[] = [];
  let seen = 0;
  const send = async () => {
    const rows = await getDb()
      .select({ id: outbox.id, subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.to, email), gt(outbox.id, seen)))
      .orderBy(outbox.id);
    perEvent.push(...rows.map((row) => row.subject));
    await sendDigests();
    subjects.push(...(await sentTo(email)).map((message) => message.subject));
    const [last] = await getDb()
      .select({ id: max(outbox.id) })
      .from(outbox);
    seen = last?.id ?? 0;
  };

  // Day 1: booked; within minutes the firm asks for documents, and writes.
  await getDb().transaction((tx) =>
    openConfirmation(tx, { bookingId, received: [], refused: [], mailClient: true, uploadsFollow: false }),
  );
  await send();
  expect(await addRequests(bookingId, admin.id, ["Form 16", "AIS"], null)).toBe("added");
  await postMessage({ bookingId, author: "firm", authorId: admin.id, body: "Please also send your rent receipts." });
  await send();
  // Day 2: the client uploads (one round); the firm has what it needs and starts.
  await getDb().transaction((tx) => recordUploads(tx, bookingId, { received: ["form16.pdf", "ais.pdf"], refused: [] }));
  expect(await finishUploads(bookingId)).toBe(true);
  await send();
  expect(await moveStage(bookingId, "Documents received", admin.id)).toBe("moved");
  expect(await moveStage(bookingId, "In preparation", admin.id)).toBe("moved");
  await send();
  // Day 5: for approval, a message; day 6: filed, the ITR-V, the invoice.
  expect(await moveStage(bookingId, "Sent for your approval", admin.id)).toBe("moved");
  await postMessage({ bookingId, author: "firm", authorId: admin.id, body: "The computation is on your page." });
  await send();
  // Approved on a call, not through the site: filed with staff's reason (issue 38, item 3).
  expect(
    await moveStage(bookingId, "Filed / Submitted", admin.id, { overrideReason: "The client approved on a call." }),
  ).toEqual({ overridden: ["no draft has been sent for the client's approval"] });
  await sendDeliverable(bookingId, pdf("itr-v.pdf"), "ITR-V acknowledgement");
  const issued = await invoiceFirstItem(bookingId, admin);
  await send();
  // Day 7: paid by UPI, confirmed (the receipt); the firm closes the booking.
  expect(await reportPayment({ bookingId, invoiceId: issued.id, utr: "412345678901" })).toBe("reported");
  const [payment] = await getDb().select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, issued.id));
  const decided = await decidePayment({ bookingId, paymentId: payment?.id ?? 0, admin, confirm: true, note: "" });
  expect(decided).toBeTruthy();
  await send();
  expect(await closeBooking(bookingId, admin)).toBe("closed");
  await send();

  // As written, one email per event: what the site sent before digests, and the new 'work complete'.
  expect(perEvent).toEqual(
    [
      `Booking ${bookingId} received`,
      `Documents needed for booking ${bookingId}`,
      `New message about booking ${bookingId}`,
      `Documents received for booking ${bookingId}`,
      `Booking ${bookingId}: Documents received`,
      `Booking ${bookingId}: Sent for your approval`,
      `New message about booking ${bookingId}`,
      `Booking ${bookingId}: Filed / Submitted`,
      `A document from us for booking ${bookingId}`,
      `Invoice ${issued.number} for booking ${bookingId}`,
      `Receipt: payment received for invoice ${issued.number}`,
      `Work complete on booking ${bookingId}`,
    ].map(subject),
  );
  const before = perEvent.length - 1;
  // As sent: what happened within ten minutes on the booking goes as one.
  expect(subjects).toEqual(
    [
      `Booking ${bookingId} received`,
      `2 updates on your booking ${bookingId}`,
      `Documents received for booking ${bookingId}`,
      `Booking ${bookingId}: Documents received`,
      `2 updates on your booking ${bookingId}`,
      `Invoice ${issued.number} for booking ${bookingId}`,
      `2 updates on your booking ${bookingId}`,
      `Receipt: payment received for invoice ${issued.number}`,
      `Work complete on booking ${bookingId}`,
    ].map(subject),
  );
  expect([before, subjects.length]).toEqual([11, 9]);
});

test("closing tells the client the work is complete, with what was delivered; a digest is one email with one button", async () => {
  const { bookingId, email } = await insertBooking();
  await sendDeliverable(bookingId, pdf("itr-v.pdf"), "ITR-V acknowledgement");
  await sendDeliverable(bookingId, pdf("computation.pdf"), "Computation of income");
  await postMessage({ bookingId, author: "firm", authorId: admin.id, body: "All done: thank you." });
  expect(await closeBooking(bookingId, admin)).toBe("closed");
  await sendDigests();
  const [mail, ...others] = await sentTo(email);
  expect(others).toEqual([]);
  expect(mail?.subject).toBe((await subjectFor(bookingId))(`4 updates on your booking ${bookingId}`));
  for (const line of [
    `Work complete on booking ${bookingId}`,
    "Delivered: ITR-V acknowledgement (itr-v.pdf)",
    "Delivered: Computation of income (computation.pdf)",
    "All done: thank you.",
    `A document from us for booking ${bookingId}`,
  ])
    expect(mail?.text).toContain(line);
  // One button: the booking page, signing the client in.
  expect(mail?.html.match(/display:inline-block">/g)).toHaveLength(1);
  expect(mail?.text).toMatch(/Open your booking: https?:\/\/\S+\/sign-in-link\?token=/);

  // Closed alone, it is the work-complete email itself.
  const other = await insertBooking();
  await sendDeliverable(other.bookingId, pdf("itr-v.pdf"), "ITR-V acknowledgement");
  await sendDigests();
  await sentTo(other.email);
  expect(await closeBooking(other.bookingId, admin)).toBe("closed");
  await sendDigests();
  const [complete] = await sentTo(other.email);
  expect(complete?.subject).toBe((await subjectFor(other.bookingId))(`Work complete on booking ${other.bookingId}`));
  expect(complete?.text).toContain("- ITR-V acknowledgement (itr-v.pdf)");
});

test("a digest that fails half-way loses nothing and sends nothing twice; held mail waits for its digest", async () => {
  const { bookingId, email } = await insertBooking();
  await postMessage({ bookingId, author: "firm", authorId: admin.id, body: "First." });
  await postMessage({ bookingId, author: "firm", authorId: admin.id, body: "Second." });
  // Held: the send-email workers have nothing of it.
  expect(await sentTo(email)).toEqual([]);

  // The process dies inside the digest's transaction: it rolls back whole.
  const db = getDb();
  const transaction = db.transaction.bind(db);
  const spy = vi.spyOn(db, "transaction").mockImplementationOnce((run) =>
    transaction(async (tx) => {
      await run(tx);
      throw new Error("the process died");
    }),
  );
  await expect(sendBookingDigest(bookingId)).rejects.toThrow("the process died");
  spy.mockRestore();
  const subject = await subjectFor(bookingId);
  expect(await written(email)).toEqual([
    subject(`New message about booking ${bookingId}`),
    subject(`New message about booking ${bookingId}`),
  ]);

  // The job runs again: one email with both, then nothing more.
  await sendDigests();
  await sendBookingDigest(bookingId);
  const sent = await sentTo(email);
  expect(sent.map((message) => message.subject)).toEqual([subject(`2 updates on your booking ${bookingId}`)]);
  expect(sent[0]?.text).toContain("First.");
  expect(sent[0]?.text).toContain("Second.");
  expect(await written(email)).toEqual([subject(`2 updates on your booking ${bookingId}`)]);
  expect(await sentTo(email)).toEqual([]);
});
