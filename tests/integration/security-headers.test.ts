// Headers and cookies (issue 9, item 5): the passive rules of an OWASP ZAP
// baseline scan, checked on the production build in production mode behind
// an https proxy (SITE_URL https, TRUST_PROXY, X-Forwarded-Proto: https).
import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SERVICES } from "#app/catalog/services.ts";
import {
  createAdmin,
  FORM_TYPE,
  form,
  type RawResponse,
  registerVerifiedUser,
  send,
  signIn,
  startServer,
  type TestServer,
} from "#tests/security/server.ts";

const SITE = "https://etf.example";
/** What the https proxy in front passes on: the public host, and the protocol it was asked with. */
const VIA_HTTPS = { Host: "etf.example", "X-Forwarded-Proto": "https" };

let server: TestServer;
let userCookie = "";
let adminCookie = "";
let signInResponse: RawResponse;

beforeAll(async () => {
  server = await startServer({ SITE_URL: SITE, TRUST_PROXY: "loopback" });
  const user = await registerVerifiedUser(server, VIA_HTTPS);
  const signedIn = await signIn(server, user, { ...VIA_HTTPS, Origin: SITE });
  signInResponse = signedIn.response;
  userCookie = signedIn.jar.header();
  adminCookie = (await signIn(server, createAdmin(server), { ...VIA_HTTPS, Origin: SITE })).jar.header();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  send(server.origin, { method: "GET", path, headers: { ...VIA_HTTPS, ...headers } });

function cspOf(response: RawResponse): Map<string, string> {
  const policy = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+(.*)/s))
      .map(([name = "", value = ""]) => [name, value] as const),
  );
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

test("a page rendered per request has a CSP nonce that is new each time and on every inline script", async () => {
  // A form with a fresh key per render: never kept (kept pages use hashes, below).
  const [first, second] = [await get("/enquiry-page"), await get("/enquiry-page")];
  const nonces = [first, second].map((response) => {
    const scriptSrc = cspOf(response).get("script-src") ?? "";
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    return /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(scriptSrc)?.[1] ?? "";
  });
  expect(nonces[0]).not.toBe("");
  expect(nonces[0]).not.toBe(nonces[1]);
  for (const [response, nonce] of [
    [first, nonces[0]],
    [second, nonces[1]],
  ] as const) {
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
});

test("on every page, each inline script is allowed by the nonce or by its hash, and no inline handler exists", async () => {
  for (const path of ["/", "/gst-filing", "/all-blogs", "/login", "/no-such-page"]) {
    const response = await get(path);
    const scriptSrc = cspOf(response).get("script-src") ?? "";
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    for (const [, attributes = "", body = ""] of response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes)) continue;
      const allowed =
        (nonce && attributes.includes(`nonce="${nonce}"`)) || scriptSrc.includes(`'sha256-${sha256(body)}'`);
      expect(allowed, `${path}: ${attributes} ${body.slice(0, 80)}`).toBe(true);
    }
    expect(response.body).not.toMatch(/<[^>]+\son[a-z]+=/i);
  }
});

test("the CSP forbids plugins, base tags and framing", async () => {
  for (const path of ["/", "/login", "/no-such-page"]) {
    const csp = cspOf(await get(path));
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("default-src")).toBe("'self'");
  }
});

const EVERY_KIND_OF_RESPONSE = [
  "/",
  "/login",
  "/no-such-page",
  "/robots.txt",
  "/sitemap.xml",
  "/all-blogs/rss.xml",
  "/favicon.svg",
  "/api/auth/get-session",
  "/healthz",
];

test.each(EVERY_KIND_OF_RESPONSE)(
  "%s has nosniff, a referrer policy, a permissions policy, HSTS and no server banner",
  async (path) => {
    const response = await get(path);
    expect(response.status).toBeLessThan(500);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(response.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers.server ?? "").not.toMatch(/\d/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers["strict-transport-security"] ?? ""))?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  },
);

test("the session cookie of a real sign-in is __Secure-, HttpOnly, SameSite=Lax and Secure; so is every other cookie", () => {
  const cookies = signInResponse.headers["set-cookie"] ?? [];
  const session = cookies.filter((cookie) => /session_token=/.test(cookie));
  expect(session).toHaveLength(1);
  expect(session[0]).toMatch(/^__(Secure|Host)-/);
  for (const cookie of cookies) {
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  }
});

/**
 * "a visitor with a cart": the account forms, the cart and the booking search
 * are the same for every visitor without cookies, and kept (decision 005);
 * any cookie makes them private.
 */
const PRIVATE_PAGES: [string, "anonymous" | "a visitor with a cart" | "user" | "admin"][] = [
  ["/user-dashboard", "user"],
  ["/admin-dashboard", "admin"],
  ["/enquiries-dashboard", "admin"],
  ["/partner-enquiries-dashboard", "admin"],
  ["/admin-blog", "admin"],
  ["/login", "a visitor with a cart"],
  ["/signup", "a visitor with a cart"],
  ["/forgot-password", "a visitor with a cart"],
  ["/reset-password?token=abc", "anonymous"],
  ["/cart-page", "a visitor with a cart"],
  ["/booking-confirmation", "anonymous"],
  ["/past-booking-details", "a visitor with a cart"],
];

test.each(PRIVATE_PAGES)("%s (as %s) is never stored by a cache", async (path, who) => {
  const cookie =
    who === "user" ? userCookie : who === "admin" ? adminCookie : who === "anonymous" ? "" : "cart=gst-filing";
  const response = await get(path, cookie ? { Cookie: cookie } : {});
  expect(response.status).toBe(200);
  expect(response.headers["cache-control"]).toMatch(/no-store/);
});

/** What an error page must never show: stack frames, paths, library or database internals. */
const INTERNALS =
  /\bat [\w$.<>]+ \(|at (file|node):|node_modules|\/work\/|build\/server|[A-Z][a-z]+Error: |Failed to parse|URIError|"stack"|postgres|drizzle|invalid byte sequence/;

const ERROR_REQUESTS: [string, { method: string; path: string; headers?: Record<string, string>; body?: string }][] = [
  ["a missing page", { method: "GET", path: "/no-such-page" }],
  ["a guide that does not exist", { method: "GET", path: "/blog-page/GST/no-such-guide" }],
  ["a bad percent-encoding", { method: "GET", path: "/%E0%A4%A" }],
  ["a bad percent-encoding in a guide address", { method: "GET", path: "/blog-page/%E0%A4%A/x" }],
  ["an over-long URL", { method: "GET", path: `/${"a".repeat(8_000)}` }],
  ["an over-long query", { method: "GET", path: `/all-blogs?category=${"a".repeat(8_000)}` }],
  ["a NUL byte in a query", { method: "GET", path: "/all-blogs?category=%00" }],
  ["a document that does not exist", { method: "GET", path: "/admin/uploads/999999" }],
  [
    "a broken multipart form",
    {
      method: "POST",
      path: "/enquiry-page",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: SITE },
      body: "--x\r\nContent-Disposition: form-data; name=",
    },
  ],
  [
    "a broken multipart form (data request)",
    {
      method: "POST",
      path: "/enquiry-page.data",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: SITE },
      body: "--x\r\n",
    },
  ],
  [
    "a form sent as text",
    { method: "POST", path: "/cart", headers: { "Content-Type": "text/plain", Origin: SITE }, body: "x" },
  ],
  [
    "a foreign origin",
    {
      method: "POST",
      path: "/cart",
      headers: { "Content-Type": FORM_TYPE, Origin: "https://evil.example" },
      body: form({ intent: "clear" }),
    },
  ],
];

test.each(ERROR_REQUESTS)("the answer to %s shows no stack trace or internals", async (_case, request) => {
  const response = await send(server.origin, { ...request, headers: { ...VIA_HTTPS, ...request.headers } });
  expect(response.body).not.toMatch(INTERNALS);
  expect(JSON.stringify(response.headers)).not.toMatch(INTERNALS);
});

test.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"])(
  "%s, which no route takes, answers 405 with an Allow header and no internals",
  async (method) => {
    for (const path of ["/", "/login", "/no-such-page", "/api/auth/get-session"]) {
      const response = await send(server.origin, { method, path, headers: { ...VIA_HTTPS, Origin: SITE } });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(response.body).not.toMatch(INTERNALS);
    }
  },
);

test("a CSV export and a document download say nosniff once (helmet's), not twice", async () => {
  const csv = await get("/admin-dashboard.csv", { Cookie: adminCookie });
  expect(csv.status).toBe(200);
  expect(csv.headers["x-content-type-options"]).toBe("nosniff");

  const bookingId = `ETF-${Date.now()}-1`;
  const key = randomBytes(16).toString("hex");
  const bytes = Buffer.from("%PDF-1.4\n%%EOF\n");
  await server.query(`insert into bookings (booking_id, customer_name, email, phone) values ($1, $2, $3, $4)`, [
    bookingId,
    "Asha Rao",
    "asha@example.com",
    "9876543210",
  ]);
  const [upload] = await server.query<{ id: string }>(
    `insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256)
     values ($1, 'receipt.pdf', $2, 'application/pdf', $3, $4) returning id`,
    [bookingId, key, bytes.length, createHash("sha256").update(bytes).digest("hex")],
  );
  await mkdir(path.join(server.dataDir, "uploads", key.slice(0, 2)), { recursive: true });
  await writeFile(path.join(server.dataDir, "uploads", key.slice(0, 2), key), bytes);
  const download = await get(`/admin/uploads/${upload?.id}`, { Cookie: adminCookie });
  expect(download.status).toBe(200);
  expect(download.headers["x-content-type-options"]).toBe("nosniff");
});

test("over plain http (SITE_URL http, NODE_ENV unset as a bare `npm start`): no HSTS, and no stack trace", async () => {
  const plain = await startServer({ NODE_ENV: "" });
  try {
    for (const path of ["/", "/login", "/healthz"]) {
      const response = await send(plain.origin, { method: "GET", path });
      expect(response.status).toBe(200);
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    const trace = await send(plain.origin, { method: "TRACE", path: "/" });
    expect(trace.status).toBe(405);
    expect(trace.body).not.toMatch(INTERNALS);
  } finally {
    await plain.stop();
  }
}, 60_000);

test("every page has one canonical address, without a trailing slash (but /): the other form redirects, keeping the query", async () => {
  const pages = [...SERVICES.map((service) => service.path), "/about-us", "/all-blogs", "/login", "/no-such-page"];
  for (const page of pages) {
    const response = await get(`${page}/`);
    expect(response.status, page).toBe(301);
    expect(response.headers.location).toBe(page);
  }
  const withQuery = await get("/all-blogs/?category=GST&utm_source=whatsapp");
  expect(withQuery.status).toBe(301);
  expect(withQuery.headers.location).toBe("/all-blogs?category=GST&utm_source=whatsapp");
  expect((await get(SERVICES[0]?.path ?? "")).status).toBe(200);
  expect((await get("/")).status).toBe(200);
  // Never a redirect to another site.
  for (const path of ["//evil.example/", "/\\evil.example/", "/\\/evil.example", "///evil.example//x/"]) {
    const response = await get(path);
    expect(response.headers.location ?? "/", path).toMatch(/^\/(?![/\\])/);
  }
});
