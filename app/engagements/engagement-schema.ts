// The engagement forms (issue 37.2 and 37.6), one schema each, run in the
// browser and on the server. The service and its start period go through
// the client import's one check (app/clients/client-schema.ts).
import { RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { checkServiceStart } from "#app/clients/client-schema.ts";
import type { EngagementInvoiceWhen } from "#app/db/schema.ts";
import { parseRupees } from "#app/invoices/money.ts";
import { optionalText } from "#app/validation.ts";
import { z } from "#app/zod.ts";

const SERVICE_IDS = RECURRING_SERVICES.map((service) => service.id) as [string, ...string[]];

export const INVOICE_WHEN_NAMES: Record<EngagementInvoiceWhen, string> = {
  never: "Never: staff invoice by hand",
  "period-start": "At the start of each period",
  filed: "When the period's return is filed",
};
const INVOICE_WHEN = Object.keys(INVOICE_WHEN_NAMES) as [EngagementInvoiceWhen, ...EngagementInvoiceWhen[]];

const PRICE = "Please enter the price in rupees, e.g. 1,500, or leave it empty while it is still to be agreed.";
const DAYS = "Please enter a whole number of days from 0 to 90, or leave it empty.";
const REASON_MAX = "Please keep the reason under 500 characters.";

/** An engagement staff add on the client's page, or turn a booking into. */
export const AddEngagementSchema = z
  .object({
    intent: z.literal("add-engagement"),
    serviceId: z.enum(SERVICE_IDS, { error: "Please choose a service." }),
    startPeriod: z.string({ error: "Please enter the start period." }).trim().min(1, "Please enter the start period."),
    price: optionalText(20, PRICE),
    ownerId: optionalText(100, "Please choose one of the firm's admins."),
    invoiceWhen: z.enum(INVOICE_WHEN, { error: "Please choose when each period is invoiced." }).default("never"),
    daysBeforeDue: optionalText(3, DAYS).refine((text) => !text || /^\d{1,2}$/.test(text), DAYS),
    createPast: z.literal("on").optional(),
    fromBookingId: optionalText(40, "That booking is not known."),
  })
  .transform((value, context) => {
    const checked = checkServiceStart(value.serviceId, value.startPeriod);
    if (!checked.ok) {
      const message = "message" in checked ? checked.message : `Please enter the start period as ${checked.example}.`;
      context.addIssue({ code: "custom", path: ["startPeriod"], message });
    }
    const pricePaise = value.price ? parseRupees(value.price) : null;
    if (value.price && (pricePaise === null || pricePaise < 0)) {
      context.addIssue({ code: "custom", path: ["price"], message: PRICE });
    }
    const days = value.daysBeforeDue ? Number(value.daysBeforeDue) : null;
    if (days !== null && days > 90) context.addIssue({ code: "custom", path: ["daysBeforeDue"], message: DAYS });
    return {
      intent: value.intent,
      serviceId: value.serviceId,
      startPeriod: checked.ok ? checked.startPeriod : value.startPeriod,
      pricePaise,
      ownerId: value.ownerId || null,
      invoiceWhen: value.invoiceWhen,
      daysBeforeDue: days,
      createPast: value.createPast === "on",
      fromBookingId: value.fromBookingId || null,
    };
  });
export type AddEngagementInput = z.output<typeof AddEngagementSchema>;

const engagementId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Staff pause, resume or end an engagement; a pause or an end says why. */
export const EngagementStateSchema = z
  .object({
    intent: z.enum(["pause-engagement", "resume-engagement", "end-engagement"]),
    engagementId,
    reason: optionalText(500, REASON_MAX),
  })
  .refine((value) => value.intent === "resume-engagement" || value.reason.length > 0, {
    path: ["reason"],
    message: "Please say why: it is kept with the engagement and shown to staff.",
  });

/** Staff answer a client's request to pause or stop. */
export const ClientAskAnswerSchema = z.object({
  intent: z.enum(["confirm-ask", "decline-ask"]),
  engagementId,
});

/** The client asks to pause or stop their engagement; staff confirm it. */
export const ClientAskSchema = z.object({
  intent: z.literal("ask-engagement"),
  engagementId,
  ask: z.enum(["pause", "end"], { error: "Please choose whether to pause or stop." }),
  reason: optionalText(500, REASON_MAX),
});

/** The client's yes to keeping a booked service every period: its own consent, never pre-ticked. */
export const KeepFilingSchema = z.object({
  intent: z.literal("keep-filing"),
  // A booking id's characters only: anything else names no booking (and a NUL would reach the database).
  bookingId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, "That booking is not known."),
  consent: z.literal("on", {
    error: "Please tick the box to say yes: nothing is set up without it.",
  }),
});
