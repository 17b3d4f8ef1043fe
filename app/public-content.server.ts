// Public pages are kept rendered (server/html-cache.ts) until their content
// changes. Whatever changes it (the blog editor) says so here, and the word
// goes through PostgreSQL (NOTIFY) to every server process on every host:
// each listens on a connection of its own (listenForPublicContentChanges).
import { sql } from "drizzle-orm";
import pg from "pg";
import { getDb } from "#app/db/client.server.ts";
import { logger } from "#app/logger.server.ts";

const CHANNEL = "public_content_changed";
/** The wait before listening again after the connection was lost, doubled up to the most. */
const RECONNECT_MS = { first: 500, most: 10_000 };

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever public content changes, here or on any other process or host; returns the unsubscribe. */
export function onPublicContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Called once a change to public content is committed: this process drops
 * its pages at once, every other one when PostgreSQL passes the word on.
 */
export async function publicContentChanged(): Promise<void> {
  changed();
  try {
    await getDb().execute(sql`select pg_notify(${CHANNEL}, '')`);
  } catch (error) {
    // The other processes then keep their pages until they expire or their own listening connection is made again.
    logger.error({ err: error }, "other server processes could not be told that public content changed");
  }
}

/**
 * Listens for changes made anywhere, on a connection of its own. A lost
 * connection is made again, and the pages are dropped then too: a change
 * may have been missed while it was down.
 */
export function listenForPublicContentChanges(connectionString: string): { stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let wait = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  function listenAgain(lost: pg.Client) {
    if (lost !== client || stopped) return;
    client = undefined;
    lost.end().catch(() => {});
    timer = setTimeout(listen, wait);
    wait = Math.min(wait * 2, RECONNECT_MS.most);
  }

  async function listen() {
    if (stopped) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on("notification", changed);
    next.on("error", (error) => {
      logger.warn({ err: error }, "the connection that hears of public content changes was lost");
      listenAgain(next);
    });
    next.on("end", () => listenAgain(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      wait = RECONNECT_MS.first;
      changed();
    } catch {
      listenAgain(next);
    }
  }

  void listen();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
