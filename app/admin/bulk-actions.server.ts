// Bulk actions on the bookings dashboard (issue 21.9): assign, change the
// stage, export. Each ticked booking carries the version the admin saw, and
// each goes through the same rule as on its own staff page: a closed booking
// never changes, another admin's change since the page loaded refuses it.

import type { Selection } from "#app/admin/bulk-schema.ts";
import { listAdmins, planBooking } from "#app/admin/staff-booking.server.ts";
import { moveStage } from "#app/bookings/booking-work.server.ts";
import type { BookingStage } from "#app/bookings/stages.ts";

type Refusal = "closed" | "stale" | "not-found" | "unknown-owner" | "not-ready";
export type BulkOutcome = { changed: string[]; unchanged: string[]; refused: { bookingId: string; why: Refusal }[] };

/**
 * Assigns each booking to the owner (null: nobody). "unknown-owner" when the
 * owner is not one of the firm's admins: then nothing changes.
 */
export async function assignBookings(
  selection: Selection,
  ownerId: string | null,
): Promise<BulkOutcome | "unknown-owner"> {
  if (ownerId && !(await listAdmins()).some((admin) => admin.id === ownerId)) return "unknown-owner";
  return applyToEach(selection, (booking) => planBooking(booking.bookingId, booking.version, { ownerId }));
}

/** Moves each booking to the stage; each move emails the client as on the staff page. */
export async function moveBookings(selection: Selection, stage: BookingStage, actorId: string) {
  return applyToEach(selection, async (booking) => {
    // A move refused by the filing guard is made from the booking's own page, with a reason (never in bulk).
    const moved = await moveStage(booking.bookingId, stage, actorId, { version: booking.version });
    return typeof moved === "string" && moved !== "open-requests" ? moved : "not-ready";
  });
}

/** One change per booking, each in its own transaction, in the order ticked. */
async function applyToEach(
  selection: Selection,
  change: (booking: Selection[number]) => Promise<"saved" | "moved" | "unchanged" | Refusal>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: [], unchanged: [], refused: [] };
  for (const booking of selection) {
    const result = await change(booking);
    if (result !== "saved" && result !== "moved" && result !== "unchanged") {
      outcome.refused.push({ bookingId: booking.bookingId, why: result });
    } else if (result === "unchanged") outcome.unchanged.push(booking.bookingId);
    else outcome.changed.push(booking.bookingId);
  }
  return outcome;
}

const REFUSALS: Record<Refusal, string> = {
  closed: "closed, so it can no longer change",
  stale: "changed by someone else since this page loaded",
  "not-found": "not found",
  "not-ready": "not ready to file (an approval or tax missing): file it from its own page",
  // The owner chosen stopped being an admin while the bookings were assigned.
  "unknown-owner": "not assigned: the owner chosen is no longer one of the firm's admins",
};

/** What the admin is told: what changed, and each booking left as it was and why. */
export function describeOutcome(outcome: BulkOutcome, done: string): string {
  const count = (n: number) => `${n} booking${n === 1 ? "" : "s"}`;
  const lines = [outcome.changed.length > 0 ? `${done}: ${count(outcome.changed.length)}.` : "Nothing was changed."];
  if (outcome.unchanged.length > 0) lines.push(`Already so: ${outcome.unchanged.join(", ")}.`);
  for (const { bookingId, why } of outcome.refused) lines.push(`Not changed: ${bookingId} is ${REFUSALS[why]}.`);
  if (outcome.refused.some(({ why }) => why === "stale")) lines.push("Reload the page to see the changes.");
  return lines.join(" ");
}
