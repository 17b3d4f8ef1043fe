// Who may keep a copy of what (docs/decisions/005-html-cache.md): public pages
// are kept rendered for visitors without cookies and may be kept by a proxy;
// anything personal is `private, no-store` and rendered afresh.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { createAdmin, logIn } from "./helpers.ts";

const PUBLIC_PAGES = ["/", "/gst-filing", "/services-mega-page", "/all-blogs", "/about-us", "/enquiry-page"];
const PRIVATE_PAGES = ["/cart-page", "/login", "/signup", "/booking-confirmation", "/past-booking-details"];

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
  const client = await rawClient(baseURL);
  const path = `/about-us?cache-test=${Date.now()}`;
  const first = await rawGet(client, path, { "Accept-Encoding": "identity" });
  const second = await rawGet(client, path, { "Accept-Encoding": "identity" });
  expect(first.headers["x-cache"]).toBe("MISS");
  expect(second.headers["x-cache"]).toBe("HIT");
  expect(second.body.equals(first.body)).toBe(true);
  expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=600");
  expect(first.headers.vary).toMatch(/Cookie/);

  const html = first.body.toString("utf8");
  expect(html).toContain("<h1");
  // The kept page's inline scripts are allowed by their hashes, and no nonce
  // is shared between visitors.
  const policy = first.headers["content-security-policy"] ?? "";
  expect(policy).not.toMatch(/'nonce-/);
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes ?? "")) continue;
    const hash = createHash("sha256")
      .update(content ?? "")
      .digest("base64");
    expect(policy).toContain(`'sha256-${hash}'`);
  }

  // Compressed variants are made once and decode to the same page.
  const { encodedBody: br } = await encoded(baseURL, path, "br");
  const { encodedBody: gz } = await encoded(baseURL, path, "gzip");
  expect(brotliDecompressSync(br).equals(first.body)).toBe(true);
  expect(gunzipSync(gz).equals(first.body)).toBe(true);

  // A revalidation with the ETag costs no body.
  const revalidated = await client.get(path, { headers: { "If-None-Match": first.headers.etag ?? "" } });
  expect(revalidated.status()).toBe(304);
  await client.dispose();
});

/** The undecoded body of a response in one encoding (Node's fetch decodes; node:http does not). */
async function encoded(baseURL: string | undefined, path: string, encoding: string) {
  const { request } = await import("node:http");
  return new Promise<{ encodedBody: Buffer }>((resolve, reject) => {
    const url = new URL(path, baseURL);
    request(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
      expect(response.headers["content-encoding"]).toBe(encoding);
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ encodedBody: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

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
  // A page that is not there is not kept either.
  const missing = await rawGet(client, "/no-such-page");
  expect(missing.response.status()).toBe(404);
  expect(missing.headers["x-cache"]).toBeUndefined();
  expect(missing.headers["cache-control"]).toBe("no-cache");
  await client.dispose();
});

test("a visitor with a cookie (a cart, a session) gets a fresh, private render", async ({ page }) => {
  await page.context().addCookies([{ name: "seen", value: "1", url: test.info().project.use.baseURL ?? "" }]);
  const response = await page.goto("/");
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers["x-cache"]).toBeUndefined();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
});

test("publishing a post drops the kept pages, so visitors see it at once", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const client = await rawClient(baseURL);
  // The list is kept before the post exists.
  await rawGet(client, "/all-blogs");
  expect((await rawGet(client, "/all-blogs")).headers["x-cache"]).toBe("HIT");

  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
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

  const after = await rawGet(client, "/all-blogs");
  expect(after.headers["x-cache"]).toBe("MISS");
  expect(after.body.toString("utf8")).toContain(title);
  await client.dispose();
});
