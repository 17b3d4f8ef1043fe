import ICAL from "ical.js";
import { expect, test } from "vitest";
import { getUpcomingDueDates } from "#app/catalog/due-dates.ts";
import { renderDueDatesIcs } from "#app/tools/due-dates-ics.server.ts";

const SITE = { siteUrl: "https://www.easytax.example", firmName: "EasyTax Filing" };

test("the feed parses, with one all-day event per due date, each with a stable unique UID and a reminder", () => {
  const dates = getUpcomingDueDates({ profile: "gst-monthly", from: "2026-11-25" });
  const text = renderDueDatesIcs(dates, { ...SITE, profile: "gst-monthly" });
  const calendar = new ICAL.Component(ICAL.parse(text));

  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Tax due dates – GST monthly (EasyTax Filing)");
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(dates.length);

  const uids = events.map((event) => String(event.getFirstPropertyValue("uid")));
  expect(new Set(uids).size).toBe(dates.length);
  events.forEach((event, index) => {
    const due = dates[index];
    if (!due) throw new Error("fewer dates than events");
    expect(uids[index]).toBe(`${due.ruleId}-${due.date}@www.easytax.example`);
    const start = event.getFirstProperty("dtstart");
    expect(start?.type).toBe("date");
    expect(String(start?.getFirstValue())).toBe(due.date);
    expect(event.getFirstPropertyValue("summary")).toBe(due.name);
    expect(event.getFirstPropertyValue("url")).toBe("https://www.easytax.example/tools/due-dates");
    const description = String(event.getFirstPropertyValue("description"));
    for (const part of [due.who, due.lateFee, due.source]) expect(description).toContain(part);
    const alarm = event.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-P3D");
  });

  // The same dates rendered again keep their UIDs: a re-import updates instead of doubling.
  const again = new ICAL.Component(ICAL.parse(renderDueDatesIcs(dates, { ...SITE, profile: "gst-monthly" })));
  expect(again.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("uid")))).toEqual(uids);
});

test("lines end in CRLF and are folded at 75 octets, the ₹ and dashes counted as bytes", () => {
  const text = renderDueDatesIcs(getUpcomingDueDates({ from: "2026-11-25" }), SITE);
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const lines = text.split("\r\n");
  expect(lines.every((line) => !line.includes("\n"))).toBe(true);
  for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
  // The long descriptions were folded (a continuation line starts with a space), not cut.
  expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue("x-wr-calname")).toBe(
    "Tax due dates (EasyTax Filing)",
  );
});
