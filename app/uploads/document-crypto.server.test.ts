import { createHash, randomBytes } from "node:crypto";
import { Readable, type Transform } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { describe, expect, test } from "vitest";
import {
  decryptStream,
  encryptStream,
  newDataKey,
  openGcm,
  parseKeyring,
  sealGcm,
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
const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "hex");
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// The AES-256 test cases with a 96-bit IV of McGrew and Viega, "The Galois/Counter Mode of Operation
// (GCM)", 2005, appendix B (test cases 13 to 16; the same in NIST's GCM test vectors).
const GCM_VECTORS = [
  {
    case: 13,
    key: "00".repeat(32),
    iv: "00".repeat(12),
    aad: "",
    plain: "",
    sealed: "530f8afbc74536b9a963b4f1c4cb738b",
  },
  {
    case: 14,
    key: "00".repeat(32),
    iv: "00".repeat(12),
    aad: "",
    plain: "00".repeat(16),
    sealed: "cea7403d4d606b6e074ec5d3baf39d18 d0d1c8a799996bf0265b98b5d48ab919",
  },
  {
    case: 15,
    key: "feffe9928665731c6d6a8f9467308308 feffe9928665731c6d6a8f9467308308",
    iv: "cafebabefacedbaddecaf888",
    aad: "",
    plain: `d9313225f88406e5a55909c5aff5269a 86a7a9531534f7da2e4c303d8a318a72
            1c3c0c95956809532fcf0e2449a6b525 b16aedf5aa0de657ba637b391aafd255`,
    sealed: `522dc1f099567d07f47f37a32a84427d 643a8cdcbfe5c0c97598a2bd2555d1aa
             8cb08e48590dbb3da7b08b1056828838 c5f61e6393ba7a0abcc9f662898015ad
             b094dac5d93471bdec1a502270e3cc6c`,
  },
  {
    case: 16,
    key: "feffe9928665731c6d6a8f9467308308 feffe9928665731c6d6a8f9467308308",
    iv: "cafebabefacedbaddecaf888",
    aad: "feedfacedeadbeeffeedfacedeadbeef abaddad2",
    plain: `d9313225f88406e5a55909c5aff5269a 86a7a9531534f7da2e4c303d8a318a72
            1c3c0c95956809532fcf0e2449a6b525 b16aedf5aa0de657ba637b39`,
    sealed: `522dc1f099567d07f47f37a32a84427d 643a8cdcbfe5c0c97598a2bd2555d1aa
             8cb08e48590dbb3da7b08b1056828838 c5f61e6393ba7a0abcc9f662
             76fc6ece0f4e1768cddf8853bb2d551b`,
  },
];

describe("AES-256-GCM, the one primitive, against the published test vectors", () => {
  test.each(GCM_VECTORS)("test case $case", (vector) => {
    const [key, iv, aad, plain, sealed] = [vector.key, vector.iv, vector.aad, vector.plain, vector.sealed].map(hex) as [
      Buffer,
      Buffer,
      Buffer,
      Buffer,
      Buffer,
    ];
    expect(sealGcm(key, iv, aad, plain).toString("hex")).toBe(sealed.toString("hex"));
    expect(openGcm(key, iv, aad, sealed)).toEqual(plain);
    expect(() => openGcm(key, iv, aad, flip(sealed, sealed.length - 1))).toThrow();
    expect(() => openGcm(key, iv, Buffer.concat([aad, Buffer.from([0])]), sealed)).toThrow();
  });
});

// The stored format, byte for byte: files already stored must keep decrypting (decision 018).
// A file is MAGIC, then each chunk of 64 KiB sealed with the nonce
// 00 00 00 00 00 ‖ index (6 bytes, big-endian) ‖ 01 for the last chunk, else 00, and MAGIC as associated data.
describe("the stored format", () => {
  const MAGIC = Buffer.from("ETFDOC\u0000\u0001", "latin1");
  const fixedKey = Buffer.from(Array.from({ length: 32 }, (_, index) => index));

  test("known answers: an empty file, three bytes, a chunk and three bytes", async () => {
    const empty = "455446444f430001 855fbdd607ff3bb817c67921984c8096";
    expect((await through(encryptStream(fixedKey), Buffer.alloc(0))).toString("hex")).toBe(hex(empty).toString("hex"));
    expect(sealGcm(fixedKey, hex("000000000000000000000001"), MAGIC, Buffer.alloc(0))).toEqual(hex(empty).subarray(8));

    const three = "455446444f430001 5082f9 d69ab82dc60f9303a2e4cfca9eefb825";
    expect((await through(encryptStream(fixedKey), Buffer.from("ETF"))).toString("hex")).toBe(
      hex(three).toString("hex"),
    );
    expect(await through(decryptStream(fixedKey), hex(three))).toEqual(Buffer.from("ETF"));

    const plain = Buffer.from(Array.from({ length: CHUNK + 3 }, (_, index) => index % 251));
    const stored = await through(encryptStream(fixedKey), plain);
    expect(sha(stored)).toBe("db0eba7211b5adafcaa3d9e534e8027686ba3a6ec6cac40014a18e7cff84584a");
    expect(stored).toEqual(
      Buffer.concat([
        MAGIC,
        sealGcm(fixedKey, hex("000000000000000000000000"), MAGIC, plain.subarray(0, CHUNK)),
        sealGcm(fixedKey, hex("000000000000000000000101"), MAGIC, plain.subarray(CHUNK)),
      ]),
    );
    expect(await through(decryptStream(fixedKey), stored)).toEqual(plain);
  });
});

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

  test("cut at any chunk boundary, extended past its last chunk, or spliced with another file's chunks, it fails", async () => {
    const dataKey = key();
    const plain = randomBytes(3 * CHUNK + 100);
    const stored = await through(encryptStream(dataKey), plain);
    const sealed = CHUNK + 16;
    const chunkAt = (bytes: Buffer, index: number) => bytes.subarray(8 + index * sealed, 8 + (index + 1) * sealed);
    const header = stored.subarray(0, 8);
    // Another document of the same length, under its own key as every document is.
    const other = await through(encryptStream(key()), randomBytes(plain.length));
    // The same bytes under the same key only to show what the key's uniqueness must guard against.
    const sameKey = await through(encryptStream(dataKey), randomBytes(plain.length));
    const damaged = [
      header,
      ...[1, 2, 3].map((chunks) => stored.subarray(0, 8 + chunks * sealed)),
      Buffer.concat([stored, chunkAt(stored, 0)]),
      Buffer.concat([stored, stored.subarray(8 + 3 * sealed)]),
      Buffer.concat([header, chunkAt(other, 0), stored.subarray(8 + sealed)]),
      Buffer.concat([stored.subarray(0, 8 + 3 * sealed), other.subarray(8 + 3 * sealed)]),
      Buffer.concat([header, chunkAt(sameKey, 1), chunkAt(stored, 1), stored.subarray(8 + 2 * sealed)]),
    ];
    for (const bytes of damaged) await expect(through(decryptStream(dataKey), bytes)).rejects.toThrow();
    // NOTE: a chunk at the same place of another file under the same key would pass, which is why a
    // data key encrypts one file only (a new one per save, app/uploads/storage.server.ts).
    const spliced = Buffer.concat([header, chunkAt(sameKey, 0), stored.subarray(8 + sealed)]);
    expect((await through(decryptStream(dataKey), spliced)).subarray(CHUNK)).toEqual(plain.subarray(CHUNK));
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
