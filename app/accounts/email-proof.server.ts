// Sign-up squatting (issue 34.5): someone signs up with a client's email and
// a password of their own; if the client then opens "Verify my email", the
// account is verified with the stranger's password. So a verification link
// opened in a browser other than the one that signed up does not just
// verify: whoever opened it (the link proves they hold the mailbox) chooses
// the account's password, which replaces any other and ends every session,
// and only then is the email verified. Better Auth signs and checks the
// link's token and hashes the password; this module only decides.
import { verifyJWT } from "better-auth/crypto";
import { getAuth } from "#app/accounts/auth.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { revokeSignInLinks } from "#app/accounts/sign-in-links.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { forgetSignInFailures } from "#app/challenge/form-limits.server.ts";
import { z } from "#app/zod.ts";

const TokenPayload = z.object({ email: z.string(), userId: z.string(), updateTo: z.undefined().optional() });

export type LinkAccount = { userId: string; email: string; role: "user" | "admin"; verified: boolean };

/**
 * The account a verification link was made for, when the link is good
 * (signed by Better Auth with our secret, not expired, its account still
 * there with that email); null for any other link.
 */
export async function getAccountOfVerificationLink(token: string): Promise<LinkAccount | null> {
  if (!token || token.length > 4000) return null;
  const context = await getAuth().$context;
  const payload = TokenPayload.safeParse(await verifyJWT(token, context.secret));
  if (!payload.success) return null;
  const found = await context.internalAdapter.findUserById(payload.data.userId);
  if (!found || found.email.toLowerCase() !== payload.data.email.toLowerCase()) return null;
  const role: LinkAccount["role"] = (found as { role?: unknown }).role === "admin" ? "admin" : "user";
  return { userId: found.id, email: found.email, role, verified: found.emailVerified };
}

export type ChosenPassword = "chosen" | "invalid" | "already-verified" | { refused: string };

/**
 * Sets the password of the unverified account a verification link was made
 * for, ends its sessions and its sign-in links, then verifies its email.
 */
export async function choosePasswordByVerificationLink(token: string, password: string): Promise<ChosenPassword> {
  const account = await getAccountOfVerificationLink(token);
  if (!account) return "invalid";
  if (account.verified) return "already-verified";
  const problem = getPasswordProblem(password, account.role);
  if (problem) return { refused: problem };
  const context = await getAuth().$context;
  const hash = await context.password.hash(password);
  const accounts = await context.internalAdapter.findAccounts(account.userId);
  if (accounts.some((linked) => linked.providerId === "credential")) {
    await context.internalAdapter.updatePassword(account.userId, hash);
  } else {
    await context.internalAdapter.linkAccount({
      userId: account.userId,
      providerId: "credential",
      accountId: account.userId,
      password: hash,
    });
  }
  await context.internalAdapter.deleteUserSessions(account.userId);
  await revokeSignInLinks(account.email);
  // Better Auth checks the token once more and marks the email verified.
  await getAuth().api.verifyEmail({ query: { token } });
  await forgetSignInFailures(account.email);
  await recordAudit({
    action: "password-reset",
    actor: { id: account.userId, email: account.email },
    target: "password chosen by the verification link; every session ended",
  });
  return "chosen";
}
