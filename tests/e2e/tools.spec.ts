// Issue 24 as a visitor on a phone lives it: each free tool at 360 px with
// JavaScript (live as you type) and without (a GET form whose result page
// has its own address); the shared address shows the same figures; the next
// step lands the matching service in the cart; the calendar's feed is one.
import { expect, type Page, test } from "@playwright/test";
import { getLink, readMail, uniqueEmail } from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

async function expectFits(page: Page) {
  const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

// Salary ₹18 lakh, 80C ₹1.5 lakh, long-term equity gains ₹3 lakh, tax year 2026-27, below 60.
// New: (18,00,000 − 75,000) at the slabs = 1,45,000; (3,00,000 − 1,25,000) × 12.5% = 21,875; cess 4% → ₹1,73,550.
// Old: 18,00,000 − 50,000 − 1,50,000 = 16,00,000 → 2,92,500; + 21,875; cess 4% → ₹3,26,950. Saving ₹1,53,400.
const SAVING = "The new regime costs you less: you save ₹1,53,400.00.";

test("the income tax calculator answers as you type, the shared address shows the same, and 'File my ITR' lands in the cart", async ({
  page,
  browser,
}) => {
  await page.goto("/tools/income-tax-calculator");
  // An empty form is a form, never zeros presented as a result.
  await expect(page.getByText("Enter your income to see the tax under both regimes")).toBeVisible();
  await page.getByLabel("Year", { exact: true }).selectOption("2026-27");
  await page.getByLabel("Gross salary for the year (₹)").fill("18,00,000");
  await page.getByLabel("80C investments (₹)").fill("1,50,000");
  await page.getByLabel("Long-term gains on listed shares and equity funds (₹)").fill("3,00,000");
  await expect(page.getByText(SAVING)).toBeVisible();
  await expect(page.getByRole("article", { name: "New regime" })).toContainText("₹1,73,550.00");
  await expect(page.getByRole("article", { name: "Old regime" })).toContainText("₹3,26,950.00");
  await page.getByLabel("Savings bank interest (₹)").fill("12abc");
  await expect(page.getByText("Please enter the amount in rupees, e.g. 12,00,000 or 1200000.")).toBeVisible();
  await expect(page.getByLabel("Savings bank interest (₹)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Savings bank interest (₹)").fill("");
  await expect(page.getByText(SAVING)).toBeVisible();
  await expectFits(page);

  // The address now carries the inputs: opened elsewhere without JavaScript, it shows the same figures.
  const shared = page.url();
  expect(shared).toContain("salary=18%2C00%2C000");
  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const other = await plain.newPage();
  await other.goto(shared);
  await expect(other.getByText(SAVING)).toBeVisible();
  await expect(other.getByRole("article", { name: "Old regime" })).toContainText("₹3,26,950.00");
  await plain.close();

  await page.getByRole("button", { name: /^File my ITR — ₹/ }).click();
  await expect(page).toHaveURL("/cart-page");
  await expect(page.getByText("Income Tax Filing – Individual (ITR-1 / ITR-2)").first()).toBeVisible();
});

test("the income tax calculator works without JavaScript: the form's GET gives the result page", async ({
  browser,
}) => {
  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto("/tools/income-tax-calculator");
  await page.getByLabel("Gross salary for the year (₹)").fill("12,75,000");
  await page.getByLabel("Long-term gains on listed shares and equity funds (₹)").fill("-5");
  await page.getByRole("button", { name: "Compare the regimes" }).click();
  await expect(page.getByText("Please enter the amount in rupees, e.g. 12,00,000 or 1200000.")).toBeVisible();
  await page.getByLabel("Long-term gains on listed shares and equity funds (₹)").fill("");
  await page.getByRole("button", { name: "Compare the regimes" }).click();
  // ₹12.75 lakh of salary: nil in the new regime (standard deduction, then the rebate); ₹1,87,200 in the old.
  await expect(page.getByText("The new regime costs you less: you save ₹1,87,200.00.")).toBeVisible();
  await expectFits(page);
  await plain.close();
});

test("the GST calculator breaks up an amount as you type, and without JavaScript", async ({ page, browser }) => {
  await page.goto("/tools/gst-calculator");
  await expect(page.getByText("Enter an amount to see its GST.")).toBeVisible();
  await page.getByLabel("Amount (₹)").fill("11,800");
  await page.getByLabel("Including GST").check();
  const breakup = page.getByRole("table", { name: "GST breakup" });
  await expect(breakup).toContainText("₹10,000.00");
  await expect(breakup).toContainText("CGST 9%₹900.00");
  await page.getByLabel("To another state (IGST)").check();
  await expect(breakup).toContainText("IGST 18%₹1,800.00");
  await page.getByLabel("Amount (₹)").fill("20000000000");
  await expect(page.getByText("Please enter at most ₹1,000 crore.")).toBeVisible();
  await expectFits(page);

  // A shared link with a rate the calculator does not have says so, and shows no breakup at another rate.
  await page.goto("/tools/gst-calculator?amount=1000&mode=exclusive&rate=7&supply=intra");
  await expect(page.getByText("That is not a GST rate this calculator knows.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("GST rate")).toHaveValue("7");
  await expect(page.getByRole("table", { name: "GST breakup" })).toHaveCount(0);
  await page.getByLabel("GST rate").selectOption("5");
  await expect(page.getByText("That is not a GST rate this calculator knows.", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "GST breakup" })).toContainText("Total₹1,050.00");

  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const other = await plain.newPage();
  await other.goto("/tools/gst-calculator");
  await other.getByLabel("Amount (₹)").fill("1000");
  await other.getByLabel("GST rate").selectOption("40");
  await other.getByRole("button", { name: "Calculate GST" }).click();
  await expect(other).toHaveURL(/amount=1000&mode=exclusive&rate=40&supply=intra/);
  await expect(other.getByRole("table", { name: "GST breakup" })).toContainText("Total₹1,400.00");
  await other.getByRole("button", { name: /^File my GST returns — ₹/ }).click();
  await expect(other).toHaveURL("/cart-page");
  await expect(other.getByText("GST Filing – Monthly").first()).toBeVisible();
  await plain.close();
});

test("the due-date calendar filters by profile, with and without JavaScript, and its feed is an iCalendar", async ({
  page,
  browser,
  request,
}) => {
  await page.goto("/tools/due-dates");
  await expect(page.getByText(/^GSTR-1 for .* \(QRMP\)/).first()).toBeVisible();
  await page.getByLabel("I am a").selectOption("salaried");
  await expect(page).toHaveURL(/profile=salaried/);
  const entries = page.locator("section li");
  await expect(entries.filter({ hasText: "GSTR-3B" })).toHaveCount(0);
  await expect(entries.filter({ hasText: /Income tax return/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe in your calendar" })).toHaveAttribute(
    "href",
    /^webcal:\/\/.+\/tools\/due-dates\.ics\?profile=salaried$/,
  );
  await expectFits(page);

  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const other = await plain.newPage();
  await other.goto("/tools/due-dates");
  await other.getByLabel("I am a").selectOption("gst-monthly");
  await other.getByRole("button", { name: "Show my dates" }).click();
  await expect(other).toHaveURL(/profile=gst-monthly/);
  await expect(other.getByText(/GSTR-3B for /).first()).toBeVisible();
  await expect(other.locator("section li").filter({ hasText: "QRMP" })).toHaveCount(0);
  await plain.close();

  // Reminders: asked here, confirmed from the email by a button (opening the link alone confirms nothing).
  const email = uniqueEmail("reminders");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send me reminders" }).click();
  await expect(page.getByText(/^Check your inbox: we have sent you a link to confirm/)).toBeVisible();
  const mail = await readMail(email, "Confirm your tax due date reminders");
  await page.goto(getLink(mail, /http:\/\/\S+\/tools\/due-dates\/confirm\?token=[\w-]+/));
  await page.getByRole("button", { name: "Confirm my reminders" }).click();
  await expect(page.getByRole("heading", { name: "Your reminders are on" })).toBeVisible();
  await expect(page.getByText(/3 days before each due date for Salaried/)).toBeVisible();

  const feed = await request.get("/tools/due-dates.ics?profile=gst-monthly");
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain("SUMMARY:GSTR-3B for ");
  expect(text).toContain("TRIGGER:-P3D");
});
