// One time zone everywhere the firm or a client reads a time: Indian
// Standard Time, labelled, so nobody has to guess (issue 18.12). Dates are
// stored in UTC; only what is shown is IST.
//
// Hindi and Odia dates are written day, month's full name, year, in Latin
// digits, as Indian government sites write them in both languages
// (docs/decisions/022-languages.md). The month names are ours, not the
// runtime's: a phone's browser and the server must write the same words.
import type { Language } from "#app/i18n/languages.ts";

/**
 * A formatter made the first time it is used, not when this module loads:
 * public pages import this file for one function, and each Intl.DateTimeFormat
 * costs a phone milliseconds to build (seventeen of them were about 200 ms of
 * a Lighthouse run's blocking time on the home page, issue 41).
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const MONTHS: Record<Exclude<Language, "en">, readonly string[]> = {
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"],
  or: ["ଜାନୁଆରୀ", "ଫେବୃଆରୀ", "ମାର୍ଚ୍ଚ", "ଅପ୍ରେଲ", "ମଇ", "ଜୁନ", "ଜୁଲାଇ", "ଅଗଷ୍ଟ", "ସେପ୍ଟେମ୍ବର", "ଅକ୍ଟୋବର", "ନଭେମ୍ବର", "ଡିସେମ୍ବର"],
};

/** A month's name in a language, 1 = January: "नवंबर". English: "November". */
export function getMonthName(month: number, language: Language): string {
  if (language === "en") return ENGLISH_MONTHS[month - 1] ?? "";
  return MONTHS[language][month - 1] ?? "";
}

/**
 * A period written by staff ("October 2026", "July–September 2026") with its
 * English month names in a language: "अक्तूबर 2026". The rest stays as written.
 */
export function translateMonthNames(text: string, language: Language): string {
  if (language === "en") return text;
  return text.replace(MONTH_WORD, (word) => getMonthName(ENGLISH_MONTHS.indexOf(capitalise(word)) + 1, language));
}

const capitalise = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;

/**
 * The months' names in English, January first: what Intl.DateTimeFormat("en-IN", { month: "long" })
 * writes (app/format-date.test.ts checks), without building it.
 */
export const ENGLISH_MONTHS: readonly string[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const MONTH_WORD = new RegExp(`\\b(${ENGLISH_MONTHS.join("|")})\\b`, "gi");

const IST_PARTS = lazyFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** Day, month (1–12), year, "10:30", "am" of an instant in IST. */
function getIstParts(date: Date) {
  const parts = Object.fromEntries(
    IST_PARTS()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: Number(parts.day),
    month: Number(parts.month),
    year: Number(parts.year),
    time: `${parts.hour}:${parts.minute}`,
    dayPeriod: (parts.dayPeriod ?? "").toLowerCase(),
  };
}

const IST = lazyFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A date and time as the firm reads it, e.g. "22 Nov 2026, 10:30 am IST" ("22 नवंबर 2026, 10:30 am IST"). */
export function formatDateTime(date: Date, language: Language = "en"): string {
  if (language === "en") return `${IST().format(date)} IST`;
  const { day, month, year, time, dayPeriod } = getIstParts(date);
  return `${day} ${getMonthName(month, language)} ${year}, ${time} ${dayPeriod} IST`;
}

const DAY = lazyFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

/** A calendar date ("2026-11-15") as "15 Nov 2026" ("15 नवंबर 2026", "15 ନଭେମ୍ବର 2026"). */
export function formatDay(isoDate: string, language: Language = "en"): string {
  if (language === "en") return DAY().format(new Date(`${isoDate}T00:00:00+05:30`));
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${getMonthName(month ?? 1, language)} ${year}`;
}

const CALENDAR_DAY = lazyFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const WEEKDAYS: Record<Exclude<Language, "en">, readonly string[]> = {
  hi: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
  or: ["ରବି", "ସୋମ", "ମଙ୍ଗଳ", "ବୁଧ", "ଗୁରୁ", "ଶୁକ୍ର", "ଶନି"],
};

/** A day of a calendar under its month's heading: "Fri, 11 Dec" ("शुक्र, 11 दिसंबर"). */
export function formatCalendarDay(isoDate: string, language: Language = "en"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (language === "en") return CALENDAR_DAY().format(date);
  return `${WEEKDAYS[language][date.getUTCDay()]}, ${date.getUTCDate()} ${getMonthName(date.getUTCMonth() + 1, language)}`;
}

const CALENDAR_MONTH = lazyFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** A calendar's month heading: "December 2026" ("दिसंबर 2026"). */
export function formatCalendarMonth(isoDate: string, language: Language = "en"): string {
  if (language === "en") return CALENDAR_MONTH().format(new Date(`${isoDate}T00:00:00Z`));
  return `${getMonthName(Number(isoDate.slice(5, 7)), language)} ${isoDate.slice(0, 4)}`;
}

const ISO_DAY = lazyFormat("en-CA", { timeZone: "Asia/Kolkata" });

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
  return ISO_DAY().format(now);
}
