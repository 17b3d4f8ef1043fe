// The kept pages themselves (docs/decisions/005-html-cache.md): each one's
// bytes in three encodings, its headers and ETag, in memory up to a size,
// least recently used out first, everything dropped at once when public
// content changes. A page is made at a fast compression level when it is
// first kept and compressed harder in the background once asked for again.
import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Encoding } from "#app/content-encoding.server.ts";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Entry = {
  headers: [string, string][];
  /** Every header of the answer but the per-request ones, once known. */
  fixedHeaders?: OutgoingHttpHeaders;
  /** The whole header list of a hit in each encoding, for one writeHead. */
  hitHeaders?: Record<Encoding, string[]>;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  /** The CSP sources that allow exactly this page's inline scripts. */
  scriptHashes: string;
  etag: string;
  size: number;
  expiresAt: number;
  /** Answers given from this entry after the first; the first earns it the slow compression. */
  hits: number;
};

/** Headers that belong to one answer, never kept. */
const PER_REQUEST_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "x-cache",
  "set-cookie",
]);

export function createPageStore(options: { maxBytes: number; ttlMs: number }) {
  const entries = new Map<string, Entry>();
  /** URLs whose render may not be shared (private, not found, not HTML). */
  const uncacheable = new Map<string, number>();
  let bytes = 0;
  // A render that began before a clear must not be stored after it.
  let generation = 0;

  function clear() {
    generation++;
    entries.clear();
    uncacheable.clear();
    bytes = 0;
  }

  function store(key: string, entry: Entry) {
    if (entry.size > options.maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.size;
    for (const [oldest, old] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= old.size;
    }
  }

  /** Renders a page and keeps it if it may be shared; null (and not asked again for a while) if not. */
  async function fill(key: string, render: () => Promise<Response>, perVisitor: boolean): Promise<Entry | null> {
    const startedIn = generation;
    const entry = await toEntry(await render(), options.ttlMs, perVisitor);
    if (startedIn !== generation) return entry;
    if (entry) store(key, entry);
    else {
      if (uncacheable.size >= 10_000) uncacheable.clear();
      uncacheable.set(key, Date.now() + options.ttlMs);
    }
    return entry;
  }

  const isUncacheable = (key: string) => (uncacheable.get(key) ?? 0) > Date.now();

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= Date.now()) {
      bytes -= entry.size;
      return undefined;
    }
    entries.set(key, entry); // most recently used last
    if (++entry.hits === 1) compressHarderLater(key, entry);
    return entry;
  }

  // One page at a time, so the slow compression takes at most one core's
  // worth of the thread pool, and only for pages asked for more than once.
  const harder: [string, Entry][] = [];
  let compressing = false;
  function compressHarderLater(key: string, entry: Entry) {
    if (harder.length < 100) harder.push([key, entry]);
    if (compressing) return;
    compressing = true;
    void (async () => {
      for (let next = harder.shift(); next; next = harder.shift()) {
        const [key, entry] = next;
        const startedIn = generation;
        const bodies = await compress(entry.bodies.identity, "slow").catch(() => null);
        if (!bodies || startedIn !== generation || entries.get(key) !== entry) continue;
        const size = bodies.identity.length + bodies.gzip.length + bodies.br.length;
        bytes += size - entry.size;
        entry.bodies = bodies;
        entry.size = size;
        if (entry.fixedHeaders) entry.hitHeaders = hitHeadersOf(entry, entry.fixedHeaders);
      }
      compressing = false;
    })();
  }

  return { fill, lookup, isUncacheable, clear };
}

export function hitHeadersOf(entry: Entry, fixed: OutgoingHttpHeaders): Record<Encoding, string[]> {
  const common: string[] = [];
  for (const [name, value] of Object.entries(fixed)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) common.push(name, String(one));
  }
  common.push("ETag", entry.etag, "X-Cache", "HIT");
  const of = (encoding: Encoding) => [
    ...common,
    ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    "Content-Length",
    String(entry.bodies[encoding].length),
  ];
  return { br: of("br"), gzip: of("gzip"), identity: of("identity") };
}

export function fixedHeadersOf(res: ServerResponse): OutgoingHttpHeaders {
  const fixed: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_REQUEST_HEADERS.has(name)) fixed[name] = value;
  }
  return fixed;
}

/** What a page kept for one visitor says to caches: only their browser may have it, and not keep it. */
const PER_VISITOR_CACHE_CONTROL = "private, no-store";

async function toEntry(response: Response, ttlMs: number, perVisitor: boolean): Promise<Entry | null> {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const shareable =
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    /\bpublic\b/.test(cacheControl) &&
    !response.headers.has("Set-Cookie");
  if (!shareable) {
    await response.body?.cancel();
    return null;
  }
  const identity = Buffer.from(await response.arrayBuffer());
  const bodies = await compress(identity, "fast");
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (PER_REQUEST_HEADERS.has(name)) return;
    headers.push([name, perVisitor && name === "cache-control" ? PER_VISITOR_CACHE_CONTROL : value]);
  });
  return {
    headers,
    bodies,
    scriptHashes: inlineScriptHashes(identity.toString("utf8")),
    etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    size: identity.length + bodies.gzip.length + bodies.br.length,
    expiresAt: Date.now() + ttlMs,
    hits: 0,
  };
}

/**
 * Fast: a few milliseconds for a page, paid by the request that missed.
 * Slow: some 10 % smaller, but up to a second of CPU; never in a request.
 */
const LEVELS = { fast: { gzip: 6, brotli: 5 }, slow: { gzip: 9, brotli: 11 } } as const;

async function compress(identity: Buffer, speed: keyof typeof LEVELS): Promise<Entry["bodies"]> {
  const level = LEVELS[speed];
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: level.gzip }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotlied };
}

/**
 * A kept page is the same for everyone, so its inline scripts are allowed by
 * their hashes rather than by a nonce that every visitor would share.
 */
function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", content = ""] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}
