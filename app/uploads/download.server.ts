import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import { getStorage } from "#app/uploads/storage.server.ts";

/** A stored document streamed as an attachment, kept by no cache. The caller has checked who asks. */
export function downloadResponse(upload: { storageKey: string; fileName: string; contentType: string; size: number }) {
  const stream = Readable.toWeb(getStorage().open(upload.storageKey)) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    headers: {
      "Content-Type": upload.contentType,
      "Content-Length": String(upload.size),
      "Content-Disposition": contentDisposition(upload.fileName, { type: "attachment" }),
      "Cache-Control": "private, no-store",
    },
  });
}
