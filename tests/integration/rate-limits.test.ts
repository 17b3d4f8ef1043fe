// Issue 9: every limited form, driven past its limit from one address, says
// so clearly (429) and stops working there; another address still works.
import { randomUUID } from "node:crypto";
import { afterEach, expect, test } from "vitest";
import { RATE_LIMIT_MESSAGE, RATE_LIMITS, type RateLimitRule, resetRateLimits } from "#app/rate-limit.server.ts";
import { action as bookingAction } from "#app/routes/cart-page.tsx";
import { action as enquiryAction } from "#app/routes/enquiry-page.tsx";
import { action as forgotAction } from "#app/routes/forgot-password.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as partnerAction } from "#app/routes/partner-enquiry.tsx";
import { action as searchAction } from "#app/routes/past-booking-details.tsx";
import { action as signupAction } from "#app/routes/signup.tsx";
import { action as uploadAction } from "#app/routes/uploads.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";

setupTestDatabase();
afterEach(async () => {
  await resetRateLimits();
});

const email = () => `client-${randomUUID()}@example.com`;
const person = () => ({ name: "Asha Rao", phone: "9876543210", email: email() });

type Case = {
  rule: RateLimitRule;
  action: (args: never) => unknown;
  path: string;
  form: () => Record<string, string>;
};

const CASES: Case[] = [
  {
    rule: RATE_LIMITS.signUp,
    action: signupAction,
    path: "/signup",
    form: () => ({ ...person(), password: "Secret1", terms: "on" }),
  },
  {
    rule: RATE_LIMITS.signIn,
    action: loginAction,
    path: "/login",
    form: () => ({ email: email(), password: "Wrong11" }),
  },
  { rule: RATE_LIMITS.passwordReset, action: forgotAction, path: "/forgot-password", form: () => ({ email: email() }) },
  { rule: RATE_LIMITS.booking, action: bookingAction, path: "/cart-page", form: () => ({ ...person(), items: "[]" }) },
  {
    rule: RATE_LIMITS.bookingSearch,
    action: searchAction,
    path: "/past-booking-details",
    form: () => ({ bookingId: "ETF-1-1" }),
  },
  { rule: RATE_LIMITS.upload, action: uploadAction, path: "/uploads", form: () => ({ bookingId: "ETF-1-1" }) },
  {
    rule: RATE_LIMITS.enquiry,
    action: enquiryAction,
    path: "/enquiry-page",
    form: () => ({ ...person(), service: "gst", message: "" }),
  },
  {
    rule: RATE_LIMITS.enquiry,
    action: partnerAction,
    path: "/partner-enquiry",
    form: () => ({ ...person(), address: "12 MG Road, Pune", firm_details: "A CA firm of four partners." }),
  },
];

/** The message a limited form shows, wherever the route puts it. */
function messageOf(body: unknown): string {
  const value = body as {
    result?: { error?: Record<string, string[]> };
    message?: string;
    error?: string;
  };
  return value.result?.error?.[""]?.[0] ?? value.message ?? value.error ?? "";
}

for (const { rule, action, path, form } of CASES) {
  test(`${path} allows ${rule.max} tries per address in ${rule.windowMs / 60_000} minutes, then says to wait`, async () => {
    const send = (address: string) => settle(callRoute(action, path, { form: form(), address }));
    for (let attempt = 0; attempt < rule.max; attempt++) {
      expect((await send("10.9.0.1")).status, `attempt ${attempt + 1}`).not.toBe(429);
    }
    const refused = await send("10.9.0.1");
    expect(refused.status).toBe(429);
    expect(messageOf(refused.body)).toBe(RATE_LIMIT_MESSAGE);
    expect((await send("10.9.0.2")).status).not.toBe(429);
  });
}
