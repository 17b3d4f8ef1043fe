import { listCsv, startCsvExport } from "#app/admin/list-routes.server.ts";
import { CLIENTS } from "#app/admin/lists.server.ts";
import type { Route } from "./+types/admin-clients[.]csv";

// The client list as the page shows it (PAN masked), every row of its search. Admins only; audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = await startCsvExport(request, context.clientAddress, CLIENTS);
  return listCsv(CLIENTS, query, {
    fileName: "clients.csv",
    header: ["Name", "Email", "Phone", "PAN", "GSTINs", "Language", "Open work", "Outstanding", "Last contact (IST)"],
    cells: (row) => [
      row.name,
      row.email,
      row.phone,
      row.pan,
      row.gstins.join("; "),
      row.language,
      row.openWork,
      row.outstanding,
      row.lastContact,
    ],
  });
}
