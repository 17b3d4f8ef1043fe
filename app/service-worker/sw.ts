// The service worker, bundled by scripts/build-service-worker.ts into
// build/client/sw.js with the build's file list and version filled in.
// Why it behaves as it does: docs/decisions/004-service-worker.md.
import { type FetchStrategy, getFetchStrategy, getOfflineRedirect, OFFLINE_PATH } from "./routing.ts";

// Replaced at build time (Vite `define`).
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

// The few service worker types this file needs: the project's TypeScript
// lib is the DOM's, and the WebWorker lib cannot join it in one program.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type ServiceWorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as ServiceWorkerScope;
const CACHE_PREFIX = "etf-";
const CACHE_NAME = `${CACHE_PREFIX}${__SW_VERSION__}`;
// Read once: `define` copies the list wherever the name appears.
const PRECACHE_URLS = __SW_PRECACHE__;
const PRECACHED_PATHS = new Set(PRECACHE_URLS);

worker.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(activate());
});

worker.addEventListener("fetch", (event) => {
  const strategy: FetchStrategy = getFetchStrategy(event.request, worker.location.origin, PRECACHED_PATHS);
  if (strategy === "asset") event.respondWith(fromAnyCache(event));
  else if (strategy === "precached") event.respondWith(fromThisVersion(event.request));
  else if (strategy === "page") event.respondWith(fromNetworkOrOffline(event));
  else if (strategy === "passthrough") event.respondWith(fromNetwork(event));
  // "network": no respondWith, the browser fetches as if there were no worker.
});

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await cache.addAll(
    PRECACHE_URLS.map((path) =>
      path === OFFLINE_PATH
        ? // Fetched as an anonymous visitor: the cached page must not carry
          // this visitor's name, cart count or flash messages.
          new Request(path, { credentials: "omit", cache: "no-store" })
        : // Hashed assets may come from the HTTP cache; icons are revalidated.
          new Request(path, { cache: path.startsWith("/assets/") ? "default" : "no-cache" }),
    ),
  );
}

async function activate(): Promise<void> {
  // CacheStorage lists caches in the order they were made. Keep this
  // version's and the one before it: a page loaded before this deploy may
  // still ask for its old chunks until it navigates.
  const older = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
  const previous = older.at(-1);
  await Promise.all(older.filter((name) => name !== previous).map((name) => caches.delete(name)));
  // Navigation preload starts the page's request while the worker boots.
  await worker.registration.navigationPreload?.enable();
  await worker.clients.claim();
}

/** Hashed files never change under a name, so any version's copy is right. */
async function fromAnyCache(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

/** Unhashed files (icons): only this version's copy is current. */
async function fromThisVersion(request: Request): Promise<Response> {
  const cached = await (await caches.open(CACHE_NAME)).match(request);
  return cached ?? fetch(request);
}

/** A navigation's answer from the server, started by navigation preload when it is on. */
async function fromNetwork(event: FetchEvent): Promise<Response> {
  return (await event.preloadResponse) ?? (await fetch(event.request));
}

/** Pages always come from the server and are never stored. */
async function fromNetworkOrOffline(event: FetchEvent): Promise<Response> {
  try {
    return await fromNetwork(event);
  } catch {
    if (new URL(event.request.url).pathname !== OFFLINE_PATH) {
      return Response.redirect(getOfflineRedirect(event.request.url), 302);
    }
    const offline = await (await caches.open(CACHE_NAME)).match(OFFLINE_PATH);
    return offline ?? Response.error();
  }
}
