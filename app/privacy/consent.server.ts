// Consents given on the booking, enquiry and partner enquiry forms (issue
// 22.5; DPDP Act 2023, section 6): recorded with the row the form stores,
// listed to the person whose email gave them, and withdrawn by them as
// easily as they were given (one button on their dashboard).
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { recordAudit } from "#app/audit/audit.server.ts";
import { queueFirmNotice } from "#app/bookings/booking-mail.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { type ConsentPurpose, consents, enquiries } from "#app/db/schema.ts";
import { SERVICE_LABELS } from "#app/enquiries/enquiry-schemas.ts";
import { getEnv } from "#app/env.server.ts";
import { formatDateTime } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";
import { queueEmail } from "#app/mail/mail.server.ts";
import { PRIVACY_NOTICE_VERSION } from "#app/privacy/notice.ts";
import { getFirmInbox } from "#app/site.server.ts";

/** What a form's validated submission agreed to: its own purpose (its schema requires it) and maybe marketing. */
export type GivenConsent = { marketing: boolean; clientAddress: string };

/**
 * Records the consent to a form's purpose, and to marketing when that box
 * was ticked, in the transaction that stores the form's row: a refused form
 * stores nothing and records nothing, and a resubmission (the same
 * idempotency key) stores no row and so records nothing twice. The notice
 * version is the one in force as the row is stored.
 */
export async function recordConsents(
  tx: Transaction,
  consent: GivenConsent & { email: string; purpose: Exclude<ConsentPurpose, "marketing">; subject: string },
): Promise<void> {
  const given = {
    email: consent.email.toLowerCase(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    clientAddress: consent.clientAddress.slice(0, 100),
  };
  await tx.insert(consents).values({ ...given, purpose: consent.purpose, subject: consent.subject });
  if (!consent.marketing) return;
  // One standing marketing consent per email: ticking the box again while it stands adds nothing.
  const [standing] = await tx
    .select({ id: consents.id })
    .from(consents)
    // The general consent (no subject): the due-date reminders' own marketing consents are apart (issue 24.3).
    .where(
      and(
        sameEmail(given.email),
        eq(consents.purpose, "marketing"),
        eq(consents.subject, ""),
        isNull(consents.withdrawnAt),
      ),
    )
    .limit(1);
  if (!standing) await tx.insert(consents).values({ ...given, purpose: "marketing" });
}

const sameEmail = (email: string) => eq(sql`lower(${consents.email})`, email.toLowerCase());

export type ConsentRow = {
  id: number;
  purpose: ConsentPurpose;
  /** A booking id, an enquiry's id, the WhatsApp number ("919876543210"), or empty for marketing. */
  subject: string;
  /** The enquiry's service, while the enquiry is kept. */
  service: string | null;
  noticeVersion: string;
  givenAt: string;
  withdrawnAt: string | null;
};

/** Every consent given with this email, newest first (a form's own before its marketing), withdrawn ones too. */
export async function listConsents(email: string, language: Language = "en"): Promise<ConsentRow[]> {
  const rows = await getDb()
    .select({
      id: consents.id,
      purpose: consents.purpose,
      subject: consents.subject,
      service: enquiries.service,
      noticeVersion: consents.noticeVersion,
      givenAt: consents.givenAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .leftJoin(enquiries, sql`${consents.purpose} = 'enquiry' and ${consents.subject} = ${enquiries.id}::text`)
    .where(sameEmail(email))
    .orderBy(desc(consents.givenAt), asc(consents.id));
  return rows.map((row) => ({
    ...row,
    service: row.service ? (SERVICE_LABELS[row.service as keyof typeof SERVICE_LABELS] ?? row.service) : null,
    givenAt: formatDateTime(row.givenAt, language),
    withdrawnAt: row.withdrawnAt ? formatDateTime(row.withdrawnAt, language) : null,
  }));
}

/**
 * Withdraws one of the person's own consents (matched on their account's
 * email) that still stands; null, with nothing changed, for any other id.
 * Marketing and WhatsApp just stop (every standing consent of that purpose
 * of the email). A booking's or enquiry's consent is marked withdrawn and
 * the firm's inbox is asked, through the outbox in the same transaction, to
 * stop processing and to contact the client; the withdrawal is audited.
 */
export async function withdrawConsent(options: {
  consentId: number;
  actor: { id: string; email: string };
  clientAddress: string;
}): Promise<{ id: number; purpose: ConsentPurpose; subject: string } | null> {
  const { consentId, actor } = options;
  const withdrawn = await getDb().transaction(async (tx) => {
    const [consent] = await tx
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(consents.id, consentId), sameEmail(actor.email), isNull(consents.withdrawnAt)))
      .returning({ id: consents.id, purpose: consents.purpose, subject: consents.subject, givenAt: consents.givenAt });
    if (!consent) return null;
    if (consent.purpose === "marketing" || consent.purpose === "whatsapp") {
      await tx
        .update(consents)
        .set({ withdrawnAt: sql`now()` })
        .where(and(sameEmail(actor.email), eq(consents.purpose, consent.purpose), isNull(consents.withdrawnAt)));
    } else {
      await queueWithdrawalNotice(tx, { ...consent, email: actor.email });
    }
    return consent;
  });
  if (!withdrawn) return null;
  await recordAudit({
    action: "consent-withdrawn",
    actor,
    target: `${withdrawn.purpose}${withdrawn.subject ? ` ${withdrawn.subject}` : ""}`,
    clientAddress: options.clientAddress,
  });
  return { id: withdrawn.id, purpose: withdrawn.purpose, subject: withdrawn.subject };
}

/** The firm's email: stop processing this booking's or enquiry's data, and contact the client. */
async function queueWithdrawalNotice(
  tx: Transaction,
  consent: { purpose: ConsentPurpose; subject: string; givenAt: Date; email: string },
): Promise<void> {
  const kind =
    consent.purpose === "booking" ? "booking" : consent.purpose === "enquiry" ? "enquiry" : "partner enquiry";
  const paragraphs = [
    `${consent.email} has withdrawn, on ${formatDateTime(new Date())}, the consent given on ${formatDateTime(consent.givenAt)} to the use of their details${kind === "booking" ? " and documents" : ""} for this ${kind}.`,
    "Please stop processing their personal data for it now, and contact the client to agree what happens next (finishing, handing back or deleting). Keep only what a law obliges the firm to keep, for as long as it does.",
  ];
  if (consent.purpose === "booking") {
    await queueFirmNotice(tx, consent.subject, {
      subject: `Consent withdrawn for booking ${consent.subject}`,
      greeting: `The client of booking ${consent.subject} has withdrawn their consent.`,
      paragraphs,
    });
    return;
  }
  const aKind = kind === "enquiry" ? "an enquiry" : "a partner enquiry";
  await queueEmail(tx, {
    to: getFirmInbox(),
    subject: `Consent withdrawn for ${aKind}`,
    greeting: `The sender of ${aKind} has withdrawn their consent.`,
    paragraphs,
    action: {
      label: `Open the ${kind === "enquiry" ? "enquiries" : "partner enquiries"}`,
      url: `${getEnv().SITE_URL}/${consent.purpose === "enquiry" ? "enquiries-dashboard" : "partner-enquiries-dashboard"}?q=${encodeURIComponent(consent.email)}`,
    },
  });
}
