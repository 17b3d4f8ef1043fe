// What the service worker does with each request, kept apart from the worker
// so it can be tested without a browser. See docs/decisions/004-service-worker.md.

/** Where the worker keeps the offline page; it is precached at install. */
export const OFFLINE_PATH = "/offline";

/**
 * - `asset`: a content-hashed build file, cache first (any version's cache).
 * - `precached`: another file of this version's precache list, cache first.
 * - `page`: an HTML page, network only, the offline page on failure.
 * - `passthrough`: a navigation the worker must not touch (a download, an
 *   emailed link): the network's answer as it is, with no offline page. It
 *   is still answered, with the navigation preload, so it is not sent twice.
 * - `network`: left alone, as if there were no worker.
 */
export type FetchStrategy = "asset" | "precached" | "page" | "passthrough" | "network";

export type RequestFacts = { method: string; url: string; mode: string };

// Never answered by the worker, not even with the offline page: file
// downloads, uploads, auth, admin files, exports, health checks and React
// Router's data requests (single fetch) and route discovery.
const NEVER_HANDLED = [
  /^\/api\//,
  /^\/uploads(\/|$)/,
  /^\/admin\//,
  /\.csv$/,
  /^\/healthz$/,
  /\.data$/,
  /^\/__manifest$/,
];

export function getFetchStrategy(
  request: RequestFacts,
  origin: string,
  precachedPaths: ReadonlySet<string>,
): FetchStrategy {
  // Form posts and every other write go straight to the server.
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  const navigation = request.mode === "navigate";
  if (NEVER_HANDLED.some((pattern) => pattern.test(url.pathname))) return navigation ? "passthrough" : "network";
  if (navigation) return "page";
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (url.search === "" && precachedPaths.has(url.pathname)) return "precached";
  return "network";
}

/**
 * Where a navigation that failed for want of a network goes: the offline
 * page, told which page to try again. A redirect, not the offline HTML under
 * the failed URL, because React Router hydrates the page of the address bar
 * and would not find the offline page's data there.
 */
export function getOfflineRedirect(failedUrl: string): string {
  const url = new URL(failedUrl);
  return `${OFFLINE_PATH}?${new URLSearchParams({ from: `${url.pathname}${url.search}` })}`;
}
