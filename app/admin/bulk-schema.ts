// The bulk form of the bookings dashboard (issue 21.9): browser-safe, so
// the page and its CSV export read the same rules.
import { BOOKING_STAGES } from "#app/bookings/stages.ts";
import { z } from "#app/zod.ts";

/** At most four pages of the dashboard at once. */
const MOST_AT_ONCE = 100;
export const NOTHING_TICKED = "Please tick at least one booking.";

/** Ticked bookings as their checkboxes send them: "ETF-…:version", the version the page showed. */
export const tickedBookings = z
  .array(z.string().regex(/^[A-Za-z0-9-]{1,60}:\d{1,9}$/, "Please reload the page: the selection is not one we sent."))
  .min(1, NOTHING_TICKED)
  .max(MOST_AT_ONCE, `Please tick at most ${MOST_AT_ONCE} bookings at once.`)
  .transform((values) =>
    [...new Map(values.map((value) => value.split(":") as [string, string])).entries()].map(([bookingId, version]) => ({
      bookingId,
      version: Number(version),
    })),
  );

export type Selection = z.infer<typeof tickedBookings>;

export const BulkAssignSchema = z.object({
  intent: z.literal("assign"),
  booking: tickedBookings,
  ownerId: z.string().trim().max(100).optional(),
});

export const BulkMoveSchema = z.object({
  intent: z.literal("move"),
  booking: tickedBookings,
  stage: z.enum(BOOKING_STAGES, { error: "Please choose a stage." }),
});
