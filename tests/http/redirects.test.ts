// Every parameter that redirects or renders a "back" link, with paths that
// a string check takes for this site and a browser takes for another
// (issue 34.2): the answer must resolve, as a browser resolves it, to a page
// of this site. (app/safe-redirect.test.ts holds the rule on its own.)
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { FORM_TYPE, form, registerVerifiedUser, send } from "#tests/security/server.ts";

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
