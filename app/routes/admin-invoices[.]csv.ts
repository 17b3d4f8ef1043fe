import { csvResponse } from "#app/admin/csv.server.ts";
import { startExport } from "#app/admin/list-routes.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { ExportRangeSchema, GSTR1_COLUMNS, iterateGstr1Rows } from "#app/invoices/gstr1-export.server.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/admin-invoices[.]csv";

// Invoices and credit notes of a date range (?from=&to=), for the
// accountant who prepares GSTR-1. Admins only; the export is audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  await startExport(request, context.clientAddress);
  const days = readQuery(request, z.object({ from: z.string().catch(""), to: z.string().catch("") }));
  const range = ExportRangeSchema.safeParse(days);
  if (!range.success) {
    const message = range.error.issues[0]?.message ?? "Please choose the dates to export.";
    throw await redirectWithToast("/admin-invoices", [{ type: "error", message }]);
  }
  const { from, to } = range.data;
  return csvResponse(`invoices-${from}-to-${to}.csv`, GSTR1_COLUMNS, iterateGstr1Rows(range.data));
}
