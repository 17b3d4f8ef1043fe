import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookings, uploads } from "#app/db/schema.ts";
import { checkStorage, sweepStrayFiles } from "#app/uploads/check-storage.server.ts";
import { createDiskStorage } from "#app/uploads/file-storage.server.ts";
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
        sha256: "k",
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

test("the scheduled sweep removes stray files once however many processes run it, and says so in the audit trail", async () => {
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "etf-storage-")));
  const strays = await Promise.all(
    [1, 2, 3].map((index) => storage.save(Readable.from([Buffer.from(`%PDF-1.7 stray ${index}`)]))),
  );
  expect(await sweepStrayFiles({ storage })).toBe(0);
  const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const runs = await Promise.all([sweepStrayFiles({ storage, now: later }), sweepStrayFiles({ storage, now: later })]);
  expect(runs.filter((removed) => removed === 3)).toHaveLength(1);
  expect(runs.filter((removed) => removed !== 3)).toEqual([expect.toBeOneOf([null, 0])]);
  const keys = (await storage.list()).map((file) => file.key);
  for (const stray of strays) expect(keys).not.toContain(stray.key);
  const audited = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "stray-files-removed"));
  expect(audited.map((event) => event.target)).toEqual(["3 stored file(s) without a row"]);
});
