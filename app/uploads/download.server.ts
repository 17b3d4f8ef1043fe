// Serving a stored document to someone the route has already checked may
// have it: the file verified whole first (a changed byte or a wrong key
// means 'unavailable', never wrong bytes), the opening recorded in the
// document access log and the audit trail, then the plaintext streamed.
import { createHash } from "node:crypto";
import { pipeline, type Readable, Transform } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import { data } from "react-router";
import { recordAudit } from "#app/audit/audit.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { documentAccess, uploads } from "#app/db/schema.ts";
import { logger } from "#app/logger.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { toResponseBody } from "#app/web-stream.server.ts";

/** What a download route selects of an upload row. */
export const STORED_DOCUMENT = {
  id: uploads.id,
  bookingId: uploads.bookingId,
  storageKey: uploads.storageKey,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  size: uploads.size,
  sha256: uploads.sha256,
};

export type StoredDocument = { [K in keyof typeof STORED_DOCUMENT]: (typeof STORED_DOCUMENT)[K]["_"]["data"] };

export const UNAVAILABLE = "This file is unavailable: it did not pass its integrity check. The firm has been told.";

/**
 * Documents up to this size are decrypted and checked whole before the
 * answer starts, so any damage is said on a page; larger ones (a second
 * full pass would halve their speed) are checked as they stream, and damage
 * past their first chunk ends the download short instead.
 */
const CHECKED_WHOLE_BYTES = 8 * 1024 * 1024;

/** The document as an attachment, kept by no cache. */
export async function serveDocument(
  document: StoredDocument,
  opener: { id: string; email: string; role: string },
  clientAddress: string,
): Promise<Response> {
  const storage = getStorage();
  const unavailable = () => {
    logger.error({ uploadId: document.id, bookingId: document.bookingId }, "a stored document failed its check");
    return data(UNAVAILABLE, { status: 500, headers: { "Cache-Control": "no-store" } });
  };
  if (document.size <= CHECKED_WHOLE_BYTES && !(await storage.verify(document.storageKey, document.sha256))) {
    throw unavailable();
  }
  // Each chunk is authenticated before it is passed on, and the last is held until the SHA-256 matches:
  // a failure mid-way ends the response short, never with wrong or complete-looking bytes.
  const checked = pipeline(await storage.open(document.storageKey), sha256Check(document.sha256), (error) => {
    if (error) logger.error({ err: error, uploadId: document.id }, "a stored document failed while it was sent");
  });
  if (!(await firstChunkReadable(checked))) throw unavailable();
  await recordOpening(document, opener, clientAddress);
  return new Response(toResponseBody(checked), {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(document.size),
      "Content-Disposition": contentDisposition(document.fileName, { type: "attachment" }),
      "Cache-Control": "private, no-store",
    },
  });
}

/** Waits for the stream's first bytes (or its end) without taking them; false if it failed first. */
function firstChunkReadable(stream: Readable): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (ok: boolean) => {
      stream.off("readable", onReadable);
      stream.off("error", onError);
      resolve(ok);
    };
    const onReadable = () => settle(true);
    const onError = () => settle(false);
    stream.once("readable", onReadable);
    stream.once("error", onError);
  });
}

async function recordOpening(
  document: StoredDocument,
  opener: { id: string; email: string; role: string },
  clientAddress: string,
) {
  await getDb()
    .insert(documentAccess)
    .values({
      uploadId: document.id,
      bookingId: document.bookingId,
      fileName: document.fileName,
      actorId: opener.id,
      actorEmail: opener.email,
      actorRole: opener.role === "admin" ? "admin" : "user",
      clientAddress: clientAddress.slice(0, 100),
    });
  await recordAudit({
    action: "document-download",
    actor: opener,
    target: `upload ${document.id} (${document.fileName})`,
    clientAddress,
  });
}

/**
 * Passes the bytes on, holding the latest piece back until the next one
 * comes, and fails at the end, without the last piece, if the bytes are not
 * the ones recorded.
 */
function sha256Check(expected: string) {
  const hash = createHash("sha256");
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      const previous = held;
      held = chunk;
      callback(null, previous ?? undefined);
    },
    flush(callback) {
      if (hash.digest("hex") !== expected) return callback(new Error("The document is not the one recorded."));
      callback(null, held ?? undefined);
    },
  });
}
