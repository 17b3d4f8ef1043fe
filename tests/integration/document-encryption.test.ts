// Issue 22.1 and 22.2: every stored document is encrypted at rest with its
// own data key, read back whole or not at all, its keys re-wrapped by a
// rotation without touching the file; every opening is logged.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { documentAccess, documentKeys, uploads } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import * as adminUploads from "#app/routes/admin.uploads.ts";
import { newDataKey, unwrapDataKey } from "#app/uploads/document-crypto.server.ts";
import { addKeyToFile, checkMasterKeys, getKeyring, rewrapDataKeys } from "#app/uploads/document-keys.server.ts";
import { UNAVAILABLE } from "#app/uploads/download.server.ts";
import { encryptOlderFiles } from "#app/uploads/encrypt-older-files.server.ts";
import { createDiskStorage } from "#app/uploads/file-storage.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  ({ adminCookie, adminId } = await signInAdminAndClient());
});

const onDisk = (key: string) => fs.readFile(path.join(getEnv().dataDir, "uploads", key.slice(0, 2), key));
const readBack = async (key: string) => buffer(await getStorage().open(key));
const pdf = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(Math.max(0, size - 9))]).subarray(0, size);

test.each([0, 1, 64 * 1024 - 1, 64 * 1024, 64 * 1024 + 1, 25 * 1024 * 1024])(
  "%i bytes are stored encrypted and read back the same",
  { timeout: 30_000 },
  async (size) => {
    const bytes = pdf(size);
    const saved = await getStorage().save(Readable.from([bytes]));
    expect(saved.size).toBe(size);
    const stored = await onDisk(saved.key);
    expect(stored.length).toBeGreaterThan(size);
    // No piece of the plaintext on disk: not its header, nor 16 bytes from its middle. (Four bytes are
    // too few: random ciphertext holds "%PDF" once in 4 GiB, and a 25 MiB file did, once in CI.)
    expect(stored.includes(Buffer.from("%PDF-1.7\n"))).toBe(false);
    const middle = Math.floor(size / 2);
    if (size >= 64) expect(stored.includes(bytes.subarray(middle, middle + 16))).toBe(false);
    expect((await readBack(saved.key)).equals(bytes)).toBe(true);
    expect(await getStorage().verify(saved.key, saved.sha256)).toBe(true);
    const [key] = await getDb().select().from(documentKeys).where(eq(documentKeys.storageKey, saved.key));
    expect(key?.keyId).toBe(getKeyring().current.id);
    await getStorage().remove(saved.key);
    expect(await getDb().select().from(documentKeys).where(eq(documentKeys.storageKey, saved.key))).toEqual([]);
  },
);

async function insertDocument(size = 200_000) {
  const { bookingId } = await insertBooking();
  const bytes = pdf(size);
  const saved = await getStorage().save(Readable.from([bytes]));
  const [row] = await getDb()
    .insert(uploads)
    .values({ bookingId, fileName: "Form 16.pdf", storageKey: saved.key, contentType: "application/pdf", ...saved })
    .returning({ id: uploads.id });
  return { bookingId, bytes, key: saved.key, uploadId: row?.id ?? 0 };
}

const download = (uploadId: number) =>
  callRoute(adminUploads.loader, `/admin/uploads/${uploadId}`, {
    cookie: adminCookie,
    params: { uploadId: String(uploadId) },
    address: "203.0.113.9",
  });

test("a download is decrypted, logged with who, when and from where; a changed byte makes it unavailable, never wrong", async () => {
  const { bookingId, bytes, key, uploadId } = await insertDocument();
  const response = await download(uploadId);
  expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  const opened = await getDb().select().from(documentAccess).where(eq(documentAccess.uploadId, uploadId));
  expect(opened).toMatchObject([
    { bookingId, fileName: "Form 16.pdf", actorId: adminId, actorRole: "admin", clientAddress: "203.0.113.9" },
  ]);

  // One bit flipped in the middle of the stored file.
  const file = path.join(getEnv().dataDir, "uploads", key.slice(0, 2), key);
  const stored = await fs.readFile(file);
  stored[100_000] = (stored[100_000] ?? 0) ^ 1;
  await fs.writeFile(file, stored);
  const refused = await settle(download(uploadId));
  expect(refused.status).toBe(500);
  expect(refused.body).toBe(UNAVAILABLE);
  expect(await getDb().select().from(documentAccess).where(eq(documentAccess.uploadId, uploadId))).toHaveLength(1);
});

test("a large document is checked as it streams: damage in its first chunk is 'unavailable', later damage ends it short", async () => {
  const large = await insertDocument(12 * 1024 * 1024);
  const whole = await download(large.uploadId);
  expect(Buffer.from(await whole.arrayBuffer()).equals(large.bytes)).toBe(true);

  const file = path.join(getEnv().dataDir, "uploads", large.key.slice(0, 2), large.key);
  const stored = await fs.readFile(file);
  const flip = (index: number) => {
    const copy = Buffer.from(stored);
    copy[index] = (copy[index] ?? 0) ^ 1;
    return fs.writeFile(file, copy);
  };
  await flip(6 * 1024 * 1024);
  const cut = await download(large.uploadId);
  expect(cut.status).toBe(200);
  const received = await cut.arrayBuffer().then(
    (body) => Buffer.from(body),
    () => null,
  );
  // Either the stream failed, or it ended short: never the whole file, never a changed byte.
  if (received) {
    expect(received.length).toBeLessThan(large.bytes.length);
    expect(received.equals(large.bytes.subarray(0, received.length))).toBe(true);
  }

  await flip(20);
  const refused = await settle(download(large.uploadId));
  expect(refused.status).toBe(500);
  expect(refused.body).toBe(UNAVAILABLE);
});

test("a rotation re-wraps every data key with the new key, leaves the files as they were, and old files stay readable", async () => {
  const before = await insertDocument();
  const oldKey = getKeyring().current;
  const fileBefore = await onDisk(before.key);

  const newKey = addKeyToFile();
  expect(newKey.id).not.toBe(oldKey.id);
  // Before the re-wrap, the old key still opens the old file; a new file uses the new key.
  expect((await readBack(before.key)).equals(before.bytes)).toBe(true);
  const after = await insertDocument();
  const keyOf = async (storageKey: string) =>
    (await getDb().select().from(documentKeys).where(eq(documentKeys.storageKey, storageKey)))[0];
  expect((await keyOf(after.key))?.keyId).toBe(newKey.id);

  expect(await rewrapDataKeys()).toBeGreaterThanOrEqual(1);
  const rewrapped = await keyOf(before.key);
  expect(rewrapped?.keyId).toBe(newKey.id);
  // Wrapped by the new key alone now: the old one is no longer needed to read it.
  expect(() => unwrapDataKey(rewrapped?.wrappedKey ?? "", newKey)).not.toThrow();
  expect(() => unwrapDataKey(rewrapped?.wrappedKey ?? "", oldKey)).toThrow();
  expect((await onDisk(before.key)).equals(fileBefore)).toBe(true);
  expect((await readBack(before.key)).equals(before.bytes)).toBe(true);
  expect(await rewrapDataKeys()).toBe(0);
});

test("files stored before encryption stay readable, and are encrypted in place once, even after a crash half way", async () => {
  const { bookingId } = await insertBooking();
  const raw = createDiskStorage(path.join(getEnv().dataDir, "uploads"));
  const old = async (size: number) => {
    const bytes = pdf(size);
    const saved = await raw.save(Readable.from([bytes]));
    const [row] = await getDb()
      .insert(uploads)
      .values({
        bookingId,
        fileName: "old.pdf",
        storageKey: saved.key,
        contentType: "application/pdf",
        size: saved.size,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      })
      .returning({ id: uploads.id });
    return { bytes, key: saved.key, uploadId: row?.id ?? 0 };
  };
  const plain = await old(300_000);
  // A crash after the key was recorded, before the swap: the key is pending, the file still plain.
  const halfway = await old(100_000);
  await getDb()
    .insert(documentKeys)
    .values({
      storageKey: halfway.key,
      keyId: getKeyring().current.id,
      wrappedKey: newDataKey(getKeyring().current).wrapped,
      pending: true,
    });

  for (const file of [plain, halfway]) {
    expect((await readBack(file.key)).equals(file.bytes)).toBe(true);
    expect(Buffer.from(await (await download(file.uploadId)).arrayBuffer()).equals(file.bytes)).toBe(true);
  }

  const first = await encryptOlderFiles();
  expect(first.failed).toEqual([]);
  expect(first.encrypted).toBeGreaterThanOrEqual(2);
  for (const file of [plain, halfway]) {
    const stored = await onDisk(file.key);
    expect(stored.includes(Buffer.from("%PDF-1.7\n"))).toBe(false);
    expect((await readBack(file.key)).equals(file.bytes)).toBe(true);
    const [key] = await getDb().select().from(documentKeys).where(eq(documentKeys.storageKey, file.key));
    expect(key?.pending).toBe(false);
  }
  expect((await encryptOlderFiles()).encrypted).toBe(0);

  // A file whose bytes are not the ones recorded is left as it is and named.
  const damaged = await old(50_000);
  await getDb()
    .update(uploads)
    .set({ sha256: "0".repeat(64) })
    .where(eq(uploads.id, damaged.uploadId));
  expect((await encryptOlderFiles()).failed).toEqual([damaged.key]);
  expect((await onDisk(damaged.key)).equals(damaged.bytes)).toBe(true);
});

test("a start with a document key the configuration does not hold is refused, naming DOCUMENT_KEY", async () => {
  await expect(checkMasterKeys()).resolves.toBeUndefined();
  await getDb()
    .insert(documentKeys)
    .values({ storageKey: "f".repeat(32), keyId: "0123456789abcdef", wrappedKey: "x" });
  await expect(checkMasterKeys()).rejects.toThrow(/^DOCUMENT_KEY is missing the key\(s\) 0123456789abcdef/);
  await getDb()
    .delete(documentKeys)
    .where(eq(documentKeys.storageKey, "f".repeat(32)));
});
