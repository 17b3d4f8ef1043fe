// Which compression a client takes, and compressing a whole page in one
// call. Used by rendered pages (entry.server.tsx) and kept pages
// (server/html-cache.ts).
import zlib from "node:zlib";
import Negotiator from "negotiator";

const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Browsers send a handful of Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, Encoding>();

export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding {
  const accept = acceptEncoding ?? "";
  let encoding = negotiated.get(accept);
  if (!encoding) {
    // Negotiator 1's API (its published types are of 0.6, without `preferred`).
    const negotiator = new Negotiator({ headers: { "accept-encoding": accept } }) as unknown as {
      encoding(available: string[], options: { preferred: string[] }): string | undefined;
    };
    encoding = (negotiator.encoding([...ENCODINGS], { preferred: [...ENCODINGS] }) ?? "identity") as Encoding;
    if (negotiated.size > 100) negotiated.clear();
    negotiated.set(accept, encoding);
  }
  return encoding;
}

/**
 * A freshly rendered page, compressed in one synchronous call at a fast
 * level: for a page of tens of kilobytes this costs a fraction of a
 * millisecond, where the compression middleware's stream of chunks costs
 * several times that. (Kept pages are compressed once, at the best level.)
 */
export function compressPage(body: Buffer<ArrayBuffer>, encoding: Encoding): Buffer<ArrayBuffer> {
  // zlib's results are typed with the wider ArrayBufferLike; they are plain buffers.
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }) as Buffer<ArrayBuffer>;
  }
  if (encoding === "gzip") return zlib.gzipSync(body, { level: 6 }) as Buffer<ArrayBuffer>;
  return body;
}
