// An invoice issued straight through the issuing module, for integration
// tests that need one on a booking (the route's checks have their own tests).
import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems } from "#app/db/schema.ts";
import { issueInvoice } from "#app/invoices/invoice-issuing.server.ts";

/** An invoice of the booking's first item at its catalog price, to an unregistered client in Odisha (state 21). */
export async function invoiceFirstItem(bookingId: string, admin: { id: string; email: string }) {
  const [item] = await getDb().select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const issued = await issueInvoice({
    bookingId,
    admin,
    lines: [{ itemId: item?.id ?? 0, unitPaise: null }],
    recipient: { name: "Asha Rao", address: "", gstin: null, stateCode: "21" },
  });
  if (issued.outcome !== "issued") throw new Error(issued.outcome);
  return issued;
}
