// What a kept page is kept under (docs/decisions/005-html-cache.md, 015):
// its path and the query parameters it reads, without the ones ad and chat
// links add; and who asks, as far as a kept page can tell (no cookies, or a
// cart and a session and nothing else).
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { matchPath } from "react-router";
import { LANGUAGE_COOKIE } from "#app/i18n/languages.ts";
import { keptPerQueryOf } from "#app/kept-per-query.ts";

/**
 * The query parameters each kept page reads, by its route's path: the only
 * ones that make two addresses two pages. A public page names them in its
 * module (`export const handle = keptPerQuery(…)`, app/kept-per-query.ts),
 * or a request carrying one is rendered afresh each time (correct, but never
 * kept).
 */
export type PageQueryParameters = readonly { pattern: string; reads: readonly string[] }[];

export function pageQueryParametersOf(
  routes: readonly ({ path?: string; module: { handle?: unknown } } | undefined)[],
): PageQueryParameters {
  return routes.flatMap((route) => {
    const reads = keptPerQueryOf(route?.module.handle);
    return route?.path && reads.length > 0 ? [{ pattern: route.path, reads }] : [];
  });
}

/** What campaign, ad and chat links append (no page reads them). */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The address a kept page is stored under: the path and the parameters it
 * reads (`pages`), in a fixed order; tracking parameters dropped. Null when the
 * request carries a parameter the page does not declare.
 */
export function cacheKeyOf(url: string, pages: PageQueryParameters): string | null {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const pathname = url.slice(0, at);
  const reads =
    pages.find((page) => matchPath({ path: page.pattern, caseSensitive: true, end: true }, pathname))?.reads ?? [];
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (reads.includes(name)) kept.push([name, value]);
    else if (!TRACKING_PARAMETER.test(name)) return null;
  }
  if (kept.length === 0) return pathname;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pathname}?${new URLSearchParams(kept)}`;
}

/** The only cookies a page may be kept for: they are all the personal parts of a public page read. */
const CART_COOKIE = "cart";
/** Better Auth's session cookie, over http and https (a test checks a login sets one of these). */
export const SESSION_COOKIES = new Set(["better-auth.session_token", "__Secure-better-auth.session_token"]);

export type Visitor = { cookie: string; cart: string; session: string };

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
    // The visitor's chosen language: the address says a page's language, so it changes nothing.
    else if (name === LANGUAGE_COOKIE) continue;
    else return null;
  }
  return { cookie, cart: cart ?? "", session: session ?? "" };
}

/**
 * The key of a page as one visitor sees it: the host and address, then, for
 * a visitor with cookies, their cart exactly as sent (as a digest: a cart
 * cookie may be kilobytes long) and their account. A visitor without
 * cookies shares the page with everyone else without.
 */
export function keyOf(
  host: string | undefined,
  path: string,
  visitor: Visitor | "anonymous",
  account: string | null,
): string {
  if (visitor === "anonymous") return `${host}${path}`;
  const cart = createHash("sha256").update(visitor.cart).digest("base64url");
  return `${host}${path}\ncart=${cart}\naccount=${visitor.session ? (account ?? "none") : ""}`;
}

/** Only a plain GET or HEAD of a page. */
export function isCacheable(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.length > 1_000 || !url.startsWith("/")) return false;
  // Files, data requests and APIs have their own ways.
  const pathname = url.split("?")[0] ?? "";
  return !/\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith("/api/");
}
