// Photos of documents become one PDF, one page per photo: turned the way
// the camera says (EXIF orientation; HEIC's own rotation), scaled to a size
// fit for reading (long side at most 2,000 px, JPEG quality 80) by a child
// process (photo-conversion.server.ts). pdfkit (as for invoices) writes the
// PDF: each page the photo's shape, the JPEG embedded as it is.
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import PDFDocument from "pdfkit";
import { logger } from "#app/logger.server.ts";
import { saveFailureReason } from "#app/uploads/file-storage.server.ts";
import { isPhoto, pdfNameFor } from "#app/uploads/file-types.ts";
import {
  convertPhoto,
  MAX_PHOTO_PIXELS,
  type PhotoAnswer,
  type PhotoPage,
} from "#app/uploads/photo-conversion.server.ts";
import type { AcceptedFile, ReceivedForm, RefusedFile } from "#app/uploads/receive.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

/** A page's long side in points: A4's (297 mm); the short side follows the photo. */
const PAGE_LONG_SIDE_PT = 842;

/** Why a photo did not become a page, in words for the person who sent it. */
function refusalMessage(fileName: string, answer: Exclude<PhotoAnswer, { page: PhotoPage }>): string {
  switch (answer.refused) {
    case "too-large":
      return `${fileName} has too many pixels (${answer.width} x ${answer.height}); photos of up to ${Math.round(MAX_PHOTO_PIXELS / 1_000_000)} megapixels are accepted.`;
    case "busy":
      return `${fileName} could not be turned into a PDF now: many photos are being converted. Please send it again in a few minutes.`;
    case "too-slow":
      return `${fileName} took too long to read as an image. Please send a smaller photo or a PDF.`;
    case "unreadable":
      return `${fileName} could not be read as an image. It may be damaged or cut short.`;
  }
}

/** A PDF with one page per photo page, in order; each page has the photo's shape. */
function pagesToPdf(pages: readonly PhotoPage[], title: string): Promise<Buffer> {
  const pdf = new PDFDocument({ autoFirstPage: false, info: { Title: title, Producer: "Photos of documents" } });
  for (const page of pages) {
    const scale = PAGE_LONG_SIDE_PT / Math.max(page.width, page.height);
    const width = page.width * scale;
    const height = page.height * scale;
    pdf.addPage({ size: [width, height], margin: 0 });
    pdf.image(Buffer.from(page.jpeg), 0, 0, { width, height });
  }
  pdf.end();
  return buffer(pdf);
}

/**
 * Turns photos just stored into one stored PDF (named after the first
 * photo) and removes the photos. A photo that cannot be read is refused
 * with its reason; the others still make the PDF.
 */
async function combinePhotos(
  photos: readonly AcceptedFile[],
): Promise<{ pdf: AcceptedFile | null; refused: RefusedFile[] }> {
  const storage = getStorage();
  const pages: PhotoPage[] = [];
  const refused: RefusedFile[] = [];
  let first: AcceptedFile | undefined;
  try {
    for (const photo of photos) {
      const bytes = await buffer(await storage.open(photo.storageKey));
      const answer = await convertPhoto({ bytes, contentType: photo.contentType });
      if ("page" in answer) {
        pages.push(answer.page);
        first ??= photo;
      } else {
        refused.push({ fileName: photo.fileName, error: refusalMessage(photo.fileName, answer) });
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

/**
 * The form's photos as one PDF in place of them (received forms keep
 * photos as sent). Call it once the form has passed every check: the
 * conversion is the dearest thing a visitor can make the server do.
 */
export async function convertReceivedPhotos<Form extends Pick<ReceivedForm, "accepted" | "refused">>(
  form: Form,
): Promise<Form> {
  const photos = form.accepted.filter((file) => isPhoto(file.contentType));
  if (photos.length === 0) return form;
  const combined = await combinePhotos(photos);
  return {
    ...form,
    accepted: [...form.accepted.filter((file) => !isPhoto(file.contentType)), ...(combined.pdf ? [combined.pdf] : [])],
    refused: [...form.refused, ...combined.refused],
  };
}
