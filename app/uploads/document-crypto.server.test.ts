import { createHash, randomBytes } from "node:crypto";
import { Readable, type Transform } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { describe, expect, test } from "vitest";
import {
  decryptStream,
  encryptStream,
  newDataKey,
  parseKeyring,
  unwrapDataKey,
  wrapDataKey,
} from "#app/uploads/document-crypto.server.ts";

const CHUNK = 64 * 1024;

/** Feeds `bytes` through `transform` in pieces of `piece` bytes, as a network would. */
async function through(transform: Transform, bytes: Buffer, piece = 10_000): Promise<Buffer> {
  const pieces = [];
  for (let offset = 0; offset < bytes.length; offset += piece) pieces.push(bytes.subarray(offset, offset + piece));
  const [out] = await Promise.all([buffer(transform), pipeline(Readable.from(pieces), transform)]);
  return out;
}

/** A copy with one bit of one byte changed. */
function flip(bytes: Buffer, index: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[index] = (copy[index] ?? 0) ^ 1;
  return copy;
}

const key = () => randomBytes(32);
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("a document's chunked AES-256-GCM", () => {
  test.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK, 3 * CHUNK + 17])("%i bytes go round", async (size) => {
    const dataKey = key();
    const plain = randomBytes(size);
    const stored = await through(encryptStream(dataKey), plain);
    expect(stored.length).toBe(8 + size + 16 * Math.max(1, Math.ceil(size / CHUNK)));
    expect(await through(decryptStream(dataKey), stored, 7_000)).toEqual(plain);
  });

  test("25 MB go round, and the stored bytes are not the PDF", { timeout: 30_000 }, async () => {
    const dataKey = key();
    const plain = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(25 * 1024 * 1024)]);
    const stored = await through(encryptStream(dataKey), plain, 64 * 1024);
    expect(stored.includes(Buffer.from("%PDF"))).toBe(false);
    expect(sha(await through(decryptStream(dataKey), stored, 64 * 1024))).toBe(sha(plain));
  });

  test("a flipped byte anywhere, a cut-off end, a dropped or swapped chunk, or another key fails", async () => {
    const dataKey = key();
    const plain = randomBytes(3 * CHUNK + 100);
    const stored = await through(encryptStream(dataKey), plain);
    const sealed = CHUNK + 16;
    const chunkAt = (index: number) => stored.subarray(8 + index * sealed, 8 + (index + 1) * sealed);
    const damaged = [
      flip(stored, 8 + sealed + 5),
      flip(stored, stored.length - 1),
      flip(stored, 0),
      stored.subarray(0, 8 + 3 * sealed),
      stored.subarray(0, stored.length - 1),
      Buffer.concat([stored.subarray(0, 8), chunkAt(0), chunkAt(2), chunkAt(1), stored.subarray(8 + 3 * sealed)]),
      Buffer.concat([stored.subarray(0, 8), chunkAt(0), chunkAt(2), stored.subarray(8 + 3 * sealed)]),
      Buffer.alloc(0),
    ];
    for (const bytes of damaged) await expect(through(decryptStream(dataKey), bytes)).rejects.toThrow();
    await expect(through(decryptStream(key()), stored)).rejects.toThrow();
  });
});

describe("the master keys", () => {
  test("a data key wrapped by one key unwraps with it only", () => {
    const [first, second] = parseKeyring(
      `${randomBytes(32).toString("base64")},${randomBytes(32).toString("base64url")}`,
    ).keys as [{ id: string; key: Buffer }, { id: string; key: Buffer }];
    const { dataKey, wrapped } = newDataKey(first);
    expect(unwrapDataKey(wrapped, first)).toEqual(dataKey);
    expect(() => unwrapDataKey(wrapped, second)).toThrow();
    // Re-wrapping (key rotation) keeps the same data key.
    expect(unwrapDataKey(wrapDataKey(dataKey, second), second)).toEqual(dataKey);
    expect(first.id).not.toBe(second.id);
    expect(first.id).toMatch(/^[a-f0-9]{16}$/);
  });

  test("the first key is the current one; odd values are refused naming the variable", () => {
    const keys = [randomBytes(32), randomBytes(32)].map((bytes) => bytes.toString("base64url"));
    const ring = parseKeyring(`\n${keys[0]}\n${keys[1]}\n`);
    expect(ring.keys).toHaveLength(2);
    expect(ring.current.key.toString("base64url")).toBe(keys[0]);
    expect(() => parseKeyring("")).toThrow(/^DOCUMENT_KEY holds no key/);
    expect(() => parseKeyring("c2hvcnQ=")).toThrow(/^DOCUMENT_KEY: key 1 is not 32 bytes/);
  });
});
