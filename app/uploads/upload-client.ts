// Browser side of document uploads: one request per file, with progress,
// a few at a time (spec: uploads run in parallel). Photos chosen together
// go in one request, so the server makes them one PDF.
import { DOCUMENT_TYPES, HEAD_BYTES, matchFileType, PHOTO_TYPES } from "#app/uploads/file-types.ts";

/** Files in flight at once: parallel, without one slow line starving the rest. */
const PARALLEL_UPLOADS = 3;

// No `capture`: it makes some phones open only the camera, with no way to pick a saved file.
export const ACCEPTED_FILE_TYPES =
  "application/pdf,application/zip,image/jpeg,image/png,image/heic,image/heif,.pdf,.zip,.jpg,.jpeg,.png,.heic,.heif";

export type UploadState = {
  name: string;
  progress: number;
  /** "Uploaded", "Error - {reason}", or null while it runs. */
  result: string | null;
};

/** Sends files for a booking in one request; resolves with the line to show for each. */
function uploadFile(
  bookingId: string,
  files: readonly File[],
  onProgress: (fraction: number) => void,
  fields: Record<string, string>,
): Promise<string[]> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("bookingId", bookingId);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const file of files) body.append("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/uploads");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const response = request.response as {
        error: string | null;
        results?: { fileName: string; error: string | null }[];
      } | null;
      const results = response?.results ?? [];
      const failed =
        response?.error ?? (request.status >= 400 && results.length === 0 ? "the server refused it" : null);
      onProgress(1);
      // Photos made into a PDF are answered under the PDF's name; a refused file under its own.
      const noneAccepted = !results.some((result) => result.error === null);
      resolve(
        files.map((file) => {
          const error =
            failed ??
            results.find((result) => result.error && result.fileName === file.name)?.error ??
            (noneAccepted ? (results[0]?.error ?? "the server refused it") : null);
          return error ? `Error - ${error}` : "Uploaded";
        }),
      );
    };
    request.onerror = () => resolve(files.map(() => "Error - the connection was lost. Please try again."));
    request.send(body);
  });
}

/**
 * Tells the server this round of uploads is over, so that it sends one
 * email listing them now (without it, the server sends it after a quiet
 * while). Never fails: the email goes either way.
 */
async function signalUploadsFinished(bookingId: string): Promise<void> {
  try {
    await fetch("/uploads/finished", {
      method: "POST",
      body: new URLSearchParams({ bookingId }),
      keepalive: true,
    });
  } catch {
    // Offline or the tab is closing: the quiet window mails the round.
  }
}

export type FileCheck = { file: File; error: string | null; photo: boolean };

/**
 * What the browser can check before sending: the type by the file's first
 * bytes (as the server does) and the size, with the server's messages.
 */
async function checkFile(file: File, maxFileMb: number): Promise<FileCheck> {
  const refuse = (error: string) => ({ file, error, photo: false });
  if (file.size === 0) return refuse(`${file.name} is empty.`);
  const head = new Uint8Array(
    await file
      .slice(0, HEAD_BYTES)
      .arrayBuffer()
      .catch(() => new ArrayBuffer(0)),
  );
  const type = matchFileType(head, [...DOCUMENT_TYPES, ...PHOTO_TYPES]);
  if (!type) return refuse(`${file.name}: only PDF and ZIP files are accepted.`);
  if (file.size > maxFileMb * 1024 * 1024)
    return refuse(`${file.name} is larger than ${maxFileMb} MB, the limit for one file.`);
  return { file, error: null, photo: PHOTO_TYPES.includes(type) };
}

export const checkFiles = (files: readonly File[], maxFileMb: number) =>
  Promise.all(files.map((file) => checkFile(file, maxFileMb)));

/**
 * Sends a booking's files, PARALLEL_UPLOADS requests at a time, each file
 * checked first and all photos together in one request, reporting every
 * change of progress or result. Resolves true when all were uploaded.
 * `fields` go with every request (the booking page's "This document is").
 */
export async function uploadFiles(
  bookingId: string,
  files: readonly File[],
  maxFileMb: number,
  onChange: (uploads: UploadState[]) => void,
  fields: Record<string, string> = {},
): Promise<boolean> {
  const checks = await checkFiles(files, maxFileMb);
  const states: UploadState[] = checks.map(({ file, error }) => ({
    name: file.name,
    progress: 0,
    result: error ? `Error - ${error}` : null,
  }));
  const update = (indexes: number[], change: Partial<UploadState>) => {
    for (const index of indexes) states[index] = { ...(states[index] as UploadState), ...change };
    onChange(states.map((state) => ({ ...state })));
  };
  onChange(states.map((state) => ({ ...state })));
  const good = [...checks.entries()].filter(([, check]) => !check.error);
  const photos = good.filter(([, check]) => check.photo).map(([index]) => index);
  const waiting = [
    ...(photos.length > 0 ? [photos] : []),
    ...good.filter(([, check]) => !check.photo).map(([index]) => [index]),
  ];
  const worker = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const indexes = next;
      const results = await uploadFile(
        bookingId,
        indexes.map((index) => files[index] as File),
        (progress) => update(indexes, { progress }),
        fields,
      );
      indexes.forEach((index, at) => {
        update([index], { result: results[at] ?? null, progress: 1 });
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, waiting.length) }, worker));
  await signalUploadsFinished(bookingId);
  return states.every((state) => state.result === "Uploaded");
}
