// An Indian mobile number, as WhatsApp is asked to reach it (issue 40.1).
// Browser-safe: the opt-in forms' schemas use it in the browser and on the
// server alike.
import { z } from "#app/zod.ts";

export const WHATSAPP_NUMBER_MESSAGE =
  "Please enter an Indian mobile number for WhatsApp: 10 digits starting with 6, 7, 8 or 9.";

/**
 * The number as WhatsApp's API takes it ("919876543210"), from what a
 * person types: "98765 43210", "+91 98765-43210", "09876543210",
 * "91 9876543210". Null when it is not an Indian mobile number (the
 * National Numbering Plan gives mobiles ten digits starting 6 to 9). A
 * landline whose STD code starts with 6 to 9 (Bhubaneswar's 0674) has the
 * same shape: WhatsApp then answers that the number is not on it, and the
 * notices go by email.
 */
export function toWhatsAppNumber(typed: string): string | null {
  if (!/^[\d\s()+-]{10,20}$/.test(typed.trim())) return null;
  const digits = typed.replace(/\D/g, "");
  const national =
    digits.length === 12 && digits.startsWith("91")
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith("0")
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(national) ? `91${national}` : null;
}

/** "+91 98765 43210": the number as the client reads it. */
export function formatWhatsAppNumber(number: string): string {
  const national = number.slice(2);
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}

/** The number field of the opt-in forms: an Indian mobile, as WhatsApp's API takes it. */
export const whatsappNumberField = z
  .string({ error: WHATSAPP_NUMBER_MESSAGE })
  .trim()
  .max(25, WHATSAPP_NUMBER_MESSAGE)
  .transform((typed, context) => {
    const number = toWhatsAppNumber(typed);
    if (number) return number;
    context.addIssue({ code: "custom", message: WHATSAPP_NUMBER_MESSAGE });
    return z.NEVER;
  });

/**
 * The version of what the WhatsApp opt-in says (its words are the
 * `whatsapp.consent` text of each language), recorded with each opt-in as
 * the privacy notice's version is with the other consents.
 */
export const WHATSAPP_NOTICE_VERSION = "2026-11-27";
