// Issue 40: WhatsApp against the stand-in of Meta's Cloud API
// (tests/whatsapp-stand-in.ts). Notices go as templates to clients who
// opted in, once, retried through limits, their email held and sent only
// when WhatsApp cannot deliver; statuses come back by the signed webhook;
// what clients send lands in their work item, or is refused.
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { postMessage } from "#app/bookings/booking-work.server.ts";
import { addRequests } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingMessages, bookings, consents, outbox, uploads, whatsappMessages } from "#app/db/schema.ts";
import { runDueJobs } from "#app/jobs/jobs.server.ts";
import { action, loader } from "#app/routes/webhooks.whatsapp.ts";
import { optInToWhatsApp } from "#app/whatsapp/opt-in.server.ts";
import { TEMPLATES, type TemplateName } from "#app/whatsapp/templates.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { GRAPH_ERRORS, type SentMessage, signWebhook, startWhatsAppStandIn } from "#tests/whatsapp-stand-in.ts";

// The stand-in first: the environment must name it before anything reads it.
const standIn = await startWhatsAppStandIn();
for (const [name, value] of Object.entries(standIn.env)) vi.stubEnv(name, value);
setupTestDatabase();

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});
beforeEach(() => {
  standIn.sent.length = 0;
});

let nextNumber = 9_000_000_000;
/** A fresh Indian mobile number, as WhatsApp's API takes it. */
const newNumber = () => `91${nextNumber++}`;

/** A booking whose client opted in to WhatsApp at `number`. */
async function optedInBooking(seed: Partial<typeof bookings.$inferInsert> = {}, number = newNumber()) {
  const booking = await insertBooking(seed);
  await optInToWhatsApp(getDb(), { email: booking.email, number, clientAddress: "10.0.0.1" });
  return { ...booking, number };
}

const sendWhatsApp = () => runDueJobs("send-whatsapp", { dueNow: true });
const fileInbound = () => runDueJobs("whatsapp-inbound", { dueNow: true });

/** Posts a payload to the webhook route as Meta would (signed with the app secret unless told otherwise). */
async function postWebhook(payload: unknown, options: { secret?: string; unsigned?: boolean } = {}) {
  const { body, signature } = signWebhook(payload, options.secret ?? standIn.env.WHATSAPP_APP_SECRET);
  const request = new Request("http://localhost/webhooks/whatsapp", {
    method: "POST",
    headers: { "content-type": "application/json", ...(options.unsigned ? {} : { "x-hub-signature-256": signature }) },
    body,
  });
  return (await action({ request, params: {}, context: { clientAddress: "10.0.0.1" } } as never)) as Response;
}

const rowsOf = (bookingId: string) =>
  getDb().select().from(whatsappMessages).where(eq(whatsappMessages.bookingId, bookingId)).orderBy(whatsappMessages.id);
const emailsOf = (bookingId: string) => getDb().select().from(outbox).where(eq(outbox.bookingId, bookingId));

/** The named values of a sent template, and its button's suffix. */
function readTemplate(message: SentMessage) {
  const template = message.body.template as {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { parameter_name?: string; text: string }[] }[];
  };
  const body = template.components.find((component) => component.type === "body");
  const button = template.components.find((component) => component.type === "button");
  return {
    name: template.name,
    language: template.language.code,
    values: Object.fromEntries((body?.parameters ?? []).map((parameter) => [parameter.parameter_name, parameter.text])),
    buttonSuffix: button?.parameters[0]?.text ?? "",
  };
}

test("every template goes with exactly its variables, in the client's language, its email held", async () => {
  const { bookingId, email, number } = await optedInBooking({ language: "hi", customerName: "Sushree Das" });
  const samples: Record<string, string> = {
    reference: "ETF-482-139-075",
    services: "GST Filing",
    work: "GSTR-3B, October 2026",
    documents: "Sales invoices",
    tax: "GST",
    amount: "₹5,900.00",
    period: "October 2026",
    pay_by: "20 November 2026",
    invoice: "ETF/2026-27/0007",
    issued_on: "1 November 2026",
    upi_id: "easytax@okaxis",
    filed_on: "20 November 2026",
    acknowledgement: "AA2110260123456",
  };
  const names = Object.keys(TEMPLATES) as TemplateName[];
  for (const template of names) {
    const values = Object.fromEntries(
      TEMPLATES[template].variables.filter((name) => name !== "name").map((name) => [name, samples[name] ?? ""]),
    );
    await getDb().transaction((tx) =>
      queueClientEmail(tx, { bookingId, email, customerName: "Sushree Das" }, () => ({
        subject: template,
        paragraphs: ["-"],
        whatsapp: { template, values } as never,
      })),
    );
  }
  await sendWhatsApp();
  expect(standIn.sent).toHaveLength(names.length);
  for (const [index, template] of names.entries()) {
    const sent = standIn.sent[index];
    if (!sent) throw new Error(`${template} was not sent`);
    expect(sent.body.to).toBe(number);
    const read = readTemplate(sent);
    expect(read.name).toBe(template);
    expect(read.language).toBe("hi");
    expect(Object.keys(read.values).sort()).toEqual([...TEMPLATES[template].variables].sort());
    expect(read.values.name).toBe("Sushree Das");
    // The button opens a one-time sign-in link to the booking page in Hindi.
    expect(read.buttonSuffix).toMatch(/^hi\/sign-in-link\?token=/);
    expect(decodeURIComponent(read.buttonSuffix)).toContain(`/hi/bookings/${bookingId}`);
  }
  // Every email is written, and held: none has a job until its message fails.
  const emails = await emailsOf(bookingId);
  expect(emails).toHaveLength(names.length);
  expect(emails.every((row) => row.heldForWhatsapp && row.sentAt === null)).toBe(true);
  const rows = await rowsOf(bookingId);
  expect(rows.map((row) => row.status)).toEqual(names.map(() => "sent"));
  expect(rows[0]?.body).toContain("Sushree Das");
});

test("documents requested by staff reach an opted-in client as the documents_needed template", async () => {
  const { bookingId, number } = await optedInBooking();
  expect(await addRequests(bookingId, "admin", ["Form 16 from your employer"], null)).toBe("added");
  await sendWhatsApp();
  const sent = await standIn.waitForSent((message) => message.body.to === number);
  const read = readTemplate(sent);
  expect(read.name).toBe("documents_needed");
  expect(read.language).toBe("en");
  expect(read.values.documents).toContain("Form 16 from your employer");
});

test("a client who did not opt in is only emailed, as before", async () => {
  const { bookingId, email } = await insertBooking();
  await addRequests(bookingId, "admin", ["PAN card"], null);
  await sendWhatsApp();
  expect(standIn.sent).toEqual([]);
  expect(await rowsOf(bookingId)).toEqual([]);
  const emails = await getDb().select().from(outbox).where(eq(outbox.to, email));
  expect(emails.length).toBeGreaterThan(0);
  expect(emails.every((row) => !row.heldForWhatsapp)).toBe(true);
});

test("a rate limit is retried with backoff and the message goes once; two workers at once send it once", async () => {
  const { bookingId } = await optedInBooking();
  await addRequests(bookingId, "admin", ["Bank statement"], null);
  standIn.failNext(GRAPH_ERRORS.throughputLimit);
  expect(await sendWhatsApp()).toEqual({ completed: 0, failed: 1 });
  const [waiting] = await rowsOf(bookingId);
  expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
  expect(waiting?.lastError).toContain("130429");
  // Two workers claim at once: the row's lock lets one send.
  const results = await Promise.all([sendWhatsApp(), sendWhatsApp()]);
  expect(results.reduce((sum, result) => sum + result.completed, 0)).toBe(1);
  expect(standIn.sent).toHaveLength(1);
  expect((await rowsOf(bookingId))[0]).toMatchObject({ status: "sent", attempts: 2 });
  // Nothing more to send, however often the queue runs.
  await sendWhatsApp();
  expect(standIn.sent).toHaveLength(1);
});

test("statuses move forward from the signed webhook; delivered drops the held email", async () => {
  const { bookingId, number } = await optedInBooking();
  await addRequests(bookingId, "admin", ["Rent receipts"], null);
  await sendWhatsApp();
  const [row] = await rowsOf(bookingId);
  const wamid = row?.waMessageId ?? "";
  expect((await postWebhook(standIn.events.status({ wamid, status: "delivered", recipient: number }))).status).toBe(
    200,
  );
  expect((await rowsOf(bookingId))[0]?.status).toBe("delivered");
  expect(await emailsOf(bookingId)).toEqual([]);
  await postWebhook(standIn.events.status({ wamid, status: "read", recipient: number }));
  // A late "delivered" does not undo "read".
  await postWebhook(standIn.events.status({ wamid, status: "delivered", recipient: number }));
  expect((await rowsOf(bookingId))[0]?.status).toBe("read");
  // A status for a message we never sent changes nothing.
  expect(
    (await postWebhook(standIn.events.status({ wamid: "wamid.unknown", status: "read", recipient: number }))).status,
  ).toBe(200);
});

test("a number not on WhatsApp falls back to email, once", async () => {
  const { bookingId, number } = await optedInBooking();
  await addRequests(bookingId, "admin", ["Aadhaar card"], null);
  await sendWhatsApp();
  const [row] = await rowsOf(bookingId);
  const failed = standIn.events.status({ wamid: row?.waMessageId ?? "", status: "failed", recipient: number });
  await postWebhook(failed);
  await postWebhook(failed);
  const [after] = await rowsOf(bookingId);
  expect(after).toMatchObject({ status: "failed" });
  expect(after?.fellBackAt).not.toBeNull();
  const emails = await emailsOf(bookingId);
  expect(emails).toHaveLength(1);
  expect(emails[0]?.heldForWhatsapp).toBe(false);
  const { completed } = await runDueJobs("send-email", { dueNow: true });
  expect(completed).toBeGreaterThanOrEqual(1);
  expect((await emailsOf(bookingId))[0]?.sentAt).not.toBeNull();
});

test("a template WhatsApp refuses (132001: none in the client's language) is not retried: the email goes", async () => {
  const { bookingId } = await optedInBooking({ language: "or" });
  await addRequests(bookingId, "admin", ["Form 26AS"], null);
  standIn.failNext(GRAPH_ERRORS.templateNotFound);
  expect(await sendWhatsApp()).toEqual({ completed: 1, failed: 0 });
  expect((await rowsOf(bookingId))[0]).toMatchObject({ status: "failed" });
  const [email] = await emailsOf(bookingId);
  expect(email?.heldForWhatsapp).toBe(false);
  // The email is in the client's language, never another.
  expect(email?.html).toContain('lang="or"');
});

test("a withdrawn opt-in sends nothing, even queued before; STOP withdraws it", async () => {
  const { bookingId, email, number } = await optedInBooking();
  await addRequests(bookingId, "admin", ["Salary slips"], null);
  // The client replies STOP before the queue runs.
  expect((await postWebhook(standIn.events.text({ from: number, body: "STOP" }))).status).toBe(200);
  await fileInbound();
  const [consent] = await getDb()
    .select()
    .from(consents)
    .where(and(eq(consents.email, email), eq(consents.purpose, "whatsapp")));
  expect(consent?.withdrawnAt).not.toBeNull();
  await sendWhatsApp();
  const notice = (await rowsOf(bookingId)).find((row) => row.kind === "template");
  expect(notice?.status).toBe("withdrawn");
  expect((await emailsOf(bookingId)).every((row) => !row.heldForWhatsapp)).toBe(true);
  // The only WhatsApp the client gets is the answer to their STOP.
  expect(standIn.sent.map((message) => message.body.type)).toEqual(["text"]);
});

test("a wrong, missing or stale signature is refused and stores nothing; a replay stores nothing more", async () => {
  const { bookingId, number } = await optedInBooking();
  const text = standIn.events.text({ from: number, body: "Here is my question" });
  expect((await postWebhook(text, { secret: "not-the-secret" })).status).toBe(401);
  expect((await postWebhook(text, { unsigned: true })).status).toBe(401);
  const stale = standIn.events.text({
    from: number,
    body: "old",
    timestamp: Math.floor(Date.now() / 1000) - 3 * 86_400,
  });
  expect((await postWebhook(stale)).status).toBe(200);
  expect(await getDb().select().from(whatsappMessages).where(eq(whatsappMessages.number, number))).toEqual([]);
  // Meta's own delivery, and the same again.
  expect((await postWebhook(text)).status).toBe(200);
  expect((await postWebhook(text)).status).toBe(200);
  await fileInbound();
  const messages = await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId));
  expect(messages).toMatchObject([{ author: "client", channel: "whatsapp", body: "Here is my question" }]);
  // The firm's inbox is told.
  const told = await getDb()
    .select()
    .from(outbox)
    .where(
      eq(outbox.subject, `[${await referenceOfBooking(bookingId)}] Message from the client of booking ${bookingId}`),
    );
  expect(told).toHaveLength(1);
});

async function referenceOfBooking(bookingId: string) {
  const [row] = await getDb()
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  return row?.reference ?? "";
}

test("the subscription check answers its challenge only with the verify token", async () => {
  const ask = (token: string) =>
    loader({
      request: new Request(
        `http://localhost/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${encodeURIComponent(token)}`,
      ),
      params: {},
      context: { clientAddress: "10.0.0.1" },
    } as never) as Response;
  const right = ask(standIn.env.WHATSAPP_VERIFY_TOKEN);
  expect(right.status).toBe(200);
  expect(await right.text()).toBe("1158201444");
  expect(ask("guess").status).toBe(403);
});

test("a photo sent back is stored as a PDF in the client's booking, encrypted, and acknowledged", async () => {
  const { bookingId, number } = await optedInBooking();
  const mediaId = standIn.addMedia(readFileSync("tests/fixtures/landscape.jpg"), "image/jpeg");
  await postWebhook(standIn.events.image({ from: number, mediaId }));
  await fileInbound();
  const stored = await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ contentType: "application/pdf", source: "client", checked: true });
  expect(stored[0]?.fileName).toMatch(/^WhatsApp photo \d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await rowsOf(bookingId)).find((row) => row.direction === "in")?.status).toBe("filed");
  await sendWhatsApp();
  const answer = await standIn.waitForSent((message) => message.body.to === number);
  expect(JSON.stringify(answer.body.text)).toContain("received your document");
});

test("a photo's caption names it, and files it against the line it names", async () => {
  const { bookingId, number } = await optedInBooking();
  await addRequests(bookingId, "admin", ["Purchase invoices for October 2026"], null);
  const mediaId = standIn.addMedia(readFileSync("tests/fixtures/landscape.jpg"), "image/jpeg");
  await postWebhook(standIn.events.image({ from: number, mediaId, caption: "Purchase invoices October" }));
  await fileInbound();
  const [stored] = await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId));
  expect(stored?.fileName).toMatch(/^Purchase invoices October \d{4}-\d{2}-\d{2}\.pdf$/);
  expect(stored?.filedAs).toMatch(/^request-\d+$/);
});

test("a file of a refused type is not stored; the client is told what we take", async () => {
  const { bookingId, number } = await optedInBooking();
  const mediaId = standIn.addMedia(Buffer.from("MZ\x90\x00 not a document at all"), "application/pdf");
  await postWebhook(standIn.events.document({ from: number, mediaId, filename: "invoice.pdf" }));
  await fileInbound();
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId))).toEqual([]);
  expect((await rowsOf(bookingId)).find((row) => row.direction === "in")?.status).toBe("refused");
  await sendWhatsApp();
  const answer = await standIn.waitForSent((message) => message.body.to === number);
  expect(JSON.stringify(answer.body.text)).toContain("PDF, JPG, PNG and HEIC");
});

test("a file over the upload limit is not downloaded or stored", async () => {
  const { bookingId, number } = await optedInBooking();
  const mediaId = standIn.addMedia(Buffer.alloc(26 * 1024 * 1024, 0xff), "image/jpeg");
  await postWebhook(standIn.events.image({ from: number, mediaId }));
  await fileInbound();
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId))).toEqual([]);
  expect((await rowsOf(bookingId)).find((row) => row.direction === "in")?.status).toBe("refused");
});

test("a client with two open items is asked which one, and what they sent goes to the one they choose", async () => {
  const number = newNumber();
  const first = await optedInBooking({}, number);
  const second = await insertBooking({ email: first.email });
  await postWebhook(standIn.events.text({ from: number, body: "Which documents are still needed?" }));
  await fileInbound();
  await sendWhatsApp();
  const list = await standIn.waitForSent((message) => message.body.type === "interactive");
  const rows = (list.body.interactive as { action: { sections: { rows: { id: string }[] }[] } }).action.sections[0]
    ?.rows;
  expect(rows?.map((row) => row.id).sort()).toEqual([first.bookingId, second.bookingId].sort());
  await postWebhook(standIn.events.listReply({ from: number, replyId: second.bookingId, title: "choice" }));
  await fileInbound();
  const filed = await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, second.bookingId));
  expect(filed.map((message) => message.body)).toEqual(["Which documents are still needed?"]);
  expect(await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, first.bookingId))).toEqual(
    [],
  );
});

test("an unknown number gets a polite answer and nothing of its message is kept", async () => {
  const number = newNumber();
  await postWebhook(standIn.events.text({ from: number, body: "My PAN is ABCDE1234F" }));
  await fileInbound();
  const [row] = await getDb().select().from(whatsappMessages).where(eq(whatsappMessages.number, number));
  expect(row).toMatchObject({ status: "refused", body: "", payload: null, bookingId: null });
  await sendWhatsApp();
  const answer = await standIn.waitForSent((message) => message.body.to === number);
  expect(JSON.stringify(answer.body.text)).toContain("could not find any work of ours for this number");
});

test("staff reply by WhatsApp text within the client's 24 hours, by the template after, by email otherwise", async () => {
  const { bookingId, number } = await optedInBooking();
  // No WhatsApp from the client yet: the firm's message is emailed (held for the digest), as before.
  await postMessage({ bookingId, author: "firm", authorId: null, body: "We have started." });
  expect((await rowsOf(bookingId)).filter((row) => row.direction === "out")).toEqual([]);

  await postWebhook(standIn.events.text({ from: number, body: "When will it be filed?" }));
  await fileInbound();
  await postMessage({ bookingId, author: "firm", authorId: null, body: "By Friday." });
  await sendWhatsApp();
  const text = await standIn.waitForSent((message) => message.body.type === "text" && message.body.to === number);
  expect(JSON.stringify(text.body.text)).toContain("By Friday.");
  const [reply] = await getDb()
    .select()
    .from(bookingMessages)
    .where(and(eq(bookingMessages.bookingId, bookingId), eq(bookingMessages.body, "By Friday.")));
  expect(reply?.channel).toBe("whatsapp");

  // A day and more later the window is closed: the template says there is a message.
  await getDb()
    .update(whatsappMessages)
    .set({ eventAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(and(eq(whatsappMessages.bookingId, bookingId), eq(whatsappMessages.direction, "in")));
  await postMessage({ bookingId, author: "firm", authorId: null, body: "Please call us." });
  await sendWhatsApp();
  const template = await standIn.waitForSent(
    (message) => message.body.type === "template" && message.body.to === number,
  );
  expect(readTemplate(template).name).toBe("new_message");
});
