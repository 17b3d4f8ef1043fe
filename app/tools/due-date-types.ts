// The public due-date calendar's shapes (issue 24.3): who a date is for,
// and one date as the calendar, the .ics feed and the reminders show it.

/** "I am a …": the filters of the calendar, the feed and the reminders. */
export const DUE_DATE_PROFILES = {
  salaried: "Salaried",
  "gst-monthly": "Business under GST, monthly returns",
  "gst-qrmp": "Business under GST, quarterly returns (QRMP)",
  company: "Company",
  llp: "LLP",
} as const;
export type DueDateProfile = keyof typeof DUE_DATE_PROFILES;

/** One statutory due date. */
export type DueDate = {
  /** YYYY-MM-DD, a calendar day in India. */
  date: string;
  /** The rule's id in app/catalog/due-dates.ts ("gstr-1-monthly"). */
  ruleId: string;
  /** What falls due: "GSTR-1 for October 2026". */
  name: string;
  /** The form or return: "GSTR-1". */
  form: string;
  /** Who it applies to, in a line. */
  who: string;
  /** The late fee or interest, in a line. */
  lateFee: string;
  /** The law, rule or notification that sets the date. */
  source: string;
  /** The profiles it concerns. */
  profiles: DueDateProfile[];
};
