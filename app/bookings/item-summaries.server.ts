import { inArray } from "drizzle-orm";
import { SERVICES } from "#app/catalog/catalog.server.ts";
import { formatTotal } from "#app/catalog/format.ts";
import { getRecurringService, PERIOD_ITEM_SERVICE } from "#app/catalog/recurring.ts";
import { getRecurringServiceName } from "#app/catalog/recurring-words.server.ts";
import { getServiceText } from "#app/catalog/service-text.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { bookingItems } from "#app/db/schema.ts";
import { getPeriodLabel, readPeriodLabel } from "#app/engagements/periods.ts";
import type { Language } from "#app/i18n/languages.ts";

export type ItemSummary = { items: string[]; total: string };

/**
 * What a booking's pages, lists and emails show of its items: each as
 * "Title x 2", and the total (spec section 5), for each of these bookings,
 * in `language`.
 * One query; inside a transaction when given one.
 */
export async function getItemSummaries(
  bookingIds: string[],
  db: Executor = getDb(),
  language: Language = "en",
): Promise<Map<string, ItemSummary>> {
  const rows =
    bookingIds.length === 0
      ? []
      : await db
          .select({
            bookingId: bookingItems.bookingId,
            serviceId: bookingItems.serviceId,
            optionId: bookingItems.optionId,
            title: bookingItems.title,
            charge: bookingItems.charge,
            quantity: bookingItems.quantity,
          })
          .from(bookingItems)
          .where(inArray(bookingItems.bookingId, bookingIds))
          .orderBy(bookingItems.id);
  return new Map(
    bookingIds.map((bookingId) => [
      bookingId,
      summariseItems(
        rows.filter((item) => item.bookingId === bookingId),
        language,
      ),
    ]),
  );
}

type StoredItem = { serviceId?: string; optionId?: string; title: string };

/**
 * An item's title in a language: a catalog option's service and option names
 * as the catalog says them there; anything else (a period's work, an option
 * since retired) as it was stored, in English.
 */
export function getItemTitle(item: StoredItem, language: Language): string {
  if (language === "en" || !item.serviceId) return item.title;
  if (item.serviceId === PERIOD_ITEM_SERVICE) return getPeriodItemTitle(item, language);
  const service = SERVICES.find((candidate) => candidate.path === `/${item.serviceId}`);
  const option = service && getServiceText(service, language);
  const label = option?.options.find((candidate) => candidate.id === item.optionId)?.label;
  return option && label ? `${option.name} – ${label}` : item.title;
}

/** A period's work item, "GST returns, monthly (GSTR-1 and GSTR-3B): October 2026" (app/engagements/periods.server.ts), in a language. */
function getPeriodItemTitle(item: StoredItem, language: Language): string {
  const english = getRecurringService(item.optionId ?? "")?.name;
  const period =
    english && item.title.startsWith(`${english}: `) ? readPeriodLabel(item.title.slice(english.length + 2)) : null;
  if (!period) return item.title;
  return `${getRecurringServiceName(item.optionId ?? "", language)}: ${getPeriodLabel(period, language)}`;
}

/** One booking's items as its pages show them: "Title x 2" each, and the total, in `language`. */
export function summariseItems(
  items: readonly (StoredItem & { charge: number | null; quantity: number })[],
  language: Language = "en",
): ItemSummary {
  const priced = items.map((item) => ({ ...item, charge: item.charge ?? ("On Request" as const) }));
  return {
    items: items.map((item) => `${getItemTitle(item, language)} x ${item.quantity}`),
    total: formatTotal(priced, language),
  };
}
