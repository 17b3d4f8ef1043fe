import type { ReactNode } from "react";

/** A scrollable table with a caption for screen readers and one header row. */
export function DataTable(props: {
  caption: string;
  columns: readonly string[];
  /** A column that stays in view when the table scrolls sideways. */
  stickyColumn?: string;
  dimmed?: boolean;
  children: ReactNode;
}) {
  const { caption, columns, stickyColumn, dimmed = false, children } = props;
  // NOTE: `relative` keeps the screen-reader-only texts (absolutely placed)
  // inside the scrolling box; without it they widen the whole page.
  return (
    <div className={`relative mt-6 overflow-x-auto rounded-xl border border-slate-200 ${dimmed ? "opacity-60" : ""}`}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-3 whitespace-nowrap ${column === stickyColumn ? "bg-slate-50 lg:sticky lg:right-0" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
        status === "Closed" ? "bg-slate-200 text-slate-800" : "bg-amber-100 text-amber-900"
      }`}
    >
      {status}
    </span>
  );
}

/** A load error, said plainly above the table. */
export function LoadError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      {message}
    </p>
  );
}
