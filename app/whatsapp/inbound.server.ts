// What clients send on WhatsApp (issue 40.4). The webhook stores each
// message as a row before it answers Meta (so nothing is lost if we fall
// over after) and queues the "whatsapp-inbound" job, which files it: a
// text into the work item's messages (staff are told by email), a photo or
// PDF through the same checks and storage as an upload from the booking
// page. The sender's number finds their work through their opt-in; a
// client with several open items is asked which one; an unknown number is
// answered and nothing of its message kept.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { writeMessage } from "#app/bookings/booking-work.server.ts";
import { addDocuments } from "#app/bookings/bookings.server.ts";
import { getItemSummaries } from "#app/bookings/item-summaries.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { bookings, type ClientLanguage, whatsappMessages } from "#app/db/schema.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { queueJob } from "#app/jobs/queue.server.ts";
import { logger } from "#app/logger.server.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { convertReceivedPhotos } from "#app/uploads/photos-to-pdf.server.ts";
import { discardFiles, getUploadLimits, receiveMultipartForm } from "#app/uploads/receive.server.ts";
import { downloadWhatsAppMedia, getWhatsAppMedia } from "./cloud-api.server.ts";
import { getEmailsOfNumber, withdrawWhatsAppOfNumber } from "./opt-in.server.ts";
import { queueWhatsAppReply } from "./whatsapp-outbox.server.ts";

/** What a STOP is, in the three languages (the templates' footer says STOP). */
const STOP_WORDS = new Set([
  "stop",
  "stop all",
  "unsubscribe",
  "रोकें",
  "रोको",
  "बंद",
  "बंद करें",
  "बंद करो",
  "ବନ୍ଦ",
  "ବନ୍ଦ କରନ୍ତୁ",
]);

function isStop(text: string): boolean {
  return STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!]+$/, ""),
  );
}

/** A message as the webhook read it from Meta's payload. */
export type InboundMessage = {
  waMessageId: string;
  number: string;
  at: Date;
  kind: "text" | "image" | "document" | "list-reply";
  body: string;
  /** A photo's or document's media id, type and name; a list reply's chosen row; the notice it replies to. */
  payload: { mediaId?: string; mimeType?: string; fileName?: string; replyId?: string; replyTo?: string };
};

/**
 * Stores one message the webhook received and queues its filing, in the
 * webhook's transaction; a message already stored (Meta sends again what
 * we did not answer fast enough, or someone replays it) does nothing.
 */
export async function storeInbound(tx: Transaction, message: InboundMessage): Promise<boolean> {
  const [row] = await tx
    .insert(whatsappMessages)
    .values({
      direction: "in",
      number: message.number,
      kind: message.kind,
      body: message.body.slice(0, 4_000),
      payload: message.payload,
      waMessageId: message.waMessageId,
      eventAt: message.at,
      status: "received",
    })
    .onConflictDoNothing({ target: whatsappMessages.waMessageId })
    .returning({ id: whatsappMessages.id });
  if (!row) return false;
  await queueInboundJob(tx, row.id);
  return true;
}

export async function queueInboundJob(tx: Transaction | ReturnType<typeof getDb>, messageId: number): Promise<void> {
  await queueJob(tx, "whatsapp-inbound", { messageId }, { singletonKey: `whatsapp-in-${messageId}` });
}

/** Messages received and not filed, for the start-up to queue again. */
export async function listUnfiledInbound(): Promise<number[]> {
  const rows = await getDb()
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.direction, "in"), eq(whatsappMessages.status, "received")));
  return rows.map((row) => row.id);
}

type Row = typeof whatsappMessages.$inferSelect;
type OpenWork = { bookingId: string; reference: string; email: string; customerName: string; language: ClientLanguage };

/**
 * The "whatsapp-inbound" job: files one received message. The row stays
 * locked while it is filed, so two processes never file it twice.
 */
export async function fileInboundMessage(messageId: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, "received")))
      .for("update", { skipLocked: true });
    if (!message) return;
    if (message.kind === "text" && isStop(message.body)) return stop(tx, message);
    const work = await findOpenWork(tx, message.number);
    const language = work[0]?.language ?? "en";
    if (work.length === 0) return refuseUnknown(tx, message, (await getEmailsOfNumber(tx, message.number)).length > 0);
    if (message.kind === "list-reply") return fileChosen(tx, message, work);
    const chosen = work.length === 1 ? work[0] : await findRepliedTo(tx, message, work);
    if (!chosen) return askWhich(tx, message, work, language);
    await fileInto(tx, message, chosen);
  });
}

/** The open work items of the clients whose standing opt-in is this number, newest first. */
async function findOpenWork(tx: Transaction, number: string): Promise<OpenWork[]> {
  const emails = await getEmailsOfNumber(tx, number);
  if (emails.length === 0) return [];
  return tx
    .select({
      bookingId: bookings.bookingId,
      reference: bookings.reference,
      email: bookings.email,
      customerName: bookings.customerName,
      language: bookings.language,
    })
    .from(bookings)
    .where(and(inArray(sql`lower(${bookings.email})`, emails), eq(bookings.status, "In Progress")))
    .orderBy(desc(bookings.createdAt))
    .limit(10);
}

/** A reply to one of our notices (WhatsApp's "context") belongs to that notice's work item. */
async function findRepliedTo(tx: Transaction, message: Row, work: OpenWork[]): Promise<OpenWork | undefined> {
  const replyTo = message.payload?.replyTo;
  if (typeof replyTo !== "string") return undefined;
  const [notice] = await tx
    .select({ bookingId: whatsappMessages.bookingId })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.waMessageId, replyTo));
  return work.find((item) => item.bookingId === notice?.bookingId);
}

async function stop(tx: Transaction, message: Row): Promise<void> {
  const emails = await withdrawWhatsAppOfNumber(tx, message.number);
  await setStatus(tx, message, "filed");
  logger.info({ whatsappMessageId: message.id, opted_out: emails.length }, "a client replied STOP on WhatsApp");
  const t = getT((await findLanguageOfEmails(tx, emails)) ?? "en", "mail");
  await queueWhatsAppReply(tx, {
    number: message.number,
    kind: "text",
    body: t("whatsapp.stopped", { firm: getSiteConfig().name }),
  });
}

async function findLanguageOfEmails(tx: Transaction, emails: string[]): Promise<ClientLanguage | undefined> {
  if (emails.length === 0) return undefined;
  const [latest] = await tx
    .select({ language: bookings.language })
    .from(bookings)
    .where(inArray(sql`lower(${bookings.email})`, emails))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return latest?.language;
}

/**
 * A number with no open work: answered politely, and nothing of what it
 * sent is kept (the row keeps only the id that stops a replay).
 */
async function refuseUnknown(tx: Transaction, message: Row, knownClient: boolean): Promise<void> {
  await tx
    .update(whatsappMessages)
    .set({ status: "refused", body: "", payload: null })
    .where(eq(whatsappMessages.id, message.id));
  const site = getSiteConfig();
  const t = getT("en", "mail");
  await queueWhatsAppReply(tx, {
    number: message.number,
    kind: "text",
    body: t(knownClient ? "whatsapp.noOpenWork" : "whatsapp.unknown", {
      firm: site.name,
      email: site.email,
      phone: site.phone,
    }),
  });
}

/** WhatsApp's limits on a list: ten rows, a title of 24 characters, a description of 72. */
const LIST_ROWS = 10;

async function askWhich(tx: Transaction, message: Row, work: OpenWork[], language: ClientLanguage): Promise<void> {
  await setStatus(tx, message, "waiting");
  // One question while the client answers it: a second photo does not ask again.
  const [asked] = await tx
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.number, message.number),
        eq(whatsappMessages.kind, "list"),
        sql`${whatsappMessages.createdAt} > now() - interval '10 minutes'`,
      ),
    )
    .limit(1);
  if (asked) return;
  const t = getT(language, "mail");
  const summaries = await getItemSummaries(
    work.map((item) => item.bookingId),
    tx,
    language,
  );
  await queueWhatsAppReply(tx, {
    number: message.number,
    kind: "list",
    body: t("whatsapp.whichWork"),
    list: {
      button: t("whatsapp.chooseWork"),
      rows: work.slice(0, LIST_ROWS).map((item) => ({
        id: item.bookingId,
        title: item.reference.slice(0, 24),
        description: [...(summaries.get(item.bookingId)?.items.join(", ") ?? item.bookingId)].slice(0, 72).join(""),
      })),
    },
  });
}

/** The client chose a work item from the list: everything waiting from the number goes there. */
async function fileChosen(tx: Transaction, message: Row, work: OpenWork[]): Promise<void> {
  const chosen = work.find((item) => item.bookingId === message.payload?.replyId);
  await setStatus(tx, message, "filed");
  if (!chosen) return;
  const waiting = await tx
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.number, message.number), eq(whatsappMessages.status, "waiting")))
    .orderBy(whatsappMessages.id)
    .for("update");
  for (const item of waiting) await fileInto(tx, item, chosen);
}

async function fileInto(tx: Transaction, message: Row, work: OpenWork): Promise<void> {
  const t = getT(work.language, "mail");
  if (message.kind === "text") {
    const written = await writeMessage(tx, work, {
      author: "client",
      authorId: null,
      body: message.body,
      channel: "whatsapp",
    });
    await tx
      .update(whatsappMessages)
      .set({ status: "filed", bookingId: work.bookingId, bookingMessageId: written?.id ?? null })
      .where(eq(whatsappMessages.id, message.id));
    return;
  }
  const stored = await storeMedia(message, work);
  await tx
    .update(whatsappMessages)
    .set({ status: stored ? "filed" : "refused", bookingId: work.bookingId })
    .where(eq(whatsappMessages.id, message.id));
  await queueWhatsAppReply(tx, {
    number: message.number,
    bookingId: work.bookingId,
    kind: "text",
    body: stored
      ? t("whatsapp.documentKept", { reference: work.reference })
      : t("whatsapp.documentRefused", { megabytes: getUploadLimits().maxFileMb }),
  });
}

/**
 * A photo or PDF, fetched from Meta and put through exactly the checks of
 * an upload from the booking page (receive.server.ts: type by content, the
 * size limit; photos made into a PDF; the booking's quota; encrypted
 * storage), as the booking's own client. Whether it was kept.
 */
async function storeMedia(message: Row, work: OpenWork): Promise<boolean> {
  const { mediaId, fileName } = message.payload ?? {};
  if (typeof mediaId !== "string") return false;
  const { maxFileBytes } = getUploadLimits();
  const media = await getWhatsAppMedia(mediaId);
  if (media.size > maxFileBytes) return false;
  const bytes = await downloadWhatsAppMedia(media.url, maxFileBytes);
  if (bytes === "too-large") return false;
  const form = new FormData();
  form.set(
    "file",
    new Blob([new Uint8Array(bytes)]),
    typeof fileName === "string" && fileName ? fileName : defaultName(message),
  );
  let received = await receiveMultipartForm(new Request("http://whatsapp.local/", { method: "POST", body: form }));
  received = await convertReceivedPhotos(received);
  if (received.accepted.length === 0) return false;
  const added = await addDocuments(work.bookingId, received.accepted, [], undefined, {
    justBooked: null,
    email: work.email,
  });
  if (!added) {
    await discardFiles(received.accepted);
    return false;
  }
  return added.refused.length === 0;
}

/**
 * A photo comes with no name: it is named by its caption, if the client
 * wrote one ("Form 16"), so that the booking page's own guess files it
 * against the line it names; and by the day it came.
 */
function defaultName(message: Row): string {
  const day = (message.eventAt ?? new Date()).toISOString().slice(0, 10);
  const caption = [...message.body.replace(/[^\p{L}\p{N} ()&.,-]+/gu, " ").trim()].slice(0, 80).join("").trim();
  const what = caption || (message.kind === "image" ? "WhatsApp photo" : "WhatsApp document");
  return `${what} ${day}.${message.kind === "image" ? "jpg" : "pdf"}`;
}

async function setStatus(tx: Transaction, message: Row, status: "filed" | "waiting"): Promise<void> {
  await tx.update(whatsappMessages).set({ status }).where(eq(whatsappMessages.id, message.id));
}
