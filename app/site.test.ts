import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { getOfficeHours, SAMPLE_SITE_CONFIG as SAMPLE } from "#app/site.ts";

/** A sample as the firm would type the real value: without its "(sample)" mark. */
const unmarked = (value: string) => value.replace(/ \(sample\)$/, "");

test("every sample the site shows passes the checks the site applies to the real value", () => {
  const env = parseEnv({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "etf-site-")),
    FIRM_GSTIN: unmarked(SAMPLE.gstin),
    FIRM_ICAI_FRN: unmarked(SAMPLE.icaiFrn),
    FIRM_WHATSAPP: SAMPLE.whatsapp,
    FIRM_EMAIL: SAMPLE.email,
    FIRM_LINKEDIN_URL: SAMPLE.linkedinUrl,
    FIRM_MAP_URL: SAMPLE.mapUrl,
    FIRM_PARTNERS: SAMPLE.partners
      .map((partner) => [partner.name, partner.qualification, unmarked(partner.membershipNo)].join("|"))
      .join(";"),
  });
  expect(env.FIRM_GSTIN).toBe(unmarked(SAMPLE.gstin));
  expect(env.FIRM_ICAI_FRN).toBe(unmarked(SAMPLE.icaiFrn));
  expect(env.FIRM_PARTNERS).toHaveLength(SAMPLE.partners.length);
});

test("office hours in a page's language: the firm's Hindi or Odia where given, else its English, said to be English", () => {
  expect(getOfficeHours(SAMPLE, "en")).toEqual({ text: SAMPLE.officeHours });
  expect(getOfficeHours(SAMPLE, "hi").text).toMatch(/^सोमवार से शनिवार/);
  expect(getOfficeHours(SAMPLE, "or").text).toMatch(/^ସୋମବାରରୁ ଶନିବାର/);
  const englishOnly = { ...SAMPLE, officeHours: "Monday to Friday, 9 am to 5 pm", translatedOfficeHours: {} };
  expect(getOfficeHours(englishOnly, "or")).toEqual({ text: "Monday to Friday, 9 am to 5 pm", lang: "en" });
});
