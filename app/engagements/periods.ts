// The periods of the firm's year (issue 37.3): a month "2026-10", a quarter
// of the financial year "2026-Q3" (Q1 is April–June 2026, Q4 January–March
// 2027), a financial year "2026-27" (April 2026 to March 2027). The same
// keys as an engagement's start period (app/catalog/recurring.ts). Pure and
// browser-safe: the job that makes each period's work item, the compliance
// grid and the client's dashboard read the same rules.
import { applyStateGroup, formatFinancialYear, getRuleDueDate } from "#app/catalog/due-dates.ts";
import { type Frequency, getRecurringService } from "#app/catalog/recurring.ts";
import { addDays, getMonthName, ENGLISH_MONTHS as MONTHS } from "#app/format-date.ts";
import type { Language, TranslatedLanguage } from "#app/i18n/languages.ts";

type Parsed = { frequency: Frequency; year: number; index: number };

/** A key's frequency, its (financial) year and its month (1–12) or quarter (1–4); throws on a key that is none. */
function parse(key: string): Parsed {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  if (month) return { frequency: "monthly", year: Number(month[1]), index: Number(month[2]) };
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return { frequency: "quarterly", year: Number(quarter[1]), index: Number(quarter[2]) };
  const year = /^(\d{4})-(\d{2})$/.exec(key);
  if (year && (Number(year[1]) + 1) % 100 === Number(year[2]))
    return { frequency: "yearly", year: Number(year[1]), index: 1 };
  throw new Error(`Not a period: ${key}`);
}

const pad = (value: number) => String(value).padStart(2, "0");
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first month of a period, as calendar year and month. */
function firstMonth({ frequency, year, index }: Parsed): [number, number] {
  if (frequency === "monthly") return [year, index];
  if (frequency === "yearly") return [year, 4];
  // Quarters of the financial year: Q1 April, Q2 July, Q3 October, Q4 January of the next calendar year.
  return index === 4 ? [year + 1, 1] : [year, 1 + index * 3];
}

const monthsIn: Record<Frequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** The period's first day (ISO). */
export function getPeriodStart(key: string): string {
  const [year, month] = firstMonth(parse(key));
  return isoDay(year, month, 1);
}

/** The period's last day (ISO). */
export function getPeriodEnd(key: string): string {
  const parsed = parse(key);
  const [year, month] = firstMonth(parsed);
  const last = month - 1 + monthsIn[parsed.frequency];
  const endYear = year + Math.floor((last - 1) / 12);
  const endMonth = ((last - 1) % 12) + 1;
  return isoDay(endYear, endMonth, daysIn(endYear, endMonth));
}

/** A quarter of the financial year in Hindi and Odia: "तिमाही 2, FY 2026-27". */
const QUARTER: Record<TranslatedLanguage, string> = { hi: "तिमाही", or: "ତ୍ରୈମାସିକ" };

/**
 * "October 2026", "July–September 2026 (Q2 FY 2026-27)", "FY 2026-27"; in
 * Hindi "अक्तूबर 2026", "जुलाई–सितंबर 2026 (तिमाही 2, FY 2026-27)".
 */
export function getPeriodLabel(key: string, language: Language = "en"): string {
  const parsed = parse(key);
  const [year, month] = firstMonth(parsed);
  const name = (month: number) => (language === "en" ? MONTHS[month - 1] : getMonthName(month, language));
  if (parsed.frequency === "monthly") return `${name(month)} ${year}`;
  if (parsed.frequency === "yearly") return `FY ${formatFinancialYear(parsed.year)}`;
  const quarter =
    language === "en"
      ? `Q${parsed.index} FY ${formatFinancialYear(parsed.year)}`
      : `${QUARTER[language]} ${parsed.index}, FY ${formatFinancialYear(parsed.year)}`;
  return `${name(month)}–${name(month + 2)} ${year} (${quarter})`;
}

/**
 * The period an English label names (getPeriodLabel's, as stored in a work
 * item's title or a request's label): "October 2026" → "2026-10"; null for
 * words that are not one ("the last six months").
 */
export function readPeriodLabel(label: string): string | null {
  const monthly = /^([A-Z][a-z]+) (\d{4})$/.exec(label);
  const month = monthly ? MONTHS.indexOf(monthly[1] as (typeof MONTHS)[number]) + 1 : 0;
  const quarterly = /^[A-Z][a-z]+–[A-Z][a-z]+ \d{4} \(Q([1-4]) FY (\d{4})-\d{2}\)$/.exec(label);
  const yearly = /^FY (\d{4}-\d{2})$/.exec(label);
  const key =
    monthly && month > 0
      ? `${monthly[2]}-${pad(month)}`
      : quarterly
        ? `${quarterly[2]}-Q${quarterly[1]}`
        : (yearly?.[1] ?? null);
  // Only a label getPeriodLabel would write: "FY 2026-99" names no year.
  return key !== null && isPeriodKey(key) && getPeriodLabel(key) === label ? key : null;
}

function isPeriodKey(key: string): boolean {
  try {
    parse(key);
    return true;
  } catch {
    return false;
  }
}

/** The period a day (ISO) falls in, for a frequency. */
export function getPeriodOn(frequency: Frequency, day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const fyStart = month >= 4 ? year : year - 1;
  if (frequency === "monthly") return `${year}-${pad(month)}`;
  if (frequency === "yearly") return formatFinancialYear(fyStart);
  return `${fyStart}-Q${month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4}`;
}

/** The period after this one. */
export function getNextPeriod(key: string): string {
  return getPeriodOn(parse(key).frequency, getDayAfter(getPeriodEnd(key)));
}

/** Every period from `from` to `to`, both included, in order; empty when `to` is before `from`. */
export function getPeriodsBetween(from: string, to: string): string[] {
  if (parse(from).frequency !== parse(to).frequency) throw new Error(`Periods of two frequencies: ${from}, ${to}`);
  const periods: string[] = [];
  for (let key = from; getPeriodStart(key) <= getPeriodStart(to); key = getNextPeriod(key)) periods.push(key);
  return periods;
}

export type PeriodDueDate = {
  ruleId: string;
  form: string;
  /** The due date, extensions applied. */
  date: string;
  /** The date the law sets. */
  statutory: string;
  /** "GSTR-3B for October 2026". */
  name: string;
};

/**
 * Rules whose date falls inside the period it is for: advance tax is paid
 * by 15 June, 15 September, 15 December and 15 March, within each quarter
 * (Income-tax Act 2025 s.408; 1961 Act s.211). Every other recurring
 * return is due after its period ends.
 */
const DUE_WITHIN_PERIOD: ReadonlySet<string> = new Set(["advance-tax"]);

/**
 * A period's statutory due dates for a recurring service, earliest first,
 * from the one due-date table (extensions applied). A QRMP client's
 * GSTR-3B is due on the 22nd or the 24th by the state of their GSTIN
 * (its first two digits); without one, the 22nd, the earlier of the two.
 */
export function getPeriodDueDates(
  serviceId: string,
  key: string,
  options: { gstinStateCode?: string | null } = {},
): PeriodDueDate[] {
  const service = getRecurringService(serviceId);
  if (!service) return [];
  const dayAfter = getDayAfter(getPeriodEnd(key));
  return applyStateGroup(service.dueRules, options.gstinStateCode, "earlier")
    .map((id) => getRuleDueDate(id, DUE_WITHIN_PERIOD.has(id) ? getPeriodStart(key) : dayAfter))
    .filter((found) => found !== null)
    .map(({ date, statutory, rule }) => ({
      ruleId: rule.id,
      form: rule.form,
      date,
      statutory,
      name: rule.nameFor(statutory),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The later of two ISO days. */
const getLater = (one: string, other: string) => [one, other].sort()[1] ?? one;

const getDayAfter = (day: string) => addDays(day, 1);

/**
 * The day a period's work item appears (issue 37.3): `daysBeforeDue` days
 * before its first due date when the engagement says so; by default the day
 * after the period ends, when the period's papers exist, or the period's
 * first day for work due within it (advance tax). Never before the period starts: there is nothing to
 * ask for yet.
 */
export function getOpensOn(
  engagement: { serviceId: string; daysBeforeDue: number | null },
  key: string,
  options: { gstinStateCode?: string | null } = {},
): string {
  const start = getPeriodStart(key);
  const first = getPeriodDueDates(engagement.serviceId, key, options)[0];
  if (engagement.daysBeforeDue !== null && first) {
    const day = addDays(first.date, -engagement.daysBeforeDue);
    return getLater(day, start);
  }
  const end = getPeriodEnd(key);
  return first && first.date <= end ? start : getDayAfter(end);
}

/**
 * By when the client is asked for a period's documents: five days before
 * its first due date, to leave the firm time to prepare the return, but
 * never sooner than three days after the work item appears; a week after it
 * appears when the work has no statutory date.
 */
export function getDocumentsDueOn(opensOn: string, firstDue: string | null): string {
  const earliest = addDays(opensOn, 3);
  if (firstDue === null) return addDays(opensOn, 7);
  const wanted = addDays(firstDue, -5);
  return getLater(wanted, earliest);
}

/** The box staff tick to have the work of periods already past made too (issue 37, 'Bad input'). */
export const PAST_PERIODS_LABEL = "Also make the work of periods already past";

type PeriodRule = { serviceId: string; daysBeforeDue: number | null; gstinStateCode?: string | null };

/**
 * The periods of an engagement whose work item should exist by `today`:
 * from its first period (the start, or later when staff did not want the
 * periods already past, or after a pause) to the last that has opened.
 */
export function getOpenedPeriods(
  engagement: PeriodRule & { startPeriod: string; periodsFrom: string | null },
  today: string,
): string[] {
  const periods: string[] = [];
  for (
    let period = engagement.periodsFrom ?? engagement.startPeriod;
    getOpensOn(engagement, period, engagement) <= today;
    period = getNextPeriod(period)
  ) {
    periods.push(period);
  }
  return periods;
}

/**
 * A new engagement's start, as staff may write it: the periods from it
 * already missed (their work has appeared and their first return's due
 * date has passed, or, with no due date, the period has ended), whose work
 * would be made at once late, and the first period not missed, where the
 * work begins unless staff ask for the missed ones too (issue 37, 'Bad
 * input': "create the missed periods only if staff confirm"). A period whose
 * returns are still to come is never missed: its work is made.
 */
export function getPastPeriods(
  engagement: PeriodRule & { startPeriod: string },
  today: string,
): { past: string[]; firstToOpen: string } {
  const past: string[] = [];
  for (const period of getOpenedPeriods({ ...engagement, periodsFrom: null }, today)) {
    const [first] = getPeriodDueDates(engagement.serviceId, period, engagement);
    if ((first ? first.date : getPeriodEnd(period)) >= today) break;
    past.push(period);
  }
  const last = past.at(-1);
  return { past, firstToOpen: last ? getNextPeriod(last) : engagement.startPeriod };
}
