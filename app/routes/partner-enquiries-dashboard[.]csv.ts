import { csvResponse } from "#app/admin/csv.server.ts";
import { startCsvExport } from "#app/admin/list-routes.server.ts";
import { iteratePartners } from "#app/admin/lists.server.ts";
import type { Route } from "./+types/partner-enquiries-dashboard[.]csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { q } = await startCsvExport(request, context.clientAddress);
  async function* rows() {
    for await (const row of iteratePartners({ q })) {
      yield [row.name, row.phone, row.email, row.address, row.firmDetails, row.createdAt];
    }
  }
  return csvResponse(
    "partner-enquiries.csv",
    ["Name", "Phone", "Email", "Address", "Firm Details", "Created At"],
    rows(),
  );
}
