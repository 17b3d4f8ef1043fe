import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  CONSENT_BOX,
  createAdmin,
  logIn,
  logInByRequest,
  PDF,
  registerVerifiedUserByRequest,
  uniqueEmail,
} from "./helpers.ts";

test("an enquiry: every message, then success for 3 seconds and a reset form", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Create an Enquiry" }).first().click();
  await expect(page).toHaveURL("/enquiry-page");
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Please fill in all mandatory fields.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please agree to the privacy notice to continue.")).toBeVisible();

  await page.getByLabel("Name").fill("Prakash Behera");
  await page.getByLabel("Phone").fill("+91 99370 11111");
  await page.getByLabel("Email", { exact: true }).fill("prakash@");
  await page.getByLabel("Service").selectOption("gst");
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

  const email = uniqueEmail("enquirer");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Message (optional)").fill("I received a GSTR-3A notice. <b>Please help</b>.");
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  const success = page.getByText("Enquiry submitted successfully!");
  await expect(success).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByRole("checkbox", CONSENT_BOX)).not.toBeChecked();
  await expect(success).toBeHidden({ timeout: 6_000 });
});

test("a partner enquiry needs every field and then succeeds", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Become a Partner" }).click();
  await expect(page.getByRole("heading", { name: "Become a Partner" })).toBeVisible();
  await page.getByLabel("Name").fill("Nanda & Co.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please fill in all mandatory fields.")).toBeVisible();
  await page.getByLabel("Phone").fill("0671 2345678");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("partner"));
  await page.getByLabel("Address").fill("College Square, Cuttack");
  await page.getByLabel("Firm details").fill("Chartered accountants, 4 partners, GST and audit practice.");
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Partner enquiry request submitted successfully!")).toBeVisible();
});

test("a logged-in user's enquiry form is prefilled and comes back prefilled after sending", async ({ page }) => {
  const user = await registerVerifiedUserByRequest(page, { name: "Rita Panda" });
  await logInByRequest(page, user.email, user.password);
  await page.goto("/enquiry-page");
  await expect(page.getByLabel("Name")).toHaveValue("Rita Panda");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await page.getByLabel("Service").selectOption("taxation");
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Enquiry submitted successfully!")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Rita Panda");
});

async function bookWithDocument(page: Page, name: string, document: Buffer) {
  await page.goto("/gst-filing");
  await page.getByRole("button", { name: "Annual" }).first().click();
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /in cart$/ })
      .first(),
  ).toBeAttached();
  await page.goto("/cart-page");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill("9437055555");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("client"));
  await page
    .getByLabel("Documents (optional)")
    .setInputFiles([{ name: "audit-report.pdf", mimeType: "application/pdf", buffer: document }]);
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation");
  return (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
}

test("an admin works a booking: search, filter, close, download, and the enquiry dashboards", async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage();
  const document = PDF(`audit ${Date.now()}`);
  const bookingId = await bookWithDocument(visitor, "Hemant Das", document);
  await visitor.goto("/partner-enquiry");
  await visitor.getByLabel("Name").fill("Mohanty Associates");
  await visitor.getByLabel("Phone").fill("0671 2300000");
  const partnerEmail = uniqueEmail("partner");
  await visitor.getByLabel("Email", { exact: true }).fill(partnerEmail);
  await visitor.getByLabel("Address").fill("Bajrakabati Road, Cuttack");
  await visitor.getByLabel("Firm details").fill("Tax practitioners since 2005.");
  await visitor.getByRole("checkbox", CONSENT_BOX).check();
  await visitor.getByRole("button", { name: "Submit" }).click();
  await expect(visitor.getByText("Partner enquiry request submitted successfully!")).toBeVisible();

  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
  await page.getByRole("link", { name: "Welcome, Firm" }).first().click();
  await expect(page).toHaveURL("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Bookings" })).toBeVisible();
  for (const column of ["Booking ID", "Customer Name", "Uploaded Files", "Created At", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }

  await page.getByLabel("Search").fill(bookingId);
  await page.getByLabel("Status").selectOption("in-progress");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=in-progress/);
  await expect(page.getByRole("row").filter({ hasText: bookingId })).toHaveCount(1);
  await page.getByLabel("Status").selectOption("all");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=all/);
  const row = page.getByRole("row").filter({ hasText: bookingId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Hemant Das");
  await expect(row).toContainText("GST Filing – Annual x 1");
  await expect(row).toContainText("₹5,000");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: /Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("audit-report.pdf");
  expect(await readFile(await download.path())).toEqual(document);

  await row.getByRole("button", { name: "Mark as Closed" }).click();
  await expect(row).toContainText("Closed");
  await expect(row).toContainText(`by ${admin.email}`);
  await expect(row.getByRole("button", { name: "Mark as Closed" })).toHaveCount(0);

  await page.getByLabel("Status").selectOption("closed");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("row").filter({ hasText: bookingId })).toHaveCount(1);
  await page.getByLabel("Status").selectOption("in-progress");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("row").filter({ hasText: bookingId })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Dashboards" }).getByRole("link", { name: "Partner Enquiries" }).click();
  await expect(page.getByRole("heading", { name: "Partner Enquiries" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: partnerEmail })).toContainText("Tax practitioners since 2005.");
  await page
    .getByRole("navigation", { name: "Dashboards" })
    .getByRole("link", { name: "Enquiries", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Service" })).toBeVisible();
});

test("nobody but an admin reaches the dashboards, the exports or a document", async ({ page, request }) => {
  for (const path of ["/admin-dashboard", "/enquiries-dashboard", "/partner-enquiries-dashboard"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  }
  for (const path of ["/admin-dashboard.csv", "/enquiries-dashboard.csv", "/admin/uploads/1"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toMatch(/^\/login/);
  }
  const user = await registerVerifiedUserByRequest(page);
  await logInByRequest(page, user.email, user.password);
  // Sent to log in as an admin; the login page, seeing a client, sends them on to their bookings.
  const first = await page.request.get("/admin-dashboard", { maxRedirects: 0 });
  expect(first.headers().location).toMatch(/^\/login/);
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL("/user-dashboard");
  const csv = await page.request.get("/admin-dashboard.csv", { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
});
