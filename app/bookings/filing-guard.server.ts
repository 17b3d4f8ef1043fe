// What must be true before a booking's work is recorded as filed (issue 38,
// item 3; DESIGN, 'The firm's year': "A return is not recorded as filed
// without them, unless staff override with a reason that the audit trail
// keeps"): for a service filed in the client's name (the catalog's
// approvalBeforeFiling), the client approved the latest draft; and every
// challan of tax the client owes the government confirmed paid. GST due is paid no later than the return's last date (CGST Act
// s.39(7)), and the portal files GSTR-3B only once its liability is set
// off; self-assessment tax is paid before the return of income is
// furnished (Income-tax Act 1961 s.140A(1)).
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { needsApprovalBeforeFiling } from "#app/catalog/catalog.server.ts";
import { TAX_NAMES } from "#app/challans/challan.ts";
import type { Executor } from "#app/db/client.server.ts";
import { approvalDrafts, bookingItems, challans } from "#app/db/schema.ts";
import { formatPaise } from "#app/invoices/money.ts";

/** What stands in the way of filing, in staff's words; empty when nothing does. */
export async function getFilingBlockers(db: Executor, bookingId: string): Promise<string[]> {
  return [...(await getApprovalBlockers(db, bookingId)), ...(await getTaxBlockers(db, bookingId))];
}

/** The client's approval of the latest draft, when a booked service needs it. */
async function getApprovalBlockers(db: Executor, bookingId: string): Promise<string[]> {
  const items = await db
    .select({ serviceId: bookingItems.serviceId, optionId: bookingItems.optionId })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId));
  if (!items.some((item) => needsApprovalBeforeFiling(item))) return [];
  const [latest] = await db
    .select({ status: approvalDrafts.status })
    .from(approvalDrafts)
    .where(eq(approvalDrafts.bookingId, bookingId))
    .orderBy(desc(approvalDrafts.version))
    .limit(1);
  if (latest?.status === "approved") return [];
  return [latest ? "the client has not approved the latest draft" : "no draft has been sent for the client's approval"];
}

/** Tax owed to the government that is not confirmed paid. */
async function getTaxBlockers(db: Executor, bookingId: string): Promise<string[]> {
  const unpaid = await db
    .select({ tax: challans.tax, period: challans.period, totalPaise: challans.totalPaise, status: challans.status })
    .from(challans)
    .where(and(eq(challans.bookingId, bookingId), inArray(challans.status, ["to-pay", "reported"])))
    .orderBy(asc(challans.id));
  return unpaid.map(
    (challan) =>
      `${TAX_NAMES[challan.tax]} for ${challan.period} (${formatPaise(challan.totalPaise)}) is ${
        challan.status === "reported" ? "reported paid but not yet confirmed" : "not paid"
      }`,
  );
}
