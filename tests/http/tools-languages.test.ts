// The income tax and GST calculators in Hindi and Odia (issue 39): the
// working, the results and the form's messages in the page's language, with
// the same figures; the English pages keep their English words.
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { send } from "#tests/security/server.ts";

const server = connectSharedServer();

const get = async (path: string) => {
  const page = await send(server.origin, { method: "GET", path, headers: {} });
  expect(page.status, path).toBeLessThan(500);
  return page.body;
};

const QUERY = "?year=2025-26&salaried=yes&salary=1200000&deduction80C=150000";

test("the income tax calculator's working is in Hindi and Odia, its figures and sections the English's", async () => {
  const english = await get(`/tools/income-tax-calculator${QUERY}`);
  expect(english).toContain('<html lang="en-IN"');
  expect(english).toContain("Your tax under each regime");
  expect(english).toContain("Standard deduction (s.16(ia))");
  expect(english).toContain("Deduction for investments (80C)");
  expect(english).toContain("The new regime costs you less: you save ₹");

  const hindi = await get(`/hi/tools/income-tax-calculator${QUERY}`);
  expect(hindi).toContain('<html lang="hi-IN"');
  expect(hindi).toContain("हर व्यवस्था में आपका टैक्स");
  expect(hindi).toContain("मानक कटौती (धारा 16(ia))");
  expect(hindi).toContain("निवेश पर कटौती (80C)");
  expect(hindi).toContain("नई व्यवस्था में आपका टैक्स कम है: आपकी बचत ₹");
  // The engine's English labels travel in the page's data, never in what it shows.
  expect(hindi.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("Standard deduction");

  const odia = await get(`/or/tools/income-tax-calculator${QUERY.replace("2025-26", "2026-27")}`);
  expect(odia).toContain('<html lang="or-IN"');
  expect(odia).toContain("ପ୍ରତ୍ୟେକ ବ୍ୟବସ୍ଥାରେ ଆପଣଙ୍କ ଟିକସ");
  expect(odia).toContain("ନିବେଶ ପାଇଁ କଟାଣ (ଧାରା 123 (ପୂର୍ବରୁ 80C))");
  // The Acts are cited in English, marked so.
  expect(odia).toContain('<ul lang="en-IN"');
});

test("the calculators' messages for an amount that is not one are in the page's language", async () => {
  expect(await get("/tools/income-tax-calculator?salary=twelve")).toContain(
    "Please enter the amount in rupees, e.g. 12,00,000 or 1200000.",
  );
  expect(await get("/hi/tools/income-tax-calculator?salary=twelve")).toContain(
    "कृपया रकम रुपयों में भरें, जैसे 12,00,000 या 1200000।",
  );
  expect(await get("/tools/gst-calculator?amount=abc")).toContain(
    "Please enter the amount in rupees, e.g. 2,500 or 2500.50.",
  );
  const odia = await get("/or/tools/gst-calculator?amount=abc&supply=elsewhere");
  expect(odia).toContain("ଦୟାକରି ରାଶି ଟଙ୍କାରେ ଲେଖନ୍ତୁ, ଯେପରି 2,500 ବା 2500.50।");
  expect(odia).toContain("ଦୟାକରି ବାଛନ୍ତୁ, ଯୋଗାଣ ଗୋଟିଏ ରାଜ୍ୟ ଭିତରେ ନା ଅନ୍ୟ ରାଜ୍ୟକୁ।");
});
