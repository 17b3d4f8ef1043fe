// What moves a booking along after it is made: stage moves and messages.
// Each is one transaction with the email it causes (through the outbox).
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { type BookingContact, queueClientEmail, queueFirmNotice } from "#app/bookings/booking-mail.server.ts";
import { getFilingBlockers } from "#app/bookings/filing-guard.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { getUnansweredLabels } from "#app/bookings/requests.server.ts";
import type { BookingStage } from "#app/bookings/stages.ts";
import { startWaiting, stopWaiting } from "#app/bookings/waiting.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { bookingEvents, bookingMessages, bookings, engagements, uploads, whatsappMessages } from "#app/db/schema.ts";
import type mailMessages from "#app/i18n/locales/en/mail.ts";
import { queueJob } from "#app/jobs/queue.server.ts";

const contactColumns = {
  bookingId: bookings.bookingId,
  email: bookings.email,
  customerName: bookings.customerName,
};

type StageMove = "moved" | "unchanged" | "closed" | "not-found" | "stale";

type MoveOptions = {
  /** The version the admin's page showed; another admin's change since then refuses the move. */
  version?: number;
  /** False: a move to Documents received while requests wait unanswered is refused until staff confirm it. */
  openRequestsConfirmed?: boolean;
  /** Why staff file although the filing guard names what is missing (audited by the caller). */
  overrideReason?: string;
};

/**
 * Moves an open booking to a stage, forward or back (issue 20.3). The move
 * is recorded with who made it; a move that concerns the client emails
 * them once. A closed booking stays closed. A move to Filed / Submitted
 * while the filing guard (filing-guard.server.ts) names what is missing is
 * refused with that list, unless staff give a reason to file anyway.
 */
export async function moveStage(
  bookingId: string,
  stage: BookingStage,
  actorId: string,
  options: MoveOptions = {},
): Promise<StageMove | "open-requests" | { notReady: string[] } | { overridden: string[] }> {
  const { version, openRequestsConfirmed = true, overrideReason } = options;
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return "not-found";
    if (booking.status === "Closed") return "closed";
    if (version !== undefined && booking.version !== version) return "stale";
    if (booking.stage === stage) return "unchanged";
    if (stage === "Documents received" && !openRequestsConfirmed) {
      if ((await getUnansweredLabels(tx, bookingId)).length > 0) return "open-requests";
    }
    const missing = stage === "Filed / Submitted" ? await getFilingBlockers(tx, bookingId) : [];
    if (missing.length > 0 && !overrideReason) return { notReady: missing };
    await enterStage(tx, booking, stage, actorId);
    if (stage === "Filed / Submitted") await queueFiledPeriodInvoice(tx, bookingId);
    return missing.length > 0 ? { overridden: missing } : "moved";
  });
}

/**
 * A period's work item just filed whose engagement bills when filed: the
 * period sweep issues the invoice (app/engagements/periods.server.ts), now
 * rather than at the next hour. Queued with the move: both or neither.
 */
async function queueFiledPeriodInvoice(tx: Transaction, bookingId: string) {
  const [item] = await tx
    .select({ invoiceWhen: engagements.invoiceWhen })
    .from(bookings)
    .innerJoin(engagements, eq(engagements.id, bookings.engagementId))
    .where(eq(bookings.bookingId, bookingId));
  if (item?.invoiceWhen === "filed") await queueJob(tx, "engagement-periods", null);
}

/**
 * The move itself, in the caller's transaction under the booking's lock:
 * the stage, the history line, the reminders' clock and the client's email
 * (`mail` false when the caller sends its own, as a posted draft does).
 */
export async function enterStage(
  tx: Transaction,
  booking: BookingContact,
  stage: BookingStage,
  actorId: string,
  { mail = true } = {},
): Promise<void> {
  const { bookingId } = booking;
  await tx
    .update(bookings)
    .set({ stage, version: sql`${bookings.version} + 1` })
    .where(and(eq(bookings.bookingId, bookingId), ne(bookings.status, "Closed")));
  await tx.insert(bookingEvents).values({ bookingId, stage, actorId });
  if (stage === "Documents requested") await startWaiting(tx, bookingId);
  else await stopWaiting(tx, bookingId);
  const key = MAILED_STAGES[stage];
  if (key && mail) {
    await queueClientEmail(tx, booking, ({ t }) => {
      const name = t(`stage.names.${key}`);
      return {
        subject: t("stage.subject", { bookingId, stage: name }),
        paragraphs: [t("stage.moved", { bookingId, stage: name }), t(`stage.emails.${key}`)],
        digest: true,
      };
    });
  }
}

/** The stages whose move is mailed (STAGE_TEXTS' `email`), by their key in the "mail" messages. */
const MAILED_STAGES: Record<BookingStage, keyof (typeof mailMessages)["stage"]["emails"] | null> = {
  Booked: null,
  "Documents requested": "documentsRequested",
  "Documents received": "documentsReceived",
  "In preparation": null,
  "Sent for your approval": "sentForApproval",
  "Filed / Submitted": "filed",
};

/** The first line of a booking's history, in the booking's own transaction. */
export async function recordBooked(tx: Transaction, bookingId: string): Promise<void> {
  await tx.insert(bookingEvents).values({ bookingId, stage: "Booked" });
}

/**
 * The spec's Mark as Closed, on the timeline too; in the closing's
 * transaction. The client is told the work is complete, with what the firm
 * delivered.
 */
export async function recordClosed(tx: Transaction, bookingId: string, actorId: string | null): Promise<void> {
  await tx.insert(bookingEvents).values({ bookingId, stage: "Closed", actorId });
  await stopWaiting(tx, bookingId);
  const [booking] = await tx.select(contactColumns).from(bookings).where(eq(bookings.bookingId, bookingId));
  if (!booking) return;
  const delivered = await tx
    .select({ label: uploads.label, fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.bookingId, bookingId), eq(uploads.source, "firm")))
    .orderBy(asc(uploads.id));
  await queueClientEmail(tx, booking, ({ t }) => ({
    subject: t("closed.subject", { bookingId }),
    paragraphs: [t("closed.body", { bookingId }), delivered.length > 0 ? t("closed.download") : t("closed.history")],
    sections: [
      {
        heading: t("closed.delivered"),
        items: delivered.map((file) => (file.label ? `${file.label} (${file.fileName})` : file.fileName)),
      },
    ],
    digest: true,
  }));
}

/**
 * A message on a booking's thread, stored as the text it is. The firm's
 * reaches the client by email (one per message); the client's, the firm's
 * inbox. Null when there is no such booking.
 */
export async function postMessage(options: {
  bookingId: string;
  author: "client" | "firm";
  authorId: string | null;
  body: string;
}): Promise<{ id: number } | null> {
  return getDb().transaction(async (tx) => {
    const [booking] = await tx.select(contactColumns).from(bookings).where(eq(bookings.bookingId, options.bookingId));
    if (!booking) return null;
    return writeMessage(tx, booking, options);
  });
}

/**
 * postMessage inside a transaction of its caller's (a client's "I don't
 * have this" is a message too; a WhatsApp reply, issue 40.4, is one with
 * its channel).
 */
export async function writeMessage(
  tx: Transaction,
  booking: BookingContact,
  options: { author: "client" | "firm"; authorId: string | null; body: string; channel?: "site" | "whatsapp" },
): Promise<{ id: number } | null> {
  const reply = options.author === "firm" ? await getReplyChannel(tx, booking.bookingId) : null;
  const [message] = await tx
    .insert(bookingMessages)
    .values({
      bookingId: booking.bookingId,
      author: options.author,
      authorId: options.authorId,
      body: options.body,
      channel: reply ? (reply === "whatsapp-text" ? "whatsapp" : "site") : (options.channel ?? "site"),
    })
    .returning({ id: bookingMessages.id });
  if (!message) return null;
  if (reply) await sendClientTheMessage(tx, booking, { body: options.body, messageId: message.id, channel: reply });
  else await mailFirmAboutMessage(tx, booking, options.body);
  return message;
}

/** The most of a message an email quotes; the rest is on the booking page. */
const QUOTED_MESSAGE_MAX = 1_000;

/**
 * How the firm's message reaches the client (issue 40.5): by the channel
 * they used last on this work item. WhatsApp, within 24 hours of their
 * last WhatsApp message (the service window), as the text itself; later,
 * as the "new message" template; otherwise by email.
 */
type ReplyChannel = "email" | "whatsapp-text" | "whatsapp-template";

async function getReplyChannel(tx: Transaction, bookingId: string): Promise<ReplyChannel> {
  const [last] = await tx
    .select({ channel: bookingMessages.channel })
    .from(bookingMessages)
    .where(and(eq(bookingMessages.bookingId, bookingId), eq(bookingMessages.author, "client")))
    .orderBy(desc(bookingMessages.id))
    .limit(1);
  if (last?.channel !== "whatsapp") return "email";
  const [open] = await tx
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.bookingId, bookingId),
        eq(whatsappMessages.direction, "in"),
        sql`${whatsappMessages.eventAt} > now() - interval '24 hours'`,
      ),
    )
    .limit(1);
  return open ? "whatsapp-text" : "whatsapp-template";
}

// The message as the firm wrote it (the mail escapes it), so the client need not sign in to read it.
async function sendClientTheMessage(
  tx: Transaction,
  booking: BookingContact,
  { body, messageId, channel }: { body: string; messageId: number; channel: ReplyChannel },
) {
  const characters = [...body.trim()];
  const { bookingId } = booking;
  await queueClientEmail(tx, booking, ({ t }) => ({
    subject: t("message.subject", { bookingId }),
    paragraphs: [
      t("message.intro", { bookingId }),
      characters.length > QUOTED_MESSAGE_MAX
        ? t("message.cut", { start: characters.slice(0, QUOTED_MESSAGE_MAX).join("").trimEnd() })
        : body.trim(),
    ],
    digest: true,
    whatsapp:
      channel === "whatsapp-text"
        ? { text: body.trim(), bookingMessageId: messageId }
        : channel === "whatsapp-template"
          ? { template: "new_message", values: {} }
          : undefined,
  }));
}

async function mailFirmAboutMessage(tx: Transaction, booking: BookingContact, body: string) {
  await queueFirmNotice(tx, booking.bookingId, {
    subject: `Message from the client of booking ${booking.bookingId}`,
    greeting: `${booking.customerName} (${booking.email}) wrote about booking ${booking.bookingId}:`,
    paragraphs: [body],
  });
}
