import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  isEmailRegistered,
  registerUser,
  requestPasswordReset,
  resetPassword,
  signIn,
} from "#app/accounts/accounts.server.ts";
import { createOrPromoteAdmin } from "#app/accounts/admins.server.ts";
import { getAuth } from "#app/accounts/auth.server.ts";
import { rememberPendingVerification } from "#app/accounts/pending-verification.server.ts";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { outbox, session, user, verification } from "#app/db/schema.ts";
import { createSender } from "#app/mail/delivery.server.ts";
import { loader as authLinks } from "#app/routes/api.auth.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail, makeMailDue } from "#tests/jobs.ts";
import { getLink, startSmtpServer } from "#tests/smtp.ts";

setupTestDatabase();

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const openAuthLink = (url: string, cookie?: string) =>
  authLinks({ request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }) } as Parameters<
    typeof authLinks
  >[0]);
const newEmail = () => `client-${randomUUID()}@example.com`;
const send = (options: { dueNow?: boolean } = {}) => deliverMail(createSender({ smtpUrl: smtp.url }), options);
const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));

async function register(email: string, password = "Secret1") {
  const registered = await registerUser({
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    password,
    headers: new Headers(),
  });
  if (!registered.ok) throw new Error(registered.message);
  // The cookie the sign-up page sets in the browser that signed up.
  return (await rememberPendingVerification(email, registered.userId)).split(";")[0] ?? "";
}

test("registration sends a verification mail whose link verifies the account", async () => {
  const email = newEmail();
  const signUpBrowser = await register(email);
  expect(await isEmailRegistered(email.toUpperCase())).toBe(true);
  const [created] = await getDb()
    .select({ role: user.role, verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  expect(created).toEqual({ role: "user", verified: false });

  // A right password on an unverified email is refused with its own reason.
  expect(await signIn({ email, password: "Secret1", headers: new Headers() })).toEqual({
    ok: false,
    reason: "unverified",
  });

  expect(await send()).toBeGreaterThanOrEqual(1);
  const [mail] = mailsTo(email);
  expect(mail?.raw).toContain("Subject: Verify your email address");
  expect(mail?.raw).toContain("Phone: +91 98765 43210");
  const link = getLink(mail?.raw ?? "", /http:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/);

  // Through the one door the site opens to Better Auth's links, in the browser that signed up.
  const response = await openAuthLink(link, signUpBrowser);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toContain("/login?verified=1");

  const outcome = await signIn({ email, password: "Secret1", headers: new Headers() });
  expect(outcome.ok).toBe(true);
  if (!outcome.ok) return;
  const cookie = outcome.headers.get("set-cookie")?.split(";")[0] ?? "";
  const session = await getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  expect(session).toMatchObject({ email, name: "Asha Rao", phone: "+91 98765 43210", role: "user" });
});

test("an auth link that sends people anywhere but a page of this site is refused as broken", async () => {
  for (const callbackURL of ["AAAA", "https://evil.example/", "//evil.example", "/\\evil.example"]) {
    const response = await openAuthLink(
      `http://localhost/api/auth/verify-email?${new URLSearchParams({ token: "not-a-token", callbackURL })}`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("That link is broken. Please open it again from the email.");
  }
  // Ours goes on to Better Auth, which says the token is no good.
  const ours = await openAuthLink("http://localhost/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin");
  expect(ours.status).toBe(302);
  expect(ours.headers.get("location")).toMatch(/^\/login\?error=/);
});

test("a wrong password and an unknown email fail the same way", async () => {
  const email = newEmail();
  await register(email);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  expect(await signIn({ email, password: "Wrong11", headers: new Headers() })).toEqual({
    ok: false,
    reason: "invalid",
  });
  expect(await signIn({ email: newEmail(), password: "Secret1", headers: new Headers() })).toEqual({
    ok: false,
    reason: "invalid",
  });
});

test("the reset link sets a new password once", async () => {
  const email = newEmail();
  await register(email);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  await requestPasswordReset(email, new Headers());
  await send();
  const mail = mailsTo(email).find((message) => message.raw.includes("Subject: Reset your password"));
  const link = getLink(mail?.raw ?? "", /http:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/);

  const response = await getAuth().handler(new Request(link));
  const location = new URL(response.headers.get("location") ?? "", "http://localhost");
  expect(location.pathname).toBe("/reset-password");
  const token = location.searchParams.get("token") ?? "";
  expect(token).not.toBe("");

  // A common password is refused and leaves the link usable.
  expect(await resetPassword(token, "Password1")).toEqual({
    refused: "This password is too common. Please choose another.",
  });
  expect(await resetPassword(token, "New-Ledger-26")).toBe(true);
  expect(await resetPassword(token, "Another1")).toBe(false);
  expect((await signIn({ email, password: "New-Ledger-26", headers: new Headers() })).ok).toBe(true);
  expect((await signIn({ email, password: "Secret1", headers: new Headers() })).ok).toBe(false);
});

test("an admin's reset link takes only a password of the admin policy", async () => {
  const email = newEmail();
  await register(email);
  await getDb().update(user).set({ emailVerified: true, role: "admin" }).where(eq(user.email, email));
  await requestPasswordReset(email, new Headers());
  const [row] = await getDb()
    .select({ identifier: verification.identifier })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(user.email, email), like(verification.identifier, "reset-password:%")));
  const token = row?.identifier.slice("reset-password:".length) ?? "";
  expect(await resetPassword(token, "Kaveri-Del9")).toEqual({
    refused: "An admin password must be at least 12 characters.",
  });
  expect(await resetPassword(token, "Kaveri-Delta-2026")).toBe(true);
});

test("a reset request for an unknown email says nothing and sends nothing", async () => {
  const email = newEmail();
  await expect(requestPasswordReset(email, new Headers())).resolves.toBeUndefined();
  const queued = await getDb().select().from(outbox).where(eq(outbox.to, email));
  expect(queued).toEqual([]);
});

test("while the mail server is down, mail waits in the database and goes out once when it is back", async () => {
  const port = smtp.port;
  await smtp.close();
  const email = newEmail();
  await register(email);
  expect(await send()).toBe(0);
  const [waiting] = await getDb().select().from(outbox).where(eq(outbox.to, email));
  expect(waiting?.sentAt).toBeNull();
  expect(waiting?.attempts).toBe(1);
  expect(waiting?.lastError).toBeTruthy();

  smtp = await startSmtpServer(port);
  // Retries wait with backoff; make this one due now.
  expect(await send()).toBe(0);
  await makeMailDue(email);
  expect(await send()).toBe(1);
  expect(await send()).toBe(0);
  expect(mailsTo(email)).toHaveLength(1);
  const [delivered] = await getDb().select().from(outbox).where(eq(outbox.to, email));
  expect(delivered?.sentAt).toBeInstanceOf(Date);
});

async function signInCookie(email: string, password: string): Promise<string> {
  const outcome = await signIn({ email, password, headers: new Headers() });
  return outcome.ok ? (outcome.headers.get("set-cookie")?.split(";")[0] ?? "") : "";
}
const sessionOf = (cookie: string) => getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));

test("create-admin takes over an account whose email was never verified: the operator's password, no old session", async () => {
  const email = newEmail();
  // Someone registers the firm's future admin address first, with their own password.
  await register(email, "Squatter-Pass9");
  // A session they might hold (made as if the email had been verified).
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const squatterCookie = await signInCookie(email, "Squatter-Pass9");
  expect(squatterCookie).not.toBe("");
  await getDb().update(user).set({ emailVerified: false }).where(eq(user.email, email));

  expect(await createOrPromoteAdmin({ email, name: "Firm Admin", password: "Operator-Pass-2026" })).toBe("taken-over");
  expect(await sessionOf(squatterCookie)).toBeNull();
  expect(await signIn({ email, password: "Squatter-Pass9", headers: new Headers() })).toEqual({
    ok: false,
    reason: "invalid",
  });
  const operator = await signIn({ email, password: "Operator-Pass-2026", headers: new Headers() });
  expect(operator).toMatchObject({ ok: true, role: "admin" });
  const [row] = await getDb()
    .select({ name: user.name, verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  expect(row).toEqual({ name: "Firm Admin", verified: true });
});

test("create-admin promotes an account whose email is verified, which keeps its own password; its client sessions end", async () => {
  const email = newEmail();
  await register(email, "Owner-Pass-77");
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const clientCookie = await signInCookie(email, "Owner-Pass-77");
  expect(await sessionOf(clientCookie)).toMatchObject({ role: "user" });
  expect(await createOrPromoteAdmin({ email, name: "Firm Admin", password: "Operator-Pass-2026" })).toBe("promoted");
  // A session opened as a client never becomes a staff session (issue 34.4).
  expect(await sessionOf(clientCookie)).toBeNull();
  expect(await signIn({ email, password: "Owner-Pass-77", headers: new Headers() })).toMatchObject({
    ok: true,
    role: "admin",
  });
  expect((await signIn({ email, password: "Operator-Pass-2026", headers: new Headers() })).ok).toBe(false);
});

test("create-admin gives an account that signed in only by emailed links the operator's password, and ends its sessions", async () => {
  const email = newEmail();
  // A client made by a booking's sign-in link: verified, with no password.
  const context = await getAuth().$context;
  const made = await context.internalAdapter.createUser(
    { name: "Asha Rao", email, emailVerified: true, phone: "" },
    { method: "magic-link" },
  );
  const linkSession = await context.internalAdapter.createSession(made.id);
  expect(await createOrPromoteAdmin({ email, name: "Firm Admin", password: "Operator-Pass-2026" })).toBe(
    "promoted-with-password",
  );
  expect(await getDb().select().from(session).where(eq(session.token, linkSession.token))).toEqual([]);
  expect(await signIn({ email, password: "Operator-Pass-2026", headers: new Headers() })).toMatchObject({
    ok: true,
    role: "admin",
  });
});

test("create-admin makes a new verified admin with the given password", async () => {
  const email = newEmail();
  expect(await createOrPromoteAdmin({ email, name: "Firm Admin", password: "Operator-Pass-2026" })).toBe("created");
  expect(await signIn({ email, password: "Operator-Pass-2026", headers: new Headers() })).toMatchObject({
    ok: true,
    role: "admin",
  });
});
