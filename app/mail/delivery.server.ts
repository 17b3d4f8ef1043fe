import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { createMagicLink } from "#app/accounts/auth.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { type MailAttachment, makeMailAttachments } from "#app/invoices/invoice-files.server.ts";
import { logger } from "#app/logger.server.ts";
import { escapeHtml, onMailQueued, SIGN_IN_LINK } from "#app/mail/mail.server.ts";
import { getSiteConfig } from "#app/site.server.ts";

const POLL_INTERVAL_MS = 5_000;
const RETRY_BASE_MS = 15_000;
const MAX_BACKOFF_MS = 30 * 60_000;

export type Sender = (message: {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}) => Promise<void>;

/**
 * Sends what waits in the outbox: now when something is queued, and every few
 * seconds for retries. Each message is locked while it is sent, so two
 * servers never send the same one; a crash between the mail server's "OK"
 * and our commit can send it once more, and the fixed Message-ID lets mail
 * clients fold that copy away.
 */
export function startMailDelivery(sender: Sender = createSender()) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverPending(sender, () => stopped)
      .then(() => {})
      .catch((error) => logger.error({ err: error }, "mail delivery failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };

  onMailQueued(run);
  const timer = setInterval(run, POLL_INTERVAL_MS);
  timer.unref();
  run();

  return {
    /** Runs one pass now and waits for it (tests, shutdown). */
    async flush() {
      await running;
      await deliverPending(sender);
    },
    /** Stops after the message being sent, waiting at most `timeoutMs`. */
    async stop(timeoutMs = 3_000) {
      stopped = true;
      clearInterval(timer);
      await Promise.race([running, sleep(timeoutMs, undefined, { ref: false })]);
    },
  };
}

/** One pass: sends every due message. Returns how many went out. */
export async function deliverPending(sender: Sender, shouldStop: () => boolean = () => false): Promise<number> {
  let sent = 0;
  while (!shouldStop()) {
    const outcome = await deliverOne(sender);
    if (outcome === "none") return sent;
    if (outcome === "sent") sent++;
  }
  return sent;
}

/**
 * One message per transaction: a crash can repeat at most the one message
 * that was being sent.
 */
async function deliverOne(sender: Sender): Promise<"sent" | "failed" | "none"> {
  return getDb().transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!message) return "none";
    try {
      await sender({ ...(await withSignInLink(message)), attachments: await makeMailAttachments(message.attachments) });
    } catch (error) {
      const backoff = Math.min(2 ** message.attempts * RETRY_BASE_MS, MAX_BACKOFF_MS);
      await tx
        .update(outbox)
        .set({
          attempts: message.attempts + 1,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          // clock_timestamp(), not now(): a slow send must not eat the backoff.
          nextAttemptAt: sql`clock_timestamp() + ${`${backoff} milliseconds`}::interval`,
        })
        .where(eq(outbox.id, message.id));
      logger.warn({ id: message.id, attempts: message.attempts + 1, err: error }, "email not sent; will retry");
      return "failed";
    }
    await tx
      .update(outbox)
      .set({ sentAt: sql`clock_timestamp()`, attempts: message.attempts + 1 })
      .where(eq(outbox.id, message.id));
    return "sent";
  });
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
