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
