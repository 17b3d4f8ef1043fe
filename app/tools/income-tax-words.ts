// The income tax working in the page's language (issue 39): each step and
// special rate carries a key and values (app/tools/income-tax.ts); the words
// are the tools' messages, `incomeTax.steps.<key>` and `incomeTax.special.<kind>`.
import type { StepValues } from "#app/tools/income-tax.ts";

type SectionWord = "incomeTax.section" | "incomeTax.formerly" | "incomeTax.scheduleIII";

/**
 * A step's values with the words inside its sections' references said in
 * the language: "s.123 (formerly 80C)" is "धारा 123 (पहले 80C)" in Hindi,
 * "Schedule III" "तीसरी अनुसूची". Numbers, and in English everything, stay.
 */
export function localizeValues(
  values: StepValues | undefined,
  t: (key: SectionWord) => string,
): Record<string, string | number> {
  const section = (text: string) =>
    text
      .replace(/\bs\.(?=\d)/g, t("incomeTax.section"))
      .replace("formerly", t("incomeTax.formerly"))
      .replace("Schedule III", t("incomeTax.scheduleIII"));
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, typeof value === "string" ? section(value) : value]),
  );
}
