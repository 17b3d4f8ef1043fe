// What a draft for the client's approval says (issue 38, item 1), and the
// forms that post, approve and question it. Browser-safe: the staff's form
// and the client's box read the same schemas and the same lines.
import { messageBody } from "#app/bookings/booking-schema.ts";
import { formatPaise, parseRupees } from "#app/invoices/money.ts";
import { z } from "#app/zod.ts";

const TAX_OUTCOMES = ["payable", "refund", "nil"] as const;
type TaxOutcome = (typeof TAX_OUTCOMES)[number];

/** The summary as staff wrote it; money in paise (DESIGN, 'After the sale'). */
export type DraftSummary = { outcome: TaxOutcome; amountPaise: number; figures: string; note: string };
/** A draft's document, fixed when posted: its SHA-256 is of the stored plaintext (uploads.sha256). */
export type DraftDocument = { uploadId: number; fileName: string; size: number; sha256: string };
/** What an approval records of each document. */
export type ApprovedDocument = Omit<DraftDocument, "uploadId">;

const OUTCOME_LABELS = {
  payable: "Tax payable",
  refund: "Refund due to you",
  nil: "No tax payable and no refund",
} as const satisfies Record<TaxOutcome, string>;

/** A summary line's label: the client's page says it in its language (locales/booking.ts, approval.labels). */
type SummaryLabel = (typeof OUTCOME_LABELS)[TaxOutcome] | "Figures to check" | "Note from us";

/**
 * The summary's lines as the client reads them, in order: the approval
 * records these words, so what was approved is what was shown.
 */
export function summaryLines(summary: DraftSummary): { label: SummaryLabel; text: string }[] {
  return [
    {
      label: OUTCOME_LABELS[summary.outcome],
      text: summary.outcome === "nil" ? formatPaise(0) : formatPaise(summary.amountPaise),
    },
    { label: "Figures to check", text: summary.figures },
    ...(summary.note ? [{ label: "Note from us" as const, text: summary.note }] : []),
  ];
}

/** summaryLines as one text, one line each: what an approval stores and its record prints. */
export function summaryText(summary: DraftSummary): string {
  return summaryLines(summary)
    .map((line) => `${line.label}: ${line.text}`)
    .join("\n");
}

/** The draft version the page showed: another posted since refuses the form. */
const draftVersion = z.coerce.number({ error: "Please reload the page." }).int().min(0);

/** A form sends a line break as CRLF: stored as one "\n", the text is the same however it came. */
const oneNewline = (text: string) => text.replace(/\r\n?/g, "\n");

const AMOUNT = "Please enter the amount in rupees, such as 12,500 or 12500.50.";

/** Sent beside the files of a draft (a multipart form): the summary and the version the page showed. */
export const DraftFieldsSchema = z
  .object({
    intent: z.literal("draft"),
    draftVersion,
    outcome: z.enum(TAX_OUTCOMES, { error: "Please say whether tax is payable, refunded or nil." }),
    amount: z.string().trim().optional(),
    figures: z
      .string({ error: "Please write the figures the client should check." })
      .trim()
      .min(1, "Please write the figures the client should check.")
      .max(1000, "Please keep the figures under 1,000 characters."),
    note: z.string().trim().max(1000, "Please keep the note under 1,000 characters.").optional(),
  })
  .transform((fields, context) => {
    const amountPaise = fields.outcome === "nil" ? 0 : parseRupees(fields.amount ?? "");
    if (amountPaise === null || (fields.outcome !== "nil" && amountPaise <= 0)) {
      context.addIssue({ code: "custom", message: AMOUNT, path: ["amount"] });
      return z.NEVER;
    }
    const summary: DraftSummary = {
      outcome: fields.outcome,
      amountPaise,
      figures: oneNewline(fields.figures),
      note: oneNewline(fields.note ?? ""),
    };
    return { draftVersion: fields.draftVersion, summary };
  });

/** The client asks for a code (the version they read), or approves with it. */
export const AskCodeSchema = z.object({ intent: z.literal("approval-code"), draftVersion });
export const ApproveSchema = z.object({
  intent: z.literal("approve"),
  draftVersion,
  code: z
    .string({ error: "Please enter the six-digit code from the email." })
    .trim()
    .regex(/^\d{6}$/, "Please enter the six-digit code from the email."),
});
export const QuestionSchema = z.object({
  intent: z.literal("question"),
  draftVersion,
  body: messageBody("Please write your question."),
});
