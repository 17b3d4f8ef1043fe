// Issue 17 item 6: a booking with 12 files sent the client 13 emails (a
// confirmation saying no documents had come while they were on their way,
// then one receipt per file) and the firm none. Now each round of uploads is
// mailed once, when the browser says it is done or after a quiet window,
// to the client and to the firm, through a real SMTP server.
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { receiveDocuments } from "#app/bookings/documents.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, uploadBatches } from "#app/db/schema.ts";
import { makeHandlers, runDueJobs } from "#app/jobs/jobs.server.ts";
import { getJobQueue, queueJob } from "#app/jobs/queue.server.ts";
import { createSender } from "#app/mail/delivery.server.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import { submitBooking } from "#app/routes/cart-page.server.ts";
import { action as finishedAction } from "#app/routes/uploads.finished.ts";
import { getFirmInbox } from "#app/site.server.ts";
import { mailQuietRounds } from "#app/uploads/upload-mail.server.ts";
import { subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail } from "#tests/jobs.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { type CapturedMail, decodeQuotedPrintable, startSmtpServer } from "#tests/smtp.ts";

// A booking of twelve files needs a quota above the default ten (set before
// any import reads the environment).
const givenMaxFiles = vi.hoisted(() => {
  const given = process.env.UPLOAD_MAX_FILES;
  process.env.UPLOAD_MAX_FILES = "20";
  return given;
});
setupTestDatabase();

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let send: ReturnType<typeof createSender>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  send = createSender({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await smtp?.close();
  if (givenMaxFiles === undefined) delete process.env.UPLOAD_MAX_FILES;
  else process.env.UPLOAD_MAX_FILES = givenMaxFiles;
});
beforeEach(async () => {
  await resetRateLimits();
});

const ITEMS = JSON.stringify([["gst-filing:monthly_gst", 1]]);
const pdf = (label: string) => Buffer.from(`%PDF-1.7\n% ${label} ${randomUUID()}\n%%EOF\n`);
const NOT_A_PDF = Buffer.from("MZ\x90\x00 this is a program");
let phones = 0;

function postForm(url: string, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("files", new File([new Uint8Array(file.bytes)], file.name));
  return new Request(url, { method: "POST", body: form });
}

/** Books as the browser does with JavaScript: details first, saying how many files follow. */
async function bookWithScript(email: string, pendingUploads: number): Promise<string> {
  const answer = await settle(
    submitBooking(
      postForm("http://localhost/cart-page", {
        name: "Asha Rao",
        phone: `+91 92222 ${String(10_000 + phones++)}`,
        email,
        items: ITEMS,
        clientUploads: "1",
        pendingUploads: String(pendingUploads),
        consent: "on",
      }),
      "10.60.0.1",
    ),
  );
  const bookingId = (answer.body as { bookingId: string | null }).bookingId ?? "";
  expect(bookingId).toMatch(/^ETF-/);
  return bookingId;
}

/** One request per file, three at a time, as upload-client.ts sends them. */
async function uploadEach(bookingId: string, files: { name: string; bytes: Buffer }[]) {
  const waiting = [...files];
  const results: { fileName: string; error: string | null }[] = [];
  const worker = async () => {
    for (let file = waiting.shift(); file; file = waiting.shift()) {
      const outcome = await receiveDocuments(postForm("http://localhost/uploads", { bookingId }, [file]), "10.61.0.1");
      results.push(...outcome.results);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return results;
}

async function sayFinished(bookingId: string) {
  const answer = await settle(callRoute(finishedAction, "/uploads/finished", { form: { bookingId } }));
  expect(answer.status).toBe(200);
  return (answer.body as { finished: boolean }).finished;
}

/** Sends the outbox through SMTP; returns what arrived about this booking. */
async function deliveredAbout(bookingId: string): Promise<(CapturedMail & { text: string })[]> {
  await deliverMail(send);
  return smtp.messages
    .map((message) => ({ ...message, text: decodeQuotedPrintable(message.raw) }))
    .filter((message) => message.text.includes(bookingId));
}

/** The Subject header, unfolded (a long one is folded onto more lines: RFC 5322, 2.2.3). */
const subjectOf = (message: CapturedMail) =>
  message.raw
    .match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1]
    ?.replace(/\r?\n(?=[ \t])/g, "")
    .trim() ?? "";
const newEmail = () => `client-${randomUUID()}@example.com`;
const twelveFiles = () =>
  Array.from({ length: 12 }, (_, index) => ({
    name: `scan-${String(index + 1).padStart(2, "0")}.pdf`,
    bytes: pdf("x"),
  }));

test("a booking with 12 files mails the client once, listing all 12 and the refused one, and the firm once", async () => {
  const email = newEmail();
  const bookingId = await bookWithScript(email, 13);
  const results = await uploadEach(bookingId, [...twelveFiles(), { name: "payslip.pdf", bytes: NOT_A_PDF }]);
  expect(results.filter((result) => result.error === null)).toHaveLength(12);

  // While the files arrive nobody is mailed.
  expect(await deliveredAbout(bookingId)).toEqual([]);

  expect(await sayFinished(bookingId)).toBe(true);
  const mails = await deliveredAbout(bookingId);
  const toClient = mails.filter((mail) => mail.to.includes(email));
  expect(toClient).toHaveLength(1);
  const confirmation = toClient[0] as CapturedMail & { text: string };
  const subject = await subjectFor(bookingId);
  expect(subjectOf(confirmation)).toBe(subject(`Booking ${bookingId} received`));
  expect(confirmation.text).toContain("Documents received (12):");
  for (let index = 1; index <= 12; index++) {
    expect(confirmation.text).toContain(`scan-${String(index).padStart(2, "0")}.pdf`);
  }
  expect(confirmation.text).toContain("Documents refused (1):");
  expect(confirmation.text).toContain("payslip.pdf: only PDF and ZIP files are accepted.");
  expect(confirmation.text).not.toContain("not received any documents");

  const toFirm = mails.filter((mail) => mail.to.includes(getFirmInbox()));
  expect(toFirm).toHaveLength(1);
  expect(subjectOf(toFirm[0] as CapturedMail)).toBe(subject(`New booking ${bookingId}`));
  expect(toFirm[0]?.text).toContain("scan-12.pdf");
  expect(toFirm[0]?.text).toContain(`/admin-dashboard?q=${bookingId}`);
  expect(mails).toHaveLength(2);

  // Saying it again mails nothing more.
  expect(await sayFinished(bookingId)).toBe(false);
  expect(await deliveredAbout(bookingId)).toHaveLength(2);
});

test("a later batch of 3 documents gives one receipt to the client and one notice to the firm", async () => {
  const email = newEmail();
  const bookingId = await bookWithScript(email, 0);
  // No documents with the booking: its confirmation goes at once.
  const first = await deliveredAbout(bookingId);
  const subject = await subjectFor(bookingId);
  expect(first.map(subjectOf).sort()).toEqual([
    subject(`Booking ${bookingId} received`),
    subject(`New booking ${bookingId}`),
  ]);
  expect(first.find((mail) => mail.to.includes(email))?.text).toContain("No documents came with this booking.");

  await uploadEach(bookingId, [
    { name: "pan.pdf", bytes: pdf("pan") },
    { name: "aadhaar.pdf", bytes: pdf("aadhaar") },
    { name: "form16.pdf", bytes: pdf("form16") },
  ]);
  expect(await deliveredAbout(bookingId)).toHaveLength(2);
  expect(await sayFinished(bookingId)).toBe(true);
  const later = (await deliveredAbout(bookingId)).slice(2);
  expect(later).toHaveLength(2);
  const receipt = later.find((mail) => mail.to.includes(email));
  const notice = later.find((mail) => mail.to.includes(getFirmInbox()));
  for (const mail of [receipt, notice]) {
    expect(subjectOf(mail as CapturedMail)).toBe(subject(`Documents received for booking ${bookingId}`));
    for (const name of ["pan.pdf", "aadhaar.pdf", "form16.pdf"]) expect(mail?.text).toContain(name);
  }
  expect(notice?.text).toContain("Asha Rao");
  expect(notice?.text).toContain(email);
  expect(notice?.text).toContain(`/admin-dashboard?q=${bookingId}`);
});

test("without a 'finished', the round's job mails it once it has been quiet for the window", async () => {
  const email = newEmail();
  const bookingId = await bookWithScript(email, 2);
  await uploadEach(bookingId, [
    { name: "one.pdf", bytes: pdf("one") },
    { name: "two.pdf", bytes: pdf("two") },
  ]);
  // Each upload queued a check for the end of the quiet window (UPLOAD_QUIET_SECONDS, 2 minutes).
  const jobs = await (await getJobQueue()).findJobs("upload-mail", { data: { bookingId } });
  expect(jobs.length).toBeGreaterThanOrEqual(2);
  for (const job of jobs) expect(job.startAfter.getTime()).toBeGreaterThan(Date.now() + 100_000);
  expect(await runDueJobs("upload-mail")).toEqual({ completed: 0, failed: 0 });
  // Run early, a check finds the round not quiet yet and leaves it open.
  await runDueJobs("upload-mail", { dueNow: true, handlers: makeHandlers({ uploadQuietMs: 60_000 }) });
  expect(await openRounds(bookingId)).toHaveLength(1);
  expect(await deliveredAbout(bookingId)).toEqual([]);

  await new Promise((resolve) => setTimeout(resolve, 300));
  await queueJob(getDb(), "upload-mail", { bookingId });
  await runDueJobs("upload-mail", { handlers: makeHandlers({ uploadQuietMs: 300 }) });
  expect(await openRounds(bookingId)).toEqual([]);
  const mails = await deliveredAbout(bookingId);
  const subject = await subjectFor(bookingId);
  expect(mails.map(subjectOf).sort()).toEqual([
    subject(`Booking ${bookingId} received`),
    subject(`New booking ${bookingId}`),
  ]);
  expect(mails.find((mail) => mail.to.includes(email))?.text).toContain("two.pdf");
});

const openRounds = (bookingId: string) =>
  getDb()
    .select({ id: uploadBatches.id })
    .from(uploadBatches)
    .where(and(eq(uploadBatches.bookingId, bookingId), isNull(uploadBatches.closedAt)));

test("two sweepers (and a late 'finished') running at once mail each round once", async () => {
  const ids: string[] = [];
  for (let index = 0; index < 6; index++) {
    const bookingId = await bookWithScript(newEmail(), 1);
    await uploadEach(bookingId, [{ name: `doc-${index}.pdf`, bytes: pdf("doc") }]);
    ids.push(bookingId);
  }
  const [first, second] = await Promise.all([
    mailQuietRounds(0),
    mailQuietRounds(0),
    ...ids.map((bookingId) => sayFinished(bookingId)),
  ]);
  expect(first + second).toBeLessThanOrEqual(6);
  for (const bookingId of ids) {
    const mails = await deliveredAbout(bookingId);
    const subject = await subjectFor(bookingId);
    expect(mails.map(subjectOf).sort()).toEqual([
      subject(`Booking ${bookingId} received`),
      subject(`New booking ${bookingId}`),
    ]);
  }
});

test("a booking without JavaScript, its files in the form, is confirmed at once with the files listed", async () => {
  const email = newEmail();
  const result = await submitBooking(
    postForm(
      "http://localhost/cart-page",
      { name: "Ravi Kumar", phone: "+91 93333 12345", email, items: ITEMS, consent: "on" },
      [
        { name: "itr.pdf", bytes: pdf("itr") },
        { name: "ledger.pdf", bytes: pdf("ledger") },
        { name: "photo.pdf", bytes: NOT_A_PDF },
      ],
    ),
    "10.62.0.1",
  ).catch((thrown: unknown) => thrown);
  expect(result).toBeInstanceOf(Response);
  const [row] = await getDb()
    .select({ bookingId: uploadBatches.bookingId, closedAt: uploadBatches.closedAt })
    .from(uploadBatches)
    .innerJoin(bookings, eq(bookings.bookingId, uploadBatches.bookingId))
    .where(eq(bookings.email, email));
  expect(row?.closedAt).not.toBeNull();
  const mails = await deliveredAbout(row?.bookingId ?? "none");
  const toClient = mails.filter((mail) => mail.to.includes(email));
  expect(toClient).toHaveLength(1);
  expect(toClient[0]?.text).toContain("Documents received (2):");
  expect(toClient[0]?.text).toContain("itr.pdf");
  expect(toClient[0]?.text).toContain("ledger.pdf");
  expect(toClient[0]?.text).toContain("photo.pdf: only PDF and ZIP files are accepted.");
  expect(mails).toHaveLength(2);
});
