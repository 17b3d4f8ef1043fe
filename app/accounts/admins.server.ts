import { and, eq, sql } from "drizzle-orm";
import { getAuth } from "#app/accounts/auth.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { account, session, user } from "#app/db/schema.ts";

/**
 * - created: a new verified admin with the operator's password;
 * - promoted: the account had a verified email, so its owner reads the
 *   firm's mailbox: it becomes admin and keeps its own password;
 * - taken-over: the account's email was never verified, so whoever made it
 *   may not own the address: it becomes the operator's (their password,
 *   its sessions ended) before it becomes admin.
 */
export type AdminOutcome = "created" | "promoted" | "taken-over";

/**
 * Makes an admin; the only way to become one (no page does it). The
 * password must already meet the admin policy (scripts/create-admin.ts).
 */
export async function createOrPromoteAdmin(input: {
  email: string;
  name: string;
  password: string;
}): Promise<AdminOutcome> {
  const email = input.email.toLowerCase();
  const db = getDb();
  const context = await getAuth().$context;
  const [existing] = await db
    .select({ id: user.id, verified: user.emailVerified })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1);

  if (existing?.verified) {
    await db.update(user).set({ role: "admin", updatedAt: sql`now()` }).where(eq(user.id, existing.id));
    return "promoted";
  }

  if (existing) {
    const hash = await context.password.hash(input.password);
    await db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ role: "admin", emailVerified: true, name: input.name, updatedAt: sql`now()` })
        .where(eq(user.id, existing.id));
      await tx.delete(session).where(eq(session.userId, existing.id));
      const updated = await tx
        .update(account)
        .set({ password: hash, updatedAt: sql`now()` })
        .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")))
        .returning({ id: account.id });
      if (updated.length === 0) {
        await tx.insert(account).values({
          id: crypto.randomUUID(),
          userId: existing.id,
          providerId: "credential",
          accountId: existing.id,
          password: hash,
        });
      }
    });
    return "taken-over";
  }

  const created = await context.internalAdapter.createUser(
    { name: input.name, email, emailVerified: true, phone: "", role: "admin" },
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
