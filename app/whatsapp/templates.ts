// The WhatsApp message templates (issue 40.2): a notice to a client outside
// a conversation they started must be a template that Meta approved, sent
// by name and language with the values of its variables. Their words live
// here, in English, and in Hindi and Odia beside (templates.hi.ts,
// templates.or.ts), so that what the firm registers with Meta
// (`npm run whatsapp:templates` prints it) and what the site sends are one
// text. All are "UTILITY": about the client's own work, never promotion.
import type { Language } from "#app/i18n/languages.ts";
import { TEMPLATE_WORDS_HI } from "./templates.hi.ts";
import { TEMPLATE_WORDS_OR } from "./templates.or.ts";

/**
 * Each template's named variables ({{name}} in its body), and the page its
 * one button opens: the client's booking page, or an invoice's (where
 * "Pay with a UPI app" opens their app), through a sign-in link made as the
 * message is sent.
 */
export const TEMPLATES = {
  booking_received: { variables: ["name", "reference", "services"] },
  documents_needed: { variables: ["name", "work", "documents"] },
  documents_reminder: { variables: ["name", "work", "documents"] },
  draft_for_approval: { variables: ["name", "work"] },
  approval_reminder: { variables: ["name", "work"] },
  tax_to_pay: { variables: ["name", "tax", "amount", "period", "pay_by"] },
  invoice_issued: { variables: ["name", "invoice", "amount", "upi_id"] },
  invoice_reminder: { variables: ["name", "invoice", "issued_on", "amount", "upi_id"] },
  payment_received: { variables: ["name", "amount", "invoice"] },
  work_filed: { variables: ["name", "work", "filed_on", "acknowledgement"] },
  new_message: { variables: ["name", "work"] },
} as const satisfies Record<string, { variables: readonly string[] }>;

export type TemplateName = keyof typeof TEMPLATES;
type TemplateValues<Name extends TemplateName> = Record<(typeof TEMPLATES)[Name]["variables"][number], string>;

/**
 * A notice as its sender says it: which template, with which values, in
 * the client's language. The client's name is added by the one who sends
 * it (app/bookings/booking-mail.server.ts), and so is the work ("your
 * booking ETF-482-139-075") unless the notice names it.
 */
export type WhatsAppNotice = {
  [Name in TemplateName]: { template: Name; values: Omit<TemplateValues<Name>, "name" | "work"> & { work?: string } };
}[TemplateName];

/**
 * One language's words: each template's body (at most 1,024 characters,
 * Meta's limit, with its values) and its button's label (at most 25), and
 * the footer all share (at most 60, no variables).
 */
export type TemplateWords = {
  footer: string;
  templates: { [Name in TemplateName]: { body: string; button: string } };
};

const TEMPLATE_WORDS_EN: TemplateWords = {
  footer: "Reply STOP to stop these WhatsApp messages.",
  templates: {
    booking_received: {
      body: "Hello {{name}}, we have received your booking {{reference}} for {{services}}. We will write to you here when we need anything from you.",
      button: "Open your booking",
    },
    documents_needed: {
      body: "Hello {{name}}, for {{work}} we need these documents from you: {{documents}}. Please upload them on your booking page, or send a photo or PDF of each in reply to this message.",
      button: "Upload documents",
    },
    documents_reminder: {
      body: "Hello {{name}}, a reminder: we are still waiting for documents for {{work}}. They are: {{documents}}. Please upload them on your booking page, or send a photo or PDF of each in reply to this message.",
      button: "Upload documents",
    },
    draft_for_approval: {
      body: "Hello {{name}}, the draft for {{work}} is ready. Please read it and approve it, or tell us what to change, on your booking page. We file only after your approval.",
      button: "Read the draft",
    },
    approval_reminder: {
      body: "Hello {{name}}, the draft for {{work}} is still waiting for your approval. We file only after you approve it on your booking page.",
      button: "Read the draft",
    },
    tax_to_pay: {
      body: "Hello {{name}}, the {{tax}} of {{amount}} for {{period}} is to be paid to the government by {{pay_by}}. The challan and how to pay it are on your booking page.",
      button: "See the challan",
    },
    invoice_issued: {
      body: "Hello {{name}}, our invoice {{invoice}} for {{amount}} is ready. You can pay it with any UPI app to {{upi_id}}, or open the invoice to pay it and download it.",
      button: "Open the invoice",
    },
    invoice_reminder: {
      body: "Hello {{name}}, a reminder: our invoice {{invoice}} of {{issued_on}} for {{amount}} is not paid yet. You can pay it with any UPI app to {{upi_id}}, or open the invoice. Please ignore this if you have paid.",
      button: "Open the invoice",
    },
    payment_received: {
      body: "Hello {{name}}, we have received your payment of {{amount}} for invoice {{invoice}}. Thank you. The receipt is on your booking page.",
      button: "Open your booking",
    },
    work_filed: {
      body: "Hello {{name}}, we filed {{work}} on {{filed_on}}. Acknowledgement number: {{acknowledgement}}. The acknowledgement is on your booking page.",
      button: "Open your booking",
    },
    new_message: {
      body: "Hello {{name}}, we have written to you about {{work}}. Please read our message on your booking page, or reply here.",
      button: "Read the message",
    },
  },
};

export const TEMPLATE_WORDS: Record<Language, TemplateWords> = {
  en: TEMPLATE_WORDS_EN,
  hi: TEMPLATE_WORDS_HI,
  or: TEMPLATE_WORDS_OR,
};

/**
 * Meta's language code of a template in each of our languages (its list of
 * supported languages, developers.facebook.com/documentation/business-messaging/
 * whatsapp/templates/supported-languages). Odia was not on it in May 2026:
 * a template Meta has not approved in a language is refused with error
 * 132001, and the notice goes by email in that language instead (never in
 * another language: docs/WHATSAPP.md).
 */
export const TEMPLATE_LANGUAGE_CODES: Record<Language, string> = { en: "en", hi: "hi", or: "or" };

/**
 * A value as a template variable may hold it: one line (Meta refuses new
 * lines, tabs and more than four spaces in a row), and short.
 */
export function toTemplateValue(value: string, max = 200): string {
  const line = value.replace(/\s+/g, " ").trim();
  const characters = [...line];
  return characters.length > max ? `${characters.slice(0, max - 1).join("")}…` : line || "-";
}

/** A template's body with its values: the words the client reads, which staff see beside its delivery state. */
export function renderTemplate(language: Language, template: TemplateName, values: Record<string, string>): string {
  const { body } = TEMPLATE_WORDS[language].templates[template];
  return body.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
