// The privacy notice, the terms, the refund policy, the guides' list and the
// pages that say something went wrong, in Hindi and Odia (issue 39.3): each
// renders in the language of its address, a translated legal text says the
// English prevails, the guides' list says the guides are English, and the
// English pages keep their words.
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { send } from "#tests/security/server.ts";

const server = connectSharedServer();

/** A page's HTML without the marks React leaves between neighbouring texts. */
const get = async (path: string) => {
  const answer = await send(server.origin, { method: "GET", path, headers: {} });
  return { status: answer.status, body: answer.body.replace(/<!-- -->/g, "") };
};

/** What the page shows: its HTML without its scripts (the page's messages and loader data are JSON in them). */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");
const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Each page in each language: its heading, and a sentence of its body. */
const PAGES = [
  {
    path: "/privacy",
    en: ["Privacy Notice", "What we collect"],
    hi: ["निजता सूचना", "हम क्या जानकारी लेते हैं"],
    or: ["ଗୋପନୀୟତା ସୂଚନା", "ତଥ୍ୟ ନେଉ"],
  },
  {
    path: "/terms-and-conditions",
    en: ["Terms and Conditions", "1. Acceptance of terms"],
    hi: ["नियम और शर्तें", "1. शर्तों की स्वीकृति"],
    or: ["ନିୟମ ଓ ସର୍ତ୍ତାବଳୀ", "1. ସର୍ତ୍ତର ସ୍ୱୀକୃତି"],
  },
  {
    path: "/refund-and-cancellation-policy",
    en: ["Refund and Cancellation Policy", "1. No payment is taken when you book"],
    hi: ["रिफ़ंड और रद्द करने की नीति", "1. बुकिंग के समय कोई भुगतान नहीं लिया जाता"],
    or: ["ରିଫଣ୍ଡ ଓ ବାତିଲ ନୀତି", "1. ବୁକିଂ ସମୟରେ କୌଣସି ଦେୟ ନିଆଯାଏ ନାହିଁ"],
  },
] as const;

const PREVAILS = {
  hi: "अंग्रेज़ी पाठ ही मान्य होगा",
  or: "ଇଂରାଜୀ ପାଠ ହିଁ ମାନ୍ୟ ହେବ",
} as const;

test("the privacy notice, terms and refund policy render in Hindi and Odia, and say the English prevails", async () => {
  for (const page of PAGES) {
    for (const [language, tag] of [
      ["hi", "hi-IN"],
      ["or", "or-IN"],
    ] as const) {
      const path = `/${language}${page.path}`;
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body, path).toContain(`<html lang="${tag}"`);
      const [heading, text] = page[language];
      expect(h1(body), path).toBe(heading);
      expect(title(body), path).toContain(heading);
      expect(body, path).toContain(text);
      expect(body, path).toContain(PREVAILS[language]);
      expect(body, path).toContain(`href="${page.path}" hrefLang="en"`);
      expect(shown(body), `${path} has no English heading`).not.toContain(page.en[1]);
    }
  }
});

test("the English privacy notice, terms and refund policy keep their words, with no note of a translation", async () => {
  for (const page of PAGES) {
    const { status, body } = await get(page.path);
    expect(status, page.path).toBe(200);
    expect(body).toContain('<html lang="en-IN"');
    expect(h1(body), page.path).toBe(page.en[0]);
    expect(body, page.path).toContain(page.en[1]);
    expect(shown(body), page.path).not.toContain("English text prevails");
  }
  expect((await get("/privacy")).body).toContain("Office hours: Monday to Saturday");
});

test("the guides' list is in the page's language, says the guides are English, and links them in English", async () => {
  const hindi = await get("/hi/all-blogs");
  expect(hindi.status).toBe(200);
  expect(hindi.body).toContain('<html lang="hi-IN"');
  expect(h1(hindi.body)).toBe("गाइड और न्यूज़लेटर");
  expect(hindi.body).toContain("हर गाइड अंग्रेज़ी में खुलेगा");
  expect(hindi.body).toContain(">पूरा पढ़ें<");
  // A guide stays English: its title is marked so, and its link leaves the language.
  expect(hindi.body).toMatch(/<h2 lang="en"[^>]*>[^<]*[A-Za-z]/);
  expect(hindi.body).toMatch(/href="\/blog-page\/[^"]+"/);
  expect(hindi.body).not.toMatch(/href="\/hi\/blog-page/);

  const odia = await get("/or/all-blogs?category=Income%20Tax");
  expect(odia.body).toContain('<html lang="or-IN"');
  expect(h1(odia.body)).toBe("ଗାଇଡ ଓ ନ୍ୟୁଜଲେଟର");
  expect(odia.body).toContain('aria-current="page"');
  expect(odia.body).toMatch(/aria-current="page"[^>]*>ଆୟକର</);

  const english = await get("/all-blogs");
  expect(h1(english.body)).toBe("Guides and newsletters");
  expect(english.body).toContain(">Read More<");
  expect(shown(english.body)).not.toContain("each one opens in English");
});

test("an unknown address under /hi or /or is a 404 in that language; in English, the specification's words", async () => {
  const hindi = await get("/hi/no-such-page");
  expect(hindi.status).toBe(404);
  expect(hindi.body).toContain('<html lang="hi-IN"');
  expect(title(hindi.body)).toBe("404 - पेज नहीं मिला");
  expect(h1(hindi.body)).toBe("404 - पेज नहीं मिला");
  expect(hindi.body).toContain('href="/hi"');

  const odia = await get("/or/no-such-page");
  expect(odia.status).toBe(404);
  expect(h1(odia.body)).toBe("404 - ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ");

  const english = await get("/no-such-page");
  expect(english.status).toBe(404);
  expect(title(english.body)).toBe("404 - Page Not Found");
  expect(h1(english.body)).toBe("404 - Page Not Found");
  expect(english.body).toContain("Oops! The page you are looking for does not exist.");
});

test("the offline page speaks the language of the page that failed", async () => {
  expect(h1((await get(`/offline?${new URLSearchParams({ from: "/or/cart-page" })}`)).body)).toBe("ଲାଗୁଛି ଆପଣ ଅଫଲାଇନ ଅଛନ୍ତି");
  expect(h1((await get(`/offline?${new URLSearchParams({ from: "/hi/gst-filing" })}`)).body)).toBe(
    "लगता है आप ऑफ़लाइन हैं",
  );
  const english = (await get("/offline")).body;
  expect(h1(english)).toBe("You seem to be offline");
  // The one copy the service worker keeps carries every language's words.
  expect(english).toContain("ଲାଗୁଛି ଆପଣ ଅଫଲାଇନ ଅଛନ୍ତି");
});
