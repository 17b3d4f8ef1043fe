// The site with STORAGE=s3 (issue 25): documents received for a booking land
// in the bucket, encrypted, and download verified; when the bucket stops
// answering, the client is told 'storage is unavailable, please try again',
// the booking stands and no row names a file that is not there.
import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { receiveDocuments } from "#app/bookings/documents.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, uploads } from "#app/db/schema.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import { submitBooking } from "#app/routes/cart-page.server.ts";
import { createS3Client, createS3Storage } from "#app/uploads/s3-storage.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { settle } from "#tests/route-call.ts";
import { startS3Server } from "#tests/s3-server.ts";

// The bucket first: the environment must name it before anything reads it.
const s3 = await startS3Server();
for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
setupTestDatabase();

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.close();
});
beforeEach(async () => {
  await resetRateLimits();
  await s3.restart();
});

const pdf = (label: string) => Buffer.from(`%PDF-1.7\n% ${label} ${randomUUID()}\n%%EOF\n`);

function postForm(url: string, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("files", new File([new Uint8Array(file.bytes)], file.name));
  return new Request(url, { method: "POST", body: form });
}

async function book(): Promise<string> {
  const answer = await settle(
    submitBooking(
      postForm("http://localhost/cart-page", {
        name: "Asha Rao",
        phone: "+91 92222 10001",
        email: `client-${randomUUID()}@example.com`,
        items: JSON.stringify([["gst-filing:monthly_gst", 1]]),
        clientUploads: "1",
        pendingUploads: "2",
        consent: "on",
      }),
      "10.70.0.1",
    ),
  );
  const bookingId = (answer.body as { bookingId: string | null }).bookingId ?? "";
  expect(bookingId).toMatch(/^ETF-/);
  return bookingId;
}

const send = (bookingId: string, file: { name: string; bytes: Buffer }) =>
  receiveDocuments(postForm("http://localhost/uploads", { bookingId }, [file]), "10.71.0.1");

test("documents go to the bucket encrypted and come back whole through the app", async () => {
  const bookingId = await book();
  const form16 = pdf("Form 16 of Asha Rao");
  const outcome = await send(bookingId, { name: "form16.pdf", bytes: form16 });
  expect(outcome.results).toEqual([{ fileName: "form16.pdf", error: null }]);

  const [row] = await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId));
  if (!row) throw new Error("no upload row");
  // In the bucket, as ciphertext; through the app, the bytes sent.
  const bucket = createS3Storage(
    createS3Client({ bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint }),
    s3.bucket,
  );
  expect((await bucket.list()).map((file) => file.key)).toContain(row.storageKey);
  const stored = await buffer(bucket.open(row.storageKey));
  expect(stored.includes(Buffer.from("Asha Rao"))).toBe(false);
  expect(await buffer(await getStorage().open(row.storageKey))).toEqual(form16);
});

test("with the bucket gone, the client is told storage is unavailable, the booking stands, and nothing is recorded", async () => {
  const bookingId = await book();
  await s3.stop();
  const outcome = await send(bookingId, { name: "bank-statement.pdf", bytes: pdf("statement") });
  expect(outcome.results).toEqual([
    { fileName: "bank-statement.pdf", error: "storage is unavailable, please try again" },
  ]);
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId))).toEqual([]);
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.bookingId, bookingId));
  expect(booking?.status).toBe("In Progress");

  // Back again, the same file goes through.
  await s3.restart();
  const retry = await send(bookingId, { name: "bank-statement.pdf", bytes: pdf("statement") });
  expect(retry.results).toEqual([{ fileName: "bank-statement.pdf", error: null }]);
  expect(await getDb().select().from(uploads).where(eq(uploads.bookingId, bookingId))).toHaveLength(1);
});
