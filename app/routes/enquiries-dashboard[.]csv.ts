import { requireAdmin } from "#app/accounts/session.server.ts";
import { csvResponse } from "#app/admin/csv.server.ts";
import { parseListQuery } from "#app/admin/list-query.ts";
import { iterateEnquiries } from "#app/admin/lists.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { SERVICE_LABELS } from "#app/enquiries/enquiry-schemas.ts";
import type { Route } from "./+types/enquiries-dashboard[.]csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  await recordAudit({
    action: "csv-export",
    actor: admin,
    target: `${url.pathname}${url.search}`,
    clientAddress: context.clientAddress,
  });
  const { q } = parseListQuery(url);
  async function* rows() {
    for await (const row of iterateEnquiries({ q })) {
      const service = SERVICE_LABELS[row.service as keyof typeof SERVICE_LABELS] ?? row.service;
      yield [row.name, row.phone, row.email, service, row.message, row.createdAt];
    }
  }
  return csvResponse("enquiries.csv", ["Name", "Phone", "Email", "Service", "Message", "Created At"], rows());
}
