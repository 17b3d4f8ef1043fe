// Better Auth, configured once. Route modules never use it directly: they go
// through the helpers in session.server.ts and accounts.server.ts.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink, twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { revokeSignInLinks } from "#app/accounts/sign-in-links.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import { forgetSignInFailures, mayMailVisitor } from "#app/challenge/form-limits.server.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/client-address.ts";
import { getDb } from "#app/db/client.server.ts";
import { account, rateLimit, session, twoFactor, user, verification } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { getLanguageOfPath, localizePath } from "#app/i18n/languages.ts";
import { logger } from "#app/logger.server.ts";
import { getEchoedName, getMailLanguage, queueEmail } from "#app/mail/mail.server.ts";
import { PASSWORD_MIN } from "#app/validation.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** Our page that an emailed sign-in link opens (its button posts the token to Better Auth). */
const SIGN_IN_LINK_PATH = "/sign-in-link";
const RESET_LINK_LIFETIME_S = 60 * 60;
const VERIFY_LINK_LIFETIME_S = 24 * 60 * 60;

/** The name an authenticator app shows beside the code. */
const TWO_FACTOR_ISSUER = "EasyTax Filing";

/** Where a verification or reset link goes back to (accounts.server.ts names it in the page's language). */
function getCallbackPath(url: string): string {
  return new URL(url).searchParams.get("callbackURL") ?? "/";
}

function createAuth() {
  const env = getEnv();
  return betterAuth({
    baseURL: env.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    user: {
      additionalFields: {
        phone: { type: "string", required: true, input: true },
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await recordAudit({ action: "password-reset", actor: user, target: "every session ended" });
        await forgetSignInFailures(user.email);
        await revokeSignInLinks(user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        // Past the recipient's budget of emails visitors cause: nothing sent, the same answer.
        if (!(await mayMailVisitor(user.email))) return;
        const language = await getMailLanguage(getDb(), user.email, getCallbackPath(url));
        const t = getT(language, "mail");
        await queueEmail(getDb(), {
          to: user.email,
          language,
          subject: t("account.resetSubject"),
          greeting: t("frame.greeting", { name: getEchoedName(user.name) }),
          paragraphs: [t("account.resetRequested"), t("account.resetIgnore")],
          action: { label: t("account.resetButton"), url },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_LIFETIME_S,
      sendVerificationEmail: async ({ user, url }) => {
        if (!(await mayMailVisitor(user.email))) return;
        const language = await getMailLanguage(getDb(), user.email, getCallbackPath(url));
        const t = getT(language, "mail");
        await queueEmail(getDb(), {
          to: user.email,
          language,
          subject: t("account.verifySubject"),
          greeting: t("frame.greeting", { name: getEchoedName(user.name) }),
          paragraphs: [t("account.verifyThanks"), t("account.verifyThen"), t("account.verifyNotYou")],
          action: { label: t("account.verifyButton"), url },
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Our login, sign-up and reset forms are server actions with their own
    // limits (app/rate-limit.server.ts); this guards the HTTP endpoints.
    rateLimit: { enabled: true, storage: "database", window: 60, max: 60 },
    advanced: {
      // Per client, not one shared bucket: the address the server trusts.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: env.SITE_URL.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Admins' second factor: an authenticator app (TOTP), or one of ten
    // single-use backup codes. Enabled by confirming a code
    // (/two-factor-setup); at sign-in a pending challenge lives 10 minutes
    // in a signed cookie, 5 wrong codes end it, 10 in a row lock the
    // account's second factor for 15 minutes. No "trust this device".
    // Passwordless sign-in for a booking's email, by the link in every email
    // about that booking and by "Email me a sign-in link" on the login page
    // (createMagicLink below). Better Auth makes and keeps the token
    // (hashed), consumes it on first use, creates a verified account for a
    // new email, and takes an unverified one away from whoever registered
    // it first (its password and sessions go). A new link ends the older
    // ones of its email, and so does a password change or reset
    // (app/accounts/sign-in-links.server.ts).
    plugins: [
      twoFactorPlugin({ issuer: TWO_FACTOR_ISSUER }),
      magicLink({
        expiresIn: BOOKING_LINK_LIFETIME_DAYS * 24 * 60 * 60,
        storeToken: "hashed",
        // Per client address, and many clients share their carrier's (CGNAT): a
        // limit for floods, not people. A token has about 180 random bits: guessing is no threat.
        rateLimit: { window: 60, max: 60 },
        sendMagicLink: async ({ url, metadata }) => {
          const capture = typeof metadata?.capture === "string" ? metadata.capture : "";
          // The emailed link opens our page with a "Sign in" button that
          // posts (app/routes/sign-in-link.tsx): a GET signs nobody in.
          const page = new URL(url);
          // In the language of the page it lands on: a Hindi booking's email opens /hi/sign-in-link.
          page.pathname = localizePath(SIGN_IN_LINK_PATH, getLanguageOfPath(getCallbackPath(url)));
          if (capture) capturedLinks.set(capture, page.toString());
        },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // An admin signs in with a password and a second factor, never by a link.
          before: async (session, context) => {
            if (context?.path !== "/magic-link/verify") return;
            const found = await (await getAuth().$context).internalAdapter.findUserById(session.userId);
            if ((found as { role?: string } | null)?.role === "admin") return false;
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let cached: { auth: Auth; db: ReturnType<typeof getDb> } | undefined;

/** The Better Auth instance for the database that is open now. */
export function getAuth(): Auth {
  const db = getDb();
  if (cached?.db !== db) cached = { auth: createAuth(), db };
  return cached.auth;
}

/** Links made by createMagicLink, handed from Better Auth's callback to its caller. */
const capturedLinks = new Map<string, string>();

/**
 * A one-time sign-in link for this email (the older ones of the email stop
 * working) that opens our sign-in page and then lands on `callbackPath`, or on
 * `errorPath` (with `error=…`) when it has expired or was used. Made through
 * Better Auth's magic-link endpoint, so the token is its own; the caller
 * puts the link in an email of its own (through the outbox).
 */
export async function createMagicLink(options: {
  email: string;
  name: string;
  callbackPath: string;
  errorPath: string;
}): Promise<string> {
  const capture = crypto.randomUUID();
  await revokeSignInLinks(options.email);
  try {
    await getAuth().api.signInMagicLink({
      body: {
        email: options.email,
        name: options.name,
        callbackURL: options.callbackPath,
        errorCallbackURL: options.errorPath,
        metadata: { capture },
      },
      headers: new Headers(),
    });
    const url = capturedLinks.get(capture);
    if (!url) throw new Error("Better Auth made no magic link");
    return url;
  } finally {
    capturedLinks.delete(capture);
  }
}
