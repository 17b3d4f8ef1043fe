// Who is asking, decided on the server. Every protected loader and action
// starts with one of these guards; each returns the user or throws a redirect.
import { AsyncLocalStorage } from "node:async_hooks";
import type { BetterAuthOptions } from "better-auth";
import { getSessionCookie, parseCookies } from "better-auth/cookies";
import { constantTimeEqual, makeSignature } from "better-auth/crypto";
import { desc, eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { getAuth } from "#app/accounts/auth.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { getDb, prepared } from "#app/db/client.server.ts";
import { bookings, type Role, session, user } from "#app/db/schema.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  twoFactorEnabled: boolean;
};

/**
 * However often a session is used (Better Auth renews an active one), it
 * ends this long after the login that made it: OWASP ASVS 5.0, 7.3.2.
 */
const SESSION_ABSOLUTE_LIFETIME_MS: Record<Role, number> = {
  user: 30 * 24 * 60 * 60_000,
  admin: 12 * 60 * 60_000,
};

/**
 * One lookup per request: the root loader and the page's own guard ask
 * about the same request at once (two queries and Better Auth's checks
 * each, issue 26.3).
 */
const sessionUsers = new WeakMap<Request, Promise<SessionUser | null>>();

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let found = sessionUsers.get(request);
  if (!found) {
    found = lookUpSessionUser(request);
    sessionUsers.set(request, found);
  }
  return found;
}

async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  // Without a session cookie there is no session: most page requests skip
  // Better Auth's lookup. A cookie, real or forged, is always checked.
  if (!getSessionCookie(request)) return null;
  const found = (await readFreshSession(request)) ?? (await readSessionByBetterAuth(request));
  if (!found) return null;
  const role: Role = found.role === "admin" ? "admin" : "user";
  if (Date.now() - found.createdAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS[role]) {
    await (await getAuth().$context).internalAdapter.deleteSession(found.token);
    return null;
  }
  const { id, name, email, phone } = found;
  return { id, name, email, phone: phone ?? "", role, twoFactorEnabled: found.twoFactorEnabled === true };
}

type FoundSession = {
  token: string;
  createdAt: Date;
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
};

/**
 * Where the cookies Better Auth sets while a session is read go: the answer
 * to the request being served. Better Auth renews an active session once a
 * day (its expiry in the database and the cookie's); a renewed cookie left
 * behind would still end in the browser seven days after the login, and the
 * client would be signed out while using the site. The read may happen in a
 * page's guard, the root loader or the page cache asking whose page it is,
 * none of which holds the response: the server sets this around each request.
 */
const responseCookies = new AsyncLocalStorage<(setCookie: string) => void>();

/** Runs `answer` (the rest of a request) with the Set-Cookie headers of its session reads given to `setCookie`. */
export function withSessionCookies<T>(setCookie: (setCookie: string) => void, answer: () => T): T {
  return responseCookies.run(setCookie, answer);
}

async function readSessionByBetterAuth(request: Request): Promise<FoundSession | null> {
  const { headers, response: result } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  // A renewed session's cookie, or a dead one's removal.
  const setCookie = responseCookies.getStore();
  if (setCookie) for (const cookie of headers.getSetCookie()) setCookie(cookie);
  if (!result) return null;
  return { ...result.user, token: result.session.token, createdAt: new Date(result.session.createdAt) };
}

/** The session and its user by the token, in one query (Better Auth's own lookup takes two). */
const sessionByToken = prepared((db) =>
  db
    .select({
      token: session.token,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("session_by_token"),
);

/** The plugins checked against this path: neither changes how a session is read. */
const PLUGINS_SEEN = new Set(["two-factor", "magic-link"]);

/**
 * The common case without Better Auth's endpoint (issue 41 part 2): the
 * session cookie's HMAC checked as Better Auth checks it (its name, its
 * secret, its signature helper), then one prepared query for the session
 * and its user. Read on every request, never kept: a session ended by a
 * logout or a password change in any process is gone at the next request.
 * Anything else is Better Auth's to decide (undefined): a cookie given
 * twice or badly signed, "don't remember me", a session expired or due for
 * its daily renewal (Better Auth deletes or renews it). Why this is ours
 * and not Better Auth's: docs/decisions/024-session-read.md.
 */
async function readFreshSession(request: Request): Promise<FoundSession | null | undefined> {
  const context = await getAuth().$context;
  // Sessions kept elsewhere than in the database, cached in a cookie or
  // refreshed otherwise, or a plugin that may change what a session means
  // (bans, impersonation): this path would not see them as Better Auth
  // does, so Better Auth answers (decision 024).
  const options: BetterAuthOptions = context.options;
  if (
    options.secondaryStorage ||
    options.session?.cookieCache?.enabled ||
    options.session?.deferSessionRefresh ||
    options.plugins?.some((plugin) => !PLUGINS_SEEN.has(plugin.id))
  ) {
    return undefined;
  }
  const cookieName = context.authCookies.sessionToken.name;
  const header = request.headers.get("Cookie") ?? "";
  if (header.split(`${cookieName}=`).length !== 2) return undefined;
  const cookies = parseCookies(header);
  if (cookies.has(context.authCookies.dontRememberToken.name)) return undefined;
  const signed = cookies.get(cookieName);
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !constantTimeEqual(await makeSignature(token, context.secret), signature)) {
    return undefined;
  }
  const [row] = await sessionByToken().execute({ token });
  // No such session: Better Auth answers null too (it would also clear the cookie).
  if (!row) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const renewsAt = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000;
  if (row.expiresAt.getTime() <= Date.now() || renewsAt <= Date.now()) return undefined;
  return row;
}

async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user?.role !== role) {
    // A visitor finding the user dashboard logged out is routine; anyone
    // turned away from the firm's side is worth a line in the audit trail.
    if (role === "admin") {
      const { pathname } = new URL(request.url);
      await recordAudit({ action: "access-refused", actor: user, target: `${request.method} ${pathname}` });
    }
    throw redirect(getLoginUrl(request));
  }
  return user;
}

/** Spec section 6: /user-dashboard is for role user; anyone else goes to /login. */
export function requireUser(request: Request): Promise<SessionUser> {
  return requireRole(request, "user");
}

/**
 * Spec section 6: the admin dashboards and file downloads are for role
 * admin only; and only once the admin has set up two-factor sign-in
 * (issue 34.4): until then every staff page sends them to set it up.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const admin = await requireRole(request, "admin");
  if (!admin.twoFactorEnabled) throw redirect(getTwoFactorSetupUrl(request));
  return admin;
}

/** The two-factor set-up page: an admin, with or without two-factor yet. */
export function requireAdminSettingUpTwoFactor(request: Request): Promise<SessionUser> {
  return requireRole(request, "admin");
}

/** Whether this user may see what staff see (an admin with two-factor on). */
export function isStaff(user: SessionUser | null): boolean {
  return user?.role === "admin" && user.twoFactorEnabled;
}

/** Pages of one's own account (change password): any signed-in user or admin. */
export async function requireSignedIn(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(getLoginUrl(request));
  return user;
}

/**
 * Whether the request carries the cookie of a sign-in waiting for its second
 * factor. Only a hint for which page to show: Better Auth checks the
 * cookie's signature and the challenge itself.
 */
export function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("Cookie") ?? "");
}

/**
 * Login, sign-up and the password reset pages are for visitors who are not
 * logged in: a logged-in user is sent to their dashboard.
 */
export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  if (user) throw redirect(localizePath(getDashboardPath(user.role), getLanguage(request)));
}

/**
 * What a logged-in user's forms start with (cart and enquiry). Only known
 * values: an input rendered with an empty default loses whatever a visitor
 * typed before the page finished loading. An account made by a booking's
 * emailed link has no phone of its own: the client's latest booking (theirs
 * by its email, DESIGN point 3) gives it, and any name the account lacks.
 * The action checks whatever is sent, prefilled or not.
 */
export async function getPrefill(request: Request): Promise<{ name?: string; phone?: string; email?: string }> {
  const user = await getSessionUser(request);
  if (!user) return {};
  const [latest] =
    user.phone && user.name
      ? []
      : await getDb()
          .select({ name: bookings.customerName, phone: bookings.phone })
          .from(bookings)
          .where(eq(sql`lower(${bookings.email})`, user.email.toLowerCase()))
          .orderBy(desc(bookings.createdAt))
          .limit(1);
  const name = user.name || latest?.name;
  const phone = user.phone || latest?.phone;
  return { ...(name ? { name } : {}), email: user.email, ...(phone ? { phone } : {}) };
}

/** Where the welcome link of the navigation goes. */
export function getDashboardPath(role: Role): string {
  return role === "admin" ? "/admin-dashboard" : "/user-dashboard";
}

function getLoginUrl(request: Request): string {
  return localizePath(`/login?${new URLSearchParams({ redirectTo: getPathOf(request) })}`, getLanguage(request));
}

function getTwoFactorSetupUrl(request: Request): string {
  // A form posted or a file asked for: set-up leads back to the page, not to the post.
  const back = request.method === "GET" ? getPathOf(request) : "/admin-dashboard";
  return `/two-factor-setup?${new URLSearchParams({ redirectTo: back })}`;
}

function getPathOf(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
}
