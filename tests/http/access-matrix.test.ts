// Every route of app/routes.ts against every kind of visitor (the rows are in
// tests/http/route-matrix.ts). A route added without a row fails the first test.
import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { MATRIX, routePaths, type Who } from "#tests/http/route-matrix.ts";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { createAdmin, FORM_TYPE, registerVerifiedUser, send, signIn } from "#tests/security/server.ts";

const server = connectSharedServer();

test("every route in app/routes.ts has a row in the access matrix", () => {
  const missing = routePaths().filter((path) => !(path in MATRIX));
  expect(missing).toEqual([]);
});

async function check(who: Who, cookie: string) {
  const failures: string[] = [];
  // Logging out ends the session the other rows need: it goes last.
  const rows = Object.entries(MATRIX).sort(([a], [b]) => Number(a === "/logout") - Number(b === "/logout"));
  for (const [path, row] of rows) {
    const url = row.sample ?? path;
    for (const [method, expectation] of [
      ["GET", row.get],
      ["POST", row.post],
    ] as const) {
      if (expectation === undefined) continue;
      const expected = typeof expectation === "object" ? expectation[who] : expectation;
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const response =
        method === "GET"
          ? await send(server.origin, { method, path: url, headers })
          : await send(server.origin, {
              method,
              path: url,
              headers: { ...headers, Origin: server.origin, "Content-Type": FORM_TYPE },
              body: "",
            });
      const location = String(response.headers.location ?? "");
      const actual: string =
        response.status >= 300 && response.status < 400 ? `→${location.split("?")[0]}` : String(response.status);
      const ok = typeof expected === "number" ? actual === String(expected) : actual === expected;
      if (!ok) failures.push(`${who} ${method} ${url}: expected ${expected}, got ${actual}`);
      // A session makes every page private: never a kept page, never one a proxy may keep.
      const cacheControl = String(response.headers["cache-control"] ?? "");
      const page = String(response.headers["content-type"] ?? "").startsWith("text/html");
      if (who !== "anonymous" && page && response.status === 200 && !cacheControl.startsWith("private")) {
        failures.push(`${who} ${method} ${url}: Cache-Control "${cacheControl}", not private`);
      }
      if (who !== "anonymous" && response.headers["x-cache"] !== undefined) {
        failures.push(`${who} ${method} ${url}: answered from the kept pages (X-Cache ${response.headers["x-cache"]})`);
      }
    }
  }
  expect(failures).toEqual([]);
}

test("what an anonymous visitor gets from every route", async () => {
  await check("anonymous", "");
});

test("what a logged-in user and an admin get from every route", async () => {
  const user = await registerVerifiedUser(server);
  await check("user", (await signIn(server, user)).jar.header());
  await check("admin", (await signIn(server, createAdmin(server))).jar.header());
});

test("user A sees A's bookings and never user B's; neither can download a document", async () => {
  const userA = await registerVerifiedUser(server);
  const userB = await registerVerifiedUser(server);
  const bookingOf = async (email: string) => {
    const id = `ETF-${Date.now()}-${randomUUID().slice(0, 4)}`;
    await server.query(
      "insert into bookings (booking_id, customer_name, email, phone) values ($1, 'Matrix Test', $2, '9876543210')",
      [id, email],
    );
    const [upload] = await server.query<{ id: string }>(
      "insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256) values ($1, 'pan.pdf', $2, 'application/pdf', 1, $3) returning id",
      [id, `matrix-${id}`, "0".repeat(64)],
    );
    return { id, uploadId: upload?.id };
  };
  const ofA = await bookingOf(userA.email);
  const ofB = await bookingOf(userB.email);

  const cookieA = (await signIn(server, userA)).jar.header();
  const cookieB = (await signIn(server, userB)).jar.header();
  const dashboard = async (cookie: string) =>
    (await send(server.origin, { method: "GET", path: "/user-dashboard", headers: { Cookie: cookie } })).body;
  const dashboardA = await dashboard(cookieA);
  const dashboardB = await dashboard(cookieB);
  expect(dashboardA).toContain(ofA.id);
  expect(dashboardA).not.toContain(ofB.id);
  expect(dashboardB).toContain(ofB.id);
  expect(dashboardB).not.toContain(ofA.id);

  for (const [cookie, uploadId] of [
    [cookieA, ofB.uploadId],
    [cookieB, ofA.uploadId],
    [cookieA, ofA.uploadId],
  ] as const) {
    const download = await send(server.origin, {
      method: "GET",
      path: `/admin/uploads/${uploadId}`,
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(302);
    expect(String(download.headers.location)).toMatch(/^\/login\?/);
  }
});

test("every state-changing endpoint refuses a request from another site", async () => {
  const posts = Object.entries(MATRIX).filter(([, row]) => row.post !== undefined);
  for (const [path, row] of posts) {
    const url = row.sample ?? path;
    const foreign = await send(server.origin, {
      method: "POST",
      path: url,
      headers: { Origin: "https://evil.example", "Content-Type": FORM_TYPE },
      body: "",
    });
    expect(foreign.status, `${url} with a foreign Origin`).toBe(403);
    const crossSite = await send(server.origin, {
      method: "POST",
      path: url,
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": FORM_TYPE },
      body: "",
    });
    expect(crossSite.status, `${url} marked cross-site`).toBe(403);
  }
  const auth = await send(server.origin, {
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    body: JSON.stringify({ email: "a@example.com", password: "Secret1" }),
  });
  expect(auth.status).toBe(403);
});
