// Issue 39: a client's booking page and its invoice in Hindi and Odia, with a
// challan to pay, an invoice and a message from the firm: in the language,
// nothing wider than a phone, and the English page still English. With
// SCREENSHOTS=dir, each page is kept at both widths.
import { expect, type Page, test } from "@playwright/test";
import {
  expectNoWiderThanScreen,
  logInByRequest,
  queryDatabase,
  readMail,
  registerVerifiedUserByRequest,
  signInAsAdmin,
} from "./helpers.ts";

const PHONE = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 900 };

async function look(page: Page, path: string, name: string) {
  for (const [size, viewport] of [
    ["360", PHONE],
    ["1280", WIDE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    // Open every folded box: their texts wrap too.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) details.open = true;
    });
    await expectNoWiderThanScreen(page, `${path} at ${size} px`);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${size}.png`, fullPage: true });
  }
}

test("the booking page and its invoice read in Hindi and Odia at 360 and 1280 px", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const client = await registerVerifiedUserByRequest(page, { name: "Prakash Sahoo" });
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await queryDatabase(
    `insert into bookings (booking_id, customer_name, email, phone, stage) values ($1, 'Prakash Sahoo', $2, '+91 94370 55667', 'In preparation')`,
    [bookingId, client.email],
  );
  await queryDatabase(
    `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
     values ($1, 'gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500, 1)`,
    [bookingId],
  );
  await queryDatabase(
    `insert into booking_messages (booking_id, author, body) values ($1, 'firm', 'Please check the sales figures for October.')`,
    [bookingId],
  );

  const firm = await browser.newContext({ viewport: WIDE });
  const staff = await firm.newPage();
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  const box = staff.getByRole("region", { name: "Tax the client pays" });
  await box.getByText("Record a GST challan").click();
  const record = box.getByRole("form", { name: "Record a GST challan" });
  await record.getByLabel("CPIN").fill("26212100012345");
  await record.getByLabel("For the period").fill("October 2026");
  const payBy = await staff.evaluate(() =>
    new Date(Date.now() + 10 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }),
  );
  await record.getByLabel("Pay by").fill(payBy);
  await record.getByLabel("CGST tax").fill("12,500");
  await record.getByLabel("SGST / UTGST tax").fill("12,500");
  await record.getByLabel("CGST interest").fill("370");
  await record.getByRole("button", { name: "Record and email the client" }).click();
  await expect(box.getByRole("status")).toContainText("Recorded");
  await readMail(client.email, "Tax to pay by");
  const billing = staff.getByRole("region", { name: "Invoices and payments" });
  await billing.getByLabel("Client's state (place of supply)").selectOption({ label: "Odisha (21)" });
  await billing.getByRole("button", { name: "Issue invoice" }).click();
  await expect(billing.getByText(/^Issued invoice ETF\/\d{4}-\d{2}\/\d{4}\. /)).toBeVisible({ timeout: 20_000 });
  await firm.close();
  const [invoice] = await queryDatabase<{ id: number }>("select id from invoices where booking_id = $1", [bookingId]);

  await logInByRequest(page, client.email, client.password);
  await look(page, `/hi/bookings/${bookingId}`, "booking-hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 2, name: "अभी क्या करना है" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "GST का अक्तूबर 2026" }).or(page.getByText("अक्तूबर 2026 का GST")),
  ).toBeVisible();
  await look(page, `/or/bookings/${bookingId}`, "booking-or");
  await expect(page.locator("html")).toHaveAttribute("lang", "or-IN");
  await expect(page.getByRole("heading", { level: 2, name: "ଏବେ କ'ଣ କରିବାକୁ ହେବ" })).toBeVisible();
  await look(page, `/hi/bookings/${bookingId}/invoices/${invoice?.id}`, "invoice-hi");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("टैक्स इनवॉइस");
  await look(page, `/or/bookings/${bookingId}/invoices/${invoice?.id}`, "invoice-or");

  // English keeps its words.
  await page.goto(`/bookings/${bookingId}`);
  await expect(page.getByRole("heading", { level: 2, name: "What to do now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "GST for October 2026" })).toBeVisible();
});
