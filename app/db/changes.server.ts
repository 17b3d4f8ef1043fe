// What a server process keeps in memory until the data it came from changes
// (the public pages' HTML, the compliance grid's year) hears of changes
// through PostgreSQL (LISTEN/NOTIFY): from every process on every host, and
// from the database's own triggers. Each process listens on a connection of
// its own (listenForChanges).
import { sql } from "drizzle-orm";
import pg from "pg";
import { getDb } from "#app/db/client.server.ts";
import { logger } from "#app/logger.server.ts";

export const CHANNELS = {
  /** Public content (the blog): the app says so when it saves a post (sayChanged). */
  publicContent: "public_content_changed",
  /** What the compliance grid reads: the database's triggers say so, each naming a client (drizzle/0046). */
  complianceGrid: "compliance_grid_changed",
} as const;
type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** The wait before listening again after the connection was lost, doubled up to the most. */
const RECONNECT_MS = { first: 500, most: 10_000 };
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_NAME = "etf-changes";

/**
 * Told what changed: the notice's payload, where its sender named what it
 * touched (a client's id on CHANNELS.complianceGrid), or "" for anything.
 */
type Listener = (what: string) => void;
const listeners = new Map<Channel, Set<Listener>>(Object.values(CHANNELS).map((channel) => [channel, new Set()]));

/** Calls `listener` whenever the channel's data changes, here or on any other process or host; returns the unsubscribe. */
export function onChange(channel: Channel, listener: Listener): () => void {
  listeners.get(channel)?.add(listener);
  return () => listeners.get(channel)?.delete(listener);
}

function changed(channel: string, what: string): void {
  for (const listener of listeners.get(channel as Channel) ?? []) listener(what);
}

function changedAll(): void {
  for (const channel of listeners.keys()) changed(channel, "");
}

/**
 * Called once a change the database's triggers do not see is committed:
 * this process drops what it kept at once, every other one when PostgreSQL
 * passes the word on.
 */
export async function sayChanged(channel: Channel): Promise<void> {
  changed(channel, "");
  try {
    await getDb().execute(sql`select pg_notify(${channel}, '')`);
  } catch (error) {
    // The other processes then keep theirs until it expires or their own listening connection is made again.
    logger.error({ err: error, channel }, "other server processes could not be told of a change");
  }
}

/** The process's listening connection, once it listens. */
let listening: pg.Client | undefined;

/**
 * True once this process has heard of every change committed before the
 * call: a round trip on the listening connection. A committing session
 * signals the listening one before its commit is acknowledged, and the
 * listening one sends its notices when signalled, or before it next goes
 * idle: either way ahead of the answer to a query sent after the commit.
 * False while the process does not listen: then nothing kept may be
 * trusted, and nothing may be kept. (tests/integration/compliance-kept.test.ts
 * fails without the round trip.)
 */
export async function caughtUpWithChanges(): Promise<boolean> {
  const client = listening;
  if (!client) return false;
  try {
    await client.query("select 1");
    return listening === client;
  } catch {
    return false;
  }
}

/**
 * Listens for changes made anywhere, on a connection of its own. A lost
 * connection is made again, and everything kept is dropped then too: a
 * change may have been missed while it was down.
 */
export function listenForChanges(connectionString: string): { stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let wait = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  function listenAgain(lost: pg.Client) {
    if (listening === lost) listening = undefined;
    if (lost !== client || stopped) return;
    client = undefined;
    lost.end().catch(() => {});
    timer = setTimeout(listen, wait);
    wait = Math.min(wait * 2, RECONNECT_MS.most);
  }

  async function listen() {
    if (stopped) return;
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      // A round trip that hangs (the network, not the database) must not hang the page waiting on it.
      query_timeout: 2_000,
      application_name: LISTENER_NAME,
    });
    client = next;
    next.on("notification", (notice) => changed(notice.channel, notice.payload ?? ""));
    next.on("error", (error) => {
      logger.warn({ err: error }, "the connection that hears of changes was lost");
      listenAgain(next);
    });
    next.on("end", () => listenAgain(next));
    try {
      await next.connect();
      await next.query(
        Object.values(CHANNELS)
          .map((channel) => `listen ${channel};`)
          .join(" "),
      );
      wait = RECONNECT_MS.first;
      listening = next;
      changedAll();
    } catch {
      listenAgain(next);
    }
  }

  void listen();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (listening === client) listening = undefined;
      await client?.end().catch(() => {});
    },
  };
}
