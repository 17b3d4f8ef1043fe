// How the public forms apply their limits: past the limit of the client's
// address (shared by many real clients on a carrier network) a form asks for
// the proof-of-work challenge and lets a solved one through; past a limit
// per person (email, phone number) it refuses, saying so.
import type { Challenge } from "altcha-lib";
import { createFormChallenge, redeemSolution } from "#app/challenge/challenge.server.ts";
import {
  checkRateLimit,
  countFailure,
  forgetWindows,
  getFailures,
  isRateLimited,
  limitOf,
  NETWORK_BUSY_MESSAGE,
  NO_SCRIPT_HINT,
  RATE_LIMITS,
  type RateLimitRule,
} from "#app/rate-limit.server.ts";

export { CHALLENGE_FIELD } from "#app/challenge/challenge.server.ts";

export type LimitKey = { rule: RateLimitRule; key: string };

/** Passed, or refused with a message and, when solving one will do, a new challenge for the widget. */
export type LimitVerdict = { ok: true } | { ok: false; message: string; challenge: Challenge | null };

/**
 * Counts a submission of a form against its client's address, then (once
 * the form is valid) against each person key. `solution` is the form's
 * challenge field.
 */
export async function checkFormLimits(options: {
  address: LimitKey;
  people?: LimitKey[];
  solution: unknown;
}): Promise<LimitVerdict> {
  const { rule, key } = options.address;
  if (!(await checkRateLimit(rule, key)) && !(await redeemSolution(options.solution))) {
    return { ok: false, message: NETWORK_BUSY_MESSAGE, challenge: await createFormChallenge() };
  }
  return checkPersonLimits(options.people ?? []);
}

/** The hard limits per person: no challenge lets a flood of one client's email or phone through. */
export async function checkPersonLimits(people: LimitKey[]): Promise<LimitVerdict> {
  for (const person of people) {
    if (!(await checkRateLimit(person.rule, person.key))) {
      return { ok: false, message: getPersonLimitMessage(person.rule), challenge: null };
    }
  }
  return { ok: true };
}

/** One key for the ways of writing one number ("+91 98765-43210", "+919876543210"). */
export function phoneKey(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}

function getPersonLimitMessage(rule: RateLimitRule): string {
  return `Too many requests for ${rule.per ?? "this client"}: at most ${limitOf(rule)} in ${describeWindow(rule.windowMs)}. Please try again later.`;
}

// Failed sign-ins for one account from one address: after the fifth, each
// attempt waits twice as long as the one before (2 s, 4 s, … 5 minutes). The
// count is forgotten an hour after the last failure, at a successful sign-in
// from there, and at a password reset.
const SIGN_IN_DELAY: RateLimitRule = { name: "sign-in-delay", max: 5, windowMs: 60 * 60_000 };
const MAX_DELAY_S = 5 * 60;

const MANY_FAILED_LOGINS_MESSAGE = `There have been many failed logins for this email. Please confirm you are not a robot and log in again. ${NO_SCRIPT_HINT}`;

const pairKey = (email: string, address: string) => `${email}|${address}`;

/**
 * The limits of a sign-in attempt, before the password is checked. Never
 * a lock: an account's owner can always get in, at worst after a wait or a
 * solved challenge.
 */
export async function checkSignInLimits(email: string, address: string, solution: unknown): Promise<LimitVerdict> {
  const { count, lastAt } = await getFailures(SIGN_IN_DELAY, pairKey(email, address));
  const threshold = limitOf(SIGN_IN_DELAY);
  if (count >= threshold) {
    const delayMs = Math.min(2 ** (count - threshold + 1), MAX_DELAY_S) * 1_000;
    const waitMs = lastAt + delayMs - Date.now();
    if (waitMs > 0) {
      return {
        ok: false,
        message: `Too many failed logins for this email. Please wait ${describeWait(waitMs)} and try again, or reset your password.`,
        challenge: null,
      };
    }
  }
  const addressBusy = !(await checkRateLimit(RATE_LIMITS.signIn, address));
  const accountBusy = await isRateLimited(RATE_LIMITS.signInFailures, email);
  if ((addressBusy || accountBusy) && !(await redeemSolution(solution))) {
    return {
      ok: false,
      message: accountBusy ? MANY_FAILED_LOGINS_MESSAGE : NETWORK_BUSY_MESSAGE,
      challenge: await createFormChallenge(),
    };
  }
  return { ok: true };
}

/** A wrong password (not an unverified email) for `email` from `address`. */
export async function recordSignInFailure(email: string, address: string): Promise<void> {
  await checkRateLimit(RATE_LIMITS.signInFailures, email);
  await countFailure(SIGN_IN_DELAY, pairKey(email, address));
}

/** A successful sign-in forgets the failures from its address. */
export async function forgetSignInFailuresFrom(email: string, address: string): Promise<void> {
  await forgetWindows(SIGN_IN_DELAY, pairKey(email, address), "exact");
}

/** A password reset forgets every failed sign-in of the account. */
export async function forgetSignInFailures(email: string): Promise<void> {
  await forgetWindows(RATE_LIMITS.signInFailures, email, "exact");
  await forgetWindows(SIGN_IN_DELAY, `${email}|`, "prefix");
}

/**
 * Whether a booking confirmation may be mailed to `recipient` for a booking
 * sent from `address`. False past either limit: the booking is still saved.
 */
export async function mayMailConfirmation(recipient: string, address: string): Promise<boolean> {
  return (
    (await checkRateLimit(RATE_LIMITS.confirmationRecipient, recipient)) &&
    (await checkRateLimit(RATE_LIMITS.confirmationSender, address)) &&
    (await mayMailVisitor(recipient))
  );
}

/**
 * Whether one more email that a visitor caused may go to `recipient`: the
 * budget all such emails share (RATE_LIMITS.visitorMail), whatever their
 * kind and however many visitors or addresses ask. Ask it last, after the
 * kind's own limits, so that a refused kind spends none of it. False: send
 * nothing, and answer the visitor as if it were sent.
 */
export async function mayMailVisitor(recipient: string, db?: Parameters<typeof checkRateLimit>[2]): Promise<boolean> {
  return checkRateLimit(RATE_LIMITS.visitorMail, recipient.trim().toLowerCase(), db);
}

/**
 * Whether a document receipt may be mailed to `recipient`; past the limit
 * the documents are still kept. Inside a transaction, pass it: a second
 * connection taken while the booking row is locked can exhaust the pool
 * when many uploads for one booking wait on that lock.
 */
export async function mayMailReceipt(recipient: string, db?: Parameters<typeof checkRateLimit>[2]): Promise<boolean> {
  return (await checkRateLimit(RATE_LIMITS.receiptRecipient, recipient, db)) && (await mayMailVisitor(recipient, db));
}

function describeWindow(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes === 60) return "an hour";
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1_000);
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
