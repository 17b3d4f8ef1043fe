import { getDb } from "#app/db/client.server.ts";
import { enquiries, partners } from "#app/db/schema.ts";
import { type EnquirySchema, type PartnerEnquirySchema, SERVICE_LABELS } from "#app/enquiries/enquiry-schemas.ts";
import { getEnv } from "#app/env.server.ts";
import { queueEmail } from "#app/mail/mail.server.ts";
import { type GivenConsent, recordConsents } from "#app/privacy/consent.server.ts";
import { getFirmInbox } from "#app/site.server.ts";
import type { z } from "#app/zod.ts";

/** What a form's row is saved with: its key (decision 009) and the consent its schema required. */
type SaveOptions = { idempotencyKey?: string; consent?: GivenConsent };

/** A form's fields without its consent boxes (those are recorded, not stored with the row). */
type Details<Schema extends z.ZodType> = Omit<z.output<Schema>, "consent" | "marketing">;

/**
 * Saves an enquiry (created_at set by the database), records the consent
 * given with it and tells the firm, in one transaction. The same form sent
 * again (same key) saves, records and sends nothing.
 */
export async function saveEnquiry(
  enquiry: Details<typeof EnquirySchema>,
  { idempotencyKey, consent }: SaveOptions = {},
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const { name, phone, email, service, message } = enquiry;
    const [saved] = await tx
      .insert(enquiries)
      .values({ name, phone, email, service, message, idempotencyKey })
      .onConflictDoNothing({ target: enquiries.idempotencyKey })
      .returning({ id: enquiries.id });
    if (!saved) return;
    if (consent) await recordConsents(tx, { ...consent, email, purpose: "enquiry", subject: String(saved.id) });
    await queueEmail(tx, {
      to: getFirmInbox(),
      subject: `New enquiry: ${SERVICE_LABELS[enquiry.service]}`,
      greeting: "A new enquiry has arrived.",
      paragraphs: [
        `Name: ${enquiry.name}`,
        `Phone: ${enquiry.phone}`,
        `Email: ${enquiry.email}`,
        `Service: ${SERVICE_LABELS[enquiry.service]}`,
        `Message: ${enquiry.message || "none"}`,
      ],
      action: { label: "Open the enquiries", url: `${getEnv().SITE_URL}/enquiries-dashboard` },
    });
  });
}

export async function savePartnerEnquiry(
  partner: Details<typeof PartnerEnquirySchema>,
  { idempotencyKey, consent }: SaveOptions = {},
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const { name, phone, email, address, firm_details: firmDetails } = partner;
    const [saved] = await tx
      .insert(partners)
      .values({ name, phone, email, address, firmDetails, idempotencyKey })
      .onConflictDoNothing({ target: partners.idempotencyKey })
      .returning({ id: partners.id });
    if (!saved) return;
    if (consent) {
      await recordConsents(tx, { ...consent, email, purpose: "partner-enquiry", subject: String(saved.id) });
    }
    await queueEmail(tx, {
      to: getFirmInbox(),
      subject: "New partner enquiry",
      greeting: "Someone would like to become a partner.",
      paragraphs: [
        `Name: ${partner.name}`,
        `Phone: ${partner.phone}`,
        `Email: ${partner.email}`,
        `Address: ${partner.address}`,
        `Firm details: ${partner.firm_details}`,
      ],
      action: { label: "Open the partner enquiries", url: `${getEnv().SITE_URL}/partner-enquiries-dashboard` },
    });
  });
}
