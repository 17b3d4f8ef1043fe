// A client using the site stays signed in: Better Auth renews an active
// session once a day, in the database and in the cookie, and the renewed
// cookie must reach the browser whichever part of the server read the
// session (a page's guard, the root loader, the page cache asking whose page
// it is). Left behind, the browser's cookie would still end seven days after
// the login, and the client would be signed out in the middle of their work.
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { type CookieJar, registerVerifiedUser, send, signIn } from "#tests/security/server.ts";

const server = connectSharedServer();

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

/** A signed-in client whose session was last renewed a day and a minute ago: due again. */
async function clientDueForRenewal(): Promise<{ email: string; jar: CookieJar }> {
  const account = await registerVerifiedUser(server);
  const { jar } = await signIn(server, account);
  await server.query(
    `update session set expires_at = now() + interval '6 days' - interval '1 minute'
     where user_id = (select id from "user" where email = $1)`,
    [account.email],
  );
  return { email: account.email, jar };
}

const expiresAt = async (email: string) =>
  (
    await server.query<{ at: Date }>(
      `select expires_at as at from session where user_id = (select id from "user" where email = $1)`,
      [email],
    )
  ).map((row) => row.at.getTime());

const sessionCookieOf = (setCookies: string[] | undefined) =>
  (setCookies ?? []).find((line) => /^(?:__Secure-)?better-auth\.session_token=/.test(line));

test.each([
  ["a personal page", "/user-dashboard"],
  // Read by the page cache before any loader (server/html-cache.ts).
  ["a public page the cache keeps", "/gst-filing"],
])("a session renewed on %s sends its cookie for seven more days, never to be shared", async (_, path) => {
  const { email, jar } = await clientDueForRenewal();
  const before = await expiresAt(email);
  const response = await send(server.origin, { method: "GET", path, headers: { Cookie: jar.header() } });
  expect(response.status).toBe(200);
  const [after] = await expiresAt(email);
  expect(after).toBeGreaterThan((before[0] ?? 0) + 60_000);

  const renewed = sessionCookieOf(response.headers["set-cookie"]);
  expect(renewed).toMatch(new RegExp(`Max-Age=${SEVEN_DAYS_S}\\b`, "i"));
  expect(renewed).toMatch(/HttpOnly/i);
  // The same session, signed by the server: the jar's value is unchanged.
  const [pair = ""] = renewed?.split(";") ?? [];
  expect(jar.cookies.get(pair.slice(0, pair.indexOf("=")))).toBe(pair.slice(pair.indexOf("=") + 1));
  expect(response.headers["cache-control"]).toBe("private, no-store");

  // Renewed: the next request reads the session as it is, with no cookie to set.
  const next = await send(server.origin, { method: "GET", path, headers: { Cookie: jar.header() } });
  expect(next.status).toBe(200);
  expect(sessionCookieOf(next.headers["set-cookie"])).toBeUndefined();
  expect(next.body).toContain("Asha Rao");
});

test("an expired session's cookie is removed by the answer that finds it expired", async () => {
  const { email, jar } = await clientDueForRenewal();
  await server.query(
    `update session set expires_at = now() - interval '1 minute' where user_id = (select id from "user" where email = $1)`,
    [email],
  );
  const response = await send(server.origin, {
    method: "GET",
    path: "/user-dashboard",
    headers: { Cookie: jar.header() },
  });
  expect(response.status).toBe(302);
  expect(response.headers.location).toMatch(/^\/login\?/);
  expect(sessionCookieOf(response.headers["set-cookie"])).toMatch(/Max-Age=0\b/i);
});
