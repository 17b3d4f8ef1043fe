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
// A page is kept under its path and the query parameters it reads (its
// route's `handle`, app/kept-per-query.ts); the parameters that ad and chat
// links add are left out of the key, and any other parameter means the page
// is rendered for that request alone (server/html-cache-keys.ts). A miss is
// compressed at a fast level in the request; a page asked for again is
// compressed harder in the background (server/html-cache-store.ts).
//
// Two doors: `middleware` (inside Express, after the security headers) fills
// the cache and answers the first requests; once a page has been answered
// that way its whole set of headers is known, and `serve` answers later
// requests before Express runs at all.
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";
import { chooseEncoding } from "#app/content-encoding.server.ts";
import {
  cacheKeyOf,
  isCacheable,
  keyOf,
  type PageQueryParameters,
  type Visitor,
  visitorOf,
} from "./html-cache-keys.ts";
import { createPageStore, type Entry, fixedHeadersOf, hitHeadersOf } from "./html-cache-store.ts";

/**
 * A fresh render of a URL, as a visitor without cookies gets it or, given
 * the visitor's cookies (a cart, a session and nothing else), as they get it.
 */
export type RenderPage = (url: URL, cookie?: string) => Promise<Response>;

/** The account a session cookie belongs to (its user id), or null for none; checked by the auth library. */
export type IdentifySession = (cookie: string) => Promise<string | null>;

/** How long a session is taken to be the account it was found to be (decision 015). */
const SESSION_TRUSTED_MS = 15_000;

export type HtmlCache = {
  middleware: express.RequestHandler;
  /** Answers a kept page before Express; false when it is not one. */
  serve: (req: IncomingMessage, res: ServerResponse, options: { closeConnection: boolean }) => boolean;
  clear: () => void;
};

/** Pages being rendered and compressed to be kept, at most, per process. */
const MAX_FILLS_AT_ONCE = 4;

export function createHtmlCache(options: {
  render: RenderPage;
  identify: IdentifySession;
  /** The query parameters each kept page reads (pageQueryParametersOf the build). */
  pageQueryParameters: () => Promise<PageQueryParameters>;
  maxBytes: number;
  ttlMs: number;
}): HtmlCache {
  const kept = createPageStore(options);
  const filling = new Map<string, Promise<Entry | null>>();
  // Read once, by the first request through Express; until then `serve` has nothing kept to answer.
  let pages: PageQueryParameters | undefined;

  function clear() {
    kept.clear();
    seenOnce.clear();
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
    pages ??= await options.pageQueryParameters();
    const path = cacheKeyOf(req.originalUrl, pages);
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
    if (kept.isUncacheable(key)) return next();
    let entry = kept.lookup(key);
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
        const cookie = visitor === "anonymous" ? undefined : visitor.cookie;
        pending = kept
          .fill(key, () => options.render(url, cookie), cookie !== undefined)
          .finally(() => filling.delete(key));
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
    if (!pages) return false;
    const path = cacheKeyOf(req.url ?? "", pages);
    if (path === null) return false;
    const account = visitor !== "anonymous" && visitor.session ? knownAccount(visitor.session) : null;
    if (account === undefined) return false; // a session not seen lately: Express asks who it is
    const key = keyOf(req.headers.host, path, visitor, account);
    const entry = kept.lookup(key);
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
