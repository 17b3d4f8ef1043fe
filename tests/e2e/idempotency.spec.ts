// Without JavaScript, sending a form, going back and sending it again stores
// one row (docs/decisions/009-idempotency-keys.md): the browser keeps the
// page it rendered, with its idempotency key, and the server recognises it.
import { expect, test } from "@playwright/test";
import { CONSENT_BOX, queryDatabase, uniqueEmail } from "./helpers.ts";

test.use({ javaScriptEnabled: false });
// Two page loads and two posts each, on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

const keyOf = (page: import("@playwright/test").Page) =>
  page.locator('input[name="idempotencyKey"]').getAttribute("value");

test("an enquiry sent, then sent again after going back, is stored once", async ({ page }) => {
  await page.goto("/enquiry-page");
  const email = uniqueEmail("twice-enquirer");
  const key = await keyOf(page);
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByLabel("Name").fill("Kavya Menon");
  await page.getByLabel("Phone").fill("+91 99000 54321");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Service").selectOption("accounting");
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Enquiry submitted successfully!")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/enquiry-page$/);
  // The page the browser kept: the same key, and what was typed.
  expect(await keyOf(page)).toBe(key);
  if ((await page.getByLabel("Email", { exact: true }).inputValue()) === "") {
    await page.getByLabel("Name").fill("Kavya Menon");
    await page.getByLabel("Phone").fill("+91 99000 54321");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Service").selectOption("accounting");
  }
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page.getByText("Enquiry submitted successfully!")).toBeVisible();

  const saved = await queryDatabase<{ name: string }>("select name from enquiries where email = $1", [email]);
  expect(saved).toEqual([{ name: "Kavya Menon" }]);

  // A fresh visit is a fresh form: a new key, and a second enquiry is kept.
  await page.goto("/enquiry-page");
  expect(await keyOf(page)).not.toBe(key);
});

test("a partner enquiry sent, then sent again after going back, is stored once", async ({ page }) => {
  await page.goto("/partner-enquiry");
  const email = uniqueEmail("twice-partner");
  const fill = async () => {
    await page.getByLabel("Name").fill("Rohan Das");
    await page.getByLabel("Phone").fill("+91 99000 65432");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Address").fill("12 Park Street, Kolkata");
    await page.getByLabel("Firm details").fill("Das & Co, chartered accountants");
    await page.getByRole("checkbox", CONSENT_BOX).check();
  };
  await fill();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Partner enquiry request submitted successfully!")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/partner-enquiry$/);
  if ((await page.getByLabel("Email", { exact: true }).inputValue()) === "") await fill();
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Partner enquiry request submitted successfully!")).toBeVisible();
  const saved = await queryDatabase<{ email: string }>("select email from partners where email = $1", [email]);
  expect(saved).toHaveLength(1);
});
