// Kept pages for visitors with a cart or a session (issue 26.2, decision 015):
// two signed-in clients and two visitors with only a cart take turns on every
// kept page. Each must get exactly the page a fresh render makes for them
// (every byte, but the per-request nonce), and never a trace of another.
import { type APIRequestContext, type Browser, type BrowserContext, expect, test } from "@playwright/test";
import { logInByRequest, registerVerifiedUserByRequest } from "./helpers.ts";

const KEPT_PAGES = [
  "/",
  "/gst-filing",
  "/income-tax-filing",
  "/services-mega-page",
  "/all-blogs",
  "/all-blogs?category=GST",
  "/blog-page/Income%20Tax/capital-gains-on-shares-and-property",
  "/about-us",
  "/help-center",
  "/privacy",
  "/terms-and-conditions",
  "/refund-and-cancellation-policy",
  "/past-booking-details",
  "/tools",
  "/tools/gst-calculator",
  "/tools/income-tax-calculator",
  "/tools/due-dates",
];

const THREE_LINES: [string, number][] = [
  ["gst-filing:annual_gst", 1],
  ["income-tax-filing:nri", 1],
  ["trademark-services:trademark", 1],
];

type Visitor = {
  label: string;
  /** Closed at the end of each test (never its request alone: the browser's other contexts would follow). */
  context: BrowserContext;
  request: APIRequestContext;
  /** What their pages show of them (the navigation's greeting, the cart's count of lines). */
  own: string[];
  /** What no one else's page may show: the above and their email. */
  secret: string[];
};

async function makeVisitor(
  browser: Browser,
  baseURL: string,
  label: string,
  cart: [string, number][],
  name?: string,
): Promise<Visitor> {
  const context = await browser.newContext({ baseURL });
  const own: string[] = [];
  const secret: string[] = [];
  if (name) {
    const page = await context.newPage();
    const user = await registerVerifiedUserByRequest(page, { name });
    await logInByRequest(page, user.email, user.password);
    own.push(`Welcome, ${name.split(" ")[0]}`);
    secret.push(user.email);
  }
  for (const [item, quantity] of cart) {
    const forms: Record<string, string>[] = [
      { intent: "add", item },
      { intent: "update", item, quantity: String(quantity) },
    ];
    for (const form of forms) {
      const answer = await context.request.post("/cart", { form, headers: { Origin: baseURL } });
      expect(answer.status(), await answer.text()).toBe(200);
    }
  }
  // The navigation counts the cart's lines.
  if (cart.length > 0) own.push(`${cart.length}<span class="sr-only"> ${cart.length === 1 ? "item" : "items"} in cart`);
  return { label, context, request: context.request, own, secret: [...own, ...secret] };
}

/** Enough turns for each of the two server processes to be asked for each page three times. */
const ROUNDS = 6;

/** A page's HTML without the empty comments React puts between two pieces of text. */
const joined = (html: string) => html.replaceAll("<!-- -->", "");

/** The page a visitor gets, less the per-request nonce a fresh render carries. */
const comparable = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

test("two clients and two carts taking turns on every kept page each get their own page, byte for byte", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const visitors = [
    await makeVisitor(browser, origin, "Kavya", [["gst-filing:annual_gst", 1]], "Kavya Menon"),
    await makeVisitor(
      browser,
      origin,
      "Rohan",
      [
        ["income-tax-filing:nri", 2],
        ["gst-filing:annual_gst", 1],
      ],
      "Rohan Iyer",
    ),
    await makeVisitor(browser, origin, "a cart of three lines", THREE_LINES),
    await makeVisitor(browser, origin, "a cart of one line", [["gst-filing:annual_gst", 3]]),
  ];
  for (const path of KEPT_PAGES) {
    const kept = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const visitor of visitors) {
        const response = await visitor.request.get(path);
        const html = await response.text();
        const text = joined(html);
        const where = `${path} for ${visitor.label}, round ${round}`;
        expect(response.status(), where).toBe(200);
        expect(response.headers()["cache-control"], where).toBe("private, no-store");
        for (const other of visitors) {
          for (const word of other.secret) {
            if (!visitor.secret.includes(word))
              expect(text, `${where}: ${other.label}'s "${word}"`).not.toContain(word);
          }
        }
        for (const word of visitor.own) expect(text, `${where}: their own "${word}"`).toContain(word);
        if (!["HIT", "MISS"].includes(response.headers()["x-cache"] ?? "")) continue;
        kept.set(visitor.label, (kept.get(visitor.label) ?? 0) + 1);
        // A kept page is the very page this visitor's own fresh render makes
        // (a cookie the cache does not know makes it render afresh).
        const fresh = await visitor.request.get(path, {
          headers: { Cookie: `${await cookieHeader(visitor.request)}; fresh=1` },
        });
        expect(fresh.headers()["x-cache"], where).toBeUndefined();
        expect(comparable(html), `${where}: the kept page against a fresh render`).toBe(comparable(await fresh.text()));
      }
    }
    // Each of the two server processes renders a visitor's page afresh once, then keeps it.
    for (const visitor of visitors)
      expect(kept.get(visitor.label), `${path} kept for ${visitor.label}`).toBeGreaterThan(0);
  }
  for (const visitor of visitors) await visitor.context.close();
});

test("a cart that can be booked is never kept: each render has its own idempotency key", async ({
  browser,
  baseURL,
}) => {
  const visitor = await makeVisitor(browser, baseURL ?? "", "cart", [["gst-filing:annual_gst", 1]]);
  const keys = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const response = await visitor.request.get("/cart-page");
    expect(response.headers()["x-cache"]).toBeUndefined();
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await response.text())?.[1];
    expect(key).toBeTruthy();
    keys.add(key ?? "");
  }
  expect(keys.size).toBe(4);
  await visitor.context.close();
});

test("a signed-in client is sent from the login and sign-up pages to their bookings, however often they ask", async ({
  browser,
  baseURL,
}) => {
  const visitor = await makeVisitor(browser, baseURL ?? "", "Meera", [], "Meera Das");
  for (let round = 0; round < 3; round++) {
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      const response = await visitor.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/user-dashboard");
    }
  }
  await visitor.context.close();
});

async function cookieHeader(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}
