// Fixed-window request limits per client address or account, counted in
// PostgreSQL: every server process (and every server behind a balancer)
// counts the same attempts, one statement per attempt. Windows are measured
// on the server's clock (NTP keeps servers within far less than a window).
import { isIP, isIPv6 } from "node:net";
import { and, eq, gt, gte, lte, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { rateLimitWindows } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";

export type RateLimitRule = {
  name: string;
  max: number;
  windowMs: number;
  /** Who a per-person limit counts, for its message ("this email address"). */
  per?: string;
};

// Per client address, the limits are for floods, not for people: most Indian
// mobile clients share their carrier's address (CGNAT), so past these a form
// asks for the proof-of-work challenge instead of refusing. The limits per
// email and phone number are the hard ones.
export const RATE_LIMITS = {
  signUp: { name: "sign-up", max: 30, windowMs: 15 * 60_000 },
  signUpEmail: { name: "sign-up-email", max: 3, windowMs: 60 * 60_000, per: "this email address" },
  signUpPhone: { name: "sign-up-phone", max: 3, windowMs: 60 * 60_000, per: "this phone number" },
  signIn: { name: "sign-in", max: 60, windowMs: 5 * 60_000 },
  /** Failed sign-ins per account, whatever the address: past it, each attempt asks for the challenge. */
  signInFailures: { name: "sign-in-failures", max: 10, windowMs: 15 * 60_000 },
  passwordReset: { name: "password-reset", max: 30, windowMs: 15 * 60_000 },
  /** Reset emails per account: nobody can flood a client's inbox. */
  passwordResetAccount: { name: "password-reset-account", max: 3, windowMs: 60 * 60_000 },
  resendVerification: { name: "resend-verification", max: 3, windowMs: 15 * 60_000 },
  booking: { name: "booking", max: 60, windowMs: 10 * 60_000 },
  bookingEmail: { name: "booking-email", max: 5, windowMs: 60 * 60_000, per: "this email address" },
  bookingPhone: { name: "booking-phone", max: 5, windowMs: 60 * 60_000, per: "this phone number" },
  bookingSearch: { name: "booking-search", max: 30, windowMs: 10 * 60_000 },
  upload: { name: "upload", max: 60, windowMs: 10 * 60_000 },
  enquiry: { name: "enquiry", max: 30, windowMs: 10 * 60_000 },
  enquiryEmail: { name: "enquiry-email", max: 5, windowMs: 60 * 60_000, per: "this email address" },
  enquiryPhone: { name: "enquiry-phone", max: 5, windowMs: 60 * 60_000, per: "this phone number" },
  /** Booking confirmations per recipient: past it the booking is saved but not mailed (no relay for spam). */
  confirmationRecipient: { name: "confirmation-recipient", max: 3, windowMs: 60 * 60_000 },
  /** Booking confirmations per sending address, to any recipients. */
  confirmationSender: { name: "confirmation-sender", max: 20, windowMs: 60 * 60_000 },
  /** Document receipts per recipient: anyone holding a booking id can upload, and each upload is mailed. */
  receiptRecipient: { name: "receipt-recipient", max: 20, windowMs: 60 * 60_000 },
  /** Fresh booking links asked for, per address and per booking (each one emails the booking's client). */
  bookingLink: { name: "booking-link", max: 10, windowMs: 15 * 60_000 },
  bookingLinkBooking: { name: "booking-link-booking", max: 3, windowMs: 60 * 60_000 },
  /** Messages a client writes on their bookings (each one emails the firm). */
  bookingMessage: { name: "booking-message", max: 30, windowMs: 60 * 60_000 },
  /** Approval codes a client asks for, per booking (each one is emailed at once). */
  approvalCode: { name: "approval-code", max: 5, windowMs: 60 * 60_000 },
  /** Payments a client reports (each one emails the firm); a UTR mistyped a few times is plenty. */
  paymentReport: { name: "payment-report", max: 10, windowMs: 60 * 60_000 },
  /**
   * Every email a visitor can have sent to an address they typed (verification
   * and its resends, password reset, sign-in links, booking confirmations and
   * fresh links, document receipts, reminder confirmations), together, per
   * recipient (issue 34.7): past it nothing more is sent that hour, and the
   * visitor's answer is the same.
   */
  visitorMail: { name: "visitor-mail", max: 8, windowMs: 60 * 60_000 },
  /** Sign-in links asked for on the login page, per client address (each one emails someone). */
  signInLink: { name: "sign-in-link", max: 10, windowMs: 15 * 60_000 },
  /** Due-date reminder confirmations per recipient: anyone can type anyone's email on the form. */
  dueDateConfirmation: { name: "due-date-confirmation", max: 5, windowMs: 60 * 60_000 },
  /** Reminder requests per client address, whatever the emails typed. */
  dueDateRequest: { name: "due-date-request", max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export const NO_SCRIPT_HINT = "If you see no check box, please enable JavaScript or try again in a few minutes.";
export const NETWORK_BUSY_MESSAGE = `Many requests are coming from your network. Please confirm you are not a robot and submit again. ${NO_SCRIPT_HINT}`;

/** Windows that are over are deleted at most this often (per process). */
const SWEEP_EVERY_MS = 60_000;
let sweptAt = Date.now();

// RATE_LIMIT_FACTOR multiplies every limit (the end-to-end tests, all from
// one address, raise it).
export const limitOf = (rule: RateLimitRule) => rule.max * getEnv().RATE_LIMIT_FACTOR;

/**
 * A limit per client address also counts every address together, up to
 * this many times the limit (issue 34.7): many addresses (a botnet, or one
 * party holding many IPv6 blocks) cannot multiply a limit without end.
 * Past it the forms that offer the proof of work ask everyone for it, and
 * the others refuse, until the window ends.
 */
const ALL_ADDRESSES_FACTOR = 50;

/**
 * Counts one attempt by `key` (a client address, or an account's email);
 * false when the key has used up its window, or (for an address) when every
 * address together has used up the rule's ceiling.
 */
export async function checkRateLimit(
  rule: RateLimitRule,
  key: string,
  db: Pick<ReturnType<typeof getDb>, "insert"> = getDb(),
): Promise<boolean> {
  const now = new Date();
  sweepNowAndThen(now);
  const own = await countAttempt(db, rule, windowKey(rule, key), now);
  if (!isIP(key)) return own <= limitOf(rule);
  const all = await countAttempt(db, rule, allAddressesKey(rule), now);
  return own <= limitOf(rule) && all <= limitOf(rule) * ALL_ADDRESSES_FACTOR;
}

async function countAttempt(
  db: Pick<ReturnType<typeof getDb>, "insert">,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<number> {
  const { resetAt, count } = rateLimitWindows;
  const windowOver = sql`${resetAt} <= ${now}`;
  const [window] = await db
    .insert(rateLimitWindows)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + rule.windowMs) })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${count} + 1 end`,
        resetAt: sql`case when ${windowOver} then excluded.reset_at else ${resetAt} end`,
      },
    })
    .returning({ count });
  return window?.count ?? 1;
}

/** True when `key` (or, for an address, every address together) has used up its window, without counting an attempt. */
export async function isRateLimited(rule: RateLimitRule, key: string): Promise<boolean> {
  const spent = (windowOf: string, max: number) =>
    and(eq(rateLimitWindows.key, windowOf), gt(rateLimitWindows.resetAt, new Date()), gte(rateLimitWindows.count, max));
  const [window] = await getDb()
    .select({ key: rateLimitWindows.key })
    .from(rateLimitWindows)
    .where(
      isIP(key)
        ? or(
            spent(windowKey(rule, key), limitOf(rule)),
            spent(allAddressesKey(rule), limitOf(rule) * ALL_ADDRESSES_FACTOR),
          )
        : spent(windowKey(rule, key), limitOf(rule)),
    );
  return window !== undefined;
}

/**
 * Counts one failure by `key` in a window that starts again at each
 * failure (so the count is forgotten `rule.windowMs` after the last one).
 */
export async function countFailure(rule: RateLimitRule, key: string): Promise<void> {
  const now = new Date();
  const { resetAt, count } = rateLimitWindows;
  await getDb()
    .insert(rateLimitWindows)
    .values({ key: windowKey(rule, key), count: 1, resetAt: new Date(now.getTime() + rule.windowMs) })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${resetAt} <= ${now} then 1 else ${count} + 1 end`,
        resetAt: sql`excluded.reset_at`,
      },
    });
}

/** The failures counted by countFailure for `key`, and when the last one was. */
export async function getFailures(rule: RateLimitRule, key: string): Promise<{ count: number; lastAt: number }> {
  const [window] = await getDb()
    .select({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, windowKey(rule, key)), gt(rateLimitWindows.resetAt, new Date())));
  if (!window) return { count: 0, lastAt: 0 };
  return { count: window.count, lastAt: window.resetAt.getTime() - rule.windowMs };
}

/** Forgets the window of `rule` for `key`, or (prefix) every window whose key starts with it. */
export async function forgetWindows(rule: RateLimitRule, key: string, match: "exact" | "prefix"): Promise<void> {
  const { key: column } = rateLimitWindows;
  const full = windowKey(rule, key);
  await getDb()
    .delete(rateLimitWindows)
    .where(match === "exact" ? eq(column, full) : sql`starts_with(${column}, ${full})`);
}

/** Forgets every window (tests). */
export async function resetRateLimits(): Promise<void> {
  await getDb().delete(rateLimitWindows);
}

function windowKey(rule: RateLimitRule, key: string) {
  return `${rule.name}:${addressBlockOf(key).toLowerCase()}`;
}

/** No address or email looks like this. */
const allAddressesKey = (rule: RateLimitRule) => `${rule.name}:*`;

/**
 * What a limit per client address counts: an IPv6 address by its /64, the
 * block one subscriber is given (RFC 6177; every Indian mobile carrier hands
 * each phone a /64), so that walking the other 2^64 addresses of one's own
 * block does not lift a limit; an IPv4-mapped IPv6 address as its IPv4. Any
 * other key (an IPv4 address, an email, a phone number) as it is.
 */
function addressBlockOf(key: string): string {
  if (!isIPv6(key)) return key;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(key);
  if (mapped?.[1]) return mapped[1];
  // Expand "::" to the missing groups, then keep the first four.
  const [head = "", tail = ""] = key.split("::");
  const left = head ? head.split(":") : [];
  const right = key.includes("::") && tail ? tail.split(":") : [];
  const groups = key.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

function sweepNowAndThen(now: Date) {
  if (now.getTime() - sweptAt < SWEEP_EVERY_MS) return;
  sweptAt = now.getTime();
  getDb()
    .delete(rateLimitWindows)
    .where(lte(rateLimitWindows.resetAt, now))
    .catch((error: unknown) => logger.warn({ err: error }, "deleting old rate-limit windows failed"));
}
