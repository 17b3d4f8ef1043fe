// The nine service pages in Hindi and Odia (issue 39): what their HTML says
// before any script runs, in the page's language, and the English pages
// with the words they always had. Over HTTP from the shared server.
import { expect, test } from "vitest";
import { getServiceText } from "#app/catalog/service-text.ts";
import { SERVICES } from "#app/catalog/services.ts";
import { TRANSLATED_LANGUAGES } from "#app/i18n/languages.ts";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { send } from "#tests/security/server.ts";

const server = connectSharedServer();

const get = async (path: string) => {
  const answer = await send(server.origin, { method: "GET", path });
  expect(answer.status, path).toBe(200);
  return answer.body;
};

const h1 = (html: string) => /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const htmlLang = (html: string) => /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
const DEVANAGARI = /[\u0900-\u097F]/;
const ODIA = /[\u0B00-\u0B7F]/;

test("a Hindi service page says everything in Hindi, prices in ₹ with Hindi words around them", async () => {
  const html = await get("/hi/gst-filing");
  expect(htmlLang(html)).toBe("hi-IN");
  expect(h1(html)).toBe("कारोबारियों के लिए GST रिटर्न फ़ाइलिंग सेवा");
  expect(html).toContain("<title>कारोबारियों के लिए GST रिटर्न फ़ाइलिंग सेवा |");
  expect(html).toContain("अपनी सेवा चुनें");
  expect(html).toContain("₹500 मात्र");
  expect(html).toContain("सेवा चुनें और भुगतान के लिए आगे बढ़ें");
  expect(html).toContain("अक्सर पूछे जाने वाले सवाल");
  expect(html).toContain("GST रिटर्न की अंतिम तिथियाँ क्या हैं?");
  expect(html).not.toContain("Choose your service");
  expect(html).not.toContain("Frequently asked questions");
  expect(html).not.toContain("₹500 only");
  // Search engines read the FAQ in the page's language, at the page's own address.
  expect(html).toMatch(/"@type":"FAQPage","inLanguage":"hi-IN"/);
  expect(html).toMatch(/"url":"[^"]*\/hi\/gst-filing"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/hi\/gst-filing"/);
});

test("an Odia service page says everything in Odia; 'On Request' too", async () => {
  const html = await get("/or/company-registration");
  expect(htmlLang(html)).toBe("or-IN");
  expect(h1(html)).toBe("ଭାରତରେ କମ୍ପାନୀ, LLP ଓ OPC ପଞ୍ଜୀକରଣ");
  expect(html).toContain("ଆପଣଙ୍କ ସେବା ବାଛନ୍ତୁ");
  expect(html).toContain("ଅନୁରୋଧ ଉପରେ");
  expect(html).toContain("ଏହି କାଗଜପତ୍ର ପ୍ରସ୍ତୁତ ରଖନ୍ତୁ");
  expect(html).not.toContain("On Request");
  expect(html).not.toContain("About this service");
  expect((await get("/or/income-tax-filing")).includes("₹500 ମାତ୍ର")).toBe(true);
});

test("every service page has its own heading in Hindi and in Odia", async () => {
  for (const language of TRANSLATED_LANGUAGES) {
    const script = language === "hi" ? DEVANAGARI : ODIA;
    for (const service of SERVICES) {
      const html = await get(`/${language}${service.path}`);
      expect(htmlLang(html), service.path).toBe(`${language}-IN`);
      const title = getServiceText(service, language).title;
      expect(title, service.path).toMatch(script);
      expect(h1(html), service.path).toBe(title);
    }
  }
});

test("the English service pages keep their English words", async () => {
  const html = await get("/gst-filing");
  expect(htmlLang(html)).toBe("en-IN");
  expect(h1(html)).toBe("GST Return Filing Services for Businesses");
  for (const words of [
    "Choose your service",
    "₹500 only",
    "Select Service &amp; Proceed to Payment",
    "Documents to keep ready",
    "About this service",
    "Frequently asked questions",
    "What are the due dates for GST returns?",
    "Prices are our professional fees",
  ]) {
    expect(html).toContain(words);
  }
  expect(html).toMatch(/"@type":"FAQPage","mainEntity"/);
  expect(html).toMatch(/"url":"[^"]*\/gst-filing"/);
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main).not.toMatch(DEVANAGARI);
  expect(main).not.toMatch(ODIA);
  expect(await get("/trademark-services")).toContain("On Request");
});
