// What each queue of QUEUES does, and the workers of a server process.
// Adding background work: a queue in queues.ts (its retries, its cron), its
// data in JobData, its handler here (CONTRIBUTING.md, "Run something in the
// background").
import { and, eq, isNull } from "drizzle-orm";
import type { Job, JobResult } from "pg-boss";
import { purgeExpiredAuditEvents } from "#app/audit/audit.server.ts";
import { sendBookingDigest } from "#app/bookings/booking-digest.server.ts";
import { sendDueReminders } from "#app/bookings/reminders.server.ts";
import { sendDueChallanReminders } from "#app/challans/challans.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import { runPeriodSweep } from "#app/engagements/periods.server.ts";
import { getEnv } from "#app/env.server.ts";
import { sendDueInvoiceReminders } from "#app/invoices/invoice-reminders.server.ts";
import { logger } from "#app/logger.server.ts";
import { createSender, deliverEmail, type Sender } from "#app/mail/delivery.server.ts";
import { queueEmailJob } from "#app/mail/mail.server.ts";
import { runRetention } from "#app/privacy/retention.server.ts";
import { forgetStaleSubscriptions, sendDueDateReminders } from "#app/tools/due-date-reminders.server.ts";
import { sweepStrayFiles } from "#app/uploads/check-storage.server.ts";
import { mailQuietRounds } from "#app/uploads/upload-mail.server.ts";
import { fileInboundMessage, listUnfiledInbound, queueInboundJob } from "#app/whatsapp/inbound.server.ts";
import {
  deliverWhatsApp,
  fallBackIfUndelivered,
  listQueuedWhatsApp,
  queueWhatsAppJob,
} from "#app/whatsapp/whatsapp-outbox.server.ts";
import { getJobQueue, type JobData, queueJob, startJobQueue } from "./queue.server.ts";
import { QUEUES, type QueueName } from "./queues.ts";

type Handlers = { [Name in QueueName]: (data: JobData[Name]) => Promise<unknown> };

/**
 * The handlers. `sender` is how mail leaves (SMTP, or the dev outbox; a
 * test's own); `uploadQuietMs` how long a round of uploads must be quiet.
 */
export function makeHandlers(options: { sender?: Sender; uploadQuietMs?: number } = {}): Handlers {
  const { sender = createSender(), uploadQuietMs = getEnv().UPLOAD_QUIET_SECONDS * 1_000 } = options;
  return {
    "send-email": ({ outboxId }) => deliverEmail(outboxId, sender),
    "send-whatsapp": ({ messageId }) => deliverWhatsApp(messageId),
    "whatsapp-undelivered": ({ messageId }) => fallBackIfUndelivered(messageId),
    "whatsapp-inbound": ({ messageId }) => fileInboundMessage(messageId),
    "upload-mail": ({ bookingId }) => mailQuietRounds(uploadQuietMs, bookingId),
    "booking-digest": ({ bookingId }) => sendBookingDigest(bookingId),
    "booking-reminders": () => sendDueReminders(),
    // The reminders of money owed: the firm's invoices, and the tax owed to the government (one sweep, one poller).
    "invoice-reminders": async () => {
      await sendDueInvoiceReminders();
      await sendDueChallanReminders();
    },
    "due-date-reminders": async () => {
      await sendDueDateReminders();
      await forgetStaleSubscriptions();
    },
    retention: async () => {
      const done = await runRetention();
      if (done.notices.length > 0 || done.deletions.length > 0) logger.info(done, "retention applied");
    },
    "stray-files": () => sweepStrayFiles(),
    "engagement-periods": () => runPeriodSweep(),
    "audit-purge": async () => {
      const removed = await purgeExpiredAuditEvents();
      if (removed > 0) logger.info({ removed }, "purged audit events past their retention");
    },
  };
}

/** Jobs a worker claims at once; it claims again at once while the claims come back full. */
const BATCH = 10;

/**
 * Starts this process's workers. A worker claims up to BATCH due jobs and
 * runs them one after another (so a process that dies repeats one email at
 * most); while a claim comes back full it claims again at once, so a burst
 * of bookings is mailed at once, not one email per wake-up. Jobs queued
 * while no process runs wait in the database.
 */
export async function startJobs(handlers: Handlers = makeHandlers()): Promise<void> {
  await startJobQueue(async (boss) => {
    for (const name of Object.keys(handlers) as QueueName[]) {
      const handle = handlers[name] as (data: unknown) => Promise<unknown>;
      const pollSeconds = QUEUES[name].pollSeconds ?? 60;
      await boss.work<unknown>(
        name,
        {
          batchSize: BATCH,
          burstWhenBatchFull: true,
          perJobResults: true,
          pollingIntervalSeconds: pollSeconds,
          notifyPollingIntervalSeconds: pollSeconds,
        },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) results.push(await runJob(handle, job));
          return results;
        },
      );
    }
  });
}

/** One job: completed, or failed with what it threw (kept by pg-boss, shown by `npm run jobs`). */
async function runJob<Data>(handle: (data: Data) => Promise<unknown>, job: Job<Data>): Promise<JobResult> {
  try {
    await handle(job.data);
    return { id: job.id, status: "completed" };
  } catch (error) {
    logger.warn({ err: error, queue: job.name, id: job.id }, "a job failed; it will be retried if it may");
    return {
      id: job.id,
      status: "failed",
      output: { message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * Queues what may have been left without a job: mail written before the
 * queue existed (or whose job an operator deleted), held mail's digests, rounds of uploads
 * open at a restart, and the periods' work items due while the site was down. Run at start-up; what has a job already is not doubled.
 */
export async function queueStrandedWork(): Promise<void> {
  const stranded = await getDb()
    .select({ id: outbox.id, digestKey: outbox.digestKey })
    .from(outbox)
    // An email held as a WhatsApp message's fallback goes only if that message fails.
    .where(and(isNull(outbox.sentAt), eq(outbox.heldForWhatsapp, false)));
  for (const { id, digestKey } of stranded) {
    // A held email goes with its booking's digest (which waits in the queue already, unless deleted).
    if (digestKey === null) await queueEmailJob(getDb(), id);
    else await queueJob(getDb(), "booking-digest", { bookingId: digestKey }, { singletonKey: `digest-${digestKey}` });
  }
  for (const id of await listQueuedWhatsApp()) await queueWhatsAppJob(getDb(), id);
  for (const id of await listUnfiledInbound()) await queueInboundJob(getDb(), id);
  await queueJob(getDb(), "upload-mail", {});
  // Periods that opened while no process ran (app/engagements/periods.server.ts).
  await queueJob(getDb(), "engagement-periods", null);
}

/**
 * Runs a queue's due jobs here and now, one at a time, as a worker would
 * (claimed, then completed, or failed and so retried later): for tests, and
 * for the operator's scripts. `dueNow` first makes the jobs that wait
 * (retries in their backoff, jobs queued for later) due now.
 */
export async function runDueJobs<Name extends QueueName>(
  name: Name,
  options: { handlers?: Handlers; dueNow?: boolean; limit?: number } = {},
): Promise<{ completed: number; failed: number }> {
  const { handlers = makeHandlers(), dueNow = false, limit = Number.POSITIVE_INFINITY } = options;
  const boss = await getJobQueue();
  if (dueNow) {
    for (const job of await boss.findJobs(name, { queued: true })) {
      await boss.update(name, undefined, { id: job.id, startAfter: new Date() });
    }
  }
  const handle = handlers[name] as (data: JobData[Name]) => Promise<unknown>;
  const counts = { completed: 0, failed: 0 };
  while (counts.completed + counts.failed < limit) {
    const [job] = await boss.fetch<JobData[Name]>(name, { batchSize: 1 });
    if (!job) break;
    const result = await runJob(handle, job);
    if (result.status === "completed") {
      await boss.complete(name, job.id);
      counts.completed++;
    } else {
      await boss.fail(name, job.id, result.output);
      counts.failed++;
    }
  }
  return counts;
}
