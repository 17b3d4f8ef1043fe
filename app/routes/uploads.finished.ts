import { parseWithZod } from "@conform-to/zod/v4";
import { couldBeBookingId } from "#app/bookings/bookings.server.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { finishUploads } from "#app/uploads/upload-mail.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/uploads.finished";

const FinishedSchema = z.object({
  bookingId: z.string({ error: "Booking Id is missing." }).trim().min(1, "Booking Id is missing."),
});

// The browser's "my uploads for this booking are done" (upload-client.ts):
// the round's one email goes now instead of after the quiet window. Anyone
// holding the id may say so; at worst the round is mailed early and later
// files start a new one.
export async function action({ request, context }: Route.ActionArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (!(await checkRateLimit(RATE_LIMITS.upload, context.clientAddress))) {
    return reply(null, { formError: RATE_LIMIT_MESSAGE, status: 429, headers, more: { finished: false } });
  }
  const submission = parseWithZod(await readForm(request), { schema: FinishedSchema });
  if (submission.status !== "success") return reply(submission, { headers, more: { finished: false } });
  const { bookingId } = submission.value;
  if (!couldBeBookingId(bookingId)) {
    const formError = "No request found with that Booking Id.";
    return reply(submission, { formError, status: 404, headers, more: { finished: false } });
  }
  return reply(submission, { headers, more: { finished: await finishUploads(bookingId) } });
}

export function loader() {
  return new Response("Say uploads are finished with POST.", { status: 405, headers: { Allow: "POST" } });
}
