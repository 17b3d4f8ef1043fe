// The firm's own pages (home, about us, help center, all services) in Hindi
// and Odia, as the server writes them before any script runs: the document's
// language, the heading and the title in that language, the footer's words,
// and the English page as it was (issue 39).
import { expect, test } from "vitest";
import { ABOUT } from "#app/content/about.ts";
import { HELP } from "#app/content/help.ts";
import { HOME } from "#app/content/home.ts";
import { ABOUT_HI } from "#app/content/translations/about.hi.ts";
import { ABOUT_OR } from "#app/content/translations/about.or.ts";
import { HELP_HI } from "#app/content/translations/help.hi.ts";
import { HELP_OR } from "#app/content/translations/help.or.ts";
import { HOME_HI } from "#app/content/translations/home.hi.ts";
import { HOME_OR } from "#app/content/translations/home.or.ts";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { send } from "#tests/security/server.ts";

const server = connectSharedServer();

async function read(path: string) {
  const { status, body } = await send(server.origin, { method: "GET", path, headers: {} });
  expect(status, path).toBe(200);
  return {
    lang: /<html\b[^>]*\slang="([^"]*)"/.exec(body)?.[1],
    h1: /<h1\b[^>]*>([^<]*)<\/h1>/.exec(body)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? "",
    body,
  };
}

const PAGES = [
  { path: "/", headings: { en: HOME.hero.heading, hi: HOME_HI.hero.heading, or: HOME_OR.hero.heading } },
  { path: "/about-us", headings: { en: ABOUT.heading, hi: ABOUT_HI.heading, or: ABOUT_OR.heading } },
  { path: "/help-center", headings: { en: HELP.heading, hi: HELP_HI.heading, or: HELP_OR.heading } },
  { path: "/services-mega-page", headings: { en: "All services", hi: "सभी सेवाएँ", or: "ସମସ୍ତ ସେବା" } },
] as const;

test("the home page in Hindi and Odia has its heading, title and footer in the language, with lang hi-IN and or-IN", async () => {
  const hindi = await read("/hi");
  expect(hindi.lang).toBe("hi-IN");
  expect(hindi.h1).toBe("टैक्स, GST और हर तरह का अनुपालन, अनुभवी जानकारों के हाथों में");
  expect(hindi.title).toMatch(/^भारत में आयकर, GST और अकाउंटिंग सेवाएँ \| /);
  expect(hindi.body).toContain(">हमारी सेवाएँ</h2>");
  expect(hindi.body).toContain(">आयकर रिटर्न (व्यक्ति और कंपनी)</a>");
  expect(hindi.body).toContain('href="/hi/about-us"');
  expect(hindi.body).toContain(">हमारे बारे में</a>");
  expect(hindi.body).not.toContain("Why clients choose us");
  // The firm's office hours in Hindi; its registration number, a code, said to be English.
  expect(hindi.body).toContain("सोमवार से शनिवार");
  expect(hindi.body).not.toContain(">Monday to Saturday");
  expect(hindi.body).toMatch(/पंजीकरण संख्या <span lang="en">/);

  const odia = await read("/or");
  expect(odia.lang).toBe("or-IN");
  expect(odia.h1).toBe("ଟିକସ, GST ଓ ସବୁ ନିୟମ ପାଳନ, ଅଭିଜ୍ଞ ବିଶେଷଜ୍ଞଙ୍କ ହାତରେ");
  expect(odia.title).toMatch(/^ଭାରତରେ ଆୟକର, GST ଓ ହିସାବ ରଖିବା ସେବା \| /);
  expect(odia.body).toContain(">ଆମ ସେବା</h2>");
  expect(odia.body).toContain('href="/or/help-center"');
  expect(odia.body).toContain(">ସହାୟତା କେନ୍ଦ୍ର</a>");
  expect(odia.body).not.toContain("Our services");
});

test("the English home page keeps its words, title and links", async () => {
  const english = await read("/");
  expect(english.lang).toBe("en-IN");
  expect(english.h1).toBe("Tax, GST and compliance, handled by experienced professionals");
  expect(english.title).toMatch(/^Income Tax, GST and Accounting Services in India \| /);
  expect(english.body).toContain(">Our services</h2>");
  expect(english.body).toContain(">Income Tax Filing (Individual &amp; Corporate)</a>");
  expect(english.body).toMatch(/<a class="hover:text-white" href="\/about-us"[^>]*>About Us<\/a>/);
  expect(english.body).toContain("All rights reserved.");
});

test("about us, the help center and all services: each language's heading and lang, a title of its own", async () => {
  for (const page of PAGES) {
    const titles = new Set<string>();
    for (const [language, tag] of [
      ["en", "en-IN"],
      ["hi", "hi-IN"],
      ["or", "or-IN"],
    ] as const) {
      const path = language === "en" ? page.path : `/${language}${page.path === "/" ? "" : page.path}`;
      const { lang, h1, title } = await read(path);
      expect(lang, path).toBe(tag);
      expect(h1, path).toBe(page.headings[language]);
      titles.add(title);
    }
    expect(titles.size, page.path).toBe(3);
  }
});
