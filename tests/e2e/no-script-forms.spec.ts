// Without JavaScript the enquiry forms post as documents: the success is a
// redirect to a fresh page that says so (Post/Redirect/Get).
import { expect, test } from "@playwright/test";
import {
  CONSENT_BOX,
  getLink,
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
