// Browser side of document uploads: one request per file, with progress.

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

/** Checks the browser can make before sending: type by name and size. */
export function checkFileBeforeUpload(file: File, maxFileMb: number): string | null {
  if (!/\.(pdf|zip)$/i.test(file.name)) return `Error - ${file.name}: only PDF and ZIP files are accepted.`;
  if (file.size === 0) return `Error - ${file.name} is empty.`;
  if (file.size > maxFileMb * 1024 * 1024)
    return `Error - ${file.name} is larger than ${maxFileMb} MB, the limit for one file.`;
  return null;
}
