// The job queue: pg-boss on the site's own PostgreSQL (decision 017). A job
// is queued in the transaction that makes it needed, so both are stored or
// neither is; any process of any host claims it once (SKIP LOCKED), retries
// it with backoff, and a process that dies mid-job stops beating its
// heartbeat and the job runs again elsewhere.
import { sql } from "drizzle-orm";
import { fromDrizzle, PgBoss, type SendOptions } from "pg-boss";
import { closeWithDatabase, type Executor, getDb } from "#app/db/client.server.ts";
import { logger } from "#app/logger.server.ts";
import { JOB_SCHEMA, QUEUES, type QueueName } from "./queues.ts";

/** The IANA zone of the firm: cron times are Indian Standard Time. */
const TIME_ZONE = "Asia/Kolkata";

type Boss = PgBoss;

/**
 * Settings of a queue that only sends (scripts, tests, the start-up) or also
 * works (a server process). Timers are few and slow: an idle site makes few
 * queries (docs/PERFORMANCE.md, "An idle site").
 */
function newBoss(connectionString: string, role: "send" | "work"): Boss {
  const working = role === "work";
  const boss = new PgBoss({
    connectionString,
    schema: JOB_SCHEMA,
    application_name: `etf-jobs-${role}`,
    max: working ? 4 : 2,
    migrate: false,
    supervise: working,
    schedule: working,
    useListenNotify: working,
    registerInstance: false,
    // Supervision (retention, and failing jobs whose heartbeat stopped: a
    // crashed process's jobs run again within about two minutes).
    superviseIntervalSeconds: 60,
    monitorIntervalSeconds: 60,
    notifyHeartbeatIntervalMs: 60_000,
    queueCacheIntervalSeconds: 300,
    // A cron minute's jobs are queued within 45 s of it (the most pg-boss allows).
    cronWorkerIntervalSeconds: 45,
    cronMonitorIntervalSeconds: 45,
    clockMonitorIntervalSeconds: 600,
    bamIntervalSeconds: 600,
    flowIntervalSeconds: 600,
    openTelemetry: { enabled: false },
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  boss.on("warning", (warning) => logger.warn({ warning }, "job queue warning"));
  return boss;
}

/**
 * Installs or upgrades the queue's tables, then its queues and cron
 * schedules from QUEUES. Run with the migrations, under their lock.
 */
export async function installJobQueue(connectionString: string): Promise<void> {
  const boss = new PgBoss({
    connectionString,
    schema: JOB_SCHEMA,
    max: 1,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  try {
    for (const [name, { cron, pollSeconds: _pollSeconds, ...settings }] of Object.entries(QUEUES)) {
      if (await boss.getQueue(name)) {
        const { policy: _policy, ...changeable } = settings;
        await boss.updateQueue(name, changeable);
      } else {
        await boss.createQueue(name, settings);
      }
      if (cron) await boss.schedule(name, cron, null, { tz: TIME_ZONE });
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}

// One per process, kept on globalThis so that a module reload in development keeps it.
const holder = globalThis as typeof globalThis & { __jobs?: { boss: Boss; started: Promise<Boss> } };

function start(role: "send" | "work"): Promise<Boss> {
  const connectionString = getDb().$client.options.connectionString;
  if (!connectionString) throw new Error("The database has no connection string.");
  const boss = newBoss(connectionString, role);
  const started = boss.start();
  holder.__jobs = { boss, started };
  closeWithDatabase(stopJobQueue);
  return started;
}

/**
 * The process's queue. A server process starts it working (startJobs);
 * anything else that queues a job gets one that only sends.
 */
function getBoss(): Promise<Boss> {
  return holder.__jobs?.started ?? start("send");
}

/** Starts this process's queue with workers; `work` registers them. */
export async function startJobQueue(work: (boss: Boss) => Promise<void>): Promise<void> {
  if (holder.__jobs) throw new Error("The job queue is already started in this process.");
  await work(await start("work"));
}

/** Stops taking jobs, waits (at most `timeoutMs`) for the ones running, and closes. */
export async function stopJobQueue(timeoutMs = 3_000): Promise<void> {
  const jobs = holder.__jobs;
  if (!jobs) return;
  holder.__jobs = undefined;
  const boss = await jobs.started.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: timeoutMs, close: true });
}

/**
 * Queues a job. Pass the transaction that makes the job needed (the
 * outbox row, the round of uploads): the job is stored only if it commits,
 * and workers hear of it only then.
 */
export async function queueJob<Name extends QueueName>(
  writer: Executor,
  name: Name,
  data: JobData[Name],
  options: Pick<SendOptions, "startAfter" | "singletonKey"> = {},
): Promise<void> {
  const boss = await getBoss();
  await boss.send(name, data, { ...options, db: fromDrizzle(writer, sql) });
}

/** What each queue's jobs carry. */
export type JobData = {
  "send-email": { outboxId: number };
  "send-whatsapp": { messageId: number };
  "whatsapp-undelivered": { messageId: number };
  "whatsapp-inbound": { messageId: number };
  "upload-mail": { bookingId?: string };
  "booking-digest": { bookingId: string };
  "booking-reminders": null;
  "invoice-reminders": null;
  "due-date-reminders": null;
  retention: null;
  "stray-files": null;
  "audit-purge": null;
  "engagement-periods": null;
};

/** The queue, for the operator's script (scripts/jobs.ts) and tests. */
export { getBoss as getJobQueue };
