// Signed-in identities for tests that call routes directly (tests/route-call.ts).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { confirmTwoFactorSetup, registerUser, signIn, startTwoFactorSetup } from "#app/accounts/accounts.server.ts";
import { createOrPromoteAdmin } from "#app/accounts/admins.server.ts";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import { nextAppCode, secretFrom } from "#tests/totp.ts";

/** The Cookie header a browser would send after signing in. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const outcome = await signIn({ email, password, headers: new Headers() });
  if (!outcome.ok) throw new Error(`signing in ${email} failed: ${outcome.reason}`);
  return outcome.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A new admin, signed in with two-factor set up (staff pages open only
 * then): the Cookie header of the session, and the account's details.
 */
export async function signInAsNewAdmin(
  email = `admin-${randomUUID()}@example.com`,
  password = "AdminSecret1",
): Promise<{ cookie: string; id: string; email: string; password: string; secret: string }> {
  await createOrPromoteAdmin({ email, name: "Firm Admin", password });
  const enrolled = await setUpTwoFactor(await signInCookie(email, password), password);
  return { ...enrolled, email, password };
}

/**
 * Sets up two-factor for the signed-in account of `cookie`, as the set-up
 * page does: the renewed session's Cookie header and the app's secret.
 */
export async function setUpTwoFactor(
  cookie: string,
  password: string,
): Promise<{ cookie: string; id: string; secret: string }> {
  const headers = new Headers({ Cookie: cookie });
  const signedIn = await getSessionUser(new Request("http://localhost/", { headers }));
  if (!signedIn) throw new Error("setting up two-factor needs a signed-in session");
  const started = await startTwoFactorSetup(password, headers);
  if (!started.ok) throw new Error(`two-factor set-up of ${signedIn.email} did not start`);
  const secret = secretFrom(started.totpURI);
  const confirmed = await confirmTwoFactorSetup(signedIn.id, await nextAppCode(secret), headers);
  if (!confirmed.ok) throw new Error(`two-factor set-up of ${signedIn.email} was not confirmed`);
  const renewed = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie: renewed, id: signedIn.id, secret };
}

/** A new client account ("Asha Rao", password "Secret1"), its email verified, signed in. */
export async function signInNewClient(
  email = `client-${randomUUID()}@example.com`,
): Promise<{ email: string; cookie: string }> {
  await registerUser({
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return { email, cookie: await signInCookie(email, "Secret1") };
}

/** A new admin and a new verified client, each signed in; the admin's user id and the client's email. */
export async function signInAdminAndClient(): Promise<{
  adminCookie: string;
  clientCookie: string;
  adminId: string;
  clientEmail: string;
}> {
  const admin = await signInAsNewAdmin();
  const client = await signInNewClient();
  return { adminCookie: admin.cookie, clientCookie: client.cookie, adminId: admin.id, clientEmail: client.email };
}
