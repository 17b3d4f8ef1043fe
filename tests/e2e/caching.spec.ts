// Publishing a post drops the kept pages of every server process
// (docs/decisions/005-html-cache.md), and a page kept per value of its
// parameter shows that value's page. What is kept for whom, and with which
// headers, is read over HTTP in tests/http/caching.test.ts.
import { expect, test } from "@playwright/test";
import { countMisses, getOnNewConnections } from "#tests/kept-pages.ts";
import { ADMIN_STATE } from "./helpers.ts";

test.describe("as an admin", () => {
  test.use({ storageState: ADMIN_STATE });
  test("publishing a post drops the kept pages, so visitors see it at once", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    // The list is kept by every server process before the post exists.
    const before = await getOnNewConnections(baseURL ?? "", "/all-blogs");
    expect(countMisses(before)).toBeLessThan(before.length);

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
    const after = await getOnNewConnections(baseURL ?? "", "/all-blogs");
    expect(after[0]?.headers["x-cache"]).toBe("MISS");
    for (const answer of after) expect(answer.body.includes(title), "a kept copy from before the post").toBe(true);
  });
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
