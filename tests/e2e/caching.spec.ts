// Who may keep a copy of what (docs/decisions/005-html-cache.md): public pages
// are kept rendered for visitors without cookies and may be kept by a proxy;
// anything personal is `private, no-store`, and kept by the server only per
// cart and account (decision 015, tests/e2e/personal-cache.spec.ts).
import { createHash } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { createAdmin, logInByRequest } from "./helpers.ts";

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

/** A client that keeps no cookies and decodes nothing: it sees the bytes. */
async function rawClient(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
}

async function rawGet(client: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  // Playwright decodes compressed bodies; ask for identity to compare bytes
  // and decode the other encodings ourselves.
  const response = await client.get(path, { headers, maxRedirects: 0 });
  return { response, headers: response.headers(), body: await response.body() };
}

test("a public page is kept for visitors without cookies, in three encodings of the same HTML", async ({ baseURL }) => {
  // A category of its own: an address no earlier request has made kept.
  const path = `/all-blogs?category=cache-test-${Date.now()}`;
  const answers = await getOnNewConnections(baseURL, path, "identity");
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
  for (const answer of await getOnNewConnections(baseURL, path, "br")) {
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).equals(first.body)).toBe(true);
  }
  for (const answer of await getOnNewConnections(baseURL, path, "gzip")) {
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).equals(first.body)).toBe(true);
  }

  // A revalidation with the ETag costs no body.
  const client = await rawClient(baseURL);
  const revalidated = await client.get(path, { headers: { "If-None-Match": String(first.headers.etag) } });
  expect(revalidated.status()).toBe(304);
  await client.dispose();
});

// playwright.config.ts runs two server processes; the server hands each new
// connection to the next process, so a dozen connections reach every one.
const SERVER_PROCESSES = Number(process.env.E2E_SERVER_PROCESSES);
const CONNECTIONS = 12;

type Answer = { headers: IncomingHttpHeaders; body: Buffer };

/** The same GET on a dozen new connections; bodies undecoded (Node's fetch would decode them). */
async function getOnNewConnections(baseURL: string | undefined, path: string, encoding: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let connection = 0; connection < CONNECTIONS; connection++) {
    answers.push(
      await new Promise<Answer>((resolve, reject) => {
        const headers = { "Accept-Encoding": encoding };
        get(new URL(path, baseURL), { headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      }),
    );
  }
  return answers;
}

const countMisses = (answers: Answer[]) => answers.filter((answer) => answer.headers["x-cache"] === "MISS").length;

test("public pages say so; personal pages are private, no-store, and never kept", async ({ baseURL }) => {
  const client = await rawClient(baseURL);
  for (const path of PUBLIC_PAGES) {
    const { headers } = await rawGet(client, path);
    expect(headers["cache-control"], path).toMatch(/^public, /);
  }
  for (const path of PRIVATE_PAGES) {
    const { headers } = await rawGet(client, path);
    expect(headers["cache-control"], path).toBe("private, no-store");
    expect(headers["x-cache"], path).toBeUndefined();
  }
  for (const path of FORM_PAGES) {
    const keys = new Set<string>();
    for (let visit = 0; visit < 3; visit++) {
      const { headers, body } = await rawGet(client, path);
      expect(headers["cache-control"], path).toBe("private, max-age=0");
      expect(headers["x-cache"], path).toBeUndefined();
      keys.add(/name="idempotencyKey" value="([^"]+)"/.exec(body.toString("utf8"))?.[1] ?? "");
    }
    expect(keys.has(""), path).toBe(false);
    expect(keys.size, path).toBe(3);
  }
  // A page that is not there is not kept either.
  const missing = await rawGet(client, "/no-such-page");
  expect(missing.response.status()).toBe(404);
  expect(missing.headers["x-cache"]).toBeUndefined();
  expect(missing.headers["cache-control"]).toBe("no-cache");
  await client.dispose();
});

test("the empty cart, the account forms, the booking search and the tools are kept for visitors without cookies", async ({
  baseURL,
}) => {
  for (const path of KEPT_FORM_PAGES) {
    const answers = await getOnNewConnections(baseURL, path, "identity");
    expect(answers[0]?.headers["cache-control"], path).toMatch(/^public, /);
    expect(countMisses(answers), path).toBeLessThanOrEqual(SERVER_PROCESSES);
    expect(answers.at(-1)?.headers["x-cache"], path).toBe("HIT");
    // Nothing in a kept page belongs to one visitor: no idempotency key, no challenge, no prefilled value.
    const html = answers[0]?.body.toString("utf8") ?? "";
    expect(html, path).not.toMatch(/name="idempotencyKey" value="[^"]/);
    expect(html, path).not.toMatch(/"idempotencyKey":"[^"]/);
  }
  // A parameter the page does not declare (?sent after signing up) is rendered for that request alone.
  const client = await rawClient(baseURL);
  const sent = await rawGet(client, "/login?sent=1");
  expect(sent.headers["x-cache"]).toBeUndefined();
  await client.dispose();
});

test("with a cart, the kept form pages are kept for that cart and sent private (decision 015)", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "cart", value: `x${Date.now()}`, url: baseURL ?? "" }]);
  for (const path of KEPT_FORM_PAGES) {
    const states: (string | undefined)[] = [];
    for (let round = 0; round < 3; round++) {
      const response = await page.request.get(path);
      const headers = response.headers();
      expect(headers["cache-control"], path).toBe("private, no-store");
      states.push(headers["x-cache"]);
    }
    // Rendered for its first request alone; kept when asked again.
    expect(states[0], path).toBeUndefined();
    expect(states, path).toContain("HIT");
  }
});

test("a visitor with a cookie kept pages do not know gets a fresh, private render", async ({ page }) => {
  await page.context().addCookies([{ name: "seen", value: "1", url: test.info().project.use.baseURL ?? "" }]);
  const response = await page.goto("/");
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers["x-cache"]).toBeUndefined();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
});

test("publishing a post drops the kept pages, so visitors see it at once", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  // The list is kept by every server process before the post exists.
  const before = await getOnNewConnections(baseURL, "/all-blogs", "identity");
  expect(countMisses(before)).toBeLessThan(before.length);

  const admin = createAdmin();
  await logInByRequest(page, admin.email, admin.password);
  await page.goto("/admin-blog/edit");
  const slug = `cache-check-${Date.now()}`;
  const title = `Kept pages are dropped ${Date.now()}`;
  await page.getByLabel("Category").fill("GST");
  await page.getByLabel("Web address (e.g. gst-due-dates)").fill(slug);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Author").fill("Editorial Team");
  await page.getByLabel("Excerpt").fill("A post that shows the blog list is rendered again.");
  await page.getByLabel("Body").fill("A paragraph.");
  await page.getByLabel(/^Image/).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
  });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Post published.")).toBeVisible();

  // Whichever process answers, it shows the new post: the one that saved it
  // told the others.
  const after = await getOnNewConnections(baseURL, "/all-blogs", "identity");
  expect(after[0]?.headers["x-cache"]).toBe("MISS");
  for (const answer of after) expect(answer.body.includes(title), "a kept copy from before the post").toBe(true);
});

test("ad and chat links (utm_*, fbclid, gclid) get the kept page; other parameters are rendered afresh", async ({
  baseURL,
}) => {
  const plain = await getOnNewConnections(baseURL, "/", "gzip");
  const stamp = Date.now();
  const tracked = await getOnNewConnections(baseURL, `/?utm_source=whatsapp-${stamp}&fbclid=${stamp}`, "gzip");
  // Every process already keeps `/`: a new ad link is no new page.
  expect(countMisses(tracked)).toBe(0);
  for (const answer of tracked) expect(answer.headers.etag).toBe(plain[0]?.headers.etag);

  const other = await getOnNewConnections(baseURL, `/?page=${stamp}`, "gzip");
  for (const answer of other) expect(answer.headers["x-cache"]).toBeUndefined();
});

test("a page that reads a parameter is kept once per value, and never shows another value's page", async ({ page }) => {
  // Three rounds: by the last, each of the two server processes keeps both pages.
  for (const round of [1, 2, 3]) {
    for (const [category, other] of [
      ["GST", "Income Tax"],
      ["Income Tax", "GST"],
    ] as const) {
      const response = await page.goto(`/all-blogs?category=${encodeURIComponent(category)}&utm_source=round${round}`);
      expect(response?.headers()["x-cache"], category).toMatch(/^(HIT|MISS)$/);
      const tabs = page.getByRole("navigation", { name: "Categories" });
      await expect(tabs.getByRole("link", { name: category, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(tabs.getByRole("link", { name: other, exact: true })).not.toHaveAttribute("aria-current", "page");
    }
  }
  await page.goto("/offline?from=%2Fgst-filing");
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/gst-filing");
});
