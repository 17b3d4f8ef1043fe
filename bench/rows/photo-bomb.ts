// Photo bomb (issue 34): ten HEICs of 7,000 x 7,000 pixels (49 megapixels,
// under the limit, 12 KB each: seconds of CPU to decode) sent for one
// booking in one request, while a visitor keeps loading the home page.
// Photos are decoded in a child process, one at a time per server process,
// so the visitor's requests should be answered as fast as when nothing else
// runs (the anchor: the same visitor on the idle server just before). Also
// the server's CPU time and peak memory during the attack (its converters'
// included), and its memory once they have ended.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { serverProcessIds, serverResidentKb } from "#tests/server-processes.ts";
import { postBooking } from "../lib/booking.ts";
import { judge, type Row } from "../lib/context.ts";
import { mb, ms } from "../lib/format.ts";
import { request } from "../lib/http.ts";
import { percentile } from "../lib/stats.ts";

const FILES = 10;
/** The visitor's pace: one request after another, this far apart. */
const PROBE_GAP_MS = 25;
/** An idle converter ends after 10 s (app/uploads/photo-conversion.server.ts); memory is read after that. */
const SETTLE_MS = 12_000;
const SLOWER_BY_MS = 50;
const LEFT_OVER_MB = 64;

export const photoBomb: Row = {
  id: "photo-bomb",
  note: `Photo bomb: ${FILES} HEICs of 7,000 × 7,000 pixels (49 MP, 12 KB each, tests/fixtures/square-49mp.heic) posted for one booking in one multipart request to /uploads, while a visitor loads the home page one request after another, each on a new connection (${PROBE_GAP_MS} ms apart). Figure: the visitor's p99 and worst latency during the attack, the server's CPU time (all its processes and the photo converters they started, /proc) and peak VmRSS growth (the same processes), and its VmRSS ${SETTLE_MS / 1000} s after (when the converters have ended) above its level before. Anchor: the same visitor on the idle server just before. Targets: p99 no more than ${SLOWER_BY_MS} ms above the anchor's (or twice it), memory left over ≤ ${LEFT_OVER_MB} MB.`,
  async run(context, report) {
    const { origin, pid } = context.app;
    const files = context.quick ? 2 : FILES;
    const heic = readFileSync(path.join(context.root, "tests/fixtures/square-49mp.heic"));
    const booking = await postBooking(origin, Date.now());
    if (!booking.bookingId) throw new Error(`the booking for the photo bomb failed (${booking.status})`);

    const idle = await probe(origin, context.quick ? 1000 : 5000);
    await sleep(SETTLE_MS);
    const before = serverResidentKb(pid) * 1024;
    const cpuBefore = cpuSeconds(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, serverResidentKb(pid) * 1024);
    }, 20);
    const attack = postPhotos(origin, booking.bookingId, heic, files);
    const during = await probe(origin, attack);
    const reply = await attack;
    clearInterval(sampler);
    const cpu = cpuSeconds(pid) - cpuBefore;
    if (reply.status !== 200)
      throw new Error(`the photos were refused: ${reply.status} ${reply.body.toString("utf8").slice(0, 300)}`);
    await sleep(SETTLE_MS);
    const leftOver = serverResidentKb(pid) * 1024 - before;

    const idleP99 = percentile(idle, 99);
    const duringP99 = percentile(during, 99);
    report({
      row: `photo bomb (${files} × 49 MP HEIC)`,
      target: `visitor p99 ≤ anchor + ${SLOWER_BY_MS} ms or × 2, ≤ ${LEFT_OVER_MB} MB left over`,
      figure: `visitor p99 ${ms(duringP99)} (worst ${ms(Math.max(...during))}, ${during.length} requests); server CPU ${cpu.toFixed(1)} s, peak RSS +${mb(peak - before)}, after +${mb(Math.max(0, leftOver))}`,
      anchor: `idle p99 ${ms(idleP99)} (worst ${ms(Math.max(...idle))})`,
      pass: judge(
        context,
        duringP99 <= Math.max(idleP99 + SLOWER_BY_MS, idleP99 * 2) && leftOver <= LEFT_OVER_MB * 1024 * 1024,
      ),
    });
  },
};

/**
 * Latencies of home page loads, one after another, for a time or until
 * `until` settles. Each on a new connection, as new visitors come: the
 * cluster hands connections to its server processes in turn, so the one
 * handling the photos gets its share (one kept-alive connection would
 * stay with the other).
 */
async function probe(origin: string, until: number | Promise<unknown>): Promise<number[]> {
  const newConnections = new http.Agent({ keepAlive: false });
  let done = false;
  if (typeof until === "number") setTimeout(() => (done = true), until);
  else void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const reply = await request(`${origin}/`, { agent: newConnections });
    if (reply.status !== 200) throw new Error(`the home page answered ${reply.status} during the photo bomb`);
    latencies.push(performance.now() - started);
    await sleep(PROBE_GAP_MS);
  }
  return latencies;
}

function postPhotos(origin: string, bookingId: string, heic: Buffer, files: number) {
  const boundary = `----bench${randomBytes(12).toString("hex")}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n${bookingId}\r\n`),
  ];
  for (let index = 0; index < files; index++) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="page-${index}.heic"\r\nContent-Type: image/heic\r\n\r\n`,
      ),
      heic,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return request(`${origin}/uploads`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: parts,
  });
}

/**
 * CPU time (user and system) of the server's processes and of the children
 * they have reaped (converters that ended), in seconds: /proc/{pid}/stat,
 * in clock ticks of 1/100 s.
 */
function cpuSeconds(primary: number): number {
  return serverProcessIds(primary).reduce((sum, pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the command: state is field 3; utime, stime, cutime, cstime 14 to 17 (proc(5)).
      return sum + fields.slice(11, 15).reduce((ticks, field) => ticks + Number(field), 0) / 100;
    } catch {
      return sum;
    }
  }, 0);
}
