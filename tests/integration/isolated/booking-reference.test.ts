// A booking reference to read out on the phone (issue 36, item 10): every
// booking gets one as it is made, the bookings made before got one from the
// migration, every email about a booking carries it first in its subject, and
// the past booking search and the staff's search find the booking by it,
// however it is typed, beside the spec's booking id.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, gt, max, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { expect, inject, test, vi } from "vitest";
import { BOOKINGS, listPage, searchOf } from "#app/admin/lists.server.ts";
import { moveStage, postMessage } from "#app/bookings/booking-work.server.ts";
import { createBooking, findBookingSummary, resolveBookingItems } from "#app/bookings/bookings.server.ts";
import { addRequests } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrate.server.ts";
import { bookings, outbox, payments } from "#app/db/schema.ts";
import { decidePayment, reportPayment } from "#app/invoices/invoice-payments.server.ts";
import { action as searchAction } from "#app/routes/past-booking-details.tsx";
import { finishUploads, openConfirmation, recordUploads } from "#app/uploads/upload-mail.server.ts";
import { insertBooking, referenceOf } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { invoiceFirstItem } from "#tests/invoice-rows.ts";
import { sendDigests } from "#tests/jobs.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { adminQuery, dropDatabase, withDatabase } from "#tests/setup/database-server.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

// Invoices need the firm's billing details.
for (const [name, value] of Object.entries(TEST_FIRM)) vi.stubEnv(name, value);

setupTestDatabase();

const REFERENCE = /^ETF-\d{3}-\d{3}-\d{3}$/;
const admin = { id: "admin-reference-test", email: "admin@example.com" };

/** The reference column's default: the database's generator, as SQL. */
async function getGenerator() {
  const { rows } = await getDb().execute<{ generator: string }>(
    sql`select column_default as generator from information_schema.columns
      where table_name = 'bookings' and column_name = 'reference'`,
  );
  const generator = rows[0]?.generator ?? "";
  expect(generator).toContain("gen_random_uuid()");
  return generator;
}

async function book(email = `client-${crypto.randomUUID()}@example.com`) {
  const resolved = resolveBookingItems(JSON.stringify([["gst-filing:monthly_gst", 1]]));
  if ("error" in resolved) throw new Error(resolved.error);
  const { bookingId } = await createBooking({
    customerName: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    instructions: "",
    items: resolved.items,
    files: [],
    userId: null,
  });
  return { bookingId, email, reference: await referenceOf(bookingId) };
}

test("every new booking gets its own reference, drawn at random, not in sequence", async () => {
  const made = [];
  for (let index = 0; index < 12; index++) made.push(await book());
  for (const { reference } of made) expect(reference).toMatch(REFERENCE);
  const numbers = made.map(({ reference }) => Number(reference.replace(/\D/g, "")));
  expect(new Set(numbers).size).toBe(numbers.length);
  // Drawn, not counted: consecutive bookings' references are not a step apart.
  const steps = numbers.slice(1).map((number, index) => Math.abs(number - (numbers[index] ?? 0)));
  expect(steps.filter((step) => step < 1_000)).toEqual([]);

  // Two thousand draws of the database's generator: each a reference, spread over the whole range.
  const generator = await getGenerator();
  const drawn = (
    await getDb().execute<{ reference: string }>(
      sql.raw(`select ${generator} as reference from generate_series(1, 2000)`),
    )
  ).rows.map((row) => row.reference);
  expect(drawn.filter((reference) => !REFERENCE.test(reference))).toEqual([]);
  expect(new Set(drawn).size).toBeGreaterThan(1_990);
  expect(new Set(drawn.map((reference) => reference.slice(4, 5))).size).toBe(10);
  expect(new Set(drawn.map((reference) => reference.slice(-1))).size).toBe(10);
});

test("a reference drawn twice is drawn again: the booking is made with another", async () => {
  const taken = await book();
  // The next draw is the taken reference, the ones after it are random.
  const generator = await getGenerator();
  await getDb().execute(sql`create sequence reference_draws`);
  await getDb().execute(
    sql.raw(
      `alter table bookings alter column reference set default case when nextval('reference_draws') = 1 then '${taken.reference}' else ${generator} end`,
    ),
  );
  try {
    const next = await book();
    expect(next.reference).toMatch(REFERENCE);
    expect(next.reference).not.toBe(taken.reference);
    const [draws] = (await getDb().execute<{ last: string }>(sql`select last_value as last from reference_draws`)).rows;
    expect(Number(draws?.last)).toBe(2);
  } finally {
    await getDb().execute(sql.raw(`alter table bookings alter column reference set default ${generator}`));
    await getDb().execute(sql`drop sequence reference_draws`);
  }
});

test("the migration gives every booking made before it a reference of its own", async () => {
  const serverUrl = inject("databaseServerUrl");
  const name = `etf_reference_${process.pid}`;
  await dropDatabase(serverUrl, name);
  await adminQuery(serverUrl, `create database ${name}`);
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
  await client.connect();
  try {
    // The migrations before the reference's, then 5,000 bookings as they were.
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_booking_reference"));
    expect(at).toBeGreaterThan(0);
    const before = mkdtempSync(path.join(os.tmpdir(), "etf-migrations-"));
    try {
      cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
      writeFileSync(
        path.join(before, "meta/_journal.json"),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
      );
      await migrate(drizzle({ client }), { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await client.query(
      `insert into bookings (booking_id, customer_name, email, phone)
       select 'ETF-' || (1700000000000 + n) || '-' || n, 'Old client', 'old-' || n || '@example.com', '9876543210'
       from generate_series(1, 5000) as n`,
    );

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ reference: string }>("select reference from bookings");
    expect(rows).toHaveLength(5000);
    const references = rows.map((row) => row.reference);
    expect(references.filter((reference) => !REFERENCE.test(reference))).toEqual([]);
    expect(new Set(references).size).toBe(5000);
    // Unique from now on.
    await expect(
      client.query(
        `insert into bookings (booking_id, customer_name, email, phone, reference) values ('ETF-1-1', 'x', 'x@example.com', '1', $1)`,
        [references[0]],
      ),
    ).rejects.toThrow(/bookings_reference_unique/);
  } finally {
    await client.end();
    await dropDatabase(serverUrl, name);
  }
}, 60_000);

test("every email about a booking, the client's and the firm's, digests and invoices too, starts with its reference", async () => {
  const { bookingId } = await insertBooking();
  const reference = await referenceOf(bookingId);
  const [{ last } = { last: 0 }] = await getDb()
    .select({ last: max(outbox.id) })
    .from(outbox);
  await getDb().transaction((tx) =>
    openConfirmation(tx, { bookingId, received: [], refused: [], mailClient: true, uploadsFollow: false }),
  );
  expect(await addRequests(bookingId, admin.id, ["Form 16"], null)).toBe("added");
  await postMessage({ bookingId, author: "firm", authorId: admin.id, body: "Please also send your rent receipts." });
  await postMessage({ bookingId, author: "client", authorId: null, body: "Sent." });
  await sendDigests();
  await getDb().transaction((tx) => recordUploads(tx, bookingId, { received: ["form16.pdf"], refused: [] }));
  expect(await finishUploads(bookingId)).toBe(true);
  expect(await moveStage(bookingId, "Documents received", admin.id)).toBe("moved");
  await sendDigests();
  const issued = await invoiceFirstItem(bookingId, admin);
  expect(await reportPayment({ bookingId, invoiceId: issued.id, utr: "412345678901" })).toBe("reported");
  const [payment] = await getDb().select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, issued.id));
  expect(await decidePayment({ bookingId, paymentId: payment?.id ?? 0, admin, confirm: true, note: "" })).toBeTruthy();

  const mails = await getDb()
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, digestKey: outbox.digestKey })
    .from(outbox)
    .where(gt(outbox.id, last ?? 0))
    .orderBy(outbox.id);
  const subjects = mails.map((mail) => mail.subject);
  // Client and firm, one event's email and a digest of several, the invoice, the payment reported, the receipt.
  expect(subjects).toEqual(
    expect.arrayContaining([
      `[${reference}] Booking ${bookingId} received`,
      `[${reference}] New booking ${bookingId}`,
      `[${reference}] Message from the client of booking ${bookingId}`,
      `[${reference}] 2 updates on your booking ${bookingId}`,
      `[${reference}] Documents received for booking ${bookingId}`,
      `[${reference}] Invoice ${issued.number} for booking ${bookingId}`,
      `[${reference}] Payment reported for invoice ${issued.number}`,
      `[${reference}] Receipt: payment received for invoice ${issued.number}`,
    ]),
  );
  for (const subject of subjects) expect(subject.startsWith(`[${reference}] `), subject).toBe(true);
  // A digest's headings are the events' subjects without it: said once, in the digest's own subject.
  const digest = mails.find((mail) => mail.subject.includes("2 updates"));
  expect(digest?.text).toContain(`Documents needed for booking ${bookingId}:`);
  expect(digest?.text).not.toContain(`[${reference}] Documents needed`);
  // The confirmation says it in words too.
  expect(mails.find((mail) => mail.subject.endsWith("received") && mail.subject.includes("Booking"))?.text).toContain(
    `Your booking reference is ${reference}`,
  );
});

type Answer = { notice: string | null; found: { bookingId: string; reference: string } | null };
const search = async (text: string, address = "10.7.0.1") =>
  (await settle(callRoute(searchAction, "/past-booking-details", { form: { bookingId: text }, address })))
    .body as Answer;

test("the past booking search finds a booking by its id as the spec says, and by its reference however it is typed", async () => {
  const mine = await book();
  const theirs = await book();
  const digits = mine.reference.replace(/\D/g, "");
  for (const typed of [
    mine.bookingId,
    mine.reference,
    mine.reference.toLowerCase(),
    `etf ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    digits,
    ` ${digits.slice(0, 3)}-${digits.slice(3)} `,
  ]) {
    const answer = await search(typed);
    expect(answer.notice, typed).toBe("Request found!");
    expect(answer.found, typed).toMatchObject({ bookingId: mine.bookingId, reference: mine.reference });
  }
  // The found booking shows what a stranger may see, nothing of its client.
  const summary = await findBookingSummary(mine.reference);
  expect(Object.keys(summary ?? {}).sort()).toEqual(["bookingId", "createdAt", "reference", "services", "status"]);
  expect(JSON.stringify(summary)).not.toContain(mine.email);
  // Another booking's reference finds that booking only; a near miss finds none.
  expect((await search(theirs.reference)).found?.bookingId).toBe(theirs.bookingId);
  const nearMiss = `${digits.slice(0, 8)}${(Number(digits.at(-1)) + 1) % 10}`;
  const missing = (
    await getDb()
      .select()
      .from(bookings)
      .where(eq(bookings.reference, `ETF-${nearMiss}`))
  ).length;
  if (missing === 0) expect((await search(nearMiss)).found).toBeNull();
  // The spec's id is matched as given: part of one, or one in lower case, is not it.
  expect((await search(mine.bookingId.slice(0, -1))).found?.bookingId).not.toBe(mine.bookingId);
  expect((await search(mine.bookingId.toLowerCase())).found).toBeNull();
});

test("the staff's search finds a booking by its reference however it is typed, through the search index", async () => {
  const made = await book();
  const digits = made.reference.replace(/\D/g, "");
  for (const q of [made.reference, made.reference.toLowerCase(), digits, `${digits.slice(0, 3)} ${digits.slice(3)}`]) {
    const { rows } = await listPage(BOOKINGS, { q, page: 1 });
    expect(
      rows.map((row) => row.bookingId),
      q,
    ).toEqual([made.bookingId]);
  }
  // Both what was typed and the reference it stands for are looked up in the trigram index.
  const plan = await getDb().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx.select({ one: sql`1` }).from(bookings).where(searchOf(BOOKINGS, digits));
    return (await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`)).rows
      .map((row) => row["QUERY PLAN"])
      .join("\n");
  });
  expect(plan.match(/Bitmap Index Scan on bookings_search_idx/g), plan).toHaveLength(2);
  expect(plan, plan).toContain(`%${made.reference.toLowerCase()}%`);
});
