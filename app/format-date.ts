// One time zone everywhere the firm or a client reads a time: Indian
// Standard Time, labelled, so nobody has to guess (issue 18.12). Dates are
// stored in UTC; only what is shown is IST.

const IST = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A date and time as the firm reads it, e.g. "22 Nov 2026, 10:30 am IST". */
export function formatDateTime(date: Date): string {
  return `${IST.format(date)} IST`;
}

const DAY = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

/** A calendar date ("2026-11-15") as "15 Nov 2026". */
export function formatDay(isoDate: string): string {
  return DAY.format(new Date(`${isoDate}T00:00:00+05:30`));
}

const ISO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** A calendar date ("2026-11-24") `days` days later (earlier, for a negative count). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from one date to another: from the 11th to the 12th is 1. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today's date in India, as "2026-11-24". */
export function getTodayInIndia(now = new Date()): string {
  return ISO_DAY.format(now);
}
