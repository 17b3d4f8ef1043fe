// The staff's one thread of a work item (issue 40.5): the messages between
// client and firm, by the site or by WhatsApp, and every notice the client
// was sent about it, by email or by WhatsApp, in the order they happened,
// each with its channel and where it stands.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { bookingMessages, outbox, user, type WhatsAppState, whatsappMessages } from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";

export type ThreadEntry = {
  key: string;
  at: string;
  /** Who: the client, a person at the firm, or the site itself (its notices and answers). */
  from: "client" | "firm" | "site";
  /** A person at the firm, when one wrote it. */
  by: string | null;
  channel: "site" | "email" | "whatsapp";
  /**
   * A message of the thread, a notice (an email's subject, a template's
   * words), the site's own answer on WhatsApp (to a document, a STOP, the
   * list asking which work), or what the client sent on WhatsApp.
   */
  kind: "message" | "notice" | "answer" | "document";
  text: string;
  /** Where it stands: "Delivered", "Read", "Failed: sent by email instead", … */
  state: string;
};

type Dated = ThreadEntry & { time: number };

/** Every entry of the booking's thread, oldest first. */
export async function getStaffThread(bookingId: string): Promise<ThreadEntry[]> {
  const db = getDb();
  const [messages, whatsapp, emails] = await Promise.all([
    db
      .select({
        id: bookingMessages.id,
        author: bookingMessages.author,
        body: bookingMessages.body,
        channel: bookingMessages.channel,
        createdAt: bookingMessages.createdAt,
        by: user.email,
      })
      .from(bookingMessages)
      .leftJoin(user, eq(user.id, bookingMessages.authorId))
      .where(eq(bookingMessages.bookingId, bookingId))
      .orderBy(asc(bookingMessages.id)),
    db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.bookingId, bookingId))
      .orderBy(asc(whatsappMessages.id)),
    db
      .select({
        id: outbox.id,
        subject: outbox.subject,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
        held: outbox.heldForWhatsapp,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        digest: outbox.digestKey,
      })
      .from(outbox)
      .where(and(eq(outbox.bookingId, bookingId), isNotNull(outbox.bookingId)))
      .orderBy(asc(outbox.id)),
  ]);
  const carried = new Map(
    whatsapp.filter((row) => row.bookingMessageId !== null).map((row) => [row.bookingMessageId, row]),
  );
  const fallbacks = new Set(whatsapp.map((row) => row.fallbackOutboxId).filter((id) => id !== null));
  const entries: Dated[] = [
    ...messages.map((message): Dated => {
      const row = carried.get(message.id);
      return {
        key: `message-${message.id}`,
        time: message.createdAt.getTime(),
        at: formatDateTime(message.createdAt),
        from: message.author,
        by: message.author === "firm" ? message.by : null,
        channel: message.channel,
        kind: "message",
        text: message.body,
        state: row ? describeWhatsApp(row) : message.author === "firm" ? "Emailed to the client" : "",
      };
    }),
    ...whatsapp
      .filter((row) => row.bookingMessageId === null)
      .map(
        (row): Dated => ({
          key: `whatsapp-${row.id}`,
          time: row.createdAt.getTime(),
          at: formatDateTime(row.createdAt),
          from: row.direction === "in" ? "client" : "site",
          by: null,
          channel: "whatsapp",
          kind: row.direction === "in" ? "document" : row.kind === "template" ? "notice" : "answer",
          text: row.direction === "in" ? describeInbound(row) : row.body,
          state: describeWhatsApp(row),
        }),
      ),
    // An email held for a WhatsApp notice shows once, as that notice's fallback, unless it went.
    ...emails
      .filter((email) => !(fallbacks.has(email.id) && email.sentAt === null))
      .map(
        (email): Dated => ({
          key: `email-${email.id}`,
          time: email.createdAt.getTime(),
          at: formatDateTime(email.createdAt),
          from: "site",
          by: null,
          channel: "email",
          kind: "notice",
          text: email.subject,
          state: email.sentAt
            ? `Sent ${formatDateTime(email.sentAt)}`
            : email.digest
              ? "Waiting for the booking's digest"
              : email.attempts > 0
                ? `Not sent yet (${email.attempts} tries: ${email.lastError ?? "no answer"})`
                : "Waiting to be sent",
        }),
      ),
  ];
  return entries.sort((a, b) => a.time - b.time).map(({ time: _time, ...entry }) => entry);
}

const STATES: Record<WhatsAppState, string> = {
  queued: "Waiting to be sent",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  withdrawn: "Not sent: the client stopped WhatsApp",
  received: "Received, being filed",
  waiting: "Received: the client is asked which work it is for",
  filed: "Filed here",
  refused: "Refused: not a document we take",
};

function describeWhatsApp(row: typeof whatsappMessages.$inferSelect): string {
  const state = STATES[row.status];
  if (row.status === "failed" || row.status === "withdrawn") {
    return `${state}${row.lastError ? ` (${row.lastError})` : ""}${row.fellBackAt ? "; sent by email instead" : ""}`;
  }
  if (row.status === "queued" && row.attempts > 0) return `${state} (${row.attempts} tries: ${row.lastError ?? ""})`;
  return state;
}

function describeInbound(row: typeof whatsappMessages.$inferSelect): string {
  const name = typeof row.payload?.fileName === "string" ? row.payload.fileName : null;
  const what =
    row.kind === "image" ? "A photo" : row.kind === "document" ? `A document${name ? ` (${name})` : ""}` : "A reply";
  return row.body ? `${what}: ${row.body}` : what;
}
