// The job queue in tests that run no server: what its workers would do, now.
import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import { makeHandlers, runDueJobs } from "#app/jobs/jobs.server.ts";
import { getJobQueue } from "#app/jobs/queue.server.ts";
import type { Sender } from "#app/mail/delivery.server.ts";

/**
 * Sends the outbox's due mail through `sender`, as the "send-email" workers
 * would; `dueNow` sends the retries waiting out their backoff too.
 * Returns how many jobs completed (each message's job completes once it is sent).
 */
export async function deliverMail(sender: Sender, options: { dueNow?: boolean; limit?: number } = {}) {
  const { completed } = await runDueJobs("send-email", { handlers: makeHandlers({ sender }), ...options });
  return completed;
}

/**
 * Sends the bookings' held emails now, as their "booking-digest" jobs would
 * ten minutes after the first (app/bookings/booking-digest.server.ts): each
 * alone or, with others of its booking, as one. They are then in the outbox to deliver.
 */
export async function sendDigests(): Promise<number> {
  const { completed } = await runDueJobs("booking-digest", { dueNow: true });
  return completed;
}

/** Makes the mail to `to` that waits out a retry's backoff due now. */
export async function makeMailDue(to: string): Promise<void> {
  const boss = await getJobQueue();
  const messages = await getDb().select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to));
  for (const { id } of messages) {
    for (const job of await boss.findJobs("send-email", { key: `outbox-${id}`, queued: true })) {
      await boss.update("send-email", undefined, { id: job.id, startAfter: new Date() });
    }
  }
}
