// Who may keep a copy of what (docs/decisions/005-html-cache.md): public pages
// are kept rendered for visitors without cookies and may be kept by a proxy;
// anything personal is `private, no-store`, and kept by the server only per
// cart and account (decision 015, tests/http/personal-cache.test.ts). Over
// HTTP against the shared server (two server processes, as in production on
// two cores); publishing a post, which drops the kept pages, is driven in a
// browser in tests/e2e/caching.spec.ts.
import { createHash } from "node:crypto";
import { Agent } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { type Answer, countMisses, getOnNewConnections } from "#tests/kept-pages.ts";
import { CookieJar, send } from "#tests/security/server.ts";
import { TEST_SITE_ENV } from "#tests/setup/app-server.ts";

const server = connectSharedServer();

const PUBLIC_PAGES = ["/", "/gst-filing", "/services-mega-page", "/all-blogs", "/about-us"];
/**
 * Form pages that are the same for every visitor without cookies (issue 26):
 * the empty cart, the account forms, the booking search and the tools. A
 * form's result, a toast or a session makes the answer private.
 */
const KEPT_FORM_PAGES = [
  "/cart-page",
  "/login",
  "/signup",
  "/forgot-password",
  "/past-booking-details",
  "/tools",
  "/tools/gst-calculator",
  "/tools/income-tax-calculator",
  "/tools/due-dates",
];
/** Forms with a fresh idempotency key per render (decision 009): never shared, kept by the browser for "back". */
const FORM_PAGES = ["/enquiry-page", "/partner-enquiry"];
const PRIVATE_PAGES = ["/booking-confirmation"];

/** One GET as a client that keeps no cookies and decodes nothing: it sees the bytes. */
async function rawGet(path: string, headers: Record<string, string> = {}, agent?: Agent) {
  const response = await send(server.origin, { method: "GET", path, headers }, agent);
  return { status: response.status, headers: response.headers, body: Buffer.from(response.body) };
}

test("a public page is kept for visitors without cookies, in three encodings of the same HTML", async () => {
  // A category of its own: an address no earlier request has made kept.
  const path = `/all-blogs?category=cache-test-${Date.now()}`;
  const answers = await getOnNewConnections(server.origin, path, "identity");
  const first = answers[0] as Answer;
  expect(first.headers["x-cache"]).toBe("MISS");
  // Each server process renders the page once and keeps it: the same bytes
  // and ETag whichever process answers.
  expect(countMisses(answers)).toBeLessThanOrEqual(SERVER_PROCESSES);
  for (const answer of answers) {
    expect(answer.body.equals(first.body)).toBe(true);
    expect(answer.headers.etag).toBe(first.headers.etag);
  }
  expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
  expect(first.headers.vary).toMatch(/Cookie/);

  const html = first.body.toString("utf8");
  expect(html).toContain("<h1");
  // The kept page's inline scripts are allowed by their hashes, and no nonce
  // is shared between visitors.
  const policy = String(first.headers["content-security-policy"] ?? "");
  expect(policy).not.toMatch(/'nonce-/);
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes ?? "")) continue;
    const hash = createHash("sha256")
      .update(content ?? "")
      .digest("base64");
    expect(policy).toContain(`'sha256-${hash}'`);
  }

  // Compressed variants are made once and decode to the same page.
  for (const answer of await getOnNewConnections(server.origin, path, "br")) {
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).equals(first.body)).toBe(true);
  }
  for (const answer of await getOnNewConnections(server.origin, path, "gzip")) {
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).equals(first.body)).toBe(true);
  }

  // A revalidation with the ETag costs no body.
  const revalidated = await rawGet(path, { "If-None-Match": String(first.headers.etag) });
  expect(revalidated.status).toBe(304);
});

// The shared server runs two server processes: a dozen new connections
// reach each of them (tests/kept-pages.ts).
const SERVER_PROCESSES = Number(TEST_SITE_ENV.WEB_CONCURRENCY);

test("public pages say so; personal pages are private, no-store, and never kept", async () => {
  for (const path of PUBLIC_PAGES) {
    const { headers } = await rawGet(path);
    expect(headers["cache-control"], path).toMatch(/^public, /);
  }
  for (const path of PRIVATE_PAGES) {
    const { headers } = await rawGet(path);
    expect(headers["cache-control"], path).toBe("private, no-store");
    expect(headers["x-cache"], path).toBeUndefined();
  }
  for (const path of FORM_PAGES) {
    const keys = new Set<string>();
    for (let visit = 0; visit < 3; visit++) {
      const { headers, body } = await rawGet(path);
      expect(headers["cache-control"], path).toBe("private, max-age=0");
      expect(headers["x-cache"], path).toBeUndefined();
      keys.add(/name="idempotencyKey" value="([^"]+)"/.exec(body.toString("utf8"))?.[1] ?? "");
    }
    expect(keys.has(""), path).toBe(false);
    expect(keys.size, path).toBe(3);
  }
  // A page that is not there is not kept either.
  const missing = await rawGet("/no-such-page");
  expect(missing.status).toBe(404);
  expect(missing.headers["x-cache"]).toBeUndefined();
  expect(missing.headers["cache-control"]).toBe("no-cache");
});

test("the empty cart, the account forms, the booking search and the tools are kept for visitors without cookies", async () => {
  for (const path of KEPT_FORM_PAGES) {
    const answers = await getOnNewConnections(server.origin, path, "identity");
    expect(answers[0]?.headers["cache-control"], path).toMatch(/^public, /);
    expect(countMisses(answers), path).toBeLessThanOrEqual(SERVER_PROCESSES);
    expect(answers.at(-1)?.headers["x-cache"], path).toBe("HIT");
    // Nothing in a kept page belongs to one visitor: no idempotency key, no challenge, no prefilled value.
    const html = answers[0]?.body.toString("utf8") ?? "";
    expect(html, path).not.toMatch(/name="idempotencyKey" value="[^"]/);
    expect(html, path).not.toMatch(/"idempotencyKey":"[^"]/);
  }
  // A parameter the page does not declare (?sent after signing up) is rendered for that request alone.
  const sent = await rawGet("/login?sent=1");
  expect(sent.headers["x-cache"]).toBeUndefined();
});

test("with a cart, the kept form pages are kept for that cart and sent private (decision 015)", async () => {
  // A browser's cookies (the cart's, as the server answers it) and its one
  // kept-alive connection, so one server process answers all three.
  const jar = new CookieJar();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  jar.cookies.set("cart", `x${Date.now()}`);
  for (const path of KEPT_FORM_PAGES) {
    const states: (string | undefined)[] = [];
    for (let round = 0; round < 3; round++) {
      const { headers } = await rawGet(path, { Cookie: jar.header() }, agent);
      jar.store(headers);
      expect(headers["cache-control"], path).toBe("private, no-store");
      states.push(headers["x-cache"] as string | undefined);
    }
    // Rendered for its first request alone; kept when asked again.
    expect(states[0], path).toBeUndefined();
    expect(states, path).toContain("HIT");
  }
  agent.destroy();
});

test("a visitor with a cookie kept pages do not know gets a fresh, private render", async () => {
  const { headers } = await rawGet("/", { Cookie: "seen=1" });
  expect(headers["x-cache"]).toBeUndefined();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
});

test("ad and chat links (utm_*, fbclid, gclid) get the kept page; other parameters are rendered afresh", async () => {
  const plain = await getOnNewConnections(server.origin, "/", "gzip");
  const stamp = Date.now();
  const tracked = await getOnNewConnections(server.origin, `/?utm_source=whatsapp-${stamp}&fbclid=${stamp}`, "gzip");
  // Every process already keeps `/`: a new ad link is no new page.
  expect(countMisses(tracked)).toBe(0);
  for (const answer of tracked) expect(answer.headers.etag).toBe(plain[0]?.headers.etag);

  const other = await getOnNewConnections(server.origin, `/?page=${stamp}`, "gzip");
  for (const answer of other) expect(answer.headers["x-cache"]).toBeUndefined();
});
