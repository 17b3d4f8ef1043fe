import { expect, type Page, test } from "@playwright/test";
import { waitForCartAnswer } from "./helpers.ts";

// The nine service pages of the specification, with one option each to click
// and the proceed button's exact wording.
const PAGES = [
  { path: "/gst-filing", option: "Monthly", price: "₹500 only", proceed: "Select Service & Proceed to Payment" },
  {
    path: "/income-tax-filing",
    option: "Business (ITR-3/4/5)",
    price: "₹1,500 only",
    proceed: "Select Service & Proceed to Payment",
  },
  { path: "/accounting-services", option: /Basic/, price: "On Request", proceed: "Proceed to Fill Details" },
  { path: "/income-tax-notices", option: /143\(1\)/, price: "On Request", proceed: "Proceed to Fill Details" },
  { path: "/gst-notices", option: /ASMT-10/, price: "On Request", proceed: "Proceed to Fill Details" },
  {
    path: "/company-secretary-services",
    option: /Annual Statutory Filings/,
    price: "On Request",
    proceed: "Proceed to Fill Details",
  },
  { path: "/auditing-services", option: /Stock Audit/i, price: "On Request", proceed: "Proceed to Fill Details" },
  {
    path: "/company-registration",
    option: "Private Limited",
    price: "On Request",
    proceed: "Select Service & Proceed to Payment",
  },
  { path: "/trademark-services", option: "ISO Certification", price: "On Request", proceed: "Proceed to Fill Details" },
] as const;

function optionCard(page: Page, option: string | RegExp) {
  return page.getByRole("button", { name: option }).first();
}

function cartLink(page: Page) {
  return page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /^Services/ })
    .first();
}

for (const service of PAGES) {
  test(`${service.path}: a card toggles in and out of the cart; proceed and FAQs work`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(service.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const card = optionCard(page, service.option);
    await expect(card).toHaveAttribute("aria-pressed", "false");
    await expect(card).toContainText(service.price);
    await expect(cartLink(page)).toHaveAccessibleName("Services");

    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await expect(cartLink(page)).toHaveAccessibleName("Services 1 item in cart");

    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "false");
    await expect(cartLink(page)).toHaveAccessibleName("Services");

    const faqs = page.locator("details").filter({ has: page.locator("summary") });
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    const faqSection = page.locator("section", {
      has: page.getByRole("heading", { name: "Frequently asked questions" }),
    });
    const questions = faqSection.locator("details");
    await expect(questions).toHaveCount(4);
    const first = questions.first();
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
    await first.locator("summary").click();
    await expect(answer).toBeHidden();
    // By keyboard: focus the question, Enter opens it, Space closes it.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
    expect(await faqs.count()).toBeGreaterThanOrEqual(4);

    // With nothing selected the one proceed button stays on the page (with the message); then it leads to the cart.
    const proceed = page.getByRole("link", { name: service.proceed });
    await expect(proceed).toHaveAttribute("href", `${service.path}?proceed=1#proceed`);
    await card.click();
    await expect(proceed).toHaveCount(1);
    await expect(proceed).toHaveAttribute("href", "/cart-page");
  });
}

test("the selected check mark shows in the first HTML and the cart survives a reload", async ({ page }) => {
  await page.goto("/gst-filing");
  const stored = waitForCartAnswer(page);
  await optionCard(page, "Quarterly").click();
  await expect(optionCard(page, "Quarterly")).toHaveAttribute("aria-pressed", "true");
  expect((await stored).ok()).toBe(true);
  await page.reload();
  await expect(optionCard(page, "Quarterly")).toHaveAttribute("aria-pressed", "true");
  await expect(cartLink(page)).toHaveAccessibleName("Services 1 item in cart");

  // The server's HTML itself carries the state (no JavaScript needed).
  const html = await (await page.request.get("/gst-filing")).text();
  expect(html).toMatch(/aria-pressed="true"[^>]*>[\s\S]*?Quarterly/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card toggles as a form post and the page comes back with the check mark", async ({ page }) => {
    await page.goto("/income-tax-filing");
    const card = optionCard(page, "NRI");
    await expect(card).toHaveAttribute("aria-pressed", "false");
    await card.click();
    await expect(page).toHaveURL("/income-tax-filing");
    await expect(optionCard(page, "NRI")).toHaveAttribute("aria-pressed", "true");
    await optionCard(page, "NRI").click();
    await expect(optionCard(page, "NRI")).toHaveAttribute("aria-pressed", "false");
  });
});

test("the cart refuses an unknown option and a tampered cookie is read safely", async ({ page, context, baseURL }) => {
  const refused = await page.request.post("/cart", {
    form: { intent: "add", item: "gst-filing:free_everything" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(refused.status()).toBe(400);

  const tampered = Buffer.from(
    JSON.stringify([
      ["gst-filing:annual_gst", 2],
      ["gst-filing:bogus", 1],
      ["income-tax-filing:nri", 5000],
    ]),
  ).toString("base64");
  await context.addCookies([{ name: "cart", value: encodeURIComponent(tampered), url: baseURL ?? "" }]);
  await page.goto("/gst-filing");
  await expect(optionCard(page, "Annual")).toHaveAttribute("aria-pressed", "true");
  await expect(cartLink(page)).toHaveAccessibleName("Services 1 item in cart");
});

test("Services in the navigation leads to the cart, which lists every service page while it is empty", async ({
  page,
}) => {
  await page.goto("/");
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart-page$/);
  await expect(page.getByText("Kindly select any service(s) to proceed.")).toBeVisible();
  const list = page.getByRole("main").getByRole("listitem");
  await expect(list).toHaveCount(PAGES.length);
  const hrefs = await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(PAGES.map((service) => service.path).sort());
  // Search engines may index it: the empty cart is the same for everyone.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).not.toMatch(/^Disallow: \/cart-page$/m);

  await list.getByRole("link", { name: /GST Filing/ }).click();
  await expect(page).toHaveURL(/\/gst-filing$/);
});

test("the documents to keep ready are folded on a phone and open on a wide screen, each list written once", async ({
  page,
}) => {
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Documents to keep ready" }) });
  const monthly = section.locator("details", { has: page.locator("summary", { hasText: "Monthly (9)" }) });
  const firstLine = monthly.getByText("GSTIN and GST portal access");

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/gst-filing");
  await expect(section.locator("details")).toHaveCount(3);
  await expect(firstLine).toBeHidden();
  await expect(monthly).not.toHaveAttribute("open");
  await monthly.locator("summary").click();
  await expect(firstLine).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(firstLine).toBeVisible();
  // Open as well as shown, so a screen reader says so; a press on its summary does not fold it there.
  await expect(monthly).toHaveAttribute("open", "");
  await monthly.locator("summary").press("Enter");
  await expect(monthly).toHaveAttribute("open", "");
  // Back to a phone's width, it folds again.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(monthly).not.toHaveAttribute("open");
  await expect(firstLine).toBeHidden();
  // One copy of each list in the page, not a second, hidden one for the other
  // width: the line that heads all three lists is there three times.
  await expect(section.getByText("GSTIN and GST portal access")).toHaveCount(3);
});
