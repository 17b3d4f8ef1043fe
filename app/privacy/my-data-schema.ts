// The forms of a client's data page and of the staff's erasure queue
// (issue 22.4), one schema each, run in the browser and in the action.
import { z } from "#app/zod.ts";

/** The client's request; `tooLong` is the note's message in the page's language. */
export const makeErasureRequestSchema = (tooLong: string) =>
  z.object({
    intent: z.literal("erase"),
    note: z
      .string()
      .trim()
      .max(1000, tooLong)
      .optional()
      .transform((note) => note ?? ""),
  });

const REASON_NEEDED = "Please give the reason the law gives for keeping the data.";

export const ErasureDecisionSchema = z
  .object({
    id: z.coerce.number().int().min(1),
    decision: z.enum(["approve", "refuse"], { error: "Please approve or refuse." }),
    reason: z
      .string()
      .trim()
      .max(1000, "Please keep the reason under 1,000 characters.")
      .optional()
      .transform((reason) => reason ?? ""),
  })
  .refine((value) => value.decision === "approve" || value.reason.length > 0, {
    message: REASON_NEEDED,
    path: ["reason"],
  });
