// The income tax calculator in Hindi and Odia (issue 39): the English words
// are the engine's labels, character for character; the translations say
// every figure and section the English says, and no English word.
import { describe, expect, test } from "vitest";
import { findEnglishWords, LOAN_WORDS } from "#app/i18n/glossary.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import en from "#app/i18n/locales/en/tools.ts";
import hi from "#app/i18n/locales/hi/tools.ts";
import or from "#app/i18n/locales/or/tools.ts";
import {
  AGE_BANDS,
  type AgeBand,
  calculateIncomeTax,
  type IncomeTaxInput,
  TAX_YEARS,
  type TaxYear,
} from "./income-tax.ts";
import { INCOME_TAX_FIELDS } from "./income-tax-form.ts";
import { rupees } from "./income-tax-rules.ts";
import { localizeValues } from "./income-tax-words.ts";

const ZERO = Object.fromEntries(
  INCOME_TAX_FIELDS.flatMap((group) => group.fields.map((field) => [field.key, 0])),
) as unknown as Omit<IncomeTaxInput, "year" | "age" | "salaried" | "metroCity">;

/** Figures a set of incomes that, between them, make every line of the working. */
const INCOMES: Partial<typeof ZERO>[] = [
  { business: 5_00_000, savingsInterest: 20_000, depositInterest: 80_000 },
  { business: 12_10_000 },
  { ltcgOther: 2_00_000, stcgEquity: 1_00_000, ltcgEquity: 3_00_000 },
  {
    salary: 60_00_000,
    basicSalary: 30_00_000,
    hraReceived: 12_00_000,
    rentPaid: 9_00_000,
    houseProperty: 1_00_000,
    housePropertyLoss: 6_00_000,
    homeLoanInterest: 2_00_000,
    otherIncome: 50_000,
    stcgOther: 40_000,
    deduction80C: 1_50_000,
    deduction80D: 25_000,
    nps80ccd1b: 50_000,
    savingsInterest: 12_000,
  },
  { business: 3_00_00_000, dividends: 50_00_000 },
  { business: 3_00_00_000, stcgEquity: 10_00_000 },
  { business: 3_00_00_000, dividends: 50_00_000, ltcgEquity: 10_00_000 },
  { salary: 51_25_000 },
  { business: 12_00_005 },
];

/** Every step and special rate of every case, in both regimes, ages and years. */
function lines() {
  const found: { key: string; label: string; values?: Record<string, string | number> }[] = [];
  for (const year of Object.keys(TAX_YEARS) as TaxYear[]) {
    for (const age of Object.keys(AGE_BANDS) as AgeBand[]) {
      for (const income of INCOMES) {
        const amounts = Object.fromEntries(Object.entries(income).map(([key, value]) => [key, rupees(value)]));
        const input = { ...ZERO, ...amounts, year, age, salaried: true, metroCity: true };
        const result = calculateIncomeTax(input);
        for (const regime of [result.old, result.new]) {
          for (const step of regime.steps) found.push({ ...step, key: `steps.${step.key}` });
          for (const line of regime.specialRates) found.push({ ...line, key: `special.${line.kind}` });
        }
      }
    }
  }
  return found;
}

/** The keys of a messages' object, dotted, down to each string. */
function leaves(messages: object, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Every figure of a text (amounts, rates, sections, years), in order. */
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

test("the English working is the engine's labels, and every line of it is one of these cases'", () => {
  const t = getT("en", "tools");
  const seen = new Set<string>();
  for (const line of lines()) {
    seen.add(line.key);
    expect(t(`incomeTax.${line.key}` as "incomeTax.steps.salary", localizeValues(line.values, t))).toBe(line.label);
  }
  const messages = [...leaves(en.incomeTax.steps, "steps."), ...leaves(en.incomeTax.special, "special.")];
  expect([...seen].sort()).toEqual(messages.map(([key]) => key).sort());
});

test("the English form's words and messages are the form's own", () => {
  for (const group of INCOME_TAX_FIELDS) {
    expect(en.incomeTax.groups[group.key]).toBe(group.group);
    for (const field of group.fields) {
      const words: { label: string; hint?: string } = en.incomeTax.fields[field.key];
      expect(words).toEqual({ label: field.label, ...(field.hint ? { hint: field.hint } : {}) });
    }
  }
  expect(en.incomeTax.years).toEqual(TAX_YEARS);
  expect(en.incomeTax.ages).toEqual(AGE_BANDS);
});

describe.each([
  ["hi", hi],
  ["or", or],
] as const)("in %s", (language, messages) => {
  test("every message says the English's figures and placeholders", () => {
    const translated = new Map(leaves(messages.incomeTax));
    for (const [key, english] of leaves(en.incomeTax)) {
      const text = translated.get(key) ?? "";
      expect(figures(text), key).toEqual(figures(english));
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });

  test("each line of the working says its figures and sections, in no English word", () => {
    const t = getT(language, "tools");
    // Clause (ia) of s.16 (1961) is cited as the Act numbers it.
    const allowed = new Set([...LOAN_WORDS, "ia"]);
    for (const line of lines()) {
      const text = t(`incomeTax.${line.key}` as "incomeTax.steps.salary", localizeValues(line.values, t));
      expect(figures(text), line.label).toEqual(figures(line.label));
      expect(findEnglishWords(text, allowed), line.label).toEqual([]);
    }
  });

  test("the form's words are in no English word", () => {
    const words = leaves(messages.incomeTax).filter(([key]) => key !== "section");
    for (const [key, text] of words) expect(findEnglishWords(text.replace(/\{\{\w+\}\}/g, " ")), key).toEqual([]);
  });
});
