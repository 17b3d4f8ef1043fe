// The WhatsApp card's two forms (issue 40.1), on the client's dashboard and
// booking page alike (app/whatsapp/opt-in-card.tsx): the opt-in, with the
// number and a box never ticked beforehand, and the one-tap stop.
// Browser-safe: the card checks with them as the server does.
import { acceptedCheckbox } from "#app/validation.ts";
import { whatsappNumberField } from "#app/whatsapp/whatsapp-number.ts";
import { z } from "#app/zod.ts";

export const WHATSAPP_TICK_MESSAGE = "Please tick the box to get notices on WhatsApp.";

export const WhatsAppOptInSchema = z.object({
  intent: z.literal("whatsapp-opt-in"),
  number: whatsappNumberField,
  agree: acceptedCheckbox(WHATSAPP_TICK_MESSAGE),
});

export const WhatsAppStopSchema = z.object({ intent: z.literal("whatsapp-stop") });

/** Whether a form's intent is one of the card's: its answer is said on the card. */
export const isWhatsAppIntent = (intent: unknown): intent is "whatsapp-opt-in" | "whatsapp-stop" =>
  intent === "whatsapp-opt-in" || intent === "whatsapp-stop";
