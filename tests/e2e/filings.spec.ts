// Issue 37, item 4, as the firm and a client live it: staff record a
// GSTR-3B filed five days late (at 1280 px), the form says the late fee the
// due-date table gives before they record it; the client, on a phone, finds
// it under Filed returns with the acknowledgement to download.
import { expect, test } from "@playwright/test";
import {
  expectAccessible,
  expectReadable,
  insertClientBooking,
  logInByRequest,
  PDF,
  registerVerifiedUserByRequest,
  signInAsAdmin,
  waitForSignInToasts,
} from "./helpers.ts";

const PHONE = { width: 360, height: 780 };
const ARN = "AA2109260777777";

test("staff record a late GSTR-3B with the table's fee; the client downloads its acknowledgement at 360 px", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await registerVerifiedUserByRequest(page, { name: "Prakash Sahoo" });
  const bookingId = await insertClientBooking(client.email, "Prakash Sahoo", "In preparation", {
    serviceId: "gst-filing",
    optionId: "monthly_gst",
    title: "GST Filing – Monthly",
  });

  const firm = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await firm.newPage();
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  const box = staff.getByRole("region", { name: "Returns filed" });
  const record = box.getByRole("form", { name: "Record a return filed" });
  await record.getByLabel("Return").selectOption({ label: "GSTR-3B for the month" });
  await record.getByLabel("Period", { exact: true }).fill("2026-09");
  await record.getByLabel("Filed on").fill("2026-10-25");
  await expect(record).toContainText("Due on 20 Oct 2026 by the due-date table.");
  await record
    .getByLabel("Aggregate turnover in the preceding financial year")
    .selectOption({ label: "up to ₹1.5 crore" });
  await expect(record.getByRole("status")).toContainText(
    "Filed 5 days late: the table gives ₹250 (₹50 a day for 5 days is ₹250, within the cap at ₹2,000 for turnover up to ₹1.5 crore",
  );
  await record.getByLabel("ARN or acknowledgement number").fill("12345");
  await record.getByRole("button", { name: "Record as filed" }).click();
  await expect(record).toContainText("Please enter the ARN as the GST portal gives it");
  await record.getByLabel("ARN or acknowledgement number").fill(ARN);
  await record.getByLabel("Late fee paid (₹)").fill("250");
  await record
    .getByLabel("Or upload it now (PDF)")
    .setInputFiles({ name: "GSTR-3B ARN.pdf", mimeType: "application/pdf", buffer: PDF("ARN") });
  await record.getByRole("button", { name: "Record as filed" }).click();
  await expect(box.getByText(/^Recorded: GSTR-3B for September 2026\. Filed 5 days late/)).toBeVisible();
  await expect(box.getByRole("listitem")).toContainText(ARN);
  await expectAccessible(staff, "the staff page with a return filed");

  // The client, on a phone: every filed return by year, then the booking's page.
  await page.setViewportSize(PHONE);
  await logInByRequest(page, client.email, client.password);
  await page.goto("/user-dashboard");
  await page.getByRole("link", { name: "Filed returns" }).click();
  await expect(page.getByRole("heading", { name: "Filed returns", level: 1 })).toBeVisible();
  const year = page.getByRole("region", { name: "FY 2026-27" });
  await expect(year).toContainText("GSTR-3B for September 2026");
  await expect(year).toContainText(ARN);
  await waitForSignInToasts(page);
  await expectReadable(page, "the client's Filed returns at 360 px");
  await expectAccessible(page, "the client's Filed returns at 360 px");
  const download = page.waitForEvent("download");
  await year.getByRole("link", { name: /Download the acknowledgement/ }).click();
  expect((await download).suggestedFilename()).toBe("GSTR-3B ARN.pdf");

  await page.goto(`/bookings/${bookingId}`);
  await expect(page.getByRole("region", { name: "Filed returns" })).toContainText(ARN);
  await firm.close();
});
