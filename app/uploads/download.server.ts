// Serving a stored document to someone the route has already checked may
// have it: the file verified whole first (a changed byte or a wrong key
// means 'unavailable', never wrong bytes), the opening recorded in the
// document access log and the audit trail, then the plaintext streamed.
import { createHash } from "node:crypto";
import { pipeline, Readable, Transform } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import { data } from "react-router";
import { recordAudit } from "#app/audit/audit.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { documentAccess, uploads } from "#app/db/schema.ts";
import { logger } from "#app/logger.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

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

/** The document as an attachment, kept by no cache. */
export async function serveDocument(
  document: StoredDocument,
  opener: { id: string; email: string; role: string },
  clientAddress: string,
): Promise<Response> {
  const storage = getStorage();
  if (!(await storage.verify(document.storageKey, document.sha256))) {
    logger.error({ uploadId: document.id, bookingId: document.bookingId }, "a stored document failed its check");
    throw data(UNAVAILABLE, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
  await recordOpening(document, opener, clientAddress);
  // A failure mid-way (a file changed since the check) ends the response short: never wrong bytes.
  const checked = pipeline(await storage.open(document.storageKey), sha256Check(document.sha256), ignoreError);
  return new Response(Readable.toWeb(checked) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(document.size),
      "Content-Disposition": contentDisposition(document.fileName, { type: "attachment" }),
      "Cache-Control": "private, no-store",
    },
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

/** Passes the bytes on and fails the stream at its end if they are not the ones recorded. */
function sha256Check(expected: string) {
  const hash = createHash("sha256");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      const actual = hash.digest("hex");
      callback(actual === expected ? null : new Error("The document changed while it was being sent."));
    },
  });
}

function ignoreError() {}
