import { describe, expect, test } from "vitest";
import { findEnglishWords, GLOSSARY } from "#app/i18n/glossary.ts";
import { getDueDateText } from "./due-date-text.ts";
import { DUE_RULES, getDuePeriod, getUpcomingDueDates } from "./due-dates.ts";

const at = (ruleId: string, date: string) => {
  const due = getUpcomingDueDates({ from: date, months: 1 }).find(
    (each) => each.ruleId === ruleId && each.date === date,
  );
  if (!due) throw new Error(`No ${ruleId} on ${date}`);
  return due;
};

test("a period is named with our month names, in Latin digits", () => {
  expect(getDuePeriod("2027-01-20", "hi")).toEqual({
    month: "दिसंबर 2026",
    quarter: "अक्तूबर–दिसंबर 2026",
    yearBefore: "2025-26",
    yearOf: "2026-27",
    date: "2027-01-20",
  });
  expect(getDuePeriod("2026-11-13", "or")).toMatchObject({ month: "ଅକ୍ଟୋବର 2026", quarter: "ଜୁଲାଇ–ସେପ୍ଟେମ୍ବର 2026" });
  expect(getDuePeriod("2026-07-31", "en")).toMatchObject({ month: "June 2026", yearBefore: "2025-26" });
});

test("English is the table's own words", () => {
  const due = at("gstr-1-monthly", "2026-12-11");
  expect(getDueDateText(due, "en")).toBe(due);
});

test("a due date says what falls due, for which period, in the language; its source stays English", () => {
  const due = at("gstr-3b-monthly", "2026-12-20");
  expect(getDueDateText(due, "hi")).toMatchObject({
    date: "2026-12-20",
    ruleId: "gstr-3b-monthly",
    name: "नवंबर 2026 का GSTR-3B",
    form: "GSTR-3B",
    source: due.source,
  });
  expect(getDueDateText(due, "or").name).toBe("ନଭେମ୍ବର 2026ର GSTR-3B");
  expect(getDueDateText(at("advance-tax", "2027-03-15"), "hi").name).toBe(
    "वित्त वर्ष 2026-27 का एडवांस टैक्स: किस्त 4 (100%)",
  );
  expect(getDueDateText(at("tds-tcs-payment", "2027-04-30"), "or").name).toBe("ମାର୍ଚ୍ଚ 2027ର TDS");
  expect(getDueDateText(at("advance-tax", "2027-03-15"), "hi").form).toBe("चालान 280");
});

test("an extended date keeps the period of the date the law sets", () => {
  const [due] = getUpcomingDueDates({ from: "2025-09-16", months: 1 }).filter(
    (each) => each.ruleId === "itr-non-audit",
  );
  expect(due?.date).toBe("2025-09-16");
  expect(getDueDateText(due ?? at("itr-non-audit", "2025-09-16"), "hi").name).toBe(
    "वित्त वर्ष 2024-25 का आयकर रिटर्न (ITR-1, ITR-2)",
  );
});

describe.each([
  { language: "hi" as const, script: /[\u0900-\u097F]/ },
  { language: "or" as const, script: /[\u0B00-\u0B7F]/ },
])("every rule in $language", ({ language, script }) => {
  const dues = getUpcomingDueDates({ from: "2026-01-01", months: 24 });

  test("is there, in the language's script, with no English words outside the glossary's", () => {
    expect(new Set(dues.map((due) => due.ruleId))).toEqual(new Set(DUE_RULES.map((rule) => rule.id)));
    for (const due of dues) {
      const text = getDueDateText(due, language);
      for (const field of ["name", "who", "lateFee"] as const) {
        expect(text[field], `${due.ruleId} ${field}`).toMatch(script);
        expect(text[field], `${due.ruleId} ${field}`).not.toBe(due[field]);
      }
      expect(findEnglishWords(`${text.name} ${text.form} ${text.who} ${text.lateFee}`), due.ruleId).toEqual([]);
    }
  });

  test("follows the glossary's strict terms (challan, late fee, invoice, financial year)", () => {
    const terms = GLOSSARY.filter((term) => term.strict);
    const astray = DUE_RULES.flatMap((rule) => {
      const due = dues.find((each) => each.ruleId === rule.id);
      if (!due) return [`${rule.id}: no date in two years`];
      const text = getDueDateText(due, language);
      return (["form", "who", "lateFee"] as const).flatMap((field) =>
        terms
          .filter((term) => new RegExp(`\\b${term.en.replace(/ \(.*\)$/, "")}s?\\b`, "i").test(rule[field]))
          .map((term) => term[language].replace(/ \(.*\)$/, ""))
          .filter((word) => !text[field].includes(word))
          .map((word) => `${rule.id} ${field}: "${text[field]}" lacks "${word}"`),
      );
    });
    expect(astray).toEqual([]);
  });
});
