// Issue 18 items 4, 9 and 10 on a 360 px phone: a sticky proceed bar,
// nothing selected keeps the visitor on the page, and the floating buttons
// stay clear of it (issue 36.8). The first price on the first screen and the
// floating buttons over nothing, on every page, are checked by the walk
// (page-walk.spec.ts).
import { expect, test } from "@playwright/test";
import { axeOn, expectFloatingButtonsClear, readFloatingButtons, waitForCartAnswer } from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

test("a chosen option brings a sticky bar with the count, the total and the one proceed button", async ({ page }) => {
  await page.goto("/income-tax-filing");
  const proceed = page.getByRole("link", { name: "Select Service & Proceed to Payment" });
  await expect(proceed).toHaveCount(1);
  const answered = waitForCartAnswer(page);
  await page.getByRole("button", { name: /^Individual/ }).click();
  await answered;
  const bar = page.locator("[data-sticky-bar]");
  await expect(bar).toContainText("1 service selected");
  await expect(bar).toContainText("Total: ₹500");

  // The bar stays at the bottom of the first screen, on the floating buttons' dock and not under it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(proceed).toBeInViewport();
  const barBox = await bar.boundingBox();
  const dockBox = await page.getByRole("complementary", { name: "Quick contact" }).boundingBox();
  expect(dockBox?.y ?? 0).toBeGreaterThan(PHONE.height - 80);
  expect((dockBox?.y ?? 0) + (dockBox?.height ?? 0)).toBeCloseTo(PHONE.height, 0);
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(dockBox?.y ?? 0, 0);
  expect((await readFloatingButtons(page))?.covered).toEqual([]);
  await expectFloatingButtonsClear(page, "/income-tax-filing with an option chosen");

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await proceed.click();
  await expect(page).toHaveURL(/\/cart-page$/);
  await expect(page.getByText("₹500 x 1 = ₹500")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByText("No payment is taken now.", { exact: false })).toBeVisible();
});

test("a total with an On Request item says so in the bar and the cart", async ({ page }) => {
  await page.goto("/gst-filing");
  let answered = waitForCartAnswer(page);
  await page.getByRole("button", { name: /^Monthly/ }).click();
  await answered;
  await page.goto("/auditing-services");
  answered = waitForCartAnswer(page);
  await page.getByRole("button", { name: /^Tax Audit/ }).click();
  await answered;
  await expect(page.locator("[data-sticky-bar]")).toContainText(
    "Total: ₹500 + On Request items, quoted before work starts",
  );
  await page.getByRole("link", { name: "Proceed to Fill Details" }).click();
  await expect(page.getByText("₹500 + On Request items, quoted before work starts", { exact: true })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test(`proceeding with nothing selected stays on the page with the message (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/auditing-services");
    await expect(page.locator("[data-sticky-bar]")).toHaveCount(0);
    await page.getByRole("link", { name: "Proceed to Fill Details" }).click();
    await expect(page).toHaveURL(/\/auditing-services\?proceed=1#proceed$/);
    await expect(page.getByRole("alert").filter({ hasText: "Kindly select any service(s) to proceed." })).toBeVisible();
    await context.close();
  });
}

test("the WhatsApp button stays while a field has focus, the field clear of it, and sits in a landmark", async ({
  page,
}) => {
  await page.goto("/enquiry-page");
  const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  const message = page.getByLabel("Message", { exact: false });
  // From the end of the page, so that focusing the field scrolls up to it.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await message.focus();
  await expect(message).toBeFocused();
  await expect(chat).toBeInViewport({ ratio: 1 });
  const floating = await readFloatingButtons(page);
  expect(floating?.chatShown).toBe(true);
  expect(floating?.covered).toEqual([]);
  const messageBox = await message.boundingBox();
  const dockBox = await page.getByRole("complementary", { name: "Quick contact" }).boundingBox();
  expect((messageBox?.y ?? 0) + (messageBox?.height ?? 0)).toBeLessThanOrEqual(dockBox?.y ?? 0);
  const results = await axeOn(page).withRules(["region"]).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
});
