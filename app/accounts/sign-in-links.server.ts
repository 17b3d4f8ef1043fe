// Sign-in links (Better Auth's magic links) for one email: a new one ends
// the older ones, and so do a password change or reset and a password
// chosen by a verification link (issue 34.7). Better Auth keeps each link as
// a `verification` row: identifier `magic-link:{hashed token}`, value JSON
// with the email it signs in.
import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { getAuth } from "#app/accounts/auth.server.ts";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import { mayMailVisitor } from "#app/challenge/form-limits.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { signInLinkEmail, user, verification } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";
import { getMailLanguage, queueEmail } from "#app/mail/mail.server.ts";

/** Ends every sign-in link of this email that is not used yet. */
export async function revokeSignInLinks(email: string): Promise<void> {
  // NOTE: the expression's CASE keeps PostgreSQL from reading another kind
  // of row's value (a user id, a code) as JSON; written as its index is, the
  // index finds the email's links.
  await getDb()
    .delete(verification)
    .where(sql`${signInLinkEmail(verification)} = ${email.toLowerCase()}`);
}

/** The email a sign-in link would sign in, while it is unused and unexpired; null otherwise. Reads, never spends it. */
export async function getSignInLinkEmail(token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9]{1,128}$/.test(token)) return null;
  // NOTE: Better Auth's "hashed" storeToken: SHA-256, base64url without padding.
  const identifier = `magic-link:${createHash("sha256").update(token).digest("base64url")}`;
  const [row] = await getDb()
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  try {
    const email: unknown = (JSON.parse(row.value) as { email?: unknown }).email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

/**
 * Spends a sign-in link through Better Auth (the one request that signs
 * anyone in by a link): where to go next, and the headers with the new
 * session's cookie. An admin's email gets no session (auth.server.ts).
 */
export async function spendSignInLink(
  link: { token: string; callbackURL: string; errorCallbackURL: string },
  headers: Headers,
): Promise<{ location: string; headers: Headers }> {
  const answer = await getAuth().api.magicLinkVerify({ query: link, headers, asResponse: true });
  const next = new Headers();
  for (const cookie of answer.headers.getSetCookie()) next.append("Set-Cookie", cookie);
  const location = answer.headers.get("Location");
  if (answer.status >= 300 && answer.status < 400 && location) {
    // Better Auth names the page in full; ours are on this site (their addresses were checked).
    const target = new URL(location, getEnv().SITE_URL);
    const own = target.origin === new URL(getEnv().SITE_URL).origin;
    return { location: own ? `${target.pathname}${target.search}` : "/", headers: next };
  }
  const failed = new URL(link.errorCallbackURL, getEnv().SITE_URL);
  failed.searchParams.set("error", "INVALID_TOKEN");
  return { location: `${failed.pathname}${failed.search}`, headers: new Headers() };
}

/**
 * "Email me a sign-in link" (issue 34.7: a way in without JavaScript, when
 * failed logins by others ask for the proof of work): a link for an account
 * that exists and is not an admin's (admins sign in with their password and
 * second factor), within the recipient's budget of emails visitors cause.
 * Says nothing either way.
 */
export async function mailSignInLink(email: string, page: Language = "en"): Promise<void> {
  const [account] = await getDb()
    .select({ email: user.email, name: user.name, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  if (!account || account.role === "admin") return;
  if (!(await mayMailVisitor(account.email))) return;
  const language = await getMailLanguage(getDb(), account.email, localizePath("/", page));
  const t = getT(language, "mail");
  await queueEmail(getDb(), {
    to: account.email,
    language,
    subject: t("account.signInSubject"),
    greeting: t("account.hello"),
    paragraphs: [t("account.signInAsked", { days: BOOKING_LINK_LIFETIME_DAYS }), t("account.signInNotYou")],
    action: {
      label: t("account.signInButton"),
      signIn: {
        email: account.email,
        name: account.name,
        callbackPath: localizePath("/user-dashboard", language),
        errorPath: localizePath("/login?link=expired", language),
      },
    },
  });
}
