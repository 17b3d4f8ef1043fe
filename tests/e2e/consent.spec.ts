// Consent (issue 22.5, India's DPDP Act 2023): a form's own box is required
// and never ticked beforehand, marketing is its own optional box, and the
// client withdraws a consent on their dashboard as easily as they gave it.
import { expect, test } from "@playwright/test";
import {
  CONSENT_BOX,
  logInByRequest,
  queryDatabase,
  registerVerifiedUserByRequest,
  uniqueEmail,
  waitForCartAnswer,
} from "./helpers.ts";

const MARKETING_BOX = { name: "Email me reminders of tax due dates and news from the firm (optional)." };

test("at 360 px a client books with consent, then withdraws marketing on their dashboard", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await registerVerifiedUserByRequest(page, { name: "Lipsa Sahoo" });
  await logInByRequest(page, user.email, user.password);
  await page.goto("/gst-filing");
  const stored = waitForCartAnswer(page);
  await page.getByRole("button", { name: "Monthly" }).first().click();
  await stored;
  await page.goto("/cart-page");

  const consent = page.getByRole("checkbox", CONSENT_BOX);
  const marketing = page.getByRole("checkbox", MARKETING_BOX);
  await expect(consent).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(page.getByRole("main").getByRole("link", { name: "privacy notice", exact: true })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Please agree to the privacy notice to continue.")).toBeVisible();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toBeFocused();
  expect(await queryDatabase("select 1 from bookings where email = $1", [user.email])).toEqual([]);

  await consent.check();
  await expect(page.getByText("Please agree to the privacy notice to continue.")).toBeHidden();
  await marketing.check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  expect(bookingId).toMatch(/^ETF-/);

  await page.goto("/user-dashboard");
  const section = page.getByRole("region", { name: "Your consents" });
  const bookingConsent = section.getByRole("listitem").filter({ hasText: `Booking ${bookingId}` });
  const marketingConsent = section.getByRole("listitem").filter({ hasText: "Reminders of tax due dates" });
  await expect(bookingConsent).toContainText("To do the work of a booking");
  await expect(bookingConsent).toContainText(/Version of \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(marketingConsent).toContainText("Given");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await marketingConsent.getByRole("button", { name: /^Withdraw/ }).click();
  await expect(section.getByRole("status")).toContainText(
    "Consent withdrawn. You will get no more reminders of tax due dates or news from the firm by email.",
  );
  await expect(marketingConsent).toContainText("Withdrawn on");
  await expect(marketingConsent.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
  await expect(bookingConsent.getByRole("button", { name: /^Withdraw/ })).toBeVisible();
  const rows = await queryDatabase<{ purpose: string; withdrawn: boolean }>(
    "select purpose, withdrawn_at is not null as withdrawn from consents where email = $1 order by id",
    [user.email],
  );
  expect(rows).toEqual([
    { purpose: "booking", withdrawn: false },
    { purpose: "marketing", withdrawn: true },
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an enquiry without the box ticked is refused with the message, and sent once it is", async ({ page }) => {
    await page.goto("/enquiry-page");
    const email = uniqueEmail("noscript-consent");
    await page.getByLabel("Name").fill("Kavya Menon");
    await page.getByLabel("Phone").fill("+91 99000 54321");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Service").selectOption("gst");
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Please agree to the privacy notice to continue.")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    expect(await queryDatabase("select 1 from enquiries where email = $1", [email])).toEqual([]);

    await page.getByRole("checkbox", CONSENT_BOX).check();
    await page.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Enquiry submitted successfully!")).toBeVisible();
    const given = await queryDatabase<{ purpose: string }>("select purpose from consents where email = $1", [email]);
    expect(given).toEqual([{ purpose: "enquiry" }]);
  });
});
