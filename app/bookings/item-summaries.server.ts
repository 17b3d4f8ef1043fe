import { inArray } from "drizzle-orm";
import { formatTotal } from "#app/catalog/format.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { bookingItems } from "#app/db/schema.ts";

export type ItemSummary = { items: string[]; total: string };

/**
 * What a booking's pages, lists and emails show of its items: each as
 * "Title x 2", and the total (spec section 5), for each of these bookings.
 * One query; inside a transaction when given one.
 */
export async function getItemSummaries(
  bookingIds: string[],
  db: Executor = getDb(),
): Promise<Map<string, ItemSummary>> {
  const rows =
    bookingIds.length === 0
      ? []
      : await db
          .select({
            bookingId: bookingItems.bookingId,
            title: bookingItems.title,
            charge: bookingItems.charge,
            quantity: bookingItems.quantity,
          })
          .from(bookingItems)
          .where(inArray(bookingItems.bookingId, bookingIds))
          .orderBy(bookingItems.id);
  return new Map(
    bookingIds.map((bookingId) => [bookingId, summariseItems(rows.filter((item) => item.bookingId === bookingId))]),
  );
}

/** One booking's items as its pages show them: "Title x 2" each, and the total. */
export function summariseItems(
  items: readonly { title: string; charge: number | null; quantity: number }[],
): ItemSummary {
  const priced = items.map((item) => ({ ...item, charge: item.charge ?? ("On Request" as const) }));
  return { items: priced.map((item) => `${item.title} x ${item.quantity}`), total: formatTotal(priced) };
}
