// kill -9 of the production server while 20 clients book (some with
// documents), five times in a row: after each restart every booking answered
// 2xx is there with all its items, every document answered 'Uploaded' has
// its row and the same bytes on disk, and `npm run check-storage` finds no
// row without its file. On the embedded PostgreSQL the database child
// outlives the kill and the next start takes it over; on TEST_DATABASE_URL
// only the app dies.
import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type Acknowledged,
  acknowledgeUpload,
  createAcknowledged,
  findAcknowledged,
  parseStorageReport,
} from "#tests/resilience/acknowledged.ts";
import {
  bookWithoutScript,
  bookWithScript,
  randomBooking,
  randomDocument,
  uploadDocument,
} from "#tests/resilience/client.ts";
import {
  assertBuilt,
  cleanUp,
  createExternalDatabase,
  databaseUrlOf,
  isAlive,
  killHard,
  newServerSetup,
  postmasterPid,
  runNpmScript,
  type ServerProcess,
  type ServerSetup,
  startServer,
} from "#tests/resilience/server-process.ts";

const ROUNDS = 5;
const CLIENTS = 20;

type ClientKind = "form with files" | "script with files" | "script";

/** One in four clients posts the plain form with files, one in four books then uploads, the rest book only. */
function kindOf(client: number): ClientKind {
  if (client % 4 === 0) return "form with files";
  if (client % 4 === 1) return "script with files";
  return "script";
}

async function bookOnce(baseUrl: string, kind: ClientKind, tag: string, acked: Acknowledged) {
  const booking = randomBooking(tag);
  const documents = kind === "script" ? [] : Array.from({ length: randomInt(1, 3) }, () => randomDocument());
  if (kind === "form with files") {
    const bookingId = await bookWithoutScript(baseUrl, booking, documents);
    if (!bookingId) return;
    acked.bookings.set(bookingId, booking.items);
    for (const document of documents) acknowledgeUpload(acked, bookingId, document);
    return;
  }
  const bookingId = await bookWithScript(baseUrl, booking);
  if (!bookingId) return;
  acked.bookings.set(bookingId, booking.items);
  for (const document of documents) {
    if (await uploadDocument(baseUrl, bookingId, document)) {
      acknowledgeUpload(acked, bookingId, document);
    }
  }
}

/** CLIENTS loops booking as fast as the server answers, until stopped. */
function runClients(baseUrl: string, tag: string, acked: Acknowledged) {
  let running = true;
  const loops = Array.from({ length: CLIENTS }, async (_, client) => {
    while (running) {
      // A request cut by the kill, or refused after it, acknowledged nothing.
      await bookOnce(baseUrl, kindOf(client), tag, acked).catch(() => sleep(20));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function waitUntil(condition: () => boolean, failure: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(failure);
    await sleep(50);
  }
}

type RoundFigures = {
  round: number;
  bookingsAcked: number;
  uploadsAcked: number;
  bookingsFound: number;
  uploadsFound: number;
  orphanFiles: number;
  postgresOutlivedKill: boolean | "n/a";
  restartMs: number;
};

function describeRound(round: RoundFigures): string {
  return (
    `round ${round.round}: acknowledged ${round.bookingsAcked} bookings, ${round.uploadsAcked} uploads; ` +
    `found after restart (all rounds so far) ${round.bookingsFound} bookings, ${round.uploadsFound} uploads; ` +
    `files without a row ${round.orphanFiles}; PostgreSQL outlived the kill: ${round.postgresOutlivedKill}; ` +
    `restart ${round.restartMs} ms`
  );
}

/**
 * Runs the rounds on one data directory (and database), so every restart
 * also proves the earlier rounds' data is still whole.
 */
async function crashRounds(label: string, setup: ServerSetup, current: { server?: ServerProcess }) {
  const acked = createAcknowledged();
  const figures: RoundFigures[] = [];
  current.server = await startServer(setup);
  try {
    await runRounds(setup, current, acked, figures);
  } finally {
    console.log(`\nCrash rounds (${label}):\n${figures.map((round) => `  ${describeRound(round)}`).join("\n")}\n`);
  }
}

async function runRounds(
  setup: ServerSetup,
  current: { server?: ServerProcess },
  acked: Acknowledged,
  figures: RoundFigures[],
) {
  for (let round = 1; round <= ROUNDS; round++) {
    if (!current.server) throw new Error("no server running");
    const before = { bookings: acked.bookings.size, uploads: acked.uploads.length };
    const clients = runClients(current.server.baseUrl, `crash-${round}`, acked);
    // A fresh server answers its first requests slowly (it loads the build):
    // kill it only once it is busy acknowledging, at a random moment.
    await waitUntil(
      () => acked.bookings.size - before.bookings >= 20 && acked.uploads.length - before.uploads >= 5,
      `round ${round}: the clients got too few acknowledgements`,
    );
    await sleep(randomInt(1_000, 3_000));
    await killHard(current.server);
    await clients.stop();
    const orphan = postmasterPid(setup);
    const postgresOutlivedKill = setup.databaseUrl ? "n/a" : orphan !== undefined && isAlive(orphan);

    const restartedAt = Date.now();
    current.server = await startServer(setup);
    const restartMs = Date.now() - restartedAt;
    const found = await findAcknowledged(databaseUrlOf(setup), setup.dataDir, acked);
    const storage = await runNpmScript(setup, "check-storage", ["--dry-run"]);
    const report = parseStorageReport(storage.output);
    figures.push({
      round,
      bookingsAcked: acked.bookings.size - before.bookings,
      uploadsAcked: acked.uploads.length - before.uploads,
      bookingsFound: found.bookingsFound,
      uploadsFound: found.uploadsFound,
      orphanFiles: report?.orphans ?? -1,
      postgresOutlivedKill,
      restartMs,
    });

    expect(found.problems).toEqual([]);
    expect(found.bookingsFound).toBe(acked.bookings.size);
    expect(found.uploadsFound).toBe(acked.uploads.length);
    expect(report, storage.output).not.toBeNull();
    expect(report?.missing, storage.output).toBe(0);
    expect(storage.code, storage.output).toBe(0);
  }
}

describe("on the embedded PostgreSQL", () => {
  let setup: ServerSetup;
  const current: { server?: ServerProcess } = {};
  beforeAll(async () => {
    assertBuilt();
    setup = await newServerSetup("crash");
  });
  afterAll(() => cleanUp(current.server, setup));

  test("five kill -9 rounds under load lose no acknowledged booking or document", async () => {
    await crashRounds("embedded PostgreSQL", setup, current);
  });
});

const externalServer = process.env.TEST_DATABASE_URL;
if (!externalServer) {
  console.warn(
    "TEST_DATABASE_URL is not set: the crash rounds on an external PostgreSQL do not run here (CI sets it).",
  );
}

describe.runIf(externalServer)("on TEST_DATABASE_URL's PostgreSQL (only the app is killed)", () => {
  let setup: ServerSetup;
  let database: Awaited<ReturnType<typeof createExternalDatabase>>;
  const current: { server?: ServerProcess } = {};
  beforeAll(async () => {
    assertBuilt();
    database = await createExternalDatabase(externalServer ?? "", "crash");
    setup = await newServerSetup("crash-external", database.url);
  });
  afterAll(async () => {
    await cleanUp(current.server, setup);
    await database?.drop();
  });

  test("five kill -9 rounds under load lose no acknowledged booking or document", async () => {
    await crashRounds("external PostgreSQL", setup, current);
  });
});
