// Without JavaScript the enquiry forms post as documents: the success is a
// redirect to a fresh page that says so (Post/Redirect/Get).
import { expect, test } from "@playwright/test";
import {
  CONSENT_BOX,
  getLink,
  logInByRequest,
  queryDatabase,
  readMail,
  registerVerifiedUserByRequest,
  uniqueEmail,
} from "./helpers.ts";

test.use({ javaScriptEnabled: false });

test("an enquiry without JavaScript is saved once and says so", async ({ page }) => {
  await page.goto("/enquiry-page");
  const email = uniqueEmail("noscript-enquirer");
  await page.getByLabel("Name").fill("Kavya Menon");
  await page.getByLabel("Phone").fill("+91 99000 54321");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Service").selectOption("accounting");
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Enquiry submitted successfully!")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await page.reload();
  const saved = await queryDatabase<{ name: string }>("select name from enquiries where email = $1", [email]);
  expect(saved).toEqual([{ name: "Kavya Menon" }]);
});

test("a partner enquiry without JavaScript says so", async ({ page }) => {
  await page.goto("/partner-enquiry");
  const email = uniqueEmail("noscript-partner");
  await page.getByLabel("Name").fill("Rohan Das");
  await page.getByLabel("Phone").fill("+91 99000 65432");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Address").fill("12 Park Street, Kolkata");
  await page.getByLabel("Firm details").fill("Das & Co, chartered accountants");
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Partner enquiry request submitted successfully!")).toBeVisible();
  const saved = await queryDatabase<{ email: string }>("select email from partners where email = $1", [email]);
  expect(saved).toHaveLength(1);
});

test("without JavaScript a client signs in by a link from the login page, and the link signs in only at its button", async ({
  page,
}) => {
  const { email } = await registerVerifiedUserByRequest(page);
  await page.goto("/login");
  await page.getByRole("link", { name: "Email me a sign-in link" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("If there is an account for this email, a sign-in link is on its way.")).toBeVisible();

  const mail = await readMail(email, "Your sign-in link");
  await page.goto(getLink(mail, /http:\/\/\S+\/sign-in-link\?token=[^\s"<&]+(?:&[^\s"<&]+)*/));
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Opening the link signed nobody in.
  expect((await page.context().cookies()).some((cookie) => cookie.name.endsWith("session_token"))).toBe(false);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/user-dashboard");
});

test("without JavaScript, on a phone, a client answers a requested document 'I don't have this' and the line says so (issue 36, item 2)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { email, password } = await registerVerifiedUserByRequest(page);
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await queryDatabase(
    "insert into bookings (booking_id, customer_name, email, phone) values ($1, 'Asha Rao', $2, '+91 98765 43210')",
    [bookingId, email],
  );
  await queryDatabase(
    "insert into booking_items (booking_id, service_id, option_id, title, charge, quantity) values ($1, 'gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500, 1)",
    [bookingId],
  );
  await queryDatabase(
    "insert into booking_requests (booking_id, label, note) values ($1, 'Rent receipts for 2026', 'Both flats, April to March')",
    [bookingId],
  );
  await logInByRequest(page, email, password);
  await page.goto(`/bookings/${bookingId}`);
  await expect(page.getByText("Note from the firm: Both flats, April to March")).toBeVisible();
  await page.locator("summary").filter({ hasText: "I don't have this" }).click();
  await page.getByLabel("Why not? (optional)").fill("The landlord gave none.");
  await page.getByRole("button", { name: "Tell the firm I don't have it" }).click();
  await expect(page.getByText("You told us you don't have this")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "we have told the firm you don't have it" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tell the firm I don't have it" })).toHaveCount(0);
  await page.getByText("You told us you don't have this").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/missing-answer-360.png" });
  const messages = await queryDatabase<{ body: string }>("select body from booking_messages where booking_id = $1", [
    bookingId,
  ]);
  expect(messages).toEqual([{ body: "I don't have this: Rent receipts for 2026.\nThe landlord gave none." }]);
});
