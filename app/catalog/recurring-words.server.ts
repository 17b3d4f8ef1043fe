// The recurring services' words a client reads, in their language: a
// service's name, and the documents a period's work asked for. Both are
// stored in English (a work item's title, a request's label), as staff read
// them, and said again here by what they were made from.
import { getRecurringService, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { RECURRING_DOCUMENTS } from "#app/catalog/translations/recurring-documents.ts";
import { getPeriodLabel, readPeriodLabel } from "#app/engagements/periods.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * A recurring service's name in a language, in the words the keep-filing
 * offer says it (`cart`, keep.services); in English, its name. An unknown
 * id is said as it is.
 */
export function getRecurringServiceName(id: string, language: Language): string {
  const service = getRecurringService(id);
  if (!service) return id;
  if (language === "en") return service.name;
  return getT(language, "cart")(`keep.services.${id}` as "keep.services.gst-monthly");
}

const PERIOD = "\u0000";
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each document a period's work asks for, as a pattern of its English label with the period in it. */
const DOCUMENTS = RECURRING_SERVICES.flatMap((service) =>
  service.documentsFor(PERIOD).map((label, index) => {
    const [before = "", after = ""] = label.split(PERIOD);
    return { serviceId: service.id, index, pattern: new RegExp(`^${literally(before)}(.+)${literally(after)}$`) };
  }),
);

/**
 * A document request's label in a language: one a period's work asked for
 * ("Bank statements for October 2026") is said in the language with its
 * period; one staff typed ("Bank statements for the last six months")
 * stays as they wrote it.
 */
export function sayRequestLabel(label: string, language: Language): string {
  if (language === "en") return label;
  for (const { serviceId, index, pattern } of DOCUMENTS) {
    const period = readPeriodLabel(pattern.exec(label)?.[1] ?? "");
    const say = RECURRING_DOCUMENTS[language][serviceId]?.[index];
    if (period && say) return say(getPeriodLabel(period, language));
  }
  return label;
}
