// Issue 9: brute force and enumeration limits per account, sessions that
// are new at every login and end at logout and reset, and the audit trail.
// The route actions are called as React Router calls them.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, like, sql } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import { registerUser } from "#app/accounts/accounts.server.ts";
import { getAuth } from "#app/accounts/auth.server.ts";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { purgeExpiredAuditEvents } from "#app/audit/audit.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookings, outbox, session, uploads, user, verification } from "#app/db/schema.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import { loader as downloadLoader } from "#app/routes/admin.uploads.ts";
import { action as closeAction } from "#app/routes/admin-dashboard.tsx";
import { loader as exportLoader } from "#app/routes/admin-dashboard[.]csv.ts";
import { action as changePasswordAction } from "#app/routes/change-password.tsx";
import { action as forgotAction } from "#app/routes/forgot-password.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as logoutAction } from "#app/routes/logout.ts";
import { action as resetAction } from "#app/routes/reset-password.tsx";
import { action as twoFactorAction } from "#app/routes/two-factor.tsx";
import { action as setupAction } from "#app/routes/two-factor-setup.tsx";
import { getStorage } from "#app/uploads/storage.server.ts";
import { SESSION_COOKIES } from "#server/html-cache-keys.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute as call, settle } from "#tests/route-call.ts";
import { setUpTwoFactor, signInCookie } from "#tests/sessions.ts";
import { nextAppCode } from "#tests/totp.ts";

setupTestDatabase();

afterEach(async () => {
  vi.useRealTimers();
  await resetRateLimits();
});

const PASSWORD = "Secret1";
const newEmail = () => `client-${randomUUID()}@example.com`;

async function verifiedUser(role: "user" | "admin" = "user") {
  const email = newEmail();
  await registerUser({ name: "Asha Rao", email, phone: "9876543210", password: PASSWORD, headers: new Headers() });
  await getDb().update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
  return email;
}

const logIn = (email: string, password: string, address?: string, cookie?: string) =>
  settle(call(loginAction, "/login", { form: { email, password }, address, cookie }));

test("successful logins do not count as failures", async () => {
  const email = await verifiedUser();
  for (let attempt = 0; attempt < 12; attempt++) {
    expect((await logIn(email, PASSWORD, `10.4.0.${attempt}`)).status).toBe(302);
  }
});

test("the session cookie a login sets is one the page cache keeps pages for (decision 015)", async () => {
  const email = await verifiedUser();
  const answer = await answerOf(call(loginAction, "/login", { form: { email, password: PASSWORD } }));
  expect(answer.status).toBe(302);
  const names = answer.cookies.split("; ").map((pair) => pair.slice(0, pair.indexOf("=")));
  const sessions = names.filter((name) => name.includes("session_token"));
  expect(sessions).toHaveLength(1);
  expect(SESSION_COOKIES.has(sessions[0] ?? "")).toBe(true);
});

test("a login sends back only to a page of this site, whatever the redirectTo holds (never a 500)", async () => {
  const email = await verifiedUser();
  const cases: [string, string][] = [
    ["/user-dashboard?tab=1", "/user-dashboard?tab=1"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/\nSet-Cookie: x=1", "/Set-Cookie:%20x=1"],
    ["//evil.example", "/"],
    ["https://evil.example/", "/"],
  ];
  for (const [redirectTo, expected] of cases) {
    const answer = await settle(call(loginAction, "/login", { form: { email, password: PASSWORD, redirectTo } }));
    expect([redirectTo, answer.status, answer.location]).toEqual([redirectTo, 302, expected]);
  }
});

test("every login gets a new session, even when an old one is presented", async () => {
  const email = await verifiedUser();
  const first = await logIn(email, PASSWORD);
  // A live session does not log in again: the login page sends it to its dashboard (issue 19.1).
  expect(await logIn(email, PASSWORD, "10.0.0.1", first.cookie)).toMatchObject({ status: 302, cookie: "" });
  expect((await settle(call(logoutAction, "/logout", { form: {}, cookie: first.cookie }))).status).toBe(302);
  const second = await logIn(email, PASSWORD, "10.0.0.1", first.cookie);
  expect(first.cookie).not.toBe("");
  expect(second.cookie).not.toBe("");
  expect(second.cookie).not.toBe(first.cookie);
});

test("logout ends the session on the server", async () => {
  const email = await verifiedUser();
  const { cookie } = await logIn(email, PASSWORD);
  const asked = () => getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  expect(await asked()).toMatchObject({ email });
  expect((await settle(call(logoutAction, "/logout", { form: {}, cookie }))).status).toBe(302);
  expect(await asked()).toBeNull();
});

test("a session ends 30 days after its login for a client and 12 hours after for an admin, however active", async () => {
  const clientEmail = await verifiedUser();
  const adminEmail = await verifiedUser("admin");
  const client = await logIn(clientEmail, PASSWORD);
  const admin = await logIn(adminEmail, PASSWORD);
  const asked = (cookie: string) => getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  const ageSessions = (email: string, interval: string) =>
    getDb().execute(
      sql`update session set created_at = now() - ${interval}::interval, updated_at = now()
          where user_id = (select id from "user" where email = ${email})`,
    );
  const sessionsOf = async (email: string) =>
    (await getDb().execute(sql`select 1 from session join "user" u on u.id = user_id where u.email = ${email}`)).rows;

  // Used a minute ago (so idle-wise fresh), logged in 13 hours ago.
  await ageSessions(clientEmail, "13 hours");
  await ageSessions(adminEmail, "13 hours");
  expect(await asked(client.cookie)).toMatchObject({ email: clientEmail });
  expect(await asked(admin.cookie)).toBeNull();
  expect(await sessionsOf(adminEmail)).toEqual([]);

  await ageSessions(clientEmail, "31 days");
  expect(await asked(client.cookie)).toBeNull();
  expect(await sessionsOf(clientEmail)).toEqual([]);
});

test("changing the password needs the current one, ends every other session and keeps this one signed in", async () => {
  const email = await verifiedUser();
  const other = await logIn(email, PASSWORD, "10.7.0.1");
  const here = await logIn(email, PASSWORD, "10.7.0.2");
  const asked = (cookie: string) => getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  const change = (form: Record<string, string>, cookie = here.cookie) =>
    settle(call(changePasswordAction, "/change-password", { form, cookie, address: "10.7.0.2" }));
  const fieldErrors = (body: unknown) => (body as { result?: { error?: Record<string, string[]> } }).result?.error;

  const wrong = await change({
    currentPassword: "Wrong-Pass-1",
    newPassword: "Kaveri-Delta9",
    confirmPassword: "Kaveri-Delta9",
  });
  expect([wrong.status, fieldErrors(wrong.body)]).toEqual([
    400,
    { currentPassword: ["Your current password is not correct"] },
  ]);
  const common = await change({ currentPassword: PASSWORD, newPassword: "Qwerty123", confirmPassword: "Qwerty123" });
  expect([common.status, fieldErrors(common.body)]).toEqual([
    400,
    { newPassword: ["This password is too common. Please choose another."] },
  ]);
  const mismatch = await change({
    currentPassword: PASSWORD,
    newPassword: "Kaveri-Delta9",
    confirmPassword: "Kaveri-Delta8",
  });
  expect([mismatch.status, fieldErrors(mismatch.body)]).toEqual([
    400,
    { confirmPassword: ["The two new passwords do not match"] },
  ]);
  expect(await asked(other.cookie)).toMatchObject({ email });

  const changed = await change({
    currentPassword: PASSWORD,
    newPassword: "Kaveri-Delta9",
    confirmPassword: "Kaveri-Delta9",
  });
  expect([changed.status, changed.location]).toEqual([302, "/change-password"]);
  expect(changed.cookie).not.toBe("");
  expect(await asked(other.cookie)).toBeNull();
  expect(await asked(here.cookie)).toBeNull();
  expect(await asked(changed.cookie)).toMatchObject({ email });
  expect((await logIn(email, PASSWORD)).status).toBe(401);
  expect((await logIn(email, "Kaveri-Delta9")).status).toBe(302);

  // Nobody signed in: to the login page, nothing changed.
  expect((await settle(call(changePasswordAction, "/change-password", { form: {} }))).location).toMatch(/^\/login\?/);
});

test("an admin's new password needs 12 characters", async () => {
  const email = await verifiedUser("admin");
  const { cookie } = await logIn(email, PASSWORD);
  const short = await settle(
    call(changePasswordAction, "/change-password", {
      form: { currentPassword: PASSWORD, newPassword: "Kaveri-Del9", confirmPassword: "Kaveri-Del9" },
      cookie,
    }),
  );
  expect(short.status).toBe(400);
  expect(JSON.stringify(short.body)).toContain("An admin password must be at least 12 characters.");
});

/** Every cookie a route's answer sets, as a Cookie header (the route's redirect is thrown or returned). */
async function answerOf(
  outcome: unknown,
): Promise<{ status: number; location: string; cookies: string; body: unknown }> {
  let value: unknown;
  try {
    value = await outcome;
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const cookies = value.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .filter((pair) => !pair?.endsWith("="))
      .join("; ");
    return { status: value.status, location: value.headers.get("location") ?? "", cookies, body: null };
  }
  const { init, data } = value as { init?: { status?: number }; data: unknown };
  return { status: init?.status ?? 200, location: "", cookies: "", body: data };
}

test("an admin sets up an authenticator app, then signs in with its code or a backup code, each code once", async () => {
  const email = await verifiedUser("admin");
  const first = await logIn(email, PASSWORD);
  const setup = (form: Record<string, string>, cookie: string) =>
    answerOf(call(setupAction, "/two-factor-setup", { form, cookie }));

  const wrongPassword = await setup({ intent: "start", password: "Wrong-Pass-1" }, first.cookie);
  expect(wrongPassword.status).toBe(400);
  const started = await setup({ intent: "start", password: PASSWORD }, first.cookie);
  const enrolment = (started.body as { enrolment: { qrSvg: string; secret: string; backupCodes: string[] } }).enrolment;
  expect(enrolment.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
  expect(enrolment.backupCodes).toHaveLength(10);

  // Not on until a code confirms it: a login still gets a session at once.
  expect((await logIn(email, PASSWORD)).status).toBe(302);
  expect((await setup({ intent: "confirm", code: "000000" }, first.cookie)).status).toBe(400);
  const enrolmentCode = await nextAppCode(enrolment.secret);
  const confirmed = await setup({ intent: "confirm", code: enrolmentCode }, first.cookie);
  expect([confirmed.status, confirmed.location]).toEqual([302, "/two-factor-setup"]);
  const [row] = await getDb().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email));
  expect(row?.on).toBe(true);

  const signInTo = async (redirectTo: string) => {
    const answer = await answerOf(call(loginAction, "/login", { form: { email, password: PASSWORD, redirectTo } }));
    // The password alone gives no session, only the challenge.
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/two-factor?${new URLSearchParams({ redirectTo })}`);
    expect(answer.cookies).not.toMatch(/session_token=/);
    expect(answer.cookies).toMatch(/better-auth\.two_factor=/);
    return answer.cookies;
  };
  const second = (code: string, cookie: string) =>
    answerOf(call(twoFactorAction, "/two-factor", { form: { code, redirectTo: "/admin-dashboard" }, cookie }));

  // The code that turned two-factor on is spent: it cannot sign in too (issue 34.7).
  expect((await second(enrolmentCode, await signInTo("/admin-dashboard"))).status).toBe(401);
  const challenge = await signInTo("/admin-dashboard");
  expect((await second("123456", challenge)).status).toBe(401);
  const code = await nextAppCode(enrolment.secret);
  const passed = await second(code, challenge);
  expect([passed.status, passed.location]).toEqual([302, "/admin-dashboard"]);
  const session = passed.cookies.match(/better-auth\.session_token=[^;]+/)?.[0] ?? "";
  expect(await getSessionUser(new Request("http://localhost/", { headers: { Cookie: session } }))).toMatchObject({
    email,
    role: "admin",
  });
  // A challenge serves one sign-in.
  expect((await second(await nextAppCode(enrolment.secret), challenge)).status).toBe(401);
  // A code serves one sign-in: seen over a shoulder, it is no use to someone holding the password.
  const replayed = await second(code, await signInTo("/admin-dashboard"));
  expect([replayed.status, replayed.cookies]).toEqual([401, expect.not.stringMatching(/session_token=[^;]/)]);

  const backupCode = enrolment.backupCodes[0] ?? "";
  const withBackup = await second(backupCode, await signInTo("/"));
  expect(withBackup.status).toBe(302);
  expect(withBackup.cookies).toMatch(/better-auth\.session_token=/);
  expect((await second(backupCode, await signInTo("/"))).status).toBe(401);

  // No challenge cookie: back to the login page.
  expect((await answerOf(call(twoFactorAction, "/two-factor", { form: { code: "123456" } }))).location).toBe("/login");
});

test("a password reset ends every session of the account", async () => {
  const email = await verifiedUser();
  const sessions = [await logIn(email, PASSWORD), await logIn(email, PASSWORD)];
  await settle(call(forgotAction, "/forgot-password", { form: { email } }));
  const [row] = await getDb()
    .select({ identifier: verification.identifier })
    .from(verification)
    .innerJoin(user, eq(sql`${user.id}`, verification.value))
    .where(and(eq(user.email, email), like(verification.identifier, "reset-password:%")));
  const token = row?.identifier.slice("reset-password:".length) ?? "";
  const reset = await settle(call(resetAction, "/reset-password", { form: { token, password: "New-Ledger-26" } }));
  expect(reset.status).toBe(302);
  for (const { cookie } of sessions) {
    expect(await getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toBeNull();
  }
  const [account] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  expect(
    await getDb()
      .select()
      .from(session)
      .where(eq(session.userId, account?.id ?? "")),
  ).toEqual([]);
});

test("reset emails are limited per account, with the same answer every time", async () => {
  const email = await verifiedUser();
  const answers = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    answers.push(
      await settle(call(forgotAction, "/forgot-password", { form: { email }, address: `10.5.0.${attempt}` })),
    );
  }
  expect(answers.map((answer) => [answer.status, (answer.body as { notice: string | null }).notice])).toEqual(
    Array.from({ length: 5 }, () => [200, "Please check your email for password reset instructions"]),
  );
  const queued = await getDb().select().from(outbox).where(eq(outbox.to, email));
  expect(queued.filter((mail) => mail.subject === "Reset your password")).toHaveLength(3);
});

test("the audit trail records sign-ins, refusals and admin actions, and never a password", async () => {
  const userEmail = await verifiedUser();
  const adminEmail = await verifiedUser("admin");
  await logIn(userEmail, "Wrong-Password-1", "10.6.0.1");
  const asUser = await logIn(userEmail, PASSWORD, "10.6.0.1");
  const asAdmin = await logIn(adminEmail, PASSWORD, "10.6.0.2");

  // A user turned away from the firm's side.
  await settle(
    call(closeAction, "/admin-dashboard", { form: { intent: "close", bookingId: "x" }, cookie: asUser.cookie }),
  );

  // An admin closes a booking, exports and downloads a document.
  const bookingId = `ETF-${Date.now()}-1`;
  await getDb()
    .insert(bookings)
    .values({ bookingId, customerName: "Audit Test", email: userEmail, phone: "9876543210" });
  const stored = await getStorage().save(Readable.from([Buffer.from("%PDF-1.7 audit")]));
  const [upload] = await getDb()
    .insert(uploads)
    .values({
      bookingId,
      fileName: "pan.pdf",
      contentType: "application/pdf",
      storageKey: stored.key,
      size: stored.size,
      sha256: stored.sha256,
    })
    .returning({ id: uploads.id });
  // The password alone opens no staff page: two-factor is set up first.
  const refused = await settle(
    call(closeAction, "/admin-dashboard", { cookie: asAdmin.cookie, form: { intent: "close", bookingId } }),
  );
  expect([refused.status, refused.location]).toEqual([
    302,
    `/two-factor-setup?${new URLSearchParams({ redirectTo: "/admin-dashboard" })}`,
  ]);
  const admin = { cookie: (await setUpTwoFactor(asAdmin.cookie, PASSWORD)).cookie, address: "10.6.0.2" };
  expect(
    (await settle(call(closeAction, "/admin-dashboard", { ...admin, form: { intent: "close", bookingId } }))).status,
  ).toBe(200);
  const exported = (await call(exportLoader, "/admin-dashboard.csv?status=closed", admin)) as Response;
  await exported.text();
  const download = (await call(downloadLoader, `/admin/uploads/${upload?.id}`, {
    ...admin,
    params: { uploadId: String(upload?.id) },
  })) as Response;
  await download.arrayBuffer();

  const events = await getDb().select().from(auditEvents).orderBy(auditEvents.id);
  const summary = events
    .filter((event) => [userEmail, adminEmail].includes(event.actorEmail ?? ""))
    .map((event) => [event.action, event.actorEmail, event.target, event.clientAddress]);
  expect(summary).toEqual([
    ["sign-in-failed", userEmail, "wrong email or password", "10.6.0.1"],
    ["sign-in", userEmail, "", "10.6.0.1"],
    ["sign-in", adminEmail, "", "10.6.0.2"],
    ["access-refused", userEmail, "POST /admin-dashboard", ""],
    ["booking-closed", adminEmail, bookingId, "10.6.0.2"],
    ["csv-export", adminEmail, "/admin-dashboard.csv?status=closed", "10.6.0.2"],
    ["document-download", adminEmail, `upload ${upload?.id} (pan.pdf)`, "10.6.0.2"],
  ]);
  for (const event of events) expect(event.at).toBeInstanceOf(Date);
  const everything = JSON.stringify(events);
  expect(everything).not.toContain(PASSWORD);
  expect(everything).not.toContain("Wrong-Password-1");
  expect(everything).not.toContain(asUser.cookie.split("=")[1]);
});

test("audit events are kept for more than a year, then purged", async () => {
  const day = 24 * 60 * 60_000;
  const now = new Date();
  const [recent, old] = await getDb()
    .insert(auditEvents)
    .values([
      { action: "sign-in", actorEmail: "kept@example.com", at: new Date(now.getTime() - 366 * day) },
      { action: "sign-in", actorEmail: "purged@example.com", at: new Date(now.getTime() - 401 * day) },
    ])
    .returning({ id: auditEvents.id });
  expect(await purgeExpiredAuditEvents(now)).toBeGreaterThanOrEqual(1);
  const left = await getDb().select({ id: auditEvents.id }).from(auditEvents);
  expect(left.map((row) => row.id)).toContain(recent?.id);
  expect(left.map((row) => row.id)).not.toContain(old?.id);
});

test("one request's loaders share one session lookup of one query; the next request looks again and sees a logout", async () => {
  const email = await verifiedUser();
  const cookie = await signInCookie(email, PASSWORD);
  const betterAuth = vi.spyOn(getAuth().api, "getSession");
  const queries = vi.spyOn(getDb().$client, "query");
  const sessionQueries = () =>
    queries.mock.calls.filter(([query]) => /from \\"session\\" inner join/.test(JSON.stringify(query))).length;
  const request = new Request("http://localhost/user-dashboard", { headers: { Cookie: cookie } });
  // The root loader and the page's guard, at once.
  const [root, guard] = await Promise.all([getSessionUser(request), getSessionUser(request)]);
  expect(root?.email).toBe(email);
  expect(guard).toBe(root);
  // A fresh session is read by one query of ours, not Better Auth's two (issue 41 part 2).
  expect(sessionQueries()).toBe(1);
  expect(betterAuth).not.toHaveBeenCalled();

  await getDb()
    .delete(session)
    .where(eq(session.userId, root?.id ?? ""));
  const next = new Request("http://localhost/user-dashboard", { headers: { Cookie: cookie } });
  expect(await getSessionUser(next)).toBeNull();
  expect(sessionQueries()).toBe(2);
  queries.mockRestore();
  betterAuth.mockRestore();
});

test("a session cookie whose signature is not the server's is no session, whatever token it names", async () => {
  const email = await verifiedUser();
  const cookie = await signInCookie(email, PASSWORD);
  const asked = (value: string) => getSessionUser(new Request("http://localhost/", { headers: { Cookie: value } }));
  expect(await asked(cookie)).toMatchObject({ email });
  const [name, value] = [
    cookie.slice(0, cookie.indexOf("=")),
    decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)),
  ];
  const token = value.slice(0, value.lastIndexOf("."));
  const forged = `${token}.${Buffer.alloc(32, 7).toString("base64")}`;
  expect(await asked(`${name}=${encodeURIComponent(forged)}`)).toBeNull();
  expect(await asked(`${name}=${encodeURIComponent(token)}`)).toBeNull();
  // The same cookie twice, one forged: Better Auth decides, as it would alone.
  expect(await asked(`${name}=${encodeURIComponent(forged)}; ${cookie}`)).toBeNull();
});

test("a session is renewed by Better Auth once a day of use, and an expired one ends", async () => {
  const email = await verifiedUser();
  const cookie = await signInCookie(email, PASSWORD);
  const asked = () => getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  const expiresAt = async () =>
    (
      await getDb()
        .select({ at: session.expiresAt })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(eq(user.email, email))
    )[0]?.at;
  const betterAuth = vi.spyOn(getAuth().api, "getSession");
  // Renewed a day and a minute ago: due (updateAge is a day, the session lives 7).
  await getDb()
    .update(session)
    .set({ expiresAt: sql`now() + interval '6 days' - interval '1 minute'` })
    .where(sql`user_id = (select id from "user" where email = ${email})`);
  expect(await asked()).toMatchObject({ email });
  expect(betterAuth).toHaveBeenCalledTimes(1);
  expect((await expiresAt())?.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 60 * 60_000 - 60_000);
  // Renewed now: the next requests read it without Better Auth.
  expect(await asked()).toMatchObject({ email });
  expect(betterAuth).toHaveBeenCalledTimes(1);

  await getDb()
    .update(session)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(sql`user_id = (select id from "user" where email = ${email})`);
  expect(await asked()).toBeNull();
  expect(await expiresAt()).toBeUndefined();
  betterAuth.mockRestore();
});
