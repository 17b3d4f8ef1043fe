// The embedded PostgreSQL of `npm start`: its Unix socket where the folder
// can hold one, TCP alone where it cannot (issue 41's review).
import { mkdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, expect, test } from "vitest";
import { startEmbeddedPostgres } from "#server/embedded-postgres.ts";
import { getFreePort } from "#tests/free-port.ts";

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
});

async function answers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>("select 1 as one")).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

test("it listens on its socket, and starts over TCP alone when the socket cannot be made", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "etf-pg-socket-"));
  dataDirs.push(dataDir);
  const port = await getFreePort();
  const logger = pino({ level: "silent" });

  const first = await startEmbeddedPostgres({ dataDir, port, logger });
  const socketDir = new URL(first.url).searchParams.get("host");
  try {
    expect(socketDir).toBeTruthy();
    expect(await answers(first.url)).toBe(1);
  } finally {
    await first.stop();
  }

  // Something in the socket's place (as on a mount that refuses sockets): PostgreSQL cannot bind it and stops.
  mkdirSync(path.join(socketDir as string, `.s.PGSQL.${port}`));
  const second = await startEmbeddedPostgres({ dataDir, port, logger });
  try {
    expect(new URL(second.url).searchParams.get("host")).toBeNull();
    expect(new URL(second.url).hostname).toBe("127.0.0.1");
    expect(await answers(second.url)).toBe(1);
  } finally {
    await second.stop();
  }
});
