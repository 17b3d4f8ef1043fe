// The filing record's forms (issue 37.4): staff record a return filed (form,
// period, day, acknowledgement, fees paid) or remove one recorded by
// mistake. Browser-safe: the staff page runs them for instant messages, and
// the action again for the truth.
import {
  ANNUAL_TURNOVER_BANDS,
  DUE_RULES,
  type DueRule,
  GST_TURNOVER_BANDS,
  getRuleDueDate,
} from "#app/catalog/due-dates.ts";
import type { LateFeeFacts } from "#app/catalog/late-fee.ts";
import { parsePeriod } from "#app/catalog/recurring.ts";
import { getPeriodEnd, getPeriodLabel } from "#app/engagements/periods.ts";
import { addDays, getTodayInIndia } from "#app/format-date.ts";
import { parseRupees } from "#app/invoices/money.ts";
import { isCalendarDay } from "#app/validation.ts";
import { z } from "#app/zod.ts";

const PERIOD_MESSAGE =
  "Please enter the period as a month (2026-10), a quarter of the financial year (2026-Q3) or a financial year (2026-27).";

/** A period key as the engagements write it (a month first: "2009-10" is October 2009), or null. */
export function readPeriod(text: string): string | null {
  for (const frequency of ["monthly", "quarterly", "yearly"] as const) {
    const period = parsePeriod(frequency, text);
    if (period) return period;
  }
  return null;
}

/**
 * The due date a rule's return for a period answers to (extensions
 * applied): the rule's first date after the period ends, if that date is
 * the one for this period (its name says the period: "GSTR-3B for October
 * 2026"); null when the rule is not filed for such a period (a monthly
 * return for a financial year).
 */
export function getFilingDueDate(rule: DueRule, period: string): string | null {
  const end = getPeriodEnd(period);
  const found = getRuleDueDate(rule.id, addDays(end, 1));
  // "July–September 2026 (Q2 FY 2026-27)": the months are what the rule's name says.
  const label = getPeriodLabel(period).replace(/ \(.*\)$/, "");
  return found && rule.nameFor(found.statutory).includes(label) ? found.date : null;
}

/**
 * The acknowledgement's shape where it is documented: the GST portal's ARN
 * (15 characters: two letters, the state code, the month and year, six
 * digits and a check character, "AA0710260123456"), the TDS and TCS
 * statements' 15-digit provisional receipt (token) number. Others (the
 * ITR's acknowledgement, the MCA's SRN) are taken as typed.
 */
const ACKNOWLEDGEMENTS: { forms: RegExp; shape: RegExp; message: string }[] = [
  {
    forms: /^GSTR-/,
    shape: /^[A-Z]{2}\d{2}(0[1-9]|1[0-2])\d{2}\d{6}[0-9A-Z]$/,
    message:
      "Please enter the ARN as the GST portal gives it: 15 characters, two letters and 13 digits or letters, such as AA0710260123456.",
  },
  {
    forms: /^(24Q|26Q|27Q|27EQ)/,
    shape: /^\d{15}$/,
    message: "Please enter the 15-digit provisional receipt (token) number of the TDS or TCS statement.",
  },
];

/** Null when the acknowledgement may be this form's; otherwise what is wrong. */
function checkAcknowledgement(form: string, acknowledgement: string): string | null {
  const check = ACKNOWLEDGEMENTS.find((entry) => entry.forms.test(form));
  return check && !check.shape.test(acknowledgement) ? check.message : null;
}

const normaliseAcknowledgement = (text: string) => text.replace(/[\s-]/g, "").toUpperCase();

/** Rules whose record is a payment, not a return: a challan records those (app/challans). */
const PAYMENTS: ReadonlySet<string> = new Set(["advance-tax", "tds-tcs-payment", "gst-pmt-06"]);

export const findFilingRule = (ruleId: string) =>
  PAYMENTS.has(ruleId) ? undefined : DUE_RULES.find((rule) => rule.id === ruleId);

const RUPEES = "Please enter rupees, such as 2,000 or 2000.50, or leave it empty for none.";
/** Rupees as typed, as paise; null when left empty. */
const typedPaise = z
  .string()
  .trim()
  .max(20, RUPEES)
  .optional()
  .refine((typed) => !typed || parseRupees(typed) !== null, RUPEES)
  .transform((typed) => (typed ? parseRupees(typed) : null));
/** A fee paid, in paise: none when left empty. */
const rupees = typedPaise.transform((paise) => paise ?? 0);
/** A fact of the late fee, in whole rupees, or nothing (the line waits for it). */
const factRupees = typedPaise.transform((paise) => (paise === null ? undefined : Math.floor(paise / 100)));

// The facts of the table's late fee: shown to staff, not stored.
const LateFeeFactsSchema = z.object({
  turnover: z.enum(GST_TURNOVER_BANDS).optional(),
  nil: z.boolean().optional(),
  annualTurnover: z.enum(ANNUAL_TURNOVER_BANDS).optional(),
  stateTurnover: factRupees,
  tax: factRupees,
  smallIncome: z.enum(["yes", "no"]).optional(),
});

export const FilingSchema = z
  .object({
    intent: z.literal("filing"),
    ruleId: z
      .string({ error: "Please choose the return filed." })
      .refine((id) => findFilingRule(id) !== undefined, "Please choose the return filed."),
    period: z
      .string({ error: PERIOD_MESSAGE })
      .transform((text) => readPeriod(text) ?? "")
      .pipe(z.string().min(1, PERIOD_MESSAGE)),
    filedOn: z
      .string({ error: "Please enter the day it was filed." })
      .trim()
      .refine(isCalendarDay, "Please enter the day it was filed.")
      .refine((day) => day <= getTodayInIndia(), "That day has not come yet: please enter the day it was filed."),
    acknowledgement: z
      .string({ error: "Please enter the ARN or acknowledgement number." })
      .transform(normaliseAcknowledgement)
      .pipe(
        z
          .string()
          .min(4, "Please enter the ARN or acknowledgement number.")
          .max(40, "Please keep the acknowledgement number under 40 characters."),
      ),
    /** One of the booking's firm documents; empty when a new file comes with the form, or none. */
    uploadId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    lateFee: rupees,
    interest: rupees,
    ...LateFeeFactsSchema.shape,
  })
  .superRefine((value, context) => {
    const rule = findFilingRule(value.ruleId);
    if (!rule) return;
    const wrong = checkAcknowledgement(rule.form, value.acknowledgement);
    if (wrong) context.addIssue({ code: "custom", path: ["acknowledgement"], message: wrong });
    if (value.period && getFilingDueDate(rule, value.period) === null) {
      context.addIssue({
        code: "custom",
        path: ["period"],
        message: `${rule.form} is not filed for that period: ${rule.name.toLowerCase().startsWith(rule.form.toLowerCase()) ? rule.name : `${rule.form} (${rule.name})`}. ${PERIOD_MESSAGE}`,
      });
    }
  });

/** The facts as typed so far (a form's entries), before the whole form is valid: the fee shows as soon as they are. */
export function readTypedFacts(typed: Record<string, string>): LateFeeFacts {
  const parsed = LateFeeFactsSchema.safeParse({
    ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== "")),
    nil: typed.nil === "on" ? true : undefined,
  });
  return parsed.success ? readLateFeeFacts(parsed.data) : {};
}

/** The facts of the late fee, as the form sends them. */
export function readLateFeeFacts(value: z.output<typeof LateFeeFactsSchema>): LateFeeFacts {
  return {
    turnover: value.turnover,
    nil: value.nil,
    annualTurnover: value.annualTurnover,
    stateTurnoverRupees: value.stateTurnover,
    taxRupees: value.tax,
    smallIncome: value.smallIncome === undefined ? undefined : value.smallIncome === "yes",
  };
}

export const RemoveFilingSchema = z.object({
  intent: z.literal("filing-remove"),
  filingId: z.coerce.number({ error: "Please reload the page." }).int().min(1).max(Number.MAX_SAFE_INTEGER),
  reason: z
    .string({ error: "Please say why the record is removed: it is kept in the audit trail." })
    .trim()
    .min(10, "Please say why the record is removed: it is kept in the audit trail.")
    .max(300, "Please keep the reason under 300 characters."),
});
