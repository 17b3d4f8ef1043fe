// Photos of documents become one PDF, one page per photo: turned the way
// the camera says (EXIF orientation; HEIC's own rotation), scaled to a size
// fit for reading (long side at most 2,000 px, JPEG quality 80). sharp
// decodes JPEG and PNG; its prebuilt libvips has no HEVC decoder, so HEIC
// goes through libheif compiled to WebAssembly (heic-decode). pdf-lib
// writes the PDF. One photo is converted at a time per process: a 25 MB
// photo decoded is hundreds of megabytes.
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import decodeHeic from "heic-decode";
import { PDFDocument } from "pdf-lib";
import sharp, { type Sharp } from "sharp";
import { logger } from "#app/logger.server.ts";
import { saveFailureReason } from "#app/uploads/file-storage.server.ts";
import { pdfNameFor } from "#app/uploads/file-types.ts";
import type { AcceptedFile, RefusedFile } from "#app/uploads/receive.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

/** Refuse larger images before decoding them (a decompression bomb); 48 MP phone photos pass. */
const MAX_PHOTO_PIXELS = 50_000_000;
const LONG_SIDE_PX = 2000;
const JPEG_QUALITY = 80;
/** A page's long side in points: A4's (297 mm); the short side follows the photo. */
const PAGE_LONG_SIDE_PT = 842;

// Decoded images are used once; do not keep them in libvips' cache.
sharp.cache(false);

type Photo = { fileName: string; contentType: string; bytes: Uint8Array };
type PhotoPage = { jpeg: Uint8Array; width: number; height: number };

/** A photo that cannot become a page, with the message to show for it. */
class PhotoRefused extends Error {}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs conversions one at a time in this process. */
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running > 0) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function tooLarge(photo: Photo, width: number, height: number): PhotoRefused | null {
  if (width * height <= MAX_PHOTO_PIXELS) return null;
  return new PhotoRefused(
    `${photo.fileName} has too many pixels (${width} x ${height}); photos of up to ${MAX_PHOTO_PIXELS / 1_000_000} megapixels are accepted.`,
  );
}

function unreadable(photo: Photo): PhotoRefused {
  return new PhotoRefused(`${photo.fileName} could not be read as an image. It may be damaged or cut short.`);
}

async function decodeToSharp(photo: Photo): Promise<Sharp> {
  if (photo.contentType === "image/heic") {
    // libheif applies the HEIC's own rotation and mirroring while decoding.
    const images = await decodeHeic.all({ buffer: photo.bytes }).catch(() => {
      throw unreadable(photo);
    });
    try {
      const first = images[0];
      if (!first) throw unreadable(photo);
      const refusal = tooLarge(photo, first.width, first.height);
      if (refusal) throw refusal;
      const { width, height, data } = await first.decode().catch(() => {
        throw unreadable(photo);
      });
      return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      });
    } finally {
      images.dispose();
    }
  }
  const metadata = await sharp(photo.bytes)
    .metadata()
    .catch(() => {
      throw unreadable(photo);
    });
  const refusal = tooLarge(photo, metadata.width ?? 0, metadata.height ?? 0);
  if (refusal) throw refusal;
  // failOn "warning": a truncated or damaged image is refused, not half drawn.
  return sharp(photo.bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "warning" }).autoOrient();
}

/** One photo as a page-ready JPEG; throws PhotoRefused with the reason. */
function photoToPage(photo: Photo): Promise<PhotoPage> {
  return oneAtATime(async () => {
    const image = await decodeToSharp(photo);
    const { data, info } = await image
      .resize({ width: LONG_SIDE_PX, height: LONG_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw unreadable(photo);
      });
    return { jpeg: data, width: info.width, height: info.height };
  });
}

/** A PDF with one page per photo page, in order; each page has the photo's shape. */
async function pagesToPdf(pages: readonly PhotoPage[], title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("Photos of documents");
  for (const page of pages) {
    const image = await pdf.embedJpg(page.jpeg);
    const scale = PAGE_LONG_SIDE_PT / Math.max(page.width, page.height);
    const width = page.width * scale;
    const height = page.height * scale;
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}

/**
 * Turns photos just stored into one stored PDF (named after the first
 * photo) and removes the photos. A photo that cannot be read is refused
 * with its reason; the others still make the PDF.
 */
export async function combinePhotos(
  photos: readonly AcceptedFile[],
): Promise<{ pdf: AcceptedFile | null; refused: RefusedFile[] }> {
  const storage = getStorage();
  const pages: PhotoPage[] = [];
  const refused: RefusedFile[] = [];
  let first: AcceptedFile | undefined;
  try {
    for (const photo of photos) {
      try {
        const bytes = await buffer(await storage.open(photo.storageKey));
        pages.push(await photoToPage({ fileName: photo.fileName, contentType: photo.contentType, bytes }));
        first ??= photo;
      } catch (error) {
        if (!(error instanceof PhotoRefused)) throw error;
        refused.push({ fileName: photo.fileName, error: error.message });
      }
    }
    if (!first) return { pdf: null, refused };
    const fileName = pdfNameFor(first.fileName);
    const saved = await storage.save(Readable.from([await pagesToPdf(pages, fileName)]));
    return {
      pdf: { fileName, contentType: "application/pdf", storageKey: saved.key, size: saved.size, sha256: saved.sha256 },
      refused,
    };
  } catch (error) {
    logger.error({ err: error }, "Photos could not be turned into a PDF");
    return {
      pdf: null,
      refused: [
        ...refused,
        ...photos
          .filter((photo) => !refused.some((item) => item.fileName === photo.fileName))
          .map((photo) => ({
            fileName: photo.fileName,
            error: saveFailureReason(photo.fileName, error),
          })),
      ],
    };
  } finally {
    await Promise.all(photos.map((photo) => storage.remove(photo.storageKey)));
  }
}
