// The challan forms of a booking's staff page (issue 38, item 2): record a
// challan, confirm it paid, send a report back, cancel. Admins only: the
// route has checked.

import type { StaffOutcome } from "#app/admin/staff-outcome.ts";
import type {
  CancelChallanSchema,
  ChallanSchema,
  ConfirmChallanSchema,
  SendBackChallanSchema,
} from "#app/challans/challan-schema.ts";
import { readAmounts } from "#app/challans/challan-schema.ts";
import { decideChallan, recordChallan } from "#app/challans/challans.server.ts";
import type { AuditAction } from "#app/db/schema.ts";
import type { z } from "#app/zod.ts";

export type ChallanValue =
  | z.output<typeof ChallanSchema>
  | z.output<typeof ConfirmChallanSchema>
  | z.output<typeof SendBackChallanSchema>
  | z.output<typeof CancelChallanSchema>;

const CHALLAN_INTENTS = ["challan", "challan-confirm", "challan-send-back", "challan-cancel"] as const;

export const isChallanValue = (value: { intent: string }): value is ChallanValue =>
  (CHALLAN_INTENTS as readonly string[]).includes(value.intent);

const CLOSED = { formError: "This booking is closed: it can no longer change.", status: 409 } as const;

export async function runChallanAction(value: ChallanValue, bookingId: string, adminId: string): Promise<StaffOutcome> {
  if (value.intent === "challan") {
    const { tax, reference, period, payBy } = value;
    const recorded = await recordChallan(bookingId, adminId, {
      tax,
      reference,
      period,
      payBy,
      lines: readAmounts(value).lines,
    });
    if (!recorded) return "not-found";
    if (recorded === "closed") return CLOSED;
    return {
      notice: `Recorded: the client is emailed to pay ${recorded.total} by the date.`,
      audit: { action: "challan-recorded", what: `challan ${recorded.id}, ${reference}, ${recorded.total}` },
    };
  }
  const decision =
    value.intent === "challan-confirm"
      ? ({ intent: "confirm", cin: value.cin, paidOn: value.paidOn } as const)
      : value.intent === "challan-send-back"
        ? ({ intent: "send-back", note: value.note } as const)
        : ({ intent: "cancel" } as const);
  const decided = await decideChallan(bookingId, value.challanId, adminId, decision);
  if (!decided) return "not-found";
  if ("refused" in decided) {
    return decided.field === "cin"
      ? { fieldErrors: { cin: [decided.refused] } }
      : { formError: decided.refused, status: 409 };
  }
  const action: AuditAction =
    decision.intent === "confirm"
      ? "challan-confirmed"
      : decision.intent === "send-back"
        ? "challan-sent-back"
        : "challan-cancelled";
  return { notice: decided.done, audit: { action, what: `challan ${value.challanId}` } };
}
