import { describe, expect, test } from "vitest";
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatDateTime,
  formatDay,
  getMonthName,
  translateMonthNames,
} from "./format-date.ts";

describe("dates in each language", () => {
  test("English stays as it was", () => {
    expect(formatDay("2026-11-15")).toBe("15 Nov 2026");
    expect(formatDateTime(new Date("2026-11-22T05:00:00Z"))).toBe("22 Nov 2026, 10:30 am IST");
  });

  test("Hindi and Odia: day, the month's full name, year, in Latin digits, in IST", () => {
    expect(formatDay("2026-11-15", "hi")).toBe("15 नवंबर 2026");
    expect(formatDay("2027-03-31", "or")).toBe("31 ମାର୍ଚ୍ଚ 2027");
    // 20:00 UTC on the 21st is 1:30 am on the 22nd in India.
    expect(formatDateTime(new Date("2026-11-21T20:00:00Z"), "hi")).toBe("22 नवंबर 2026, 1:30 am IST");
    expect(formatDateTime(new Date("2026-01-05T09:15:00Z"), "or")).toBe("5 ଜାନୁଆରୀ 2026, 2:45 pm IST");
  });

  test("month names", () => {
    expect(getMonthName(10, "en")).toBe("October");
    expect(getMonthName(8, "hi")).toBe("अगस्त");
  });

  test("the English month names are the runtime's, written out so that loading the module builds no formatter", () => {
    const runtime = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      expect(getMonthName(month, "en")).toBe(runtime.format(Date.UTC(2026, month - 1, 1)));
    }
  });
});

test("a period staff wrote reads with the language's month names, the rest as written", () => {
  expect(translateMonthNames("October 2026", "en")).toBe("October 2026");
  expect(translateMonthNames("October 2026", "hi")).toBe("अक्तूबर 2026");
  expect(translateMonthNames("July–september 2026 (Q2)", "or")).toBe("ଜୁଲାଇ–ସେପ୍ଟେମ୍ବର 2026 (Q2)");
  expect(translateMonthNames("FY 2026-27", "hi")).toBe("FY 2026-27");
});

test("a calendar's days and months: the weekday and our month names in Hindi and Odia, English as Intl writes it", () => {
  expect(formatCalendarDay("2026-12-11")).toBe(
    new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
      Date.UTC(2026, 11, 11),
    ),
  );
  expect(formatCalendarDay("2026-12-11", "hi")).toBe("शुक्र, 11 दिसंबर");
  expect(formatCalendarDay("2027-01-03", "or")).toBe("ରବି, 3 ଜାନୁଆରୀ");
  expect(formatCalendarMonth("2026-12-11")).toBe("December 2026");
  expect(formatCalendarMonth("2026-08-31", "hi")).toBe("अगस्त 2026");
  expect(formatCalendarMonth("2027-05-30", "or")).toBe("ମଇ 2027");
});
