// Signed-in identities for tests that call routes directly (tests/route-call.ts).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { registerUser, signIn } from "#app/accounts/accounts.server.ts";
import { createOrPromoteAdmin } from "#app/accounts/admins.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";

/** The Cookie header a browser would send after signing in. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const outcome = await signIn({ email, password, headers: new Headers() });
  if (!outcome.ok) throw new Error(`signing in ${email} failed: ${outcome.reason}`);
  return outcome.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A new admin and a new verified client, each signed in; the admin's user id and the client's email. */
export async function signInAdminAndClient(): Promise<{
  adminCookie: string;
  clientCookie: string;
  adminId: string;
  clientEmail: string;
}> {
  const adminEmail = `admin-${randomUUID()}@example.com`;
  await createOrPromoteAdmin({ email: adminEmail, name: "Firm Admin", password: "AdminSecret1" });
  const clientEmail = `client-${randomUUID()}@example.com`;
  await registerUser({
    name: "Asha Rao",
    email: clientEmail,
    phone: "+91 98765 43210",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, clientEmail));
  const [admin] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, adminEmail));
  return {
    adminCookie: await signInCookie(adminEmail, "AdminSecret1"),
    clientCookie: await signInCookie(clientEmail, "Secret1"),
    adminId: admin?.id ?? "",
    clientEmail,
  };
}
