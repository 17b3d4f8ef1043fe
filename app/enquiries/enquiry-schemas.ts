// The enquiry and partner enquiry forms (spec section 5): every required
// field missing gives the one message the spec names.

import { CONSENT_FIELDS } from "#app/privacy/consent.ts";
import { optionalText, PHONE_PATTERN } from "#app/validation.ts";
import { z } from "#app/zod.ts";

export const MANDATORY_MESSAGE = "Please fill in all mandatory fields.";

export const ENQUIRY_SERVICES = ["taxation", "accounting", "gst", "auditing"] as const;

export const SERVICE_LABELS: Record<(typeof ENQUIRY_SERVICES)[number], string> = {
  taxation: "Taxation",
  accounting: "Accounting",
  gst: "GST",
  auditing: "Auditing",
};

const required = (max: number) =>
  z
    .string({ error: MANDATORY_MESSAGE })
    .trim()
    .min(1, { error: MANDATORY_MESSAGE, abort: true })
    .max(max, `Please keep this under ${max} characters.`);

const phone = () =>
  required(25).regex(
    PHONE_PATTERN,
    "Please enter a valid phone number: 7 to 15 digits, with an optional + and country code.",
  );

const email = () =>
  required(254)
    .pipe(z.email("Please enter a valid email address."))
    .transform((value) => value.toLowerCase());

export const EnquirySchema = z.object({
  name: required(100),
  phone: phone(),
  email: email(),
  service: z.enum(ENQUIRY_SERVICES, { error: MANDATORY_MESSAGE }),
  message: optionalText(2000, "Please keep the message under 2000 characters."),
  ...CONSENT_FIELDS,
});

export const PartnerEnquirySchema = z.object({
  name: required(100),
  phone: phone(),
  email: email(),
  address: required(500),
  firm_details: required(2000),
  ...CONSENT_FIELDS,
});

/**
 * Spec section 5 gives one message for any missing field: it is said once,
 * above the form, and each field keeps only its own other errors (a bad
 * email, say) while staying marked invalid.
 */
export function splitMandatoryErrors(fields: readonly { errors?: string[] }[], formErrors?: string[]) {
  const missing = fields.some((field) => field.errors?.includes(MANDATORY_MESSAGE));
  return {
    formErrors: missing ? [MANDATORY_MESSAGE] : formErrors,
    own: (errors?: string[]) => errors?.filter((error) => error !== MANDATORY_MESSAGE),
  };
}

/**
 * What differs between the two public forms of `app/enquiries/public-form.tsx`; the messages are the spec's.
 * The title, lead and button are words of the page, in each language (`words`).
 */
export type PublicFormSpec<Schema extends z.ZodObject> = {
  path: string;
  /** Where its title, lead and button are in each language: `publicForms.{words}` of the `cart` messages. */
  words: "enquiry" | "partner";
  schema: Schema;
  /** The fields whose missing value is said once, above the form. */
  mandatory: readonly (keyof z.input<Schema> & string)[];
  /** Said inline for 3 seconds after a success. */
  sent: string;
  /** Every failure is `${failure}: {message}`. */
  failure: string;
};

export const ENQUIRY_FORM: PublicFormSpec<typeof EnquirySchema> = {
  path: "/enquiry-page",
  words: "enquiry",
  schema: EnquirySchema,
  mandatory: ["name", "phone", "email", "service"],
  sent: "Enquiry submitted successfully!",
  failure: "Failed to submit enquiry",
};

export const PARTNER_FORM: PublicFormSpec<typeof PartnerEnquirySchema> = {
  path: "/partner-enquiry",
  words: "partner",
  schema: PartnerEnquirySchema,
  mandatory: ["name", "phone", "email", "address", "firm_details"],
  sent: "Partner enquiry request submitted successfully!",
  failure: "Failed to submit partner enquiry",
};
