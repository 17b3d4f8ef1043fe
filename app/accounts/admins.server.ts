import { eq, sql } from "drizzle-orm";
import { getAuth } from "#app/accounts/auth.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";

/**
 * Makes an admin: promotes the user with this email, or creates a verified
 * admin with this password. The only way to become an admin (no page does it).
 */
export async function createOrPromoteAdmin(input: {
  email: string;
  name: string;
  password: string;
}): Promise<"created" | "promoted"> {
  const email = input.email.toLowerCase();
  const db = getDb();
  const promoted = await db
    .update(user)
    .set({ role: "admin", emailVerified: true, updatedAt: sql`now()` })
    .where(eq(sql`lower(${user.email})`, email))
    .returning({ id: user.id });
  if (promoted.length > 0) return "promoted";

  const context = await getAuth().$context;
  const created = await context.internalAdapter.createUser(
    {
      name: input.name,
      email,
      emailVerified: true,
      phone: "",
      role: "admin",
    },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(input.password),
  });
  return "created";
}
