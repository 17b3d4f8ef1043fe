// Better Auth, configured once. Route modules never use it directly: they go
// through the helpers in session.server.ts and accounts.server.ts.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { recordAudit } from "#app/audit/audit.server.ts";
import { forgetSignInFailures } from "#app/challenge/form-limits.server.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/client-address.ts";
import { getDb } from "#app/db/client.server.ts";
import { account, rateLimit, session, twoFactor, user, verification } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";
import { getEchoedName, queueEmail } from "#app/mail/mail.server.ts";
import { PASSWORD_MIN } from "#app/validation.ts";

export const AUTH_BASE_PATH = "/api/auth";
const RESET_LINK_LIFETIME_S = 60 * 60;
const VERIFY_LINK_LIFETIME_S = 24 * 60 * 60;
/** The name an authenticator app shows beside the code. */
const TWO_FACTOR_ISSUER = "EasyTax Filing";

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
      },
      sendResetPassword: async ({ user, url }) => {
        await queueEmail(getDb(), {
          to: user.email,
          subject: "Reset your password",
          greeting: `Dear ${getEchoedName(user.name)},`,
          paragraphs: [
            "We received a request to reset the password of your account. The link below works once and expires in one hour.",
            "If you did not ask for this, you can ignore this email: your password stays as it is.",
          ],
          action: { label: "Set a new password", url },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_LIFETIME_S,
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(getDb(), {
          to: user.email,
          subject: "Verify your email address",
          greeting: `Dear ${getEchoedName(user.name)},`,
          paragraphs: [
            "Thank you for registering. Please confirm that this is your email address; the link expires in 24 hours.",
            "Once verified, log in to see your bookings and their status.",
          ],
          action: { label: "Verify my email", url },
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
    plugins: [twoFactorPlugin({ issuer: TWO_FACTOR_ISSUER })],
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
