// Browser side of document uploads: one request per file, with progress,
// a few at a time (spec: uploads run in parallel).

/** Files in flight at once: parallel, without one slow line starving the rest. */
export const PARALLEL_UPLOADS = 3;

export const ACCEPTED_FILE_TYPES = ".pdf,.zip,application/pdf,application/zip";

export type UploadState = {
  name: string;
  progress: number;
  /** "Uploaded", "Error - {reason}", or null while it runs. */
  result: string | null;
};

/** Sends one file for a booking; resolves with the line to show for it. */
export function uploadFile(bookingId: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("bookingId", bookingId);
    body.append("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/uploads");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const response = request.response as { error: string | null; results?: { error: string | null }[] } | null;
      const error =
        response?.results?.[0]?.error ?? response?.error ?? (request.status >= 400 ? "the server refused it" : null);
      onProgress(1);
      resolve(error ? `Error - ${error}` : "Uploaded");
    };
    request.onerror = () => resolve("Error - the connection was lost. Please try again.");
    request.send(body);
  });
}

/**
 * Tells the server this round of uploads is over, so that it sends one
 * email listing them now (without it, the server sends it after a quiet
 * while). Never fails: the email goes either way.
 */
export async function signalUploadsFinished(bookingId: string): Promise<void> {
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

/** Checks the browser can make before sending: type by name and size. */
export function checkFileBeforeUpload(file: File, maxFileMb: number): string | null {
  if (!/\.(pdf|zip)$/i.test(file.name)) return `Error - ${file.name}: only PDF and ZIP files are accepted.`;
  if (file.size === 0) return `Error - ${file.name} is empty.`;
  if (file.size > maxFileMb * 1024 * 1024)
    return `Error - ${file.name} is larger than ${maxFileMb} MB, the limit for one file.`;
  return null;
}

/**
 * Sends a booking's files, PARALLEL_UPLOADS at a time, each checked first,
 * reporting every change of progress or result. Resolves true when all
 * were uploaded.
 */
export async function uploadFiles(
  bookingId: string,
  files: readonly File[],
  maxFileMb: number,
  onChange: (uploads: UploadState[]) => void,
): Promise<boolean> {
  const states: UploadState[] = files.map((file) => ({
    name: file.name,
    progress: 0,
    result: checkFileBeforeUpload(file, maxFileMb),
  }));
  const update = (index: number, change: Partial<UploadState>) => {
    states[index] = { ...(states[index] as UploadState), ...change };
    onChange(states.map((state) => ({ ...state })));
  };
  onChange(states.map((state) => ({ ...state })));
  const waiting = [...files.entries()].filter(([index]) => !states[index]?.result);
  const worker = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const [index, file] = next;
      const result = await uploadFile(bookingId, file, (progress) => update(index, { progress }));
      update(index, { result, progress: 1 });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, waiting.length) }, worker));
  await signalUploadsFinished(bookingId);
  return states.every((state) => state.result === "Uploaded");
}
