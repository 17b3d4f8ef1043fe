// Every route of app/routes.ts against every kind of visitor. A route added
// without a row here fails the first test.
import { type APIRequestContext, expect, test } from "@playwright/test";
import routes from "#app/routes.ts";
import { createAdmin, logInByRequest, queryDatabase, registerVerifiedUserByRequest } from "./helpers.ts";

type Who = "anonymous" | "user" | "admin";
/** A status, or a redirect: "→/login" means a 302 to /login (any query). */
type Outcome = number | `→${string}`;
type Row = { sample?: string; get: Outcome | Record<Who, Outcome>; post?: Outcome | Record<Who, Outcome> };

const PUBLIC: Outcome = 200;
const ADMIN_ONLY: Record<Who, Outcome> = { anonymous: "→/login", user: "→/login", admin: 200 };
/** Login, sign-up and reset: a logged-in user is sent to their dashboard (issue 19.1). */
const anonymousOnly = (anonymous: Outcome): Record<Who, Outcome> => ({
  anonymous,
  user: "→/user-dashboard",
  admin: "→/admin-dashboard",
});

const MATRIX: Record<string, Row> = {
  "/": { get: PUBLIC },
  "/cart-page": { get: PUBLIC, post: 400 },
  "/gst-filing": { get: PUBLIC },
  "/income-tax-filing": { get: PUBLIC },
  "/accounting-services": { get: PUBLIC },
  "/income-tax-notices": { get: PUBLIC },
  "/gst-notices": { get: PUBLIC },
  "/company-secretary-services": { get: PUBLIC },
  "/auditing-services": { get: PUBLIC },
  "/company-registration": { get: PUBLIC },
  "/trademark-services": { get: PUBLIC },
  "/services-mega-page": { get: PUBLIC },
  "/enquiry-page": { get: PUBLIC, post: 400 },
  "/partner-enquiry": { get: PUBLIC, post: 400 },
  "/terms-and-conditions": { get: PUBLIC },
  "/terms": { get: "→/terms-and-conditions" },
  "/privacy": { get: PUBLIC },
  "/refund-and-cancellation-policy": { get: PUBLIC },
  "/about-us": { get: PUBLIC },
  "/help-center": { get: PUBLIC },
  "/signup": { get: anonymousOnly(200), post: anonymousOnly(400) },
  "/login": { get: anonymousOnly(200), post: anonymousOnly(400) },
  "/booking-confirmation": { get: PUBLIC },
  "/past-booking-details": { get: PUBLIC, post: 400 },
  "/all-blogs": { get: PUBLIC },
  "/tools": { get: PUBLIC },
  "/tools/income-tax-calculator": { get: PUBLIC },
  "/tools/gst-calculator": { get: PUBLIC },
  "/tools/due-dates": { get: PUBLIC, post: 400 },
  // The reminders' confirm page shows a button (its post, a token, confirms); a stale unsubscribe link, 404.
  "/tools/due-dates/confirm": { get: 200, post: 404 },
  "/tools/due-dates/unsubscribe": { get: 404 },
  "/tools/due-dates.ics": { get: PUBLIC },
  "/blog-page/:category/:docId": { sample: "/blog-page/GST/input-tax-credit-basics", get: PUBLIC },
  "/admin-dashboard": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  "/admin-dashboard/:bookingId": {
    sample: "/admin-dashboard/ETF-0000000000000-1",
    get: { ...ADMIN_ONLY, admin: 404 },
    post: { anonymous: "→/login", user: "→/login", admin: 400 },
  },
  "/enquiries-dashboard": { get: ADMIN_ONLY },
  "/partner-enquiries-dashboard": { get: ADMIN_ONLY },
  // Its post withdraws one of the user's own consents (issue 22.5).
  "/user-dashboard": {
    get: { anonymous: "→/login", user: 200, admin: "→/login" },
    post: { anonymous: "→/login", user: 400, admin: "→/login" },
  },
  "/my-data": {
    get: { anonymous: "→/login", user: 200, admin: "→/login" },
    post: { anonymous: "→/login", user: 400, admin: "→/login" },
  },
  "/my-data/export": { get: { anonymous: "→/login", user: 200, admin: "→/login" } },
  "/admin-blog": { get: ADMIN_ONLY },
  "/admin-audit": { get: ADMIN_ONLY },
  "/admin-document-access": { get: ADMIN_ONLY },
  "/admin-erasure-requests": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  // Someone else's booking, or none: the same 404 for everyone (issue 20); a post asks for a fresh link.
  "/bookings/:bookingId": { sample: "/bookings/ETF-0000000000000-1", get: 404, post: 400 },
  "/bookings/:bookingId/documents/:uploadId": { sample: "/bookings/ETF-0000000000000-1/documents/1", get: 404 },
  // An invoice of someone else's booking: to the booking's closed door; its 'I have paid' and PDF, 404 (issue 23).
  "/bookings/:bookingId/invoices/:invoiceId": {
    sample: "/bookings/ETF-0000000000000-1/invoices/1",
    get: "→/bookings/ETF-0000000000000-1",
    post: 404,
  },
  "/bookings/:bookingId/invoices/:invoiceId/pdf": { sample: "/bookings/ETF-0000000000000-1/invoices/1/pdf", get: 404 },
  "/admin-invoices": { get: ADMIN_ONLY },
  "/admin/invoices/:invoiceId/pdf": { sample: "/admin/invoices/999999/pdf", get: { ...ADMIN_ONLY, admin: 404 } },
  // Without its dates the export goes back to the invoices page, which says so.
  "/admin-invoices.csv": { get: { anonymous: "→/login", user: "→/login", admin: "→/admin-invoices" } },
  "/admin-blog/edit": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  "/forgot-password": { get: anonymousOnly(200), post: anonymousOnly(400) },
  "/reset-password": { get: anonymousOnly(200), post: anonymousOnly(400) },
  // Only with the cookie of a sign-in waiting for its second factor.
  "/two-factor": { get: "→/login", post: "→/login" },
  "/two-factor-setup": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  "/change-password": {
    get: { anonymous: "→/login", user: 200, admin: 200 },
    post: { anonymous: "→/login", user: 400, admin: 400 },
  },
  "/logout": { get: "→/", post: "→/" },
  "/offline": { get: PUBLIC },
  "/cart": { get: "→/cart-page", post: 400 },
  "/uploads": { get: 405, post: 400 },
  "/uploads/finished": { get: 405, post: 400 },
  "/admin/uploads/:uploadId": { sample: "/admin/uploads/999999", get: { ...ADMIN_ONLY, admin: 404 } },
  "/admin-dashboard.csv": { get: ADMIN_ONLY },
  "/enquiries-dashboard.csv": { get: ADMIN_ONLY },
  "/partner-enquiries-dashboard.csv": { get: ADMIN_ONLY },
  // Only the links of our emails are open (app/routes/api.auth.ts).
  "/api/auth/*": { sample: "/api/auth/sign-in/email", get: 404, post: 404 },
  "/all-blogs/rss.xml": { get: PUBLIC },
  "/blog-images/:file": { sample: "/blog-images/0123456789abcdef0123456789abcdef.png", get: 404 },
  "/sitemap.xml": { get: PUBLIC },
  "/robots.txt": { get: PUBLIC },
  "*": { sample: "/no-such-page", get: 404 },
};

function routePaths(): string[] {
  return routes.map((route) => (route.index ? "/" : (route.path ?? "")));
}

test("every route in app/routes.ts has a row in the access matrix", () => {
  const missing = routePaths().filter((path) => !(path in MATRIX));
  expect(missing).toEqual([]);
});

async function check(request: APIRequestContext, who: Who, baseURL: string) {
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
      const response =
        method === "GET"
          ? await request.get(url, { maxRedirects: 0 })
          : await request.post(url, { maxRedirects: 0, form: {}, headers: { Origin: baseURL } });
      const location = response.headers().location ?? "";
      const actual: string =
        response.status() >= 300 && response.status() < 400 ? `→${location.split("?")[0]}` : String(response.status());
      const ok = typeof expected === "number" ? actual === String(expected) : actual === expected;
      if (!ok) failures.push(`${who} ${method} ${url}: expected ${expected}, got ${actual}`);
      // A session makes every page private: never a kept page, never one a proxy may keep.
      const cacheControl = response.headers()["cache-control"] ?? "";
      const page = (response.headers()["content-type"] ?? "").startsWith("text/html");
      if (who !== "anonymous" && page && response.status() === 200 && !cacheControl.startsWith("private")) {
        failures.push(`${who} ${method} ${url}: Cache-Control "${cacheControl}", not private`);
      }
      if (who !== "anonymous" && response.headers()["x-cache"] !== undefined) {
        failures.push(
          `${who} ${method} ${url}: answered from the kept pages (X-Cache ${response.headers()["x-cache"]})`,
        );
      }
    }
  }
  expect(failures).toEqual([]);
}

test("what an anonymous visitor gets from every route", async ({ request, baseURL }) => {
  await check(request, "anonymous", baseURL ?? "");
});

test("what a logged-in user and an admin get from every route", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const userPage = await browser.newPage();
  const user = await registerVerifiedUserByRequest(userPage);
  await logInByRequest(userPage, user.email, user.password);
  await check(userPage.request, "user", baseURL ?? "");

  const adminPage = await browser.newPage();
  const admin = createAdmin();
  await logInByRequest(adminPage, admin.email, admin.password);
  await check(adminPage.request, "admin", baseURL ?? "");
});

test("user A sees A's bookings and never user B's; neither can download a document", async ({ browser }) => {
  test.setTimeout(90_000);
  const pageA = await browser.newPage();
  const pageB = await browser.newPage();
  const userA = await registerVerifiedUserByRequest(pageA);
  const userB = await registerVerifiedUserByRequest(pageB);
  const bookingOf = async (email: string) => {
    const id = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
    await queryDatabase(
      "insert into bookings (booking_id, customer_name, email, phone) values ($1, 'Matrix Test', $2, '9876543210')",
      [id, email],
    );
    const [upload] = await queryDatabase<{ id: string }>(
      "insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256) values ($1, 'pan.pdf', $2, 'application/pdf', 1, $3) returning id",
      [id, `matrix-${id}`, "0".repeat(64)],
    );
    return { id, uploadId: upload?.id };
  };
  const ofA = await bookingOf(userA.email);
  const ofB = await bookingOf(userB.email);

  await logInByRequest(pageA, userA.email, userA.password);
  await logInByRequest(pageB, userB.email, userB.password);
  const dashboardA = await (await pageA.request.get("/user-dashboard")).text();
  const dashboardB = await (await pageB.request.get("/user-dashboard")).text();
  expect(dashboardA).toContain(ofA.id);
  expect(dashboardA).not.toContain(ofB.id);
  expect(dashboardB).toContain(ofB.id);
  expect(dashboardB).not.toContain(ofA.id);

  for (const [page, uploadId] of [
    [pageA, ofB.uploadId],
    [pageB, ofA.uploadId],
    [pageA, ofA.uploadId],
  ] as const) {
    const download = await page.request.get(`/admin/uploads/${uploadId}`, { maxRedirects: 0 });
    expect(download.status()).toBe(302);
    expect(download.headers().location).toMatch(/^\/login\?/);
  }
});

test("every state-changing endpoint refuses a request from another site", async ({ request }) => {
  const posts = Object.entries(MATRIX).filter(([, row]) => row.post !== undefined);
  for (const [path, row] of posts) {
    const url = row.sample ?? path;
    const foreign = await request.post(url, { maxRedirects: 0, form: {}, headers: { Origin: "https://evil.example" } });
    expect(foreign.status(), `${url} with a foreign Origin`).toBe(403);
    const crossSite = await request.post(url, {
      maxRedirects: 0,
      form: {},
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status(), `${url} marked cross-site`).toBe(403);
  }
  const auth = await request.post("/api/auth/sign-in/email", {
    data: { email: "a@example.com", password: "Secret1" },
    headers: { Origin: "https://evil.example" },
  });
  expect(auth.status()).toBe(403);
});
