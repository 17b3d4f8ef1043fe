// The service worker and the web app manifest, in a real Chromium against the
// production build (build/client/sw.js is written by `npm run build`).
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";

// The worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/** Loads the home page and waits until the worker is active and controls it. */
async function openControlledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/");
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    // `ready` resolves while the worker is still activating (cleaning up, claiming pages).
    await new Promise<void>((resolve) => {
      const check = () => {
        if (worker?.state === "activated" && navigator.serviceWorker.controller) resolve();
      };
      worker?.addEventListener("statechange", check);
      navigator.serviceWorker.addEventListener("controllerchange", check);
      check();
    });
    return { scope: registration.scope, state: worker?.state, script: worker?.scriptURL };
  });
  expect(new URL(state.scope).pathname).toBe("/");
  expect(state.state).toBe("activated");
  expect(new URL(state.script ?? "").pathname).toBe("/sw.js");
  return page;
}

/** Every cached request with its response's content type, over all the worker's caches. */
function listCachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; path: string; contentType: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          cache: name,
          path: new URL(request.url).pathname + new URL(request.url).search,
          contentType: response?.headers.get("content-type") ?? "",
        });
      }
    }
    return entries;
  });
}

async function expectOfflinePage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "You seem to be offline" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: `Call ${SAMPLE_SITE_CONFIG.phone}` })).toHaveAttribute(
    "href",
    `tel:${SAMPLE_SITE_CONFIG.phone.replace(/[^\d+]/g, "")}`,
  );
  await expect(main.getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/${SAMPLE_SITE_CONFIG.whatsapp}\\?`),
  );
}

test("the worker registers, activates and precaches the built assets, icons and offline page", async ({ context }) => {
  const page = await openControlledPage(context);
  await expect.poll(async () => (await listCachedEntries(page)).length).toBeGreaterThan(10);
  const paths = (await listCachedEntries(page)).map((entry) => entry.path);
  expect(paths).toContain("/offline");
  expect(paths).toContain("/icons/icon-192.png");
  expect(paths.some((path) => /^\/assets\/.+\.css$/.test(path))).toBe(true);
  expect(paths.some((path) => /^\/assets\/.+\.woff2$/.test(path))).toBe(true);
  // Every script and stylesheet the home page loaded is in the precache.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/")),
  );
  expect(loaded.length).toBeGreaterThan(0);
  for (const path of loaded) expect(paths, path).toContain(path);
});

test("the manifest is linked, valid and its 192 and 512 icons load", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await response.text()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute("content"));
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.type === "image/png");
    expect(icon, size).toBeDefined();
    const image = await request.get(icon?.src ?? "");
    expect(image.headers()["content-type"]).toBe("image/png");
    // The PNG header's width and height (bytes 16 to 24).
    const png = await image.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
  }
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  expect(manifest.icons.some((icon) => icon.type === "image/svg+xml")).toBe(true);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(touchIcon ?? "")).headers()["content-type"]).toBe("image/png");
});

test("offline, a page shows the offline page with the firm's phone and WhatsApp", async ({ context }) => {
  const page = await openControlledPage(context);
  await context.setOffline(true);
  await page.goto("/gst-filing");
  await expect(page).toHaveURL(/\/offline\?from=%2Fgst-filing$/);
  await expectOfflinePage(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // Once hydrated, Try again leads back to the page that failed.
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/gst-filing");

  await context.setOffline(false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/gst-filing$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You seem to be offline");
});

test("offline, a link followed inside the site leads to the offline page too", async ({ context }) => {
  const page = await openControlledPage(context);
  await context.setOffline(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL(/\/offline\?from=%2Fterms-and-conditions$/);
  await expectOfflinePage(page);
  await context.setOffline(false);
});

test("personal pages seen online are not served from a cache offline", async ({ context }) => {
  const page = await openControlledPage(context);
  for (const path of ["/cart-page", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await context.setOffline(true);
  for (const path of ["/cart-page", "/login"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/offline\\?from=${encodeURIComponent(path)}$`));
    await expectOfflinePage(page);
  }
  await context.setOffline(false);

  const entries = await listCachedEntries(page);
  const html = entries.filter((entry) => entry.contentType.startsWith("text/html"));
  expect(html.map((entry) => entry.path)).toEqual(["/offline"]);
  // Besides the build's hashed files and the icons, only what the worker precached.
  const others = entries.map((entry) => entry.path).filter((path) => !/^\/(assets|icons)\//.test(path));
  expect(others.sort()).toEqual(["/favicon.svg", "/offline"]);
});

test("a new version keeps the previous version's files for pages still running it, and drops older ones", async ({
  context,
}) => {
  const page = await openControlledPage(context);
  const current = (await page.evaluate(() => caches.keys()))[0] ?? "";
  expect(current).toMatch(/^etf-[0-9a-f]{16}$/);
  // Two earlier deploys, the second with a chunk the server no longer has;
  // then the worker installs afresh, as a new deploy's worker would.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.ready).unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    await caches.open("etf-0000000000000001");
    const previous = await caches.open("etf-0000000000000002");
    await previous.put(
      "/assets/previous-deploy-chunk.js",
      new Response("export default 1;", { headers: { "Content-Type": "text/javascript" } }),
    );
  });
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const active = (await navigator.serviceWorker.ready).active;
        return active?.state === "activated" && navigator.serviceWorker.controller === active;
      }),
    )
    .toBe(true);

  expect(await page.evaluate(() => caches.keys())).toEqual(["etf-0000000000000002", current]);
  const oldChunk = await page.evaluate(async () => {
    const response = await fetch("/assets/previous-deploy-chunk.js");
    return { status: response.status, body: await response.text() };
  });
  expect(oldChunk).toEqual({ status: 200, body: "export default 1;" });
});

test("the offline page renders whole without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/offline?from=%2Fabout-us");
  await expectOfflinePage(page);
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/about-us");
  // A link elsewhere is not followed.
  await page.goto("/offline?from=%2F%2Fevil.example");
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/");
  await context.close();
});
