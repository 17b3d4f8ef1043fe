import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { makeInvoicePdf, pdfResponse } from "#app/invoices/invoice-files.server.ts";
import type { Route } from "./+types/admin-invoice-pdf";

// An invoice or credit note as PDF, for the firm's staff.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = Number(params.invoiceId);
  const pdf = Number.isSafeInteger(id) && id > 0 ? await makeInvoicePdf(id) : null;
  if (!pdf) throw data("Not found", { status: 404 });
  return pdfResponse(pdf);
}
