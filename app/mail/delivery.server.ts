import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { createMagicLink } from "#app/accounts/auth.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { type MailAttachment, makeMailAttachments } from "#app/invoices/invoice-files.server.ts";
import { logger } from "#app/logger.server.ts";
import { escapeHtml, SIGN_IN_LINK } from "#app/mail/mail.server.ts";
import { getSiteConfig } from "#app/site.server.ts";

export type Sender = (message: {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}) => Promise<void>;

/**
 * Sends one message of the outbox: the "send-email" job queued with it
 * (app/jobs). The row is locked while it is sent and marked sent in the
 * same transaction, so a message goes out once; a crash between the mail
 * server's "OK" and our commit can send it once more, and the fixed
 * Message-ID lets mail clients fold that copy away. A failure is recorded
 * on the row and thrown: the queue tries again later, with backoff.
 * Returns false when there was nothing to send (sent already, or being sent).
 */
export async function deliverEmail(outboxId: number, sender: Sender): Promise<boolean> {
  const failure = await getDb().transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt)))
      .for("update", { skipLocked: true });
    if (!message) return "nothing";
    try {
      await sender({ ...(await withSignInLink(message)), attachments: await makeMailAttachments(message.attachments) });
    } catch (error) {
      await tx
        .update(outbox)
        .set({
          attempts: message.attempts + 1,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(outbox.id, message.id));
      return error;
    }
    await tx
      .update(outbox)
      .set({ sentAt: sql`clock_timestamp()`, attempts: message.attempts + 1 })
      .where(eq(outbox.id, message.id));
    return "sent";
  });
  if (failure === "nothing") return false;
  if (failure !== "sent") throw failure;
  return true;
}

/**
 * A message whose button signs its reader in gets a fresh link now, as it
 * goes out: a link's 7 days count from the sending, and making it needs a
 * database connection of its own, which a queueing transaction must not
 * wait for. A retry makes another (an unused one just expires).
 */
async function withSignInLink(message: typeof outbox.$inferSelect) {
  if (!message.signInLink) return message;
  const url = await createMagicLink(message.signInLink);
  return {
    ...message,
    text: message.text.replaceAll(SIGN_IN_LINK, url),
    html: message.html.replaceAll(SIGN_IN_LINK, escapeHtml(url)),
  };
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox. */
export function createSender(options: { smtpUrl?: string } = {}): Sender {
  const env = getEnv();
  const smtpUrl = options.smtpUrl ?? env.SMTP_URL;
  const site = getSiteConfig();
  const from = env.MAIL_FROM ?? `"${site.name}" <${site.email}>`;
  const domain = site.email.split("@")[1] ?? "localhost";
  // Limits on a mail server that accepts and then says nothing: a send that
  // hangs holds a transaction and slows shutdown.
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outboxDir = path.join(env.dataDir, "outbox");

  return async (message) => {
    const info = await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      messageId: `<outbox-${message.id}@${domain}>`,
    });
    if (!smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${String(message.id).padStart(6, "0")}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, file, links }, "email written to the dev outbox");
    }
  };
}
