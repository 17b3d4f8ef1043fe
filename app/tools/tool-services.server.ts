// The service each tool offers as its next step, priced from the catalog
// (server side: the catalog never ships to the browser), in the page's language.
import { getOption } from "#app/catalog/catalog.server.ts";
import { formatCharge } from "#app/catalog/format.ts";
import type { ToolService } from "#app/components/tool-page.tsx";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import type en from "#app/i18n/locales/en/tools.ts";

export type ToolServiceId = keyof typeof en.services;

export function getToolService(optionKey: string, id: ToolServiceId, language: Language): ToolService {
  const option = getOption(optionKey);
  if (!option) throw new Error(`the catalog has no option ${optionKey}`);
  const t = getT(language, "tools");
  return {
    optionKey,
    label: t(`services.${id}.label`),
    price: formatCharge(option.charge, language),
    pitch: t(`services.${id}.pitch`),
  };
}
