import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "#app/db/schema.ts";
import { logger } from "#app/logger.server.ts";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database, or a transaction on it: what a query that may run inside one takes. */
export type Executor = Database | Transaction;

// Kept on globalThis so that a module reload in development keeps one pool.
const holder = globalThis as typeof globalThis & { __database?: Database };

export function openDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection's error (the database restarted, a session was ended) must
  // not crash the process: an idle one is dropped by the pool, a busy one
  // fails its query, and the next query opens a new connection.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn({ err: error }, "a database connection was lost"));
  });
  holder.__database = drizzle({ client: pool, schema, casing: "snake_case" });
  return holder.__database;
}

/**
 * A statement of the hot paths prepared once per database (issue 41 part 2):
 * Drizzle builds its SQL once instead of on every request, and PostgreSQL
 * parses and plans it once per connection (a named statement). `build`
 * makes it with `sql.placeholder()` for what varies.
 */
export function prepared<Statement>(build: (db: Database) => Statement): () => Statement {
  const statements = new WeakMap<Database, Statement>();
  return () => {
    const db = getDb();
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/** The process's database. Opened once at start-up by the server. */
export function getDb(): Database {
  if (!holder.__database) throw new Error("The database has not been opened yet.");
  return holder.__database;
}

/**
 * Closes the pool. Given `drainMs`, it first waits (that long at most) until
 * no query runs or waits for a connection: a loader or action whose client
 * went away goes on after its response is over (React Router stops waiting
 * for it), and its next query must still find the pool open, not fail half
 * way with "Cannot use a pool after calling end on the pool". False when
 * the pool was still busy at the deadline.
 */
export async function closeDatabase(options: { drainMs?: number } = {}): Promise<boolean> {
  const database = holder.__database;
  if (!database) return true;
  const drained = options.drainMs ? await waitUntilIdle(database.$client, options.drainMs) : true;
  for (const close of closers) await close();
  closers.clear();
  holder.__database = undefined;
  await database.$client.end();
  return drained;
}

const closers = new Set<() => Promise<void>>();

/** Registers what has connections of its own to this database (the job queue): closed with it. */
export function closeWithDatabase(close: () => Promise<void>): void {
  closers.add(close);
}

/** Idle twice in a row, 50 ms apart: a query that follows another of the same work is not missed between them. */
async function waitUntilIdle(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 2; ) {
    if (Date.now() > deadline) return false;
    quiet = pool.totalCount > pool.idleCount || pool.waitingCount > 0 ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** True when a trivial query answers within the timeout. */
export async function isDatabaseReachable(timeoutMs = 2_000): Promise<boolean> {
  const database = holder.__database;
  if (!database) return false;
  const query = database.$client.query("select 1").then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
  return Promise.race([query, timeout]);
}
