import { csvResponse } from "#app/admin/csv.server.ts";
import { startCsvExport } from "#app/admin/list-routes.server.ts";
import { iterateEnquiries } from "#app/admin/lists.server.ts";
import { SERVICE_LABELS } from "#app/enquiries/enquiry-schemas.ts";
import type { Route } from "./+types/enquiries-dashboard[.]csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q } = await startCsvExport(request, context.clientAddress);
  async function* rows() {
    for await (const row of iterateEnquiries({ q })) {
      const service = SERVICE_LABELS[row.service as keyof typeof SERVICE_LABELS] ?? row.service;
      yield [row.name, row.phone, row.email, service, row.message, row.createdAt];
    }
  }
  return csvResponse("enquiries.csv", ["Name", "Phone", "Email", "Service", "Message", "Created At"], rows());
}
