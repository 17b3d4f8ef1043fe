// Documents sent through the public booking lookup by whoever held the id
// (issue 34.3) wait unchecked: staff accept one (from then on it counts,
// filed as they choose) or reject it (the row and the stored file go).
// Admins only: the route guards.
import { and, eq } from "drizzle-orm";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { resolveFiling } from "#app/bookings/requests.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.ts";
import { logger } from "#app/logger.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

/** Someone else accepted or rejected it since the page was opened (or it never was an unchecked document). */
export const ALREADY_CHECKED = "This document was already accepted or rejected. Please reload the page.";

type Checked = { fileName: string } | "gone" | "not-found";

/**
 * Accepts an unchecked document, filed against `filedAs` if that is one of
 * the booking's checklist items or open requests, else as Other.
 */
export async function acceptLookupUpload(bookingId: string, uploadId: number, filedAs: string): Promise<Checked> {
  return getDb().transaction(async (tx) => {
    const found = await lockUnchecked(tx, bookingId, uploadId);
    if (typeof found === "string") return found;
    const filing = await resolveFiling(tx, bookingId, filedAs);
    await tx.update(uploads).set({ checked: true, filedAs: filing }).where(eq(uploads.id, uploadId));
    return { fileName: found.fileName };
  });
}

/**
 * Rejects an unchecked document: its row goes in the transaction, its
 * stored file (its key first) after the commit. A crash or a failing store
 * in between leaves a file without a row, which the stray-file sweep removes.
 */
export async function rejectLookupUpload(bookingId: string, uploadId: number): Promise<Checked> {
  const outcome = await getDb().transaction(async (tx) => {
    const found = await lockUnchecked(tx, bookingId, uploadId);
    if (typeof found === "string") return found;
    await tx.delete(uploads).where(eq(uploads.id, uploadId));
    return found;
  });
  if (typeof outcome === "string") return outcome;
  // The row is gone either way: a store that fails now leaves a stray file, which the stray-file sweep removes.
  await getStorage()
    .remove(outcome.storageKey)
    .catch((error: unknown) => logger.warn({ err: error, bookingId }, "removing a rejected document failed"));
  return { fileName: outcome.fileName };
}

/** The booking's row locked (as uploads lock it while counting), and the unchecked document of it. */
async function lockUnchecked(tx: Transaction, bookingId: string, uploadId: number) {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return "not-found" as const;
  const [upload] = await tx
    .select({ fileName: uploads.fileName, storageKey: uploads.storageKey })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.bookingId, bookingId),
        eq(uploads.source, "client"),
        eq(uploads.checked, false),
      ),
    );
  return upload ?? ("gone" as const);
}
