// d. Documents: ten 25 MB PDFs sent at once for one booking, as the browser
// sends them (one multipart post per file to /uploads), then downloaded at
// once by an admin; encrypted at rest, so each way runs through AES-256-GCM.
// Throughput, and the server's resident memory above its idle level,
// sampled every 20 ms. The anchors write the same bytes to disk from the
// bench (and fsync, as the app does), and read them back.
import { randomBytes, randomFillSync } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { serverResidentSampler } from "#tests/server-processes.ts";
import { signInAsAdmin } from "../lib/admin-session.ts";
import type { AppServer } from "../lib/app-server.ts";
import { postBooking } from "../lib/booking.ts";
import { judge, type Row } from "../lib/context.ts";
import { mb, perSecond } from "../lib/format.ts";
import { request } from "../lib/http.ts";
import { alternate, median } from "../lib/stats.ts";

export const FILES = 10;
export const FILE_BYTES = 25 * 1000 * 1000;
const RATE_TARGET_MB = 150;
export const GROWTH_TARGET_MB = 64;
export const MB = 1000 * 1000;

export type Run = { mbPerSecond: number; growth: number };
/** A running server to measure: its address, and its primary's pid (its processes' memory). */
type Target = Pick<AppServer, "origin" | "pid">;

export const uploads: Row = {
  id: "uploads",
  note: `Uploads: a booking, then ${FILES} PDFs of ${FILE_BYTES / MB} MB posted at once to /uploads (one multipart request per file, like the browser), median of 3 runs alternating with the anchor: the bench writing the same ${FILES} files to the same disk with fs streams and fsync. Downloads: the same ${FILES} files fetched at once by a signed-in admin from /admin/uploads/{id} (each verified whole, then decrypted as it streams), median of 3 runs alternating with the anchor: the bench reading ${FILES} files of that size from disk. Memory is the server's VmRSS (its processes together, /proc, every 20 ms) at its peak minus its level just before. MB here are 10^6 bytes. Targets: ≥ ${RATE_TARGET_MB} MB/s, ≤ ${GROWTH_TARGET_MB} MB growth.`,
  async run(context, report) {
    const pdf = makePdf();
    const runs = context.quick ? 1 : 3;
    const { figures, anchors } = await alternate(
      runs,
      () => uploadAll(context.app, pdf),
      () => writeAll(pdf),
    );
    const rate = median(figures.map((run) => run.mbPerSecond));
    const growth = median(figures.map((run) => run.growth));
    report({
      row: `uploads (${FILES} × ${FILE_BYTES / MB} MB)`,
      target: `≥ ${RATE_TARGET_MB} MB/s, ≤ ${GROWTH_TARGET_MB} MB growth`,
      figure: `${perSecond(rate, "MB/s")}, peak RSS +${mb(growth)}`,
      anchor: `disk write ${perSecond(median(anchors), "MB/s")}`,
      pass: judge(context, rate >= RATE_TARGET_MB && growth <= GROWTH_TARGET_MB * 1024 * 1024),
    });

    const cookie = await signInAsAdmin(context);
    const ids = await lastUploadIds(context.app.databaseUrl);
    const downloads = await alternate(
      runs,
      () => downloadAll(context.app, cookie, ids),
      () => readAll(pdf),
    );
    const downloadRate = median(downloads.figures.map((run) => run.mbPerSecond));
    const downloadGrowth = median(downloads.figures.map((run) => run.growth));
    report({
      row: `downloads (${FILES} × ${FILE_BYTES / MB} MB)`,
      target: `≥ ${RATE_TARGET_MB} MB/s, ≤ ${GROWTH_TARGET_MB} MB growth`,
      figure: `${perSecond(downloadRate, "MB/s")}, peak RSS +${mb(downloadGrowth)}`,
      anchor: `disk read ${perSecond(median(downloads.anchors), "MB/s")}`,
      pass: judge(context, downloadRate >= RATE_TARGET_MB && downloadGrowth <= GROWTH_TARGET_MB * 1024 * 1024),
    });
  },
};

/** The ids of the last booking's uploads (the last run's files). */
export async function lastUploadIds(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select id from uploads where booking_id = (select booking_id from uploads order by id desc limit 1) order by id`,
    );
    if (rows.length !== FILES) throw new Error(`expected ${FILES} uploads to download, found ${rows.length}`);
    return rows.map((row) => Number(row.id));
  } finally {
    await client.end();
  }
}

export async function downloadAll(server: Target, cookie: string, ids: number[]): Promise<Run> {
  const { origin, pid } = server;
  const memory = sampleMemory(pid);
  await sleep(200);
  const idle = memory.current();
  const started = performance.now();
  const replies = await Promise.all(
    ids.map((id) => request(`${origin}/admin/uploads/${id}`, { headers: { Cookie: cookie } })),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = memory.stop();
  const wrong = replies.filter((reply) => reply.status !== 200 || reply.body.length !== FILE_BYTES);
  if (wrong.length > 0) throw new Error(`${wrong.length} downloads failed: ${wrong[0]?.status}`);
  return { mbPerSecond: (FILES * FILE_BYTES) / MB / seconds, growth: Math.max(0, peak - idle) };
}

/** The download anchor: the same number of files of that size read back from disk at once. */
async function readAll(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "etf-bench-disk-"));
  try {
    const files = Array.from({ length: FILES }, (_, index) => path.join(dir, `file-${index}.pdf`));
    await Promise.all(
      files.map(
        (file) =>
          new Promise<void>((resolve, reject) => {
            const stream = createWriteStream(file);
            stream.on("error", reject);
            stream.on("close", resolve);
            stream.end(pdf);
          }),
      ),
    );
    const started = performance.now();
    await Promise.all(
      files.map(async (file) => {
        for await (const _chunk of createReadStream(file)) {
          // read and dropped, as a client's socket would take it
        }
      }),
    );
    return (FILES * FILE_BYTES) / MB / ((performance.now() - started) / 1000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF by its first bytes, random inside so nothing compresses it away. */
export function makePdf(): Buffer {
  const bytes = randomFillSync(Buffer.alloc(FILE_BYTES));
  bytes.write("%PDF-1.7\n", 0, "latin1");
  bytes.write("\n%%EOF\n", FILE_BYTES - 7, "latin1");
  return bytes;
}

export async function uploadAll(server: Target, pdf: Buffer): Promise<Run> {
  const { origin, pid } = server;
  const booking = await postBooking(origin, Date.now());
  if (!booking.bookingId) throw new Error(`the booking for the uploads failed (${booking.status})`);
  const memory = sampleMemory(pid);
  await sleep(200);
  const idle = memory.current();
  const started = performance.now();
  const replies = await Promise.all(
    Array.from({ length: FILES }, (_, index) =>
      postFile(origin, booking.bookingId as string, `tax-papers-${index}.pdf`, pdf),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = memory.stop();
  const refused = replies.filter((reply) => reply.status !== 200);
  if (refused.length > 0) {
    throw new Error(
      `${refused.length} uploads refused: ${refused[0]?.status} ${refused[0]?.body.toString("utf8").slice(0, 200)}`,
    );
  }
  return { mbPerSecond: (FILES * FILE_BYTES) / MB / seconds, growth: Math.max(0, peak - idle) };
}

function postFile(origin: string, bookingId: string, fileName: string, pdf: Buffer) {
  const boundary = `----bench${randomBytes(12).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n${bookingId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return request(`${origin}/uploads`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: [head, pdf, tail],
  });
}

/** Reads the server's VmRSS (all its processes) every 20 ms; stop() gives the peak in bytes. */
function sampleMemory(pid: number) {
  const resident = serverResidentSampler(pid);
  const read = () => resident() * 1024;
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 20);
  return {
    current: read,
    stop() {
      clearInterval(timer);
      return Math.max(peak, read());
    },
  };
}

/** The anchor: the same bytes to the same disk, each file fsynced. */
async function writeAll(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "etf-bench-disk-"));
  try {
    const started = performance.now();
    await Promise.all(
      Array.from(
        { length: FILES },
        (_, index) =>
          new Promise<void>((resolve, reject) => {
            // flush: fsync before close, as the app does for every document.
            const stream = createWriteStream(path.join(dir, `file-${index}.pdf`), { flush: true });
            stream.on("error", reject);
            stream.on("close", resolve);
            stream.end(pdf);
          }),
      ),
    );
    return (FILES * FILE_BYTES) / MB / ((performance.now() - started) / 1000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
