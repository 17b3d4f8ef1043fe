import { csvResponse } from "#app/admin/csv.server.ts";
import { startExport } from "#app/admin/list-routes.server.ts";
import { CELL_STATE_TEXTS } from "#app/compliance/cell-state.ts";
import { getComplianceQuerySchema, loadComplianceGrid } from "#app/compliance/grid.server.ts";
import { getPeriodLabel } from "#app/engagements/periods.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import { readQuery } from "#app/forms.server.ts";
import type { Route } from "./+types/admin-compliance[.]csv";

// The compliance grid of the page's filters as CSV, every client (not one page), one line per return of a
// period. Admins only; audited.
export async function loader({ request, context }: Route.LoaderArgs) {
  await startExport(request, context.clientAddress);
  const today = getTodayInIndia();
  const query = readQuery(request, getComplianceQuerySchema(today));
  const grid = await loadComplianceGrid(query, today, null);
  async function* lines() {
    for (const client of grid.clients) {
      for (const row of client.rows) {
        for (const cell of row.cells) {
          yield [
            client.name,
            row.form,
            getPeriodLabel(cell.period),
            formatDay(cell.dueOn),
            CELL_STATE_TEXTS[cell.state].label,
            cell.filedOn ? formatDay(cell.filedOn) : "",
            cell.bookingId ?? "",
          ];
        }
      }
    }
  }
  return csvResponse(
    `compliance-${query.fy}.csv`,
    ["Client", "Return", "Period", "Due", "State", "Filed on", "Work item"],
    lines(),
  );
}
