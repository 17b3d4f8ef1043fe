import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { bookings, uploads } from "#app/db/schema.ts";
import { checkStorage } from "#app/uploads/check-storage.server.ts";
import { createDiskStorage } from "#app/uploads/storage.server.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

test("finds files without rows and rows without files; removes only old orphans", async () => {
  // A storage of its own: other test files write uploads at the same time.
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "etf-storage-")));
  const kept = await storage.save(Readable.from([Buffer.from("%PDF-1.7 kept")]));
  const orphan = await storage.save(Readable.from([Buffer.from("%PDF-1.7 orphan")]));
  await getDb()
    .insert(bookings)
    .values({ bookingId: "ETF-1-1", customerName: "A", email: "a@example.com", phone: "9876543210" });
  await getDb()
    .insert(uploads)
    .values([
      {
        bookingId: "ETF-1-1",
        fileName: "kept.pdf",
        storageKey: kept.key,
        contentType: "application/pdf",
        size: kept.size,
        sha256: kept.sha256,
      },
      {
        bookingId: "ETF-1-1",
        fileName: "gone.pdf",
        storageKey: "f".repeat(32),
        contentType: "application/pdf",
        size: 1,
        sha256: "x",
      },
    ]);

  // Young orphans (a booking still being written) are left alone.
  const now = await checkStorage({ removeOrphans: true, storage });
  expect(now.orphans).toContainEqual({ key: orphan.key, removed: false });
  expect(now.orphans.map((item) => item.key)).not.toContain(kept.key);
  expect(now.missing).toEqual([{ key: "f".repeat(32), fileName: "gone.pdf" }]);

  const later = await checkStorage({ removeOrphans: true, storage, now: new Date(Date.now() + 2 * 60 * 60 * 1000) });
  expect(later.orphans).toContainEqual({ key: orphan.key, removed: true });
  expect((await storage.list()).map((file) => file.key)).not.toContain(orphan.key);
  expect((await storage.list()).map((file) => file.key)).toContain(kept.key);
});
