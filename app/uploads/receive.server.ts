// Reads a multipart form as a stream (busboy): fields into memory, files
// straight into storage, each checked by its content, its size and the
// count. Nothing is held whole in memory; a refused file leaves nothing.
import { pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";
import { StorageUnavailableError, saveFailureReason } from "#app/uploads/file-storage.server.ts";
import {
  DOCUMENT_TYPES,
  type FileSignature,
  HEAD_BYTES,
  IMAGE_TYPES,
  isPhoto,
  matchFileType,
  PHOTO_TYPES,
} from "#app/uploads/file-types.ts";
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

type Signature = FileSignature;

export { IMAGE_TYPES };

/**
 * Parses the request; throws only for a body that is not a readable multipart form.
 * Client documents (the default types) may also be photos: JPEG, PNG and
 * HEIC, stored as sent; once the form has passed its checks, the caller
 * turns them into one PDF with convertReceivedPhotos (photos-to-pdf.server.ts).
 * A file of no accepted type gets the documents' own message.
 */
export async function receiveMultipartForm(
  request: Request,
  options: { types?: readonly Signature[]; maxFileMb?: number; maxFiles?: number } = {},
): Promise<ReceivedForm> {
  const limits = getUploadLimits();
  const types = options.types ?? DOCUMENT_TYPES;
  // Client documents may be photos, combined into one PDF; a form with its own types (a blog image) keeps its files.
  const combinesPhotos = !options.types;
  const receivable = combinesPhotos ? [...DOCUMENT_TYPES, ...PHOTO_TYPES] : types;
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
  // Where each accepted file came in the form (they finish in any order).
  const positions = new Map<AcceptedFile, number>();

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
    const position = fileCount;
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
          detected = matchFileType(head, receivable);
          wrongType = !detected;
          return callback(null, wrongType ? undefined : head);
        }
        callback(null, chunk);
      },
      flush(callback) {
        // A file shorter than the bytes we look at: decide on what there is.
        if (!detected && !wrongType && head.length > 0) {
          detected = matchFileType(head, receivable);
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
            const file = {
              fileName:
                combinesPhotos && isPhoto(detected.type) ? fileName : withExtension(fileName, detected.extension),
              contentType: detected.type,
              storageKey: saved.key,
              size: saved.size,
              sha256: saved.sha256,
            };
            positions.set(file, position);
            accepted.push(file);
          }
        },
        (error: unknown) => {
          stream.resume();
          if (error instanceof StorageUnavailableError) logger.error({ err: error }, "a document could not be stored");
          refused.push({ fileName, error: saveFailureReason(fileName, error) });
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
  accepted.sort((a, b) => (positions.get(a) ?? 0) - (positions.get(b) ?? 0));
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
