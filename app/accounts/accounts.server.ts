// Registration, login, logout and password reset on top of Better Auth.
import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getAuth } from "#app/accounts/auth.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { usedChallenges, user, verification } from "#app/db/schema.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";

export async function isEmailRegistered(email: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Creates a user with role 'user'; Better Auth queues the verification email. */
export async function registerUser(input: {
  name: string;
  email: string;
  phone: string;
  password: string;
  headers: Headers;
  /** The sign-up page's: the verification email is written in it, and its link lands there. */
  language?: Language;
}): Promise<{ ok: true; userId: string } | { ok: false; message: string; code: string | undefined }> {
  const { headers, language = "en", ...body } = input;
  try {
    const callbackURL = localizePath("/login?verified=1", language);
    const created = await getAuth().api.signUpEmail({ body: { ...body, callbackURL }, headers });
    return { ok: true, userId: created.user.id };
  } catch (error) {
    // Spec section 8: a registration error shows its own message.
    if (error instanceof APIError) return { ok: false, message: error.message, code: error.body?.code };
    throw error;
  }
}

export type SignInResult =
  | { ok: true; headers: Headers; userId: string; role: "user" | "admin" }
  | { ok: false; reason: "invalid" | "unverified" }
  // The password was right; no session until the second factor (the
  // headers carry the signed cookie of the pending challenge).
  | { ok: false; reason: "two-factor"; headers: Headers };

export async function signIn(input: { email: string; password: string; headers: Headers }): Promise<SignInResult> {
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response) return { ok: false, reason: "two-factor", headers };
    return { ok: true, headers, userId: response.user.id, role: response.user.role === "admin" ? "admin" : "user" };
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "EMAIL_NOT_VERIFIED")
      return { ok: false, reason: "unverified" };
    if (error instanceof APIError && error.status === "UNAUTHORIZED") return { ok: false, reason: "invalid" };
    throw error;
  }
}

/**
 * Changes the signed-in user's password and ends every session of the
 * account; the headers carry the cookie of the one new session.
 */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  headers: Headers;
}): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  try {
    const { headers } = await getAuth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: input.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError && error.status === "BAD_REQUEST") return { ok: false };
    throw error;
  }
}

/**
 * The second step of a sign-in: a code of the authenticator app (6 digits)
 * or a backup code, against the challenge in the request's cookie. Each
 * code is accepted once (spendAppCode); Better Auth spends backup codes.
 */
export async function verifySecondFactor(
  code: string,
  headers: Headers,
): Promise<{ ok: true; headers: Headers; userId: string; email: string } | { ok: false }> {
  const api = getAuth().api;
  const isAppCode = /^\d{6}$/.test(code);
  try {
    const { headers: answer, response } = isAppCode
      ? await api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
      : await api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    if (isAppCode && !(await spendAppCode(response.user.id, code))) {
      // Better Auth has opened a session already: it ends unused.
      await endSessionIn(answer);
      return { ok: false };
    }
    return { ok: true, headers: answer, userId: response.user.id, email: response.user.email };
  } catch (error) {
    if (error instanceof APIError) return { ok: false };
    throw error;
  }
}

/**
 * An authenticator app's code is good once (issue 34.7; RFC 6238 section
 * 5.2: a verifier must not accept the second attempt of a valid code).
 * Better Auth accepts the code of the present 30-second step and of the
 * steps either side, and keeps no record of codes used: so each accepted
 * code is kept, per account, for those 90 seconds in the table of spent
 * one-time answers. False if this account has used this code within them.
 */
async function spendAppCode(userId: string, code: string): Promise<boolean> {
  const signature = `totp:${userId}:${createHash("sha256").update(code).digest("hex")}`;
  const expiresAt = new Date(Date.now() + APP_CODE_LIFETIME_MS);
  const spent = await getDb()
    .insert(usedChallenges)
    .values({ signature, expiresAt })
    // The same six digits long after (a new code that happens to repeat an old one) are a new code.
    .onConflictDoUpdate({
      target: usedChallenges.signature,
      set: { expiresAt },
      setWhere: lt(usedChallenges.expiresAt, new Date()),
    })
    .returning({ signature: usedChallenges.signature });
  return spent.length === 1;
}

/** Three steps of 30 seconds: the window Better Auth's check accepts a code in. */
const APP_CODE_LIFETIME_MS = 3 * 30_000;

async function endSessionIn(answer: Headers) {
  const cookie = answer
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const opened = await getAuth().api.getSession({ headers: new Headers({ cookie }) });
  if (opened) await (await getAuth().$context).internalAdapter.deleteSession(opened.session.token);
}

/**
 * Starts enrolment of an authenticator app (the password proves it is the
 * account's owner at the keyboard): the otpauth:// URI and the ten backup
 * codes, which exist only in this answer. Nothing is required at sign-in
 * until a code confirms it.
 */
export async function startTwoFactorSetup(
  password: string,
  headers: Headers,
): Promise<{ ok: true; totpURI: string; backupCodes: string[] } | { ok: false }> {
  try {
    const answer = await getAuth().api.enableTwoFactor({ body: { password }, headers });
    if (!("totpURI" in answer) || !answer.totpURI) return { ok: false };
    return { ok: true, totpURI: answer.totpURI, backupCodes: answer.backupCodes ?? [] };
  } catch (error) {
    if (error instanceof APIError) return { ok: false };
    throw error;
  }
}

/**
 * Confirms enrolment with a code of the app; the headers carry the renewed
 * session. The code is spent: it cannot sign in as well.
 */
export async function confirmTwoFactorSetup(
  userId: string,
  code: string,
  headers: Headers,
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  try {
    const { headers: answer } = await getAuth().api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
    await spendAppCode(userId, code);
    return { ok: true, headers: answer };
  } catch (error) {
    if (error instanceof APIError) return { ok: false };
    throw error;
  }
}

/** Ends the session on the server; returns the headers that clear the cookie. */
export async function signOut(headers: Headers): Promise<Headers> {
  try {
    const result = await getAuth().api.signOut({ headers, returnHeaders: true });
    return result.headers;
  } catch {
    // No session to end: nothing to clear.
    return new Headers();
  }
}

export async function resendVerificationEmail(email: string, headers: Headers, language: Language = "en") {
  const callbackURL = localizePath("/login?verified=1", language);
  await getAuth().api.sendVerificationEmail({ body: { email, callbackURL }, headers });
}

/** Sends a reset link (in the page's language) when the account exists; says nothing either way. */
export async function requestPasswordReset(email: string, headers: Headers, language: Language = "en") {
  const redirectTo = localizePath("/reset-password", language);
  await getAuth().api.requestPasswordReset({ body: { email, redirectTo }, headers });
}

/**
 * False when the link is unknown, used or expired; a refusal when the new
 * password is one the account's role may not use (app/accounts/password-policy.server.ts).
 */
export async function resetPassword(token: string, newPassword: string): Promise<boolean | { refused: string }> {
  const [owner] = await getDb()
    .select({ role: user.role })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, sql`now()`)))
    .limit(1);
  if (!owner) return false;
  const problem = getPasswordProblem(newPassword, owner.role);
  if (problem) return { refused: problem };
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } });
    return true;
  } catch (error) {
    if (error instanceof APIError) return false;
    throw error;
  }
}
