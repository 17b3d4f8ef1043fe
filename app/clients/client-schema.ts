// What staff type for a client (issue 37.1), by hand or as a row of the
// firm's CSV: one schema for both, run in the browser and on the server.
import { getRecurringService, PERIOD_EXAMPLES, parsePeriod, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { checkClientGstin, checkPan } from "#app/clients/pan.ts";
import { nameField, optionalText, PHONE_PATTERN } from "#app/validation.ts";
import { z } from "#app/zod.ts";

export const LANGUAGE_NAMES = { en: "English", hi: "Hindi", or: "Odia" } as const;

const INVALID_EMAIL = "Please enter a valid email address, e.g. name@example.com.";
const INVALID_PHONE = "Please enter a valid phone number: 7 to 15 digits, with an optional + and country code.";

/** A list typed into one cell or field: GSTINs, services; split on semicolons, commas or new lines. */
const splitList = (text: string) =>
  text
    .split(/[;,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A recurring service of the catalog and its start period as staff type
 * them, in a CSV cell or the client's page: the one check of both.
 */
export function checkServiceStart(
  id: string,
  period: string,
):
  | { ok: true; serviceId: string; startPeriod: string }
  | { ok: false; message: string }
  | { ok: false; serviceId: string; example: string } {
  const service = getRecurringService(id.trim().toLowerCase());
  if (!service) {
    const known = RECURRING_SERVICES.map((each) => each.id).join(", ");
    return { ok: false, message: `"${id.trim()}" is not one of our services (${known}).` };
  }
  const startPeriod = parsePeriod(service.frequency, period);
  if (!startPeriod) {
    return { ok: false, serviceId: service.id, example: PERIOD_EXAMPLES[service.frequency] };
  }
  return { ok: true, serviceId: service.id, startPeriod };
}

/** "gst-monthly:2026-04; tds-quarterly:2026-Q1": each service of the catalog with its start period. */
function readServices(text: string, context: z.RefinementCtx): { serviceId: string; startPeriod: string }[] {
  const services: { serviceId: string; startPeriod: string }[] = [];
  for (const part of splitList(text)) {
    const [id = "", period = ""] = part.split(":").map((piece) => piece.trim());
    const checked = checkServiceStart(id, period);
    if (!checked.ok) {
      const message =
        "message" in checked
          ? checked.message
          : `${checked.serviceId} needs its start period after a colon: ${checked.example}.`;
      context.addIssue({ code: "custom", path: ["services"], message });
      continue;
    }
    if (services.some((each) => each.serviceId === checked.serviceId)) {
      context.addIssue({ code: "custom", path: ["services"], message: `${checked.serviceId} is named twice.` });
      continue;
    }
    services.push({ serviceId: checked.serviceId, startPeriod: checked.startPeriod });
  }
  return services;
}

export const ClientSchema = z
  .object({
    name: nameField("Please enter the client's name."),
    email: optionalText(254, INVALID_EMAIL).pipe(z.union([z.literal(""), z.email(INVALID_EMAIL)])),
    phone: optionalText(25, INVALID_PHONE).pipe(
      z.union([z.literal(""), z.string().regex(PHONE_PATTERN, INVALID_PHONE)]),
    ),
    pan: optionalText(20, "Please enter the 10-character PAN."),
    gstins: optionalText(500, "Please enter at most a few GSTINs."),
    language: z.enum(["en", "hi", "or"], { error: "Please choose a language." }).default("en"),
    services: optionalText(500, "Please keep the services under 500 characters."),
  })
  .transform((value, context) => {
    const pan = value.pan ? checkPan(value.pan) : null;
    if (pan && !pan.ok) context.addIssue({ code: "custom", path: ["pan"], message: pan.message });
    const knownPan = pan?.ok ? pan.pan : null;
    const gstins: string[] = [];
    for (const typed of splitList(value.gstins)) {
      const gstin = checkClientGstin(typed, knownPan);
      if (!gstin.ok) context.addIssue({ code: "custom", path: ["gstins"], message: gstin.message });
      else if (!gstins.includes(gstin.gstin)) gstins.push(gstin.gstin);
    }
    if (!value.email && !value.pan) {
      context.addIssue({
        code: "custom",
        path: ["email"],
        message: "Please give the client's email or PAN: the firm knows each client by one of them.",
      });
    }
    return {
      name: value.name,
      email: value.email ? value.email.toLowerCase() : null,
      phone: value.phone,
      pan: knownPan,
      gstins,
      language: value.language,
      services: readServices(value.services, context),
    };
  });
export type ClientInput = z.output<typeof ClientSchema>;
