// Request bodies are bounded before they are read (issue 16, item 7): an
// anonymous form action must not read a quarter of a gigabyte into memory.
// Runs the production server (`node server.js`, one process per core) and
// reads the resident memory of all its processes while large bodies arrive.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import {
  assertBuilt,
  cleanUp,
  createExternalDatabase,
  newServerSetup,
  type ServerProcess,
  type ServerSetup,
  startServer,
} from "#tests/resilience/server-process.ts";
import { serverResidentKb } from "#tests/server-processes.ts";

const MB = 1024 * 1024;
let setup: ServerSetup;
let server: ServerProcess;
let dropDatabase: () => Promise<unknown> = async () => {};

beforeAll(async () => {
  assertBuilt();
  const database = await createExternalDatabase(inject("databaseServerUrl"), "bodies");
  dropDatabase = database.drop;
  setup = await newServerSetup("bodies", database.url);
  setup.env = { WEB_CONCURRENCY: "2" };
  server = await startServer(setup);
}, 120_000);

afterAll(async () => {
  await cleanUp(server, setup);
  await dropDatabase();
});

type Big = { path: string; type: "multipart" | "urlencoded"; bytes: number; chunked?: boolean };

/**
 * Sends a body of `bytes` made as it goes (the test holds 64 KB of it at a
 * time), and stops sending once the server answers. Resolves with the status,
 * or 0 when the server closed the connection without one.
 */
function sendBig({ path, type, bytes, chunked = false }: Big): Promise<number> {
  const boundary = "----etfbig";
  const head =
    type === "multipart"
      ? `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`
      : "name=Asha&message=";
  const tail = type === "multipart" ? `\r\n--${boundary}--\r\n` : "";
  const fill = Buffer.alloc(64 * 1024, "a");
  const contentType =
    type === "multipart" ? `multipart/form-data; boundary=${boundary}` : "application/x-www-form-urlencoded";
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request(`${server.baseUrl}${path}`, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": contentType, ...(chunked ? {} : { "Content-Length": String(bytes) }) },
    });
    request.on("response", (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", () => resolve(0));
    request.on("close", () => resolve(0));
    (async () => {
      let left = bytes - head.length - tail.length;
      if (!request.write(head)) await new Promise((done) => request.once("drain", done));
      while (left > 0 && !answered && !request.destroyed) {
        const chunk = left >= fill.length ? fill : fill.subarray(0, left);
        left -= chunk.length;
        if (!request.write(chunk)) await new Promise((done) => request.once("drain", done));
      }
      if (!answered && !request.destroyed) request.end(tail);
    })().catch(() => resolve(0));
  });
}

const BIG_BODIES: Big[] = [
  { path: "/login", type: "multipart", bytes: 250 * MB },
  { path: "/enquiry-page", type: "multipart", bytes: 250 * MB },
  { path: "/cart", type: "urlencoded", bytes: 250 * MB },
  { path: "/signup", type: "multipart", bytes: 250 * MB, chunked: true },
];

test("four 250 MB bodies at once, at anonymous form actions, leave the server's memory within 64 MB", async () => {
  // The same requests with 1 MB bodies first, so the memory of a first answer
  // (code loaded and compiled, pools and buffers filled) is in the baseline,
  // not counted against the bodies: it once came to 65-71 MB on its own.
  for (let round = 0; round < 2; round++) {
    await Promise.all(BIG_BODIES.map((big) => sendBig({ ...big, bytes: MB })));
  }
  await sleep(500);
  const before = serverResidentKb(server.pid);
  let peak = before;
  let sending = true;
  const sampling = (async () => {
    while (sending) {
      peak = Math.max(peak, serverResidentKb(server.pid));
      await sleep(50);
    }
  })();
  const statuses = await Promise.all(BIG_BODIES.map((big) => sendBig(big)));
  // Let a server that buffered the bodies show it.
  await sleep(500);
  sending = false;
  await sampling;
  expect((peak - before) / 1024, `resident memory grew by ${Math.round((peak - before) / 1024)} MB`).toBeLessThan(64);
  for (const status of statuses) expect([413, 0]).toContain(status);
  expect(await fetch(`${server.baseUrl}/healthz`).then((response) => response.status)).toBe(200);
}, 120_000);

test("a form without files past 64 KB is refused with 413 and a clear message, declared or chunked", async () => {
  for (const chunked of [false, true]) {
    const response = await fetch(`${server.baseUrl}/enquiry-page`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: chunked ? new Blob([`message=${"a".repeat(100 * 1024)}`]).stream() : `message=${"a".repeat(100 * 1024)}`,
      ...(chunked ? { duplex: "half" } : {}),
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The request is too large (at most 64 KB).");
  }
});

test("a multipart body larger than a form still reaches an address that takes files", async () => {
  for (const path of ["/uploads", "/past-booking-details", "/cart-page"]) {
    const status = await sendBig({ path, type: "multipart", bytes: 2 * MB });
    expect(status, path).not.toBe(413);
    expect(status, path).toBeLessThan(500);
    expect(status, path).toBeGreaterThan(0);
  }
});
