// SIGTERM while documents and bookings are on their way in: what was in
// flight finishes with 2xx and is stored, new connections are refused, the
// process exits 0 within 10 s, and the database is left closed cleanly
// (the embedded one stopped, an external one with no connection left).
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { acknowledgeUpload, createAcknowledged, findAcknowledged } from "#tests/resilience/acknowledged.ts";
import {
  bookingForm,
  bookWithScript,
  type Document,
  encodeForm,
  type ItemLine,
  isUploaded,
  makeDocument,
  postSlowly,
  randomBooking,
  readFormBooking,
  readScriptBooking,
  type SlowRequest,
  scriptBookingForm,
  type UploadReply,
  uploadForm,
} from "#tests/resilience/client.ts";
import {
  assertBuilt,
  cleanUp,
  createExternalDatabase,
  databaseUrlOf,
  newServerSetup,
  postmasterPid,
  type ServerProcess,
  type ServerSetup,
  serverLogTail,
  startServer,
} from "#tests/resilience/server-process.ts";

const MB = 1024 * 1024;
// 64 KB every 50 ms: a 3 MB document takes about 2.5 s, well inside the
// server's 10 s grace period but long enough to be caught by the signal.
const SLOW_UPLOAD = { chunkBytes: 64 * 1024, intervalMs: 50 };
// A form's few hundred bytes, 40 at a time every 250 ms.
const SLOW_FORM = { chunkBytes: 40, intervalMs: 250 };

/** A slow request; `items` are those of the booking it makes (uploads make none). */
type InFlight = {
  kind: "upload" | "form booking" | "script booking";
  request: SlowRequest;
  documents: Document[];
  items?: ItemLine[];
};

/** Starts slow requests of every kind; each will be acknowledged on its own. */
async function startInFlight(baseUrl: string): Promise<InFlight[]> {
  const inFlight: InFlight[] = [];
  for (let index = 0; index < 3; index++) {
    const bookingId = await bookWithScript(baseUrl, randomBooking("shutdown-target"));
    if (!bookingId) throw new Error("could not make a booking to upload to");
    const document = makeDocument(index % 2 ? "zip" : "pdf", 3 * MB);
    const payload = await encodeForm(uploadForm(bookingId, document));
    inFlight.push({
      kind: "upload",
      request: postSlowly(`${baseUrl}/uploads`, payload, SLOW_UPLOAD),
      documents: [document],
    });
  }
  for (let index = 0; index < 2; index++) {
    const document = makeDocument("pdf", 2 * MB);
    const booking = randomBooking("shutdown-form");
    const payload = await encodeForm(bookingForm(booking, [document]));
    inFlight.push({
      kind: "form booking",
      request: postSlowly(`${baseUrl}/cart-page`, payload, SLOW_UPLOAD),
      documents: [document],
      items: booking.items,
    });
  }
  for (let index = 0; index < 2; index++) {
    const booking = randomBooking("shutdown-script");
    const payload = await encodeForm(scriptBookingForm(booking));
    inFlight.push({
      kind: "script booking",
      request: postSlowly(`${baseUrl}/cart-page.data`, payload, SLOW_FORM),
      documents: [],
      items: booking.items,
    });
  }
  return inFlight;
}

/** A request on a connection of its own: its status, or the connection error's code. */
function tryNewConnection(url: string, method: "GET" | "POST"): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(url, { method, agent: false, headers: { Origin: new URL(url).origin } });
    request.on("response", (response) => {
      response.resume();
      resolve(String(response.statusCode));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(method === "POST" ? "name=Late" : undefined);
  });
}

type Outcome = InFlight & { status: number; bookingId: string | null };

async function outcomeOf(flight: InFlight): Promise<Outcome> {
  const { status, headers, body } = await flight.request.response;
  if (flight.kind === "upload") {
    const reply = JSON.parse(body) as UploadReply & { bookingId: string };
    return { ...flight, status, bookingId: isUploaded(status, reply) ? reply.bookingId : null };
  }
  const bookingId =
    flight.kind === "form booking"
      ? readFormBooking(status, headers.location, headers["set-cookie"] ?? [])
      : readScriptBooking(status, body);
  return { ...flight, status, bookingId };
}

/**
 * The whole scenario: traffic in flight, SIGTERM, then what happened.
 * Returns the outcomes of the in-flight requests for the database checks.
 */
async function terminateDuringTraffic(setup: ServerSetup, server: ServerProcess) {
  const inFlight = await startInFlight(server.baseUrl);
  // Let every request get going (a fifth of its body sent), but none finish.
  while (inFlight.some((flight) => flight.request.sent() < flight.request.total / 5)) await sleep(20);

  const signalledAt = Date.now();
  server.child.kill("SIGTERM");
  await sleep(300);
  const lateHealth = await tryNewConnection(`${server.baseUrl}/healthz`, "GET");
  const lateBooking = await tryNewConnection(`${server.baseUrl}/cart-page`, "POST");
  const stillSending = inFlight.filter((flight) => flight.request.sent() < flight.request.total).length;

  const outcomes = await Promise.all(inFlight.map(outcomeOf));
  const exitCode = await server.exited;
  const exitMs = Date.now() - signalledAt;

  console.log(
    [
      `\nGraceful shutdown (${setup.databaseUrl ? "external" : "embedded"} PostgreSQL):`,
      `  requests in flight at SIGTERM: ${inFlight.length} (${stillSending} still sending their body 300 ms later)`,
      `  their answers: ${outcomes.map((outcome) => `${outcome.kind} ${outcome.status}`).join(", ")}`,
      `  new connections after the signal: GET /healthz -> ${lateHealth}, POST /cart-page -> ${lateBooking}`,
      `  exit code ${exitCode} after ${exitMs} ms\n`,
    ].join("\n"),
  );

  expect(stillSending, "requests still sending after the signal").toBe(inFlight.length);
  for (const outcome of outcomes) {
    expect(outcome.status, `${outcome.kind}`).toBeGreaterThanOrEqual(200);
    expect(outcome.status, `${outcome.kind}`).toBeLessThan(400);
    expect(outcome.bookingId, `${outcome.kind} acknowledged`).toMatch(/^ETF-\d{13}-\d{1,4}$/);
  }
  for (const late of [lateHealth, lateBooking]) expect(["ECONNREFUSED", "503"]).toContain(late);
  expect(exitCode, serverLogTail(setup)).toBe(0);
  expect(exitMs).toBeLessThan(10_000);
  return outcomes;
}

function acknowledgedOf(outcomes: Outcome[]) {
  const acked = createAcknowledged();
  for (const outcome of outcomes) {
    if (!outcome.bookingId) continue;
    if (outcome.items) acked.bookings.set(outcome.bookingId, outcome.items);
    for (const document of outcome.documents) {
      acknowledgeUpload(acked, outcome.bookingId, document);
    }
  }
  return acked;
}

/** Every in-flight booking and document is stored, bytes intact. */
async function expectAllStored(setup: ServerSetup, outcomes: Outcome[]) {
  const acked = acknowledgedOf(outcomes);
  const found = await findAcknowledged(databaseUrlOf(setup), setup.dataDir, acked);
  expect(found.problems).toEqual([]);
  // Three uploads and the documents of two plain-form bookings; two bookings of each kind.
  expect(found.uploadsFound).toBe(5);
  expect(found.bookingsFound).toBe(4);
}

describe("on the embedded PostgreSQL", () => {
  let setup: ServerSetup;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    assertBuilt();
    setup = await newServerSetup("shutdown");
  });
  afterAll(() => cleanUp(server, setup));

  test("SIGTERM during uploads and bookings: they finish, new ones are refused, exit 0 within 10 s, database stopped", async () => {
    server = await startServer(setup);
    const outcomes = await terminateDuringTraffic(setup, server);
    expect(postmasterPid(setup), "postmaster.pid left behind").toBeUndefined();

    // Start again to read what was stored; a clean stop needs no recovery.
    server = await startServer(setup);
    await expectAllStored(setup, outcomes);
    const postgresLog = readFileSync(path.join(setup.dataDir, "postgres.log"), "utf8");
    expect(postgresLog).not.toMatch(/not properly shut down|was interrupted/);
  });
});

describe("a booking whose client left while it waited for the database", () => {
  let setup: ServerSetup;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    assertBuilt();
    setup = await newServerSetup("shutdown-left");
  });
  afterAll(() => cleanUp(server, setup));

  test("is finished before the pool closes (React Router stops waiting for it, the database must not), exit 0", async () => {
    server = await startServer(setup);
    const booking = randomBooking("shutdown-left");
    // The booking action's first query (its rate limit) waits on this lock;
    // its transaction comes after.
    const locker = new pg.Client({ connectionString: databaseUrlOf(setup) });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table rate_limit_windows in access exclusive mode");
      const leaving = new AbortController();
      const request = fetch(`${server.baseUrl}/cart-page.data`, {
        method: "POST",
        headers: { Origin: server.baseUrl },
        body: scriptBookingForm(booking),
        signal: leaving.signal,
      }).catch((error: Error) => error.name);
      await waitForLockWaiter(locker);
      leaving.abort();
      expect(await request).toBe("AbortError");

      server.child.kill("SIGTERM");
      // The server has no connection left; give it time to reach the pool.
      await sleep(500);
      await locker.query("rollback");
    } finally {
      await locker.end();
    }
    const exitCode = await server.exited;
    const log = serverLogTail(setup, 200);
    expect(exitCode, log).toBe(0);
    expect(log).not.toMatch(/Cannot use a pool after calling end|has not been opened yet/);

    server = await startServer(setup);
    const reader = new pg.Client({ connectionString: databaseUrlOf(setup) });
    await reader.connect();
    try {
      const stored = await reader.query("select booking_id from bookings where email = $1", [booking.email]);
      expect(stored.rowCount, "the booking the action was making").toBe(1);
    } finally {
      await reader.end();
    }
  });
});

/** Waits until some other session waits for a lock (the page's query). */
async function waitForLockWaiter(client: pg.Client) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_locks where not granted and relation = 'rate_limit_windows'::regclass",
    );
    if (Number(rows[0]?.count) > 0) return;
    await sleep(25);
  }
  throw new Error("the page never reached its rate limit query");
}

const externalServer = process.env.TEST_DATABASE_URL;
if (!externalServer) {
  console.warn(
    "TEST_DATABASE_URL is not set: the graceful shutdown on an external PostgreSQL does not run here (CI sets it).",
  );
}

describe.runIf(externalServer)("on TEST_DATABASE_URL's PostgreSQL", () => {
  let setup: ServerSetup;
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof createExternalDatabase>>;
  beforeAll(async () => {
    assertBuilt();
    database = await createExternalDatabase(externalServer ?? "", "shutdown");
    setup = await newServerSetup("shutdown-external", database.url);
  });
  afterAll(async () => {
    await cleanUp(server, setup);
    await database?.drop();
  });

  test("SIGTERM during uploads and bookings: they finish, exit 0 within 10 s, the database healthy and left", async () => {
    server = await startServer(setup);
    const outcomes = await terminateDuringTraffic(setup, server);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect((await client.query("select 1 as ok")).rows).toEqual([{ ok: 1 }]);
      // The app closed its pool: no session of it remains on the database. Only client sessions
      // count (autovacuum's workers visit a database after its traffic), and a session whose
      // client has just said goodbye is given a moment to end.
      const sessionsLeft = async () =>
        (
          await client.query<{ application_name: string; state: string; query: string }>(
            `select application_name, state, query from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
          )
        ).rows;
      await vi.waitFor(async () => expect(await sessionsLeft()).toEqual([]), { timeout: 1_000, interval: 50 });
    } finally {
      await client.end();
    }
    await expectAllStored(setup, outcomes);
  });
});
