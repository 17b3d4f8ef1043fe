// Encryption at rest of stored documents (issue 22.1): each file has its
// own random data key; the file is AES-256-GCM in 64 KiB chunks, and the
// data key is kept in the database wrapped (AES-256-GCM) by a master key
// from DOCUMENT_KEY. Only Node's own AES-GCM is used; the chunking follows
// the STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár 2015) that
// age and libsodium's secretstream also use: each chunk's nonce is its
// index and a flag for the last one, so chunks cannot be reordered,
// dropped or cut off at the end without failing authentication. Why this
// and not secretstream, and what the tests check: decision 018.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from "node:crypto";
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
 * sealGcm over a chunk given as the pieces it came in, without joining them:
 * each piece's ciphertext, then the tag (the same bytes as sealGcm of their
 * concatenation, a cipher being fed piece by piece as by one update).
 */
function sealPieces(key: KeyObject, iv: Buffer, aad: Buffer, pieces: readonly Buffer[]): Buffer[] {
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG });
  cipher.setAAD(aad);
  const out = pieces.map((piece) => cipher.update(piece));
  // GCM is a stream mode: final() adds no bytes, the tag is all that is left.
  cipher.final();
  out.push(cipher.getAuthTag());
  return out;
}

/** openGcm over a chunk given as its pieces: nothing is returned before final() has checked the tag. */
function openPieces(key: KeyObject, iv: Buffer, aad: Buffer, pieces: readonly Buffer[], length: number): Buffer[] {
  if (length < TAG) throw new Error("Too short to hold an authentication tag: cut short.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG });
  decipher.setAAD(aad);
  const tagParts: Buffer[] = [];
  const out: Buffer[] = [];
  let offset = 0;
  for (const piece of pieces) {
    const cipherBytes = Math.max(0, Math.min(piece.length, length - TAG - offset));
    if (cipherBytes > 0) out.push(decipher.update(piece.subarray(0, cipherBytes)));
    if (cipherBytes < piece.length) tagParts.push(piece.subarray(cipherBytes));
    offset += piece.length;
  }
  decipher.setAuthTag(Buffer.concat(tagParts, TAG));
  decipher.final();
  return out;
}

/**
 * Cuts a stream into pieces of `size` bytes and hands each to `transform`,
 * holding the last piece back until the stream ends so that it is known to
 * be the last (it may be shorter, or empty for an empty stream). A piece is
 * handed over as the buffers it arrived in (views, not copies): joining them
 * cost more CPU than the AES-GCM itself, and left a trail of short-lived
 * 64–128 KiB buffers for the garbage collector (issue 41).
 * NOTE: so the writer must not reuse a buffer after handing it over. Ours do
 * not: busboy copies what it passes on, sockets and fs streams allocate
 * fresh buffers.
 */
class Chunked extends Transform {
  #pieces: Buffer[] = [];
  #length = 0;
  #index = 0;
  #started = false;
  /** The header's bytes still expected (decrypting), and those read so far. */
  #header: Buffer | null;
  #headerRead: Buffer = Buffer.alloc(0);

  constructor(
    private readonly size: number,
    private readonly transformChunk: (index: number, last: boolean, pieces: Buffer[], length: number) => Buffer[],
    /** Written before the first piece (encrypting), or checked and dropped (decrypting). */
    private readonly header: { write: Buffer } | { expect: Buffer },
  ) {
    super();
    this.#header = "expect" in header ? header.expect : null;
  }

  override _transform(data: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    try {
      this.#start();
      let rest = this.#header ? this.#readHeader(data) : data;
      const out: Buffer[] = [];
      while (rest.length > 0) {
        // A full piece with bytes after it: not the last one.
        if (this.#length === this.size) this.#transformHeld(false, out);
        const room = this.size - this.#length;
        const taken = rest.length <= room ? rest : rest.subarray(0, room);
        this.#pieces.push(taken);
        this.#length += taken.length;
        rest = rest.subarray(taken.length);
      }
      for (const bytes of out) this.push(bytes);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback) {
    try {
      this.#start();
      if (this.#header) throw new Error("The stored document is not one this site encrypted.");
      const out: Buffer[] = [];
      this.#transformHeld(true, out);
      for (const bytes of out) this.push(bytes);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  #transformHeld(last: boolean, out: Buffer[]) {
    for (const bytes of this.transformChunk(this.#index++, last, this.#pieces, this.#length)) {
      if (bytes.length > 0) out.push(bytes);
    }
    this.#pieces = [];
    this.#length = 0;
  }

  #start() {
    if (this.#started) return;
    this.#started = true;
    if ("write" in this.header) this.push(this.header.write);
  }

  /** Checks the header as its bytes come; gives back what follows it. */
  #readHeader(data: Buffer): Buffer {
    const expected = this.#header as Buffer;
    const needed = expected.length - this.#headerRead.length;
    this.#headerRead = Buffer.concat([this.#headerRead, data.subarray(0, needed)]);
    if (this.#headerRead.length < expected.length) return data.subarray(data.length);
    if (!this.#headerRead.equals(expected)) throw new Error("The stored document is not one this site encrypted.");
    this.#header = null;
    return data.subarray(needed);
  }
}

/** Whether stored bytes begin as this site's encrypted files do. */
export const isEncrypted = (head: Buffer): boolean => head.subarray(0, MAGIC.length).equals(MAGIC);

/**
 * Plaintext in, the stored form out. The data key is made a KeyObject once
 * per file: a cipher made from a Buffer key prepares the key again each
 * time, about 20 µs against 4 µs from a KeyObject (measured on Node 24),
 * for every 64 KiB chunk.
 */
export const encryptStream = (dataKey: Buffer) => {
  const key = createSecretKey(dataKey);
  return new Chunked(CHUNK, (index, last, pieces) => sealPieces(key, nonce(index, last), MAGIC, pieces), {
    write: MAGIC,
  });
};

/** The stored form in, plaintext out; fails (and passes on nothing of a chunk) on any change to the bytes. */
export const decryptStream = (dataKey: Buffer) => {
  const key = createSecretKey(dataKey);
  return new Chunked(
    CHUNK + TAG,
    (index, last, pieces, length) => openPieces(key, nonce(index, last), MAGIC, pieces, length),
    { expect: MAGIC },
  );
};
