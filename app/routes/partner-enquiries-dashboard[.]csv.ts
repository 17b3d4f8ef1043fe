import { requireAdmin } from "#app/accounts/session.server.ts";
import { csvResponse } from "#app/admin/csv.server.ts";
import { parseListQuery } from "#app/admin/list-query.ts";
import { iteratePartners } from "#app/admin/lists.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import type { Route } from "./+types/partner-enquiries-dashboard[.]csv";

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
