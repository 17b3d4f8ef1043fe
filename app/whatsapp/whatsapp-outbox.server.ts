// The WhatsApp channel's outbox (issue 40.3), beside the email's: a message
// is a row written in the transaction of what it announces, sent by the
// "send-whatsapp" job with retries and backoff, once; its delivery state
// comes from the webhook (inbound.server.ts). A notice's email is written
// too, held: it goes, once, only if the message cannot be delivered.
import { and, eq, sql } from "drizzle-orm";
import { createMagicLink } from "#app/accounts/auth.server.ts";
import { type Executor, getDb, type Transaction } from "#app/db/client.server.ts";
import { outbox, type SignInLinkRequest, whatsappMessages } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { queueJob } from "#app/jobs/queue.server.ts";
import { logger } from "#app/logger.server.ts";
import { queueEmailJob } from "#app/mail/mail.server.ts";
import { GraphApiError, type OutgoingMessage, sendWhatsAppMessage } from "./cloud-api.server.ts";
import { getBookingOptIn } from "./opt-in.server.ts";
import { renderTemplate, TEMPLATE_LANGUAGE_CODES, type TemplateName } from "./templates.ts";

/** How long a sent notice may go undelivered before its email goes instead (a phone off for a day). */
const UNDELIVERED_FALLBACK_SECONDS = 24 * 60 * 60;

/**
 * Queues a template notice about a booking to an opted-in number, with
 * its email held as the fallback (`fallbackOutboxId`, queued with
 * heldForWhatsapp). `button` is where its button goes: a sign-in link to
 * the page made as it is sent, or (an admin's own booking) the page.
 */
export async function queueWhatsAppNotice(
  tx: Executor,
  message: {
    bookingId: string;
    number: string;
    language: Language;
    template: TemplateName;
    /** Every variable's value, the client's name too. */
    values: Record<string, string>;
    button: { signIn: SignInLinkRequest } | { path: string };
    fallbackOutboxId: number;
  },
): Promise<void> {
  await queueWhatsAppRow(tx, {
    direction: "out",
    kind: "template",
    number: message.number,
    bookingId: message.bookingId,
    template: message.template,
    language: message.language,
    values: message.values,
    signInLink: "signIn" in message.button ? message.button.signIn : null,
    payload: "path" in message.button ? { buttonPath: message.button.path } : null,
    body: renderTemplate(message.language, message.template, message.values),
    fallbackOutboxId: message.fallbackOutboxId,
    status: "queued",
  });
}

/**
 * Queues a free-form message: a text or a list. WhatsApp takes these only
 * within 24 hours of the client's last message (the customer service
 * window); outside it the API refuses (131047) and the message fails.
 */
export async function queueWhatsAppReply(
  tx: Executor,
  message: {
    number: string;
    bookingId?: string | null;
    bookingMessageId?: number;
    fallbackOutboxId?: number;
  } & ({ kind: "text"; body: string } | { kind: "list"; body: string; list: ListPayload }),
): Promise<void> {
  await queueWhatsAppRow(tx, {
    direction: "out",
    kind: message.kind,
    number: message.number,
    bookingId: message.bookingId ?? null,
    bookingMessageId: message.bookingMessageId ?? null,
    body: message.body,
    payload: message.kind === "list" ? message.list : null,
    fallbackOutboxId: message.fallbackOutboxId ?? null,
    status: "queued",
  });
}

/** A list message's button and rows (a row's id is a booking id; its title at most 24 characters). */
export type ListPayload = { button: string; rows: { id: string; title: string; description: string }[] };

async function queueWhatsAppRow(tx: Executor, row: typeof whatsappMessages.$inferInsert): Promise<void> {
  const [queued] = await tx.insert(whatsappMessages).values(row).returning({ id: whatsappMessages.id });
  if (!queued) throw new Error("the WhatsApp message was not queued");
  await queueWhatsAppJob(tx, queued.id);
}

export async function queueWhatsAppJob(tx: Executor, messageId: number): Promise<void> {
  await queueJob(tx, "send-whatsapp", { messageId }, { singletonKey: `whatsapp-${messageId}` });
}

/**
 * Sends one queued message (the "send-whatsapp" job). The row is locked
 * while it is sent and marked sent in the same transaction, so it goes
 * once (a crash between Meta's answer and the commit can send it twice, as
 * with mail). A notice to a client who withdrew meanwhile is not sent and
 * its email goes instead; so does one WhatsApp will never deliver. A
 * limit or an outage is thrown: the queue tries again, with backoff.
 * Returns false when there was nothing to send.
 */
export async function deliverWhatsApp(messageId: number): Promise<boolean> {
  const failure = await getDb().transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, "queued")))
      .for("update", { skipLocked: true });
    if (!message) return "nothing";
    // A STOP, or the one tap, since it was queued: not sent.
    if (message.bookingId && (await getBookingOptIn(tx, message.bookingId))?.number !== message.number) {
      await tx.update(whatsappMessages).set({ status: "withdrawn" }).where(eq(whatsappMessages.id, message.id));
      await fallBackToEmail(tx, message);
      return "withdrawn";
    }
    try {
      const waMessageId = await sendWhatsAppMessage(message.number, await toOutgoing(message));
      await tx
        .update(whatsappMessages)
        .set({ status: "sent", waMessageId, sentAt: sql`clock_timestamp()`, attempts: message.attempts + 1 })
        .where(eq(whatsappMessages.id, message.id));
      // A notice not delivered within a day goes by email too.
      if (message.fallbackOutboxId !== null) {
        await queueJob(tx, "whatsapp-undelivered", { messageId }, { startAfter: UNDELIVERED_FALLBACK_SECONDS });
      }
      return "sent";
    } catch (error) {
      const reason = String(error instanceof Error ? error.message : error).slice(0, 500);
      const final = error instanceof GraphApiError && error.isFinal;
      await tx
        .update(whatsappMessages)
        .set({ attempts: message.attempts + 1, lastError: reason, ...(final ? { status: "failed" as const } : {}) })
        .where(eq(whatsappMessages.id, message.id));
      if (!final) return error;
      await fallBackToEmail(tx, message);
      return "failed";
    }
  });
  if (failure === "nothing") return false;
  if (failure instanceof Error || typeof failure !== "string") throw failure;
  return true;
}

/** The message as the API takes it; a template's button gets its sign-in link now (its 7 days count from now). */
async function toOutgoing(message: typeof whatsappMessages.$inferSelect): Promise<OutgoingMessage> {
  if (message.kind === "text") return { type: "text", text: { body: message.body, preview_url: false } };
  if (message.kind === "list") {
    const list = message.payload as ListPayload;
    return {
      type: "interactive",
      interactive: {
        type: "list",
        body: { text: message.body },
        action: { button: list.button, sections: [{ title: list.button, rows: list.rows }] },
      },
    };
  }
  if (message.kind !== "template" || !message.template || !message.language) {
    throw new Error(`message ${message.id} cannot be sent: ${message.kind}`);
  }
  const siteUrl = getEnv().SITE_URL;
  const link = message.signInLink
    ? await createMagicLink(message.signInLink)
    : `${siteUrl}${String(message.payload?.buttonPath ?? "/")}`;
  return {
    type: "template",
    template: {
      name: message.template,
      language: { code: TEMPLATE_LANGUAGE_CODES[message.language] },
      components: [
        {
          type: "body",
          parameters: Object.entries(message.values ?? {}).map(([name, text]) => ({
            type: "text",
            parameter_name: name,
            text,
          })),
        },
        // The button's address is the site's, registered with Meta, plus this suffix.
        {
          type: "button",
          sub_type: "url",
          index: "0",
          parameters: [{ type: "text", text: link.slice(siteUrl.length + 1) }],
        },
      ],
    },
  };
}

/**
 * Sends the message's held email, once: a message that failed, was
 * withdrawn from, or went undelivered for a day. The flip of
 * heldForWhatsapp is the once.
 */
async function fallBackToEmail(
  tx: Transaction,
  message: Pick<typeof whatsappMessages.$inferSelect, "id" | "fallbackOutboxId">,
): Promise<void> {
  if (message.fallbackOutboxId === null) return;
  const [released] = await tx
    .update(outbox)
    .set({ heldForWhatsapp: false })
    .where(and(eq(outbox.id, message.fallbackOutboxId), eq(outbox.heldForWhatsapp, true)))
    .returning({ id: outbox.id });
  if (!released) return;
  await queueEmailJob(tx, released.id);
  await tx.update(whatsappMessages).set({ fellBackAt: sql`now()` }).where(eq(whatsappMessages.id, message.id));
  logger.info({ whatsappMessageId: message.id, outboxId: released.id }, "a WhatsApp notice fell back to email");
}

/** Where a message's state may go from where it is: forward only (a late "delivered" never undoes "read"), and failed at any time. */
const STATE_ORDER = { queued: 0, sent: 1, delivered: 2, read: 3 } as const;

/**
 * A status from the webhook for a message we sent (an unknown one is
 * ignored). Delivered or read: its held email is no longer needed and is
 * deleted. Failed: the email goes, once.
 */
export async function applyStatus(
  tx: Transaction,
  status: { waMessageId: string; status: "sent" | "delivered" | "read" | "failed"; at: Date; error?: string },
): Promise<void> {
  const [message] = await tx
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.waMessageId, status.waMessageId), eq(whatsappMessages.direction, "out")))
    .for("update");
  if (!message || message.status === "failed") return;
  if (status.status === "failed") {
    await tx
      .update(whatsappMessages)
      .set({ status: "failed", eventAt: status.at, lastError: status.error?.slice(0, 500) ?? "failed" })
      .where(eq(whatsappMessages.id, message.id));
    await fallBackToEmail(tx, message);
    return;
  }
  const from = STATE_ORDER[message.status as keyof typeof STATE_ORDER] ?? Number.POSITIVE_INFINITY;
  if (STATE_ORDER[status.status] <= from) return;
  await tx
    .update(whatsappMessages)
    .set({ status: status.status, eventAt: status.at })
    .where(eq(whatsappMessages.id, message.id));
  if (status.status !== "sent" && message.fallbackOutboxId !== null) {
    await tx.delete(outbox).where(and(eq(outbox.id, message.fallbackOutboxId), eq(outbox.heldForWhatsapp, true)));
  }
}

/** The "whatsapp-undelivered" job: a notice still not delivered a day after it was sent goes by email. */
export async function fallBackIfUndelivered(messageId: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, "sent")))
      .for("update");
    if (message) await fallBackToEmail(tx, message);
  });
}

/** Messages queued but not sent, for the start-up to queue again (their job may have been deleted). */
export async function listQueuedWhatsApp(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.direction, "out"), eq(whatsappMessages.status, "queued")));
  return rows.map((row) => row.id);
}
