// Which files we take, recognised by their first bytes (never by name or
// declared type). Browser-safe: the server checks each file as it streams
// in, and the browser checks the same way as soon as files are chosen.

export type FileSignature = {
  name: string;
  type: string;
  extension: string;
  /** Whether the file's first bytes are of this type. */
  test: (head: Uint8Array) => boolean;
};

const PDF_HEADER = ascii("%PDF-");
const PDF_HEADER_WITHIN = 1024;

/** Enough for a PDF header late in its first kilobyte, and its version. */
export const HEAD_BYTES = PDF_HEADER_WITHIN + PDF_HEADER.length + 3;

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function startsWith(head: Uint8Array, bytes: ArrayLike<number>, at = 0): boolean {
  if (head.length < at + bytes.length) return false;
  for (let index = 0; index < bytes.length; index++) if (head[at + index] !== bytes[index]) return false;
  return true;
}

function text(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, to));
}

/**
 * PDF readers accept the `%PDF-` header anywhere in the first 1,024 bytes
 * (some scanners and mail gateways put a few bytes before it), so we do as
 * well, with the version that follows it ("%PDF-1.7"). Bytes before the
 * header must not contain "<": markup in front of a PDF header is a page
 * pretending to be a PDF, not a PDF.
 */
function isPdf(head: Uint8Array): boolean {
  const last = Math.min(PDF_HEADER_WITHIN, head.length - PDF_HEADER.length);
  for (let at = 0; at <= last; at++) {
    if (!startsWith(head, PDF_HEADER, at)) continue;
    if (at === 0) return true;
    if (head.subarray(0, at).includes(0x3c)) return false;
    return /^\d\.\d/.test(text(head, at + PDF_HEADER.length, at + PDF_HEADER.length + 3));
  }
  return false;
}

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04], // a local file header: an archive with entries
  [0x50, 0x4b, 0x05, 0x06], // the end of central directory at once: an empty archive
];

/**
 * HEIC/HEIF: an ISO-BMFF file whose 'ftyp' box names an HEVC image brand
 * (iPhones write 'heic'; 'mif1' is the generic HEIF brand).
 */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
function isHeif(head: Uint8Array): boolean {
  return startsWith(head, ascii("ftyp"), 4) && HEIF_BRANDS.has(text(head, 8, 12));
}

/** Client documents: PDF and ZIP (the spec's types). */
export const DOCUMENT_TYPES: readonly FileSignature[] = [
  { name: "PDF", type: "application/pdf", extension: ".pdf", test: isPdf },
  {
    name: "ZIP",
    type: "application/zip",
    extension: ".zip",
    test: (head) => ZIP_SIGNATURES.some((signature) => startsWith(head, signature)),
  },
];

const PNG: FileSignature = {
  name: "PNG",
  type: "image/png",
  extension: ".png",
  test: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
const JPEG: FileSignature = {
  name: "JPEG",
  type: "image/jpeg",
  extension: ".jpg",
  test: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
};

/** Photos of documents: taken with documents and turned into a PDF on arrival. */
export const PHOTO_TYPES: readonly FileSignature[] = [
  JPEG,
  PNG,
  { name: "HEIC", type: "image/heic", extension: ".heic", test: isHeif },
];

/** Blog images: PNG, JPEG and WebP (never SVG, which can carry scripts). */
export const IMAGE_TYPES: readonly FileSignature[] = [
  PNG,
  JPEG,
  { name: "WebP", type: "image/webp", extension: ".webp", test: (head) => startsWith(head, ascii("WEBP"), 8) },
];

export function matchFileType(head: Uint8Array, types: readonly FileSignature[]): FileSignature | undefined {
  return types.find((signature) => signature.test(head));
}

export function isPhoto(type: string): boolean {
  return PHOTO_TYPES.some((photo) => photo.type === type);
}

/** The stored name of photos combined into a PDF: the first photo's name, as a PDF. */
export function pdfNameFor(photoName: string): string {
  return `${photoName.replace(/\.(jpe?g|png|heic|heif)$/i, "")}.pdf`;
}
