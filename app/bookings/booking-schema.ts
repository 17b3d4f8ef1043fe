// The cart page's Customer Details form (spec section 5, "Booking"): one
// schema for the browser's instant messages and the server's check.

import { MISSING_REASON_MAX } from "#app/bookings/line-marks.ts";
import { groupIndian } from "#app/catalog/format.ts";
import { CONSENT_FIELDS } from "#app/privacy/consent.ts";
import { emailField, nameField, optionalText, phoneField } from "#app/validation.ts";
import { toWhatsAppNumber, WHATSAPP_NUMBER_MESSAGE } from "#app/whatsapp/whatsapp-number.ts";
import { z } from "#app/zod.ts";

export const CustomerDetailsSchema = z
  .object({
    name: nameField("Please enter your name."),
    phone: phoneField("Please enter your phone number."),
    email: emailField("Please enter your email address.", "Please enter a valid email address."),
    instructions: optionalText(2000, "Please keep the special instructions under 2000 characters."),
    // The cart's lines as [option key, quantity] pairs; prices are never sent.
    items: z.string({ error: "Kindly select any service(s) to proceed." }).max(5000),
    ...CONSENT_FIELDS,
    // The booking's notices on WhatsApp too, to the phone above (issue 40.1): only a ticked box
    // ("on") is a yes, never pre-ticked; the box is on the form only while WhatsApp is set up,
    // and the server drops the field otherwise (app/routes/cart-page.server.ts).
    whatsapp: z.boolean().catch(false).default(false),
  })
  .refine((details) => !details.whatsapp || toWhatsAppNumber(details.phone) !== null, {
    path: ["phone"],
    message: WHATSAPP_NUMBER_MESSAGE,
    // Said with the other fields' messages, unless the phone already has its own.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "phone" || issue.path?.[0] === "whatsapp"),
  });

/**
 * A booking's emailed link signs its client in: single use, for two days
 * (issue 20; a week until issue 34.7), and a newer link ends it.
 */
export const BOOKING_LINK_LIFETIME_DAYS = 2;

/**
 * A document sent through the public booking lookup by whoever held the id
 * (issue 34.3), as the client's page, the staff's page and the receipts name it.
 */
export const UNCHECKED_LOOKUP = "Received through the booking lookup, not yet checked";

export const MESSAGE_MAX = 4000;
const WRITE_A_MESSAGE = "Please write a message.";

/** The text of a message or a staff note: plain text, trimmed, 1 to 4,000 characters. */
export const messageBody = (empty = WRITE_A_MESSAGE) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(MESSAGE_MAX, `Please keep your message under ${groupIndian(MESSAGE_MAX)} characters.`)
    .refine((body) => !body.includes("\u0000"), empty);

/** A message on a booking's thread. */
export const MessageSchema = z.object({ intent: z.literal("message"), body: messageBody() });

/** The client's answer to a requested document: "I don't have this", and perhaps why (issue 36, item 2). */
export const MissingSchema = z.object({
  intent: z.literal("missing"),
  requestId: z.coerce.number({ error: "Please reload the page." }).int().min(1),
  reason: optionalText(MISSING_REASON_MAX, `Please keep the reason under ${MISSING_REASON_MAX} characters.`),
});
