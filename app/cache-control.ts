// Who may keep a copy of a page, decided in one place (docs/decisions/005).
//
// Pages opt in to shared caching with `publicPageHeaders`; `finalCacheControl`
// (called for every document and data response) then keeps that only for a
// plain GET from a visitor without cookies. Anything with a session, a cart,
// a form result or a toast is `private, no-store`.

/** The same for every visitor: a proxy or CDN may keep it for five minutes. */
const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The `headers` export of pages that are the same for every visitor. */
export function publicPageHeaders() {
  return { "Cache-Control": PUBLIC_CACHE_CONTROL, Vary: "Cookie" };
}

/**
 * The `headers` export of every page with a session, a cart, a form result
 * or personal data: no cache, shared or private, keeps a copy.
 */
export function privatePageHeaders() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

/**
 * The `headers` export of a form page that carries a fresh idempotency key
 * per render (decision 009): never shared, but the browser may keep its copy,
 * so going back to the form after sending it shows the same key.
 */
export function formPageHeaders() {
  return { "Cache-Control": "private, max-age=0" };
}

/**
 * A page marked public stays public only when nothing about this request
 * or response is personal: a GET or HEAD without cookies, answered 200
 * without setting any. Otherwise it becomes private (or, for an error
 * page, merely uncached). Pages that say nothing are `no-cache`, or
 * private for such a request: its navigation may name the visitor.
 */
export function finalCacheControl(
  request: Request,
  status: number,
  headers: Headers,
  /**
   * The server's page cache rendering a page to keep for the visitors with
   * this request's cart and account (server/html-cache.ts, decision 015):
   * their cookies do not make it private here; the cache sends it private.
   */
  keptPerVisitor = false,
): string {
  const declared = headers.get("Cache-Control");
  const personal =
    (request.headers.has("Cookie") && !keptPerVisitor) ||
    headers.has("Set-Cookie") ||
    (request.method !== "GET" && request.method !== "HEAD");
  if (!declared) return personal ? PRIVATE_CACHE_CONTROL : "no-cache";
  if (!/\bpublic\b/.test(declared)) return declared;
  if (personal) return PRIVATE_CACHE_CONTROL;
  return status === 200 ? declared : "no-cache";
}
