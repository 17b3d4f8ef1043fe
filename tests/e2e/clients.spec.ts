// Issue 37.1: staff import the firm's client list (a dry run first), find
// a client in the list, and read their page and statement of account.
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectNoWiderThanScreen, queryDatabase, signInAsAdmin } from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Each width's look, when asked for (SCREENSHOTS=dir), and nothing wider than the screen. */
async function atBothWidths(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoWiderThanScreen(page, `${name} at ${size.width} px`);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${size.width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(DESKTOP);
}

test("staff import three clients after a dry run, then open one's page and statement", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const csv = [
    "name,email,phone,PAN,GSTIN,services",
    `Ananya Stores ${tag},ananya-${tag}@example.com,+91 98610 00001,,,"gst-monthly:2026-04; tds-quarterly:2026-Q1"`,
    `Prakash Kumar ${tag},prakash-${tag}@example.com,+91 98610 00002,,,itr-yearly:2026-27`,
    `Meera Das ${tag},meera-${tag}@example.com,+91 98610 00003,AAPFU0939F,27AAPFU0939F1ZX,gst-quarterly:2026-Q2`,
  ].join("\n");
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto("/admin-clients");
  await page.getByRole("link", { name: "Import from CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import clients from a CSV file" })).toBeVisible();
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "clients.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  // A wrong check digit: said on its row, and nothing can be imported.
  const wrong = page.getByRole("row").filter({ hasText: `Meera Das ${tag}` });
  await expect(wrong).toContainText("This GSTIN's last character does not match the rest");
  await expect(page.getByText("Nothing is imported while a row is wrong")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
  await atBothWidths(page, "client-import-errors");

  const fixed = csv.replace("27AAPFU0939F1ZX", "27AAPFU0939F1ZV");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "clients.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Meera Das ${tag}` })).toContainText(
    "GSTIN 27AAPFU0939F1ZV (Maharashtra)",
  );
  await expectAccessible(page, "the import's dry run");
  await atBothWidths(page, "client-import-dry-run");
  await page.getByRole("button", { name: "Import 3 rows" }).click();
  await expect(page.getByRole("status")).toContainText("Imported: 8 changes for 3 clients.");

  // A booking of Meera's, for the page's list of work.
  const [meera] = await queryDatabase<{ id: string }>("select id from clients where email = $1", [
    `meera-${tag}@example.com`,
  ]);
  const bookingId = `ETF-${Date.now()}-${tag}`;
  await queryDatabase(
    `insert into bookings (booking_id, client_id, customer_name, email, phone) values ($1, $2, $3, $4, '+91 98610 00003')`,
    [bookingId, meera?.id, `Meera Das ${tag}`, `meera-${tag}@example.com`],
  );
  // An invoice of ₹1,180.00 and ₹1,000.00 received against it: ₹180.00 owed.
  const party = (name: string) =>
    JSON.stringify({ name, address: "", gstin: null, state: { code: "21", name: "Odisha" } });
  const [invoice] = await queryDatabase<{ id: string }>(
    `insert into invoices (kind, number, financial_year, sequence, booking_id, issued_on, issued_by, supplier, recipient,
       place_of_supply, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, status)
     values ('invoice', $1, '2026-27', $2, $3, '2026-11-02', 'admin@example.com', $4, $5, '{"code":"21","name":"Odisha"}',
       '[]', 100000, 9000, 9000, 0, 118000, 'unpaid') returning id`,
    [
      `ETF/2026-27/${tag.slice(0, 4)}`,
      Number.parseInt(tag.slice(0, 4), 16),
      bookingId,
      party("EasyTax Filing"),
      party(`Meera Das ${tag}`),
    ],
  );
  await queryDatabase(
    `insert into payments (invoice_id, method, reference, amount_paise, status, reported_by, decided_at)
     values ($1, 'upi', $2, 100000, 'confirmed', 'firm', '2026-11-05T10:00:00+05:30')`,
    [invoice?.id, `4${Date.now()}`.slice(0, 12)],
  );
  await page.goto(`/admin-clients?q=meera-${tag}`);
  const row = page.getByRole("row").filter({ hasText: `Meera Das ${tag}` });
  await expect(row).toContainText("AAPFU****F");
  await expect(row).toContainText("27AAPFU0939F1ZV");
  await expect(row).toContainText("₹180.00");
  await expectAccessible(page, "the client list");
  await atBothWidths(page, "client-list");

  await row.getByRole("link", { name: `Meera Das ${tag}` }).click();
  await expect(page.getByRole("heading", { name: `Meera Das ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText("GST returns, quarterly under QRMP (GSTR-1 and GSTR-3B)")).toBeVisible();
  await expect(page.getByRole("link", { name: bookingId })).toBeVisible();
  const statement = page.getByRole("region", { name: "Statement of account" });
  await expect(statement.getByRole("row").last()).toContainText("₹180.00");
  await expectAccessible(page, "a client's page");
  await atBothWidths(page, "client-page");
  const pdf = await page.request.get(`${new URL(page.url()).pathname}/statement.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
