import { expect, test } from "@playwright/test";
import { CONSENT_BOX, PDF, queryDatabase, uniqueEmail, waitForCartAnswer } from "./helpers.ts";

// A visitor who loses the network has had the worker since their first page.
test.use({ serviceWorkers: "allow" });

// The connection is cut as the form is sent: the page must keep what was
// typed and chosen, say so, and send it all once the connection is back.
test.describe.configure({ timeout: 60_000 });

const OFFLINE = "Could not reach the server. Please check your connection and try again.";

test("a booking sent without a network keeps its details and files, then goes through", async ({ page, context }) => {
  await page.goto("/gst-filing");
  const stored = waitForCartAnswer(page);
  await page.getByRole("button", { name: "Monthly" }).first().click();
  await stored;
  await page.goto("/cart-page");
  const email = uniqueEmail("offline-booker");
  await page.getByLabel("Name").fill("Meera Iyer");
  await page.getByLabel("Phone").fill("+91 98450 11223");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Special instructions (optional)").fill("Call in the morning.");
  await page
    .getByLabel("Documents (optional)")
    .setInputFiles([{ name: "itr-v.pdf", mimeType: "application/pdf", buffer: PDF("itr") }]);
  await page.getByRole("checkbox", CONSENT_BOX).check();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Failed to submit booking: ${OFFLINE}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
  await expect(page.getByLabel("Name")).toHaveValue("Meera Iyer");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Special instructions (optional)")).toHaveValue("Call in the morning.");
  await expect(page.getByRole("checkbox", CONSENT_BOX)).toBeChecked();
  expect(
    await page.getByLabel("Documents (optional)").evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
  ).toBe("itr-v.pdf");

  await context.setOffline(false);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 20_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  const files = await queryDatabase<{ file_name: string }>("select file_name from uploads where booking_id = $1", [
    bookingId,
  ]);
  expect(files.map((file) => file.file_name)).toEqual(["itr-v.pdf"]);
});

test("an enquiry sent without a network keeps what was typed, then goes through", async ({ page, context }) => {
  await page.goto("/enquiry-page");
  const email = uniqueEmail("offline-enquirer");
  await page.getByLabel("Name").fill("Arjun Rao");
  await page.getByLabel("Phone").fill("+91 99000 12345");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Service").selectOption("gst");
  await page.getByLabel("Message (optional)").fill("Monthly GST returns for a shop.");
  await page.getByRole("checkbox", CONSENT_BOX).check();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Failed to submit enquiry: ${OFFLINE}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByLabel("Name")).toHaveValue("Arjun Rao");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Service")).toHaveValue("gst");
  await expect(page.getByLabel("Message (optional)")).toHaveValue("Monthly GST returns for a shop.");
  await expect(page.getByRole("checkbox", CONSENT_BOX)).toBeChecked();

  await context.setOffline(false);
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Enquiry submitted successfully!")).toBeVisible();
  const saved = await queryDatabase<{ name: string }>("select name from enquiries where email = $1", [email]);
  expect(saved).toEqual([{ name: "Arjun Rao" }]);
});

test("a login without a network says so and keeps the email", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
  await page.getByLabel("Password").fill("not-sent-anywhere");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: OFFLINE }).first()).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("someone@example.com");
});
