// The WhatsApp card of the client's dashboard and booking page (issue 40.1):
// what it shows, and what its two forms do once the route has checked who
// is signed in. Nothing of it while WhatsApp is not set up.
import { and, desc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { recordAudit } from "#app/audit/audit.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import {
  getWhatsAppOptIn,
  isWhatsAppOn,
  optInToWhatsApp,
  withdrawWhatsAppOfEmail,
} from "#app/whatsapp/opt-in.server.ts";
import { formatWhatsAppNumber, toWhatsAppNumber } from "#app/whatsapp/whatsapp-number.ts";
import type { z } from "#app/zod.ts";
import type { WhatsAppOptInSchema, WhatsAppStopSchema } from "./whatsapp-consent.ts";

/** The card: the number the notices go to, or the number to offer (empty when none is a mobile). */
export type WhatsAppCard = { optedIn: string | null; suggested: string };

/**
 * The card of this email, null while WhatsApp is off. Not opted in, it
 * offers the phone of the booking (given), else of the email's latest
 * booking, when that is an Indian mobile.
 */
export async function getWhatsAppCard(email: string, bookingId?: string): Promise<WhatsAppCard | null> {
  if (!isWhatsAppOn()) return null;
  const optIn = await getWhatsAppOptIn(getDb(), email);
  if (optIn) return { optedIn: formatWhatsAppNumber(optIn.number), suggested: "" };
  const ofEmail = eq(sql`lower(${bookings.email})`, email.toLowerCase());
  const [booking] = await getDb()
    .select({ phone: bookings.phone })
    .from(bookings)
    .where(bookingId === undefined ? ofEmail : and(ofEmail, eq(bookings.bookingId, bookingId)))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  const number = booking ? toWhatsAppNumber(booking.phone) : null;
  return { optedIn: null, suggested: number ? formatWhatsAppNumber(number) : "" };
}

/** A post of the card's forms while WhatsApp is off: there is no such form. */
export function refuseUnlessWhatsAppOn(): void {
  if (!isWhatsAppOn()) throw data("Not found", { status: 404 });
}

/**
 * Opts the signed-in client's email in to the number, or stops it (one
 * tap), audited; then back to the page (Post/Redirect/Get) with a toast
 * that says so. `page` is the page's address in English.
 */
export async function changeWhatsApp(
  change: z.output<typeof WhatsAppOptInSchema> | z.output<typeof WhatsAppStopSchema>,
  options: { user: { id: string; email: string }; clientAddress: string; language: Language; page: string },
): Promise<Response> {
  refuseUnlessWhatsAppOn();
  const { user, clientAddress, language } = options;
  const t = getT(language, "account");
  const back = localizePath(`${options.page}#whatsapp`, language);
  if (change.intent === "whatsapp-stop") {
    // A second tap (or a STOP in between) finds nothing to stop: the same answer.
    const number = await withdrawWhatsAppOfEmail(getDb(), user.email);
    if (number)
      await recordAudit({ action: "consent-withdrawn", actor: user, target: `whatsapp ${number}`, clientAddress });
    return redirectWithToast(back, [{ type: "success", message: t("whatsapp.stopped") }]);
  }
  await getDb().transaction((tx) => optInToWhatsApp(tx, { email: user.email, number: change.number, clientAddress }));
  await recordAudit({ action: "whatsapp-opted-in", actor: user, target: `whatsapp ${change.number}`, clientAddress });
  const number = formatWhatsAppNumber(change.number);
  return redirectWithToast(back, [{ type: "success", message: t("whatsapp.started", { number }) }]);
}
