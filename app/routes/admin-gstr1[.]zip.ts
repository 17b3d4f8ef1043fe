import { startExport } from "#app/admin/list-routes.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { readGstr1Sections, zipGstr1Sections } from "#app/invoices/gstr1-offline.server.ts";
import { GSTR1_SPANS, getGstr1Period } from "#app/invoices/gstr1-offline.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { toResponseBody } from "#app/web-stream.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/admin-gstr1[.]zip";

// The GSTR-1 of a month, or of its quarter under QRMP (?month=2026-11&span=quarter),
// one CSV per section of the GST Offline Tool. Admins only; the export is audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  await startExport(request, context.clientAddress);
  const query = readQuery(
    request,
    z.object({
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
        .catch(""),
      span: z.enum(GSTR1_SPANS).catch("month"),
    }),
  );
  if (!query.month) {
    throw await redirectWithToast("/admin-invoices", [
      { type: "error", message: "Please choose the month to export." },
    ]);
  }
  const period = getGstr1Period(query.month, query.span);
  const zip = zipGstr1Sections(await readGstr1Sections(period));
  return new Response(toResponseBody(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="gstr1-${period.from.slice(0, 7)}-to-${period.to.slice(0, 7)}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}
