import type { ReactNode } from "react";

/** A box of a booking's page, the client's or the staff's: a section named by its heading. */
export function Box({ name, title, children }: { name: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${name}-heading`} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A box that folds to its heading and a line of what it holds (issue 36,
 * item 1): a long booking page reads in a few phone screens, and opens
 * without JavaScript (a native disclosure).
 */
export function FoldingBox({
  name,
  title,
  summary,
  open,
  children,
}: {
  name: string;
  title: ReactNode;
  /** What the folded box says it holds: "3 invoices, 1 unpaid". */
  summary: ReactNode;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-heading`} className="rounded-xl border border-slate-200 bg-white">
      <details open={open} className="group">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 p-5 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0">
            <h2 id={`${name}-heading`} className="text-lg font-semibold text-brand-900">
              {title}
            </h2>
            <span className="block text-sm text-slate-700">{summary}</span>
          </span>
          <span aria-hidden="true" className="mt-1 shrink-0 text-brand-700 transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="px-5 pb-5">{children}</div>
      </details>
    </section>
  );
}
