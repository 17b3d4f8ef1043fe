// A mail server that is down delays mail but loses none, and delivery is
// idempotent: each outbox row goes out once, except that a crash between the
// mail server's "OK" and our commit repeats that one message once, under the
// same Message-ID (app/mail/delivery.server.ts). Mail goes out through the
// job queue's "send-email" jobs (app/jobs), run here as its workers would.
import { randomUUID } from "node:crypto";
import { gt, sql } from "drizzle-orm";
import pg from "pg";
import { beforeEach, expect, test } from "vitest";
import { registerUser } from "#app/accounts/accounts.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import { saveEnquiry } from "#app/enquiries/enquiries.server.ts";
import { getJobQueue } from "#app/jobs/queue.server.ts";
import { createSender, type Sender } from "#app/mail/delivery.server.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import { submitBooking } from "#app/routes/cart-page.server.ts";
import { subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail } from "#tests/jobs.ts";
import { type CapturedMail, startSmtpServer } from "#tests/smtp.ts";

const databaseUrl = setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
});

const newEmail = () => `client-${randomUUID()}@example.com`;

/** The outbox row a captured message was sent from, by its fixed Message-ID. */
function outboxIdOf(message: CapturedMail): number {
  const id = /^Message-ID: <outbox-(\d+)@[^>]+>/im.exec(message.raw)?.[1];
  if (!id) throw new Error("a message without an outbox Message-ID");
  return Number(id);
}

/** How many copies of each outbox row the mail server received. */
function copiesByOutboxId(messages: CapturedMail[]): Map<number, number> {
  const copies = new Map<number, number>();
  for (const message of messages) copies.set(outboxIdOf(message), (copies.get(outboxIdOf(message)) ?? 0) + 1);
  return copies;
}

async function lastOutboxId(): Promise<number> {
  const [row] = await getDb()
    .select({ id: sql<number>`coalesce(max(${outbox.id}), 0)::int` })
    .from(outbox);
  return row?.id ?? 0;
}

const queuedSince = (watermark: number) =>
  getDb().select().from(outbox).where(gt(outbox.id, watermark)).orderBy(outbox.id);

async function book(email: string): Promise<string> {
  const request = new Request("http://localhost/cart-page", {
    method: "POST",
    body: new URLSearchParams({
      name: "Asha Rao",
      phone: "+91 98765 43210",
      email,
      instructions: "",
      items: JSON.stringify([["gst-filing:monthly_gst", 1]]),
      clientUploads: "1",
      consent: "on",
    }),
  });
  const result = (await submitBooking(request, "127.0.0.1")) as { data?: { bookingId?: string | null } };
  const bookingId = result.data?.bookingId;
  if (!bookingId) throw new Error("the booking was not saved");
  return bookingId;
}

const enquire = (email: string) =>
  saveEnquiry({ name: "Ravi Kumar", phone: "9876543210", email, service: "gst", message: "Please call." });

test("with the mail server down, a booking, a registration and an enquiry succeed; their mail waits, then goes out once", async () => {
  const smtp = await startSmtpServer();
  const port = smtp.port;
  await smtp.close();
  const sender = createSender({ smtpUrl: `smtp://127.0.0.1:${port}` });
  const watermark = await lastOutboxId();

  const bookingId = await book(newEmail());
  await registerUser({
    name: "Meera Das",
    email: newEmail(),
    phone: "+91 94370 12345",
    password: "Secret1",
    headers: new Headers(),
  });
  await enquire(newEmail());

  expect(await deliverMail(sender)).toBe(0);
  const waiting = await queuedSince(watermark);
  const subject = await subjectFor(bookingId);
  expect(waiting.map((message) => message.subject)).toEqual([
    subject(`Booking ${bookingId} received`),
    subject(`New booking ${bookingId}`),
    "Verify your email address",
    "New enquiry: GST",
  ]);
  for (const message of waiting) {
    expect(message.sentAt).toBeNull();
    expect(message.attempts).toBe(1);
    expect(message.lastError).toBeTruthy();
    const [job] = await (await getJobQueue()).findJobs("send-email", { key: `outbox-${message.id}` });
    expect(job?.state).toBe("retry");
    expect(job?.startAfter.getTime()).toBeGreaterThan(Date.now());
  }

  const back = await startSmtpServer(port);
  try {
    // Each retry waits out its backoff (15 s at first); run them now.
    expect(await deliverMail(sender)).toBe(0);
    expect(await deliverMail(sender, { dueNow: true })).toBe(4);
    expect(await deliverMail(sender)).toBe(0);
    expect(copiesByOutboxId(back.messages)).toEqual(new Map(waiting.map((message) => [message.id, 1])));
    expect((await queuedSince(watermark)).every((message) => message.sentAt instanceof Date)).toBe(true);
  } finally {
    await back.close();
  }
});

/**
 * What a crash does to the one transaction that is sending: the connection
 * goes, PostgreSQL rolls the transaction back and releases the row.
 */
async function dropSendingConnection() {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()`,
    );
    expect(rows).toHaveLength(1);
  } finally {
    await client.end();
  }
}

/**
 * In a real crash the process dies with its connection. Here the test lives
 * on, and pg emits the dead connection's error on the checked-out client,
 * where nobody listens (the pool only listens on idle clients): absorb it.
 */
function absorbErrorsOfCheckedOutClients() {
  const pool = getDb().$client;
  const listening = new WeakSet<pg.PoolClient>();
  const onAcquire = (client: pg.PoolClient) => {
    if (listening.has(client)) return;
    listening.add(client);
    client.on("error", () => {});
  };
  pool.on("acquire", onAcquire);
  return () => pool.off("acquire", onAcquire);
}

test("a crash after the mail server's OK, before the commit, repeats only that message, once, with the same Message-ID", async () => {
  const smtp = await startSmtpServer();
  const stopAbsorbing = absorbErrorsOfCheckedOutClients();
  try {
    const watermark = await lastOutboxId();
    for (let index = 0; index < 3; index++) await enquire(newEmail());
    const queued = await queuedSince(watermark);
    const send = createSender({ smtpUrl: smtp.url });
    const sendThenCrash: Sender = async (message) => {
      await send(message);
      await dropSendingConnection();
    };

    // The process dies with its first message: it sends nothing more.
    expect(await deliverMail(sendThenCrash, { limit: 1 })).toBe(0);
    const [first] = queued;
    expect(smtp.messages.map(outboxIdOf)).toEqual([first?.id]);
    // The crashed transaction left no trace: the message still waits, as if never tried.
    const afterCrash = (await queuedSince(watermark)).find((message) => message.id === first?.id);
    expect(afterCrash).toMatchObject({ sentAt: null, attempts: 0 });

    // The next start delivers what waits: the first message once more (when its retry is due), the others once.
    expect(await deliverMail(send, { dueNow: true })).toBe(3);
    expect(await deliverMail(send)).toBe(0);
    expect(copiesByOutboxId(smtp.messages)).toEqual(
      new Map(queued.map((message) => [message.id, message.id === first?.id ? 2 : 1])),
    );
    const copiesOfFirst = smtp.messages.filter((message) => outboxIdOf(message) === first?.id);
    const headerOf = (message: CapturedMail) => /^Message-ID: .*$/im.exec(message.raw)?.[0];
    expect(headerOf(copiesOfFirst[0] as CapturedMail)).toBe(headerOf(copiesOfFirst[1] as CapturedMail));
  } finally {
    stopAbsorbing();
    await smtp.close();
  }
});

test("two delivery loops at once (two servers) never send the same message", async () => {
  const smtp = await startSmtpServer();
  try {
    const watermark = await lastOutboxId();
    for (let index = 0; index < 6; index++) await enquire(newEmail());
    const send = createSender({ smtpUrl: smtp.url });
    // A little slower than a local mail server, so the two loops overlap.
    const slowSend: Sender = async (message) => {
      await send(message);
      await new Promise((resolve) => setTimeout(resolve, 30));
    };

    const [first, second] = await Promise.all([deliverMail(slowSend), deliverMail(slowSend)]);
    expect(first + second).toBe(6);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    const queued = await queuedSince(watermark);
    expect(copiesByOutboxId(smtp.messages)).toEqual(new Map(queued.map((message) => [message.id, 1])));
  } finally {
    await smtp.close();
  }
});
