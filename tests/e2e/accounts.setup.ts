// Runs once before the end-to-end tests (the "setup" project of
// playwright.config.ts): an admin made with the project's command, signed in
// through the login form, their cookies kept for the tests about what staff
// do. Signing up, logging in, two-factor and passwords are tested by driving
// those forms (accounts.spec.ts); staff tests start signed in.
import { test as setup } from "@playwright/test";
import { ADMIN_STATE, createAdmin, logInByRequest, writeSeededAdmin } from "./helpers.ts";

setup("an admin, signed in", async ({ page }) => {
  const admin = createAdmin();
  await logInByRequest(page, admin.email, admin.password);
  await page.context().storageState({ path: ADMIN_STATE });
  writeSeededAdmin(admin);
});
