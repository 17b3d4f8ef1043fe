// Issue 38, item 2, as the firm and a client live it: staff record the GST
// the client must pay (at 1280 px); the client, on a phone, sees it first on
// their page, with to whom, by when and how, reports it paid with the bank's
// CIN (a wrong one is refused beside its field); staff confirm it.
import { expect, test } from "@playwright/test";
import {
  expectReadable,
  logInByRequest,
  queryDatabase,
  readMail,
  registerVerifiedUserByRequest,
  signInAsAdmin,
} from "./helpers.ts";

const PHONE = { width: 360, height: 780 };
const CPIN = "26212100012345";

test("staff record a GST challan; the client sees what to pay first, reports the CIN at 360 px; staff confirm it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
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

  // At the firm: GSTR-3B for October shows CGST and SGST of ₹12,500 each and ₹370 interest on each.
  const firm = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await firm.newPage();
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  const box = staff.getByRole("region", { name: "Tax the client pays" });
  await box.getByText("Record a GST challan").click();
  const record = box.getByRole("form", { name: "Record a GST challan" });
  const payBy = await staff.evaluate(() => {
    const day = new Date(Date.now() + 10 * 86_400_000);
    return day.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  });
  await record.getByLabel("CPIN").fill(CPIN);
  await record.getByLabel("For the period").fill("October 2026");
  await record.getByLabel("Pay by").fill(payBy);
  await record.getByLabel("CGST tax").fill("12,500");
  await record.getByLabel("SGST / UTGST tax").fill("12500.50");
  await record.getByRole("button", { name: "Record and email the client" }).click();
  // Paise are no challan's: refused beside the amount, nothing recorded.
  await expect(box).toContainText("SGST / UTGST tax: Please enter whole rupees");
  await record.getByLabel("SGST / UTGST tax").fill("12,500");
  await record.getByLabel("CGST interest").fill("370");
  await record.getByLabel("SGST / UTGST interest").fill("370");
  await record.getByRole("button", { name: "Record and email the client" }).click();
  await expect(box.getByRole("status")).toHaveText("Recorded: the client is emailed to pay ₹25,740.00 by the date.");
  await expect(box.getByRole("listitem")).toContainText("GST for October 2026: ₹25,740.00");
  await readMail(client.email, "Tax to pay by");

  // The client, on a phone: first on the page, then the challan with its heads and how to pay.
  await page.setViewportSize(PHONE);
  await logInByRequest(page, client.email, client.password);
  await page.goto(`/bookings/${bookingId}`);
  const toDo = page.getByRole("region", { name: "What to do now" });
  await expect(toDo.getByRole("listitem").first()).toContainText("Pay ₹25,740.00 of GST to the government by");
  await toDo.getByRole("link", { name: "How to pay GST" }).click();
  const challan = page.getByRole("article", { name: "GST for October 2026" });
  await expect(challan).toContainText("Rupees Twenty Five Thousand Seven Hundred Forty Only");
  await expect(challan).toContainText(`CPIN: ${CPIN}`);
  await expect(challan.getByRole("row", { name: /SGST \/ UTGST Interest ₹370\.00/ })).toBeVisible();
  await expectReadable(page, "the challan on the client's page at 360 px");

  const cin = challan.getByLabel("CIN from your bank's receipt");
  await cin.fill("26212100099999SBIN");
  await challan.getByRole("button", { name: "Report it paid" }).click();
  await expect(challan).toContainText(
    `This CIN is for another challan: it should begin with this challan's CPIN, ${CPIN}.`,
  );
  await cin.fill(`${CPIN}SBIN`);
  await challan.getByRole("button", { name: "Report it paid" }).click();
  await expect(challan).toContainText(`(CIN ${CPIN}SBIN). We will check it on the portal.`);
  await expect(toDo).not.toContainText("to the government");

  // The firm checks it on the portal and confirms; the client reads it paid.
  await staff.reload();
  await expect(box.getByRole("listitem")).toContainText(`CIN ${CPIN}SBIN`);
  await box.getByRole("button", { name: "Confirm paid" }).click();
  await expect(box.getByRole("status")).toContainText("Confirmed paid: GST for October 2026");
  await firm.close();
  await page.reload();
  await expect(page.getByRole("region", { name: "Tax to pay to the government" })).toContainText("Nothing to pay now.");
  await page.getByRole("heading", { name: "Tax to pay to the government" }).click();
  await expect(challan).toContainText(`Paid on`);
});
