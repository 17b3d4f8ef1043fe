// The kept-page cache's key and costs (issue 16, item 3), on a real HTTP
// server. The page renderer stands in for React Router: it writes the
// address it was asked for into the page, so a page served under another
// key's address would show it.
import { createServer, get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { handle as allBlogs } from "#app/routes/all-blogs.tsx";
import { createHtmlCache } from "./html-cache.ts";
import { cacheKeyOf, pageQueryParametersOf, visitorOf } from "./html-cache-keys.ts";

/** The pages that read their query string, as the server finds them in the build: the guides' list, by category. */
const PAGES = pageQueryParametersOf([{ path: "/all-blogs", module: { handle: allBlogs } }]);
const renders: string[] = [];
const identified: string[] = [];
/** The test's accounts: a session cookie's value names its account, as the auth library would find it. */
const ACCOUNTS: Record<string, string> = { "s-alice": "alice", "s-alice-phone": "alice", "s-bob": "bob" };
const identify = async (cookie: string) => {
  const session = /better-auth\.session_token=([^;]*)/.exec(cookie)?.[1] ?? "";
  identified.push(session);
  return ACCOUNTS[session] ?? null;
};
/** Words that compress like a real page, only slower: the cost of brotli 11 shows. */
const FILLER = (() => {
  let seed = 1;
  return Array.from({ length: 60_000 }, (_, i) => {
    seed = (seed * 48_271) % 2_147_483_647;
    return `<p class="c${i % 17}">${seed.toString(36).slice(0, 1 + (i % 8))}</p>`;
  }).join("");
})();
let origin = "";
let close = () => {};

beforeAll(async () => {
  const cache = createHtmlCache({
    maxBytes: 64 * 1024 * 1024,
    ttlMs: 60_000,
    identify,
    pageQueryParameters: async () => PAGES,
    // Like the site: what a page shows of its visitor is their cart and account.
    render: async (url, cookie) => {
      renders.push(`${url.pathname}${url.search}${cookie ? ` for ${cookie}` : ""}`);
      const big = url.searchParams.get("category") === "big" ? FILLER : "";
      const cart = cookie ? (/(?:^|; )cart=([^;]*)/.exec(cookie)?.[1] ?? "") : "";
      const account = cookie ? ((await identify(cookie)) ?? "nobody") : "nobody";
      return new Response(
        `<!DOCTYPE html><html><body><h1>${url.pathname}${url.search}</h1><p>cart ${cart} of ${account}</p>${big}</body></html>`,
        { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0" } },
      );
    },
  });
  const app = express();
  app.use(cache.middleware);
  app.use((req, res) => {
    res.type("html").send(`<h1>rendered for this request: ${req.originalUrl}</h1>`);
  });
  // As in server/app.ts: kept pages are answered before Express once known.
  const server = createServer((req, res) => {
    if (!cache.serve(req, res, { closeConnection: false })) app(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

const get = async (path: string, encoding = "identity", cookie?: string) => {
  const response = await fetch(`${origin}${path}`, {
    headers: { "Accept-Encoding": encoding, ...(cookie ? { Cookie: cookie } : {}) },
  });
  return {
    cache: response.headers.get("X-Cache"),
    cacheControl: response.headers.get("Cache-Control"),
    body: await response.text(),
  };
};

/** The bytes as sent (fetch would decode them). */
const getBrotli = (path: string) =>
  new Promise<{ cache: string | undefined; body: Buffer }>((resolve, reject) => {
    httpGet(`${origin}${path}`, { headers: { "Accept-Encoding": "br" }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ cache: response.headers["x-cache"] as string, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });

test("the key is the path and the parameters the page reads; tracking parameters are left out, any other makes it unkeyable", () => {
  expect(cacheKeyOf("/", PAGES)).toBe("/");
  expect(cacheKeyOf("/?utm_source=whatsapp&utm_campaign=itr&fbclid=x1&gclid=y2", PAGES)).toBe("/");
  expect(cacheKeyOf("/gst-filing?utm_medium=cpc", PAGES)).toBe("/gst-filing");
  expect(cacheKeyOf("/all-blogs?utm_source=x&category=GST", PAGES)).toBe("/all-blogs?category=GST");
  expect(cacheKeyOf("/all-blogs?category=Income%20Tax", PAGES)).toBe("/all-blogs?category=Income+Tax");
  expect(cacheKeyOf("/all-blogs?category=GST", PAGES)).not.toBe(cacheKeyOf("/all-blogs?category=Income+Tax", PAGES));
  expect(cacheKeyOf("/?page=2", PAGES)).toBeNull();
  expect(cacheKeyOf("/offline?from=/gst-filing", PAGES)).toBeNull();
  expect(cacheKeyOf("/gst-filing?category=GST", PAGES)).toBeNull();
});

test("two hundred ad links to / are one kept page, rendered once", async () => {
  const first = await get("/?utm_source=x0");
  for (let i = 1; i < 200; i++) {
    const answer = await get(`/?utm_source=x${i}&fbclid=${i}`);
    expect(answer.cache).toBe("HIT");
    expect(answer.body).toBe(first.body);
  }
  expect(renders.filter((path) => path.startsWith("/?") || path === "/")).toEqual(["/"]);
});

test("a parameter the page reads keeps its own page, never another's", async () => {
  const gst = await get("/all-blogs?category=GST&utm_source=a");
  const income = await get("/all-blogs?category=Income+Tax&utm_source=a");
  const all = await get("/all-blogs");
  expect(gst.body).toContain("<h1>/all-blogs?category=GST</h1>");
  expect(income.body).toContain("<h1>/all-blogs?category=Income+Tax</h1>");
  expect(all.body).toContain("<h1>/all-blogs</h1>");
  expect((await get("/all-blogs?category=GST")).body).toBe(gst.body);
  expect((await get("/all-blogs?category=Income%20Tax&gclid=z")).body).toBe(income.body);
});

test("a parameter no page declares is rendered for that request alone, never kept", async () => {
  const before = renders.length;
  for (const path of ["/?page=2", "/?x=1", "/gst-filing?category=GST"]) {
    const answer = await get(path);
    expect(answer.cache).toBeNull();
    expect(answer.body).toBe(`<h1>rendered for this request: ${path}</h1>`);
  }
  expect(renders.length).toBe(before);
});

test("a miss is compressed quickly in the request; a page asked for again is compressed harder later", async () => {
  const miss = await getBrotli("/all-blogs?category=big");
  expect(miss.cache).toBe("MISS");
  const fast = miss.body;
  const page = brotliDecompressSync(fast);
  expect(page.toString()).toContain(FILLER.slice(0, 1_000));
  // Brotli at quality 11 takes seconds for this page and the request must not
  // wait for it: the miss is sent at a cheaper level, which is larger.
  const hardest = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  expect(fast.length).toBeGreaterThan(hardest.length);

  await getBrotli("/all-blogs?category=big");
  const deadline = Date.now() + 20_000;
  let smaller = fast.length;
  while (smaller >= fast.length && Date.now() < deadline) {
    await sleep(200);
    const again = await getBrotli("/all-blogs?category=big");
    expect(brotliDecompressSync(again.body).toString()).toContain(FILLER.slice(-1_000));
    smaller = again.body.length;
  }
  expect(smaller).toBeLessThan(fast.length);
});

test("past four pages being made at once, a further miss is rendered for its request alone", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const cache = createHtmlCache({
    maxBytes: 1024 * 1024,
    ttlMs: 60_000,
    identify,
    pageQueryParameters: async () => PAGES,
    render: async (url) => {
      await held;
      return new Response(`<h1>${url.search}</h1>`, {
        headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=0" },
      });
    },
  });
  const app = express();
  app.use(cache.middleware);
  app.use((_req, res) => {
    res.type("html").send("<h1>rendered for this request</h1>");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const slow = ["a", "b", "c", "d"].map((category) => fetch(`${at}/all-blogs?category=${category}`));
    await sleep(100);
    const fifth = await fetch(`${at}/all-blogs?category=e`);
    expect(fifth.headers.get("X-Cache")).toBeNull();
    expect(await fifth.text()).toBe("<h1>rendered for this request</h1>");
    release();
    for (const response of await Promise.all(slow)) expect(response.headers.get("X-Cache")).toBe("MISS");
  } finally {
    server.close();
  }
});

test("the cookies a page may be kept for are a cart and a session; any other cookie, or one sent twice, is not", () => {
  expect(visitorOf({})).toBe("anonymous");
  expect(visitorOf({ cookie: "cart=abc" })).toEqual({ cookie: "cart=abc", cart: "abc", session: "" });
  expect(visitorOf({ cookie: "better-auth.session_token=t.s; cart=abc" })).toEqual({
    cookie: "better-auth.session_token=t.s; cart=abc",
    cart: "abc",
    session: "t.s",
  });
  expect(visitorOf({ cookie: "__Secure-better-auth.session_token=t.s" })).toMatchObject({ session: "t.s" });
  for (const cookie of ["toast=x", "cart=a; toast=x", "cart=a; cart=b", "seen=1", "better-auth.two_factor=x", "cart"])
    expect(visitorOf({ cookie }), cookie).toBeNull();
  expect(visitorOf({ cookie: "cart=a", authorization: "Basic x" })).toBeNull();
});

test("a cart's page is rendered afresh the first time, then kept for that cart alone and sent private", async () => {
  const cart = `cart=c${Date.now()}`;
  const first = await get("/gst-filing", "identity", cart);
  expect(first.cache).toBeNull();
  expect(first.body).toBe("<h1>rendered for this request: /gst-filing</h1>");
  const second = await get("/gst-filing", "identity", cart);
  expect(second.cache).toBe("MISS");
  expect(second.body).toContain(`<p>${cart.replace("=", " ")} of nobody</p>`);
  expect(second.cacheControl).toBe("private, no-store");
  for (const encoding of ["identity", "gzip", "br"]) {
    const hit = await get("/gst-filing", encoding, cart);
    expect(hit.cache, encoding).toBe("HIT");
    expect(hit.body, encoding).toBe(second.body);
    expect(hit.cacheControl, encoding).toBe("private, no-store");
  }
  // The anonymous page and another cart's page are their own.
  const anonymous = await get("/gst-filing");
  expect(anonymous.body).toContain("<p>cart  of nobody</p>");
  expect(anonymous.cacheControl).toBe("public, max-age=0");
  await get("/gst-filing", "identity", "cart=other");
  expect((await get("/gst-filing", "identity", "cart=other")).body).toContain("<p>cart other of nobody</p>");
  expect((await get("/gst-filing", "identity", cart)).body).toBe(second.body);
});

test("two accounts alternating never see each other's page; a session is asked about once, not per request", async () => {
  const alice = "better-auth.session_token=s-alice";
  const alicePhone = "better-auth.session_token=s-alice-phone; cart=x";
  const bob = "better-auth.session_token=s-bob; cart=x";
  const stranger = "better-auth.session_token=s-forged; cart=x";
  const before = identified.length;
  const visitors = [
    [alice, "<p>cart  of alice</p>"],
    [alicePhone, "<p>cart x of alice</p>"],
    [bob, "<p>cart x of bob</p>"],
    [stranger, "<p>cart x of nobody</p>"],
  ] as const;
  for (let round = 0; round < 4; round++) {
    for (const [cookie, own] of visitors) {
      const answer = await get("/about-us", "gzip", cookie);
      // The first time each is rendered for its request alone; after that, always their own page.
      if (round === 0 && answer.cache === null) expect(answer.body).toContain("rendered for this request");
      else expect(answer.body, `${cookie} in round ${round}`).toContain(own);
    }
  }
  expect((await get("/about-us", "gzip", bob)).cache).toBe("HIT");
  // The cache asked once per session (the renders asked for themselves).
  const byCache = identified.slice(before).filter((session) => session === "s-bob").length;
  expect(byCache).toBeLessThanOrEqual(3);
});
