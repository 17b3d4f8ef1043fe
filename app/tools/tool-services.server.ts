// The service each tool offers as its next step, priced from the catalog
// (server side: the catalog never ships to the browser).
import { getOption } from "#app/catalog/catalog.server.ts";
import { formatCharge } from "#app/catalog/format.ts";
import type { ToolService } from "#app/components/tool-page.tsx";

export function getToolService(optionKey: string, label: string, pitch: string): ToolService {
  const option = getOption(optionKey);
  if (!option) throw new Error(`the catalog has no option ${optionKey}`);
  return { optionKey, label, price: formatCharge(option.charge), pitch };
}
