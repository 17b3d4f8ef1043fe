// Every email about a booking says the same few things (issue 20.5): the
// firm's name, the booking id (and its short reference, first in the
// subject), what happened, what to do next, and a link to the booking page
// that signs the client in. Queued through the outbox; the link is made when
// the email is sent (app/mail/delivery.server.ts).
import { eq, sql } from "drizzle-orm";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import { mayMailVisitor } from "#app/challenge/form-limits.server.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { bookings, user } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { type EmailContent, getEchoedName, queueEmail } from "#app/mail/mail.server.ts";
import { getFirmInbox } from "#app/site.server.ts";

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
  label = "Open your booking",
  path = getBookingPagePath(booking.bookingId),
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
 * subject (issue 36, item 10): read here, so that no email can leave it out.
 */
export async function getReference(db: Executor, bookingId: string): Promise<string | undefined> {
  const [booking] = await db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  return booking?.reference;
}

/**
 * An email to the client about their booking, with a fresh link to its page
 * (or to a page of it, `actionPath`, such as an invoice). With `digest`, it
 * is held for the booking's digest (booking-digest.server.ts): news that can
 * wait ten minutes for the rest of what happens on the booking.
 */
export async function queueClientEmail(
  db: Executor,
  booking: BookingContact,
  content: Pick<EmailContent, "subject" | "paragraphs" | "list" | "sections" | "upi" | "attachments"> & {
    actionPath?: string;
    actionLabel?: string;
    digest?: boolean;
  },
): Promise<void> {
  // A period's work for a client staff know only by PAN has no address: staff tell them by phone.
  if (!booking.email) return;
  const { actionPath, actionLabel, digest = false, ...email } = content;
  await queueEmail(
    db,
    {
      ...email,
      reference: await getReference(db, booking.bookingId),
      to: booking.email,
      greeting: `Dear ${getEchoedName(booking.customerName)},`,
      action: await getBookingAction(db, booking, actionLabel, actionPath),
    },
    digest ? { digestKey: booking.bookingId } : {},
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
    reference: await getReference(db, bookingId),
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
    await queueClientEmail(tx, booking, {
      subject: `Your link to booking ${bookingId}`,
      paragraphs: [
        `Here is a fresh link to your booking ${bookingId}. It signs you in on this site, works once, and expires in ${BOOKING_LINK_LIFETIME_DAYS} days.`,
        "If you did not ask for it, you can ignore this email: nobody else can use the link.",
      ],
    });
  });
}
