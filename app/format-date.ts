const IST = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A date and time as the firm reads it (Indian Standard Time), e.g. "22 Nov 2026, 10:30 am". */
export function formatDateTime(date: Date): string {
  return IST.format(date);
}
