import { afterEach, expect, test, vi } from "vitest";
import {
  checkRateLimit,
  countFailure,
  forgetWindows,
  getFailures,
  isRateLimited,
  resetRateLimits,
} from "#app/rate-limit.server.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

afterEach(async () => {
  vi.useRealTimers();
  await resetRateLimits();
});

const RULE = { name: "test", max: 3, windowMs: 60_000 };

test("allows max attempts per address and window, then refuses", async () => {
  const attempts = [];
  for (let attempt = 0; attempt < 4; attempt++) attempts.push(await checkRateLimit(RULE, "10.0.0.1"));
  expect(attempts).toEqual([true, true, true, false]);
  expect(await isRateLimited(RULE, "10.0.0.1")).toBe(true);
  // Another address has its own count.
  expect(await isRateLimited(RULE, "10.0.0.2")).toBe(false);
  expect(await checkRateLimit(RULE, "10.0.0.2")).toBe(true);
});

test("every address together has a ceiling of fifty times the limit: many addresses cannot multiply it", async () => {
  // 50 addresses use up the ceiling (3 x 50) without any reaching its own limit of 3.
  for (let address = 0; address < 50; address++) {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await checkRateLimit(RULE, `10.1.${address}.1`)).toBe(true);
    }
  }
  expect(await isRateLimited(RULE, "10.2.0.1")).toBe(true);
  expect(await checkRateLimit(RULE, "10.2.0.1")).toBe(false);
  expect(await checkRateLimit(RULE, "2001:db8:1::1")).toBe(false);
  // A limit per account is its own: the addresses' ceiling does not touch it.
  expect(await checkRateLimit(RULE, "asha@example.com")).toBe(true);
});

test("a new window starts when the old one is over", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  for (let attempt = 0; attempt < 4; attempt++) await checkRateLimit(RULE, "10.0.0.3");
  expect(await checkRateLimit(RULE, "10.0.0.3")).toBe(false);
  vi.setSystemTime(Date.now() + 60_001);
  expect(await isRateLimited(RULE, "10.0.0.3")).toBe(false);
  expect(await checkRateLimit(RULE, "10.0.0.3")).toBe(true);
});

test("attempts arriving at once are all counted (one statement each, no lost update)", async () => {
  const rule = { name: "burst", max: 10, windowMs: 60_000 };
  const answers = await Promise.all(Array.from({ length: 25 }, () => checkRateLimit(rule, "10.0.0.4")));
  expect(answers.filter(Boolean)).toHaveLength(10);
});

test("the same account in other letter case shares its window", async () => {
  const rule = { name: "account", max: 1, windowMs: 60_000 };
  expect(await checkRateLimit(rule, "Asha@Example.com")).toBe(true);
  expect(await checkRateLimit(rule, "asha@example.com")).toBe(false);
});

test("failures are counted in a window that starts again at each one, and can be forgotten", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  const rule = { name: "failures", max: 5, windowMs: 60_000 };
  await countFailure(rule, "a@example.com|10.0.0.5");
  vi.setSystemTime(Date.now() + 50_000);
  await countFailure(rule, "a@example.com|10.0.0.5");
  expect(await getFailures(rule, "a@example.com|10.0.0.5")).toEqual({ count: 2, lastAt: Date.now() });
  // 60 s after the last failure, not the first, the count is over.
  vi.setSystemTime(Date.now() + 59_000);
  expect((await getFailures(rule, "a@example.com|10.0.0.5")).count).toBe(2);
  vi.setSystemTime(Date.now() + 2_000);
  expect(await getFailures(rule, "a@example.com|10.0.0.5")).toEqual({ count: 0, lastAt: 0 });
  await countFailure(rule, "a@example.com|10.0.0.5");
  expect((await getFailures(rule, "a@example.com|10.0.0.5")).count).toBe(1);
});

test("forgetting one account's windows leaves an address that merely starts the same", async () => {
  const rule = { name: "forget", max: 5, windowMs: 60_000 };
  for (const key of ["a@b.co", "a@b.com", "a@b.co|10.0.0.6", "a@b.com|10.0.0.6"]) await countFailure(rule, key);
  await forgetWindows(rule, "a@b.co", "exact");
  await forgetWindows(rule, "a@b.co|", "prefix");
  const left = [];
  for (const key of ["a@b.co", "a@b.com", "a@b.co|10.0.0.6", "a@b.com|10.0.0.6"]) {
    left.push((await getFailures(rule, key)).count);
  }
  expect(left).toEqual([0, 1, 0, 1]);
});
