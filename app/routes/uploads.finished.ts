import { data } from "react-router";
import { couldBeBookingId } from "#app/bookings/bookings.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { finishUploads } from "#app/uploads/upload-mail.server.ts";
import type { Route } from "./+types/uploads.finished";

// The browser's "my uploads for this booking are done" (upload-client.ts):
// the round's one email goes now instead of after the quiet window. Anyone
// holding the id may say so; at worst the round is mailed early and later
// files start a new one.
export async function action({ request, context }: Route.ActionArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (!(await checkRateLimit(RATE_LIMITS.upload, context.clientAddress))) {
    return data({ error: RATE_LIMIT_MESSAGE, finished: false }, { status: 429, headers });
  }
  let bookingId = "";
  try {
    const value = (await request.formData()).get("bookingId");
    bookingId = typeof value === "string" ? value.trim() : "";
  } catch {
    return data({ error: "The form could not be read.", finished: false }, { status: 400, headers });
  }
  if (!bookingId) return data({ error: "Booking Id is missing.", finished: false }, { status: 400, headers });
  if (!couldBeBookingId(bookingId)) {
    return data({ error: "No request found with that Booking Id.", finished: false }, { status: 404, headers });
  }
  return data({ error: null, finished: await finishUploads(bookingId) }, { headers });
}

export function loader() {
  return new Response("Say uploads are finished with POST.", { status: 405, headers: { Allow: "POST" } });
}
