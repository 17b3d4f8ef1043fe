import { getRecurringService } from "#app/catalog/recurring.ts";
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
