// A booking's due date as staff read it (issue 21.3): past it is overdue,
// within the next 7 days it is due soon. The dashboard's list and the
// booking's staff page both show it this way.
import { addDays, formatDay, getTodayInIndia } from "#app/format-date.ts";

/** How many days ahead a due date counts as soon (the 'Due this week' view's window too). */
export const DUE_SOON_DAYS = 7;

export type Due = { day: string; state: "overdue" | "soon" | "later" };

/** The due date of an open booking as shown ("31 Jul 2027") with its state; null when none or closed. */
export function describeDue(dueOn: string | null, status: string, today = getTodayInIndia()): Due | null {
  if (!dueOn || status === "Closed") return null;
  const state = dueOn < today ? "overdue" : dueOn <= addDays(today, DUE_SOON_DAYS) ? "soon" : "later";
  return { day: formatDay(dueOn), state };
}
