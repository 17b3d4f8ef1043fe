// The rendered HTML of public pages, kept in memory
// (docs/decisions/005-html-cache.md). A page is kept only when its render
// says it may be shared: status 200, HTML, `Cache-Control: public`, no
// cookie set. Each page is compressed once (gzip and brotli) and served as
// bytes. Everything is dropped when public content changes, and on restart.
//
// Visitors with a cart or a session get kept pages too (decision 015): a
// page is kept for each cart (the cookie's exact value) and each signed-in
// account apart from the anonymous one, and shown only to a visitor with
// that same cart and account. A visitor with any other cookie (a toast, a
// sign-in in progress, a cookie we do not know) is rendered afresh.
//
// A page is kept under its path and the query parameters it reads
// (PAGE_QUERY_PARAMETERS); the parameters that ad and chat links add are
// left out of the key, and any other parameter means the page is rendered
// for that request alone. A miss is compressed at a fast level in the
// request; a page asked for again is compressed harder in the background.
//
// Two doors: `middleware` (inside Express, after the security headers) fills
// the cache and answers the first requests; once a page has been answered
// that way its whole set of headers is known, and `serve` answers later
// requests before Express runs at all.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type express from "express";
import { chooseEncoding, type Encoding } from "#app/content-encoding.server.ts";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Entry = {
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

/**
 * The query parameters a kept page reads (its loader's `url.searchParams`):
 * the only ones that make two addresses two pages. NOTE: a public page that
 * starts reading a parameter must be listed here, or a request carrying it
 * is rendered afresh each time (correct, but never kept).
 */
const PAGE_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  "/all-blogs": ["category"],
};

/** Pages being rendered and compressed to be kept, at most, per process. */
const MAX_FILLS_AT_ONCE = 4;

/** What campaign, ad and chat links append (no page reads them). */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The address a kept page is stored under: the path and the parameters it
 * reads, in a fixed order; tracking parameters dropped. Null when the
 * request carries a parameter the page does not declare.
 */
export function cacheKeyOf(url: string): string | null {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const pathname = url.slice(0, at);
  const reads = PAGE_QUERY_PARAMETERS[pathname] ?? [];
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (reads.includes(name)) kept.push([name, value]);
    else if (!TRACKING_PARAMETER.test(name)) return null;
  }
  if (kept.length === 0) return pathname;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pathname}?${new URLSearchParams(kept)}`;
}

/**
 * A fresh render of a URL, as a visitor without cookies gets it or, given
 * the visitor's cookies (a cart, a session and nothing else), as they get it.
 */
export type RenderPage = (url: URL, cookie?: string) => Promise<Response>;

/** The account a session cookie belongs to (its user id), or null for none; checked by the auth library. */
export type IdentifySession = (cookie: string) => Promise<string | null>;

/** The only cookies a page may be kept for: they are all the personal parts of a public page read. */
const CART_COOKIE = "cart";
/** Better Auth's session cookie, over http and https (a test checks a login sets one of these). */
export const SESSION_COOKIES = new Set(["better-auth.session_token", "__Secure-better-auth.session_token"]);

type Visitor = { cookie: string; cart: string; session: string };

/**
 * Who asks, as far as a kept page can tell: `anonymous` (no cookies), a
 * visitor with a cart, a session or both, or null for a visitor the page
 * may read in another way (a toast, a sign-in waiting for its second
 * factor, a cookie we do not know, a cookie sent twice): never kept.
 */
export function visitorOf(headers: IncomingMessage["headers"]): Visitor | "anonymous" | null {
  if (headers.authorization) return null;
  const cookie = headers.cookie;
  if (!cookie) return "anonymous";
  let cart: string | undefined;
  let session: string | undefined;
  for (const pair of cookie.split(";")) {
    if (pair.trim() === "") continue;
    const at = pair.indexOf("=");
    if (at === -1) return null;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (name === CART_COOKIE && cart === undefined) cart = value;
    else if (SESSION_COOKIES.has(name) && session === undefined) session = value;
    else return null;
  }
  return { cookie, cart: cart ?? "", session: session ?? "" };
}

/** How long a session is taken to be the account it was found to be (decision 015). */
const SESSION_TRUSTED_MS = 15_000;

export type HtmlCache = {
  middleware: express.RequestHandler;
  /** Answers a kept page before Express; false when it is not one. */
  serve: (req: IncomingMessage, res: ServerResponse, options: { closeConnection: boolean }) => boolean;
  clear: () => void;
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

export function createHtmlCache(options: {
  render: RenderPage;
  identify: IdentifySession;
  maxBytes: number;
  ttlMs: number;
}): HtmlCache {
  const entries = new Map<string, Entry>();
  /** URLs whose render may not be shared (private, not found, not HTML). */
  const uncacheable = new Map<string, number>();
  const filling = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  // A render that began before a clear must not be stored after it.
  let generation = 0;

  function clear() {
    generation++;
    entries.clear();
    uncacheable.clear();
    seenOnce.clear();
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

  async function fill(key: string, url: URL, cookie: string | undefined): Promise<Entry | null> {
    const startedIn = generation;
    const response = await options.render(url, cookie);
    const entry = await toEntry(response, options.ttlMs, cookie !== undefined);
    if (startedIn !== generation) return entry;
    if (entry) store(key, entry);
    else {
      if (uncacheable.size >= 10_000) uncacheable.clear();
      uncacheable.set(key, Date.now() + options.ttlMs);
    }
    return entry;
  }

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

  // A session's account, as the auth library last said, for a few seconds:
  // the answer to "whose page is this" for the requests in between.
  const sessions = new Map<string, { userId: string | null; until: number }>();
  function knownAccount(session: string): string | null | undefined {
    const known = sessions.get(session);
    return known && known.until > Date.now() ? known.userId : undefined;
  }
  async function accountOf(visitor: Visitor): Promise<string | null> {
    const known = knownAccount(visitor.session);
    if (known !== undefined) return known;
    const userId = await options.identify(visitor.cookie);
    if (sessions.size >= 10_000) sessions.clear();
    sessions.set(visitor.session, { userId, until: Date.now() + SESSION_TRUSTED_MS });
    return userId;
  }

  // A cart or an account's page is kept once it is asked for a second
  // time, so visitors each with a cart of their own (or someone making up
  // carts) cost one render each, as before, and no compression.
  const seenOnce = new Set<string>();
  function askedBefore(key: string): boolean {
    if (seenOnce.delete(key)) return true;
    if (seenOnce.size >= 10_000) seenOnce.clear();
    seenOnce.add(key);
    return false;
  }

  const middleware: express.RequestHandler = async (req, res, next) => {
    if (!isCacheable(req.method, req.originalUrl)) return next();
    const visitor = visitorOf(req.headers);
    if (visitor === null) return next();
    const path = cacheKeyOf(req.originalUrl);
    if (path === null) return next();
    let account: string | null = null;
    if (visitor !== "anonymous" && visitor.session) {
      try {
        account = await accountOf(visitor);
      } catch {
        return next(); // the page's own render says what is wrong
      }
    }
    const key = keyOf(req.get("host"), path, visitor, account);
    if ((uncacheable.get(key) ?? 0) > Date.now()) return next();
    let entry = lookup(key);
    let state = "HIT";
    if (!entry) {
      if (visitor !== "anonymous" && !filling.has(key) && !askedBefore(key)) return next();
      state = "MISS";
      let pending = filling.get(key);
      // Many different pages missing at once (a crawl, or someone making up
      // addresses): the rest are rendered as for a visitor with a cookie,
      // without keeping them, so misses cannot crowd out the kept pages'
      // CPU and the render is not done twice.
      if (!pending && filling.size >= MAX_FILLS_AT_ONCE) return next();
      if (!pending) {
        // The page as its key names it: what every address of this key shares.
        const url = new URL(path, `${req.protocol}://${req.get("host")}`);
        pending = fill(key, url, visitor === "anonymous" ? undefined : visitor.cookie).finally(() =>
          filling.delete(key),
        );
        filling.set(key, pending);
      }
      try {
        entry = (await pending) ?? undefined;
      } catch (error) {
        return next(error);
      }
      if (!entry) return next();
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // Helmet set a nonce policy for this response; this page needs its hashes.
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") {
      res.setHeader("Content-Security-Policy", policy.replace(/'nonce-[^']*'/, entry.scriptHashes));
    }
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    if (!entry.fixedHeaders) {
      entry.fixedHeaders = fixedHeadersOf(res);
      entry.hitHeaders = hitHeadersOf(entry, entry.fixedHeaders);
    }
    send(req, res, entry, state);
  };

  const serve: HtmlCache["serve"] = (req, res, { closeConnection }) => {
    if (!isCacheable(req.method ?? "", req.url ?? "")) return false;
    const visitor = visitorOf(req.headers);
    if (visitor === null) return false;
    const path = cacheKeyOf(req.url ?? "");
    if (path === null) return false;
    const account = visitor !== "anonymous" && visitor.session ? knownAccount(visitor.session) : null;
    if (account === undefined) return false; // a session not seen lately: Express asks who it is
    const key = keyOf(req.headers.host, path, visitor, account);
    const entry = lookup(key);
    if (!entry?.fixedHeaders || !entry.hitHeaders) return false;
    if (req.headers["if-none-match"] || closeConnection) {
      for (const [name, value] of Object.entries(entry.fixedHeaders))
        if (value !== undefined) res.setHeader(name, value);
      if (closeConnection) res.setHeader("Connection", "close");
      send(req, res, entry, "HIT");
      return true;
    }
    // The common case in one call: every header prepared, the bytes made.
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.writeHead(200, entry.hitHeaders[encoding]);
    res.end(req.method === "HEAD" ? undefined : entry.bodies[encoding]);
    return true;
  };

  return { middleware, serve, clear };
}

/**
 * The key of a page as one visitor sees it: the host and address, then, for
 * a visitor with cookies, their cart exactly as sent (as a digest: a cart
 * cookie may be kilobytes long) and their account. A visitor without
 * cookies shares the page with everyone else without.
 */
function keyOf(host: string | undefined, path: string, visitor: Visitor | "anonymous", account: string | null): string {
  if (visitor === "anonymous") return `${host}${path}`;
  const cart = createHash("sha256").update(visitor.cart).digest("base64url");
  return `${host}${path}\ncart=${cart}\naccount=${visitor.session ? (account ?? "none") : ""}`;
}

/** Only a plain GET or HEAD of a page. */
function isCacheable(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.length > 1_000 || !url.startsWith("/")) return false;
  // Files, data requests and APIs have their own ways.
  const pathname = url.split("?")[0] ?? "";
  return !/\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith("/api/");
}

function hitHeadersOf(entry: Entry, fixed: OutgoingHttpHeaders): Record<Encoding, string[]> {
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

function fixedHeadersOf(res: ServerResponse): OutgoingHttpHeaders {
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

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: string) {
  res.setHeader("ETag", entry.etag);
  res.setHeader("X-Cache", state);
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && (ifNoneMatch === "*" || ifNoneMatch.split(/\s*,\s*/).includes(entry.etag))) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = entry.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}
