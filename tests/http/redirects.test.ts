// Every parameter that redirects or renders a "back" link, with paths that
// a string check takes for this site and a browser takes for another
// (issue 34.2): the answer must resolve, as a browser resolves it, to a page
// of this site. (app/safe-redirect.test.ts holds the rule on its own.)
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { CookieJar, createAdmin, FORM_TYPE, form, registerVerifiedUser, send } from "#tests/security/server.ts";
import { nextAppCode, secretFrom } from "#tests/totp.ts";

const server = connectSharedServer();

const CORPUS = [
  "/.//evil.example",
  "/./\\evil.example",
  "/%2e//evil.example",
  "/%5cevil.example",
  "/..//evil.example",
  "\\/\\/evil.example",
  "/.\t//evil.example",
  "/./\n/evil.example",
  "/%252e//evil.example",
  "//evil.example",
  "https://evil.example/",
];

/** Where a browser goes from this site's page for a Location or an href. */
const resolve = (target: string) => new URL(target, server.origin);

function expectThisSite(target: string, sent: string) {
  expect(resolve(target).origin, `${JSON.stringify(sent)} became ${JSON.stringify(target)}`).toBe(server.origin);
  expect(target, sent).not.toMatch(/^[/\\]{2}|^\/[\\]/);
}

test("the offline page's 'Try again' link stays on this site", async () => {
  for (const from of CORPUS) {
    const page = await send(server.origin, {
      method: "GET",
      path: `/offline?${new URLSearchParams({ from })}`,
    });
    const href = /<a[^>]*href="([^"]*)"[^>]*>Try again/.exec(page.body)?.[1] ?? "";
    expectThisSite(href.replaceAll("&amp;", "&"), from);
  }
});

test("a cart change posted without JavaScript comes back to this site", async () => {
  for (const redirectTo of CORPUS) {
    const answer = await send(server.origin, {
      method: "POST",
      path: "/cart",
      headers: { Origin: server.origin, "Content-Type": FORM_TYPE },
      body: form({ intent: "add", item: "gst-filing:monthly_gst", redirectTo }),
    });
    expect(answer.status, redirectTo).toBe(302);
    expectThisSite(String(answer.headers.location), redirectTo);
  }
});

test("the language switch opens a page of this site", async () => {
  for (const to of CORPUS) {
    for (const language of ["en", "hi"]) {
      const answer = await send(server.origin, {
        method: "POST",
        path: "/language",
        headers: { Origin: server.origin, "Content-Type": FORM_TYPE },
        body: form({ language, to }),
      });
      expect(answer.status, to).toBe(302);
      expectThisSite(String(answer.headers.location), to);
    }
  }
});

test("logging in with a come-back address lands on this site", async () => {
  const client = await registerVerifiedUser(server);
  for (const redirectTo of CORPUS) {
    const answer = await send(server.origin, {
      method: "POST",
      path: "/login",
      headers: { Origin: server.origin, "Content-Type": FORM_TYPE },
      body: form({ email: client.email, password: client.password, redirectTo }),
    });
    expect(answer.status, redirectTo).toBe(302);
    expectThisSite(String(answer.headers.location), redirectTo);
  }
});

test("an admin's way in, through setting up two-factor and through the second factor, comes back to this site", async () => {
  const admin = createAdmin(server);
  const logIn = async (redirectTo: string, jar = new CookieJar()) => {
    const answer = await post("/login", { email: admin.email, password: admin.password, redirectTo }, jar);
    expect(answer.status, redirectTo).toBe(302);
    return { jar, location: new URL(String(answer.headers.location), server.origin) };
  };
  const post = async (path: string, fields: Record<string, string>, jar: CookieJar) => {
    const answer = await send(server.origin, {
      method: "POST",
      path,
      headers: { Origin: server.origin, Cookie: jar.header(), "Content-Type": FORM_TYPE },
      body: form(fields),
    });
    jar.store(answer.headers);
    return answer;
  };

  // No second factor yet: every sign-in goes to set it up, carrying a come-back address of this site.
  for (const redirectTo of CORPUS) {
    const { location } = await logIn(redirectTo);
    expect(location.pathname).toBe("/two-factor-setup");
    expectThisSite(location.searchParams.get("redirectTo") ?? "", redirectTo);
  }
  const { jar } = await logIn("/admin-dashboard");
  const started = await post("/two-factor-setup", { intent: "start", password: admin.password }, jar);
  const backupCodes = [...started.body.matchAll(/<li>([\w-]+)<\/li>/g)].map((match) => match[1] ?? "");
  expect(backupCodes).toHaveLength(10);
  const [first = ""] = CORPUS;
  const code = await nextAppCode(secretFrom(started.body));
  const confirmed = await post("/two-factor-setup", { intent: "confirm", code, redirectTo: first }, jar);
  expect(confirmed.status).toBe(302);
  expectThisSite(String(confirmed.headers.location), first);

  // Then the second factor (a backup code each: each works once, at any time).
  for (const [index, redirectTo] of CORPUS.slice(0, backupCodes.length).entries()) {
    const challenge = await logIn(redirectTo);
    expect(challenge.location.pathname).toBe("/two-factor");
    const answer = await post("/two-factor", { code: backupCodes[index] ?? "", redirectTo }, challenge.jar);
    expect(answer.status, redirectTo).toBe(302);
    expectThisSite(String(answer.headers.location), redirectTo);
  }
});
