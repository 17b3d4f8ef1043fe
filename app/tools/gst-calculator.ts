// The GST calculator (issue 24.2): an amount with or without GST, a rate,
// within a state or across states, broken up as an invoice shows it. The
// same function runs on the server (a shared link shows the figures) and in
// the browser (as the visitor types). Paise throughout, the tax worked out
// by the invoices' own rule (app/invoices/gst.ts), never a float.
import { computeInvoiceLines } from "#app/invoices/gst.ts";
import { parseRupees } from "#app/invoices/money.ts";
import { z } from "#app/zod.ts";

/**
 * The slabs in force since 22 September 2025 (56th GST Council; notification
 * 9/2025-CT(Rate)), then the older ones. NOTE: 28% did not end for every
 * good on 22 September 2025. The Council left pan masala, cigarettes and
 * other tobacco products at 28% plus compensation cess until the cess
 * ended: notification 9/2025-CT(Rate) kept them in its Schedule VII (14%
 * CGST, so 28% in all), and notification 19/2025-CT(Rate) of 31 December
 * 2025 omitted that schedule from 1 February 2026, moving them to 40% (biris
 * to 18%).
 */
export const GST_RATES = [
  { value: "0", label: "0%" },
  { value: "0.25", label: "0.25%" },
  { value: "3", label: "3%" },
  { value: "5", label: "5%" },
  { value: "18", label: "18%" },
  { value: "40", label: "40%" },
  { value: "12", label: "12% (before 22 Sep 2025)" },
  { value: "28", label: "28% (before 22 Sep 2025; tobacco and pan masala until 31 Jan 2026)" },
] as const;

const RATE_VALUES = GST_RATES.map((rate) => rate.value) as [string, ...string[]];

/**
 * Said when a link or an old bookmark carries a choice the calculator does not have: never a silent default.
 * The form's messages are English; the page says them in its language (`forms`, app/form-messages.ts).
 */
const UNKNOWN_CHOICE = {
  rate: `That is not a GST rate this calculator knows. Choose one of ${GST_RATES.slice(0, 6)
    .map((rate) => rate.label)
    .join(", ")}, or 12% or 28% for supplies at the older rates.`,
  mode: "Please choose whether the amount is before GST or includes GST.",
  supply: "Please choose whether the supply is within one state or to another state.",
} as const;

/** ₹1,000 crore: beyond it an amount is a typing mistake, not an invoice. */
const MAX_PAISE = 1_000 * 10_000_000 * 100;

const AMOUNT = "Please enter the amount in rupees, e.g. 2,500 or 2500.50.";
const AMOUNT_MISSING = "Please enter an amount.";
const AMOUNT_MAX = "Please enter at most ₹1,000 crore.";

/** The calculator's form, as its GET query string carries it. */
export const GstCalculatorSchema = z.object({
  amount: z
    .string({ error: AMOUNT_MISSING })
    .trim()
    .min(1, AMOUNT_MISSING)
    .transform((text, context) => {
      const paise = parseRupees(text);
      if (paise === null) {
        context.addIssue({ code: "custom", message: AMOUNT });
        return z.NEVER;
      }
      if (paise > MAX_PAISE) {
        context.addIssue({ code: "custom", message: AMOUNT_MAX });
        return z.NEVER;
      }
      return paise;
    }),
  // Left out (a first visit), each has its usual value; sent but not one of
  // the choices, it is an error with its message, never quietly the usual.
  mode: z.enum(["exclusive", "inclusive"], { error: UNKNOWN_CHOICE.mode }).default("exclusive"),
  rate: z.enum(RATE_VALUES, { error: UNKNOWN_CHOICE.rate }).default("18"),
  supply: z.enum(["intra", "inter"], { error: UNKNOWN_CHOICE.supply }).default("intra"),
});

export type GstBreakup = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  ratePercent: number;
  intraState: boolean;
  /** An amount with GST that no whole-paisa taxable value adds up to exactly: the invoice's total differs by a paisa or two. */
  roundingDifferencePaise: number;
};

/**
 * GST on `amountPaise`. Without GST: the tax is added. With GST: the taxable
 * value is the amount divided by (1 + rate), to the nearest paisa, and the
 * tax worked out on it as an invoice would.
 */
export function calculateGst(request: {
  amountPaise: number;
  ratePercent: number;
  inclusive: boolean;
  intraState: boolean;
}): GstBreakup {
  const basisPoints = Math.round(request.ratePercent * 100);
  const taxable = request.inclusive
    ? Math.floor((2 * request.amountPaise * 10_000 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints)))
    : request.amountPaise;
  const { totals } = computeInvoiceLines(
    [{ description: "Amount", sac: "", quantity: 1, unitPaise: taxable, ratePercent: request.ratePercent }],
    request.intraState,
  );
  return {
    ...totals,
    ratePercent: request.ratePercent,
    intraState: request.intraState,
    roundingDifferencePaise: request.inclusive ? totals.totalPaise - request.amountPaise : 0,
  };
}

/** What was sent in one field, as text (up to 40 characters): never fails, so the page can say what is wrong with it. */
const sent = (usual: string) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((text) => (text ?? usual).slice(0, 40));

/** The page's query string as the form shows it again, as sent: GstCalculatorSchema then judges it. */
export const GstQuerySchema = z.object({
  amount: sent(""),
  mode: sent("exclusive"),
  rate: sent("18"),
  supply: sent("intra"),
});

/** Whether a rate is one of the calculator's: the page shows its select empty otherwise. */
export function isKnownRate(rate: string): boolean {
  return RATE_VALUES.includes(rate);
}
