import { data } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { findClientUpload } from "#app/bookings/booking-page.server.ts";
import { serveDocument } from "#app/uploads/download.server.ts";
import type { Route } from "./+types/client-booking.documents";

// A document of a client's own booking (theirs, or one the firm sent them),
// streamed to that client and to nobody else: anyone else gets 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const id = Number(params.uploadId);
  const upload =
    user?.role === "user" && Number.isSafeInteger(id) && id > 0
      ? await findClientUpload(params.bookingId, id, user.email)
      : null;
  if (!upload || !user) throw data("Not found", { status: 404 });
  return serveDocument(upload, user, context.clientAddress);
}
