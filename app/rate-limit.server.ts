// Fixed-window request limits per client address, kept in memory: enough
// for one server process. (Several servers behind a balancer would each
// count separately; a shared store is the path then.)

import { getEnv } from "#app/env.server.ts";

type Window = { count: number; resetAt: number };

const windows = new Map<string, Window>();
let sweptAt = Date.now();

export type RateLimitRule = { name: string; max: number; windowMs: number };

export const RATE_LIMITS = {
  signUp: { name: "sign-up", max: 5, windowMs: 15 * 60_000 },
  signIn: { name: "sign-in", max: 10, windowMs: 5 * 60_000 },
  /** Failed sign-ins per account, whatever the address: stops guessing from many hosts. */
  signInFailures: { name: "sign-in-failures", max: 10, windowMs: 15 * 60_000 },
  passwordReset: { name: "password-reset", max: 5, windowMs: 15 * 60_000 },
  /** Reset emails per account: nobody can flood a client's inbox. */
  passwordResetAccount: { name: "password-reset-account", max: 3, windowMs: 60 * 60_000 },
  resendVerification: { name: "resend-verification", max: 3, windowMs: 15 * 60_000 },
  booking: { name: "booking", max: 10, windowMs: 10 * 60_000 },
  bookingSearch: { name: "booking-search", max: 30, windowMs: 10 * 60_000 },
  upload: { name: "upload", max: 60, windowMs: 10 * 60_000 },
  enquiry: { name: "enquiry", max: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

// RATE_LIMIT_FACTOR multiplies every limit (the end-to-end tests, all from
// one address, raise it).
const factor = getEnv().RATE_LIMIT_FACTOR;

/**
 * Counts one attempt by `key` (a client address, or an account's email);
 * false when the key has used up its window.
 */
export function checkRateLimit(rule: RateLimitRule, key: string): boolean {
  const now = Date.now();
  sweep(now);
  const id = windowId(rule, key);
  const window = windows.get(id);
  if (!window || window.resetAt <= now) {
    windows.set(id, { count: 1, resetAt: now + rule.windowMs });
    return true;
  }
  window.count++;
  return window.count <= rule.max * factor;
}

/** True when `key` has used up its window, without counting an attempt. */
export function isRateLimited(rule: RateLimitRule, key: string): boolean {
  const window = windows.get(windowId(rule, key));
  return window !== undefined && window.resetAt > Date.now() && window.count >= rule.max * factor;
}

function windowId(rule: RateLimitRule, key: string) {
  return `${rule.name}:${key.toLowerCase()}`;
}

/** Forgets every window (tests). */
export function resetRateLimits(): void {
  windows.clear();
}

function sweep(now: number) {
  if (now - sweptAt < 60_000) return;
  sweptAt = now;
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}
