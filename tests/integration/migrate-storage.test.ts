// npm run migrate-storage -- --to s3 (issue 25.1): every file on disk reaches
// the bucket, verified; a second run copies nothing; a damaged copy is
// copied again; the documents open through the bucket as they did from disk.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { bookings, uploads } from "#app/db/schema.ts";
import { createDiskStorage } from "#app/uploads/file-storage.server.ts";
import { migrateStorage } from "#app/uploads/migrate-storage.server.ts";
import { createS3Client, createS3Storage } from "#app/uploads/s3-storage.server.ts";
import { createEncryptedStorage } from "#app/uploads/storage.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { startS3Server, type TestS3Server } from "#tests/s3-server.ts";

setupTestDatabase();

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" });
});
afterAll(async () => {
  await s3?.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("the disk's documents are copied into the bucket, verified, once; a damaged copy is made again", async () => {
  const disk = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "etf-migrate-")));
  const bucket = createS3Storage(
    createS3Client({ bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint }),
    s3.bucket,
  );
  const onDisk = createEncryptedStorage(disk);
  const documents = [
    Buffer.concat([Buffer.from("%PDF-1.7 Form 16 "), randomBytes(7 * 1024 * 1024)]),
    Buffer.from("%PDF-1.7 PAN card"),
    Buffer.from("\x89PNG a blog image, no row"),
  ];
  const saved = [];
  for (const bytes of documents) saved.push(await onDisk.save(Readable.from([bytes])));
  await getDb()
    .insert(bookings)
    .values({ bookingId: "ETF-9-1", customerName: "Asha Rao", email: "asha@example.com", phone: "9876543210" });
  await getDb()
    .insert(uploads)
    .values(
      saved.slice(0, 2).map((file, index) => ({
        bookingId: "ETF-9-1",
        fileName: `document-${index}.pdf`,
        storageKey: file.key,
        contentType: "application/pdf",
        size: file.size,
        sha256: file.sha256,
      })),
    );

  const outcomes: string[] = [];
  const first = await migrateStorage(disk, bucket, { onFile: (_key, outcome) => outcomes.push(outcome) });
  expect(first.copied.toSorted()).toEqual(saved.map((file) => file.key).toSorted());
  expect(first.present).toEqual([]);
  expect(first.failed).toEqual([]);
  expect(outcomes).toEqual(["copied", "copied", "copied"]);

  // Through the bucket, each document decrypts to what was sent.
  const inBucket = createEncryptedStorage(bucket);
  for (const [index, file] of saved.entries()) {
    expect(sha256(await buffer(await inBucket.open(file.key)))).toBe(sha256(documents[index] as Buffer));
  }

  // Run again: nothing to copy.
  const second = await migrateStorage(disk, bucket);
  expect(second.copied).toEqual([]);
  expect(second.present).toHaveLength(3);

  // A copy damaged in the bucket is found and made again.
  const damaged = saved[1]?.key as string;
  await bucket.replace(damaged, Readable.from([Buffer.from("not the file")]));
  const third = await migrateStorage(disk, bucket);
  expect(third.copied).toEqual([damaged]);
  expect(await inBucket.verify(damaged, saved[1]?.sha256 as string)).toBe(true);
});

test("a file on disk that no longer decrypts to its recorded document is reported, not passed off as copied", async () => {
  const disk = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "etf-migrate-")));
  const bucket = createS3Storage(
    createS3Client({ bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint }),
    s3.bucket,
  );
  const file = await createEncryptedStorage(disk).save(Readable.from([Buffer.from("%PDF-1.7 bank statement")]));
  await getDb()
    .insert(bookings)
    .values({ bookingId: "ETF-9-2", customerName: "Asha Rao", email: "asha@example.com", phone: "9876543210" });
  await getDb()
    .insert(uploads)
    .values({
      bookingId: "ETF-9-2",
      fileName: "statement.pdf",
      storageKey: file.key,
      contentType: "application/pdf",
      size: file.size,
      sha256: sha256(Buffer.from("a different document")),
    });
  const report = await migrateStorage(disk, bucket);
  expect(report.failed).toEqual([{ key: file.key, reason: "the copy does not decrypt to the document recorded" }]);
  expect(report.copied).not.toContain(file.key);
});
