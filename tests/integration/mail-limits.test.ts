// Issue 16.13: the booking form mailed any address with up to 100 characters
// of the sender's choosing (the name): a relay for spam under the firm's
// name. Confirmations are limited per recipient and per sending address,
// subjects carry no visitor text, and the echoed name is short and links
// nothing.
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, like } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { addDocuments } from "#app/bookings/bookings.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, outbox } from "#app/db/schema.ts";
import { ECHOED_NAME_MAX } from "#app/mail/mail.server.ts";
import { RATE_LIMITS, resetRateLimits } from "#app/rate-limit.server.ts";
import { action as bookingAction } from "#app/routes/cart-page.tsx";
import { action as enquiryAction } from "#app/routes/enquiry-page.tsx";
import { action as forgotAction } from "#app/routes/forgot-password.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as partnerAction } from "#app/routes/partner-enquiry.tsx";
import { action as signInLinkAction } from "#app/routes/sign-in-link.tsx";
import { action as signupAction } from "#app/routes/signup.tsx";
import { getFirmInbox } from "#app/site.server.ts";
import { finishUploads } from "#app/uploads/upload-mail.server.ts";
import { subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";

setupTestDatabase();
beforeEach(async () => {
  await resetRateLimits();
});

const ITEMS = JSON.stringify([["gst-filing:monthly_gst", 1]]);
const newEmail = () => `client-${randomUUID()}@example.com`;
let phones = 0;
const newPhone = () => `+91 91111 ${String(10_000 + phones++)}`;
const SPAM_NAME = "Claim your prize at http://spam.example/win or www.spam.example today";

async function book(fields: { email: string; name?: string }, address: string) {
  const answer = await settle(
    callRoute(bookingAction, "/cart-page", {
      form: { name: "Asha Rao", phone: newPhone(), items: ITEMS, clientUploads: "1", consent: "on", ...fields },
      address,
    }),
  );
  expect(answer.status).toBe(200);
  const bookingId = (answer.body as { bookingId: string | null }).bookingId;
  expect(bookingId).toMatch(/^ETF-/);
  return bookingId ?? "";
}

const confirmationsTo = (email: string) =>
  getDb()
    .select({ subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, "[ETF-___-___-___] Booking % received")));

test("a recipient gets at most 3 booking confirmations an hour; further bookings are saved, not mailed, and answer the same", async () => {
  const email = newEmail();
  const ids = [];
  for (let index = 0; index < 4; index++) ids.push(await book({ email }, `10.20.${index}.1`));
  const saved = await getDb().select({ id: bookings.bookingId }).from(bookings).where(eq(bookings.email, email));
  expect(saved).toHaveLength(4);
  expect(await confirmationsTo(email)).toHaveLength(3);
  // The firm hears of every booking.
  const toFirm = await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, getFirmInbox()));
  for (const id of ids)
    expect(toFirm.map((mail) => mail.subject)).toContain((await subjectFor(id))(`New booking ${id}`));
});

test("one address gets at most 20 booking confirmations an hour sent, whoever they are for", async () => {
  const emails = Array.from({ length: RATE_LIMITS.confirmationSender.max + 1 }, newEmail);
  for (const email of emails) await book({ email }, "10.21.0.1");
  const mailed = [];
  for (const email of emails) mailed.push((await confirmationsTo(email)).length);
  expect(mailed.slice(0, -1).every((count) => count === 1)).toBe(true);
  expect(mailed.at(-1)).toBe(0);
  // Another address is not affected.
  const other = newEmail();
  await book({ email: other }, "10.21.0.2");
  expect(await confirmationsTo(other)).toHaveLength(1);
});

test("no email the site sends carries visitor text in its subject", async () => {
  const [{ latest } = { latest: 0 }] = await getDb()
    .select({ latest: outbox.id })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(1);
  const email = newEmail();
  const person = { name: SPAM_NAME, phone: newPhone(), email };
  await book({ email, name: SPAM_NAME }, "10.22.0.1");
  await settle(
    callRoute(enquiryAction, "/enquiry-page", { form: { ...person, service: "gst", message: "Hi", consent: "on" } }),
  );
  await settle(
    callRoute(partnerAction, "/partner-enquiry", {
      form: { ...person, address: "12 MG Road, Pune", firm_details: "Spam & Co.", consent: "on" },
    }),
  );
  const signupEmail = newEmail();
  await settle(
    callRoute(signupAction, "/signup", {
      form: { ...person, email: signupEmail, password: "Tulsi-ledger7", terms: "on" },
    }),
  );
  await settle(callRoute(forgotAction, "/forgot-password", { form: { email: signupEmail } }));

  const sent = await getDb().select({ subject: outbox.subject }).from(outbox).where(gt(outbox.id, latest));
  const subjects = sent.map((mail) => mail.subject);
  // A booking (client and firm), an enquiry, a partner enquiry, a verification.
  expect(subjects.length).toBeGreaterThanOrEqual(5);
  for (const subject of subjects) {
    expect(subject).not.toMatch(/prize|spam/i);
  }
});

test("the name an email echoes to the client is at most 40 characters and makes no link", async () => {
  const email = newEmail();
  await book({ email, name: SPAM_NAME }, "10.23.0.1");
  const [mail] = await confirmationsTo(email);
  const greeting = mail?.text.split("\n")[0] ?? "";
  expect(greeting).toMatch(/^Dear .+,$/);
  const echoed = greeting.slice("Dear ".length, -1);
  expect([...echoed].length).toBeLessThanOrEqual(ECHOED_NAME_MAX);
  expect(echoed.startsWith("Claim your prize")).toBe(true);
  for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
    expect(body).not.toMatch(/https?:\/\/spam|www\.spam|spam\.example/);
  }

  // The same for the emails sent to an address typed into the sign-up form.
  const signupEmail = newEmail();
  await settle(
    callRoute(signupAction, "/signup", {
      form: { name: SPAM_NAME, phone: newPhone(), email: signupEmail, password: "Tulsi-ledger7", terms: "on" },
    }),
  );
  const [verify] = await getDb()
    .select({ text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(eq(outbox.to, signupEmail));
  expect(verify?.text.split("\n")[0]?.length).toBeLessThanOrEqual("Dear ,".length + ECHOED_NAME_MAX);
  for (const body of [verify?.text ?? "", verify?.html ?? ""]) {
    expect(body).not.toMatch(/https?:\/\/spam|www\.spam|spam\.example/);
  }
});

test("a booking's email gets no more document receipts than its hour's budget of emails visitors cause, however many uploads anyone sends to its id", async () => {
  const email = newEmail();
  // A booking holds at most UPLOAD_MAX_FILES documents: the uploads go to three bookings of one client.
  const bookingIds = [
    await book({ email }, "10.24.0.1"),
    await book({ email }, "10.24.0.1"),
    await book({ email }, "10.24.0.1"),
  ];
  const limit = RATE_LIMITS.receiptRecipient.max;
  // The three confirmations spent part of the budget all such emails share (issue 34.7).
  const budget = RATE_LIMITS.visitorMail.max - 3;
  for (let upload = 0; upload <= limit; upload++) {
    const bookingId = bookingIds[upload % bookingIds.length] ?? "";
    const file = { fileName: `scan-${upload}.pdf`, contentType: "application/pdf", size: 10, sha256: "0".repeat(64) };
    expect(await addDocuments(bookingId, [{ ...file, storageKey: randomUUID() }])).toEqual({ refused: [] });
    // Each upload its own round (the browser said it was done): a receipt each, up to the budget.
    expect(await finishUploads(bookingId)).toBe(true);
  }
  const receipts = await getDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, "[ETF-___-___-___] Documents received for booking %")));
  expect(receipts).toHaveLength(Math.min(limit, budget));
});

test("one address gets at most 8 emails an hour from what visitors do, whatever the kind, however many addresses ask, and every answer is the same", async () => {
  const email = newEmail();
  const budget = RATE_LIMITS.visitorMail.max;
  // Sign-up, its resends from many addresses, resets, sign-in links, bookings: each kind within its own limits.
  await settle(
    callRoute(signupAction, "/signup", {
      form: { name: "Asha Rao", phone: newPhone(), email, password: "Tulsi-ledger7", terms: "on" },
      address: "10.30.0.1",
    }),
  );
  const resends = [];
  for (let index = 0; index < 6; index++) {
    resends.push(
      await settle(
        callRoute(loginAction, "/login", { form: { intent: "resend", email }, address: `10.30.1.${index}` }),
      ),
    );
  }
  for (const answer of resends) expect(answer).toEqual(resends[0]);
  const resets = [];
  for (let index = 0; index < 3; index++) {
    resets.push(
      await settle(callRoute(forgotAction, "/forgot-password", { form: { email }, address: `10.30.2.${index}` })),
    );
  }
  for (const answer of resets) expect(answer.body).toEqual(resets[0]?.body);
  const links = [];
  for (let index = 0; index < 3; index++) {
    links.push(
      await settle(callRoute(signInLinkAction, "/sign-in-link", { form: { email }, address: `10.30.3.${index}` })),
    );
  }
  for (const answer of links) expect(answer).toEqual(links[0]);
  for (let index = 0; index < 3; index++) await book({ email }, `10.30.4.${index}`);

  const mailed = await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, email));
  expect(mailed).toHaveLength(budget);
  // Another recipient is not affected.
  const other = newEmail();
  await book({ email: other }, "10.30.5.1");
  expect(await confirmationsTo(other)).toHaveLength(1);
});
