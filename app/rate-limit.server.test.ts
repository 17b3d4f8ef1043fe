import { afterEach, expect, test, vi } from "vitest";
import { checkRateLimit, resetRateLimits } from "#app/rate-limit.server.ts";

afterEach(() => {
  vi.useRealTimers();
  resetRateLimits();
});

const RULE = { name: "test", max: 3, windowMs: 60_000 };

test("allows max attempts per address and window, then refuses", () => {
  expect([1, 2, 3].map(() => checkRateLimit(RULE, "10.0.0.1"))).toEqual([true, true, true]);
  expect(checkRateLimit(RULE, "10.0.0.1")).toBe(false);
  // Another address has its own count.
  expect(checkRateLimit(RULE, "10.0.0.2")).toBe(true);
});

test("a new window starts when the old one is over", () => {
  vi.useFakeTimers();
  for (let attempt = 0; attempt < 4; attempt++) checkRateLimit(RULE, "10.0.0.3");
  expect(checkRateLimit(RULE, "10.0.0.3")).toBe(false);
  vi.advanceTimersByTime(60_001);
  expect(checkRateLimit(RULE, "10.0.0.3")).toBe(true);
});
