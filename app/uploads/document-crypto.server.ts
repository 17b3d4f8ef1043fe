// Encryption at rest of stored documents (issue 22.1): each file has its
// own random data key; the file is AES-256-GCM in 64 KiB chunks, and the
// data key is kept in the database wrapped (AES-256-GCM) by a master key
// from DOCUMENT_KEY. Only Node's own AES-GCM is used; the chunking follows
// the STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár 2015) that
// age and libsodium's secretstream also use: each chunk's nonce is its
// index and a flag for the last one, so chunks cannot be reordered,
// dropped or cut off at the end without failing authentication. Why this
// and not secretstream, and what the tests check: decision 018.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/** What every encrypted file starts with: a name and the format's version. Also the chunks' associated data. */
const MAGIC = Buffer.from("ETFDOC\u0000\u0001", "latin1");
const CHUNK = 64 * 1024;
const TAG = 16;

export type MasterKey = { id: string; key: Buffer };
export type Keyring = { current: MasterKey; keys: MasterKey[] };

/**
 * DOCUMENT_KEY's value: one or more 32-byte keys (base64 or base64url),
 * separated by commas or new lines. The first encrypts new files; all of
 * them decrypt. A key's id is derived from it, so nobody has to name keys.
 */
export function parseKeyring(text: string, variable = "DOCUMENT_KEY"): Keyring {
  const keys = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((encoded, index) => {
      const key = Buffer.from(encoded.replace(/-/g, "+").replace(/_/g, "/"), "base64");
      if (key.length !== 32) {
        throw new Error(
          `${variable}: key ${index + 1} is not 32 bytes of base64 (make one with: openssl rand -base64 32)`,
        );
      }
      return { id: keyId(key), key };
    });
  const [current] = keys;
  if (!current) throw new Error(`${variable} holds no key (make one with: openssl rand -base64 32)`);
  return { current, keys };
}

const keyId = (key: Buffer) =>
  createHash("sha256").update("document key id\u0000").update(key).digest("hex").slice(0, 16);

/** A new random data key, and it wrapped by the master key (base64url: iv, ciphertext, tag). */
export function newDataKey(master: MasterKey): { dataKey: Buffer; wrapped: string } {
  const dataKey = randomBytes(32);
  return { dataKey, wrapped: wrapDataKey(dataKey, master) };
}

export function wrapDataKey(dataKey: Buffer, master: MasterKey): string {
  const iv = randomBytes(12);
  return Buffer.concat([iv, sealGcm(master.key, iv, Buffer.from(master.id), dataKey)]).toString("base64url");
}

/** The data key; throws when the wrapping was tampered with or made with another key. */
export function unwrapDataKey(wrapped: string, master: MasterKey): Buffer {
  const bytes = Buffer.from(wrapped, "base64url");
  return openGcm(master.key, bytes.subarray(0, 12), Buffer.from(master.id), bytes.subarray(12));
}

/**
 * AES-256-GCM with a 96-bit IV and a 128-bit tag: ciphertext then tag. The
 * one primitive of this module (data keys and chunks alike), checked against
 * the published test vectors of McGrew and Viega in the tests.
 */
export function sealGcm(key: Buffer, iv: Buffer, aad: Buffer, plain: Buffer): Buffer {
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG });
  cipher.setAAD(aad);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** sealGcm's plaintext; throws unless the tag is right for this key, IV and associated data. */
export function openGcm(key: Buffer, iv: Buffer, aad: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < TAG) throw new Error("Too short to hold an authentication tag: cut short.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG });
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
  // Nothing is passed on before final() has checked the tag: never wrong bytes.
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final()]);
}

/**
 * A chunk's nonce (STREAM): five zero bytes, the chunk's index (48 bits,
 * big-endian), and 1 for the last chunk, else 0. Never repeats under one
 * data key, which encrypts one file only (decision 018).
 */
function nonce(index: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(index, 5, 6);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/**
 * Cuts a stream into pieces of `size` bytes and hands each to `transform`,
 * holding the last piece back until the stream ends so that it is known to
 * be the last (it may be shorter, or empty for an empty stream).
 */
class Chunked extends Transform {
  #parts: Buffer[] = [];
  #length = 0;
  #index = 0;
  #started = false;
  #header: Buffer | null;

  constructor(
    private readonly size: number,
    private readonly transformChunk: (index: number, last: boolean, chunk: Buffer) => Buffer,
    /** Written before the first piece (encrypting), or checked and dropped (decrypting). */
    private readonly header: { write: Buffer } | { expect: Buffer },
  ) {
    super();
    this.#header = "expect" in header ? header.expect : null;
  }

  override _transform(data: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    try {
      this.#start();
      this.#parts.push(data);
      this.#length += data.length;
      if (this.#header) this.#readHeader();
      if (!this.#header && this.#length > this.size) {
        const all = Buffer.concat(this.#parts, this.#length);
        const out: Buffer[] = [];
        let offset = 0;
        for (; all.length - offset > this.size; offset += this.size) {
          out.push(this.transformChunk(this.#index++, false, all.subarray(offset, offset + this.size)));
        }
        // One push per piece read, not one per chunk: fewer, larger pieces for everything downstream.
        this.push(out.length === 1 ? out[0] : Buffer.concat(out));
        this.#parts = [all.subarray(offset)];
        this.#length = all.length - offset;
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback) {
    try {
      this.#start();
      if (this.#header) throw new Error("The stored document is not one this site encrypted.");
      this.push(this.transformChunk(this.#index++, true, Buffer.concat(this.#parts, this.#length)));
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  #start() {
    if (this.#started) return;
    this.#started = true;
    if ("write" in this.header) this.push(this.header.write);
  }

  #readHeader() {
    const expected = this.#header as Buffer;
    if (this.#length < expected.length) return;
    const all = Buffer.concat(this.#parts, this.#length);
    if (!all.subarray(0, expected.length).equals(expected)) {
      throw new Error("The stored document is not one this site encrypted.");
    }
    this.#parts = [all.subarray(expected.length)];
    this.#length = all.length - expected.length;
    this.#header = null;
  }
}

/** Whether stored bytes begin as this site's encrypted files do. */
export const isEncrypted = (head: Buffer): boolean => head.subarray(0, MAGIC.length).equals(MAGIC);

/** Plaintext in, the stored form out. */
export const encryptStream = (dataKey: Buffer) =>
  new Chunked(CHUNK, (index, last, chunk) => sealGcm(dataKey, nonce(index, last), MAGIC, chunk), { write: MAGIC });

/** The stored form in, plaintext out; fails (and passes on nothing of a chunk) on any change to the bytes. */
export const decryptStream = (dataKey: Buffer) =>
  new Chunked(CHUNK + TAG, (index, last, chunk) => openGcm(dataKey, nonce(index, last), MAGIC, chunk), {
    expect: MAGIC,
  });
