// Every kind of background work the site does, as one queue each in the
// PostgreSQL job queue (pg-boss; docs/decisions/017-one-job-queue.md): how
// often it runs, how it retries, how many may run at once. The handlers are
// in jobs.server.ts; this file is data only, so the queue's installation
// (app/db/migrate.server.ts) can read it without loading the features.
import type { Queue } from "pg-boss";

type QueueSettings = Omit<Queue, "name"> & {
  /** Cron (five fields, India Standard Time) for a sweep that runs by the clock. */
  cron?: string;
  /**
   * How often a worker looks for jobs that became due without a word
   * (retries, jobs queued for later). A new job wakes workers at once
   * (`notify`), so this is the lateness of those only; 60 s by default.
   */
  pollSeconds?: number;
};

/** Sweeps run one at a time across every process of every host: one queued or running job at most. */
const SWEEP = {
  policy: "exclusive",
  notify: true,
  retryLimit: 2,
  retryDelay: 60,
  // A crashed process stops beating; the job is retried after this.
  heartbeatSeconds: 30,
  expireInSeconds: 30 * 60,
  // Cron wakes the workers when it queues a run; polling only finds retries.
  pollSeconds: 300,
} as const satisfies QueueSettings;

/** A check queued per booking, retried for a few minutes while the database is away. */
const PER_BOOKING = {
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  heartbeatSeconds: 30,
  expireInSeconds: 5 * 60,
  notify: true,
} as const satisfies QueueSettings;

const DEFINED = {
  /**
   * One email from the outbox (data: its outbox id). Queued in the
   * transaction that writes the outbox row, so both exist or neither does.
   * A mail server that is down fails the attempt; it is tried again after
   * 15 s, 30 s, 1 min, … and then every 30 minutes, for about 52 days
   * (2,500 tries), then listed as failed (`npm run jobs -- retry ID`). A
   * waiting job is kept 60 days, so it fails before pg-boss would drop it;
   * and the outbox row stays unsent, so a restart queues it again.
   */
  "send-email": {
    policy: "stately",
    retryLimit: 2_500,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
    retentionSeconds: 60 * 24 * 60 * 60,
    heartbeatSeconds: 30,
    // A worker claims ten at a time; the SMTP client gives up on each after 10 s to connect and 20 s of silence.
    expireInSeconds: 15 * 60,
    notify: true,
  },
  /**
   * One WhatsApp message (data: its whatsapp_messages id; issue 40.3),
   * queued with its row. Meta's limits and outages are tried again after
   * 15 s, 30 s, 1 min, … then every 30 minutes, for about four days; a
   * notice that can never go (not on WhatsApp, no template) is not
   * retried: its held email goes instead.
   */
  "send-whatsapp": {
    policy: "stately",
    retryLimit: 200,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
    retentionSeconds: 7 * 24 * 60 * 60,
    heartbeatSeconds: 30,
    // Each call gives up after 20 s; a claim is ten.
    expireInSeconds: 15 * 60,
    notify: true,
  },
  /** A notice sent a day ago: if still not delivered, its email goes (data: its whatsapp_messages id). */
  "whatsapp-undelivered": { ...PER_BOOKING, policy: "standard", pollSeconds: 300 },
  /**
   * What a client sent on WhatsApp (data: its whatsapp_messages id), stored
   * by the webhook before it answered Meta: filed into their work here
   * (a download and a photo's PDF may take a while).
   */
  "whatsapp-inbound": { ...PER_BOOKING, policy: "standard", expireInSeconds: 10 * 60 },
  /** A booking's round of uploads, mailed once nothing more came for a quiet while (data: its booking id). */
  "upload-mail": {
    ...PER_BOOKING,
    policy: "standard",
    // The quiet while is 2 minutes; its mail goes at most 15 s after.
    pollSeconds: 15,
  },
  /**
   * A booking's held emails, sent as one ten minutes after the first
   * (data: its booking id; app/bookings/booking-digest.server.ts). Stately:
   * one waits per booking, and an email held while its digest is being
   * sent queues the next.
   */
  "booking-digest": {
    ...PER_BOOKING,
    policy: "stately",
    // A digest goes at most 30 s after its ten minutes.
    pollSeconds: 30,
  },
  "booking-reminders": { ...SWEEP, cron: "* * * * *" },
  "invoice-reminders": { ...SWEEP, cron: "*/10 * * * *" },
  "due-date-reminders": { ...SWEEP, cron: "5 * * * *" },
  retention: { ...SWEEP, cron: "20 * * * *" },
  "stray-files": { ...SWEEP, cron: "40 * * * *" },
  "audit-purge": { ...SWEEP, cron: "15 3 * * *" },
  /**
   * Each engagement's period that has opened gets its work item
   * (app/engagements/periods.server.ts): hourly, and at start-up, so a site
   * down on the day catches up. The unique index makes each period once.
   */
  "engagement-periods": { ...SWEEP, cron: "50 * * * *" },
} as const satisfies Record<string, QueueSettings>;

export type QueueName = keyof typeof DEFINED;
export const QUEUES: Record<QueueName, QueueSettings> = DEFINED;

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = "jobs";
