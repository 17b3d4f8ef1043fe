// The compliance grid's views (issue 37.5): at 1280 px a table of clients
// down and months across whose first column stays while it scrolls
// sideways; on a phone one client at a time, picked from a list, with that
// client's returns down the page. A state is always said in a word and a
// sign beside its colour.
import { Link, useSearchParams } from "react-router";
import { CELL_STATE_TEXTS, CELL_STATES, type CellState } from "#app/compliance/cell-state.ts";
import type { Grid, GridCell, GridClient } from "#app/compliance/grid.ts";
import { getPeriodLabel } from "#app/engagements/periods.ts";
import { formatDay } from "#app/format-date.ts";

// A box that scrolls must be reachable by keyboard (axe `scrollable-region-focusable`), as DataTable's.
const KEYBOARD_SCROLLABLE = { tabIndex: 0 } as const;
const FIRST_COLUMN = "sticky left-0 z-10 w-52 min-w-52 border-r border-slate-200 px-2 py-2 text-left";

const workItemHref = (bookingId: string) => `/admin-dashboard/${encodeURIComponent(bookingId)}`;

/** The address of this page with one parameter changed (null: removed), the page back to the first. */
function useHrefWith() {
  const [searchParams] = useSearchParams();
  return (name: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    next.delete("page");
    if (value === null) next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
}

/** "2 overdue · 1 waiting on client": a count per state, in the states' order. */
function describeTally(tally: Partial<Record<CellState, number>>): string {
  return CELL_STATES.filter((state) => tally[state])
    .map((state) => `${tally[state]} ${CELL_STATE_TEXTS[state].label.toLowerCase()}`)
    .join(" · ");
}

function CellBadge({ form, cell, full = false }: { form: string; cell: GridCell; full?: boolean }) {
  const text = CELL_STATE_TEXTS[cell.state];
  const title = `${form} for ${getPeriodLabel(cell.period)}: ${text.label}, due ${formatDay(cell.dueOn)}`;
  const body = (
    <>
      <span aria-hidden="true">{text.sign}</span> {full ? text.label : text.short}
    </>
  );
  const className = `inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${text.colour}`;
  return cell.bookingId ? (
    <Link to={workItemHref(cell.bookingId)} title={title} className={`${className} underline`}>
      {body}
    </Link>
  ) : (
    <span title={title} className={className}>
      {body}
    </span>
  );
}

/** What each sign and colour means. */
export function StateLegend() {
  return (
    <ul aria-label="What the states mean" className="mt-3 flex flex-wrap gap-2 text-xs">
      {CELL_STATES.map((state) => (
        <li key={state} className={`rounded px-1.5 py-0.5 font-semibold ${CELL_STATE_TEXTS[state].colour}`}>
          <span aria-hidden="true">{CELL_STATE_TEXTS[state].sign}</span> {CELL_STATE_TEXTS[state].label}
        </li>
      ))}
    </ul>
  );
}

/** Clients down, the financial year's months across (hidden on phones). */
export function GridTable({ grid, caption }: { grid: Grid; caption: string }) {
  return (
    <section
      aria-label={caption}
      {...KEYBOARD_SCROLLABLE}
      className="relative mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 md:block"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            <th scope="col" className={`${FIRST_COLUMN} bg-slate-50 font-semibold`}>
              Client and return
            </th>
            {grid.months.map((month) => (
              <th key={month} scope="col" className="min-w-[5.25rem] px-1.5 py-2 text-left font-semibold">
                {getPeriodLabel(month)}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="row" className={`${FIRST_COLUMN} bg-slate-50 align-top font-normal`}>
              Returns in each state
            </th>
            {grid.counts.map((counts, index) => (
              <td key={grid.months[index]} className="border-b border-slate-200 px-1.5 py-1 align-top">
                <ul>
                  {CELL_STATES.filter((state) => counts[state] > 0).map((state) => (
                    <li key={state} title={CELL_STATE_TEXTS[state].label}>
                      <span aria-hidden="true">{`${CELL_STATE_TEXTS[state].sign} `}</span>
                      {`${counts[state]} ${CELL_STATE_TEXTS[state].short}`}
                    </li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.clients.length === 0 ? (
            <tr>
              <td colSpan={grid.months.length + 1} className="px-3 py-8 text-center text-slate-600">
                No returns match.
              </td>
            </tr>
          ) : (
            grid.clients.flatMap((client) =>
              client.rows.map((row, index) => (
                <tr key={row.key} className="align-top">
                  <th
                    scope="row"
                    className={`${FIRST_COLUMN} bg-white font-normal ${index === 0 ? "border-t border-t-slate-300" : ""}`}
                  >
                    {index === 0 ? (
                      <Link to={`/admin-clients/${client.id}`} className="block font-semibold text-brand-700 underline">
                        {client.name}
                      </Link>
                    ) : null}
                    <span className="block text-xs text-slate-700">{row.form}</span>
                  </th>
                  {grid.months.map((month, column) => (
                    <td
                      key={month}
                      className={`px-1.5 py-1.5 ${index === 0 ? "border-t border-t-slate-300" : "border-t border-t-slate-100"}`}
                    >
                      {row.cells
                        .filter((cell) => cell.column === column)
                        .map((cell) => (
                          <CellBadge key={cell.period} form={row.form} cell={cell} />
                        ))}
                    </td>
                  ))}
                </tr>
              )),
            )
          )}
        </tbody>
      </table>
    </section>
  );
}

/** On a phone: the clients to pick from, each with how their returns stand. */
export function ClientPicker({ clients }: { clients: GridClient[] }) {
  const hrefWith = useHrefWith();
  if (clients.length === 0) return <p className="mt-4 text-slate-600 md:hidden">No returns match.</p>;
  return (
    <ul aria-label="Clients" className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 md:hidden">
      {clients.map((client) => (
        <li key={client.id} className="px-3 py-2">
          <Link to={hrefWith("client", String(client.id))} className="font-semibold text-brand-700 underline">
            {client.name}
          </Link>
          <span className="block text-xs text-slate-700">{describeTally(client.tally)}</span>
        </li>
      ))}
    </ul>
  );
}

/** On a phone: one client's returns down the page, month by month. */
export function ClientPeriods({ grid, client }: { grid: Grid; client: GridClient | undefined }) {
  const hrefWith = useHrefWith();
  const months = grid.months
    .map((month, column) => ({
      month,
      cells:
        client?.rows.flatMap((row) =>
          row.cells.filter((cell) => cell.column === column).map((cell) => ({ form: row.form, cell })),
        ) ?? [],
    }))
    .filter(({ cells }) => cells.length > 0);
  return (
    <div className="mt-4 md:hidden">
      <Link to={hrefWith("client", null)} className="text-sm font-semibold text-brand-700 underline">
        All clients
      </Link>
      {client ? (
        <>
          <h2 className="mt-2 text-lg font-bold text-brand-900">
            <Link to={`/admin-clients/${client.id}`} className="underline">
              {client.name}
            </Link>
          </h2>
          <ol className="mt-2 space-y-3">
            {months.map(({ month, cells }) => (
              <li key={month}>
                <h3 className="text-sm font-semibold text-slate-800">{getPeriodLabel(month)}</h3>
                <ul className="mt-1 space-y-1">
                  {cells.map(({ form, cell }) => (
                    <li key={`${form}:${cell.period}`} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                      <span className="block font-medium text-slate-900">
                        {form} for {getPeriodLabel(cell.period)}
                      </span>
                      <CellBadge form={form} cell={cell} full />
                      <span className="ml-2 text-xs text-slate-700">
                        Due {formatDay(cell.dueOn)}
                        {cell.filedOn ? ` · filed ${formatDay(cell.filedOn)}` : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-slate-600">No returns of this client match.</p>
      )}
    </div>
  );
}
