import type { Due } from "#app/admin/due.ts";

const COLOURS: Record<Due["state"], string> = {
  overdue: "text-red-700",
  soon: "text-amber-800",
  later: "text-slate-600",
};

/** "Overdue: 3 Dec 2026" in red, "Due 3 Dec 2026" in amber within 7 days (issue 21.3). */
export function DueLabel({ due, className = "" }: { due: Due; className?: string }) {
  return (
    <span className={`block text-xs font-semibold ${COLOURS[due.state]} ${className}`}>
      {due.state === "overdue" ? "Overdue: " : "Due "}
      {due.day}
    </span>
  );
}
