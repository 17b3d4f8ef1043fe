// The photo converter: a child process (app/uploads/photo-conversion.server.ts
// starts it) that takes one photo at a time over IPC and answers with a
// page-ready JPEG. Plain CommonJS, run as it is from the source tree (the
// server's bundle finds it through package.json's imports); the owner
// passes the libraries' paths as arguments.
//
// Decoding is where a photo costs: a HEIC goes through libheif compiled to
// WebAssembly (sharp's prebuilt libvips has no HEVC decoder), which runs on
// the thread that calls it and whose memory never shrinks; JPEG and PNG go
// through sharp. Here neither blocks the server's requests, and the owner
// ends this process to give all of that memory back.
const [sharpPath, heicDecodePath] = process.argv.slice(2);
/** @type {import("heic-decode")} */
const decodeHeic = require(heicDecodePath);
/** @type {import("sharp")} */
const sharp = require(sharpPath);

// One libvips thread: the other core keeps answering requests.
sharp.concurrency(1);
// Decoded images are used once; do not keep them in libvips' cache.
sharp.cache(false);

/**
 * @typedef {{ bytes: Uint8Array, contentType: string, maxPixels: number, longSide: number, quality: number }} Job
 * @typedef {{ page: { jpeg: Uint8Array, width: number, height: number } }
 *   | { refused: "unreadable" }
 *   | { refused: "too-large", width: number, height: number }} Answer
 */

class Refused extends Error {
  /** @param {"unreadable" | "too-large"} reason @param {number} [width] @param {number} [height] */
  constructor(reason, width = 0, height = 0) {
    super(reason);
    this.reason = reason;
    this.width = width;
    this.height = height;
  }
}

/** @param {number} width @param {number} height @param {number} maxPixels */
function checkSize(width, height, maxPixels) {
  if (width * height > maxPixels) throw new Refused("too-large", width, height);
}

/** @param {Job} job @returns {Promise<import("sharp").Sharp>} */
async function decode(job) {
  if (job.contentType === "image/heic") {
    // libheif applies the HEIC's own rotation and mirroring while decoding.
    const images = await decodeHeic.all({ buffer: job.bytes }).catch(() => {
      throw new Refused("unreadable");
    });
    try {
      const first = images[0];
      if (!first) throw new Refused("unreadable");
      // The header's size, before a single pixel is decoded.
      checkSize(first.width, first.height, job.maxPixels);
      const { width, height, data } = await first.decode().catch(() => {
        throw new Refused("unreadable");
      });
      return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      });
    } finally {
      images.dispose();
    }
  }
  const metadata = await sharp(job.bytes)
    .metadata()
    .catch(() => {
      throw new Refused("unreadable");
    });
  checkSize(metadata.width ?? 0, metadata.height ?? 0, job.maxPixels);
  // failOn "warning": a truncated or damaged image is refused, not half drawn.
  return sharp(job.bytes, { limitInputPixels: job.maxPixels, failOn: "warning" }).autoOrient();
}

/** @param {Job} job @returns {Promise<Answer>} */
async function convert(job) {
  try {
    const image = await decode(job);
    const { data, info } = await image
      .resize({ width: job.longSide, height: job.longSide, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: job.quality })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new Refused("unreadable");
      });
    return { page: { jpeg: new Uint8Array(data), width: info.width, height: info.height } };
  } catch (error) {
    if (!(error instanceof Refused)) return { refused: "unreadable" };
    return error.reason === "too-large"
      ? { refused: "too-large", width: error.width, height: error.height }
      : { refused: "unreadable" };
  }
}

process.on("message", async (/** @type {Job} */ job) => {
  process.send?.(await convert(job));
});
