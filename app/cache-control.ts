/**
 * The `headers` export of every page with a session, a cart, a form result
 * or personal data: no cache, shared or private, keeps a copy.
 */
export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store" };
}
