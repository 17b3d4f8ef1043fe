// A change to public content reaches every server process on every host
// through PostgreSQL (issue 25): here, another host is a plain connection
// that sends the word, as sayChanged does on another machine.
import pg from "pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import {
  CHANNELS,
  caughtUpWithChanges,
  LISTENER_NAME,
  listenForChanges,
  onChange,
  sayChanged,
} from "#app/db/changes.server.ts";
import { setupTestDatabase } from "#tests/database.ts";

const databaseUrl = setupTestDatabase();
let listening: { stop(): Promise<void> };
let changes = 0;
const unsubscribe = onChange(CHANNELS.publicContent, () => changes++);

/** Another host: its own connection, telling whoever listens. */
async function changeOnAnotherHost(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  await client.query("select pg_notify('public_content_changed', '')");
  await client.end();
}

async function listeningBackends(): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and application_name = $1",
    [LISTENER_NAME],
  );
  await client.end();
  return rows.map((row) => row.pid);
}

beforeAll(async () => {
  listening = listenForChanges(databaseUrl());
  // Listening is said by a first drop of the pages.
  await vi.waitFor(() => expect(changes).toBe(1), { timeout: 5_000 });
});

afterAll(async () => {
  unsubscribe();
  await listening.stop();
});

test("a change on another host drops this process's pages within a second", async () => {
  const before = changes;
  await changeOnAnotherHost();
  await vi.waitFor(() => expect(changes).toBe(before + 1), { timeout: 1_000, interval: 20 });
});

test("a change here drops the pages at once, and tells the others through PostgreSQL", async () => {
  const before = changes;
  const other = new pg.Client({ connectionString: databaseUrl() });
  await other.connect();
  await other.query("listen public_content_changed");
  let heard = 0;
  other.on("notification", () => heard++);
  const saved = sayChanged(CHANNELS.publicContent);
  expect(changes).toBe(before + 1);
  await saved;
  await vi.waitFor(() => expect(heard).toBe(1), { timeout: 1_000, interval: 20 });
  await other.end();
  // Our own word comes back to us too (a second drop, harmless).
  await vi.waitFor(() => expect(changes).toBe(before + 2), { timeout: 1_000, interval: 20 });
});

test("when the listening connection is lost it is made again, the pages dropped, and later changes still arrive", async () => {
  const [pid] = await listeningBackends();
  expect(pid).toBeDefined();
  const before = changes;
  const admin = new pg.Client({ connectionString: databaseUrl() });
  await admin.connect();
  await admin.query("select pg_terminate_backend($1)", [pid]);
  await admin.end();
  // Made again: the pages are dropped, since a change may have been missed meanwhile.
  await vi.waitFor(() => expect(changes).toBe(before + 1), { timeout: 5_000, interval: 20 });
  await vi.waitFor(async () => expect(await listeningBackends()).toHaveLength(1), { timeout: 5_000 });
  expect((await listeningBackends())[0]).not.toBe(pid);
  expect(await caughtUpWithChanges()).toBe(true);
  await changeOnAnotherHost();
  await vi.waitFor(() => expect(changes).toBe(before + 2), { timeout: 1_000, interval: 20 });
});

test("while the connection is down, nothing heard can be trusted: caughtUpWithChanges says false", async () => {
  expect(await caughtUpWithChanges()).toBe(true);
  const [pid] = await listeningBackends();
  const before = changes;
  const admin = new pg.Client({ connectionString: databaseUrl() });
  await admin.connect();
  await admin.query("select pg_terminate_backend($1)", [pid]);
  await admin.end();
  await vi.waitFor(async () => expect(await caughtUpWithChanges()).toBe(false), { timeout: 1_000, interval: 10 });
  await vi.waitFor(() => expect(changes).toBe(before + 1), { timeout: 5_000, interval: 20 });
  expect(await caughtUpWithChanges()).toBe(true);
});
