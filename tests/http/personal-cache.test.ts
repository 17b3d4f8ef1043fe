// Kept pages for visitors with a cart or a session (issue 26.2, decision 015):
// two signed-in clients and two visitors with only a cart take turns on every
// kept page of the shared server (two server processes). Each must get
// exactly the page a fresh render makes for them (every byte, but the
// per-request nonce), and never a trace of another.
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { CookieJar, FORM_TYPE, form, registerVerifiedUser, send, signIn } from "#tests/security/server.ts";

const server = connectSharedServer();

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
  /** Their cookies, kept from every answer as a browser keeps them. */
  jar: CookieJar;
  /** What their pages show of them (the navigation's greeting, the cart's count of lines). */
  own: string[];
  /** What no one else's page may show: the above and their email. */
  secret: string[];
};

async function makeVisitor(label: string, cart: [string, number][], name?: string): Promise<Visitor> {
  let jar = new CookieJar();
  const own: string[] = [];
  const secret: string[] = [];
  if (name) {
    const user = await registerVerifiedUser(server, {}, name);
    jar = (await signIn(server, user)).jar;
    own.push(`Welcome, ${name.split(" ")[0]}`);
    secret.push(user.email);
  }
  for (const [item, quantity] of cart) {
    const steps: Record<string, string>[] = [
      { intent: "add", item },
      { intent: "update", item, quantity: String(quantity) },
    ];
    for (const fields of steps) {
      const answer = await send(server.origin, {
        method: "POST",
        path: "/cart",
        headers: { Cookie: jar.header(), Origin: server.origin, "Content-Type": FORM_TYPE },
        body: form(fields),
      });
      expect(answer.status, answer.body).toBe(200);
      jar.store(answer.headers);
    }
  }
  // The navigation counts the cart's lines.
  if (cart.length > 0) own.push(`${cart.length}<span class="sr-only"> ${cart.length === 1 ? "item" : "items"} in cart`);
  return { label, jar, own, secret: [...own, ...secret] };
}

/** A GET as the visitor's browser sends it; the cookies of the answer kept. */
async function visit(visitor: Visitor, path: string, extraCookie = "") {
  const cookie = [visitor.jar.header(), extraCookie].filter(Boolean).join("; ");
  const response = await send(server.origin, { method: "GET", path, headers: { Cookie: cookie } });
  visitor.jar.store(response.headers);
  return response;
}

/** Enough turns for each of the two server processes to be asked for each page three times. */
const ROUNDS = 6;

/** A page's HTML without the empty comments React puts between two pieces of text. */
const joined = (html: string) => html.replaceAll("<!-- -->", "");

/** The page a visitor gets, less the per-request nonce a fresh render carries. */
const comparable = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

test("two clients and two carts taking turns on every kept page each get their own page, byte for byte", {
  timeout: 180_000,
}, async () => {
  const visitors = [
    await makeVisitor("Kavya", [["gst-filing:annual_gst", 1]], "Kavya Menon"),
    await makeVisitor(
      "Rohan",
      [
        ["income-tax-filing:nri", 2],
        ["gst-filing:annual_gst", 1],
      ],
      "Rohan Iyer",
    ),
    await makeVisitor("a cart of three lines", THREE_LINES),
    await makeVisitor("a cart of one line", [["gst-filing:annual_gst", 3]]),
  ];
  for (const path of KEPT_PAGES) {
    const kept = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const visitor of visitors) {
        const response = await visit(visitor, path);
        const text = joined(response.body);
        const where = `${path} for ${visitor.label}, round ${round}`;
        expect(response.status, where).toBe(200);
        expect(response.headers["cache-control"], where).toBe("private, no-store");
        for (const other of visitors) {
          for (const word of other.secret) {
            if (!visitor.secret.includes(word))
              expect(text, `${where}: ${other.label}'s "${word}"`).not.toContain(word);
          }
        }
        for (const word of visitor.own) expect(text, `${where}: their own "${word}"`).toContain(word);
        if (!["HIT", "MISS"].includes(String(response.headers["x-cache"] ?? ""))) continue;
        kept.set(visitor.label, (kept.get(visitor.label) ?? 0) + 1);
        // A kept page is the very page this visitor's own fresh render makes
        // (a cookie the cache does not know makes it render afresh).
        const fresh = await visit(visitor, path, "fresh=1");
        expect(fresh.headers["x-cache"], where).toBeUndefined();
        expect(comparable(response.body), `${where}: the kept page against a fresh render`).toBe(
          comparable(fresh.body),
        );
      }
    }
    // Each of the two server processes renders a visitor's page afresh once, then keeps it.
    for (const visitor of visitors)
      expect(kept.get(visitor.label), `${path} kept for ${visitor.label}`).toBeGreaterThan(0);
  }
});

test("a cart that can be booked is never kept: each render has its own idempotency key", async () => {
  const visitor = await makeVisitor("cart", [["gst-filing:annual_gst", 1]]);
  const keys = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const response = await visit(visitor, "/cart-page");
    expect(response.headers["x-cache"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(response.body)?.[1];
    expect(key).toBeTruthy();
    keys.add(key ?? "");
  }
  expect(keys.size).toBe(4);
});

test("a signed-in client is sent from the login and sign-up pages to their bookings, however often they ask", async () => {
  const visitor = await makeVisitor("Meera", [], "Meera Das");
  for (let round = 0; round < 3; round++) {
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      const response = await visit(visitor, path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toBe("/user-dashboard");
    }
  }
});
