// Pages hydrate without a mismatch: a mismatch makes React throw the server's
// HTML away and render again, which loses whatever a visitor typed before the
// scripts arrived (it happened: the two builds once named the stylesheet
// differently).
import { expect, type Page, test } from "@playwright/test";

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Holds the app's scripts back; the function returned lets them load. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("what a visitor types before the scripts load is still there after", async ({ page }) => {
  const errors = collectErrors(page);
  // Hold the app's scripts back until the visitor has typed.
  const release = await holdScripts(page);
  await page.goto("/enquiry-page", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Name").fill("Asha Rao");
  await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
  release();
  await page.waitForLoadState("networkidle");
  // Hydrated: a client-side check answers without a page load.
  await expect(page.getByLabel("Name")).toHaveValue("Asha Rao");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("asha@example.com");
  expect(errors).toEqual([]);
});

test("a first visit gets the stylesheet inside the page, a returning visitor the file; both are styled", async ({
  browser,
}) => {
  for (const withCookie of [false, true]) {
    const context = await browser.newContext();
    if (withCookie)
      await context.addCookies([{ name: "seen", value: "1", url: test.info().project.use.baseURL ?? "" }]);
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto("/gst-filing");
    await page.waitForLoadState("networkidle");
    const label = withCookie ? "with a cookie" : "without cookies";
    expect(await page.locator("head style[data-href]").count(), label).toBe(withCookie ? 0 : 1);
    expect(await page.locator('head link[rel="stylesheet"]').count(), label).toBe(withCookie ? 1 : 0);
    expect(stylesheets, label).toHaveLength(withCookie ? 1 : 0);
    // Tailwind's reset has taken the browser's default margin off the body.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin), label).toBe("0px");
    // Still styled after a client-side navigation.
    await page.getByRole("contentinfo").getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/all-blogs$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin), label).toBe("0px");
    await context.close();
  }
});

test("a checklist a phone opened before the scripts loaded stays open after", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdScripts(page);
  await page.goto("/gst-filing", { waitUntil: "domcontentloaded" });
  const monthly = page.locator("details", { has: page.locator("summary", { hasText: "Monthly (9)" }) });
  await monthly.locator("summary").click();
  await expect(monthly).toHaveAttribute("open", "");
  release();
  // Hydrated (React has taken the summary over), and its effects run.
  await page.waitForFunction(() => {
    const summary = document.querySelector("details summary");
    return summary !== null && Object.keys(summary).some((key) => key.startsWith("__reactFiber"));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(monthly).toHaveAttribute("open", "");
  await expect(monthly.getByText("GSTIN and GST portal access")).toBeVisible();
});
