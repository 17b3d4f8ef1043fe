// Photos of documents sent with a booking become one stored PDF, a page per
// photo turned the way the camera held it; photos that cannot be read are
// refused by name and nothing of them is kept.
import fs from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { beforeEach, expect, test, vi } from "vitest";
import { receiveDocuments } from "#app/bookings/documents.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import { submitBooking } from "#app/routes/cart-page.server.ts";
import type { SavedFile } from "#app/uploads/file-storage.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { readPdfPageSizes } from "#tests/pdf-text.ts";

setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
  vi.restoreAllMocks();
});

const fixture = (name: string) => fs.readFile(path.join(import.meta.dirname, "../fixtures", name));

function postForm(fields: Record<string, string>, files: { name: string; bytes: Buffer }[]): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("files", new File([new Uint8Array(file.bytes)], file.name));
  return new Request("http://localhost/uploads", { method: "POST", body: form });
}

async function createTestBooking(): Promise<string> {
  const fields = {
    name: "Asha Rao",
    phone: "+91 98765 43210",
    email: `photos-${crypto.randomUUID()}@example.com`,
    instructions: "",
    items: JSON.stringify([["gst-filing:monthly_gst", 1]]),
    clientUploads: "1",
    consent: "on",
  };
  const reply = (await submitBooking(postForm(fields, []), "127.0.0.1")) as { data: { bookingId: string } };
  return reply.data.bookingId;
}

async function send(files: string[]) {
  const bookingId = await createTestBooking();
  const saves = vi.spyOn(getStorage(), "save");
  const outcome = await receiveDocuments(
    postForm({ bookingId }, await Promise.all(files.map(async (name) => ({ name, bytes: await fixture(name) })))),
    "127.0.0.1",
  );
  const stored = await getDb()
    .select({ fileName: uploads.fileName, storageKey: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.bookingId, bookingId));
  const saved = await Promise.allSettled(saves.mock.results.map((result) => result.value as Promise<SavedFile>));
  const savedKeys = saved.flatMap((item) => (item.status === "fulfilled" ? [item.value.key] : []));
  return { outcome, stored, savedKeys };
}

async function pageSizes(storageKey: string) {
  return readPdfPageSizes(await buffer(await getStorage().open(storageKey)));
}

async function stillOnDisk(keys: string[], kept: string[]) {
  for (const key of keys) {
    const present = await buffer(await getStorage().open(key)).then(
      () => true,
      () => false,
    );
    expect(present, key).toBe(kept.includes(key));
  }
}

test("an EXIF-rotated JPEG, a PNG and a HEIC sent together become one PDF of four pages, each the photo's shape", async () => {
  const { outcome, stored, savedKeys } = await send(["rotated.jpg", "landscape.jpg", "portrait.png", "portrait.heic"]);

  expect(outcome).toMatchObject({ status: 200, error: null, results: [{ fileName: "rotated.pdf", error: null }] });
  expect(stored.map((row) => row.fileName)).toEqual(["rotated.pdf"]);
  const storageKey = stored[0]?.storageKey ?? "";
  // rotated.jpg is stored 600 x 400 with orientation 6: upright it is portrait 2:3.
  // landscape.jpg 3:2; portrait.png 2:3; portrait.heic 3:4. The long side is A4's 842 pt.
  expect(await pageSizes(storageKey)).toEqual([
    { width: 561, height: 842 },
    { width: 842, height: 561 },
    { width: 561, height: 842 },
    { width: 632, height: 842 },
  ]);
  // The photos themselves are not kept, only the PDF.
  expect(savedKeys).toHaveLength(5);
  await stillOnDisk(savedKeys, [storageKey]);
});

test("a photo cut short and a decompression bomb are refused with their reasons, and nothing of them is kept", async () => {
  const { outcome, stored, savedKeys } = await send(["truncated.jpg", "bomb.png"]);

  expect(outcome.status).toBe(422);
  expect(outcome.results).toEqual([
    {
      fileName: "truncated.jpg",
      error: "truncated.jpg could not be read as an image. It may be damaged or cut short.",
    },
    {
      fileName: "bomb.png",
      error: "bomb.png has too many pixels (10000 x 10000); photos of up to 50 megapixels are accepted.",
    },
  ]);
  expect(stored).toEqual([]);
  await stillOnDisk(savedKeys, []);
});

test("a good photo beside a damaged one still becomes a PDF named after it", async () => {
  const { outcome, stored } = await send(["truncated.jpg", "portrait.heic"]);

  expect(outcome.results).toEqual([
    { fileName: "portrait.pdf", error: null },
    {
      fileName: "truncated.jpg",
      error: "truncated.jpg could not be read as an image. It may be damaged or cut short.",
    },
  ]);
  expect(stored.map((row) => row.fileName)).toEqual(["portrait.pdf"]);
  expect(await pageSizes(stored[0]?.storageKey ?? "")).toEqual([{ width: 632, height: 842 }]);
});

test("a program named like a photo is refused with the documents' message", async () => {
  const bookingId = await createTestBooking();
  const outcome = await receiveDocuments(
    postForm({ bookingId }, [{ name: "scan.jpg", bytes: Buffer.from("MZ\x90\x00 not a photo") }]),
    "127.0.0.1",
  );
  expect(outcome.results).toEqual([{ fileName: "scan.jpg", error: "scan.jpg: only PDF and ZIP files are accepted." }]);
});

test("photos on a booking form that fails its checks are never decoded, and nothing of them is kept", async () => {
  const saves = vi.spyOn(getStorage(), "save");
  const opens = vi.spyOn(getStorage(), "open");
  const reply = (await submitBooking(
    postForm(
      // No name: the form is refused before any photo is looked at.
      { name: "", phone: "+91 98765 43210", email: "bomb@example.com", items: "[]", consent: "on" },
      [{ name: "page.heic", bytes: await fixture("square-49mp.heic") }],
    ),
    "127.0.0.1",
  )) as { init: { status: number } | null };
  expect(reply.init?.status).toBe(400);
  expect(opens).not.toHaveBeenCalled();
  const saved = await Promise.all(saves.mock.results.map((result) => result.value as Promise<SavedFile>));
  expect(saved).toHaveLength(1);
  await stillOnDisk(
    saved.map((file) => file.key),
    [],
  );
});

test("photos sent for a booking that does not exist are never decoded", async () => {
  const opens = vi.spyOn(getStorage(), "open");
  const outcome = await receiveDocuments(
    postForm({ bookingId: "ETF-1700000000000-1234" }, [
      { name: "page.heic", bytes: await fixture("square-49mp.heic") },
    ]),
    "127.0.0.1",
  );
  expect(outcome).toMatchObject({ status: 404, error: "No request found with that Booking Id." });
  expect(opens).not.toHaveBeenCalled();
});
