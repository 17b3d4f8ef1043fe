import ical, { ICalAlarmType } from "ical-generator";
import type { DueDate, DueDateProfile } from "#app/tools/due-date-types.ts";

// The public due-date calendar as an iCalendar feed (issue 24.3, RFC 5545):
// one all-day event per due date, a reminder three days before, and a UID
// made of the rule, the date and our host, so that a calendar which imports
// or subscribes again updates its events instead of doubling them.
// ical-generator escapes the text and folds lines at 75 octets.

/** Short names for the calendar's title in a calendar app's list. */
const FEED_NAMES: Readonly<Record<DueDateProfile, string>> = {
  salaried: "Salaried",
  "gst-monthly": "GST monthly",
  "gst-qrmp": "GST quarterly, QRMP",
  company: "Company",
  llp: "LLP",
};

const DAY_SECONDS = 24 * 60 * 60;

export function renderDueDatesIcs(
  dates: DueDate[],
  options: { profile?: DueDateProfile; siteUrl: string; firmName: string },
): string {
  const siteUrl = options.siteUrl.replace(/\/$/, "");
  const pageUrl = `${siteUrl}/tools/due-dates`;
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: `Tax due dates${options.profile ? ` – ${FEED_NAMES[options.profile]}` : ""} (${options.firmName})`,
    description: `Statutory due dates for GST, income tax, TDS and company filings, from ${pageUrl}`,
    prodId: { company: options.firmName, product: "Tax due dates", language: "EN" },
    url: pageUrl,
    // Subscribed calendars fetch again daily, so an extension reaches them.
    ttl: DAY_SECONDS,
  });
  for (const due of dates) {
    calendar.createEvent({
      id: `${due.ruleId}-${due.date}@${host}`,
      // Midnight UTC of the day: with no time zone set, the library writes the UTC date as DTSTART;VALUE=DATE.
      start: new Date(`${due.date}T00:00:00Z`),
      allDay: true,
      summary: due.name,
      description: [`Who: ${due.who}`, `Late fee: ${due.lateFee}`, `Source: ${due.source}`, pageUrl].join("\n"),
      url: pageUrl,
      alarms: [{ type: ICalAlarmType.display, trigger: 3 * DAY_SECONDS, description: `Due in 3 days: ${due.name}` }],
    });
  }
  return calendar.toString();
}
