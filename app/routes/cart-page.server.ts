import { parseWithZod } from "@conform-to/zod/v4";
import type { Challenge } from "altcha-lib";
import { redirect } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { CustomerDetailsSchema } from "#app/bookings/booking-schema.ts";
import { createBooking, IdempotencyKeyTaken, resolveBookingItems } from "#app/bookings/bookings.server.ts";
import { serializeLastBooking } from "#app/bookings/last-booking.server.ts";
import { serializeCart } from "#app/cart/cart.server.ts";
import { EMPTY_CART } from "#app/cart/cart.ts";
import {
  CHALLENGE_FIELD,
  checkFormLimits,
  checkPersonLimits,
  mayMailConfirmation,
  phoneKey,
} from "#app/challenge/form-limits.server.ts";
import { readForm, readFormMeta, reply, sayInLanguage, UNREADABLE_FORM } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { logger } from "#app/logger.server.ts";
import { RATE_LIMITS } from "#app/rate-limit.server.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { convertReceivedPhotos } from "#app/uploads/photos-to-pdf.server.ts";
import {
  type AcceptedFile,
  discardFiles,
  isMultipart,
  type RefusedFile,
  receiveMultipartForm,
} from "#app/uploads/receive.server.ts";
import { HONEYPOT_FIELD } from "#app/validation.ts";
import { isWhatsAppOn } from "#app/whatsapp/opt-in.server.ts";
import { toWhatsAppNumber } from "#app/whatsapp/whatsapp-number.ts";

/**
 * The booking submission (spec section 4). With JavaScript the browser sends
 * the details alone (clientUploads=1), gets the booking id back and then
 * uploads each file with a progress bar; without it, one multipart post
 * carries details and files and ends on the confirmation page. The same form
 * sent again (its idempotency key) answers with the first booking, storing
 * nothing new (decision 009).
 */
export async function submitBooking(request: Request, clientAddress: string) {
  // The booking keeps the language of the page it was made on (its page and emails), and so do its answers.
  const language = getLanguage(request);
  const confirmation = localizePath("/booking-confirmation", language);
  let fields: Record<string, string>;
  let files: AcceptedFile[] = [];
  let refused: string[] = [];
  try {
    if (isMultipart(request)) {
      const received = await receiveMultipartForm(request);
      fields = received.fields;
      files = received.accepted;
      refused = received.refused.map((file) => file.error);
    } else {
      fields = Object.fromEntries(
        [...(await readForm(request)).entries()].filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
    }
  } catch {
    return reply(null, { formError: UNREADABLE_FORM, more: { bookingId: null } });
  }

  // Without WhatsApp the form has no such box: a sent one is ignored, as any unknown field.
  if (!isWhatsAppOn()) delete fields.whatsapp;
  // The checkout is a streamed multipart form (busboy): its fields arrive as a record.
  const submission = parseWithZod(new URLSearchParams(fields), { schema: CustomerDetailsSchema });
  const refuse = async (formError: string | undefined, status: number, challenge: Challenge | null = null) => {
    await discardFiles(files);
    const hideFields = [HONEYPOT_FIELD, CHALLENGE_FIELD];
    return reply(submission, { formError, status, challenge, hideFields, more: { bookingId: null } });
  };

  const meta = readFormMeta(new URLSearchParams(fields));
  if (meta.isBot) {
    // A bot filled the field people never see: drop it quietly.
    await discardFiles(files);
    throw redirect(confirmation);
  }
  const limits = await checkFormLimits({
    address: { rule: RATE_LIMITS.booking, key: clientAddress },
    solution: meta.solution,
  });
  if (!limits.ok) return refuse(limits.message, 429, limits.challenge);
  if (submission.status !== "success") return refuse(undefined, 400);
  const resolved = resolveBookingItems(submission.value.items);
  if ("error" in resolved) return refuse(resolved.error, 400);
  const personLimits = await checkPersonLimits([
    { rule: RATE_LIMITS.bookingEmail, key: submission.value.email },
    { rule: RATE_LIMITS.bookingPhone, key: phoneKey(submission.value.phone) },
  ]);
  if (!personLimits.ok) return refuse(personLimits.message, 429);
  // Photos become one PDF only now, when the form has passed every check.
  const converted = await convertReceivedPhotos({ accepted: files, refused: [] as RefusedFile[] });
  files = converted.accepted;
  refused = [...refused, ...converted.refused.map((file) => file.error)];

  // The schema refused a ticked box beside a phone that is not an Indian mobile.
  const whatsapp = submission.value.whatsapp ? toWhatsAppNumber(submission.value.phone) : null;
  let bookingId: string;
  try {
    const user = await getSessionUser(request);
    const created = await createBooking({
      customerName: submission.value.name,
      email: submission.value.email,
      phone: submission.value.phone,
      instructions: submission.value.instructions,
      items: resolved.items,
      files,
      userId: user?.id ?? null,
      mailConfirmation: await mayMailConfirmation(submission.value.email, clientAddress),
      refused,
      // With JavaScript the documents follow in their own requests: the confirmation waits for them.
      uploadsFollow:
        fields.clientUploads === "1" && fields.pendingUploads !== undefined && fields.pendingUploads !== "0",
      idempotencyKey: meta.idempotencyKey,
      consent: { marketing: submission.value.marketing, clientAddress },
      whatsapp: whatsapp ? { number: whatsapp, clientAddress } : undefined,
      language,
    });
    bookingId = created.bookingId;
    refused = [...refused, ...created.refused.map((file) => file.error)];
  } catch (error) {
    // The files are already removed; the message names no booking.
    if (error instanceof IdempotencyKeyTaken) return refuse(error.message, 409);
    logger.error({ err: error }, "saving a booking failed");
    return refuse("Failed to submit booking: the booking could not be saved. Please try again in a moment.", 503);
  }

  const headers = new Headers();
  headers.append("Set-Cookie", await serializeCart(EMPTY_CART));
  headers.append("Set-Cookie", await serializeLastBooking({ bookingId, refused }));
  // The form stays as typed while its documents upload: no result, which would empty it.
  if (fields.clientUploads === "1") return reply(null, { headers, more: { bookingId } });
  return redirectWithToast(
    confirmation,
    [
      { type: "success", message: sayInLanguage("Booking submitted successfully!", language) },
      ...(refused.length > 0
        ? [{ type: "error" as const, message: sayInLanguage("An error occurred during the uploads.", language) }]
        : []),
    ],
    { headers },
  );
}
