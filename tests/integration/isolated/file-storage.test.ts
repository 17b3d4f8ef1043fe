// One suite, two implementations (issue 25): the local disk and an
// S3-compatible bucket (s3rver, tests/s3-server.ts) keep the same promises,
// bare and under the encryption at rest every caller goes through.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createDiskStorage,
  type FileStorage,
  StorageUnavailableError,
  saveFailureReason,
} from "#app/uploads/file-storage.server.ts";
import { checkBucket, createS3Client, createS3Storage } from "#app/uploads/s3-storage.server.ts";
import { createEncryptedStorage } from "#app/uploads/storage.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { startS3Server, type TestS3Server } from "#tests/s3-server.ts";

setupTestDatabase();

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const s3Options = () => ({ bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint });
process.env.AWS_ACCESS_KEY_ID = "S3RVER";
process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";

const backends: [string, () => FileStorage][] = [
  ["the local disk", () => createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "etf-storage-")))],
  ["an S3-compatible bucket", () => createS3Storage(createS3Client(s3Options()), s3.bucket)],
];

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A stream of `size` random bytes in pieces of 64 KiB, made as it is read. */
function randomSource(size: number): { stream: Readable; digest: () => string } {
  const hash = createHash("sha256");
  let left = size;
  const stream = new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const piece = randomBytes(Math.min(64 * 1024, left));
      left -= piece.length;
      hash.update(piece);
      this.push(piece);
    },
  });
  return { stream, digest: () => hash.digest("hex") };
}

/** A source that sends some bytes, then fails as a form cut off mid-file does. */
function cutOffSource(bytesBeforeCut: number): Readable {
  const source = new PassThrough();
  source.write(randomBytes(bytesBeforeCut));
  setTimeout(() => source.destroy(new Error("the client went away")), 50);
  return source;
}

describe.each(backends)("on %s", (_name, make) => {
  test("a file streams in and out whole, with its size, over several parts", async () => {
    const storage = make();
    // 12 MiB: more than two of S3's 5 MiB parts.
    const source = randomSource(12 * 1024 * 1024);
    const saved = await storage.save(source.stream);
    expect(saved.size).toBe(12 * 1024 * 1024);
    expect(saved.key).toMatch(/^[a-f0-9]{32}$/);
    const back = createHash("sha256");
    let pieces = 0;
    for await (const chunk of storage.open(saved.key)) {
      back.update(chunk as Buffer);
      pieces++;
    }
    expect(back.digest("hex")).toBe(source.digest());
    // Streamed, not handed over whole.
    expect(pieces).toBeGreaterThan(1);
    expect((await storage.list()).map((file) => file.key)).toContain(saved.key);
  });

  // S3's parts are 5 MiB: a file that ends on a part's edge, or before the first is full.
  test.each([0, 1, 5 * 1024 * 1024, 10 * 1024 * 1024])("%i bytes go round", async (size) => {
    const storage = make();
    const source = randomSource(size);
    const saved = await storage.save(source.stream);
    expect(saved.size).toBe(size);
    expect(sha256(await buffer(storage.open(saved.key)))).toBe(source.digest());
    await storage.remove(saved.key);
  });

  test("a source cut off mid-file rejects with its own error and leaves nothing stored", async () => {
    const storage = make();
    const before = (await storage.list()).length;
    // Both awaited at once: either may fail first.
    const outcomes = await Promise.allSettled([
      storage.save(cutOffSource(100_000)),
      storage.save(cutOffSource(7 * 1024 * 1024)),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(Error);
      expect((reason as Error).message).toBe("the client went away");
      expect(reason).not.toBeInstanceOf(StorageUnavailableError);
    }
    expect(await storage.list()).toHaveLength(before);
  });

  test("replace swaps the bytes whole; remove deletes, and removing again is no error", async () => {
    const storage = make();
    const saved = await storage.save(Readable.from([Buffer.from("%PDF-1.7 first")]));
    await storage.replace(saved.key, Readable.from([Buffer.from("%PDF-1.7 second, longer")]));
    expect((await buffer(storage.open(saved.key))).toString()).toBe("%PDF-1.7 second, longer");
    await storage.remove(saved.key);
    await storage.remove(saved.key);
    expect((await storage.list()).map((file) => file.key)).not.toContain(saved.key);
  });

  test("a key with no file fails its stream with ENOENT; a key that is not ours is refused", async () => {
    const storage = make();
    await expect(buffer(storage.open("0".repeat(32)))).rejects.toMatchObject({ code: "ENOENT" });
    expect(() => storage.open("../../etc/passwd")).toThrow("Invalid storage key");
  });

  test("under encryption at rest: what is stored is not the plaintext, and it reads back and verifies", async () => {
    const files = make();
    const storage = createEncryptedStorage(files);
    const plaintext = Buffer.concat([Buffer.from("%PDF-1.7 PAN ABCDE1234F "), randomBytes(6 * 1024 * 1024)]);
    const saved = await storage.save(Readable.from([plaintext]));
    expect(saved).toMatchObject({ size: plaintext.length, sha256: sha256(plaintext) });
    const stored = await buffer(files.open(saved.key));
    expect(stored.includes(Buffer.from("ABCDE1234F"))).toBe(false);
    expect(sha256(await buffer(await storage.open(saved.key)))).toBe(sha256(plaintext));
    expect(await storage.verify(saved.key, sha256(plaintext))).toBe(true);
    expect(await storage.verify(saved.key, sha256(Buffer.from("other")))).toBe(false);
    await storage.remove(saved.key);
    expect((await files.list()).map((file) => file.key)).not.toContain(saved.key);
  });
});

describe("the bucket's part buffers (four per process)", () => {
  test("senders that send nothing hold none, one that stalls is failed, and the next upload goes through", async () => {
    const storage = createS3Storage(createS3Client(s3Options()), s3.bucket, { senderIdleMs: 300 });
    // Four connections that opened and never sent a byte, and four that sent some and stopped.
    const silent = Array.from({ length: 4 }, () => new PassThrough());
    const stalled = Array.from({ length: 4 }, () => {
      const source = new PassThrough();
      source.write(randomBytes(1024));
      return source;
    });
    const silentSaves = silent.map((source) => storage.save(source).catch((error: Error) => error));
    const stalledSaves = stalled.map((source) => storage.save(source).catch((error: Error) => error));
    // Without the timeout this waits for a buffer forever, and the test runs out of time.
    const { stream, digest } = randomSource(64 * 1024);
    const saved = await storage.save(stream);
    expect(sha256(await buffer(storage.open(saved.key)))).toBe(digest());
    for (const failure of await Promise.all(stalledSaves)) {
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toBe("The sender sent nothing for 0.3 s");
    }
    for (const source of silent) source.destroy(new Error("the client went away"));
    for (const failure of await Promise.all(silentSaves)) expect(failure).toBeInstanceOf(Error);
    await storage.remove(saved.key);
  });
});

describe("when the bucket does not answer", () => {
  test("a save rejects as 'storage is unavailable' and the start-up check names the endpoint, never the credentials", async () => {
    // A port with nothing listening: s3's, after it is stopped.
    const gone = await startS3Server();
    const options = { bucket: gone.bucket, region: "us-east-1", endpoint: gone.endpoint };
    await gone.close();
    const client = createS3Client(options);
    const storage = createS3Storage(client, gone.bucket);
    const failure = await storage.save(Readable.from([Buffer.from("%PDF-1.7 x")])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(saveFailureReason("form16.pdf", failure)).toBe("storage is unavailable, please try again");
    await expect(buffer(storage.open("a".repeat(32)))).rejects.toBeInstanceOf(StorageUnavailableError);

    const check = await checkBucket(client, options).catch((error: Error) => error.message);
    expect(check).toContain(`The document storage ${gone.endpoint}/${gone.bucket} cannot be reached`);
    expect(check).not.toContain("S3RVER");
  });

  test("a bucket that does not exist stops the start-up check too", async () => {
    const options = { ...s3Options(), bucket: "no-such-bucket" };
    await expect(checkBucket(createS3Client(options), options)).rejects.toThrow(
      `The document storage ${s3.endpoint}/no-such-bucket cannot be reached: NotFound`,
    );
  });
});
