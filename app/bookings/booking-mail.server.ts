// Every email about a booking says the same few things (issue 20.5): the
// firm's name, the booking id (and its short reference, first in the
// subject), what happened, what to do next, and a link to the booking page
// that signs the client in. Queued through the outbox; the link is made when
// the email is sent (app/mail/delivery.server.ts).
import { eq, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import { mayMailVisitor } from "#app/challenge/form-limits.server.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { bookings, user } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";
import { type EmailContent, getEchoedName, queueEmail } from "#app/mail/mail.server.ts";
import { getFirmInbox } from "#app/site.server.ts";
import { getWhatsAppOptIn, isWhatsAppOn } from "#app/whatsapp/opt-in.server.ts";
import { TEMPLATES, toTemplateValue, type WhatsAppNotice } from "#app/whatsapp/templates.ts";
import { queueWhatsAppNotice, queueWhatsAppReply } from "#app/whatsapp/whatsapp-outbox.server.ts";

export type BookingContact = { bookingId: string; email: string; customerName: string };

function getBookingPagePath(bookingId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}`;
}

/**
 * The button of a client's email: a link to the booking page that signs its
 * client in (made as the email is sent: single use, for
 * BOOKING_LINK_LIFETIME_DAYS days, until a newer one is made), or, for an
 * email that is an admin's, the plain page address: admins sign in with
 * their password and second factor, never by a link.
 */
async function getBookingAction(
  db: Executor,
  booking: BookingContact,
  label: string,
  /** In the booking's language: "/hi/bookings/…" for a booking made in Hindi. */
  path: string,
): Promise<EmailContent["action"]> {
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${booking.email.toLowerCase()} and ${user.role} = 'admin'`);
  if (admin) return { label, url: `${getEnv().SITE_URL}${path}` };
  return {
    label,
    signIn: { email: booking.email, name: booking.customerName, callbackPath: path, errorPath: `${path}?link=expired` },
  };
}

/**
 * The booking's short reference, which every email about it carries in its
 * subject (issue 36, item 10), and the language it was made in, which the
 * client's emails about it are written in (issue 39): read here, so that no
 * email can leave them out.
 */
export async function getBookingMailFacts(
  db: Executor,
  bookingId: string,
): Promise<{ reference: string | undefined; language: Language }> {
  const [booking] = await db
    .select({ reference: bookings.reference, language: bookings.language })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  return { reference: booking?.reference, language: booking?.language ?? "en" };
}

/** What an email to a client is written with: its language and that language's words. */
export type MailWords = { t: TFunction<"mail">; language: Language };

type ClientEmail = Pick<EmailContent, "subject" | "paragraphs" | "list" | "sections" | "upi" | "attachments"> & {
  actionPath?: string;
  actionLabel?: string;
  digest?: boolean;
  /**
   * The notice's WhatsApp template and values (issue 40.2), for a client
   * who opted in: it goes by WhatsApp, its button opening the same page,
   * and this email is held, sent only if WhatsApp cannot deliver it.
   */
  whatsapp?: WhatsAppNotice | WhatsAppText;
};

/** A message of the thread sent as itself, inside the client's 24-hour WhatsApp window. */
type WhatsAppText = { text: string; bookingMessageId: number };

/**
 * An email to the client about their booking, with a fresh link to its page
 * (or to a page of it, `actionPath`, such as an invoice). With `digest`, it
 * is held for the booking's digest (booking-digest.server.ts): news that can
 * wait ten minutes for the rest of what happens on the booking. `write`
 * makes its words in the booking's language (issue 39), which the link's
 * page is in too, reading what it lists in that language if it must.
 */
export async function queueClientEmail(
  db: Executor,
  booking: BookingContact,
  write: (words: MailWords) => ClientEmail | Promise<ClientEmail>,
): Promise<void> {
  // A period's work for a client staff know only by PAN has no address: staff tell them by phone.
  if (!booking.email) return;
  const { reference, language } = await getBookingMailFacts(db, booking.bookingId);
  const t = getT(language, "mail");
  const {
    actionPath = getBookingPagePath(booking.bookingId),
    actionLabel = t("frame.openBooking"),
    digest = false,
    whatsapp,
    ...email
  } = await write({ t, language });
  const action = await getBookingAction(db, booking, actionLabel, localizePath(actionPath, language));
  const content = {
    ...email,
    language,
    reference,
    to: booking.email,
    greeting: t("frame.greeting", { name: getEchoedName(booking.customerName) }),
    action,
  };
  const { bookingId } = booking;
  const optIn = whatsapp && isWhatsAppOn() ? await getWhatsAppOptIn(db, booking.email) : null;
  if (!whatsapp || !optIn || !action) {
    await queueEmail(db, content, digest ? { digestKey: bookingId, bookingId } : { bookingId });
    return;
  }
  const fallbackOutboxId = await queueEmail(db, content, { bookingId, heldForWhatsapp: true });
  if ("text" in whatsapp) {
    await queueWhatsAppReply(db, {
      kind: "text",
      number: optIn.number,
      bookingId,
      body: [...whatsapp.text].slice(0, 4_096).join(""),
      bookingMessageId: whatsapp.bookingMessageId,
      fallbackOutboxId,
    });
    return;
  }
  await queueWhatsAppNotice(db, {
    bookingId,
    number: optIn.number,
    language,
    template: whatsapp.template,
    values: getTemplateValues(whatsapp, {
      name: getEchoedName(booking.customerName),
      work: t("whatsapp.yourBooking", { reference: reference ?? bookingId }),
    }),
    button: "signIn" in action ? { signIn: action.signIn } : { path: new URL(action.url).pathname },
    fallbackOutboxId,
  });
}

/**
 * Every variable of the notice's template, and no other (Meta refuses a
 * message whose values do not match its template): the notice's own, then
 * what every notice says alike, each made one short line.
 */
function getTemplateValues(notice: WhatsAppNotice, common: { name: string; work: string }): Record<string, string> {
  const given: Record<string, string | undefined> = { ...common, ...notice.values };
  return Object.fromEntries(
    TEMPLATES[notice.template].variables.map((variable) => [variable, toTemplateValue(given[variable] ?? "")]),
  );
}

/** A notice to the firm's inbox about a booking, linking to the staff's view of it. */
export async function queueFirmNotice(
  db: Executor,
  bookingId: string,
  content: Pick<EmailContent, "subject" | "greeting" | "paragraphs" | "list" | "sections">,
): Promise<void> {
  await queueEmail(db, {
    ...content,
    reference: (await getBookingMailFacts(db, bookingId)).reference,
    to: getFirmInbox(),
    action: {
      label: "Open the booking",
      url: `${getEnv().SITE_URL}/admin-dashboard?q=${encodeURIComponent(bookingId)}`,
    },
  });
}

/** A fresh link to a booking's page, mailed to the address it was made with (the closed door's button). */
export async function sendFreshBookingLink(bookingId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({ bookingId: bookings.bookingId, email: bookings.email, customerName: bookings.customerName })
      .from(bookings)
      .where(eq(bookings.bookingId, bookingId));
    if (!booking || !(await mayMailVisitor(booking.email, tx))) return;
    await queueClientEmail(tx, booking, ({ t }) => ({
      subject: t("freshLink.subject", { bookingId }),
      paragraphs: [t("freshLink.body", { bookingId, days: BOOKING_LINK_LIFETIME_DAYS }), t("freshLink.ignore")],
    }));
  });
}
