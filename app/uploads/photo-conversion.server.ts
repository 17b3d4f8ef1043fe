// Photos are decoded off the request path: one child process per server
// process (app/uploads/photo-converter.cjs) converts one photo at a time, so
// a flood of photos costs at most one core and never stalls the requests
// the server is answering. A photo waits its turn in a short queue; past
// it, or past the time one photo may take, the photo is refused with a reason.
//
// Memory: a 49 MP photo needs most of a gigabyte to decode, and libheif's
// WebAssembly memory never shrinks. A worker thread gave most of it back
// when it ended but not all (the C allocator keeps a thread's arenas: +130
// MB after ten such photos); a process gives back everything. It ends after
// each HEIC, after any failure and when idle; a new one costs about a tenth
// of a second, a 48 MP HEIC seconds.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { logger } from "#app/logger.server.ts";

/**
 * Refuse larger images before decoding them (a decompression bomb). Phone
 * cameras make up to 50 MP at full resolution (8160 x 6144, 8000 x 6000);
 * decoded, that is about 200 MB of pixels.
 */
export const MAX_PHOTO_PIXELS = 8192 * 6144;
const LONG_SIDE_PX = 2000;
const JPEG_QUALITY = 80;
/** Photos waiting for the converter, across every request of this server process. */
const MAX_WAITING = 20;
/** A phone's 50 MP photo takes a few seconds here; a photo that takes this long is refused. */
const PHOTO_TIME_LIMIT_MS = 60_000;
const IDLE_MS = 10_000;

export type PhotoPage = { jpeg: Uint8Array; width: number; height: number };

export type PhotoAnswer =
  | { page: PhotoPage }
  | { refused: "unreadable" | "busy" | "too-slow" }
  | { refused: "too-large"; width: number; height: number };

type Job = { bytes: Uint8Array; contentType: string };
type Waiting = { job: Job; answer: (answer: PhotoAnswer) => void };

const waiting: Waiting[] = [];
let current: { job: Waiting; timer: NodeJS.Timeout } | null = null;
let worker: ChildProcess | null = null;
let idleTimer: NodeJS.Timeout | undefined;

/** One photo (JPEG, PNG or HEIC bytes) as a page-ready JPEG, or why it cannot be one. */
export function convertPhoto(job: Job): Promise<PhotoAnswer> {
  if (waiting.length >= MAX_WAITING) return Promise.resolve({ refused: "busy" });
  return new Promise((answer) => {
    waiting.push({ job, answer });
    startNext();
  });
}

function startNext() {
  if (current) return;
  const next = waiting.shift();
  clearTimeout(idleTimer);
  if (!next) {
    idleTimer = setTimeout(stopWorker, IDLE_MS).unref();
    return;
  }
  worker ??= startWorker();
  const timer = setTimeout(() => finish(worker, { refused: "too-slow" }), PHOTO_TIME_LIMIT_MS);
  current = { job: next, timer };
  worker.send({
    bytes: next.job.bytes,
    contentType: next.job.contentType,
    maxPixels: MAX_PHOTO_PIXELS,
    longSide: LONG_SIDE_PX,
    quality: JPEG_QUALITY,
  });
}

function startWorker(): ChildProcess {
  const require = createRequire(import.meta.url);
  const started = spawn(
    process.execPath,
    // The JavaScript heap only: pixels live in libvips' and libheif's own memory.
    [
      "--max-old-space-size=128",
      // Through the package's imports: the same file from the sources and from the build.
      require.resolve("#app/uploads/photo-converter.cjs"),
      require.resolve("sharp"),
      require.resolve("heic-decode"),
    ],
    // No environment: the converter needs none of the server's secrets.
    { env: {}, stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "advanced" },
  );
  started.on("message", (answer: PhotoAnswer) => finish(started, answer));
  started.on("error", (error) => {
    logger.error({ err: error }, "the photo converter could not start");
    finish(started, { refused: "unreadable" });
  });
  started.on("exit", (code, signal) => {
    if (current && started === worker)
      logger.error({ code, signal }, "the photo converter ended in the middle of a photo");
    finish(started, { refused: "unreadable" });
  });
  // An idle converter never keeps the server running.
  started.unref();
  started.channel?.unref();
  return started;
}

function finish(from: ChildProcess | null, answer: PhotoAnswer) {
  if (!current || from !== worker) return;
  clearTimeout(current.timer);
  const { job } = current;
  current = null;
  // The HEIC decoder's memory, or a converter in an unknown state, goes with its process.
  if (job.job.contentType === "image/heic" || !("page" in answer)) stopWorker();
  job.answer(answer);
  startNext();
}

function stopWorker() {
  const stopping = worker;
  worker = null;
  stopping?.kill("SIGKILL");
}
