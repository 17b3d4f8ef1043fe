// A sign-in with email and password, everything that needs the database in
// one place (issue 19.1): the limits and the proof of work, Better Auth's
// check, the failure counts and the audit trail. The login route only turns
// the outcome into an answer.
import type { Challenge } from "altcha-lib";
import { signIn } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { checkSignInLimits, forgetSignInFailuresFrom, recordSignInFailure } from "#app/challenge/form-limits.server.ts";

export type PasswordLogin =
  | { kind: "limited"; message: string; challenge: Challenge | null }
  | { kind: "refused"; unverified: boolean }
  /** The password was right; the second factor comes next (the headers carry its cookie). */
  | { kind: "two-factor"; headers: Headers }
  | { kind: "signed-in"; headers: Headers; role: "user" | "admin" };

export async function logInWithPassword(input: {
  email: string;
  password: string;
  /** The proof-of-work solution the form sent, if any. */
  solution: unknown;
  clientAddress: string;
  headers: Headers;
}): Promise<PasswordLogin> {
  const { email, clientAddress } = input;
  const audit = { actor: { email }, clientAddress };
  const limits = await checkSignInLimits(email, clientAddress, input.solution);
  if (!limits.ok) {
    await recordAudit({ ...audit, action: "sign-in-failed", target: "refused: too many attempts" });
    return { kind: "limited", message: limits.message, challenge: limits.challenge };
  }
  const outcome = await signIn({ email, password: input.password, headers: input.headers });
  if (!outcome.ok && outcome.reason === "two-factor") return { kind: "two-factor", headers: outcome.headers };
  if (!outcome.ok) {
    const unverified = outcome.reason === "unverified";
    if (!unverified) await recordSignInFailure(email, clientAddress);
    await recordAudit({
      ...audit,
      action: "sign-in-failed",
      target: unverified ? "email not verified" : "wrong email or password",
    });
    return { kind: "refused", unverified };
  }
  await forgetSignInFailuresFrom(email, clientAddress);
  await recordAudit({ ...audit, action: "sign-in", actor: { id: outcome.userId, email } });
  return { kind: "signed-in", headers: outcome.headers, role: outcome.role };
}
