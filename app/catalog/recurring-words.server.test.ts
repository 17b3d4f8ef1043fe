import { expect, test } from "vitest";
import { RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { RECURRING_DOCUMENTS } from "#app/catalog/translations/recurring-documents.ts";
import { getPeriodLabel } from "#app/engagements/periods.ts";
import { getRecurringServiceName, sayRequestLabel } from "./recurring-words.server.ts";

test("each recurring service asks for as many documents in Hindi and Odia as in English", () => {
  for (const language of ["hi", "or"] as const) {
    expect(Object.keys(RECURRING_DOCUMENTS[language]).sort()).toEqual(RECURRING_SERVICES.map((s) => s.id).sort());
    for (const service of RECURRING_SERVICES) {
      expect(RECURRING_DOCUMENTS[language][service.id]?.length, service.id).toBe(service.documentsFor("x").length);
    }
  }
});

test("a document a period's work asked for is said in the language with its period; one staff typed stays", () => {
  const [sales] = RECURRING_SERVICES.find((s) => s.id === "gst-monthly")?.documentsFor(getPeriodLabel("2026-10")) ?? [];
  expect(sales).toBe("Sales invoices, credit notes and debit notes for October 2026");
  expect(sayRequestLabel(sales ?? "", "en")).toBe(sales);
  expect(sayRequestLabel(sales ?? "", "hi")).toBe("अक्तूबर 2026 के बिक्री इनवॉइस, क्रेडिट नोट और डेबिट नोट");
  expect(sayRequestLabel(sales ?? "", "or")).toBe("ଅକ୍ଟୋବର 2026ର ବିକ୍ରି ଇନଭଏସ, କ୍ରେଡିଟ ନୋଟ ଓ ଡେବିଟ ନୋଟ");
  // Every generated label of every service, for a period of its frequency, comes out without its English.
  const periods = { monthly: "2026-10", quarterly: "2026-Q2", yearly: "2025-26" } as const;
  for (const service of RECURRING_SERVICES) {
    for (const label of service.documentsFor(getPeriodLabel(periods[service.frequency]))) {
      for (const language of ["hi", "or"] as const) {
        const said = sayRequestLabel(label, language);
        expect(said, label).not.toBe(label);
        expect(said, label).toContain(getPeriodLabel(periods[service.frequency], language));
      }
    }
  }
  expect(sayRequestLabel("Rent receipts for the year", "hi")).toBe("Rent receipts for the year");
  // Staff's own words after a document's name are not a period: the label stays whole, never half translated.
  expect(sayRequestLabel("Bank statements for the last six months", "or")).toBe(
    "Bank statements for the last six months",
  );
  expect(sayRequestLabel("Bank statements for FY 2026-99", "hi")).toBe("Bank statements for FY 2026-99");
});

test("a recurring service's name is the keep-filing offer's in the language; an unknown id is said as it is", () => {
  expect(getRecurringServiceName("itr-yearly", "en")).toBe("Income tax return, yearly");
  expect(getRecurringServiceName("itr-yearly", "hi")).not.toBe("Income tax return, yearly");
  expect(getRecurringServiceName("no-such-service", "or")).toBe("no-such-service");
});
