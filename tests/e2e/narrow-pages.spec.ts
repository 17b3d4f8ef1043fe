// No page may be wider than a 360 px phone: long words break, wide tables
// scroll inside their own box. Every page of app/routes.ts is walked at 360
// px in page-walk.spec.ts; here, the pages that show the longest things
// clients type and send.
import { expect, test } from "@playwright/test";
import { CONSENT_BOX, expectNoWiderThanScreen, PDF, signInAsAdmin, waitForCartAnswer } from "./helpers.ts";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

const LONG = (ending: string) =>
  `${"quarterly-gst-return-and-bank-statement-".repeat(7).slice(0, 255 - ending.length)}${ending}`;

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
  await expectNoWiderThanScreen(page, "the cart with every upload error");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Please remove the files marked Error, or choose others, before sending.")).toBeVisible();
  await expectNoWiderThanScreen(page, "the cart refusing to send");
  for (const suffix of [".txt", "-empty.pdf", "-big.pdf"])
    await page.getByRole("button", { name: `Remove ${LONG(suffix)}` }).click();
  await expect(page.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  await expectNoWiderThanScreen(page, "the confirmation");
  // The reference to read out on the phone (issue 36, item 10): large, on one line, within the screen.
  const reference = page.getByLabel("Booking reference");
  await expect(reference).toHaveText(/^ETF-\d{3}-\d{3}-\d{3}$/);
  const shown = await reference.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      fontSize: Number.parseFloat(style.fontSize),
      lineHeight: Number.parseFloat(style.lineHeight),
      left: box.left,
      right: box.right,
      height: box.height,
    };
  });
  expect(shown.fontSize).toBeGreaterThanOrEqual(28);
  expect(shown.left).toBeGreaterThanOrEqual(0);
  expect(shown.right).toBeLessThanOrEqual(360);
  expect(shown.height).toBeLessThan(shown.lineHeight * 1.5);

  await page.goto("/past-booking-details");
  await page.getByLabel("Booking Id").fill(bookingId);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Request found!")).toBeVisible();
  await expectNoWiderThanScreen(page, "the past booking with files");

  await signInAsAdmin(page);
  await page.goto(`/admin-dashboard?q=${bookingId}`);
  await expect(page.getByText(longEmail).first()).toBeVisible();
  await expectNoWiderThanScreen(page, "the admin dashboard");
  // On a phone each booking is a card: the Actions cell sits below the Booking ID, not over it.
  const cell = page.getByRole("cell", { name: bookingId });
  const actions = page.getByRole("button", { name: "Mark as Closed" }).first();
  const [idBox, actionsBox] = [await cell.boundingBox(), await actions.boundingBox()];
  expect(idBox && actionsBox && idBox.y + idBox.height <= actionsBox.y).toBe(true);
});
