import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { count, eq, inArray, like } from "drizzle-orm";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { savePost } from "#app/blog/blog-admin.server.ts";
import { findBookingSummary, isBookingIdClash } from "#app/bookings/bookings.server.ts";
import { receiveDocuments } from "#app/bookings/documents.server.ts";
import { getLastBooking } from "#app/bookings/last-booking.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookings, documentKeys, outbox, uploads } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import { loader as blogImageLoader } from "#app/routes/blog-images.ts";
import { submitBooking } from "#app/routes/cart-page.server.ts";
import { getFirmInbox, getSiteConfig } from "#app/site.server.ts";
import type { SavedFile } from "#app/uploads/file-storage.server.ts";
import { getUploadLimits, sanitizeFileName } from "#app/uploads/receive.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { finishUploads } from "#app/uploads/upload-mail.server.ts";
import { referenceOf, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";

setupTestDatabase();

/** When the running test began: files older than it belong to earlier tests. */
let testStarted = 0;
beforeEach(async () => {
  testStarted = Date.now() - 1_000;
  await resetRateLimits();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const BOOKING_ID = /^ETF-\d{13}-\d{1,4}$/;
const ITEMS = [
  ["gst-filing:monthly_gst", 2],
  ["income-tax-filing:company", 1],
] as const;

const uploadsDir = () => path.join(getEnv().dataDir, "uploads");
const pathOfKey = (key: string) => path.join(uploadsDir(), key.slice(0, 2), key);
const newEmail = () => `client-${randomUUID()}@example.com`;

// Every file carries a marker unique to its test, so the uploads folder can
// be searched for leftovers even while other test files store documents.
const pdf = (marker: string, body = "1 0 obj << /Type /Catalog >> endobj\n") =>
  Buffer.from(`%PDF-1.7\n% ${marker}\n${body}%%EOF\n`);
const zip = (marker: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.from(`zip entry ${marker}`)]);

type Upload = { name: string; bytes: Buffer };

const UPLOADS = "http://localhost/uploads";

function postForm(
  fields: Record<string, string>,
  files: Upload[] = [],
  url = "http://localhost/cart-page",
  cookie = "",
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("files", new File([new Uint8Array(file.bytes)], file.name));
  return new Request(url, { method: "POST", body: form, headers: cookie ? { Cookie: cookie } : {} });
}

function customerFields(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Asha Rao",
    phone: "+91 98765 43210",
    email,
    instructions: "Please call after 6 pm.",
    items: JSON.stringify(ITEMS),
    consent: "on",
    ...overrides,
  };
}

type FormReply = {
  result?: { status?: string; error?: Record<string, string[] | null> | null };
  bookingId: string | null;
};
type DataResult = { type: string; data: FormReply; init: ResponseInit | null };

/** submitBooking's answer: a redirect (thrown or returned) or a data() result. */
async function submit(request: Request, clientAddress = "127.0.0.1"): Promise<unknown> {
  return submitBooking(request, clientAddress).catch((error: unknown) => error);
}

function expectRedirect(result: unknown, location: string): Response {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(location);
  return response;
}

function expectData(result: unknown, status?: number): DataResult {
  expect(result).toMatchObject({ type: "DataWithResponseInit" });
  const reply = result as DataResult;
  expect(reply.init?.status).toBe(status);
  return reply;
}

/** The Cookie header a browser would send back after this response. */
function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Records the key of every file the storage writes while a request runs.
 * (A save that fails deletes its own file and rejects without a key;
 * `filesContaining` covers that case.)
 */
function trackSaves() {
  const spy = vi.spyOn(getStorage(), "save");
  return async (): Promise<string[]> => {
    const settled = await Promise.allSettled(spy.mock.results.map((result) => result.value as Promise<SavedFile>));
    return settled.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value.key] : []));
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Files under the data folder that hold the marker: in their bytes (a
 * plaintext copy anywhere is a leak), or, for a stored document, once
 * decrypted.
 */
async function filesContaining(marker: string, dir = getEnv().dataDir): Promise<string[]> {
  const found: string[] = [];
  for (const file of await listFiles(dir)) {
    const bytes = await fs.readFile(file).catch(() => Buffer.alloc(0));
    const decrypted = file.startsWith(uploadsDir())
      ? await getStorage()
          .open(path.basename(file))
          .then(buffer)
          .catch(() => Buffer.alloc(0))
      : Buffer.alloc(0);
    if (bytes.includes(marker) || decrypted.includes(marker)) found.push(file);
  }
  return found;
}

/** Files stored during this test without a data key: unreadable leftovers a failed upload must never leave. */
async function strayFiles(): Promise<string[]> {
  const keys = new Set(
    (await getDb().select({ key: documentKeys.storageKey }).from(documentKeys)).map((row) => row.key),
  );
  const stray: string[] = [];
  for (const file of await listFiles(uploadsDir())) {
    const { mtimeMs } = await fs.stat(file);
    if (mtimeMs >= testStarted && !keys.has(path.basename(file))) stray.push(file);
  }
  return stray;
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function countRows(table: typeof bookings | typeof uploads | typeof bookingItems) {
  const [row] = await getDb().select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function bookingsFor(email: string) {
  return getDb().select().from(bookings).where(eq(bookings.email, email));
}

async function uploadsOf(bookingId: string) {
  return getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId)).orderBy(uploads.id);
}

/** A booking made the way the browser makes it with JavaScript; returns its id. */
async function createTestBooking(email: string): Promise<string> {
  return (await bookAsClient(email)).bookingId;
}

/**
 * A booking made the way the browser makes it with JavaScript, and the
 * cookies that browser then holds: its uploads that follow are the client's.
 */
async function bookAsClient(email: string): Promise<{ bookingId: string; cookie: string }> {
  const reply = expectData(await submit(postForm(customerFields(email, { clientUploads: "1" }))));
  const bookingId = reply.data.bookingId;
  expect(bookingId).toMatch(BOOKING_ID);
  return { bookingId: bookingId ?? "", cookie: cookiesOf(new Headers(reply.init?.headers)) };
}

/** Asserts the files a refused request sent were received, then removed. */
async function expectFilesGone(marker: string, savedKeys: string[]) {
  expect(savedKeys.length).toBeGreaterThan(0);
  for (const key of savedKeys) expect(await exists(pathOfKey(key))).toBe(false);
  expect(await filesContaining(marker)).toEqual([]);
  expect(await strayFiles()).toEqual([]);
}

/** Asserts a refused booking stored nothing: no booking, no upload row, no file. */
async function expectNothingStored(email: string, marker: string, savedKeys: string[], uploadCount: number) {
  expect(await bookingsFor(email)).toEqual([]);
  expect(await countRows(uploads)).toBe(uploadCount);
  await expectFilesGone(marker, savedKeys);
}

test("a valid booking stores the booking, its items, its documents and two emails", async () => {
  const email = newEmail();
  const marker = randomUUID();
  const returnPdf = pdf(marker);
  const papers = zip(marker);
  const saves = trackSaves();

  const result = await submit(
    postForm(customerFields(email), [
      { name: "ITR 2024.pdf", bytes: returnPdf },
      { name: "papers.zip", bytes: papers },
    ]),
  );

  const response = expectRedirect(result, "/booking-confirmation");
  const last = await getLastBooking(
    new Request("http://localhost/", { headers: { Cookie: cookiesOf(response.headers) } }),
  );
  expect(last?.refused).toEqual([]);
  const bookingId = last?.bookingId ?? "";
  expect(bookingId).toMatch(BOOKING_ID);

  const rows = await bookingsFor(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    bookingId,
    customerName: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    customerInstructions: "Please call after 6 pm.",
    status: "In Progress",
    userId: null,
    closedAt: null,
  });

  const items = await getDb()
    .select({
      serviceId: bookingItems.serviceId,
      optionId: bookingItems.optionId,
      title: bookingItems.title,
      charge: bookingItems.charge,
      quantity: bookingItems.quantity,
    })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(bookingItems.id);
  expect(items).toEqual([
    { serviceId: "gst-filing", optionId: "monthly_gst", title: "GST Filing – Monthly", charge: 500, quantity: 2 },
    {
      serviceId: "income-tax-filing",
      optionId: "company",
      title: "Income Tax Filing – Company (ITR-6)",
      charge: 3000,
      quantity: 1,
    },
  ]);

  const stored = await uploadsOf(bookingId);
  expect(
    stored.map(({ fileName, contentType, size, sha256: hash }) => ({ fileName, contentType, size, hash })),
  ).toEqual(
    expect.arrayContaining([
      { fileName: "ITR 2024.pdf", contentType: "application/pdf", size: returnPdf.length, hash: sha256(returnPdf) },
      { fileName: "papers.zip", contentType: "application/zip", size: papers.length, hash: sha256(papers) },
    ]),
  );
  expect(stored).toHaveLength(2);
  for (const row of stored) {
    expect(row.storageKey).toMatch(/^[a-f0-9]{32}$/);
    // On disk encrypted: neither the bytes nor the PDF header; read back, the bytes sent.
    const onDisk = await fs.readFile(pathOfKey(row.storageKey));
    expect(onDisk.includes(marker) || onDisk.includes("%PDF")).toBe(false);
    const stored = await buffer(await getStorage().open(row.storageKey));
    expect(stored.equals(row.contentType === "application/pdf" ? returnPdf : papers)).toBe(true);
  }
  expect((await saves()).sort()).toEqual(stored.map((row) => row.storageKey).sort());
  expect((await filesContaining(marker)).sort()).toEqual(stored.map((row) => pathOfKey(row.storageKey)).sort());

  const mails = await getDb()
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(like(outbox.subject, `%${bookingId}%`));
  expect(mails).toHaveLength(2);
  const toCustomer = mails.find((mail) => mail.to === email);
  const subject = await subjectFor(bookingId);
  expect(toCustomer?.subject).toBe(subject(`Booking ${bookingId} received`));
  expect(toCustomer?.text).toContain(`Your booking id is ${bookingId}`);
  expect(toCustomer?.text).toContain("Total: ₹4,000");
  expect(toCustomer?.text).toContain("ITR 2024.pdf");
  expect(toCustomer?.text).toContain("papers.zip");
  const firmInbox = getEnv().FIRM_INBOX ?? getSiteConfig().email;
  const toFirm = mails.find((mail) => mail.to === firmInbox);
  expect(toFirm?.subject).toBe(subject(`New booking ${bookingId}`));
  expect(toFirm?.text).toContain(email);
});

test("price fields sent with the form are ignored: the total comes from the catalog", async () => {
  const email = newEmail();
  const result = await submit(
    postForm(customerFields(email, { clientUploads: "1", price: "1", total: "1", charge: "0", amount: "1" })),
  );
  const reply = expectData(result);
  const rows = await bookingsFor(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.bookingId).toBe(reply.data.bookingId);
  const charges = await getDb()
    .select({ charge: bookingItems.charge, quantity: bookingItems.quantity })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, rows[0]?.bookingId ?? ""))
    .orderBy(bookingItems.id);
  expect(charges).toEqual([
    { charge: 500, quantity: 2 },
    { charge: 3000, quantity: 1 },
  ]);
});

test.each([
  ["an unknown option key", [["gst-filing:free_gst", 1]], "This service option does not exist: gst-filing:free_gst."],
  ["quantity 0", [["gst-filing:monthly_gst", 0]], "The quantity of Monthly must be between 1 and 99."],
  ["quantity 1000", [["gst-filing:monthly_gst", 1000]], "The quantity of Monthly must be between 1 and 99."],
])("a cart with %s is refused and nothing is stored", async (_case, items, message) => {
  const email = newEmail();
  const marker = randomUUID();
  const uploadCount = await countRows(uploads);
  const saves = trackSaves();

  const result = await submit(
    postForm(customerFields(email, { items: JSON.stringify(items) }), [{ name: "return.pdf", bytes: pdf(marker) }]),
  );

  const reply = expectData(result, 400);
  expect(reply.data.bookingId).toBeNull();
  expect(reply.data.result?.error).toEqual({ "": [message] });
  await expectNothingStored(email, marker, await saves(), uploadCount);
});

test.each([
  ["missing", {}],
  ["whitespace only", { name: "   ", phone: " \t ", email: "  " }],
])("name, phone and email %s are refused with the spec's messages", async (_case, given) => {
  const marker = randomUUID();
  const uploadCount = await countRows(uploads);
  const bookingCount = await countRows(bookings);
  const saves = trackSaves();
  const fields: Record<string, string> = {
    instructions: marker,
    items: JSON.stringify(ITEMS),
    consent: "on",
    ...given,
  };

  const reply = expectData(await submit(postForm(fields, [{ name: "return.pdf", bytes: pdf(marker) }])), 400);

  expect(reply.data.bookingId).toBeNull();
  expect(await countRows(bookings)).toBe(bookingCount);
  expect(await countRows(uploads)).toBe(uploadCount);
  await expectFilesGone(marker, await saves());
  // Only the "please enter" message: a blank field is not also "invalid".
  expect(reply.data.result?.error).toMatchObject({
    name: ["Please enter your name."],
    phone: ["Please enter your phone number."],
    email: ["Please enter your email address."],
  });
});

test("files that are not PDF or ZIP, empty or too large are refused by name; a good PDF beside them is kept", async () => {
  const email = newEmail();
  const marker = randomUUID();
  const { maxFileBytes, maxFileMb } = getUploadLimits();
  const tooLarge = Buffer.alloc(maxFileBytes + 1, 0x20);
  Buffer.from(`%PDF-1.7\n% ${marker}\n`).copy(tooLarge);
  const good = pdf(marker);
  const saves = trackSaves();

  const result = await submit(
    postForm(customerFields(email), [
      {
        name: "invoice.pdf",
        bytes: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.from(marker)]),
      },
      { name: "empty.pdf", bytes: Buffer.alloc(0) },
      { name: "scan.pdf", bytes: Buffer.from(`<!doctype html><html><body>${marker}</body></html>`) },
      { name: "huge.pdf", bytes: tooLarge },
      { name: "good.pdf", bytes: good },
    ]),
  );

  const response = expectRedirect(result, "/booking-confirmation");
  const last = await getLastBooking(
    new Request("http://localhost/", { headers: { Cookie: cookiesOf(response.headers) } }),
  );
  expect(last?.refused.sort()).toEqual(
    [
      "invoice.pdf: only PDF and ZIP files are accepted.",
      "empty.pdf is empty.",
      "scan.pdf: only PDF and ZIP files are accepted.",
      `huge.pdf is larger than ${maxFileMb} MB, the limit for one file.`,
    ].sort(),
  );
  const bookingId = last?.bookingId ?? "";
  expect((await bookingsFor(email)).map((row) => row.bookingId)).toEqual([bookingId]);

  const stored = await uploadsOf(bookingId);
  expect(stored.map((row) => ({ fileName: row.fileName, size: row.size, sha256: row.sha256 }))).toEqual([
    { fileName: "good.pdf", size: good.length, sha256: sha256(good) },
  ]);
  const keptKey = stored[0]?.storageKey ?? "";
  for (const key of await saves()) expect(await exists(pathOfKey(key))).toBe(key === keptKey);
  expect(await filesContaining(marker)).toEqual([pathOfKey(keptKey)]);
});

test("receiveDocuments reports each refused file by name and keeps the good one", async () => {
  const bookingId = await createTestBooking(newEmail());
  const marker = randomUUID();
  const good = zip(marker);
  const outcome = await receiveDocuments(
    postForm({ bookingId }, [
      { name: "setup.pdf", bytes: Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.from(marker)]) },
      { name: "books.zip", bytes: good },
    ]),
    "127.0.0.1",
  );
  expect(outcome).toEqual({
    status: 422,
    bookingId,
    error: null,
    results: [
      { fileName: "books.zip", error: null },
      { fileName: "setup.pdf", error: "setup.pdf: only PDF and ZIP files are accepted." },
    ],
  });
  const stored = await uploadsOf(bookingId);
  expect(stored.map((row) => row.fileName)).toEqual(["books.zip"]);
  expect(await filesContaining(marker)).toEqual([pathOfKey(stored[0]?.storageKey ?? "")]);
});

test("a file name with folders is stored under a random key inside the uploads folder", async () => {
  const email = newEmail();
  const marker = randomUUID();
  const dataDir = getEnv().dataDir;
  const outside = [
    path.join(dataDir, "etc", "passwd.pdf"),
    path.join(uploadsDir(), "..", "..", "etc", "passwd.pdf"),
    path.join(dataDir, "..", "etc", "passwd.pdf"),
    path.join(dataDir, "passwd.pdf"),
    path.join(uploadsDir(), "passwd.pdf"),
  ];

  const reply = expectData(
    await submit(
      postForm(customerFields(email, { clientUploads: "1" }), [{ name: "../../etc/passwd.pdf", bytes: pdf(marker) }]),
    ),
  );

  const [row] = await uploadsOf(reply.data.bookingId ?? "");
  expect(row?.fileName).toBe("passwd.pdf");
  expect(row?.storageKey).toMatch(/^[a-f0-9]{32}$/);
  expect(await filesContaining(marker)).toEqual([pathOfKey(row?.storageKey ?? "")]);
  for (const file of outside) expect(await exists(file)).toBe(false);
  expect((await listFiles(dataDir)).filter((file) => !file.startsWith(uploadsDir() + path.sep))).not.toContainEqual(
    expect.stringContaining("passwd"),
  );
});

test("sanitizeFileName removes control and direction characters and keeps names short", () => {
  expect(sanitizeFileName("inv\u0000oice\u0000.pdf")).toBe("invoice.pdf");
  expect(sanitizeFileName("tax\r\nreturn\t2024.pdf")).toBe("taxreturn2024.pdf");

  const spoofed = sanitizeFileName("invoice\u202efdp.exe.pdf");
  expect(spoofed).toBe("invoicefdp.exe.pdf");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that control characters are gone
  expect(spoofed).not.toMatch(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);

  const long = sanitizeFileName(`${"a".repeat(1000)}.pdf`);
  expect(long).toHaveLength(120);
  expect(long.endsWith(".pdf")).toBe(true);

  const hostile = sanitizeFileName(`${"\u202e".repeat(10)}${"b\u0000\u2066".repeat(500)}.pdf`);
  expect(hostile).toBe(`${"b".repeat(116)}.pdf`);

  expect(sanitizeFileName("C:\\Users\\asha\\..\\return.pdf")).toBe("return.pdf");
  expect(sanitizeFileName("../../etc/passwd.pdf")).toBe("passwd.pdf");
  expect(sanitizeFileName("..hidden.pdf")).toBe("hidden.pdf");
  expect(sanitizeFileName("\u0000\u202e")).toBe("document");
});

test("a filled honeypot stores nothing and looks like success", async () => {
  const email = newEmail();
  const marker = randomUUID();
  const uploadCount = await countRows(uploads);
  const saves = trackSaves();

  const result = await submit(
    postForm(customerFields(email, { website: "http://spam.example" }), [{ name: "return.pdf", bytes: pdf(marker) }]),
  );

  expectRedirect(result, "/booking-confirmation");
  await expectNothingStored(email, marker, await saves(), uploadCount);
  expect(await getDb().select({ id: outbox.id }).from(outbox).where(eq(outbox.to, email))).toEqual([]);
});

test("a booking id taken by another booking is recognised, so the booking is retried with a new one", async () => {
  const bookingId = await createTestBooking(newEmail());
  const duplicate = await getDb()
    .insert(bookings)
    .values({ bookingId, customerName: "Asha Rao", email: newEmail(), phone: "+91 98765 43210" })
    .catch((error: unknown) => error);
  expect(isBookingIdClash(duplicate)).toBe(true);
  const otherFailure = await getDb()
    .insert(bookings)
    .values({
      bookingId: `${bookingId}-x`,
      customerName: "Asha Rao",
      email: newEmail(),
      phone: "1",
      status: "Lost" as "Closed",
    })
    .catch((error: unknown) => error);
  expect(otherFailure).toBeInstanceOf(Error);
  expect(isBookingIdClash(otherFailure)).toBe(false);
});

test("twenty bookings at once get twenty distinct ids", async () => {
  const run = randomUUID();
  const emails = Array.from({ length: 20 }, (_, index) => `client-${index}-${run}@example.com`);
  // Different addresses and phones: each has its own limit.
  const results = await Promise.all(
    emails.map((email, index) =>
      submit(
        postForm(customerFields(email, { clientUploads: "1", phone: `+91 98765 ${43210 + index}` })),
        `10.0.0.${index + 1}`,
      ),
    ),
  );
  const ids = results.map((result) => expectData(result).data.bookingId ?? "");
  for (const id of ids) expect(id).toMatch(BOOKING_ID);
  expect(new Set(ids).size).toBe(20);
  const rows = await getDb()
    .select({ bookingId: bookings.bookingId, email: bookings.email })
    .from(bookings)
    .where(inArray(bookings.email, emails));
  expect(rows).toHaveLength(20);
  expect(rows.map((row) => row.bookingId).sort()).toEqual([...ids].sort());
});

test("documents added to an existing booking are stored and receipted to the booking's email", async () => {
  const email = newEmail();
  const bookingId = await createTestBooking(email);
  const marker = randomUUID();
  const bytes = pdf(marker);

  const outcome = await receiveDocuments(
    postForm({ bookingId: ` ${bookingId} ` }, [{ name: "Form 16.pdf", bytes }], "http://localhost/uploads"),
    "127.0.0.1",
  );

  expect(outcome).toEqual({ status: 200, bookingId, error: null, results: [{ fileName: "Form 16.pdf", error: null }] });
  const stored = await uploadsOf(bookingId);
  expect(stored.map((row) => ({ fileName: row.fileName, size: row.size, sha256: row.sha256 }))).toEqual([
    { fileName: "Form 16.pdf", size: bytes.length, sha256: sha256(bytes) },
  ]);
  expect((await buffer(await getStorage().open(stored[0]?.storageKey ?? ""))).equals(bytes)).toBe(true);
  // The receipt goes when the browser says its uploads are done (upload-mail.test.ts has the rest).
  expect(await finishUploads(bookingId)).toBe(true);
  const receipts = await getDb()
    .select({ to: outbox.to, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.subject, (await subjectFor(bookingId))(`Documents received for booking ${bookingId}`)));
  expect(receipts.map((receipt) => receipt.to).sort()).toEqual([email, getFirmInbox()].sort());
  for (const receipt of receipts) expect(receipt.text).toContain("Form 16.pdf");
});

test("documents for an unknown booking id are refused and not kept", async () => {
  const marker = randomUUID();
  const uploadCount = await countRows(uploads);
  const saves = trackSaves();
  const outcome = await receiveDocuments(
    postForm({ bookingId: "ETF-1700000000000-1234" }, [{ name: "return.pdf", bytes: pdf(marker) }]),
    "127.0.0.1",
  );
  expect(outcome).toMatchObject({ status: 404, error: "No request found with that Booking Id." });
  expect(await countRows(uploads)).toBe(uploadCount);
  await expectFilesGone(marker, await saves());
});

test("documents for a booking id no booking could have (a NUL byte, spaces) are refused and not kept", async () => {
  for (const bookingId of ["ETF-1\u0000", "ETF 1; drop table bookings"]) {
    const marker = randomUUID();
    const uploadCount = await countRows(uploads);
    const saves = trackSaves();
    const outcome = await receiveDocuments(
      postForm({ bookingId }, [{ name: "return.pdf", bytes: pdf(marker) }]),
      "127.0.0.1",
    );
    expect(outcome).toEqual({
      status: 404,
      bookingId: "",
      error: "No request found with that Booking Id.",
      results: [],
    });
    expect(await countRows(uploads)).toBe(uploadCount);
    await expectFilesGone(marker, await saves());
    vi.restoreAllMocks();
  }
});

test("documents without a booking id are refused and not kept", async () => {
  const marker = randomUUID();
  const uploadCount = await countRows(uploads);
  const saves = trackSaves();
  const outcome = await receiveDocuments(postForm({}, [{ name: "return.pdf", bytes: pdf(marker) }]), "127.0.0.1");
  expect(outcome).toMatchObject({ status: 400, error: "Booking Id is missing." });
  expect(await countRows(uploads)).toBe(uploadCount);
  await expectFilesGone(marker, await saves());
});

test.each([
  [
    "inside a file part",
    (marker: string) => `Content-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-${marker}`,
  ],
  [
    "inside a file part with no name",
    (marker: string) => `Content-Disposition: form-data; name="files"; filename=""\r\n\r\n${marker}`,
  ],
  ["inside a field", (marker: string) => `Content-Disposition: form-data; name="bookingId"\r\n\r\n${marker}`],
])("a form cut off %s is refused, keeps nothing and leaves the server running", async (_where, part) => {
  const marker = randomUUID();
  const uploadCount = await countRows(uploads);
  const outcome = await receiveDocuments(
    new Request("http://localhost/uploads", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      body: `--b\r\n${part(marker)}`,
    }),
    "127.0.0.1",
  );
  expect(outcome).toMatchObject({ status: 400, error: "The upload was interrupted. Please try again." });
  // A late error from the cut-off stream would surface here as an uncaught
  // exception, which fails the run (and, in production, ended the process).
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await countRows(uploads)).toBe(uploadCount);
  expect(await filesContaining(marker)).toEqual([]);
  expect(await strayFiles()).toEqual([]);
});

test("a malformed part header between files is refused at once, and keeps nothing", async () => {
  const marker = randomUUID();
  const uploadCount = await countRows(uploads);
  const part = (header: string, body: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--b\r\nContent-Disposition: form-data; ${header}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from("\r\n"),
    ]);
  const body = Buffer.concat([
    part('name="bookingId"', "ETF-1700000000000-1"),
    part('name="files"; filename="first.pdf"', pdf(marker)),
    part('name="files"; filename="a\u0000b.pdf"', pdf(marker)),
    // Longer than one chunk: still being read when the parser fails.
    part('name="files"; filename="long.pdf"', pdf(marker, "x".repeat(200_000))),
    Buffer.from("--b--\r\n"),
  ]);
  // As the network delivers it: in pieces, one after another.
  const chunks = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const offset = (this as unknown as { offset?: number }).offset ?? 0;
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + 16 * 1024));
      (this as unknown as { offset: number }).offset = offset + 16 * 1024;
      await new Promise((resolve) => setTimeout(resolve, 1));
    },
  });
  const request = new Request("http://localhost/uploads", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=b" },
    body: chunks,
    duplex: "half",
  } as RequestInit);
  const outcome = await Promise.race([
    receiveDocuments(request, "127.0.0.1"),
    new Promise((resolve) => setTimeout(() => resolve("no answer after 5 s"), 5_000)),
  ]);
  expect(outcome).toMatchObject({ status: 400, error: "The upload was interrupted. Please try again." });
  expect(await countRows(uploads)).toBe(uploadCount);
  expect(await filesContaining(marker)).toEqual([]);
  expect(await strayFiles()).toEqual([]);
});

test("a document request without files asks for files", async () => {
  const bookingId = await createTestBooking(newEmail());
  const outcome = await receiveDocuments(postForm({ bookingId }), "127.0.0.1");
  expect(outcome).toEqual({
    status: 400,
    bookingId,
    error: "Please select one or more files.",
    results: [],
  });
  expect(await uploadsOf(bookingId)).toEqual([]);
});

test("the booking summary a stranger sees holds only id, reference, status, services and date", async () => {
  const email = newEmail();
  const bookingId = await createTestBooking(email);
  await receiveDocuments(postForm({ bookingId }, [{ name: "secret.pdf", bytes: pdf(randomUUID()) }]), "127.0.0.1");

  const summary = await findBookingSummary(bookingId);
  expect(Object.keys(summary ?? {}).sort()).toEqual(["bookingId", "createdAt", "reference", "services", "status"]);
  expect(summary).toMatchObject({
    bookingId,
    reference: await referenceOf(bookingId),
    status: "In Progress",
    services: ["GST Filing – Monthly x 2", "Income Tax Filing – Company (ITR-6) x 1"],
  });
  expect(typeof summary?.createdAt).toBe("string");
  const shown = JSON.stringify(summary);
  for (const secret of [email, "Asha Rao", "98765", "secret.pdf"]) expect(shown).not.toContain(secret);
  expect(await findBookingSummary("ETF-0000000000000-0")).toBeNull();
});

test("an empty ZIP and a PDF whose header comes after a few bytes are accepted; a page with a PDF header inside is not", async () => {
  const bookingId = await createTestBooking(newEmail());
  const marker = randomUUID();
  // An empty archive is only its end of central directory record (22 bytes).
  const emptyZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
  const latePdf = Buffer.concat([Buffer.from("\r\n\x00scanner\n".repeat(40)), pdf(marker)]);
  const outcome = await receiveDocuments(
    postForm({ bookingId }, [
      { name: "empty.zip", bytes: emptyZip },
      { name: "scan.pdf", bytes: latePdf },
      { name: "page.pdf", bytes: Buffer.from(`<html><body>%PDF-1.7 ${marker}</body></html>`) },
      { name: "late.pdf", bytes: Buffer.concat([Buffer.alloc(1030, 0x20), pdf(marker)]) },
      { name: "noversion.pdf", bytes: Buffer.from(`junk %PDF-xx ${marker}`) },
    ]),
    "127.0.0.1",
  );
  const byName = (a: { fileName: string }, b: { fileName: string }) => a.fileName.localeCompare(b.fileName);
  expect([...outcome.results].sort(byName)).toEqual([
    { fileName: "empty.zip", error: null },
    { fileName: "late.pdf", error: "late.pdf: only PDF and ZIP files are accepted." },
    { fileName: "noversion.pdf", error: "noversion.pdf: only PDF and ZIP files are accepted." },
    { fileName: "page.pdf", error: "page.pdf: only PDF and ZIP files are accepted." },
    { fileName: "scan.pdf", error: null },
  ]);
  const stored = (await uploadsOf(bookingId)).sort(byName);
  expect(stored.map((row) => ({ fileName: row.fileName, contentType: row.contentType, size: row.size }))).toEqual([
    { fileName: "empty.zip", contentType: "application/zip", size: emptyZip.length },
    { fileName: "scan.pdf", contentType: "application/pdf", size: latePdf.length },
  ]);
});

test("twelve files sent one per request: the booking keeps ten, the last two are refused naming the limit", async () => {
  const { bookingId, cookie } = await bookAsClient(newEmail());
  const marker = randomUUID();
  const { maxFiles } = getUploadLimits();
  const outcomes = [];
  for (let index = 1; index <= maxFiles + 2; index++) {
    const files = [{ name: `form-${index}.pdf`, bytes: pdf(marker) }];
    outcomes.push(await receiveDocuments(postForm({ bookingId }, files, UPLOADS, cookie), "127.0.0.1"));
  }
  expect(outcomes.slice(0, maxFiles).every((outcome) => outcome.status === 200)).toBe(true);
  expect(outcomes.slice(maxFiles)).toEqual(
    [maxFiles + 1, maxFiles + 2].map((index) => ({
      status: 422,
      bookingId,
      error: null,
      results: [
        {
          fileName: `form-${index}.pdf`,
          error: `form-${index}.pdf: a booking can hold no more than ${maxFiles} files.`,
        },
      ],
    })),
  );
  const stored = await uploadsOf(bookingId);
  expect(stored).toHaveLength(maxFiles);
  // The refused files' bytes are not kept either.
  expect((await filesContaining(marker)).sort()).toEqual(stored.map((row) => pathOfKey(row.storageKey)).sort());
});

test("twelve files sent at once, one per request, still leave the booking with ten", async () => {
  const { bookingId, cookie } = await bookAsClient(newEmail());
  const { maxFiles } = getUploadLimits();
  const outcomes = await Promise.all(
    Array.from({ length: maxFiles + 2 }, (_, index) =>
      receiveDocuments(
        postForm({ bookingId }, [{ name: `form-${index}.pdf`, bytes: pdf(randomUUID()) }], UPLOADS, cookie),
        "127.0.0.1",
      ),
    ),
  );
  expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(maxFiles);
  expect(outcomes.filter((outcome) => outcome.status === 422)).toHaveLength(2);
  expect(await uploadsOf(bookingId)).toHaveLength(maxFiles);
});

test("a booking holds no more than UPLOAD_MAX_BOOKING_MB of documents in all, across requests", async () => {
  const { bookingId, cookie } = await bookAsClient(newEmail());
  const env = getEnv();
  const before = env.UPLOAD_MAX_BOOKING_MB;
  env.UPLOAD_MAX_BOOKING_MB = 1;
  try {
    const big = (marker: string) => pdf(marker, "0".repeat(400 * 1024));
    const results = [];
    for (const name of ["one.pdf", "two.pdf", "three.pdf"]) {
      results.push(
        (await receiveDocuments(postForm({ bookingId }, [{ name, bytes: big(name) }], UPLOADS, cookie), "127.0.0.1"))
          .results,
      );
    }
    expect(results).toEqual([
      [{ fileName: "one.pdf", error: null }],
      [{ fileName: "two.pdf", error: null }],
      [{ fileName: "three.pdf", error: "three.pdf: a booking can hold no more than 1 MB of documents." }],
    ]);
    expect((await uploadsOf(bookingId)).map((row) => row.fileName)).toEqual(["one.pdf", "two.pdf"]);
  } finally {
    env.UPLOAD_MAX_BOOKING_MB = before;
  }
});

test("a stranger filling the booking lookup's quota leaves the client's own uploads untouched (issue 34.3)", async () => {
  const email = newEmail();
  const { bookingId, cookie } = await bookAsClient(email);
  const { maxFiles } = getUploadLimits();
  // Anyone holding the id: the public lookup, without the client's cookies.
  const stranger = [];
  for (let index = 1; index <= maxFiles + 1; index++) {
    const files = [{ name: `junk-${index}.pdf`, bytes: pdf(randomUUID()) }];
    stranger.push(await receiveDocuments(postForm({ bookingId }, files, UPLOADS), "10.34.3.1"));
  }
  // The client who just booked still has the whole of the booking's quota.
  const own = [];
  for (let index = 1; index <= maxFiles; index++) {
    const files = [{ name: `form-${index}.pdf`, bytes: pdf(randomUUID()) }];
    own.push(await receiveDocuments(postForm({ bookingId }, files, UPLOADS, cookie), "127.0.0.1"));
  }
  expect(own.map((outcome) => outcome.status)).toEqual(Array.from({ length: maxFiles }, () => 200));
  expect(stranger.slice(0, maxFiles).every((outcome) => outcome.status === 200)).toBe(true);
  expect(stranger[maxFiles]?.status).toBe(422);
  expect(stranger[maxFiles]?.results[0]?.error).toBe(
    `junk-${maxFiles + 1}.pdf: a booking can hold no more than ${maxFiles} files sent through the booking lookup before the firm has checked them.`,
  );
  const stored = await uploadsOf(bookingId);
  expect(stored.filter((row) => !row.checked).map((row) => row.fileName)).toEqual(
    Array.from({ length: maxFiles }, (_, index) => `junk-${index + 1}.pdf`),
  );
  expect(stored.filter((row) => row.checked).map((row) => row.fileName)).toEqual(
    Array.from({ length: maxFiles }, (_, index) => `form-${index + 1}.pdf`),
  );

  // Another booking's cookie proves nothing about this one.
  const other = await bookAsClient(newEmail());
  const files = [{ name: "claimed.pdf", bytes: pdf(randomUUID()) }];
  expect((await receiveDocuments(postForm({ bookingId }, files, UPLOADS, other.cookie), "127.0.0.1")).status).toBe(422);

  // The client's receipt says which documents came through the lookup.
  expect(await finishUploads(bookingId)).toBe(true);
  const [receipt] = await getDb()
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(outbox.id)
    .then((rows) => rows.slice(-1));
  expect(receipt?.text).toMatch(/junk-1\.pdf \(\d+ bytes\), received .+ through the booking lookup, not yet checked/);
  expect(receipt?.text).not.toMatch(/form-1\.pdf [^\n]*through the booking lookup/);
});

test("a client document's key asked for as a blog image answers 404; a post's image is served", async () => {
  const bookingId = await createTestBooking(newEmail());
  await receiveDocuments(postForm({ bookingId }, [{ name: "itr.pdf", bytes: pdf(randomUUID()) }]), "127.0.0.1");
  const documentKey = (await uploadsOf(bookingId))[0]?.storageKey ?? "";
  expect(documentKey).toMatch(/^[a-f0-9]{32}$/);
  const image = await getStorage().save(
    Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  );
  await savePost(
    {
      category: "GST",
      id: `images-${randomUUID().slice(0, 8)}`,
      title: "Images",
      image: `/blog-images/${image.key}.png`,
      date: "2026-03-31",
      author: "Firm Admin",
      excerpt: "An image.",
      body: [{ type: "paragraph", text: "Text." }],
      published: true,
    },
    null,
  );
  const get = (file: string) => settle(callRoute(blogImageLoader, `/blog-images/${file}`, { params: { file } }));

  for (const extension of ["png", "jpg", "webp"]) {
    expect((await get(`${documentKey}.${extension}`)).status).toBe(404);
  }
  // A stored file that no post names (an editor's unsaved upload) is not public either.
  const unnamed = await getStorage().save(Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(8)]));
  expect((await get(`${unnamed.key}.png`)).status).toBe(404);
  const served = await get(`${image.key}.png`);
  expect(served.status).toBe(200);
});
