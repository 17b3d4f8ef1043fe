import { expect, test } from "@playwright/test";
import { nextAppCode } from "#tests/totp.ts";
import {
  createAdmin,
  getLink,
  logIn,
  logInByRequest,
  readMail,
  registerVerifiedUser,
  registerVerifiedUserByRequest,
  uniqueEmail,
} from "./helpers.ts";

test("register, verify by email, log in, see the dashboard, log out", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign Up" }).first().click();
  await expect(page.getByRole("heading", { name: "Please Register" })).toBeVisible();
  // The notice at collection (DPDP Act): what the details are for, and where the privacy notice is.
  await expect(page.getByRole("main").getByRole("link", { name: "privacy notice" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await page.getByLabel("Name").fill("Ravi Kumar");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("98765 43210");
  // A password that meets the spec's rules but tops the breach lists is refused.
  await page.getByLabel("Password").fill("Password1");
  await expect(page.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/terms");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("This password is too common. Please choose another.")).toBeVisible();
  await page.getByLabel("Password").fill("Tulsi-ledger7");
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/login\?sent=1$/);
  await expect(page.getByText("User Created Successfully.")).toBeVisible();
  await expect(page.getByText("Email sent for verification. Please check and verify your account.")).toBeVisible();

  // Before verifying: the right password is refused with its own message, and the link can be resent.
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill("Tulsi-ledger7");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please verify your email before logging in." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Resend the verification link" }).click();
  await expect(page.getByText(/a new link is on its way/)).toBeVisible();

  const mail = await readMail(email, "Verify your email address");
  await page.goto(getLink(mail, /http:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page.getByText("Your email address is verified. You can log in now.")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill("Tulsi-ledger7");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Logged in successfully")).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await nav.getByRole("link", { name: "Welcome, Ravi" }).first().click();
  await expect(page).toHaveURL("/user-dashboard");
  await expect(page.getByText("You have no bookings yet.")).toBeVisible();

  await nav.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Login", exact: true }).first()).toBeAttached();
  await page.goto("/user-dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser-dashboard/);
});

test("sign-up messages, as a user types them", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your phone number.")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await expect(page.getByText("Please accept our terms and conditions!")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name").fill("   ");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Phone").fill("12ab");
  await page.getByLabel("Password").fill("abc");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText(/Please enter a valid phone number/)).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  await page.getByLabel("Password").fill("abcdefg");
  await expect(page.getByText("Your password should have at least one uppercase character.")).toBeVisible();
});

test("sign-up refuses an email that is already registered", async ({ page }) => {
  const { email } = await registerVerifiedUserByRequest(page);
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Someone Else");
  await page.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await page.getByLabel("Phone").fill("+44 7700 900123");
  await page.getByLabel("Password").fill("Kaveri-Delta9");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Email already exists. Please use a different email.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email.toUpperCase());
});

test.describe("without JavaScript the server gives the same messages", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up and login validate on the server", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Meera");
    await page.getByLabel("Email", { exact: true }).fill("meera@example");
    await page.getByLabel("Password").fill("lowercase1");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter your phone number.")).toBeVisible();
    await expect(page.getByText("Your password should have at least one uppercase character.")).toBeVisible();
    await expect(page.getByText("Please accept our terms and conditions!")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Meera");

    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail());
    await page.getByLabel("Password").fill("Whatever1");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect" })).toBeVisible();
  });
});

test("login messages, and a failed login is said inline and as a toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("someone@");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  const { email } = await registerVerifiedUser(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill("WrongPassword1");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Email or password is incorrect")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/forgot-password");
  await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/signup");
});

test("forgot password: messages, the same answer for anyone, and a link that works once", async ({ page }) => {
  const { email } = await registerVerifiedUserByRequest(page, { name: "Kiran Das" });
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please provide an email")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("kiran@");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter a valid email", { exact: true })).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please check your email for password reset instructions")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please check your email for password reset instructions")).toBeVisible();

  const mail = await readMail(email, "Reset your password");
  const link = getLink(mail, /http:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("lowercase");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password should have at least one uppercase character.")).toBeVisible();
  await page.getByLabel("New password").fill("BrandNew1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed. Please log in with the new password.")).toBeVisible();

  await page.goto(link);
  await expect(page.getByText(/This reset link is invalid, already used or expired/)).toBeVisible();

  await logIn(page, email, "BrandNew1");
  await expect(page.getByRole("link", { name: "Welcome, Kiran" }).first()).toBeAttached();
});

test("who may open the user dashboard: only a logged-in user", async ({ browser }) => {
  // Two sign-ups' worth of password hashing and a create-admin process.
  test.setTimeout(90_000);
  const anonymous = await browser.newPage();
  await anonymous.goto("/user-dashboard");
  await expect(anonymous).toHaveURL(/\/login/);

  const userPage = await browser.newPage();
  const client = await registerVerifiedUserByRequest(userPage);
  await logInByRequest(userPage, client.email, client.password);
  await userPage.goto("/user-dashboard");
  await expect(userPage.getByRole("heading", { name: "My bookings" })).toBeVisible();
  // A logged-in visitor has no business on the sign-up or login page: they go to their bookings.
  await userPage.goto("/signup");
  await expect(userPage).toHaveURL("/user-dashboard");
  await userPage.goto("/login");
  await expect(userPage).toHaveURL("/user-dashboard");

  const adminPage = await browser.newPage();
  const admin = createAdmin();
  await logIn(adminPage, admin.email, admin.password);
  await expect(adminPage.getByRole("link", { name: "Welcome, Firm" }).first()).toHaveAttribute(
    "href",
    "/admin-dashboard",
  );
  // The clients' page sends an admin to log in, and the login page, seeing an admin, to their dashboard.
  await adminPage.goto("/user-dashboard");
  await expect(adminPage).toHaveURL("/admin-dashboard");
});

test("an admin must turn on two-factor sign-in at the first login, then signs in with a code", async ({ page }) => {
  test.setTimeout(90_000);
  const admin = createAdmin();
  await page.goto("/login?redirectTo=%2Fadmin-dashboard%3Fview%3Dmine");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // The password alone opens no staff page: set-up first (issue 34.4).
  await expect(page).toHaveURL(/\/two-factor-setup\?redirectTo=/, { timeout: 20_000 });
  await expect(page.getByText("Staff pages open only once two-factor sign-in is on.")).toBeVisible();
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL("/two-factor-setup?redirectTo=%2Fadmin-dashboard");
  expect((await page.request.get("/admin-dashboard.csv", { maxRedirects: 0 })).status()).toBe(302);

  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  const secret = (await page.locator("code").textContent()) ?? "";

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("That code is not right. Please try again.")).toBeVisible();
  // The QR code stays beside the message.
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await page.getByLabel("Code from the app").fill(await nextAppCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  // On to the page that asked for the sign-in.
  await expect(page).toHaveURL("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Bookings" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Logout" }).first().click();
  // The logout done before the login page: a page opened while it is under way still finds the session.
  await expect(page).toHaveURL("/");
  await expect(nav.getByRole("link", { name: "Login", exact: true }).first()).toBeAttached();
  await page.goto("/login?redirectTo=%2Fadmin-dashboard");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible({ timeout: 20_000 });
  // No session yet: the firm's pages still send to the login page.
  expect((await page.request.get("/admin-dashboard", { maxRedirects: 0 })).status()).toBe(302);
  await page.getByLabel("Code").fill(await nextAppCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Bookings" })).toBeVisible();
});

test("a tab or a newline in a come-back address never takes the browser to another site", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { email, password } = await registerVerifiedUserByRequest(page);
  await page.goto("/login?redirectTo=%2F%09%2Fevil.example");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
  expect(new URL(page.url()).pathname).toBe("/");

  for (const from of ["%2F%09%2Fevil.example", "%2F%0A%2Fevil.example", "%2F%5Cevil.example"]) {
    await page.goto(`/offline?from=${from}`);
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/");
  }
});
