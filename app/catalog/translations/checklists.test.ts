import { describe, expect, test } from "vitest";
import { buildChecklist, getChecklist, getFilingChoices } from "#app/bookings/checklist.server.ts";
import { getNeededDocuments } from "#app/bookings/to-do.ts";
import { CHECKLISTS } from "#app/catalog/checklists.ts";
import HINDI from "#app/catalog/translations/checklists.hi.ts";
import ODIA from "#app/catalog/translations/checklists.or.ts";
import { findEnglishWords, GLOSSARY, LOAN_WORDS } from "#app/i18n/glossary.ts";

type Words = Readonly<Record<string, Readonly<Record<string, { name: string; explanation: string }>>>>;

const TRANSLATIONS = [
  { language: "hi" as const, words: HINDI as Words, script: /[\u0900-\u097F]/ },
  { language: "or" as const, words: ODIA as Words, script: /[\u0B00-\u0B7F]/ },
];

const ALLOWED = LOAN_WORDS;

describe.each(TRANSLATIONS)("the checklists in $language", ({ language, words, script }) => {
  test("have every option and every item of the English, and nothing else", () => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(CHECKLISTS).sort());
    for (const [key, items] of Object.entries(CHECKLISTS)) {
      expect(Object.keys(words[key] ?? {}).sort(), key).toEqual(items.map((item) => item.id).sort());
    }
  });

  test("are written in the language's script, as short as the English must be, keeping every number", () => {
    for (const [key, items] of Object.entries(CHECKLISTS)) {
      for (const item of items) {
        const own = words[key]?.[item.id];
        const where = `${key} ${item.id}`;
        expect(own?.name, where).toMatch(script);
        expect(own?.explanation, where).toMatch(script);
        expect(own?.name.length, where).toBeLessThanOrEqual(60);
        expect(own?.explanation.length, where).toBeLessThanOrEqual(220);
        // Every figure, section and form number; not a version's digit ("MCA V3").
        for (const number of `${item.name} ${item.explanation}`.match(/(?<![A-Za-z])\d(?:[\d,]*\d)?/g) ?? []) {
          expect(`${own?.name} ${own?.explanation}`, `${where} keeps ${number}`).toContain(number);
        }
        expect(findEnglishWords(`${own?.name} ${own?.explanation}`, ALLOWED), where).toEqual([]);
      }
    }
  });

  test("follow the glossary's strict terms (challan, acknowledgement, the years, refund, invoice, late fee)", () => {
    const terms = GLOSSARY.filter((term) => term.strict);
    const astray = Object.entries(CHECKLISTS).flatMap(([key, items]) =>
      items.flatMap((item) => {
        const own = words[key]?.[item.id];
        return (["name", "explanation"] as const).flatMap((field) =>
          terms
            .filter((term) => new RegExp(`\\b${term.en.replace(/ \(.*\)$/, "")}s?\\b`, "i").test(item[field]))
            .map((term) => term[language].replace(/ \(.*\)$/, ""))
            .filter((word) => !(own?.[field] ?? "").includes(word))
            .map((word) => `${key} ${item.id} ${field}: "${own?.[field]}" lacks "${word}"`),
        );
      }),
    );
    expect(astray).toEqual([]);
  });

  test("name a document shared by options the same way everywhere, as the English does", () => {
    const names = new Map<string, Set<string>>();
    for (const options of Object.values(words)) {
      for (const [id, own] of Object.entries(options)) names.set(id, (names.get(id) ?? new Set()).add(own.name));
    }
    const varied = [...names].filter(([id, set]) => set.size > 1 && !["pan", "aadhaar"].includes(id));
    expect(varied).toEqual([]);
  });

  test("getChecklist gives the translated words with the same ids and required, in the same order", () => {
    for (const [key, items] of Object.entries(CHECKLISTS)) {
      const translated = getChecklist(key, language);
      expect(
        translated.map(({ id, required }) => ({ id, required })),
        key,
      ).toEqual(items.map(({ id, required }) => ({ id, required })));
      expect(
        translated.map(({ name, explanation }) => ({ name, explanation })),
        key,
      ).toEqual(items.map((item) => words[key]?.[item.id]));
    }
  });
});

test("getChecklist in English is the catalog's checklist as written, and nothing for an unknown option", () => {
  for (const [key, items] of Object.entries(CHECKLISTS)) {
    expect(getChecklist(key)).toEqual(items);
    expect(getChecklist(key, "en")).toEqual(items);
  }
  expect(getChecklist("gst-filing:no_such_option", "hi")).toEqual([]);
});

test("a Hindi or Odia checklist reads in its language: the income tax return's Form 16 line", () => {
  const form16 = (language: "hi" | "or") =>
    getChecklist("income-tax-filing:individual", language).find((item) => item.id === "form-16");
  expect(form16("hi")).toMatchObject({ name: "हर नियोक्ता से Form 16", required: false });
  expect(form16("or")).toMatchObject({ name: "ପ୍ରତ୍ୟେକ ନିଯୁକ୍ତିଦାତାଙ୍କଠାରୁ Form 16", required: false });
});

test("a booking's checklist, its to-do and its filing choices name the documents in the booking's language", () => {
  const items = [{ serviceId: "income-tax-filing", optionId: "individual", title: "" }];
  const checklist = buildChecklist(items, [{ filedAs: "pan" }], [], [], "hi").groups;
  const needed = getNeededDocuments({ status: "Open", stage: "Booked", checklist });
  expect(needed).toEqual(["आधार", "AIS, TIS और Form 26AS"]);
  expect(buildChecklist(items, [{ filedAs: "pan" }]).groups[0]?.items[1]?.name).toBe("Aadhaar");
  expect(getFilingChoices(items, [], "hi")[0]).toEqual({ value: "pan", label: "PAN कार्ड" });
});

test("a booking's checklist says when staff marked a line in the booking's language", () => {
  const items = [{ serviceId: "income-tax-filing", optionId: "individual", title: "" }];
  const marks = [
    { lineId: "pan", state: "on-paper" as const, at: new Date("2026-11-15T06:00:00Z"), byEmail: "s@example.com" },
  ];
  const day = (language: "en" | "hi" | "or") =>
    buildChecklist(items, [], [], marks, language).groups[0]?.items.find((line) => line.id === "pan")?.mark?.day;
  expect(day("en")).toBe("15 Nov 2026");
  expect(day("hi")).toBe("15 नवंबर 2026");
  expect(day("or")).toBe("15 ନଭେମ୍ବର 2026");
});
