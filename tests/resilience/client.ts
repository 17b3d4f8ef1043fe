// What the browser sends, over HTTP, for the resilience tests. The request
// shapes are those of app/routes/cart-page.tsx (with JavaScript: the details
// as a fetcher submission to /cart-page.data, then each file on its own to
// /uploads, app/uploads/upload-client.ts) and of the plain HTML form (one
// multipart post to /cart-page).
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import http from "node:http";
import { SERVICES } from "#app/catalog/services.ts";

export type Document = { name: string; bytes: Buffer; sha256: string };
export type ItemLine = [key: string, quantity: number];
export type BookingDetails = { name: string; phone: string; email: string; instructions: string; items: ItemLine[] };

/** Every option key of the catalog, "{serviceId}:{optionId}" (app/catalog/catalog.server.ts). */
const OPTION_KEYS = SERVICES.flatMap((service) =>
  service.options.map((option) => `${service.path.slice(1)}:${option.id}`),
);

const BOOKING_ID = /ETF-\d{13}-\d{1,4}/;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A small valid-looking PDF or ZIP (recognised by its first bytes), unique by its random filler. */
export function makeDocument(kind: "pdf" | "zip", size: number): Document {
  const marker = randomUUID();
  const head =
    kind === "pdf" ? Buffer.from(`%PDF-1.7\n% ${marker}\n`) : Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
  const tail = kind === "pdf" ? Buffer.from("\n%%EOF\n") : Buffer.from(marker);
  const bytes = Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
  return {
    name: `${kind === "pdf" ? "return" : "papers"}-${marker.slice(0, 8)}.${kind}`,
    bytes,
    sha256: sha256(bytes),
  };
}

export function randomDocument(minBytes = 2_000, maxBytes = 120_000): Document {
  return makeDocument(Math.random() < 0.5 ? "pdf" : "zip", randomInt(minBytes, maxBytes));
}

/** One to three distinct catalog options with quantities. */
export function randomBooking(tag: string): BookingDetails {
  const keys = [...OPTION_KEYS].sort(() => Math.random() - 0.5).slice(0, randomInt(1, 4));
  return {
    name: "Asha Rao",
    phone: "+91 98765 43210",
    email: `${tag}-${randomUUID()}@example.com`,
    instructions: "Please call after 6 pm.",
    items: keys.map((key) => [key, randomInt(1, 4)]),
  };
}

function detailFields(booking: BookingDetails): Record<string, string> {
  return {
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    instructions: booking.instructions,
    items: JSON.stringify(booking.items),
    // The privacy notice's box, ticked (issue 22.5).
    consent: "on",
    // The honeypot the page renders empty.
    website: "",
  };
}

/** Browsers send the page's origin with every POST. */
const originOf = (baseUrl: string) => ({ Origin: new URL(baseUrl).origin });

/**
 * With JavaScript: the fetcher posts the details (no files) to the route's
 * data URL; the answer is a turbo-stream carrying the booking id.
 * Resolves with the id when the server acknowledged the booking, else null.
 */
export async function bookWithScript(baseUrl: string, booking: BookingDetails): Promise<string | null> {
  const response = await fetch(`${baseUrl}/cart-page.data`, {
    method: "POST",
    headers: originOf(baseUrl),
    body: scriptBookingForm(booking),
  });
  return readScriptBooking(response.status, await response.text());
}

/** What the fetcher sends: the details urlencoded, files left for /uploads. */
export function scriptBookingForm(booking: BookingDetails): URLSearchParams {
  return new URLSearchParams({ ...detailFields(booking), clientUploads: "1" });
}

/** The booking id in a 2xx turbo-stream reply, else null. */
export function readScriptBooking(status: number, body: string): string | null {
  if (status < 200 || status >= 300) return null;
  return BOOKING_ID.exec(body)?.[0] ?? null;
}

export type UploadReply = { error: string | null; results?: { fileName: string; error: string | null }[] };

/** The form one document is sent with to /uploads (upload-client.ts). */
export function uploadForm(bookingId: string, document: Document): FormData {
  const form = new FormData();
  form.append("bookingId", bookingId);
  form.append("file", new File([new Uint8Array(document.bytes)], document.name));
  return form;
}

/** True when the page would show 'Uploaded' for this file (upload-client.ts's reading of the reply). */
export function isUploaded(status: number, reply: UploadReply | null): boolean {
  const error = reply?.results?.[0]?.error ?? reply?.error ?? (status >= 400 ? "refused" : null);
  return status >= 200 && status < 300 && error === null;
}

export async function uploadDocument(baseUrl: string, bookingId: string, document: Document): Promise<boolean> {
  const response = await fetch(`${baseUrl}/uploads`, {
    method: "POST",
    headers: originOf(baseUrl),
    body: uploadForm(bookingId, document),
  });
  const reply = (await response.json().catch(() => null)) as UploadReply | null;
  return isUploaded(response.status, reply);
}

/** The form the page posts without JavaScript: details and files together. */
export function bookingForm(booking: BookingDetails, documents: Document[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(detailFields(booking))) form.append(name, value);
  for (const document of documents) form.append("files", new File([new Uint8Array(document.bytes)], document.name));
  return form;
}

/**
 * The signed last_booking cookie of a booking reply (app/bookings/last-booking.server.ts):
 * base64 JSON, then a dot and the signature.
 */
function readLastBooking(setCookies: string[]): { bookingId: string; refused: string[] } | null {
  const cookie = setCookies.find((value) => value.startsWith("last_booking="));
  const value = decodeURIComponent(cookie?.split(";")[0]?.slice("last_booking=".length) ?? "");
  const payload = value.slice(0, value.lastIndexOf("."));
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
      bookingId?: unknown;
      refused?: unknown;
    };
    if (typeof parsed.bookingId !== "string" || !Array.isArray(parsed.refused)) return null;
    return { bookingId: parsed.bookingId, refused: parsed.refused.map(String) };
  } catch {
    return null;
  }
}

/**
 * Without JavaScript: one multipart post; success is the redirect to the
 * confirmation page with the booking in its cookie. Resolves with the id
 * when the booking and every file were acknowledged, else null.
 */
export async function bookWithoutScript(
  baseUrl: string,
  booking: BookingDetails,
  documents: Document[],
): Promise<string | null> {
  const response = await fetch(`${baseUrl}/cart-page`, {
    method: "POST",
    headers: originOf(baseUrl),
    body: bookingForm(booking, documents),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return readFormBooking(response.status, response.headers.get("location"), response.headers.getSetCookie());
}

/** The booking id of a plain-form reply that stored the booking and every file, else null. */
export function readFormBooking(status: number, location: string | null | undefined, setCookies: string[]) {
  if (status !== 302 || location !== "/booking-confirmation") return null;
  const last = readLastBooking(setCookies);
  return last && last.refused.length === 0 ? last.bookingId : null;
}

/** A FormData as the bytes and content type a browser would send. */
export async function encodeForm(form: FormData | URLSearchParams): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "",
  };
}

export type SlowRequest = {
  /** Bytes of the body written so far. */
  sent(): number;
  total: number;
  response: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
};

/**
 * A POST on its own connection whose body (with its Content-Length, as
 * browsers send forms) trickles out in chunks: a slow client, in flight for
 * as long as the test needs.
 */
export function postSlowly(
  url: string,
  payload: { body: Buffer; contentType: string },
  pace: { chunkBytes: number; intervalMs: number },
): SlowRequest {
  let written = 0;
  const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(url, {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": payload.contentType,
          "Content-Length": payload.body.length,
          Origin: new URL(url).origin,
        },
      });
      request.on("error", reject);
      request.on("response", (reply) => {
        const chunks: Buffer[] = [];
        reply.on("data", (chunk: Buffer) => chunks.push(chunk));
        reply.on("error", reject);
        reply.on("end", () =>
          resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks).toString() }),
        );
      });
      const writeNext = () => {
        if (request.destroyed) return;
        const chunk = payload.body.subarray(written, written + pace.chunkBytes);
        written += chunk.length;
        if (written >= payload.body.length) {
          request.end(chunk);
          return;
        }
        request.write(chunk);
        setTimeout(writeNext, pace.intervalMs);
      };
      writeNext();
    },
  );
  return { sent: () => written, total: payload.body.length, response };
}
