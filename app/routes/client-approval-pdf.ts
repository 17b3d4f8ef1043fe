import { data } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { makeApprovalRecordPdf } from "#app/approvals/approval-record.server.ts";
import { isOwnBooking } from "#app/bookings/booking-page.server.ts";
import { pdfResponse } from "#app/invoices/invoice-files.server.ts";
import type { Route } from "./+types/client-approval-pdf";

// The record of an approval of a client's own booking, as PDF, for that
// client and nobody else: anyone else gets 404, whatever the ids.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const own = user?.role === "user" && (await isOwnBooking(params.bookingId, user.email));
  const pdf = own ? await makeApprovalRecordPdf(Number(params.approvalId), params.bookingId) : null;
  if (!pdf) throw data("Not found", { status: 404 });
  return pdfResponse(pdf);
}
