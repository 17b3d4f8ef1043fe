// The site in Hindi and Odia as a crawler and a returning visitor meet it
// (issue 39.2): each language's page says its language, is canonical in it
// and names the others; the sitemap lists all three; the switch keeps the
// choice and the page; a kept page is kept per language. What the pages
// show is walked in a browser (tests/e2e/page-walk.spec.ts).
import { Agent } from "node:http";
import { beforeAll, expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { FORM_TYPE, form, registerVerifiedUser, send } from "#tests/security/server.ts";

const server = connectSharedServer();

const get = (path: string, headers: Record<string, string> = {}) =>
  send(server.origin, { method: "GET", path, headers });

/** The site's public address (SITE_URL), as the home page's canonical link says it. */
let siteUrl = "";
beforeAll(async () => {
  siteUrl = /<link rel="canonical" href="([^"]*)\/"/.exec((await get("/")).body)?.[1] ?? "";
});

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((match) => match[0]);

test("each language's page says its language, is canonical in it and names the other two", async () => {
  for (const [path, tag] of [
    ["/", "en-IN"],
    ["/hi", "hi-IN"],
    ["/or/gst-filing", "or-IN"],
  ] as const) {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    expect(page.body).toContain(`<html lang="${tag}"`);
    expect(links(page.body, "canonical")).toEqual([expect.stringContaining(`href="${siteUrl}${path}"`)]);
    const alternates = links(page.body, "alternate").join("\n");
    const english = path.replace(/^\/(hi|or)/, "") || "/";
    for (const [language, prefix] of [
      ["en-IN", ""],
      ["hi-IN", "/hi"],
      ["or-IN", "/or"],
    ]) {
      const href = `${siteUrl}${prefix}${english === "/" && prefix ? "" : english}`;
      expect(alternates, `${path} names its ${language} page`).toContain(`hrefLang="${language}" href="${href}"`);
    }
    expect(alternates).toContain(`hrefLang="x-default" href="${siteUrl}${english}"`);
  }
});

test("only the language's pages load its script's font", async () => {
  const hindi = (await get("/hi")).body;
  const odia = (await get("/or")).body;
  expect(hindi).toMatch(/<link rel="preload" href="\/assets\/devanagari-[^"]+\.woff2" as="font"/);
  expect(odia).toMatch(/<link rel="preload" href="\/assets\/oriya-[^"]+\.woff2" as="font"/);
  // Every page has the switch's two tiny fonts of the languages' names, never another script's whole font.
  expect(hindi).not.toMatch(/href="\/assets\/oriya-(?!name)/);
  expect(odia).not.toMatch(/href="\/assets\/devanagari-(?!name)/);
  expect((await get("/")).body).not.toMatch(/href="\/assets\/(devanagari|oriya)-(?!name)/);
  // The stylesheet names each script's font only for its language's documents.
  const stylesheet = hindi.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1] ?? "";
  const css = (await get(stylesheet)).body;
  expect(css).toMatch(/:root:lang\(hi\)\{--font-sans:[^}]*Noto Sans Devanagari Subset/);
  expect(css).toMatch(/:root:lang\(or\)\{--font-sans:[^}]*Noto Sans Oriya Subset/);
});

test("the sitemap lists each page in the three languages, each naming the others", async () => {
  const sitemap = (await get("/sitemap.xml")).body;
  for (const path of ["/gst-filing", "/hi/gst-filing", "/or/gst-filing", "/hi", "/or/tools"]) {
    expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
  }
  expect(sitemap).toContain(`hreflang="or-IN" href="${siteUrl}/or/gst-filing"`);
  expect(sitemap).not.toMatch(/\/(hi|or)\/blog-page/);
  const robots = (await get("/robots.txt")).body;
  expect(robots).toContain("Disallow: /hi/user-dashboard");
  expect(robots).toContain("Disallow: /or/login");
});

test("the switch keeps the choice and opens the same page and query in it; the choice is followed on return", async () => {
  const answer = await send(server.origin, {
    method: "POST",
    path: "/language",
    headers: { Origin: server.origin, "Content-Type": FORM_TYPE },
    body: form({ language: "or", to: "/gst-filing?proceed=1" }),
  });
  expect(answer.status).toBe(302);
  expect(answer.headers.location).toBe("/or/gst-filing?proceed=1");
  const cookie = String(answer.headers["set-cookie"]).split(";")[0] ?? "";
  expect(cookie).toBe("lang=or");

  // Back on an English page with a translation: their language; a page without one, as it is.
  const back = await get("/tools?utm_source=sms", { Cookie: cookie });
  expect(back.status).toBe(302);
  expect(back.headers.location).toBe("/or/tools?utm_source=sms");
  expect((await get("/blog-page/GST/gst-return-types-and-due-dates", { Cookie: cookie })).status).toBe(200);
  // Nobody else is sent anywhere, whatever their browser prefers.
  expect((await get("/tools", { "Accept-Language": "hi-IN,hi;q=0.9" })).status).toBe(200);
});

test("a kept page is kept once per language", async () => {
  // One kept-alive connection, so one server process (each keeps its own pages) answers every request.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (const [path, tag] of [
    ["/about-us", "en-IN"],
    ["/hi/about-us", "hi-IN"],
  ] as const) {
    const answers = [];
    for (let round = 0; round < 3; round++) answers.push(await send(server.origin, { method: "GET", path }, agent));
    expect(
      answers.map((answer) => answer.headers["x-cache"]),
      path,
    ).toContain("HIT");
    for (const answer of answers) expect(answer.body, path).toContain(`<html lang="${tag}"`);
  }
  agent.destroy();
});

test("a client who chose Odia before signs in on a new browser into Odia, and it keeps the choice", async () => {
  const client = await registerVerifiedUser(server);
  await server.query(
    `insert into clients (name, email, language) values ('Asha Rao', $1, 'or')
     on conflict (email) where email is not null do update set language = 'or'`,
    [client.email],
  );
  const login = (cookie?: string) =>
    send(server.origin, {
      method: "POST",
      path: "/login",
      headers: { Origin: server.origin, "Content-Type": FORM_TYPE, ...(cookie ? { Cookie: cookie } : {}) },
      body: form({ email: client.email, password: client.password }),
    });
  const fresh = await login();
  expect(fresh.status).toBe(302);
  expect(fresh.headers.location).toBe("/or");
  expect(String(fresh.headers["set-cookie"])).toContain("lang=or");
  // A browser whose visitor chose English keeps English.
  const english = await login("lang=en");
  expect(english.headers.location).toBe("/");
  expect(String(english.headers["set-cookie"])).not.toContain("lang=");
});
