// Requests as browsers send them, through nginx or to one host directly,
// each from a client address of its own: the test runs on 127.0.0.1, which
// the hosts trust as a proxy (TRUST_PROXY=loopback), so the address it puts
// in X-Forwarded-For is the one the app counts, as it would be for a CDN in
// front of nginx. Request shapes are those of tests/resilience/client.ts.
import { createHash } from "node:crypto";
import {
  type BookingDetails,
  bookingForm,
  type Document,
  isUploaded,
  readFormBooking,
  readScriptBooking,
  scriptBookingForm,
  type UploadReply,
  uploadForm,
} from "#tests/resilience/client.ts";
import { signInByFetch } from "#tests/sign-in-by-fetch.ts";

export type Reply = { status: number; requestId: string; headers: Headers; body: string };

function headersFor(baseUrl: string, address: string, more: Record<string, string> = {}): Record<string, string> {
  return { Origin: new URL(baseUrl).origin, "X-Forwarded-For": address, ...more };
}

export async function post(
  baseUrl: string,
  path: string,
  address: string,
  body: FormData | URLSearchParams,
  more: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: headersFor(baseUrl, address, more),
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    requestId: response.headers.get("x-request-id") ?? "",
    headers: response.headers,
    body: await response.text(),
  };
}

/**
 * With JavaScript: the details to /cart-page.data, saying how many documents
 * will follow (as app/routes/cart-page.tsx does: the confirmation email then
 * waits for them and lists them); the booking id when acknowledged.
 */
export async function bookWithScript(
  baseUrl: string,
  address: string,
  booking: BookingDetails,
  pendingUploads: number,
) {
  const form = scriptBookingForm(booking);
  form.set("pendingUploads", String(pendingUploads));
  const reply = await post(baseUrl, "/cart-page.data", address, form);
  return { bookingId: readScriptBooking(reply.status, reply.body), reply };
}

/** One document to /uploads; `uploaded` when the page would show 'Uploaded'. */
export async function uploadDocument(baseUrl: string, address: string, bookingId: string, document: Document) {
  const reply = await post(baseUrl, "/uploads", address, uploadForm(bookingId, document));
  let parsed: UploadReply | null = null;
  try {
    parsed = JSON.parse(reply.body) as UploadReply;
  } catch {
    parsed = null;
  }
  return { uploaded: isUploaded(reply.status, parsed), reply };
}

/** The browser's "my uploads are done" (app/uploads/upload-client.ts). */
export function finishUploads(baseUrl: string, address: string, bookingId: string) {
  return post(baseUrl, "/uploads/finished", address, new URLSearchParams({ bookingId }));
}

/** Without JavaScript: details and files in one multipart post to /cart-page. */
export async function bookWithoutScript(
  baseUrl: string,
  address: string,
  booking: BookingDetails,
  documents: Document[],
) {
  const reply = await post(baseUrl, "/cart-page", address, bookingForm(booking, documents));
  return {
    bookingId: readFormBooking(reply.status, reply.headers.get("location"), reply.headers.getSetCookie()),
    reply,
  };
}

/** The login form as a browser posts it; the session's Cookie header. */
export function logIn(baseUrl: string, address: string, email: string, password: string): Promise<string> {
  return signInByFetch(baseUrl, { email, password }, { "X-Forwarded-For": address });
}

/** A GET with the staff's session; the SHA-256 of the body. */
export async function download(url: string, cookie: string, address: string) {
  const response = await fetch(url, { headers: { Cookie: cookie, "X-Forwarded-For": address }, redirect: "manual" });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    requestId: response.headers.get("x-request-id") ?? "",
    sha256: createHash("sha256").update(bytes).digest("hex"),
    size: bytes.length,
  };
}

/** A page as a visitor without cookies gets it (the kept copy, when the host has one). */
export async function getPage(url: string): Promise<{ status: number; body: string; cache: string | null }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.text(), cache: response.headers.get("x-cache") };
}
