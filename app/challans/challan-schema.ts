// The challan forms (issue 38, item 2): staff record one, the client reports
// it paid, staff confirm, send back or cancel. Run in the browser for
// instant messages and in the action for the truth.
import {
  CHALLAN_HEADS,
  CHALLAN_PARTS,
  CHALLAN_REFERENCE,
  CHALLAN_TAXES,
  type ChallanLine,
  type ChallanTax,
  getAmountField,
  normaliseReference,
} from "#app/challans/challan.ts";
import { addDays, getTodayInIndia } from "#app/format-date.ts";
import { parseRupees } from "#app/invoices/money.ts";
import { isCalendarDay } from "#app/validation.ts";
import { z } from "#app/zod.ts";

/**
 * How long a GST challan can wait: 15 days from when the portal made it
 * (CGST Rules, rule 87(2)), so a pay-by date further out cannot be this
 * challan's.
 */
export const GST_CHALLAN_VALID_DAYS = 15;

const AMOUNT =
  "Please enter whole rupees, such as 12,500, or leave it empty: challans are paid in whole rupees (CGST Act s.170; Income-tax Act 1961 s.288B).";

/** Every amount field of both taxes' challans: a form sends those of one. */
const AMOUNT_FIELDS = Object.fromEntries(
  CHALLAN_TAXES.flatMap((tax) =>
    CHALLAN_HEADS[tax].flatMap((head) =>
      CHALLAN_PARTS.map((part) => [getAmountField(head.id, part.id), z.string().trim().max(20, AMOUNT).optional()]),
    ),
  ),
);

export const ChallanSchema = z
  .object({
    intent: z.literal("challan"),
    tax: z.enum(CHALLAN_TAXES, { error: "Please reload the page." }),
    reference: z
      .string({ error: "Please enter the challan's 14-digit CPIN or CRN." })
      .transform(normaliseReference)
      .pipe(z.string().regex(CHALLAN_REFERENCE, "Please enter the challan's 14-digit CPIN or CRN.")),
    period: z
      .string({ error: "Please say which period or year it pays for, such as October 2026." })
      .trim()
      .min(1, "Please say which period or year it pays for, such as October 2026.")
      .max(60, "Please keep the period under 60 characters."),
    payBy: z
      .string({ error: "Please enter the day it must be paid by." })
      .trim()
      .refine(isCalendarDay, "Please enter the day it must be paid by.")
      .refine((day) => day >= getTodayInIndia(), "That day has passed: please make a fresh challan on the portal."),
    ...AMOUNT_FIELDS,
  })
  .superRefine((value, context) => {
    const { lines, wrong } = readAmounts(value);
    for (const field of wrong) context.addIssue({ code: "custom", path: [field], message: AMOUNT });
    if (lines.length === 0 && wrong.length === 0) {
      context.addIssue({ code: "custom", path: [], message: "Please enter at least one amount above zero." });
    }
    if (value.tax === "gst" && value.payBy > addDays(getTodayInIndia(), GST_CHALLAN_VALID_DAYS)) {
      context.addIssue({
        code: "custom",
        path: ["payBy"],
        message: `A GST challan is valid for ${GST_CHALLAN_VALID_DAYS} days from when it is made (CGST Rules, rule 87(2)): please choose a day within that.`,
      });
    }
  });

/** The amounts typed for the chosen tax's heads, as lines (zeros left out), and the fields that are no amount. */
export function readAmounts(value: { tax: ChallanTax } & Record<string, unknown>): {
  lines: ChallanLine[];
  wrong: string[];
} {
  const lines: ChallanLine[] = [];
  const wrong: string[] = [];
  for (const head of CHALLAN_HEADS[value.tax]) {
    for (const part of CHALLAN_PARTS) {
      const field = getAmountField(head.id, part.id);
      const typed = value[field];
      if (typeof typed !== "string" || typed === "") continue;
      const paise = parseRupees(typed);
      if (paise === null || paise % 100 !== 0) wrong.push(field);
      else if (paise > 0) lines.push({ head: head.id, part: part.id, paise });
    }
  }
  return { lines, wrong };
}

const challanId = z.coerce.number({ error: "Please reload the page." }).int().min(1).max(Number.MAX_SAFE_INTEGER);

const CIN_REQUIRED = "Please enter the CIN from your bank's receipt.";

const paidOn = z
  .string({ error: "Please enter the day you paid." })
  .trim()
  .refine(isCalendarDay, "Please enter the day you paid.")
  .refine((day) => day <= getTodayInIndia(), "That day has not come yet: please enter the day you paid.");

/** The client: "I have paid", with the bank's CIN (its shape and challan are checked against the challan). */
export const ChallanPaidSchema = z.object({
  intent: z.literal("challan-paid"),
  challanId,
  cin: z.string({ error: CIN_REQUIRED }).trim().min(1, CIN_REQUIRED).max(40, CIN_REQUIRED),
  paidOn,
});

/** Staff: confirm a report, or record a challan paid with the CIN the client gave them. */
export const ConfirmChallanSchema = z.object({
  intent: z.literal("challan-confirm"),
  challanId,
  cin: z.string().trim().max(40).optional(),
  paidOn: paidOn.optional(),
});

export const SendBackChallanSchema = z.object({
  intent: z.literal("challan-send-back"),
  challanId,
  note: z
    .string({ error: "Please tell the client what is wrong." })
    .trim()
    .min(1, "Please tell the client what is wrong.")
    .max(300, "Please keep the note under 300 characters."),
});

export const CancelChallanSchema = z.object({ intent: z.literal("challan-cancel"), challanId });
