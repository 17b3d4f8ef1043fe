// A route whose action streams files (multipart through busboy,
// app/uploads/receive.server.ts) says so in its module:
// `export const handle = TAKES_FILES`. The server lets posts to that route
// carry files up to the upload limits; every other post is a small form of
// text and gets the form limit (server/app.ts). One declaration, beside the
// action that reads the files, instead of a list of paths kept elsewhere.
export const TAKES_FILES = { takesFiles: true } as const;

/** Whether a route module's `handle` declares that its action takes files. */
export function takesFiles(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { takesFiles?: unknown }).takesFiles === true;
}
