// Issue 23, as the firm bills and a client pays on a phone: staff invoice an
// 'On Request' service with the amount agreed, the client opens the emailed
// link, sees the UPI QR code and reports the UTR, staff confirm it against
// the bank statement, and the client sees the invoice paid.
import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  CONSENT_BOX,
  expectReadable,
  getLink,
  queryDatabase,
  readMail,
  signInAsAdmin,
  uniqueEmail,
  waitForCartAnswer,
} from "./helpers.ts";

const PHONE = { width: 360, height: 780 };
const UTR_MESSAGE = "Please enter the 12-digit UPI reference (UTR) from your UPI app's payment details.";

/** Errors the page's scripts throw or log: none is expected here. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("staff invoice an On Request service; the client opens the emailed link, sees the QR code and reports the UTR; staff confirm it; the client sees the invoice paid", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const errors = collectErrors(page);
  await page.goto("/auditing-services");
  const stored = waitForCartAnswer(page);
  await page.getByRole("button", { name: /^Tax Audit u\/s 44AB/ }).click();
  await stored;
  await page.goto("/cart-page");
  const email = uniqueEmail("invoice");
  await page.getByLabel("Name").fill("Sanjay Patnaik");
  await page.getByLabel("Phone").fill("+91 94370 11223");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  expect(bookingId).toMatch(/^ETF-\d+-\d+$/);

  // At the firm (a second browser, as another person): the amount agreed for the audit, the client in Odisha.
  const firm = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await firm.newPage();
  const staffErrors = collectErrors(staff);
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  const billing = staff.getByRole("region", { name: "Invoices and payments" });
  await expect(billing).toContainText("No invoice yet.");
  await expect(
    billing.getByRole("checkbox", { name: /Tax Audit u\/s 44AB × 1 · SAC 998221 · On Request$/ }),
  ).toBeChecked();
  await expect(billing.getByLabel("Bill to (name)")).toHaveValue("Sanjay Patnaik");
  await billing.getByLabel("Agreed amount per unit, before GST (₹)").fill("25,000");
  await billing.getByLabel("Client's state (place of supply)").selectOption({ label: "Odisha (21)" });

  // A GSTIN with a wrong check digit is refused next to its field, and nothing is issued.
  const gstin = billing.getByLabel("Client's GSTIN (optional)");
  await gstin.fill("07AAACR5055K1Z8");
  await billing.getByRole("button", { name: "Issue invoice" }).click();
  await expect(gstin).toHaveAccessibleDescription(/^This GSTIN's last character does not match the rest/);
  await expect(billing.getByText(/^This GSTIN's last character does not match the rest/)).toBeVisible();
  const [none] = await queryDatabase<{ count: string }>("select count(*) from invoices where booking_id = $1", [
    bookingId,
  ]);
  expect(none?.count).toBe("0");

  await gstin.fill("");
  await billing.getByRole("button", { name: "Issue invoice" }).click();
  const issued = billing.getByText(/^Issued invoice ETF\/\d{4}-\d{2}\/\d{4}\. /);
  await expect(issued).toBeVisible({ timeout: 20_000 });
  const number = (await issued.textContent())?.match(/ETF\/\d{4}-\d{2}\/\d{4}/)?.[0] ?? "";
  const invoiceRow = billing.getByRole("listitem").filter({ has: staff.getByRole("link", { name: number }) });
  await expect(invoiceRow).toContainText("₹29,500.00 · ₹29,500.00 to pay");
  await expect(invoiceRow).toContainText("Unpaid");

  // The dashboard counts it as unpaid.
  await staff.goto("/admin-dashboard");
  await expect(staff.getByText(/^Outstanding: ₹[\d,]+\.\d{2} on \d+ invoices?/)).toBeVisible();
  await staff.getByRole("link", { name: /^Unpaid \(\d+\)$/ }).click();
  // The view's own page first, so that the search is made in it.
  await expect(staff).toHaveURL(/view=unpaid/);
  await staff.getByRole("searchbox").fill(bookingId);
  await staff.getByRole("searchbox").press("Enter");
  await expect(staff).toHaveURL(/view=unpaid.*q=|q=.*view=unpaid/);
  await expect(staff.getByRole("link", { name: bookingId })).toBeVisible();

  // The client's email carries the invoice and a link that signs them in on its page.
  const mail = await readMail(email, `Invoice ${number} for booking ${bookingId}`);
  expect(mail).toContain("29,500.00 including GST");
  expect(mail).toContain("Open the invoice");
  // Webmail strips upi:// links: the email's 'Pay with a UPI app' leads to the invoice page instead.
  expect(mail).toContain("Pay with a UPI app");
  expect(mail).not.toContain("upi://");
  const link = getLink(mail, /http:\/\/\S+\/sign-in-link\?token=[^\s"<&]+(?:&[^\s"<&]+)*/);
  await page.goto(link);
  // The link opens a page whose button signs in (issue 34.7).
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}/invoices/\\d+$`));
  await expect(page.getByRole("heading", { name: `Tax invoice ${number}` })).toBeVisible();
  const pay = page.getByRole("region", { name: "Pay ₹29,500.00 by UPI" });
  await expect(pay.getByRole("img", { name: "UPI QR code to pay ₹29,500.00" })).toBeVisible();
  // A client in the firm's state: CGST and SGST, no IGST.
  const totals = page.getByRole("region", { name: "The invoice" }).locator("dl").last();
  await expect(totals.getByRole("term")).toHaveText(["Taxable value", "CGST", "SGST", "Total"]);
  await expect(totals.getByRole("definition")).toHaveText(["₹25,000.00", "₹2,250.00", "₹2,250.00", "₹29,500.00"]);
  const upiApp = pay.getByRole("link", { name: "Pay with UPI app" });
  await expect(upiApp).toBeVisible();
  await expect(upiApp).toHaveAttribute("href", /^upi:\/\/pay\?pa=easytax@okaxis&/);
  await expect(upiApp).toHaveAttribute("href", /[?&]am=29500\.00(&|$)/);
  await expect(upiApp).toHaveAttribute("href", new RegExp(`[?&]tr=${encodeURIComponent(number)}(&|$)`));
  // On a phone: the Pay button first, then the QR code (for another phone), then the UPI ID to copy.
  const qr = pay.getByRole("img", { name: "UPI QR code to pay ₹29,500.00" });
  const copy = pay.getByRole("button", { name: "Copy UPI ID" });
  await expect(pay.getByText("easytax@okaxis", { exact: true })).toBeVisible();
  await expect(copy).toBeVisible();
  const tops = await Promise.all([upiApp, qr, copy].map(async (part) => (await part.boundingBox())?.y ?? 0));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));

  // A short UTR is refused next to its field; the twelve digits are taken.
  const utrField = pay.getByLabel("UPI reference (UTR)");
  await utrField.fill("12345");
  await pay.getByRole("button", { name: "I have paid" }).click();
  await expect(pay.getByText(UTR_MESSAGE)).toBeVisible();
  await expect(utrField).toHaveAccessibleDescription(UTR_MESSAGE);
  await expectReadable(page);
  const utr = `4${randomInt(10 ** 10, 10 ** 11)}`;
  await utrField.fill(utr);
  await pay.getByRole("button", { name: "I have paid" }).click();
  await expect(page.getByText("Payment reported, being checked", { exact: true })).toBeVisible();
  await expect(pay.getByRole("button", { name: "I have paid" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Payments" })).toContainText(
    `₹29,500.00 by UPI (${utr}): being checked`,
  );
  await expectReadable(page);

  // The firm finds it under 'Payment reported', checks the bank statement and confirms it.
  await staff.goto("/admin-dashboard");
  await staff.getByRole("link", { name: /^Payment reported \(\d+\)$/ }).click();
  await expect(staff).toHaveURL(/view=payment-reported/);
  await staff.getByRole("searchbox").fill(bookingId);
  await staff.getByRole("searchbox").press("Enter");
  await staff.getByRole("link", { name: bookingId }).click();
  const payment = billing
    .getByRole("listitem")
    .filter({ hasText: utr })
    .filter({ hasNot: staff.getByRole("link", { name: number }) });
  await expect(payment).toContainText(`UPI ${utr} · ₹29,500.00 · reported by the client · reported`);
  await payment.getByRole("button", { name: "Confirm: it is in our bank statement" }).click();
  await expect(billing.getByText("Payment confirmed. The client is emailed a receipt.")).toBeVisible();
  const today = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" }).format(new Date());
  await expect(invoiceRow).toContainText(`Paid on ${today}`);
  await expect(payment.getByRole("button", { name: "Confirm: it is in our bank statement" })).toHaveCount(0);
  expect(staffErrors).toEqual([]);
  await firm.close();

  const receipt = await readMail(email, `Receipt: payment received for invoice ${number}`);
  expect(receipt).toContain(utr);

  // The client's booking page lists the invoice, paid; its page says so and offers no payment any more.
  await page.goto(`/bookings/${bookingId}`);
  const invoices = page.getByRole("region", { name: "Invoices" });
  // The box is folded to its heading and a line (issue 36, item 1); nothing is left to pay.
  await expect(invoices).toContainText("1 invoice.");
  await invoices.getByRole("heading", { name: "Invoices" }).click();
  await expect(invoices.getByRole("listitem")).toContainText(`Paid on ${today}`);
  await invoices.getByRole("link", { name: `Invoice ${number}` }).click();
  await expect(page.getByRole("heading", { name: `Tax invoice ${number}` })).toBeVisible();
  await expect(page.getByText(`Paid on ${today}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /by UPI$/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Payments" })).toContainText(`(${utr}): received`);

  // The PDF, for this client's session.
  const href = (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "";
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(errors).toEqual([]);
});

test("staff download the GSTR-1 of a month's quarter for the offline tool from the invoices page", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin-invoices");
  await page.getByLabel("Month").fill("2026-11");
  await page.getByLabel("Period").selectOption({ label: "Its quarter (QRMP)" });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "GSTR-1 for the offline tool (ZIP)" }).click();
  expect((await download).suggestedFilename()).toBe("gstr1-2026-10-to-2026-12.zip");
});
