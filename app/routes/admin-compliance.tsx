import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { listAdmins } from "#app/admin/staff-booking.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { CELL_STATE_TEXTS, CELL_STATES } from "#app/compliance/cell-state.ts";
import { ClientPeriods, ClientPicker, GridTable, StateLegend } from "#app/compliance/compliance-grid.tsx";
import { getComplianceQuerySchema, loadComplianceGrid } from "#app/compliance/grid.server.ts";
import { CLIENTS_PER_PAGE, RETURN_FORMS } from "#app/compliance/grid.ts";
import { ExportLink, ListFilter, ListSearch, Pagination, useListLoading } from "#app/components/admin-list.tsx";
import { LoadError } from "#app/components/data-table.tsx";
import { getPeriodOn } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { readQuery } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-compliance";

// The compliance grid (issue 37.5): every client's returns for a financial
// year, where each stands, what to chase. Admins only.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const today = getTodayInIndia();
  const query = readQuery(request, getComplianceQuerySchema(today));
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const [grid, admins] = await Promise.all([loadComplianceGrid(query, today, query.page), listAdmins()]);
    return data({ query, today, grid, admins, error: null as string | null }, { headers });
  } catch (error) {
    // The details go to the log, never to the page.
    logger.error({ err: error }, "loading the compliance grid failed");
    return data({ query, today, grid: null, admins: [], error: "Error fetching the compliance grid" }, { headers });
  }
}

/** The financial years to choose from: two back, this one, the next, and the one asked for. */
function getYearChoices(today: string, asked: string): string[] {
  const start = Number(getPeriodOn("yearly", today).slice(0, 4));
  const years = [-2, -1, 0, 1].map(
    (offset) => `${start + offset}-${String((start + offset + 1) % 100).padStart(2, "0")}`,
  );
  return years.includes(asked) ? years : [asked, ...years].sort();
}

export default function AdminCompliance({ loaderData }: Route.ComponentProps) {
  const { query, today, grid, admins, error } = loaderData;
  const loading = useListLoading("/admin-compliance");
  const caption = `Returns of FY ${query.fy}, clients by name, months across`;
  const selected = query.client === undefined ? undefined : grid?.clients.find((client) => client.id === query.client);
  return (
    <section className="mx-auto w-full max-w-[100rem] px-4 py-3 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">Compliance</h1>
      <p className="mt-2 text-sm text-slate-600">
        Every return of every client for FY {query.fy}, each in the month its period ends, and where it stands today.
      </p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <ListSearch placeholder="Client's name">
          <ListFilter label="Financial year" name="fy" value={query.fy}>
            {getYearChoices(today, query.fy).map((fy) => (
              <option key={fy} value={fy}>
                FY {fy}
              </option>
            ))}
          </ListFilter>
          <ListFilter label="Return" name="form" value={query.form}>
            <option value="">All returns</option>
            {RETURN_FORMS.map((form) => (
              <option key={form} value={form}>
                {form}
              </option>
            ))}
          </ListFilter>
          <ListFilter label="Owner" name="owner" value={query.owner}>
            <option value="">Anyone</option>
            <option value="none">Nobody yet</option>
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name}
              </option>
            ))}
          </ListFilter>
          <ListFilter label="State" name="state" value={query.state ?? ""}>
            <option value="">Any state</option>
            {CELL_STATES.map((state) => (
              <option key={state} value={state}>
                {CELL_STATE_TEXTS[state].label}
              </option>
            ))}
          </ListFilter>
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input type="checkbox" name="due" value="week" defaultChecked={query.due === "week"} />
            Due this week
          </label>
        </ListSearch>
        <ExportLink href="/admin-compliance.csv" />
      </div>
      <StateLegend />
      <LoadError message={error} />
      {grid ? (
        <div className={loading ? "opacity-60" : ""}>
          {query.client === undefined ? (
            <ClientPicker clients={grid.clients} />
          ) : (
            <ClientPeriods grid={grid} client={selected} />
          )}
          <GridTable grid={grid} caption={caption} />
          {query.client === undefined ? (
            <Pagination page={query.page} total={grid.total} pageSize={CLIENTS_PER_PAGE} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Compliance", description: "Every client's returns for the year." }),
    { name: "robots", content: "noindex" },
  ];
}
