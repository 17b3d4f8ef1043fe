import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./helpers.ts";

test("the blog list: tabs per category, cards, and an empty category", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Newsletters" }).click();
  await expect(page).toHaveURL("/all-blogs");
  const tabs = page.getByRole("navigation", { name: "Categories" });
  await expect(tabs.getByRole("link")).toHaveText(["All", "GST", "Income Tax"]);
  await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  const cards = page.getByRole("main").getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  const first = cards.first();
  await expect(first.locator("img")).toHaveAttribute("src", /^\/images\/blog\/.+\.svg$/);
  await expect(first.getByRole("heading", { level: 2 })).not.toBeEmpty();
  await expect(first.getByText(/\d{1,2} \w{3} 20\d\d · /)).toBeVisible();
  await expect(first.getByRole("link", { name: /^Read More/ })).toBeVisible();

  await tabs.getByRole("link", { name: "GST" }).click();
  await expect(page).toHaveURL("/all-blogs?category=GST");
  await expect(cards).toHaveCount(4);
  for (const label of await cards.locator("p.uppercase").allTextContents()) expect(label).toBe("GST");

  await page.goto("/all-blogs?category=Audit");
  await expect(page.getByText("No posts available in this category.")).toBeVisible();
});

test("a post: title, date, author, blocks in order, a way back; structured data and feed", async ({
  page,
  request,
}) => {
  await page.goto("/all-blogs?category=Income%20Tax");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: "regime" }).first();
  const title = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await card.getByRole("link", { name: /^Read More/ }).click();
  await expect(page).toHaveURL(/\/blog-page\/Income%20Tax\/old-vs-new-tax-regime$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await page.getByRole("article").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole("article").locator("ul li").first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/blog-page\/Income%20Tax\/old-vs-new-tax-regime$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("Article");
  expect(jsonLd.headline).toBe(title);
  await page.getByRole("link", { name: "← All guides" }).click();
  await expect(page).toHaveURL("/all-blogs");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/all-blogs/rss.xml",
  );

  const feed = await request.get("/all-blogs/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(8);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog-page/GST/input-tax-credit-basics</loc>");
});

test("a missing post answers 404 with 'No blog content found.'", async ({ page }) => {
  const response = await page.goto("/blog-page/GST/no-such-guide");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("No blog content found.")).toBeVisible();
});

test("an admin writes, previews, publishes and unpublishes a post; what they type stays text", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto("/admin-blog");
  await page.getByRole("link", { name: "New post" }).click();
  const slug = `tds-basics-${Date.now()}`;
  await page.getByLabel("Category").fill("GST");
  await page.getByLabel("Web address (e.g. gst-due-dates)").fill(slug);
  await page.getByLabel("Title").fill("TDS under GST: the basics");
  await page.getByLabel("Author").fill("Editorial Team");
  await page.getByLabel("Excerpt").fill("Who deducts TDS under GST and how the supplier claims it.");
  await page
    .getByLabel("Body")
    .fill("## Who deducts\n\nGovernment departments <b>deduct</b> 2%.\n\n- File GSTR-7\n- Issue the certificate");
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  await page.getByLabel(/^Image/).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("article", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Who deducts" })).toBeVisible();
  await expect(preview.getByText("Government departments <b>deduct</b> 2%.")).toBeVisible();
  await expect(preview.locator("b")).toHaveCount(0);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL("/admin-blog");
  await expect(page.getByText("Post published.")).toBeVisible();
  await page.goto(`/blog-page/GST/${slug}`);
  await expect(page.getByRole("heading", { name: "TDS under GST: the basics" })).toBeVisible();
  await expect(page.getByRole("article").locator("img")).toHaveAttribute("src", /^\/blog-images\/[a-f0-9]{32}\.png$/);

  await page.goto(`/admin-blog/edit?category=GST&id=${slug}`);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Post unpublished.")).toBeVisible();
  const response = await page.goto(`/blog-page/GST/${slug}`);
  expect(response?.status()).toBe(404);
});

test("the blog editor refuses an image that is not PNG, JPEG or WebP", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin-blog/edit");
  await page.getByLabel("Web address (e.g. gst-due-dates)").fill(`svg-${Date.now()}`);
  await page.getByLabel("Title").fill("Image check");
  await page.getByLabel("Author").fill("Team");
  await page.getByLabel("Excerpt").fill("Checking images.");
  await page.getByLabel("Body").fill("A paragraph.");
  await page.getByLabel(/^Image/).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("cover.png: only PNG, JPEG and WebP files are accepted.")).toBeVisible();
});

test("visitors and users cannot open the blog editor", async ({ page }) => {
  await page.goto("/admin-blog");
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/admin-blog/edit");
  await expect(page).toHaveURL(/\/login/);
});
