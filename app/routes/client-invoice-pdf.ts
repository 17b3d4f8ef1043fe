import { data } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { isOwnBooking } from "#app/bookings/booking-page.server.ts";
import { makeInvoicePdf, pdfResponse } from "#app/invoices/invoice-files.server.ts";
import type { Route } from "./+types/client-invoice-pdf";

// An invoice of a client's own booking, as PDF, for that client and nobody
// else: anyone else gets 404, whatever the ids.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const id = Number(params.invoiceId);
  const own =
    user?.role === "user" && Number.isSafeInteger(id) && id > 0 && (await isOwnBooking(params.bookingId, user.email));
  const pdf = own ? await makeInvoicePdf(id, params.bookingId) : null;
  if (!pdf) throw data("Not found", { status: 404 });
  return pdfResponse(pdf);
}
