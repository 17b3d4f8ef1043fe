// Issue 34.5 and 34.7, from outside: a verification link opened away from
// the sign-up's browser asks for the password (a squatter's stops working),
// and an emailed sign-in link signs nobody in on a GET: it opens a page whose
// button posts, which a page of another site cannot do for its visitor.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import {
  CookieJar,
  createAdmin,
  FORM_TYPE,
  form,
  type RawResponse,
  registerVerifiedUser,
  send,
  signIn,
} from "#tests/security/server.ts";
import { decodeQuotedPrintable } from "#tests/smtp.ts";

const server = connectSharedServer();

const get = (target: string, cookie = "") =>
  send(server.origin, { method: "GET", path: target, headers: cookie ? { Cookie: cookie } : {} });
const post = (target: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(server.origin, {
    method: "POST",
    path: target,
    headers: { ...headers, "Content-Type": FORM_TYPE },
    body: form(fields),
  });
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, server.origin);
  return `${pathname}${search}`;
};
const sessionOf = (response: RawResponse) =>
  (response.headers["set-cookie"] ?? []).find((line) => /better-auth\.session_token=[^;]/.test(line));
/** The page's status message (the answer a visitor reads). */
const statusOf = (response: RawResponse) => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(response.body)?.[1];
const isVerified = async (email: string) =>
  (
    await server.query<{ verified: boolean }>(`select email_verified as verified from "user" where email = $1`, [email])
  )[0]?.verified;

async function signUp(email: string, password: string) {
  const answer = await post("/signup", { name: "Asha Rao", email, phone: "+91 98765 43210", password, terms: "on" });
  expect(answer.status, answer.body.slice(0, 300)).toBe(302);
  const [mail] = await server.query<{ text: string }>(`select text from outbox where "to" = $1`, [email]);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link).not.toBe("");
  const jar = new CookieJar();
  jar.store(answer.headers);
  return { link: pathOf(link), text: mail?.text ?? "", jar };
}

test("a verification link opened in another browser asks for the password; the squatter's password stops working", async () => {
  const email = `client-${randomUUID().slice(0, 8)}@example.com`;
  const squatter = await signUp(email, "Squatter-Pass9");
  expect(squatter.text).toContain("If you did not register on our site, someone else typed your address");

  // The client opens the link in their own browser: nothing is verified yet.
  const opened = await get(squatter.link);
  expect(opened.status).toBe(302);
  expect(opened.headers.location).toMatch(/^\/verify-email\?token=/);
  expect(await isVerified(email)).toBe(false);
  const page = await get(String(opened.headers.location));
  expect(page.status).toBe(200);
  expect(page.body).toContain("Choose your password");
  expect(page.body).toContain(email);
  const token = new URL(String(opened.headers.location), server.origin).searchParams.get("token") ?? "";

  // Bad input changes nothing.
  const weak = await post("/verify-email", { token, password: "short" });
  expect(weak.status).toBe(400);
  expect(weak.body).toContain("Password must be at least 6 characters");
  const forged = await post("/verify-email", { token: `${token.slice(0, -4)}AAAA`, password: "Client-Own-Pass9" });
  expect(forged.status).toBe(400);
  expect(forged.body).toContain("This verification link is invalid or has expired.");
  expect(await isVerified(email)).toBe(false);

  const chosen = await post("/verify-email", { token, password: "Client-Own-Pass9" });
  expect(chosen.status).toBe(302);
  expect(chosen.headers.location).toBe("/login?verified=1");
  expect(await isVerified(email)).toBe(true);

  // The squatter's password fails as any wrong one does; the client's opens the account.
  const refused = await post("/login", { email, password: "Squatter-Pass9" });
  expect(refused.status).toBe(401);
  expect(refused.body).toContain("Email or password is incorrect");
  expect((await signIn(server, { email, password: "Client-Own-Pass9" })).response.status).toBe(302);

  // Once verified, the link (in any browser) changes nothing more.
  expect((await get(String(opened.headers.location))).headers.location).toBe("/login?verified=1");
  const again = await post("/verify-email", { token, password: "Another-Pass9" });
  expect(again.status).toBe(302);
  expect((await post("/login", { email, password: "Another-Pass9" })).status).toBe(401);
});

test("in the browser that signed up, the link verifies at once; another sign-up's cookie does not", async () => {
  const own = await signUp(`client-${randomUUID().slice(0, 8)}@example.com`, "Own-Pass9x");
  const other = await signUp(`client-${randomUUID().slice(0, 8)}@example.com`, "Other-Pass9x");
  const crossed = await get(own.link, other.jar.header());
  expect(crossed.headers.location).toMatch(/^\/verify-email\?token=/);
  const verified = await get(own.link, own.jar.header());
  expect(verified.status).toBe(302);
  expect(verified.headers.location).toBe("/login?verified=1");
});

/** The sign-in link of the latest "Your sign-in link" email to `email`, as the delivery loop wrote it. */
async function readSignInLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [mail] = await server.query<{ id: number }>(
      `select id from outbox where "to" = $1 and subject = 'Your sign-in link' and sent_at is not null order by id desc limit 1`,
      [email],
    );
    if (mail) {
      const file = path.join(server.dataDir, "outbox", `${String(mail.id).padStart(6, "0")}.eml`);
      const raw = decodeQuotedPrintable(await readFile(file, "utf8"));
      return pathOf(/https?:\/\/\S+\/sign-in-link\?token=[^\s"<]+/.exec(raw)?.[0] ?? "");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in link was sent to ${email}`);
}

test("'Email me a sign-in link' works as a plain form; the link's page signs in only when its button posts", async () => {
  const client = await registerVerifiedUser(server);
  const asked = await post("/sign-in-link", { email: client.email });
  expect(asked.status).toBe(200);
  expect(asked.body).toContain("If there is an account for this email, a sign-in link is on its way.");
  // An unknown email and an admin's get the same answer, and no email.
  const admin = createAdmin(server);
  for (const email of [`nobody-${randomUUID().slice(0, 8)}@example.com`, admin.email]) {
    const same = await post("/sign-in-link", { email });
    expect(same.status).toBe(200);
    expect(statusOf(same)).toBe(statusOf(asked));
    expect(await server.query(`select id from outbox where "to" = $1`, [email])).toEqual([]);
  }
  const bad = await post("/sign-in-link", { email: "not an email" });
  expect(bad.status).toBe(400);
  expect(bad.body).toContain("Please enter a valid email address");

  const link = await readSignInLink(client.email);
  const token = new URL(link, server.origin).searchParams.get("token") ?? "";
  // Opening it (a person, a mail scanner or another site's page) signs nobody in and spends nothing.
  for (let visit = 0; visit < 2; visit++) {
    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Sign in to your account");
    expect(page.body).toContain(client.email);
    expect(sessionOf(page)).toBeUndefined();
  }
  // Better Auth's own address for it, as links mailed before this change name it, leads to the same page.
  const old = await get(`/api/auth/magic-link/verify?token=${token}&callbackURL=%2Fuser-dashboard`);
  expect(old.status).toBe(302);
  expect(old.headers.location).toBe(`/sign-in-link?token=${token}&callbackURL=%2Fuser-dashboard`);
  expect(sessionOf(old)).toBeUndefined();

  // Another site's page cannot post the button for its visitor.
  const fields = Object.fromEntries(new URL(link, server.origin).searchParams);
  const crossSite = await post("/sign-in-link", fields, {
    Origin: "https://evil.example",
    "Sec-Fetch-Site": "cross-site",
  });
  expect(crossSite.status).toBe(403);
  expect(sessionOf(crossSite)).toBeUndefined();

  const signedIn = await post("/sign-in-link", fields);
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.location).toMatch(/\/user-dashboard$/);
  const jar = new CookieJar();
  jar.store(signedIn.headers);
  expect((await get("/user-dashboard", jar.header())).status).toBe(200);

  // Once only.
  const spent = await post("/sign-in-link", fields);
  expect(spent.status).toBe(302);
  expect(spent.headers.location).toMatch(/^\/login\?link=expired&error=/);
  expect(sessionOf(spent)).toBeUndefined();
  expect((await get(link)).headers.location).toMatch(/^\/login\?link=expired&error=/);
});
