import { getSessionUser } from "#app/accounts/session.server.ts";
import { ANYONE, addDocuments, bookingExists, couldBeBookingId, type Sender } from "#app/bookings/bookings.server.ts";
import { getLastBooking } from "#app/bookings/last-booking.server.ts";
import { logger } from "#app/logger.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { convertReceivedPhotos } from "#app/uploads/photos-to-pdf.server.ts";
import { discardFiles, isMultipart, receiveMultipartForm } from "#app/uploads/receive.server.ts";
import { recordRefusals } from "#app/uploads/upload-mail.server.ts";

export type UploadOutcome = {
  status: number;
  bookingId: string;
  error: string | null;
  results: { fileName: string; error: string | null }[];
};

/**
 * Documents sent for an existing booking (the past booking page, the
 * client's booking page, and the cart page after booking). Files are kept
 * only if the booking exists. Which page sent them does not matter, nor
 * anything else the browser says: the booking's client (see Sender) adds to
 * the booking; anyone else holding the id sends unchecked documents through
 * the booking lookup (issue 34.3).
 */
export async function receiveDocuments(request: Request, clientAddress: string): Promise<UploadOutcome> {
  const fail = (error: string, status: number, bookingId = ""): UploadOutcome => ({
    status,
    bookingId,
    error,
    results: [],
  });
  if (!(await checkRateLimit(RATE_LIMITS.upload, clientAddress))) return fail(RATE_LIMIT_MESSAGE, 429);
  if (!isMultipart(request)) return fail("Please select one or more files.", 400);

  let received: Awaited<ReturnType<typeof receiveMultipartForm>>;
  try {
    received = await receiveMultipartForm(request);
  } catch {
    return fail("The upload was interrupted. Please try again.", 400);
  }
  const bookingId = received.fields.bookingId?.trim() ?? "";
  if (!bookingId) {
    await discardFiles(received.accepted);
    return fail("Booking Id is missing.", 400);
  }
  if (!couldBeBookingId(bookingId)) {
    await discardFiles(received.accepted);
    return fail("No request found with that Booking Id.", 404);
  }
  if (received.accepted.length + received.refused.length === 0) {
    return fail("Please select one or more files.", 400, bookingId);
  }
  if (!(await bookingExists(bookingId))) {
    await discardFiles(received.accepted);
    return fail("No request found with that Booking Id.", 404, bookingId);
  }
  // Photos become one PDF only now, for a booking that exists.
  received = await convertReceivedPhotos(received);
  const results = [
    ...received.accepted.map((file) => ({ fileName: file.fileName, error: null })),
    ...received.refused.map((file) => ({ fileName: file.fileName, error: file.error })),
  ];
  const refusedOnReceipt = received.refused.map((file) => file.error);
  if (received.accepted.length === 0) {
    await recordRefusals(bookingId, refusedOnReceipt);
    return { status: 422, bookingId, error: null, results };
  }
  let added: Awaited<ReturnType<typeof addDocuments>>;
  try {
    added = await addDocuments(
      bookingId,
      received.accepted,
      refusedOnReceipt,
      received.fields.filedAs,
      await identifySender(request),
    );
  } catch (error) {
    logger.error({ err: error, bookingId }, "storing uploaded documents failed");
    await discardFiles(received.accepted);
    const notSaved = "it could not be saved. Please try again in a moment.";
    return {
      status: 503,
      bookingId,
      error: "The files could not be saved. Please try again in a moment.",
      results: results.map((result) => ({ ...result, error: result.error ?? notSaved })),
    };
  }
  if (!added) {
    await discardFiles(received.accepted);
    return fail("No request found with that Booking Id.", 404, bookingId);
  }
  const overQuota = new Map(added.refused.map((item) => [item.file, item.error]));
  const final = [
    ...received.accepted.map((file) => ({ fileName: file.fileName, error: overQuota.get(file) ?? null })),
    ...received.refused.map((file) => ({ fileName: file.fileName, error: file.error })),
  ];
  const refusedAny = final.some((result) => result.error !== null);
  return { status: refusedAny ? 422 : 200, bookingId, error: null, results: final };
}

/** The sender as the request's signed cookies prove it; nobody known when they cannot be read. */
async function identifySender(request: Request): Promise<Sender> {
  try {
    const [last, user] = await Promise.all([getLastBooking(request), getSessionUser(request)]);
    return { justBooked: last?.bookingId ?? null, email: user?.role === "user" ? user.email : null };
  } catch (error) {
    logger.warn({ err: error }, "reading who sent documents failed: they go in unchecked");
    return ANYONE;
  }
}
