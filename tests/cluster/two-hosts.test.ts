// Two app hosts behind nginx (issue 25 item 3): one PostgreSQL, one bucket,
// one SMTP server, two `node server.js` on their own ports and data
// directories, Debian's nginx running deploy/nginx.conf in front. Through
// nginx: a client books on one host and uploads on the other; a staff
// download works from either; a guide published on one host shows on the
// other within a second; the per-address limits count across both; every
// email is sent exactly once; then one host is killed with SIGKILL while 20
// clients upload, and the other keeps answering, with no acknowledged
// booking or document lost and no object without its row once
// `npm run check-storage` has run. The tests share the cluster and run in
// order.
import { randomInt, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RATE_LIMITS } from "#app/rate-limit.server.ts";
import { acknowledgeUpload, createAcknowledged, parseStorageReport } from "#tests/resilience/acknowledged.ts";
import { type BookingDetails, type Document, makeDocument, randomBooking } from "#tests/resilience/client.ts";
import { runNpmScript } from "#tests/resilience/server-process.ts";
import { decodeQuotedPrintable, withoutReference } from "#tests/smtp.ts";
import {
  countDeliveries,
  findAcknowledged,
  listBucket,
  type Mail,
  query,
  readMail,
  referencedKeys,
  storageKeyOfObject,
  waitForMailToSettle,
} from "./checks.ts";
import { type AppHost, type Cluster, killHost, startCluster } from "./cluster.ts";
import {
  bookWithoutScript,
  bookWithScript,
  download,
  finishUploads,
  getPage,
  logIn,
  post,
  uploadDocument,
} from "./http.ts";

const CLIENTS = 20;
/** How long the clients keep going after the kill, on the host left. */
const AFTER_KILL_MS = 6_000;

const STAFF = { email: "staff@cluster.example.in", name: "Cluster Staff", password: "Cluster-Staff-Pass-26" };

let cluster: Cluster;
/** The staff's session, signed in through nginx. */
let staffCookie = "";
const STAFF_ADDRESS = "203.0.113.10";

/** A client address of its own for every visitor (198.18.0.0/15, for tests). */
let addresses = 0;
function nextAddress(): string {
  addresses++;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A booking by a visitor of their own: the limits per email and per phone number count each once. */
function newBooking(tag: string): BookingDetails {
  return { ...randomBooking(tag), phone: `+91 9${randomInt(100_000_000, 999_999_999)}` };
}

const origin = () => cluster.nginx.origin;
const otherHost = (upstream: string | undefined): AppHost => {
  const other = cluster.hosts.find((host) => host.upstream !== upstream);
  if (!other || other.upstream === upstream) throw new Error(`no host other than ${upstream}`);
  return other;
};

/** The one host that answered a request through nginx (tried and answered by the same). */
async function answeredBy(requestId: string): Promise<string> {
  const line = await cluster.nginx.logLine(requestId);
  expect(line.upstreams, `${line.method} ${line.path} went to ${line.upstreams.join(", ")}`).toHaveLength(1);
  return line.upstreams[0] ?? "";
}

const mails = (): Mail[] => cluster.smtp.messages.map((message) => readMail(message, decodeQuotedPrintable));
const mailsWith = (subject: string, to: string) =>
  mails().filter((mail) => withoutReference(mail.subject) === subject && mail.to.includes(to));

beforeAll(async () => {
  cluster = await startCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

/** What the first test stored, for the tests after it. */
const first: { bookingId: string; email: string; document?: Document; uploadId: number } = {
  bookingId: "",
  email: "",
  uploadId: 0,
};

describe("two app hosts behind nginx", () => {
  test("a client books on one host and uploads on the other", async () => {
    const address = nextAddress();
    const booking = newBooking("cluster-first");
    const booked = await bookWithScript(origin(), address, booking, 1);
    expect(booked.bookingId, booked.reply.body.slice(0, 500)).not.toBeNull();
    const bookingId = booked.bookingId ?? "";
    const bookedOn = await answeredBy(booked.reply.requestId);

    const document = makeDocument("pdf", 1_500_000);
    const uploaded = await uploadDocument(origin(), address, bookingId, document);
    expect(uploaded.uploaded, uploaded.reply.body.slice(0, 500)).toBe(true);
    const uploadedOn = await answeredBy(uploaded.reply.requestId);
    expect([bookedOn, uploadedOn].sort()).toEqual(cluster.hosts.map((host) => host.upstream).sort());

    const finished = await finishUploads(origin(), address, bookingId);
    expect(finished.status, finished.body).toBe(200);
    // The one answer shape (app/form-answer.ts): no error, nothing typed back, and the round finished.
    expect(JSON.parse(finished.body)).toEqual({
      result: { initialValue: null },
      notice: null,
      challenge: null,
      finished: true,
    });

    const rows = await query<{ id: string; sha256: string; size: number; storage_key: string }>(
      cluster.databaseUrl,
      "select id, sha256, size, storage_key from uploads where booking_id = $1",
      [bookingId],
    );
    expect(rows).toEqual([expect.objectContaining({ sha256: document.sha256, size: document.bytes.length })]);
    const objects = (await listBucket(cluster.s3)).map(storageKeyOfObject);
    expect(objects).toContain(rows[0]?.storage_key);
    Object.assign(first, { bookingId, email: booking.email, document, uploadId: Number(rows[0]?.id) });
  });

  test("a staff download works from either host, and through nginx from both", async () => {
    const { document, uploadId } = first;
    if (!document) throw new Error("the first test stored no document");
    const made = await runNpmScript(cluster.hosts[0].setup, "create-admin", [
      "--email",
      STAFF.email,
      "--name",
      STAFF.name,
      "--password",
      STAFF.password,
    ]);
    expect(made.code, made.output).toBe(0);
    staffCookie = await logIn(origin(), STAFF_ADDRESS, STAFF.email, STAFF.password);

    for (const host of cluster.hosts) {
      const copy = await download(`${host.baseUrl}/admin/uploads/${uploadId}`, staffCookie, STAFF_ADDRESS);
      expect({ host: host.name, status: copy.status, sha256: copy.sha256 }).toEqual({
        host: host.name,
        status: 200,
        sha256: document.sha256,
      });
    }
    const servedBy: string[] = [];
    for (let round = 0; round < 2; round++) {
      const copy = await download(`${origin()}/admin/uploads/${uploadId}`, staffCookie, STAFF_ADDRESS);
      expect(copy.status).toBe(200);
      expect(copy.sha256).toBe(document.sha256);
      servedBy.push(await answeredBy(copy.requestId));
    }
    expect(servedBy.sort()).toEqual(cluster.hosts.map((host) => host.upstream).sort());
  });

  test("a guide published on one host shows on the other within a second", async () => {
    const [seeded] = await query<{ image: string }>(
      cluster.databaseUrl,
      "select image from blog_posts where published order by date desc limit 1",
    );
    expect(seeded?.image).toBeTruthy();
    const slug = `cluster-guide-${randomUUID().slice(0, 8)}`;
    const title = `Cluster guide ${slug.slice(-8)}`;
    // Each host keeps the guides' list rendered (server/html-cache.ts), for an hour: the second visit is a hit.
    for (const host of cluster.hosts) {
      await getPage(`${host.baseUrl}/all-blogs`);
      const kept = await getPage(`${host.baseUrl}/all-blogs`);
      expect({ host: host.name, status: kept.status, cache: kept.cache }).toEqual({
        host: host.name,
        status: 200,
        cache: "HIT",
      });
      expect(kept.body).not.toContain(title);
    }

    const form = new FormData();
    for (const [name, value] of Object.entries({
      category: "GST",
      id: slug,
      title,
      date: new Date().toISOString().slice(0, 10),
      author: "Cluster Test",
      excerpt: "Published on one host, read on the other.",
      body: "Both hosts show this guide as soon as it is published.",
      image: seeded?.image ?? "",
      intent: "publish",
    })) {
      form.set(name, value);
    }
    const published = await post(origin(), "/admin-blog/edit", STAFF_ADDRESS, form, { Cookie: staffCookie });
    const publishedAt = Date.now();
    expect(published.status, published.body.slice(0, 500)).toBe(302);
    expect(published.headers.get("location")).toBe("/admin-blog");
    const publisher = await answeredBy(published.requestId);
    const other = otherHost(publisher);

    let shownAfterMs: number | null = null;
    while (Date.now() - publishedAt < 3_000) {
      if ((await getPage(`${other.baseUrl}/all-blogs`)).body.includes(title)) {
        shownAfterMs = Date.now() - publishedAt;
        break;
      }
      await sleep(25);
    }
    console.log(
      `The guide published through host ${otherHost(other.upstream).name} showed on host ${other.name} after ${shownAfterMs ?? "more than 3000"} ms.`,
    );
    expect(
      shownAfterMs,
      `host ${other.name} still shows the old list 3 s after the guide was published`,
    ).not.toBeNull();
    expect(shownAfterMs).toBeLessThanOrEqual(1_000);
    const own = await getPage(`${otherHost(other.upstream).baseUrl}/all-blogs`);
    expect(own.body).toContain(title);
    const guide = await getPage(`${other.baseUrl}/blog-page/GST/${slug}`);
    expect(guide.status).toBe(200);
    expect(guide.body).toContain(title);
  });

  test("the per-address limits count across both hosts", async () => {
    // The upload limit per client address, a hard one: past it, 429.
    const limit = RATE_LIMITS.upload.max;
    const attempt = (baseUrl: string, address: string) => {
      const form = new FormData();
      form.set("bookingId", "");
      return post(baseUrl, "/uploads", address, form);
    };

    const address = "203.0.113.20";
    const statuses: number[] = [];
    const hosts = new Map<string, number>();
    for (let count = 1; count <= limit + 1; count++) {
      const reply = await attempt(origin(), address);
      statuses.push(reply.status);
      const host = await answeredBy(reply.requestId);
      hosts.set(host, (hosts.get(host) ?? 0) + 1);
    }
    // 'Booking Id is missing.' while within the limit, then refused.
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
    expect(statuses[limit]).toBe(429);
    for (const host of cluster.hosts) expect(hosts.get(host.upstream) ?? 0).toBeGreaterThanOrEqual(limit / 3);
    // Counted per address: another client through the same nginx is not refused.
    expect((await attempt(origin(), "203.0.113.21")).status).toBe(400);

    // One host alone refuses at the same count.
    const alone: number[] = [];
    for (let count = 1; count <= limit + 1; count++) {
      alone.push((await attempt(cluster.hosts[1].baseUrl, "203.0.113.22")).status);
    }
    expect(alone.indexOf(429)).toBe(statuses.indexOf(429));
  });

  test("every email is sent exactly once", async () => {
    // Bookings through both hosts at once: both queue mail, and both deliver from the one outbox.
    const bookings = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const booking = newBooking(`cluster-mail-${index}`);
        const booked = await bookWithoutScript(origin(), nextAddress(), booking, [makeDocument("pdf", 50_000)]);
        expect(booked.bookingId, `${booked.reply.status} ${booked.reply.body.slice(0, 300)}`).not.toBeNull();
        return {
          bookingId: booked.bookingId ?? "",
          email: booking.email,
          host: await answeredBy(booked.reply.requestId),
        };
      }),
    );
    for (const host of cluster.hosts) {
      expect(bookings.filter((booking) => booking.host === host.upstream).length).toBeGreaterThanOrEqual(3);
    }
    await waitForMailToSettle(cluster.databaseUrl);

    const deliveries = await countDeliveries(cluster.databaseUrl, mails());
    expect(deliveries.neverArrived).toEqual([]);
    expect(deliveries.unknown).toEqual([]);
    expect(deliveries.repeated).toEqual([]);
    for (const booking of [...bookings, { bookingId: first.bookingId, email: first.email }]) {
      expect(mailsWith(`Booking ${booking.bookingId} received`, booking.email)).toHaveLength(1);
      expect(mailsWith(`New booking ${booking.bookingId}`, cluster.firmInbox)).toHaveLength(1);
    }
    // The document uploaded on the other host joined its booking's one confirmation.
    const [confirmation] = mailsWith(`Booking ${first.bookingId} received`, first.email);
    expect(confirmation?.text).toContain(first.document?.name);
  });

  test("SIGKILL of one host mid-upload under 20 connections: the other keeps answering, nothing acknowledged is lost", async () => {
    const [hostA, hostB] = cluster.hosts;
    const acked = createAcknowledged();
    const inFlight = new Set<symbol>();
    let killedAt = 0;
    let running = true;
    const afterKill = { bookings: 0, uploads: 0 };

    async function visit(client: number) {
      const address = nextAddress();
      const booking = newBooking(`cluster-kill-${client}`);
      const files = randomInt(1, 3);
      const bookedAfterKill = killedAt > 0;
      const booked = await bookWithScript(origin(), address, booking, files);
      if (!booked.bookingId) return;
      const bookingId = booked.bookingId;
      acked.bookings.set(bookingId, booking.items);
      if (bookedAfterKill) afterKill.bookings++;
      for (let file = files; file > 0 && running; file--) {
        const document = makeDocument(Math.random() < 0.5 ? "pdf" : "zip", randomInt(1_000_000, 4_000_000));
        const token = Symbol(bookingId);
        const sentAfterKill = killedAt > 0;
        inFlight.add(token);
        try {
          if ((await uploadDocument(origin(), address, bookingId, document)).uploaded) {
            acknowledgeUpload(acked, bookingId, document);
            if (sentAfterKill) afterKill.uploads++;
          }
        } finally {
          inFlight.delete(token);
        }
      }
      await finishUploads(origin(), address, bookingId);
    }
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      while (running) {
        // A request cut by the kill acknowledged nothing; the visitor tries again.
        await visit(client).catch(() => sleep(20));
      }
    });

    // Kill once both hosts are busy storing documents, at a moment when uploads are in flight.
    const deadline = Date.now() + 60_000;
    while (acked.uploads.length < 10 || inFlight.size < 10) {
      if (Date.now() > deadline) throw new Error(`too few uploads acknowledged (${acked.uploads.length})`);
      await sleep(5);
    }
    const inFlightAtKill = inFlight.size;
    const before = { bookings: acked.bookings.size, uploads: acked.uploads.length };
    killedAt = Date.now();
    const killed = await killHost(hostA);

    // Pages and health through nginx, every 50 ms, while the clients go on.
    const probes: { path: string; status: number | string }[] = [];
    const probing = (async () => {
      for (let index = 0; Date.now() - killedAt < AFTER_KILL_MS; index++) {
        const path = ["/", "/healthz", "/all-blogs"][index % 3] ?? "/";
        const status = await fetch(`${origin()}${path}`).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          (error: Error) => error.message,
        );
        probes.push({ path, status });
        await sleep(50);
      }
    })();
    await probing;
    running = false;
    await Promise.all(clients);

    const log = await cluster.nginx.readLog();
    const cutUploads = log.filter(
      (line) => line.path === "/uploads" && line.upstreams.includes(hostA.upstream) && line.status >= 500,
    );
    console.log(
      `\nKill of host A (pids ${killed.join(", ")}) with ${inFlightAtKill} uploads in flight: ` +
        `before it ${before.bookings} bookings and ${before.uploads} documents acknowledged, ` +
        `sent after it ${afterKill.bookings} bookings and ${afterKill.uploads} documents (host B); ` +
        `${cutUploads.length} uploads to host A cut (answered ${[...new Set(cutUploads.map((line) => line.status))].join(", ")}); ` +
        `${probes.length} probes through nginx after the kill.`,
    );
    // The kill caught uploads mid-way on host A.
    expect(cutUploads.length).toBeGreaterThan(0);
    // Host B kept answering: every page and health check through nginx, and new bookings and documents.
    expect(probes.length).toBeGreaterThanOrEqual(10);
    expect(probes.filter((probe) => probe.status !== 200)).toEqual([]);
    expect(afterKill.bookings).toBeGreaterThan(0);
    expect(afterKill.uploads).toBeGreaterThan(0);
    expect((await fetch(`${hostB.baseUrl}/healthz`)).status).toBe(200);

    // Every acknowledged booking and document: its row, its object, and the same bytes for the staff.
    const objectKeys = new Set(
      (await listBucket(cluster.s3)).map(storageKeyOfObject).filter((key): key is string => !!key),
    );
    const found = await findAcknowledged(cluster.databaseUrl, objectKeys, acked);
    expect(found.problems).toEqual([]);
    expect(found.bookingsFound).toBe(acked.bookings.size);
    expect(found.uploads).toHaveLength(acked.uploads.length);
    const wrongDownloads: string[] = [];
    for (let next = 0; next < found.uploads.length; next += 4) {
      await Promise.all(
        found.uploads.slice(next, next + 4).map(async (upload) => {
          const copy = await download(`${origin()}/admin/uploads/${upload.id}`, staffCookie, STAFF_ADDRESS);
          if (copy.status !== 200 || copy.sha256 !== upload.sha256) {
            wrongDownloads.push(`upload ${upload.id}: ${copy.status}, ${copy.size} bytes`);
          }
        }),
      );
    }
    expect(wrongDownloads).toEqual([]);

    // The clients are stopped and host B is idle: every object without a row is one the kill left.
    const firstCheck = await runNpmScript(hostB.setup, "check-storage", ["--orphan-age-minutes", "0"]);
    const firstReport = parseStorageReport(firstCheck.output);
    console.log(`check-storage after the kill: ${firstCheck.output.trim().split("\n").at(-1)}`);
    expect(firstCheck.code, firstCheck.output).toBe(0);
    expect(firstReport?.missing, firstCheck.output).toBe(0);
    const secondCheck = await runNpmScript(hostB.setup, "check-storage", ["--orphan-age-minutes", "0"]);
    expect(secondCheck.code, secondCheck.output).toBe(0);
    expect(parseStorageReport(secondCheck.output), secondCheck.output).toEqual({ orphans: 0, missing: 0 });
    // And the bucket, read directly: exactly the objects the rows name.
    const inBucket = (await listBucket(cluster.s3)).map(storageKeyOfObject);
    const referenced = await referencedKeys(cluster.databaseUrl);
    expect(inBucket.filter((key) => !key || !referenced.has(key))).toEqual([]);
    const uploadKeys = await query<{ storage_key: string }>(cluster.databaseUrl, "select storage_key from uploads");
    expect(uploadKeys.map((row) => row.storage_key).filter((key) => !inBucket.includes(key))).toEqual([]);

    // The mail of every acknowledged booking went out; a copy more only for the one message
    // host A's one server process may have been sending when it died (app/mail/delivery.server.ts).
    // A job host A held runs again once its heartbeat lapses (30 s) and supervision notices
    // (within a minute), after its retry delay (decision 017).
    await waitForMailToSettle(cluster.databaseUrl, 150_000);
    const deliveries = await countDeliveries(cluster.databaseUrl, mails());
    expect(deliveries.neverArrived).toEqual([]);
    expect(deliveries.unknown).toEqual([]);
    expect(deliveries.repeated.reduce((extra, [, times]) => extra + times - 1, 0)).toBeLessThanOrEqual(1);
    const subjects = new Set(mails().map((mail) => withoutReference(mail.subject)));
    const unconfirmed = [...acked.bookings.keys()].filter(
      (bookingId) => !subjects.has(`Booking ${bookingId} received`),
    );
    expect(unconfirmed).toEqual([]);
  });
});
