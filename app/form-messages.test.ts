import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { CustomerDetailsSchema } from "#app/bookings/booking-schema.ts";
import { ClientAskSchema, KeepFilingSchema } from "#app/engagements/engagement-schema.ts";
import { EnquirySchema, PartnerEnquirySchema } from "#app/enquiries/enquiry-schemas.ts";
import { sayInLanguage } from "#app/forms.server.ts";
import { findEnglishWords } from "#app/i18n/glossary.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import en from "#app/i18n/locales/en/forms.ts";
import { WhatsAppOptInSchema } from "#app/privacy/whatsapp-consent.ts";
import { GstCalculatorSchema } from "#app/tools/gst-calculator.ts";
import { INCOME_TAX_FIELDS, type IncomeTaxFields, toIncomeTaxInput } from "#app/tools/income-tax-form.ts";
import { translateMessage } from "./form-messages.ts";

/** The income tax calculator's form with nothing in it. */
const NO_INCOME = {
  ...Object.fromEntries(INCOME_TAX_FIELDS.flatMap((group) => group.fields.map((field) => [field.key, ""]))),
  year: "2026-27",
  age: "below-60",
  salaried: "on",
  metro: "",
} as IncomeTaxFields;

/** The messages a schema gives for a form sent with these fields. */
function messagesOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const submission = parseWithZod(new URLSearchParams(fields), { schema });
  return Object.values(submission.reply().error ?? {}).flatMap((messages) => messages ?? []);
}

const SENT_WRONG = [
  messagesOf(CustomerDetailsSchema, {}),
  messagesOf(CustomerDetailsSchema, { name: "x".repeat(101), phone: "12", email: "nope", items: "[]", consent: "on" }),
  messagesOf(CustomerDetailsSchema, {
    name: "A",
    phone: "9876543210",
    email: "a@b.in",
    instructions: "x".repeat(2001),
  }),
  // The WhatsApp opt-in: the booking form's box beside a number it cannot take, the card's form (issue 40.1)
  messagesOf(CustomerDetailsSchema, {
    name: "A",
    phone: "+44 7700 900123",
    email: "a@b.in",
    items: "[]",
    consent: "on",
    whatsapp: "on",
  }),
  messagesOf(WhatsAppOptInSchema, { intent: "whatsapp-opt-in", number: "12" }),
  messagesOf(EnquirySchema, {}),
  messagesOf(EnquirySchema, { name: "A", phone: "1", email: "x", service: "gst", message: "x".repeat(2001) }),
  messagesOf(PartnerEnquirySchema, { name: "A", phone: "9876543210", email: "a@b.in", address: "x".repeat(501) }),
  // The client's answers about their regular work (the dashboard)
  messagesOf(ClientAskSchema, { intent: "ask-engagement", engagementId: "1", ask: "never", reason: "x".repeat(501) }),
  messagesOf(KeepFilingSchema, { intent: "keep-filing", bookingId: "<script>" }),
  // The free tools' forms
  messagesOf(GstCalculatorSchema, { rate: "7", mode: "both", supply: "abroad" }),
  messagesOf(GstCalculatorSchema, { amount: "two lakh", rate: "18", mode: "exclusive", supply: "intra" }),
  messagesOf(GstCalculatorSchema, { amount: "1,00,00,00,00,000", rate: "18", mode: "exclusive", supply: "intra" }),
  Object.values(
    toIncomeTaxInput({ ...NO_INCOME, salary: "twelve lakh", houseProperty: "99,99,99,99,99,999" }).errors ?? {},
  ),
].flat();

/** Every figure of a text (amounts, limits, rates), in order. */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

describe.each(["hi", "or"] as const)("%s", (language) => {
  test("every message says the English's figures", () => {
    const t = getT(language, "forms");
    for (const [key, english] of Object.entries(en.errors)) {
      expect(figures(t(`errors.${key}` as "errors.enterName")), key).toEqual(figures(english));
    }
  });

  test("every message the booking, enquiry, regular-work and tools' forms give is said in the language", () => {
    expect(SENT_WRONG.length).toBeGreaterThan(8);
    const left = SENT_WRONG.filter((message) => {
      const said = sayInLanguage(message, language);
      return said === message || findEnglishWords(said).length > 0;
    });
    expect(left).toEqual([]);
  });

  test("a message with words in it says them too; a file's name stays as it is", () => {
    const t = getT(language, "forms");
    const offline = translateMessage(
      "Failed to submit booking: Could not reach the server. Please check your connection and try again.",
      t,
    );
    expect(offline).toBe(`${t("errors.bookingFailed", { reason: t("errors.offline") })}`);
    expect(findEnglishWords(offline)).toEqual([]);
    const file = translateMessage("Error - Form 16 scan.pdf is larger than 10 MB, the limit for one file.", t);
    expect(file).toContain("Form 16 scan.pdf");
    expect(file).toContain("10 MB");
    expect(findEnglishWords(file.replace("Form 16 scan.pdf", ""))).toEqual([]);
    const limit = translateMessage(
      "Too many requests for this email address: at most 5 in an hour. Please try again later.",
      t,
    );
    expect(findEnglishWords(limit)).toEqual([]);
  });
});

test("English is said as written, and each English message reads back as itself", () => {
  const t = getT("en", "forms");
  for (const message of SENT_WRONG) expect(sayInLanguage(message, "en")).toBe(message);
  for (const text of [...Object.values(en.errors), ...Object.values(en.done)]) {
    const filled = text.replace(/\{\{\w+\}\}/g, "x y");
    expect(translateMessage(filled, t), text).toBe(filled);
  }
});

test("a message that is not one of ours is shown as it was written", () => {
  expect(translateMessage("Something else entirely.", getT("hi", "forms"))).toBe("Something else entirely.");
});
