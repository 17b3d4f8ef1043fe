// After sign-up the login page says where the verification link went
// (issue 18.5). The address travels in a signed, httpOnly cookie, never in
// the URL (it would end up in logs and browser history).

import { siteCookie } from "#app/cookies.server.ts";
import { z } from "#app/zod.ts";

// NOTE: the whole site's path, not "/login": the client's data requests go
// to /login.data, which a cookie of path /login does not reach.
const pendingCookie = siteCookie("pending-verification", { maxAge: 60 * 60, signed: true });

/** The Set-Cookie header that remembers, for an hour, the address a link was sent to. */
export function rememberPendingVerification(email: string): Promise<string> {
  return pendingCookie().serialize({ email });
}

/**
 * The Set-Cookie header that forgets it, once the client has logged in: a
 * signed-in visitor carrying only their cart and session gets kept pages
 * (docs/decisions/015), and the hint has done its work.
 */
export function forgetPendingVerification(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}

/** The address a verification link was just sent to from this browser, if any. */
export async function getPendingVerification(request: Request): Promise<string | null> {
  let value: unknown;
  try {
    value = await pendingCookie().parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  const parsed = z.object({ email: z.string().max(320) }).safeParse(value);
  return parsed.success ? parsed.data.email : null;
}
