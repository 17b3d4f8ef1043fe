// After sign-up the login page says where the verification link went
// (issue 18.5). The address travels in a signed, httpOnly cookie, never in
// the URL (it would end up in logs and browser history).
//
// The same cookie marks the browser that signed up (issue 34.5): a
// verification link opened here verifies at once, and one opened anywhere
// else asks whoever opened it to choose the account's password, so that the
// person who proves the email is the one who holds the password.

import { siteCookie } from "#app/cookies.server.ts";
import { z } from "#app/zod.ts";

/** As long as a verification link lives (VERIFY_LINK_LIFETIME_S in auth.server.ts). */
const PENDING_LIFETIME_S = 24 * 60 * 60;

// NOTE: the whole site's path, not "/login": the client's data requests go
// to /login.data, which a cookie of path /login does not reach, and the
// verification link opens /api/auth/verify-email.
const pendingCookie = siteCookie("pending-verification", { maxAge: PENDING_LIFETIME_S, signed: true });

const PendingSchema = z.object({ email: z.string().max(320), userId: z.string().max(100).optional() });

/** The Set-Cookie header that remembers the address a link was sent to, and the account this browser made. */
export function rememberPendingVerification(email: string, userId: string): Promise<string> {
  return pendingCookie().serialize({ email, userId });
}

/**
 * The Set-Cookie header that forgets it, once the client has logged in: a
 * signed-in visitor carrying only their cart and session gets kept pages
 * (docs/decisions/015), and the hint has done its work.
 */
export function forgetPendingVerification(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}

async function readPending(request: Request): Promise<z.infer<typeof PendingSchema> | null> {
  let value: unknown;
  try {
    value = await pendingCookie().parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  const parsed = PendingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The address a verification link was just sent to from this browser, if any. */
export async function getPendingVerification(request: Request): Promise<string | null> {
  return (await readPending(request))?.email ?? null;
}

/** Whether this browser is the one that signed up the account `userId` (its signed cookie says so). */
export async function isSignUpBrowserOf(request: Request, userId: string): Promise<boolean> {
  const pending = await readPending(request);
  return pending?.userId !== undefined && pending.userId === userId;
}
