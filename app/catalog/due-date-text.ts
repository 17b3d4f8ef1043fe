// A due date's words in the reader's language (issue 39; decision 022,
// "content by id"). English is app/catalog/due-dates.ts, the one table, read
// as it is by staff pages and the .ics feed; Hindi and Odia are in
// translations/, keyed by rule id and typed from the table, so a rule
// without its words in either fails the type check. What falls due, its
// form, who it concerns and what lateness costs are translated, every figure
// kept; the source (Acts, sections, notifications) stays English, as cited.
//
// Browser-safe, but meant for loaders and emails: a page gets the words it
// shows as loader data.

import type { Language, TranslatedLanguage } from "#app/i18n/languages.ts";
import type { DueDate } from "#app/tools/due-date-types.ts";
import { type DuePeriod, type DueRuleId, EXTENSIONS, getDuePeriod } from "./due-dates.ts";
import hi from "./translations/due-dates.hi.ts";
import or from "./translations/due-dates.or.ts";

/** One rule's words in a language. */
type DueRuleWords = {
  name: string;
  form: string;
  who: string;
  lateFee: string;
  nameFor: (period: DuePeriod) => string;
};

/** A language's due-date table: every rule by its id. */
export type DueRuleTranslation = { readonly [id in DueRuleId]: DueRuleWords };

const TRANSLATIONS: Record<TranslatedLanguage, DueRuleTranslation> = { hi, or };

/**
 * A due date as a reader of a language sees it: its name (for its period),
 * form, who and late fee in that language, the rest (dates, source, ids) as
 * the table has it. English is the table's own.
 */
export function getDueDateText(due: DueDate, language: Language): DueDate {
  if (language === "en") return due;
  const words = TRANSLATIONS[language][due.ruleId as DueRuleId] as DueRuleWords | undefined;
  if (!words) return due;
  // The period is the statutory date's: an extended date is still for the month it was.
  const statutory = EXTENSIONS.find((each) => each.ruleId === due.ruleId && each.to === due.date)?.from ?? due.date;
  return {
    ...due,
    name: words.nameFor(getDuePeriod(statutory, language)),
    form: words.form,
    who: words.who,
    lateFee: words.lateFee,
  };
}
