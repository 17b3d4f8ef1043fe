// Issue 34.7: a sign-in link (Better Auth's magic link, in every booking
// email and from "Email me a sign-in link") lives two days, and a newer
// link, a password change and a password reset end the older ones.
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { expect, test } from "vitest";
import { registerUser, requestPasswordReset, resetPassword } from "#app/accounts/accounts.server.ts";
import { createMagicLink } from "#app/accounts/auth.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { user, verification } from "#app/db/schema.ts";
import { action as changePasswordAction } from "#app/routes/change-password.tsx";
import { action as signInLinkAction } from "#app/routes/sign-in-link.tsx";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInCookie } from "#tests/sessions.ts";

setupTestDatabase();

const DAY_MS = 24 * 60 * 60_000;

async function verifiedClient() {
  const email = `client-${randomUUID()}@example.com`;
  await registerUser({
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return email;
}

const linkFor = (email: string) =>
  createMagicLink({ email, name: "Asha Rao", callbackPath: "/user-dashboard", errorPath: "/login?link=expired" });

/** Presses the link page's "Sign in" button: where it lands, and whether it signed in. */
async function spend(link: string) {
  const outcome = await settle(
    callRoute(signInLinkAction, "/sign-in-link", { form: Object.fromEntries(new URL(link).searchParams) }),
  );
  return { location: outcome.location, signedIn: outcome.cookie !== "" };
}

const refused = { location: expect.stringMatching(/^\/login\?link=expired&error=/), signedIn: false };

test("a sign-in link lives two days, and a newer link for the email ends the older one", async () => {
  const email = await verifiedClient();
  const before = Date.now();
  const older = await linkFor(email);
  const newer = await linkFor(email);
  const rows = await getDb()
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(like(verification.identifier, "magic-link:%"));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 2 * DAY_MS);
  expect(rows.some((row) => row.expiresAt.getTime() >= before + 2 * DAY_MS - 60_000)).toBe(true);

  // Another email's link is not touched.
  const someoneElse = await linkFor(await verifiedClient());

  expect(await spend(older)).toEqual(refused);
  expect(await spend(newer)).toEqual({ location: "/user-dashboard", signedIn: true });
  expect(await spend(someoneElse)).toEqual({ location: "/user-dashboard", signedIn: true });
});

test("changing or resetting the password ends the sign-in links mailed before", async () => {
  const email = await verifiedClient();
  const beforeChange = await linkFor(email);
  const changed = await settle(
    callRoute(changePasswordAction, "/change-password", {
      cookie: await signInCookie(email, "Secret1"),
      form: { currentPassword: "Secret1", newPassword: "Changed-Pass9", confirmPassword: "Changed-Pass9" },
    }),
  );
  expect(changed.status).toBe(302);
  expect(await spend(beforeChange)).toEqual(refused);

  const beforeReset = await linkFor(email);
  await requestPasswordReset(email, new Headers());
  const [reset] = await getDb()
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(like(verification.identifier, "reset-password:%"));
  const token = reset?.identifier.slice("reset-password:".length) ?? "";
  expect(await resetPassword(token, "Reset-Pass-9x")).toBe(true);
  expect(await spend(beforeReset)).toEqual(refused);
});
