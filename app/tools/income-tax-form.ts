// The income tax calculator's form (issue 24.1): every field of its GET
// query string, what the page calls it, and how it becomes the engine's
// input. Amounts are typed in rupees and read as paise, never as floats.
import { parseRupees } from "#app/invoices/money.ts";
import { AGE_BANDS, type AgeBand, type IncomeTaxInput, TAX_YEARS, type TaxYear } from "#app/tools/income-tax.ts";
import { z } from "#app/zod.ts";

type MoneyKey = Exclude<keyof IncomeTaxInput, "year" | "age" | "salaried" | "metroCity">;

/** The amount fields, in the order of the form, grouped as a return groups them. */
export const INCOME_TAX_FIELDS: readonly {
  /** Names the group's words in the tools' messages (`incomeTax.groups.<key>`). */
  key: "salary" | "other" | "gains" | "deductions";
  group: string;
  fields: readonly { key: MoneyKey; label: string; hint?: string }[];
}[] = [
  {
    key: "salary",
    group: "Salary",
    fields: [
      { key: "salary", label: "Gross salary for the year", hint: "From Form 16, including HRA and allowances" },
      { key: "basicSalary", label: "Basic salary + DA", hint: "For the HRA exemption (old regime)" },
      { key: "hraReceived", label: "HRA received" },
      { key: "rentPaid", label: "Rent paid in the year" },
    ],
  },
  {
    key: "other",
    group: "Other income",
    fields: [
      {
        key: "houseProperty",
        label: "Income from a let-out house",
        hint: "Rent less municipal tax, 30% and its loan interest",
      },
      {
        key: "housePropertyLoss",
        label: "Loss from a let-out house",
        hint: "When its loan interest is more than the rent less municipal tax and 30%. Old regime: up to ₹2 lakh comes off your other income; new regime: none",
      },
      { key: "business", label: "Profit from business or profession" },
      { key: "savingsInterest", label: "Savings bank interest" },
      { key: "depositInterest", label: "Fixed and recurring deposit interest" },
      {
        key: "dividends",
        label: "Dividends",
        hint: "From shares and mutual funds: taxed at your slab rates, with a surcharge of at most 15% on them",
      },
      { key: "otherIncome", label: "Any other income" },
    ],
  },
  {
    key: "gains",
    group: "Capital gains",
    fields: [
      {
        key: "stcgEquity",
        label: "Short-term gains on listed shares and equity funds",
        hint: "Held up to 12 months (s.111A)",
      },
      {
        key: "ltcgEquity",
        label: "Long-term gains on listed shares and equity funds",
        hint: "Held over 12 months (s.112A)",
      },
      { key: "stcgOther", label: "Other short-term gains", hint: "Taxed at your slab rates" },
      { key: "ltcgOther", label: "Other long-term gains", hint: "Property, gold, unlisted shares (s.112)" },
    ],
  },
  {
    key: "deductions",
    group: "Deductions (old regime only)",
    fields: [
      {
        key: "deduction80C",
        label: "80C investments",
        hint: "PF, PPF, ELSS, life insurance, tuition fees; up to ₹1.5 lakh",
      },
      { key: "deduction80D", label: "80D health insurance premium" },
      { key: "homeLoanInterest", label: "Home loan interest, self-occupied house", hint: "Up to ₹2 lakh" },
      { key: "nps80ccd1b", label: "NPS contribution under 80CCD(1B)", hint: "Up to ₹50,000" },
    ],
  },
];

const MONEY_KEYS = INCOME_TAX_FIELDS.flatMap((group) => group.fields.map((field) => field.key));

/** What an amount that is not one is told, in English; the page says it in its language (`forms`, app/form-messages.ts). */
const INCOME_TAX_ERRORS = {
  amount: "Please enter the amount in rupees, e.g. 12,00,000 or 1200000.",
  max: "Please enter at most ₹1,000 crore.",
} as const;

/** ₹1,000 crore: beyond it an amount is a typing mistake. */
const MAX_PAISE = 1_000 * 10_000_000 * 100;

export type IncomeTaxFields = Record<MoneyKey, string> & { year: string; age: string; salaried: string; metro: string };

const YEARS = Object.keys(TAX_YEARS) as [TaxYear, ...TaxYear[]];
const AGES = Object.keys(AGE_BANDS) as [AgeBand, ...AgeBand[]];
/** A box ticked sends "yes"; anything else is unticked. */
const ticked = z.literal("yes").optional().catch(undefined);
/** What was typed in an amount field, kept as text (up to 40 characters) for the form to show again. */
const amountText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((text) => (text ?? "").slice(0, 40));

/**
 * The form's fields as the query string (or the form itself) carries them;
 * anything odd becomes the default. A form never sent (no year) counts as
 * salaried, the common case; once sent, an unticked box is unticked.
 */
export const IncomeTaxQuerySchema = z
  .object({
    year: z.enum(YEARS).optional().catch(undefined),
    age: z.enum(AGES).catch("below-60"),
    salaried: ticked,
    metro: ticked,
    ...(Object.fromEntries(MONEY_KEYS.map((key) => [key, amountText])) as Record<MoneyKey, typeof amountText>),
  })
  .transform(
    ({ year, salaried, metro, ...rest }): IncomeTaxFields => ({
      ...rest,
      year: year ?? YEARS[0],
      salaried: salaried ?? (year ? "" : "yes"),
      metro: metro ?? "",
    }),
  );

/**
 * The engine's input, or a message for each amount that is not one. An
 * empty field is nothing; a form with no amount at all is no result.
 */
export function toIncomeTaxInput(
  fields: IncomeTaxFields,
): { input: IncomeTaxInput; errors: null } | { input: null; errors: Partial<Record<MoneyKey, string>> | null } {
  const errors: Partial<Record<MoneyKey, string>> = {};
  const amounts = {} as Record<MoneyKey, number>;
  for (const key of MONEY_KEYS) {
    const text = fields[key].trim();
    const paise = text ? parseRupees(text) : 0;
    if (paise === null) errors[key] = INCOME_TAX_ERRORS.amount;
    else if (paise > MAX_PAISE) errors[key] = INCOME_TAX_ERRORS.max;
    else amounts[key] = paise;
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  if (MONEY_KEYS.every((key) => amounts[key] === 0)) return { input: null, errors: null };
  return {
    input: {
      year: fields.year as TaxYear,
      age: fields.age as AgeBand,
      salaried: fields.salaried === "yes",
      metroCity: fields.metro === "yes",
      ...amounts,
    },
    errors: null,
  };
}
