// The billing forms (issue 23), one schema each, run in the browser for
// instant messages and on the server for the truth. Amounts are typed in
// rupees and become paise here; the server works out every other figure.
import { checkGstin, GST_STATES } from "#app/invoices/gstin.ts";
import { PAYMENT_METHODS } from "#app/invoices/invoice-types.ts";
import { parseRupees } from "#app/invoices/money.ts";
import { isUtr } from "#app/invoices/upi.ts";
import { z } from "#app/zod.ts";

/** The most one line, or one payment, may be: ₹1 crore. */
const MAX_PAISE = 10_000_000 * 100;

const AMOUNT = "Please enter the amount in rupees, e.g. 2,500 or 2500.50.";

/** An amount in rupees as typed ("2,500.50"), as paise. */
const rupees = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((text, context) => {
      const paise = parseRupees(text);
      if (paise === null) {
        context.addIssue({ code: "custom", message: AMOUNT });
        return z.NEVER;
      }
      if (paise <= 0) {
        context.addIssue({ code: "custom", message: "Please enter an amount above zero." });
        return z.NEVER;
      }
      if (paise > MAX_PAISE) {
        context.addIssue({ code: "custom", message: "Please enter at most ₹1,00,00,000." });
        return z.NEVER;
      }
      return paise;
    });

const STATE_CODES = GST_STATES.map((state) => state.code) as [string, ...string[]];

/**
 * An invoice for some of a booking's services. Each booked item is a line:
 * ticked to bill it; an 'On Request' one carries the amount per unit staff
 * agreed (a fixed price is the booking's, whatever the browser sends).
 */
export const InvoiceSchema = z.object({
  intent: z.literal("invoice"),
  lines: z
    .array(
      z.object({
        itemId: z.coerce.number().int().min(1),
        include: z.literal("on").optional(),
        amount: z
          .string()
          .trim()
          .optional()
          .refine((text) => !text || parseRupees(text) !== null, AMOUNT)
          .refine((text) => !text || (parseRupees(text) ?? 0) > 0, "Please enter an amount above zero.")
          .refine((text) => !text || (parseRupees(text) ?? 0) <= MAX_PAISE, "Please enter at most ₹1,00,00,000.")
          .transform((text) => (text ? parseRupees(text) : null)),
      }),
    )
    .max(100)
    .refine((lines) => lines.some((line) => line.include), "Please tick at least one service to bill."),
  clientName: z.string().trim().max(200, "Please keep the name under 200 characters.").optional(),
  clientAddress: z.string().trim().max(400, "Please keep the address under 400 characters.").optional(),
  gstin: z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      if (!text) return null;
      const checked = checkGstin(text);
      if (!checked.ok) {
        context.addIssue({ code: "custom", message: checked.message });
        return z.NEVER;
      }
      return checked.gstin;
    }),
  stateCode: z.enum(STATE_CODES, { error: "Please choose the client's state." }).optional(),
});

export const CreditNoteSchema = z.object({
  intent: z.literal("credit-note"),
  invoiceId: z.coerce.number().int().min(1),
  reason: z
    .string({ error: "Please say why the invoice is cancelled." })
    .trim()
    .min(3, "Please say why the invoice is cancelled.")
    .max(300, "Please keep the reason under 300 characters."),
});

const UTR = "Please enter the 12-digit UPI reference (UTR) from your UPI app's payment details.";

/** A UPI transaction reference as people copy it: spaces and dashes dropped. */
const utr = z
  .string({ error: UTR })
  .transform((text) => text.replace(/[\s-]/g, ""))
  .refine(isUtr, UTR);

/** The client's 'I have paid'. */
export const ReportPaymentSchema = z.object({
  intent: z.literal("report-payment"),
  invoiceId: z.coerce.number().int().min(1),
  utr,
});

/** Staff found the reported payment in the bank statement. */
export const ConfirmPaymentSchema = z.object({
  intent: z.literal("confirm-payment"),
  paymentId: z.coerce.number().int().min(1),
});

/** Staff did not find it: the note tells the client why. */
export const RejectPaymentSchema = z.object({
  intent: z.literal("reject-payment"),
  paymentId: z.coerce.number().int().min(1),
  note: z.string().trim().max(300, "Please keep the note under 300 characters.").optional(),
});

/** A payment staff received: by UPI (its UTR), bank transfer, cash or cheque. */
export const RecordPaymentSchema = z
  .object({
    intent: z.literal("record-payment"),
    invoiceId: z.coerce.number().int().min(1),
    method: z.enum(PAYMENT_METHODS, { error: "Please choose how it was paid." }),
    reference: z.string().trim().max(60, "Please keep the reference under 60 characters.").optional(),
    amount: rupees("Please enter the amount received."),
  })
  .superRefine((value, context) => {
    const reference = (value.reference ?? "").replace(/[\s-]/g, "");
    if (value.method === "upi" && !isUtr(reference)) {
      context.addIssue({ code: "custom", path: ["reference"], message: UTR.replace("your UPI app's", "the") });
    } else if (value.method !== "cash" && !value.reference) {
      context.addIssue({
        code: "custom",
        path: ["reference"],
        message: "Please enter the transfer's reference or the cheque's number.",
      });
    }
  });
