// Where one return of one period stands, for the compliance grid (issue
// 37.5): what a partner reads on the 18th of the month. Browser-safe and
// pure: the grid, its counts, its filters and its CSV read the same answer.
import type { BookingStage } from "#app/bookings/stages.ts";
import type { BookingStatus } from "#app/db/schema.ts";

export const CELL_STATES = [
  "not-due",
  "waiting",
  "in-progress",
  "ready",
  "filed-on-time",
  "filed-late",
  "overdue",
] as const;
export type CellState = (typeof CELL_STATES)[number];

/**
 * Each state in words, a short word for the grid's narrow cells, a sign
 * (the grid never says a state by colour alone) and its colours.
 */
export const CELL_STATE_TEXTS: Record<CellState, { label: string; short: string; sign: string; colour: string }> = {
  "not-due": { label: "Not due yet", short: "Not due", sign: "○", colour: "bg-slate-50 text-slate-700" },
  waiting: { label: "Waiting on client", short: "Waiting", sign: "◐", colour: "bg-amber-50 text-amber-900" },
  "in-progress": { label: "In progress", short: "Working", sign: "◑", colour: "bg-sky-50 text-sky-900" },
  ready: { label: "Ready to file", short: "Ready", sign: "●", colour: "bg-violet-50 text-violet-900" },
  "filed-on-time": { label: "Filed on time", short: "On time", sign: "✓", colour: "bg-emerald-50 text-emerald-900" },
  "filed-late": { label: "Filed late", short: "Late", sign: "✓!", colour: "bg-orange-100 text-orange-900" },
  overdue: { label: "Overdue", short: "Overdue", sign: "!", colour: "bg-red-100 text-red-900" },
};

export type CellFacts = {
  /** Today in India (ISO day): due dates are Indian calendar days. */
  today: string;
  /** The return's due date for the period from the one due-date table, extensions applied. */
  dueOn: string;
  /** The period's work item (its booking), if the job queue or staff made it. */
  workItem: {
    stage: BookingStage;
    status: BookingStatus;
    /** The booking's latest draft for approval is approved (app/approvals/drafts.server.ts). */
    latestDraftApproved: boolean;
  } | null;
  /** The filing recorded for this return of the period, if any (for two forms of one return, the later one). */
  filing: { filedOn: string; dueOn: string | null } | null;
};

/**
 * The state of one return of one period. The checks run in this order, and
 * the first that holds decides:
 *
 * 1. A filing is recorded: filed on time when it was filed on or before
 *    its due date, else filed late. The due date is the later of the one
 *    the filing recorded and today's table: an extension notified after
 *    the return was recorded still makes it on time (only a notification
 *    moves a date, and only later).
 * 2. The due date has passed (the due day itself is not late): overdue,
 *    whatever the work item's stage. A return filed on the portal but not
 *    recorded is overdue here until staff record it, so the grid never
 *    says "done" without an acknowledgement on file.
 * 3. No work item yet: not due yet.
 * 4. The work item is Closed or at 'Filed / Submitted' with no filing of
 *    this return recorded: ready to file (what is missing is the record).
 * 5. 'Sent for your approval': ready to file once the client approved the
 *    latest draft, else waiting on client (their approval is the next move,
 *    as the staff's 'Waiting on client' view says).
 * 6. 'Booked' or 'Documents requested': waiting on client.
 * 7. 'Documents received' or 'In preparation': in progress.
 */
export function getCellState({ today, dueOn, workItem, filing }: CellFacts): CellState {
  if (filing) {
    const due = filing.dueOn && filing.dueOn > dueOn ? filing.dueOn : dueOn;
    return filing.filedOn <= due ? "filed-on-time" : "filed-late";
  }
  if (today > dueOn) return "overdue";
  if (!workItem) return "not-due";
  if (workItem.status === "Closed" || workItem.stage === "Filed / Submitted") return "ready";
  if (workItem.stage === "Sent for your approval") return workItem.latestDraftApproved ? "ready" : "waiting";
  if (workItem.stage === "Booked" || workItem.stage === "Documents requested") return "waiting";
  return "in-progress";
}
