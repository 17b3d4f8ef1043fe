// What every public page's HTML says before any script runs: its head (a
// title of its own, a description, the canonical address, Open Graph),
// structured data, the sitemap and robots.txt, and what a crawler or a
// proxy meets. (Security headers: tests/integration/security-headers.test.ts.)
// Read over HTTP from the shared server; what a page shows and how it
// behaves is walked in a browser (tests/e2e/page-walk.spec.ts).
import robotsParser from "robots-parser";
import { expect, test } from "vitest";
import { SERVICES } from "#app/catalog/services.ts";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { send } from "#tests/security/server.ts";

const server = connectSharedServer();

/** The pages for search engines: each in the sitemap, with its own title. */
const PUBLIC_PAGES = [
  "/",
  "/services-mega-page",
  "/cart-page",
  "/enquiry-page",
  "/partner-enquiry",
  ...SERVICES.map((service) => service.path),
  "/about-us",
  "/terms-and-conditions",
  "/privacy",
  "/refund-and-cancellation-policy",
  "/help-center",
  "/all-blogs",
  "/tools",
  "/tools/income-tax-calculator",
  "/tools/gst-calculator",
  "/tools/due-dates",
  "/blog-page/GST/gst-return-types-and-due-dates",
];

const get = (path: string, headers: Record<string, string> = {}) =>
  send(server.origin, { method: "GET", path, headers });

/** The content of the first tag in the head matching the selector's attribute, as written. */
function headValue(html: string, tag: string, match: string, read: string): string | undefined {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))) {
    if (element.includes(match)) return new RegExp(`\\s${read}="([^"]*)"`).exec(element)?.[1];
  }
  return undefined;
}

test("every public page has its own title, description, canonical URL and Open Graph title", async () => {
  const titles = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? "";
    expect(title.length, path).toBeGreaterThan(10);
    titles.add(title);
    expect(headValue(body, "meta", 'name="description"', "content"), path).toMatch(/.{50,}/);
    expect(headValue(body, "link", 'rel="canonical"', "href"), path).toMatch(
      new RegExp(`${path === "/" ? "/$" : `${path}$`}`),
    );
    expect(body.match(/<meta\b[^>]*property="og:title"/g), path).toHaveLength(1);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
});

test("structured data: the firm on the home page, Service and FAQPage on service pages", async () => {
  const readJsonLd = async (path: string) =>
    [...(await get(path)).body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, json]) => (JSON.parse(json ?? "{}") as { "@type": string })["@type"],
    );
  expect(await readJsonLd("/")).toContain("AccountingService");
  expect((await readJsonLd("/gst-filing")).sort()).toEqual(["FAQPage", "Service"]);
});

test("sitemap.xml lists every public page and robots.txt points to it", async () => {
  const sitemap = (await get("/sitemap.xml")).body;
  for (const path of PUBLIC_PAGES) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain("dashboard");
  const robots = (await get("/robots.txt")).body;
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  // Read as a crawler reads it (rules are prefixes unless they end in $).
  const rules = robotsParser(`${server.origin}/robots.txt`, robots);
  for (const path of ["/admin-dashboard", "/user-dashboard", "/cart", "/login"]) {
    expect(rules.isDisallowed(`${server.origin}${path}`, "Googlebot"), path).toBe(true);
  }
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(listed.length).toBeGreaterThan(PUBLIC_PAGES.length);
  for (const url of listed) {
    expect(rules.isAllowed(url.replace(/^https?:\/\/[^/]+/, server.origin), "Googlebot"), url).toBe(true);
  }
});

test("account pages are never stored by a cache once the visitor has a cookie", async () => {
  // Without cookies they are the same for everyone, and kept (tests/http/caching.test.ts).
  expect((await get("/booking-confirmation")).headers["cache-control"]).toBe("private, no-store");
  for (const path of ["/login", "/signup", "/forgot-password", "/cart-page", "/past-booking-details"]) {
    expect((await get(path, { Cookie: "cart=x" })).headers["cache-control"], path).toBe("private, no-store");
  }
});

test("/terms answers a permanent redirect to the terms page", async () => {
  const response = await get("/terms");
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe("/terms-and-conditions");
});

test("the service worker is served from the site root as JavaScript with this build's files", async () => {
  const response = await get("/sw.js");
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(response.body).toContain('"/offline"');
  expect(response.body).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
});

test("a malformed Host header is refused with 400, never a 500 with a stack in the log", async () => {
  for (const host of ["a b", "[bad", "exa mple.in:80", "%"]) {
    const answer = await send(server.origin, { method: "GET", path: "/", headers: { Host: host } });
    expect(answer.status, host).toBe(400);
  }
  expect(server.logs()).not.toMatch(/Invalid URL/);
});

test("the GST calculator says so when a link carries a rate, mode or supply it does not know, and answers 400", async () => {
  const refused = await get("/tools/gst-calculator?amount=1000&rate=7&mode=exclusive&supply=intra");
  expect(refused.status).toBe(400);
  expect(refused.body).toContain("That is not a GST rate this calculator knows.");
  // No breakup at 18% or any other rate in its place.
  expect(refused.body).not.toContain(">GST breakup</caption>");
  const odd = await get("/tools/gst-calculator?amount=1000&mode=y&supply=x");
  expect(odd.status).toBe(400);
  expect(odd.body).toContain("Please choose whether the amount is before GST or includes GST.");
  expect(odd.body).toContain("Please choose whether the supply is within one state or to another state.");
  // The same link with known choices shows the breakup.
  const known = await get("/tools/gst-calculator?amount=1000&rate=5&mode=exclusive&supply=inter");
  expect(known.status).toBe(200);
  expect(known.body).toContain(">GST breakup</caption>");
});
