// The staff page's filing forms (issue 37.4): record a return filed (a
// multipart form: the acknowledgement's PDF may come with it) and remove a
// record made by mistake. Admins only: the route has checked.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { StaffOutcome } from "#app/admin/staff-outcome.ts";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { describeLateFee, getLateFee } from "#app/catalog/late-fee.ts";
import type { AuditAction } from "#app/db/schema.ts";
import { FilingSchema, type RemoveFilingSchema, readLateFeeFacts } from "#app/filings/filing-schema.ts";
import { recordFiling, removeFiling } from "#app/filings/filings.server.ts";
import { reply } from "#app/forms.server.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { convertReceivedPhotos } from "#app/uploads/photos-to-pdf.server.ts";
import { discardFiles, type ReceivedForm } from "#app/uploads/receive.server.ts";
import type { z } from "#app/zod.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };

export async function receiveFiling(
  form: ReceivedForm,
  bookingId: string,
  adminId: string,
  audit: (action: AuditAction, what: string) => Promise<void>,
) {
  const more = { intent: "filing" };
  // One acknowledgement: a second file is not kept.
  await discardFiles(form.accepted.slice(1));
  let received: ReceivedForm = { ...form, accepted: form.accepted.slice(0, 1) };
  const submission = parseWithZod(new URLSearchParams(received.fields), { schema: FilingSchema });
  const refuse = async (options: { status?: number; formError?: string; fieldErrors?: Record<string, string[]> }) => {
    await discardFiles(received.accepted);
    return reply(submission, { status: 400, ...options, headers: NOT_STORED, more });
  };
  if (submission.status !== "success") return refuse({});
  const value = submission.value;
  if (received.refused.length > 0) return refuse({ fieldErrors: { file: received.refused.map((file) => file.error) } });
  received = await convertReceivedPhotos(received);
  const [file] = received.accepted;
  const recorded = await recordFiling(
    bookingId,
    adminId,
    {
      ruleId: value.ruleId,
      period: value.period,
      filedOn: value.filedOn,
      acknowledgement: value.acknowledgement,
      uploadId: file ? undefined : value.uploadId,
      lateFeePaise: value.lateFee,
      interestPaise: value.interest,
    },
    file ?? null,
  );
  if (!recorded) {
    await discardFiles(received.accepted);
    throw data("Not found", { status: 404 });
  }
  if ("refused" in recorded) {
    return recorded.field
      ? refuse({ fieldErrors: { [recorded.field]: [recorded.refused] } })
      : refuse({ status: 409, formError: recorded.refused });
  }
  const fees = `late fee ${formatPaise(value.lateFee)}, interest ${formatPaise(value.interest)}`;
  await audit("filing-recorded", `${recorded.what}, ${value.acknowledgement}, filed ${value.filedOn}, ${fees}`);
  const rule = DUE_RULES.find((each) => each.id === value.ruleId);
  const fee = rule && recorded.dueOn ? getLateFee(rule, recorded.dueOn, value.filedOn, readLateFeeFacts(value)) : null;
  const when = fee
    ? ` ${describeLateFee(fee)}`
    : recorded.dueOn && value.filedOn <= recorded.dueOn
      ? " Filed on time."
      : "";
  const notice = `Recorded: ${recorded.what}.${when} The client is emailed.`;
  return reply(submission, { notice, headers: NOT_STORED, more });
}

export async function runRemoveFiling(
  value: z.output<typeof RemoveFilingSchema>,
  bookingId: string,
): Promise<StaffOutcome> {
  const removed = await removeFiling(bookingId, value.filingId);
  if (!removed) return "not-found";
  if (removed === "gone") return { formError: "That record is already removed. Please reload the page.", status: 409 };
  return {
    notice: `Removed the record of ${removed.what}. Your reason is in the audit trail.`,
    audit: { action: "filing-removed", what: `${removed.what}. Reason: ${value.reason}` },
  };
}
