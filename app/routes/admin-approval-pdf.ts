import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { makeApprovalRecordPdf } from "#app/approvals/approval-record.server.ts";
import { pdfResponse } from "#app/invoices/invoice-files.server.ts";
import type { Route } from "./+types/admin-approval-pdf";

// The record of a client's approval of a draft, as PDF, for the firm's staff.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pdf = await makeApprovalRecordPdf(Number(params.approvalId));
  if (!pdf) throw data("Not found", { status: 404 });
  return pdfResponse(pdf);
}
