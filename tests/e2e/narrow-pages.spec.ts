// No page may be wider than a 360 px phone: long words break, wide tables
// scroll inside their own box. Every page of app/routes.ts, as a visitor
// and as an admin, then the pages that show what clients typed and sent.
import { expect, type Page, test } from "@playwright/test";
import routes from "#app/routes.ts";
import { CONSENT_BOX, createAdmin, logInByRequest, PDF, waitForCartAnswer } from "./helpers.ts";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

const SAMPLES: Record<string, string> = { "/blog-page/:category/:docId": "/blog-page/GST/input-tax-credit-basics" };
const ADMIN_PAGES = [
  "/admin-dashboard",
  "/enquiries-dashboard",
  "/partner-enquiries-dashboard",
  "/admin-blog",
  "/admin-audit",
  "/admin-document-access",
  "/admin-blog/edit",
];

/** The pages (modules with a screen, not resource routes), by URL. */
const PAGES = routes
  .filter((entry) => entry.file.endsWith(".tsx") && entry.path && entry.path !== "*")
  .map((entry) => SAMPLES[entry.path as string] ?? (entry.path as string));

async function expectNoWiderThanPhone(page: Page, what: string) {
  const { width, culprits } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    // The innermost elements that stick out, named so a failure says where.
    culprits: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > 361)
      .filter((element) => !element.parentElement?.closest(".overflow-x-auto"))
      .reverse()
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  }));
  expect(width, `${what} is ${width} px wide: ${culprits.join(" | ")}`).toBeLessThanOrEqual(360);
}

const LONG = (ending: string) =>
  `${"quarterly-gst-return-and-bank-statement-".repeat(7).slice(0, 255 - ending.length)}${ending}`;

test("every page fits a 360 px phone for a visitor", async ({ page }) => {
  expect(PAGES.length).toBeGreaterThan(20);
  for (const path of PAGES) {
    await page.goto(path);
    await expectNoWiderThanPhone(page, path);
  }
});

test("every page fits a 360 px phone for an admin", async ({ page }) => {
  const admin = createAdmin();
  await logInByRequest(page, admin.email, admin.password);
  for (const path of [...ADMIN_PAGES, "/", "/cart-page", "/user-dashboard"]) {
    await page.goto(path);
    await expectNoWiderThanPhone(page, `${path} (admin)`);
  }
});

test("a booking with the longest file names and every upload error fits, from cart to admin dashboard", async ({
  page,
}) => {
  await page.goto("/gst-filing");
  const stored = waitForCartAnswer(page);
  await page.getByRole("button", { name: "Monthly" }).first().click();
  await stored;
  await page.goto("/cart-page");
  const longEmail = `${"a".repeat(60)}@${"accounts-department-".repeat(4)}example.com`;
  await page.getByLabel("Name").fill(`Venkatanarasimharajuvaripeta${"n".repeat(60)}`);
  await page.getByLabel("Phone").fill("+91 98450 11223");
  await page.getByLabel("Email", { exact: true }).fill(longEmail);
  await page.getByLabel("Special instructions (optional)").fill("x".repeat(300));
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByLabel("Documents (optional)").setInputFiles([
    { name: LONG(".pdf"), mimeType: "application/pdf", buffer: PDF("long name") },
    { name: LONG(".txt"), mimeType: "text/plain", buffer: Buffer.from("not a pdf") },
    { name: LONG("-empty.pdf"), mimeType: "application/pdf", buffer: Buffer.alloc(0) },
    {
      name: LONG("-big.pdf"),
      mimeType: "application/pdf",
      buffer: Buffer.concat([PDF("big"), Buffer.alloc(26 * 1024 * 1024, 1)]),
    },
  ]);
  // Each refused file is flagged beside its name as soon as it is chosen.
  await expect(page.getByText(/only PDF and ZIP files are accepted/)).toBeVisible();
  await expect(page.getByText(/is larger than/)).toBeVisible();
  await expect(page.getByText(/-empty\.pdf is empty/)).toBeVisible();
  await expectNoWiderThanPhone(page, "the cart with every upload error");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Please remove the files marked Error, or choose others, before sending.")).toBeVisible();
  await expectNoWiderThanPhone(page, "the cart refusing to send");
  for (const suffix of [".txt", "-empty.pdf", "-big.pdf"])
    await page.getByRole("button", { name: `Remove ${LONG(suffix)}` }).click();
  await expect(page.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  await expectNoWiderThanPhone(page, "the confirmation");

  await page.goto("/past-booking-details");
  await page.getByLabel("Booking Id").fill(bookingId);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Request found!")).toBeVisible();
  await expectNoWiderThanPhone(page, "the past booking with files");

  const admin = createAdmin();
  await logInByRequest(page, admin.email, admin.password);
  await page.goto(`/admin-dashboard?q=${bookingId}`);
  await expect(page.getByText(longEmail).first()).toBeVisible();
  await expectNoWiderThanPhone(page, "the admin dashboard");
  // On a phone each booking is a card: the Actions cell sits below the Booking ID, not over it.
  const cell = page.getByRole("cell", { name: bookingId });
  const actions = page.getByRole("button", { name: "Mark as Closed" }).first();
  const [idBox, actionsBox] = [await cell.boundingBox(), await actions.boundingBox()];
  expect(idBox && actionsBox && idBox.y + idBox.height <= actionsBox.y).toBe(true);
  await page.screenshot({ path: "test-results/narrow-admin-dashboard.png", fullPage: true });
});
