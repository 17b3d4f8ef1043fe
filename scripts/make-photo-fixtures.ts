// Makes the small photos the upload tests use (tests/fixtures/). Run once:
// `npx tsx scripts/make-photo-fixtures.ts`; needs `heif-enc` (Debian's
// libheif-examples) for the HEIC. The files are committed.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const dir = path.join(import.meta.dirname, "../tests/fixtures");
const page = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } }).composite([
    // a dark band across the top, so a page turned the wrong way would show
    {
      input: { create: { width, height: Math.round(height / 5), channels: 3, background: "#111111" } },
      top: 0,
      left: 0,
    },
  ]);

// Stored 600 x 400 (landscape) with EXIF orientation 6: shown turned a quarter, portrait 400 x 600.
await page(600, 400, "#f4d03f").jpeg({ quality: 70 }).withMetadata({ orientation: 6 }).toFile(`${dir}/rotated.jpg`);
// A plain landscape photo, 300 x 200.
await page(300, 200, "#5dade2").jpeg({ quality: 70 }).toFile(`${dir}/landscape.jpg`);
// A portrait PNG screenshot, 200 x 300.
await page(200, 300, "#58d68d").png().toFile(`${dir}/portrait.png`);
// A portrait HEIC, 240 x 320, encoded with x265 through heif-enc.
await page(240, 320, "#ec7063").png().toFile("/tmp/fixture-heic-source.png");
execFileSync("heif-enc", ["-q", "50", "-o", `${dir}/portrait.heic`, "/tmp/fixture-heic-source.png"]);
// A decompression bomb: 10,000 x 10,000 (100 megapixels) pixels of white in a few kilobytes.
await sharp({ create: { width: 10000, height: 10000, channels: 3, background: "#ffffff" } })
  .toColourspace("b-w")
  .png({ compressionLevel: 9 })
  .toFile(`${dir}/bomb.png`);
// A photo cut short: the first half of a JPEG.
const whole = await page(600, 400, "#aab7b8").jpeg().toBuffer();
writeFileSync(`${dir}/truncated.jpg`, whole.subarray(0, Math.floor(whole.length / 2)));
// The photo bomb of issue 34: 7,000 x 7,000 pixels (49 megapixels, under the
// limit) of white in about 12 KB of HEIC; seconds of CPU to decode.
await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
  .png()
  .toFile("/tmp/fixture-square-source.png");
execFileSync("heif-enc", ["-q", "10", "-o", `${dir}/square-49mp.heic`, "/tmp/fixture-square-source.png"]);
