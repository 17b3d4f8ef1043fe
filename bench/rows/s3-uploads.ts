// d'. Documents in an S3-compatible bucket (issue 25): the uploads and
// downloads rows again, on a host started with STORAGE=s3 against s3rver on
// loopback, in a process of its own (not the bench's event loop). The
// anchors are the bench itself putting the same files into the same bucket
// with the same SDK, part size and parts in flight as the app, and getting
// them back: the bucket's own ceiling on this machine, so the figure is
// what the app adds over it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { checkBucket, type S3Options } from "#app/uploads/s3-storage.server.ts";
import { getFreePort } from "#tests/free-port.ts";
import { processCpuSeconds, serverCpuSeconds } from "#tests/server-processes.ts";
import { signInAsAdmin } from "../lib/admin-session.ts";
import { type BenchContext, judge, type Row } from "../lib/context.ts";
import { mb, perSecond } from "../lib/format.ts";
import { alternate, median } from "../lib/stats.ts";
import { measureUploadCosts } from "../lib/upload-costs.ts";
import { startHost } from "./two-hosts.ts";
import {
  downloadAll,
  FILE_BYTES,
  FILES,
  GROWTH_TARGET_MB,
  lastUploadIds,
  MB,
  makePdf,
  type Run,
  uploadAll,
} from "./uploads.ts";

/** The issue's target for the bucket (the disk's is higher: no second hop). */
const RATE_TARGET_MB = 100;
/** As app/uploads/s3-storage.server.ts sends them. */
const PART_SIZE = 5 * 1024 * 1024;
// As the app (app/uploads/s3-storage.server.ts): one part in flight per upload.
const PARTS_IN_FLIGHT = 1;
const CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };
const ANCHOR_KEYS = Array.from({ length: FILES }, (_, index) => `bench-anchor/file-${index}.pdf`);

export const s3Uploads: Row = {
  id: "s3-uploads",
  note: `Uploads and downloads on S3: as the uploads row (a booking, then ${FILES} PDFs of ${FILE_BYTES / MB} MB posted at once, one multipart request per file; the same files fetched at once by the admin; median of 3 runs alternating with the anchor; memory is the server's processes, peak minus the level just before, median as there, with the first run on the fresh host beside it), against a host started for the row with STORAGE=s3 (\`node server.js\` on the bench app's database, WEB_CONCURRENCY as the bench app) and s3rver (npm, the S3-compatible server of the tests) on 127.0.0.1 in a process of its own, keeping its objects in a temp folder. The app sends each file in multipart parts of ${PART_SIZE / 1024 / 1024} MiB, one at a time from one part buffer, at most 4 uploads at once per process (the others wait, their senders held back). Anchors: the bench putting the same ${FILES} files into the same bucket at once with @aws-sdk/lib-storage (same part size, ${PARTS_IN_FLIGHT} part in flight), and getting them back at once with GetObject: the bucket's own ceiling here, so the distance to it is what the app adds (receiving the form, hashing, encrypting, its hop), where the disk rows' anchor would mix that with the bucket's cost. The bench, the host and s3rver share the machine's cores: the row's CPU-s line gives the CPU seconds each spent (/proc's utime and stime of the host's processes and of s3rver, process.cpuUsage for the bench; medians of the same runs, from the booking before each to its end) against the wall time, and the lines below it what each step of the app's upload costs alone on the same 10 files in the bench's process (bench/lib/upload-costs.ts), against the host's CPU seconds for the whole. Targets: ≥ ${RATE_TARGET_MB} MB/s, ≤ ${GROWTH_TARGET_MB} MB growth.`,
  async run(context, report) {
    const s3 = await startS3rver(context);
    try {
      const client = bucketClient(s3.options);
      const host = await startHost(context, {
        STORAGE: "s3",
        S3_BUCKET: s3.options.bucket,
        S3_ENDPOINT: s3.options.endpoint as string,
        S3_REGION: s3.options.region,
        ...CREDENTIALS,
      });
      try {
        const pdf = makePdf();
        const runs = context.quick ? 1 : 3;
        const cpu = (): CpuUse => ({
          host: serverCpuSeconds(host.pid),
          s3rver: processCpuSeconds(s3.pid),
          bench: process.cpuUsage(),
          started: performance.now(),
        });
        const uploads = await alternate(
          runs,
          () => withCpu(cpu, () => uploadAll(host, pdf)),
          () => withCpu(cpu, () => putAll(client, s3.options.bucket, pdf)),
        );
        const uploadRuns = uploads.figures.map((run) => run.result);
        report(
          line(
            context,
            "uploads",
            uploadRuns,
            `PUT to s3rver ${rate(median(uploads.anchors.map((run) => run.result)))}`,
          ),
        );
        // Where the CPU went, each party apart: the figure's runs against the anchor's.
        report({
          row: `uploads S3 CPU-s (${FILES} × ${FILE_BYTES / MB} MB)`,
          target: "(reported)",
          figure: cpuFigure(uploads.figures),
          anchor: `PUT: ${cpuFigure(uploads.anchors)}`,
          pass: null,
        });
        // Each step of the app's upload alone, in the bench's process, beside the host's whole.
        const hostCpu = median(uploads.figures.map((run) => run.cpu.host));
        for (const cost of await measureUploadCosts(pdf, FILES)) {
          report({
            row: `  ${cost.step} alone`,
            target: "(reported)",
            figure: `${cost.cpuSeconds.toFixed(2)} CPU-s (${rate((FILES * FILE_BYTES) / MB / cost.cpuSeconds)} per core)`,
            anchor: `the host's whole upload ${hostCpu.toFixed(2)} CPU-s`,
            pass: null,
          });
        }

        const cookie = await signInAsAdmin(context);
        const ids = await lastUploadIds(context.app.databaseUrl);
        const downloads = await alternate(
          runs,
          () => downloadAll(host, cookie, ids),
          () => getAll(client, s3.options.bucket),
        );
        report(line(context, "downloads", downloads.figures, `GET from s3rver ${rate(median(downloads.anchors))}`));
      } finally {
        client.destroy();
        await host.stop();
      }
    } finally {
      await s3.stop();
    }
  },
};

const rate = (mbPerSecond: number) => perSecond(mbPerSecond, "MB/s");

type CpuUse = { host: number; s3rver: number; bench: NodeJS.CpuUsage; started: number };
type CpuSpent = { host: number; s3rver: number; bench: number; seconds: number };

/** The run's result with the CPU seconds each party spent on it (the host's processes, s3rver, the bench). */
async function withCpu<T>(read: () => CpuUse, run: () => Promise<T>): Promise<{ result: T; cpu: CpuSpent }> {
  const before = read();
  const result = await run();
  const after = read();
  const bench = process.cpuUsage(before.bench);
  return {
    result,
    cpu: {
      host: after.host - before.host,
      s3rver: after.s3rver - before.s3rver,
      bench: (bench.user + bench.system) / 1e6,
      seconds: (after.started - before.started) / 1000,
    },
  };
}

/** Medians over runs: each party's CPU seconds, and the wall time the machine's cores had. */
function cpuFigure(runs: readonly { cpu: CpuSpent }[]): string {
  const of = (pick: (cpu: CpuSpent) => number) => median(runs.map((run) => pick(run.cpu))).toFixed(1);
  return `host ${of((cpu) => cpu.host)}, s3rver ${of((cpu) => cpu.s3rver)}, bench ${of((cpu) => cpu.bench)} in ${of((cpu) => cpu.seconds)} s × ${os.availableParallelism()} cores`;
}

function line(context: BenchContext, way: "uploads" | "downloads", figures: readonly Run[], anchor: string) {
  const mbPerSecond = median(figures.map((run) => run.mbPerSecond));
  const growth = median(figures.map((run) => run.growth));
  return {
    row: `${way} S3 (${FILES} × ${FILE_BYTES / MB} MB)`,
    target: `≥ ${RATE_TARGET_MB} MB/s, ≤ ${GROWTH_TARGET_MB} MB growth`,
    // The first run on the fresh host is where the process grows; later runs reuse what it kept.
    figure: `${rate(mbPerSecond)}, peak RSS +${mb(growth)}${figures.length > 1 ? ` (first run +${mb(figures[0]?.growth ?? 0)})` : ""}`,
    anchor,
    pass: judge(context, mbPerSecond >= RATE_TARGET_MB && growth <= GROWTH_TARGET_MB * 1024 * 1024),
  };
}

/** The anchor of uploads: the same files into the same bucket at once, as the app sends them. */
async function putAll(client: S3Client, bucket: string, pdf: Buffer): Promise<number> {
  const started = performance.now();
  await Promise.all(
    ANCHOR_KEYS.map((key) =>
      new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: pdf },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      }).done(),
    ),
  );
  return (FILES * FILE_BYTES) / MB / ((performance.now() - started) / 1000);
}

/** The anchor of downloads: the anchor's files got back at once, each read whole. */
async function getAll(client: S3Client, bucket: string): Promise<number> {
  const started = performance.now();
  const sizes = await Promise.all(
    ANCHOR_KEYS.map(async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      let bytes = 0;
      for await (const chunk of object.Body as Readable) bytes += (chunk as Buffer).length;
      return bytes;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (sizes.some((size) => size !== FILE_BYTES)) throw new Error(`an anchor object came back short: ${sizes}`);
  return (FILES * FILE_BYTES) / MB / seconds;
}

type S3rver = { options: S3Options; pid: number; stop(): Promise<void> };

/** s3rver's command in a process of its own, with one bucket, on a free port of 127.0.0.1. */
async function startS3rver(context: BenchContext): Promise<S3rver> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "etf-bench-s3-"));
  const port = await getFreePort();
  const bucket = "etf-bench-documents";
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(context.root, "node_modules/s3rver/bin/s3rver.js"),
      "--directory",
      directory,
      "--address",
      "127.0.0.1",
      "--port",
      String(port),
      "--silent",
      "--configure-bucket",
      bucket,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      await rm(directory, { recursive: true, force: true });
    })();
    return stopped;
  };
  context.onCleanup(stop);
  const options: S3Options = { bucket, region: "us-east-1", endpoint: `http://127.0.0.1:${port}` };
  const client = bucketClient(options);
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`s3rver exited with code ${child.exitCode}`);
      try {
        await checkBucket(client, options);
        break;
      } catch (error) {
        if (attempt >= 100) throw error;
        await sleep(100);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { options, pid: child.pid as number, stop };
}

/**
 * The bench's own client of the bucket: as the app's (createS3Client: path
 * style, checksums only where S3 requires them), with s3rver's credentials
 * given here rather than through the bench's environment.
 */
function bucketClient(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: { accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY },
  });
}
