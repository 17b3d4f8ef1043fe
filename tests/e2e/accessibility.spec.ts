import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import robotsParser from "robots-parser";

const PAGES = [
  "/",
  "/services-mega-page",
  "/cart-page",
  "/enquiry-page",
  "/partner-enquiry",
  "/gst-filing",
  "/income-tax-filing",
  "/accounting-services",
  "/income-tax-notices",
  "/gst-notices",
  "/company-secretary-services",
  "/auditing-services",
  "/company-registration",
  "/trademark-services",
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
  "/no-such-page",
];

// Pages that are not for search engines, checked for accessibility too.
const OTHER_PAGES = [
  "/past-booking-details",
  "/booking-confirmation",
  "/login",
  "/signup",
  "/forgot-password",
  "/offline",
];

const WIDTHS = [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 900 },
];

// One test a page (both widths), so the walk spreads over the workers and
// each page has its own time limit rather than the whole walk one long one.
for (const path of [...PAGES, ...OTHER_PAGES]) {
  test(`no serious or critical accessibility violations on ${path} at phone and desktop width`, async ({ page }) => {
    // Two loads and two analyses: over a minute on a loaded 2-core machine.
    test.setTimeout(120_000);
    for (const viewport of WIDTHS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(path);
      // WCAG A/AA, and `region` (all content inside a landmark, the floating buttons too; issue 18.8).
      const results = await new AxeBuilder({ page })
        .options({
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
          rules: { region: { enabled: true } },
        })
        .analyze();
      const serious = results.violations
        .filter(
          (violation) => violation.impact === "serious" || violation.impact === "critical" || violation.id === "region",
        )
        .map(
          (violation) =>
            `${viewport.name} ${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      expect(serious).toEqual([]);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${viewport.name} width`).toBeLessThanOrEqual(0);
    }
  });
}

test("every public page has its own title, description and canonical URL", async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Set<string>();
  for (const path of PAGES.filter((candidate) => candidate !== "/no-such-page")) {
    // The head comes with the server's HTML: no need to wait for images and fonts.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const title = await page.title();
    expect(title.length, path).toBeGreaterThan(10);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path === "/" ? "/$" : `${path}$`}`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  }
  expect(titles.size).toBe(PAGES.length - 1);
});

test("structured data: the firm on the home page, Service and FAQPage on service pages", async ({ page }) => {
  const readJsonLd = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string },
    );
  await page.goto("/");
  expect((await readJsonLd()).map((object) => object["@type"])).toContain("AccountingService");
  await page.goto("/gst-filing");
  expect((await readJsonLd()).map((object) => object["@type"]).sort()).toEqual(["FAQPage", "Service"]);
});

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of PAGES.filter((candidate) => candidate !== "/no-such-page")) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toContain("dashboard");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  // Read as a crawler reads it (rules are prefixes unless they end in $).
  const origin = test.info().project.use.baseURL ?? "";
  const rules = robotsParser(`${origin}/robots.txt`, robots);
  for (const path of ["/admin-dashboard", "/user-dashboard", "/cart", "/login"]) {
    expect(rules.isDisallowed(`${origin}${path}`, "Googlebot"), path).toBe(true);
  }
  const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(listed.length).toBeGreaterThan(PAGES.length - 1);
  for (const url of listed) {
    expect(rules.isAllowed(url.replace(/^https?:\/\/[^/]+/, origin), "Googlebot"), url).toBe(true);
  }
});
