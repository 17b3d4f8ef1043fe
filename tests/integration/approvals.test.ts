// Issue 38, item 1: drafts for the client's approval. Staff post versions
// (admins only, a stale page refused), the client approves with a code
// emailed to them (single use, ten minutes, five tries), the approval is
// recorded with each document's SHA-256, a newer version voids it, an
// approved version never changes, and the record's PDF is theirs and staff's.
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { countBookingViews } from "#app/admin/lists.server.ts";
import { findClientBooking } from "#app/bookings/booking-page.server.ts";
import { moveStage } from "#app/bookings/booking-work.server.ts";
import { sendDueReminders } from "#app/bookings/reminders.server.ts";
import { recordChallan } from "#app/challans/challans.server.ts";
import { getDb } from "#app/db/client.server.ts";
import {
  approvalCodes,
  approvalDrafts,
  approvals,
  bookingItems,
  bookingMessages,
  bookings,
  challans,
  outbox,
  uploads,
  user,
} from "#app/db/schema.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { decideErasure, requestErasure } from "#app/privacy/my-data.server.ts";
import { loader as adminPdfLoader } from "#app/routes/admin-approval-pdf.ts";
import { action as staffAction, loader as staffLoader } from "#app/routes/admin-booking.tsx";
import { loader as clientPdfLoader } from "#app/routes/client-approval-pdf.ts";
import { loader as documentLoader } from "#app/routes/client-booking.documents.ts";
import { action as clientAction, loader as clientLoader } from "#app/routes/client-booking.tsx";
import * as myDataExport from "#app/routes/my-data.export.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { readPdfLine, readPdfText } from "#tests/pdf-text.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";
import { unzip } from "#tests/zip.ts";

setupTestDatabase();

let adminCookie: string;
let adminId: string;
let clientCookie: string;
let clientEmail: string;
let otherCookie: string;
beforeAll(async () => {
  ({ adminCookie, adminId, clientCookie, clientEmail } = await signInAdminAndClient());
  ({ clientCookie: otherCookie } = await signInAdminAndClient());
});

const COMPUTATION = Buffer.from("%PDF-1.4\nComputation of income, AY 2026-27\n%%EOF\n");
const DRAFT_RETURN = Buffer.from("%PDF-1.4\nDraft ITR-2\n%%EOF\n");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

type Answer = { status: number; body: unknown; location: string };

async function postDraft(
  bookingId: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[] = [{ name: "computation.pdf", bytes: COMPUTATION }],
  cookie = adminCookie,
): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ intent: "draft", outcome: "payable", amount: "12,340", ...fields })) {
    body.append(name, value);
  }
  for (const file of files) body.append("files", new File([new Uint8Array(file.bytes)], file.name));
  const request = new Request(`http://localhost/admin-dashboard/${bookingId}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie },
  });
  return settle(staffAction({ request, params: { bookingId }, context: { clientAddress: "10.0.0.2" } } as never));
}

const figures = "Salary ₹12,40,000\nTDS ₹86,500";

const client = (bookingId: string, form: Record<string, string>, cookie = clientCookie) =>
  settle(
    clientAction({
      request: new Request(`http://localhost/bookings/${bookingId}`, {
        method: "POST",
        headers: { Cookie: cookie, "User-Agent": "Mozilla/5.0 (Linux; Android 14) Test" },
        body: new URLSearchParams(form),
      }),
      params: { bookingId },
      context: { clientAddress: "203.0.113.9" },
    } as never),
  );

/** The code of the latest approval email to the client. */
async function latestCode(email = clientEmail): Promise<string> {
  const [mail] = await getDb()
    .select({ text: outbox.text, subject: outbox.subject, digestKey: outbox.digestKey })
    .from(outbox)
    .where(and(eq(outbox.to, email), sql`${outbox.subject} like '%Your code to approve%'`))
    .orderBy(desc(outbox.id))
    .limit(1);
  // Sent at once, never held for the digest.
  expect(mail?.digestKey).toBeNull();
  const code = /is (\d{6})\./.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error("no code was emailed");
  return code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function bookingFor(email = clientEmail) {
  return insertBooking({ email, stage: "In preparation" });
}

test("staff post a draft: admins only, checked, version 1, the booking sent for approval and the client mailed in the digest", async () => {
  const { bookingId } = await bookingFor();
  expect((await postDraft(bookingId, { draftVersion: "0", figures }, undefined, clientCookie)).location).toMatch(
    /^\/login/,
  );
  const noFigures = await postDraft(bookingId, { draftVersion: "0", figures: "" });
  expect(noFigures.status).toBe(400);
  expect(JSON.stringify(noFigures.body)).toContain("Please write the figures the client should check.");
  const badAmount = await postDraft(bookingId, { draftVersion: "0", figures, amount: "12,34,5" });
  expect(badAmount.status).toBe(400);
  const noFile = await postDraft(bookingId, { draftVersion: "0", figures }, []);
  expect(noFile.status).toBe(400);
  expect(JSON.stringify(noFile.body)).toContain("Please choose the draft's documents.");
  const notPdf = await postDraft(bookingId, { draftVersion: "0", figures }, [
    { name: "computation.pdf", bytes: COMPUTATION },
    { name: "virus.exe", bytes: Buffer.from("MZ this is no document") },
  ]);
  expect(notPdf.status).toBe(400);
  // A refused file keeps none of the draft's.
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId))).toEqual([]);

  const posted = await postDraft(bookingId, { draftVersion: "0", figures, note: "Please check the rent." }, [
    { name: "computation.pdf", bytes: COMPUTATION },
    { name: "ITR-2 draft.pdf", bytes: DRAFT_RETURN },
  ]);
  expect(posted.status).toBe(200);
  expect(JSON.stringify(posted.body)).toContain("Posted version 1.");
  const [booking] = await getDb()
    .select({ stage: bookings.stage, waitingSince: bookings.waitingSince })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(booking?.stage).toBe("Sent for your approval");
  expect(booking?.waitingSince).not.toBeNull();
  const mails = await getDb()
    .select({ subject: outbox.subject, digestKey: outbox.digestKey, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, clientEmail));
  const mail = mails.find((one) => one.subject.includes(`Please approve the draft for booking ${bookingId}`));
  expect(mail?.digestKey).toBe(bookingId);
  // Posting moved the stage: its own email is left out, the draft's says it.
  expect(mails.filter((one) => one.subject.includes("Sent for your approval"))).toEqual([]);

  // The client's page: the box, and the draft's documents never among 'Documents from us' or the downloads to do.
  const page = await settle(
    callRoute(clientLoader, `/bookings/${bookingId}`, { cookie: clientCookie, params: { bookingId } }),
  );
  const { booking: shown, approval } = page.body as {
    booking: { deliverables: unknown[]; toDo: { kind: string; href: string; version?: number }[] };
    approval: { version: number; summary: { label: string; text: string }[]; documents: { uploadId: number }[] };
  };
  expect(shown.deliverables).toEqual([]);
  expect(shown.toDo).toEqual([
    { kind: "approve", version: 1, href: `/bookings/${encodeURIComponent(bookingId)}#approval-heading` },
  ]);
  expect(approval.version).toBe(1);
  expect(approval.summary).toEqual([
    { label: "Tax payable", text: "₹12,340.00" },
    { label: "Figures to check", text: figures },
    { label: "Note from us", text: "Please check the rent." },
  ]);
  // Downloadable by the client, logged as their other documents are; another client gets 404.
  const [first] = approval.documents;
  const download = (cookie: string) =>
    settle(callRoute(documentLoader, "/", { cookie, params: { bookingId, uploadId: String(first?.uploadId) } }));
  expect((await download(clientCookie)).status).toBe(200);
  expect((await download(otherCookie)).status).toBe(404);
});

test("two staff post at once: the booking's lock orders them and the page that showed an older version is refused", async () => {
  const { bookingId } = await bookingFor();
  const [one, two] = await Promise.all([
    postDraft(bookingId, { draftVersion: "0", figures }),
    postDraft(bookingId, { draftVersion: "0", figures: "Other figures" }),
  ]);
  expect([one?.status, two?.status].sort()).toEqual([200, 409]);
  const refused = one?.status === 409 ? one : two;
  expect(JSON.stringify(refused?.body)).toContain("Version 1 of the draft was posted since you opened this page.");
  const versions = await getDb()
    .select({ version: approvalDrafts.version })
    .from(approvalDrafts)
    .where(eq(approvalDrafts.bookingId, bookingId));
  expect(versions).toEqual([{ version: 1 }]);
  // The refused post kept no file.
  expect(await getDb().select({ id: uploads.id }).from(uploads).where(eq(uploads.bookingId, bookingId))).toHaveLength(
    1,
  );
});

test("the client approves with the emailed code: recorded with each document's SHA-256 and the summary as shown", async () => {
  const { bookingId } = await bookingFor();
  await postDraft(bookingId, { draftVersion: "0", figures }, [
    { name: "computation.pdf", bytes: COMPUTATION },
    { name: "ITR-2 draft.pdf", bytes: DRAFT_RETURN },
  ]);
  // No code asked for yet.
  const early = await client(bookingId, { intent: "approve", draftVersion: "1", code: "123456" });
  expect(early.status).toBe(409);
  const asked = await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect(asked.status).toBe(200);
  expect(JSON.stringify(asked.body)).toContain(`We have emailed a six-digit code to ${clientEmail}`);
  const code = await latestCode();
  const [stored] = await getDb().select({ codeHash: approvalCodes.codeHash }).from(approvalCodes);
  expect(JSON.stringify(stored)).not.toContain(code);

  // Another client, whatever the code, cannot approve this booking.
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code }, otherCookie)).status).toBe(404);

  const before = await countBookingViews(adminId);
  const approved = await client(bookingId, { intent: "approve", draftVersion: "1", code });
  expect(approved.status).toBe(200);
  // Approved, the booking waits on the client no more, nor for approval.
  const after = await countBookingViews(adminId);
  expect([after.waiting, after.approval]).toEqual([before.waiting - 1, before.approval - 1]);
  const [record] = await getDb().select().from(approvals).where(eq(approvals.bookingId, bookingId));
  expect(record).toMatchObject({
    version: 1,
    email: clientEmail,
    clientAddress: "203.0.113.9",
    userAgent: "Mozilla/5.0 (Linux; Android 14) Test",
    summary: `Tax payable: ₹12,340.00\nFigures to check: ${figures}`,
    documents: [
      { fileName: "computation.pdf", size: COMPUTATION.length, sha256: sha256(COMPUTATION) },
      { fileName: "ITR-2 draft.pdf", size: DRAFT_RETURN.length, sha256: sha256(DRAFT_RETURN) },
    ],
  });
  // Single use.
  const again = await client(bookingId, { intent: "approve", draftVersion: "1", code });
  expect(again.status).toBe(409);
  expect(JSON.stringify(again.body)).toContain("You have already approved version 1.");
  // Nothing waits on the client now, and the firm is told.
  const view = await findClientBooking(bookingId, clientEmail);
  expect(view?.toDo).toEqual([]);
  const [booking] = await getDb()
    .select({ waitingSince: bookings.waitingSince })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(booking?.waitingSince).toBeNull();

  // The record's PDF: the client's own and staff's; nobody else's.
  const pdf = await settle(
    callRoute(clientPdfLoader, "/", {
      cookie: clientCookie,
      params: { bookingId, approvalId: String(record?.id) },
    }),
  );
  expect(pdf.status).toBe(200);
  const response = (await clientPdfLoader({
    request: new Request("http://localhost/", { headers: { Cookie: clientCookie } }),
    params: { bookingId, approvalId: String(record?.id) },
  } as never)) as Response;
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(await readPdfText(bytes)).toHaveLength(1);
  const text = await readPdfLine(bytes);
  expect(text).toContain("Record of approval");
  expect(text).toContain(sha256(COMPUTATION));
  expect(text).toContain(sha256(DRAFT_RETURN));
  expect(text).toContain("203.0.113.9");
  expect(text).toContain(clientEmail);
  const pdfFor = (cookie: string | undefined) =>
    settle(callRoute(clientPdfLoader, "/", { cookie, params: { bookingId, approvalId: String(record?.id) } }));
  expect((await pdfFor(otherCookie)).status).toBe(404);
  expect((await pdfFor(undefined)).status).toBe(404);
  const staffPdf = (cookie: string | undefined) =>
    settle(callRoute(adminPdfLoader, "/", { cookie, params: { approvalId: String(record?.id) } }));
  expect((await staffPdf(adminCookie)).status).toBe(200);
  expect((await staffPdf(clientCookie)).location).toMatch(/^\/login/);
  expect((await staffPdf(undefined)).location).toMatch(/^\/login/);
});

test("a wrong code counts a try; five wrong tries need a fresh code; an expired code is refused", async () => {
  const { bookingId } = await bookingFor();
  await postDraft(bookingId, { draftVersion: "0", figures });
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  const code = await latestCode();
  for (let attempt = 1; attempt <= 5; attempt++) {
    const wrong = await client(bookingId, { intent: "approve", draftVersion: "1", code: wrongOf(code) });
    expect(wrong.status).toBe(409);
    expect(JSON.stringify(wrong.body)).toContain(attempt < 5 ? `${5 - attempt} tr` : "tried 5 times");
  }
  const exhausted = await client(bookingId, { intent: "approve", draftVersion: "1", code });
  expect(exhausted.status).toBe(409);
  expect(JSON.stringify(exhausted.body)).toContain("entered wrongly 5 times");
  expect(await getDb().select().from(approvals).where(eq(approvals.bookingId, bookingId))).toEqual([]);

  // A fresh code; left past its ten minutes, it is refused.
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  const fresh = await latestCode();
  await getDb()
    .update(approvalCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(sql`${approvalCodes.id} = (select max(id) from ${approvalCodes})`);
  const expired = await client(bookingId, { intent: "approve", draftVersion: "1", code: fresh });
  expect(expired.status).toBe(409);
  expect(JSON.stringify(expired.body)).toContain("This code has expired");

  // A malformed code never reaches the check.
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code: "12345" })).status).toBe(400);

  // Another fresh one works.
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code: await latestCode() })).status).toBe(
    200,
  );
});

test("codes asked for are rate-limited per client and booking", async () => {
  const { bookingId } = await bookingFor();
  await postDraft(bookingId, { draftVersion: "0", figures });
  const statuses: number[] = [];
  for (let ask = 0; ask < 6; ask++) {
    statuses.push((await client(bookingId, { intent: "approval-code", draftVersion: "1" })).status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

test("a new version voids the approval and asks again; an old version is refused with the reason; an approved version never changes", async () => {
  const { bookingId } = await bookingFor();
  await postDraft(bookingId, { draftVersion: "0", figures });
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code: await latestCode() })).status).toBe(
    200,
  );

  // A stale staff page (it showed no version) is refused.
  expect((await postDraft(bookingId, { draftVersion: "0", figures })).status).toBe(409);
  const second = await postDraft(bookingId, { draftVersion: "1", figures: "Revised: rent ₹2,40,000" });
  expect(second.status).toBe(200);
  expect(JSON.stringify(second.body)).toContain("approval of version 1 no longer counts");
  const staff = await settle(
    callRoute(staffLoader, `/admin-dashboard/${bookingId}`, { cookie: adminCookie, params: { bookingId } }),
  );
  const { drafts } = staff.body as {
    drafts: { version: number; status: string; approval: { void: boolean } | null }[];
  };
  expect(drafts.map((draft) => [draft.version, draft.status, draft.approval?.void ?? null])).toEqual([
    [2, "waiting", null],
    [1, "approved", true],
  ]);
  const view = await findClientBooking(bookingId, clientEmail);
  expect(view?.toDo.map((task) => task.kind)).toEqual(["approve"]);

  // The client's second tab still shows version 1.
  const old = await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect(old.status).toBe(409);
  expect(JSON.stringify(old.body)).toContain("we have since posted version 2, which replaces it");
  const oldApprove = await client(bookingId, { intent: "approve", draftVersion: "1", code: "000000" });
  expect(oldApprove.status).toBe(409);

  // The database refuses any change to the approved version and its record, whoever asks.
  const [approved] = await getDb()
    .select({ id: approvalDrafts.id })
    .from(approvalDrafts)
    .where(and(eq(approvalDrafts.bookingId, bookingId), eq(approvalDrafts.version, 1)));
  const draftId = approved?.id ?? 0;
  await expect(
    getDb().update(approvalDrafts).set({ status: "superseded" }).where(eq(approvalDrafts.id, draftId)),
  ).rejects.toThrow();
  await expect(
    getDb()
      .update(approvalDrafts)
      .set({ summary: { outcome: "nil", amountPaise: 0, figures: "changed", note: "" } })
      .where(eq(approvalDrafts.id, draftId)),
  ).rejects.toThrow();
  await expect(getDb().delete(approvalDrafts).where(eq(approvalDrafts.id, draftId))).rejects.toThrow();
  await expect(
    getDb().update(approvals).set({ summary: "changed" }).where(eq(approvals.draftId, draftId)),
  ).rejects.toThrow();
  await expect(getDb().delete(approvals).where(eq(approvals.draftId, draftId))).rejects.toThrow();
  // Nor what a waiting version says.
  await expect(
    getDb()
      .update(approvalDrafts)
      .set({ documents: [] })
      .where(and(eq(approvalDrafts.bookingId, bookingId), eq(approvalDrafts.version, 2))),
  ).rejects.toThrow();

  // Version 2 approved: two records, the first void.
  await client(bookingId, { intent: "approval-code", draftVersion: "2" });
  expect((await client(bookingId, { intent: "approve", draftVersion: "2", code: await latestCode() })).status).toBe(
    200,
  );
  expect(
    await getDb()
      .select({ version: approvals.version })
      .from(approvals)
      .where(eq(approvals.bookingId, bookingId))
      .orderBy(approvals.version),
  ).toEqual([{ version: 1 }, { version: 2 }]);
});

test("a question goes into the messages, sets the draft to questioned and the booking among 'Client responded'", async () => {
  const { bookingId } = await bookingFor();
  await postDraft(bookingId, { draftVersion: "0", figures });
  const before = await countBookingViews(adminId);
  const asked = await client(bookingId, {
    intent: "question",
    draftVersion: "1",
    body: "Why is the rent lower than last year?",
  });
  expect(asked.status).toBe(200);
  const messages = await getDb()
    .select({ author: bookingMessages.author, body: bookingMessages.body })
    .from(bookingMessages)
    .where(eq(bookingMessages.bookingId, bookingId));
  expect(messages).toEqual([{ author: "client", body: "Why is the rent lower than last year?" }]);
  const [draft] = await getDb()
    .select({ status: approvalDrafts.status })
    .from(approvalDrafts)
    .where(eq(approvalDrafts.bookingId, bookingId));
  expect(draft?.status).toBe("questioned");
  const after = await countBookingViews(adminId);
  expect(after.responded).toBe(before.responded + 1);
  // Still not approved: the booking stays among 'Waiting for approval'.
  expect(after.approval).toBe(before.approval);
  // A questioned version may still be approved.
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code: await latestCode() })).status).toBe(
    200,
  );
  expect((await countBookingViews(adminId)).approval).toBe(before.approval - 1);
});

test("while a draft waits the requests' reminders remind of it; the 'Waiting for approval' view counts it", async () => {
  const before = await countBookingViews(adminId);
  const { bookingId, email } = await insertBooking({ stage: "In preparation" });
  await postDraft(bookingId, { draftVersion: "0", figures });
  expect((await countBookingViews(adminId)).approval).toBe(before.approval + 1);
  await getDb()
    .update(bookings)
    .set({ waitingSince: sql`now() - interval '3 days'` })
    .where(eq(bookings.bookingId, bookingId));
  await sendDueReminders([2, 5, 10]);
  const reminders = await getDb()
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), sql`${outbox.subject} like '%Reminder: your approval is needed%'`));
  expect(reminders).toHaveLength(1);
  expect(reminders[0]?.text).toContain("Version 1 of the draft");
});

test("a return is not recorded as filed until the client approves the latest draft (issue 38, item 3); a registration needs no approval", async () => {
  const { bookingId } = await bookingFor();
  expect(await moveStage(bookingId, "Filed / Submitted", adminId)).toEqual({
    notReady: ["no draft has been sent for the client's approval"],
  });
  await postDraft(bookingId, { draftVersion: "0", figures });
  expect(await moveStage(bookingId, "Filed / Submitted", adminId)).toEqual({
    notReady: ["the client has not approved the latest draft"],
  });
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code: await latestCode() })).status).toBe(
    200,
  );
  expect(await moveStage(bookingId, "Filed / Submitted", adminId)).toBe("moved");

  // A new version after the approval asks again before filing.
  await moveStage(bookingId, "In preparation", adminId);
  await postDraft(bookingId, { draftVersion: "1", figures });
  expect(await moveStage(bookingId, "Filed / Submitted", adminId)).toEqual({
    notReady: ["the client has not approved the latest draft"],
  });

  // A company's registration is not filed in the client's name after a draft: no approval is asked.
  const registration = await insertBooking({ email: clientEmail, stage: "In preparation" });
  await getDb()
    .update(bookingItems)
    .set({ serviceId: "company-registration", optionId: "company" })
    .where(eq(bookingItems.bookingId, registration.bookingId));
  expect(await moveStage(registration.bookingId, "Filed / Submitted", adminId)).toBe("moved");
});

test("the client's data export holds what they approved, as recorded (issue 38, item 4)", async () => {
  const { bookingId } = await bookingFor();
  await postDraft(bookingId, { draftVersion: "0", figures });
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code: await latestCode() })).status).toBe(
    200,
  );
  const response = await callRoute(myDataExport.loader, "/my-data/export", { cookie: clientCookie });
  const data = JSON.parse(
    (await unzip(Buffer.from(await response.arrayBuffer()))).get("data.json")?.toString() ?? "{}",
  );
  const booking = data.bookings.find((row: { bookingId: string }) => row.bookingId === bookingId);
  expect(booking.approvals).toEqual([
    expect.objectContaining({
      version: 1,
      email: clientEmail,
      summary: `Tax payable: ₹12,340.00\nFigures to check: ${figures}`,
      documents: [expect.objectContaining({ fileName: "computation.pdf", sha256: sha256(COMPUTATION) })],
    }),
  ]);
});

test("an approved erasure keeps the approvals and the challans: records the law requires (issue 38, item 4)", async () => {
  const { bookingId } = await bookingFor();
  await postDraft(bookingId, { draftVersion: "0", figures });
  await client(bookingId, { intent: "approval-code", draftVersion: "1" });
  expect((await client(bookingId, { intent: "approve", draftVersion: "1", code: await latestCode() })).status).toBe(
    200,
  );
  await recordChallan(bookingId, adminId, {
    tax: "income-tax",
    reference: "26042100012340",
    period: "AY 2026-27",
    payBy: getTodayInIndia(),
    lines: [{ head: "self-assessment", part: "tax", paise: 1_234_000 }],
  });
  const [account] = await getDb()
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(user.email, clientEmail));
  const request = await requestErasure({ id: account?.id ?? "", email: clientEmail, name: account?.name ?? "" }, "");
  expect(await decideErasure(request.id, { email: "admin@example.com" }, { approve: true, reason: "" })).toBe("done");
  const kept = await getDb()
    .select({ version: approvals.version })
    .from(approvals)
    .where(eq(approvals.bookingId, bookingId));
  expect(kept).toEqual([{ version: 1 }]);
  const [challan] = await getDb()
    .select({ totalPaise: challans.totalPaise })
    .from(challans)
    .where(eq(challans.bookingId, bookingId));
  expect(challan).toEqual({ totalPaise: 1_234_000 });
  const [booking] = await getDb()
    .select({ name: bookings.customerName })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  expect(booking?.name).toBe("Erased on request");
});
