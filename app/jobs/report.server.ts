// What an operator sees of the job queue (`npm run jobs`, scripts/jobs.ts):
// each queue's counts, and the jobs that want an eye. Read from pg-boss's
// job table (its documented SQL surface): its API finds jobs by id or key,
// not by state, and its queue counts are a minute old.
import { sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { getJobQueue } from "./queue.server.ts";
import { JOB_SCHEMA, QUEUES, type QueueName } from "./queues.ts";

export type QueueCounts = { name: string; waiting: number; later: number; running: number; failed: number };

export type JobLine = {
  id: string;
  queue: string;
  state: "active" | "retry" | "failed";
  /** Attempts made so far (a running job's current one included). */
  attempts: number;
  /** When it started (running), runs again (retrying) or gave up (failed). */
  at: Date;
  /** What the last attempt threw, as pg-boss kept it. */
  error: string | null;
};

/** Every queue's jobs waiting (due now), waiting for later (a retry's backoff, a quiet while), running, and failed for good. */
export async function countJobs(): Promise<QueueCounts[]> {
  const { rows } = await getDb().execute<{
    name: string;
    waiting: number;
    later: number;
    running: number;
    failed: number;
  }>(sql`
    select name,
      count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
      count(*) filter (where state in ('created', 'retry') and start_after > now())::int as later,
      count(*) filter (where state = 'active')::int as running,
      count(*) filter (where state = 'failed')::int as failed
    from ${sql.identifier(JOB_SCHEMA)}.job
    group by name`);
  const counted = new Map(rows.map((row) => [row.name, row]));
  return Object.keys(QUEUES)
    .sort()
    .map((name) => counted.get(name) ?? { name, waiting: 0, later: 0, running: 0, failed: 0 });
}

/** The jobs running, retrying or failed, newest first. */
export async function listJobsThatNeedAnEye(limit = 50): Promise<JobLine[]> {
  const { rows } = await getDb().execute<{
    id: string;
    queue: string;
    state: JobLine["state"];
    /** Attempts made so far (a running job's current one included). */
    attempts: number;
    at: string;
    error: string | null;
  }>(sql`
    select id::text, name as queue, state, retry_count + 1 as attempts,
      case state when 'active' then started_on when 'retry' then start_after else completed_on end as at,
      output->>'message' as error
    from ${sql.identifier(JOB_SCHEMA)}.job
    where state in ('active', 'retry', 'failed')
    order by 5 desc
    limit ${limit}`);
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** Runs a failed (or retrying) job again now: "retried", or "not-found" for an id no queue holds in that state. */
export async function retryJob(id: string): Promise<"retried" | "not-found"> {
  const boss = await getJobQueue();
  for (const name of Object.keys(QUEUES) as QueueName[]) {
    const [job] = await boss.findJobs(name, { id });
    if (!job) continue;
    if (job.state !== "failed" && job.state !== "retry") return "not-found";
    await boss.retry(name, id);
    return "retried";
  }
  return "not-found";
}
