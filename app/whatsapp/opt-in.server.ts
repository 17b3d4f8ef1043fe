// A client's yes to notices on WhatsApp (issue 40.1; DPDP Act 2023,
// section 6): a consent of its own (purpose "whatsapp", the number in its
// subject, WHATSAPP_NOTICE_VERSION), given on the booking form, the
// dashboard or the booking page, never pre-ticked; withdrawn in one tap
// there, or by replying STOP. One standing opt-in per email.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server.ts";
import { bookings, consents } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { WHATSAPP_NOTICE_VERSION } from "./whatsapp-number.ts";

/** Whether the firm's WhatsApp is set up (all four credentials; docs/WHATSAPP.md). Off: the site is as without it. */
export function isWhatsAppOn(): boolean {
  return getEnv().WHATSAPP_TOKEN !== undefined;
}

export type WhatsAppOptIn = { consentId: number; number: string; givenAt: Date };

const standing = and(eq(consents.purpose, "whatsapp"), isNull(consents.withdrawnAt));
const ofEmail = (email: string) => eq(sql`lower(${consents.email})`, email.toLowerCase());

/** The standing opt-in of a booking's client (by the booking's email), if any. */
export async function getBookingOptIn(db: Executor, bookingId: string): Promise<{ number: string } | null> {
  const [row] = await db
    .select({ number: consents.subject })
    .from(consents)
    .innerJoin(bookings, sql`lower(${consents.email}) = lower(${bookings.email})`)
    .where(and(standing, eq(bookings.bookingId, bookingId)))
    .orderBy(desc(consents.givenAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

/** The email's standing opt-in, if any. */
export async function getWhatsAppOptIn(db: Executor, email: string): Promise<WhatsAppOptIn | null> {
  if (!email) return null;
  const [row] = await db
    .select({ consentId: consents.id, number: consents.subject, givenAt: consents.givenAt })
    .from(consents)
    .where(and(standing, ofEmail(email)))
    .orderBy(desc(consents.givenAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records the opt-in of this email to this number, in the transaction of
 * the form that gave it. An opt-in to another number ends the older one
 * (one number per client); the same number again records nothing new.
 */
export async function optInToWhatsApp(
  db: Executor,
  optIn: { email: string; number: string; clientAddress: string },
): Promise<void> {
  const current = await getWhatsAppOptIn(db, optIn.email);
  if (current?.number === optIn.number) return;
  if (current) await db.update(consents).set({ withdrawnAt: sql`now()` }).where(eq(consents.id, current.consentId));
  await db.insert(consents).values({
    email: optIn.email.toLowerCase(),
    purpose: "whatsapp",
    subject: optIn.number,
    noticeVersion: WHATSAPP_NOTICE_VERSION,
    clientAddress: optIn.clientAddress.slice(0, 100),
  });
}

/** Withdraws the email's opt-in (the one tap): the number it was to, or null when none stood. */
export async function withdrawWhatsAppOfEmail(db: Executor, email: string): Promise<string | null> {
  const [withdrawn] = await db
    .update(consents)
    .set({ withdrawnAt: sql`now()` })
    .where(and(standing, ofEmail(email)))
    .returning({ number: consents.subject });
  return withdrawn?.number ?? null;
}

/** Withdraws every opt-in to this number (a STOP from it); the emails that had it. */
export async function withdrawWhatsAppOfNumber(db: Executor, number: string): Promise<string[]> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: sql`now()` })
    .where(and(standing, eq(consents.subject, number)))
    .returning({ email: consents.email });
  return rows.map((row) => row.email);
}

/** The emails whose standing opt-in is this number: whose work a message from it may be about. */
export async function getEmailsOfNumber(db: Executor, number: string): Promise<string[]> {
  const rows = await db
    .select({ email: consents.email })
    .from(consents)
    .where(and(standing, eq(consents.subject, number)));
  return [...new Set(rows.map((row) => row.email.toLowerCase()))];
}
