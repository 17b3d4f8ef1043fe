// The forms of a booking's staff page (issue 21), one schema each, run in
// the browser for instant messages and in the action for the truth.
import { messageBody } from "#app/bookings/booking-schema.ts";
import { LINE_MARK_STATES, REQUEST_NOTE_MAX } from "#app/bookings/line-marks.ts";
import { BOOKING_STAGES } from "#app/bookings/stages.ts";
import {
  CancelChallanSchema,
  ChallanSchema,
  ConfirmChallanSchema,
  SendBackChallanSchema,
} from "#app/challans/challan-schema.ts";
import { RemoveFilingSchema } from "#app/filings/filing-schema.ts";
import {
  ConfirmPaymentSchema,
  CreditNoteSchema,
  InvoiceSchema,
  RecordPaymentSchema,
  RejectPaymentSchema,
} from "#app/invoices/invoice-schema.ts";
import { isCalendarDay, optionalText } from "#app/validation.ts";
import { z } from "#app/zod.ts";

/** The booking's version when the page was rendered: a change made since refuses the form. */
const version = z.coerce.number({ error: "Please reload the page." }).int().min(0);

export const StageSchema = z.object({
  intent: z.literal("stage"),
  stage: z.enum(BOOKING_STAGES, { error: "Please choose a stage." }),
  version,
  /** Sent by 'Move anyway', the second submit that confirms a move past unanswered requests. */
  confirm: z.literal("yes").optional(),
  /** Sent by 'File anyway': why staff record the work filed although the filing guard names what is missing. */
  overrideReason: z
    .string()
    .trim()
    .min(10, "Please say in a sentence why you file anyway: it is kept in the audit trail.")
    .max(300, "Please keep the reason under 300 characters.")
    .optional(),
});

const DUE_DATE = "Please enter a due date between 2020 and 2100, or leave it empty.";

/** An optional calendar date, as a date input sends it: a real day between 2020 and 2100. */
const dueDate = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isCalendarDay(value), DUE_DATE);

export const PlanSchema = z.object({
  intent: z.literal("plan"),
  ownerId: z.string().trim().max(100).optional(),
  dueOn: dueDate,
  version,
});

const WHAT_IS_NEEDED = "Please write what the client should send, one document per line.";

/** Documents asked of the client: one per line, up to 20 at once. */
export const RequestSchema = z.object({
  intent: z.literal("request"),
  labels: z
    .string({ error: WHAT_IS_NEEDED })
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200, "Please keep each line under 200 characters."))
        .min(1, WHAT_IS_NEEDED)
        .max(20, "Please ask for at most 20 documents at once."),
    ),
  dueOn: dueDate,
  /** Shown under each line of this round on the client's page and in the request email. */
  note: optionalText(REQUEST_NOTE_MAX, `Please keep the note under ${REQUEST_NOTE_MAX} characters.`),
});

const requestId = z.coerce.number({ error: "Please reload the page." }).int().min(1);

/** Staff mark a checklist line (or a request's line), or take the mark away (issue 36, item 2). */
const MarkLineSchema = z.object({
  intent: z.literal("mark-line"),
  lineId: z.string({ error: "Please reload the page." }).trim().min(1).max(100),
  state: z.enum(LINE_MARK_STATES, { error: "Please reload the page." }),
});

const UnmarkLineSchema = z.object({
  intent: z.literal("unmark-line"),
  lineId: z.string({ error: "Please reload the page." }).trim().min(1).max(100),
});

/** Ask again for a document the client said they do not have. */
const AskAgainSchema = z.object({ intent: z.literal("ask-again"), requestId });

const NotNeededSchema = z.object({ intent: z.literal("not-needed"), requestId });

const RemindSchema = z.object({ intent: z.literal("remind") });

const uploadId = z.coerce.number({ error: "Please reload the page." }).int().min(1);

/** A document the booking lookup brought (issue 34.3), accepted and filed as staff choose. */
const AcceptUploadSchema = z.object({
  intent: z.literal("accept-upload"),
  uploadId,
  filedAs: z.string().trim().max(100).default("other"),
});

/** One of the client's documents, filed by staff against another line of the checklist (issue 36, item 2). */
const RefileSchema = z.object({
  intent: z.literal("refile"),
  uploadId,
  filedAs: z.string().trim().max(100).default("other"),
});

const RejectUploadSchema = z.object({ intent: z.literal("reject-upload"), uploadId });

export const ReplySchema = z.object({ intent: z.literal("reply"), body: messageBody() });

export const NoteSchema = z.object({ intent: z.literal("note"), body: messageBody("Please write a note.") });

/** Sent beside the file of a deliverable (a multipart form). */
export const DeliverableSchema = z.object({
  label: z
    .string({ error: "Please say what the document is." })
    .trim()
    .min(1, "Please say what the document is.")
    .max(120, "Please keep the label under 120 characters."),
});

export const StaffActionSchema = z.discriminatedUnion("intent", [
  StageSchema,
  RefileSchema,
  PlanSchema,
  ReplySchema,
  NoteSchema,
  RequestSchema,
  NotNeededSchema,
  MarkLineSchema,
  UnmarkLineSchema,
  AskAgainSchema,
  RemindSchema,
  AcceptUploadSchema,
  RejectUploadSchema,
  InvoiceSchema,
  CreditNoteSchema,
  ConfirmPaymentSchema,
  RejectPaymentSchema,
  RecordPaymentSchema,
  ChallanSchema,
  ConfirmChallanSchema,
  SendBackChallanSchema,
  CancelChallanSchema,
  RemoveFilingSchema,
]);

export const STALE_MESSAGE =
  "Someone else changed this booking since you opened it. Please reload the page and try again.";
