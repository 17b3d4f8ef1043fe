import { and, eq, sql } from "drizzle-orm";
import { getAuth } from "#app/accounts/auth.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { account, session, user } from "#app/db/schema.ts";

/**
 * - created: a new verified admin with the operator's password;
 * - promoted: the account had a verified email, so its owner reads the
 *   firm's mailbox: it becomes admin and keeps its own password;
 * - promoted-with-password: the same, for an account that signed in only
 *   by emailed links and so had no password: it gets the operator's;
 * - taken-over: the account's email was never verified, so whoever made it
 *   may not own the address: it becomes the operator's (their password)
 *   before it becomes admin.
 * In every case the account's sessions end: a session opened as a client
 * (or by a link, with no password and no second factor) never becomes a
 * staff session. Staff sign in again and set up two-factor first.
 */
export type AdminOutcome = "created" | "promoted" | "promoted-with-password" | "taken-over";

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

  if (existing) {
    const hash = await context.password.hash(input.password);
    return db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({
          role: "admin",
          ...(existing.verified ? {} : { emailVerified: true, name: input.name }),
          updatedAt: sql`now()`,
        })
        .where(eq(user.id, existing.id));
      await tx.delete(session).where(eq(session.userId, existing.id));
      const [credential] = await tx
        .select({ id: account.id, password: account.password })
        .from(account)
        .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
      if (existing.verified && credential?.password) return "promoted";
      if (credential) {
        await tx.update(account).set({ password: hash, updatedAt: sql`now()` }).where(eq(account.id, credential.id));
      } else {
        await tx.insert(account).values({
          id: crypto.randomUUID(),
          userId: existing.id,
          providerId: "credential",
          accountId: existing.id,
          password: hash,
        });
      }
      return existing.verified ? "promoted-with-password" : "taken-over";
    });
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
