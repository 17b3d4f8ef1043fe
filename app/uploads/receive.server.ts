// Reads a multipart form as a stream (busboy): fields into memory, files
// straight into storage, each checked by its content, its size and the
// count. Nothing is held whole in memory; a refused file leaves nothing.
import { pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { getEnv } from "#app/env.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

export type AcceptedFile = {
  fileName: string;
  contentType: string;
  storageKey: string;
  size: number;
  sha256: string;
};

export type RefusedFile = { fileName: string; error: string };

export type ReceivedForm = {
  fields: Record<string, string>;
  accepted: AcceptedFile[];
  refused: RefusedFile[];
};

export function getUploadLimits() {
  const env = getEnv();
  return {
    maxFileBytes: env.UPLOAD_MAX_FILE_MB * 1024 * 1024,
    maxFileMb: env.UPLOAD_MAX_FILE_MB,
    /** Files per request, and per booking across all its requests. */
    maxFiles: env.UPLOAD_MAX_FILES,
    maxBookingMb: env.UPLOAD_MAX_BOOKING_MB,
  };
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

type Signature = {
  type: string;
  extension: string;
  bytes: Buffer;
  at?: number;
  name: string;
  /** Whether the file's first bytes are of this type, when more than one fixed signature says so. */
  test?: (head: Buffer) => boolean;
};

const PDF_HEADER = Buffer.from("%PDF-");
const PDF_HEADER_WITHIN = 1024;

/**
 * PDF readers accept the `%PDF-` header anywhere in the first 1,024 bytes
 * (some scanners and mail gateways put a few bytes before it), so we do as
 * well, with the version that follows it ("%PDF-1.7"). Bytes before the
 * header must not contain "<": markup in front of a PDF header is a page
 * pretending to be a PDF, not a PDF.
 */
function isPdf(head: Buffer): boolean {
  const at = head.subarray(0, PDF_HEADER_WITHIN + PDF_HEADER.length).indexOf(PDF_HEADER);
  if (at < 0) return false;
  if (at > 0 && head.subarray(0, at).includes(0x3c)) return false;
  return (
    at === 0 || /^\d\.\d/.test(head.subarray(at + PDF_HEADER.length, at + PDF_HEADER.length + 3).toString("latin1"))
  );
}

const ZIP_SIGNATURES = [
  Buffer.from([0x50, 0x4b, 0x03, 0x04]), // a local file header: an archive with entries
  Buffer.from([0x50, 0x4b, 0x05, 0x06]), // the end of central directory at once: an empty archive
];

/** Client documents: PDF and ZIP, recognised by their first bytes. */
export const DOCUMENT_TYPES: readonly Signature[] = [
  { name: "PDF", type: "application/pdf", extension: ".pdf", bytes: PDF_HEADER, test: isPdf },
  {
    name: "ZIP",
    type: "application/zip",
    extension: ".zip",
    bytes: ZIP_SIGNATURES[0] as Buffer,
    test: (head) => ZIP_SIGNATURES.some((signature) => head.subarray(0, 4).equals(signature)),
  },
];

/** Blog images: PNG, JPEG and WebP (never SVG, which can carry scripts). */
export const IMAGE_TYPES: readonly Signature[] = [
  {
    name: "PNG",
    type: "image/png",
    extension: ".png",
    bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { name: "JPEG", type: "image/jpeg", extension: ".jpg", bytes: Buffer.from([0xff, 0xd8, 0xff]) },
  { name: "WebP", type: "image/webp", extension: ".webp", bytes: Buffer.from("WEBP"), at: 8 },
];

// Enough for a PDF header late in its first kilobyte, and its version.
const HEAD_BYTES = PDF_HEADER_WITHIN + PDF_HEADER.length + 3;

function matchSignature(head: Buffer, types: readonly Signature[]): Signature | undefined {
  return types.find((signature) => {
    if (signature.test) return signature.test(head);
    const at = signature.at ?? 0;
    return head.subarray(at, at + signature.bytes.length).equals(signature.bytes);
  });
}

/** Parses the request; throws only for a body that is not a readable multipart form. */
export async function receiveMultipartForm(
  request: Request,
  options: { types?: readonly Signature[]; maxFileMb?: number; maxFiles?: number } = {},
): Promise<ReceivedForm> {
  const limits = getUploadLimits();
  const types = options.types ?? DOCUMENT_TYPES;
  const maxFileMb = options.maxFileMb ?? limits.maxFileMb;
  const maxFileBytes = maxFileMb * 1024 * 1024;
  const maxFiles = options.maxFiles ?? limits.maxFiles;
  const names = types.map((type) => type.name);
  const typeNames = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  const storage = getStorage();
  const fields: Record<string, string> = {};
  const accepted: AcceptedFile[] = [];
  const refused: RefusedFile[] = [];
  const work: Promise<void>[] = [];
  let fileCount = 0;

  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    defParamCharset: "utf8",
    limits: {
      fieldNameSize: 100,
      fieldSize: 16 * 1024,
      fields: 40,
      // One byte more than allowed, so a file of exactly the limit is whole
      // and one byte over is known to be over.
      fileSize: maxFileBytes + 1,
      files: maxFiles + 1,
      parts: maxFiles + 41,
    },
  });

  parser.on("field", (name, value) => {
    fields[name] = value;
  });

  parser.on("file", (_name, stream, info) => {
    // A form cut off inside a file part fails that part's stream too; the
    // parser's own error already refuses the form.
    stream.on("error", ignoreError);
    if (!info.filename) {
      // An empty file input sends a part with no name and no bytes.
      stream.resume();
      return;
    }
    const fileName = sanitizeFileName(info.filename);
    fileCount++;
    if (fileCount > maxFiles) {
      stream.resume();
      refused.push({ fileName, error: `${fileName}: no more than ${maxFiles} files can be sent at once.` });
      return;
    }
    // The first bytes decide the type. A file of any other type is read to
    // its end (so the form goes on) but nothing more of it is stored.
    let detected: Signature | undefined;
    let wrongType = false;
    let head = Buffer.alloc(0);
    const sniff = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (wrongType) return callback();
        if (!detected) {
          head = Buffer.concat([head, chunk]);
          if (head.length < HEAD_BYTES) return callback();
          detected = matchSignature(head, types);
          wrongType = !detected;
          return callback(null, wrongType ? undefined : head);
        }
        callback(null, chunk);
      },
      flush(callback) {
        // A file shorter than the bytes we look at: decide on what there is.
        if (!detected && !wrongType && head.length > 0) {
          detected = matchSignature(head, types);
          wrongType = !detected;
          if (detected) this.push(head);
        }
        callback();
      },
    });
    // pipeline(), not pipe(): a part that fails or is ended early (a form
    // cut off, a malformed one) fails the save instead of leaving it waiting.
    work.push(
      storage.save(pipeline(stream, sniff, ignoreError)).then(
        async (saved) => {
          if (wrongType) {
            await storage.remove(saved.key);
            refused.push({ fileName, error: `${fileName}: only ${typeNames} files are accepted.` });
          } else if ((stream as { truncated?: boolean }).truncated || saved.size > maxFileBytes) {
            await storage.remove(saved.key);
            refused.push({ fileName, error: `${fileName} is larger than ${maxFileMb} MB, the limit for one file.` });
          } else if (saved.size === 0 || !detected) {
            await storage.remove(saved.key);
            refused.push({ fileName, error: `${fileName} is empty.` });
          } else {
            accepted.push({
              fileName: withExtension(fileName, detected.extension),
              contentType: detected.type,
              storageKey: saved.key,
              size: saved.size,
              sha256: saved.sha256,
            });
          }
        },
        () => {
          stream.resume();
          refused.push({
            fileName,
            error: `${fileName} could not be received. Please try again.`,
          });
        },
      ),
    );
  });

  const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
  let complete = false;
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on("close", resolve);
      parser.on("error", reject);
      body.on("error", (error) => {
        parser.destroy(error);
        reject(error);
      });
      body.pipe(parser);
    });
    complete = true;
  } finally {
    // NOTE: busboy reports a malformed part header without ending itself
    // (it may even begin more parts from the rest of the chunk), and the
    // file part it is reading would wait for ever; ending the parser here,
    // after that chunk, fails that part.
    if (!complete) parser.destroy();
    await Promise.allSettled(work);
    // A form that could not be read whole keeps none of its files.
    if (!complete) await discardFiles(accepted);
  }
  return { fields, accepted, refused };
}

function ignoreError() {}

/** Deletes stored files whose rows will not be written. */
export async function discardFiles(files: readonly AcceptedFile[]): Promise<void> {
  await Promise.all(files.map((file) => getStorage().remove(file.storageKey)));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|:*?\\/]/g;

/**
 * A file name fit to show and to offer for download: no folders, no control
 * or direction-changing characters, at most 120 characters.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(UNSAFE_CHARACTERS, "").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  if (!clean) return "document";
  if (clean.length <= 120) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, 120 - extension.length) + extension;
}

function withExtension(name: string, extension: string): string {
  return name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`;
}
