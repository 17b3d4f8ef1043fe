import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { ALREADY_CHECKED, acceptLookupUpload, rejectLookupUpload } from "#app/admin/lookup-uploads.server.ts";
import {
  addNote,
  getStaffBooking,
  planBooking,
  recordOpening,
  sendDeliverable,
} from "#app/admin/staff-booking.server.ts";
import { DeliverableSchema, STALE_MESSAGE, StaffActionSchema } from "#app/admin/staff-booking-schema.ts";
import type { StaffOutcome } from "#app/admin/staff-outcome.ts";
import { DRAFT_MAX_FILES, listDrafts } from "#app/approvals/drafts.server.ts";
import { receiveDraft } from "#app/approvals/staff-draft.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { moveStage, postMessage } from "#app/bookings/booking-work.server.ts";
import { markLine, unmarkLine } from "#app/bookings/line-marks.server.ts";
import { MARK_NAMES } from "#app/bookings/line-marks.ts";
import { sendReminderNow } from "#app/bookings/reminders.server.ts";
import {
  addRequests,
  askAgain,
  getUnansweredLabels,
  markRequestNotNeeded,
  refileDocument,
} from "#app/bookings/requests.server.ts";
import { isChallanValue, runChallanAction } from "#app/challans/staff-challans.server.ts";
import { getDb } from "#app/db/client.server.ts";
import type { AuditAction } from "#app/db/schema.ts";
import { getStaffKeepOffer } from "#app/engagements/staff-engagements.server.ts";
import { loadStaffFilings } from "#app/filings/filings.server.ts";
import { receiveFiling, runRemoveFiling } from "#app/filings/staff-filings.server.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { runBillingAction } from "#app/invoices/staff-billing.server.ts";
import { convertReceivedPhotos } from "#app/uploads/photos-to-pdf.server.ts";
import { discardFiles, isMultipart, type ReceivedForm, receiveMultipartForm } from "#app/uploads/receive.server.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };
const CLOSED = "This booking is closed: it can no longer change.";
const NO_SUCH_LINE = "That line is not on this booking's checklist. Please reload the page.";

export async function loadStaffBooking(request: Request, bookingId: string) {
  const admin = await requireAdmin(request);
  const booking = await getStaffBooking(bookingId);
  if (!booking) throw data("Not found", { status: 404, headers: NOT_STORED });
  // Opening the page takes in what the client sent: the dashboard's unread mark goes.
  await recordOpening(booking.bookingId, admin.id);
  const [drafts, filings, keep] = await Promise.all([
    listDrafts(booking.bookingId),
    loadStaffFilings(booking.bookingId),
    getStaffKeepOffer(booking.bookingId),
  ]);
  return data({ booking, drafts, filings, keep }, { headers: NOT_STORED });
}

export async function handleStaffAction(request: Request, bookingId: string, clientAddress: string) {
  const admin = await requireAdmin(request);
  const audit = (action: AuditAction, what: string) =>
    recordAudit({ action, actor: admin, target: `${bookingId}: ${what}`, clientAddress });
  if (isMultipart(request)) return receiveFiles(request, bookingId, admin, audit);

  const submission = parseWithZod(await readForm(request), { schema: StaffActionSchema });
  const intent = submission.payload.intent;
  // Which box's form the answer belongs to.
  const more = { intent: typeof intent === "string" ? intent : "" };
  const answer = (status: number, notice: string | null, formError?: string) =>
    reply(submission, { status, notice, formError, headers: NOT_STORED, more });
  if (submission.status !== "success") return answer(400, null);
  const value = submission.value;

  if (
    value.intent === "invoice" ||
    value.intent === "credit-note" ||
    value.intent === "confirm-payment" ||
    value.intent === "reject-payment" ||
    value.intent === "record-payment"
  ) {
    return answerOutcome(await runBillingAction(value, bookingId, admin));
  }

  if (isChallanValue(value)) {
    return answerOutcome(await runChallanAction(value, bookingId, admin.id));
  }

  if (value.intent === "filing-remove") return answerOutcome(await runRemoveFiling(value, bookingId));

  if (value.intent === "stage") {
    const outcome = await moveStage(bookingId, value.stage, admin.id, {
      version: value.version,
      openRequestsConfirmed: value.confirm === "yes",
      overrideReason: value.overrideReason,
    });
    if (outcome === "open-requests") {
      const open = await getUnansweredLabels(getDb(), bookingId);
      const asked = open.length === 1 ? "1 requested document has" : `${open.length} requested documents have`;
      return reply(submission, {
        status: 409,
        formError: `${asked} not come yet: ${open.join("; ")}. Move to ${value.stage} anyway?`,
        headers: NOT_STORED,
        more: { ...more, confirmStage: value.stage },
      });
    }
    if (typeof outcome === "object" && "notReady" in outcome) {
      return reply(submission, {
        status: 409,
        formError: `Not moved: ${outcome.notReady.join("; ")}. You can file once that is settled, or say below why you file anyway.`,
        headers: NOT_STORED,
        more: { ...more, fileAnyway: value.stage },
      });
    }
    if (typeof outcome === "object") {
      await audit("booking-stage-changed", value.stage);
      await audit("filing-override", `${outcome.overridden.join("; ")}. Reason: ${value.overrideReason}`);
      return answer(200, `Moved to ${value.stage}. Your reason is on record.`);
    }
    if (outcome === "moved") await audit("booking-stage-changed", value.stage);
    return refusalOf(outcome) ?? answer(200, outcome === "moved" ? `Moved to ${value.stage}.` : "It is already there.");
  }
  if (value.intent === "plan") {
    const outcome = await planBooking(bookingId, value.version, {
      ownerId: value.ownerId || null,
      dueOn: value.dueOn || null,
    });
    if (outcome === "unknown-owner") return answer(400, null, "Please choose one of the firm's admins.");
    if (outcome === "saved")
      await audit("booking-assigned", `owner ${value.ownerId || "none"}, due ${value.dueOn || "none"}`);
    return refusalOf(outcome) ?? answer(200, "Saved.");
  }
  if (value.intent === "reply") {
    const posted = await postMessage({ bookingId, author: "firm", authorId: admin.id, body: value.body });
    if (!posted) throw data("Not found", { status: 404 });
    await audit("booking-message-sent", `message ${posted.id}`);
    return answer(200, "Sent. The client is emailed a link to read it.");
  }
  if (value.intent === "request") {
    const outcome = await addRequests(bookingId, admin.id, value.labels, value.dueOn || null, value.note || null);
    if (!outcome) throw data("Not found", { status: 404 });
    if (outcome === "closed") return answer(409, null, "This booking is closed: it can no longer change.");
    await audit("documents-requested", value.labels.join("; "));
    return answer(200, "Asked. The client is emailed the list of what is still needed.");
  }
  if (value.intent === "remind") {
    const outcome = await sendReminderNow(bookingId);
    if (outcome === "not-found") throw data("Not found", { status: 404 });
    if (outcome === "closed") return answer(409, null, "This booking is closed: it can no longer change.");
    if (outcome === "nothing") return answer(409, null, "The client owes nothing now: no reminder was sent.");
    await audit("reminder-sent", "by hand");
    return answer(200, "Reminder sent.");
  }
  if (value.intent === "not-needed") {
    if (!(await markRequestNotNeeded(bookingId, value.requestId))) throw data("Not found", { status: 404 });
    await audit("request-not-needed", `request ${value.requestId}`);
    return answer(200, "Marked not needed.");
  }
  if (value.intent === "mark-line") {
    const outcome = await markLine(bookingId, admin, value.lineId, value.state);
    if (!outcome) throw data("Not found", { status: 404 });
    if (outcome === "closed") return answer(409, null, CLOSED);
    if (outcome === "unknown") return answer(400, null, NO_SUCH_LINE);
    await audit("line-marked", `${value.lineId} ${MARK_NAMES[value.state].toLowerCase()}`);
    return answer(200, `Marked ${MARK_NAMES[value.state].toLowerCase()}.`);
  }
  if (value.intent === "unmark-line") {
    const outcome = await unmarkLine(bookingId, value.lineId);
    if (!outcome) throw data("Not found", { status: 404 });
    if (outcome === "closed") return answer(409, null, CLOSED);
    if (outcome === "none") return answer(400, null, "That line is not marked now. Please reload the page.");
    await audit("line-unmarked", `${value.lineId} no longer ${MARK_NAMES[outcome].toLowerCase()}`);
    return answer(200, `No longer marked ${MARK_NAMES[outcome].toLowerCase()}: the line is needed again.`);
  }
  if (value.intent === "ask-again") {
    const outcome = await askAgain(bookingId, admin.id, value.requestId);
    if (!outcome) throw data("Not found", { status: 404 });
    if (outcome === "closed") return answer(409, null, CLOSED);
    if (outcome === "unknown")
      return answer(400, null, "The client has not answered this request. Please reload the page.");
    await audit("request-asked-again", `request ${value.requestId}`);
    return answer(200, "Asked again. The client is emailed the list of what is still needed.");
  }
  if (value.intent === "refile") {
    const outcome = await refileDocument(bookingId, value.uploadId, value.filedAs);
    if (!outcome) throw data("Not found", { status: 404 });
    if (outcome === "closed") return answer(409, null, "This booking is closed: it can no longer change.");
    await audit("document-refiled", `${outcome.fileName} (upload ${value.uploadId}) as ${outcome.filedAs}`);
    return answer(200, `Re-filed ${outcome.fileName}.`);
  }
  if (value.intent === "accept-upload" || value.intent === "reject-upload") {
    const accept = value.intent === "accept-upload";
    const outcome = accept
      ? await acceptLookupUpload(bookingId, value.uploadId, value.filedAs)
      : await rejectLookupUpload(bookingId, value.uploadId);
    if (outcome === "not-found") throw data("Not found", { status: 404 });
    if (outcome === "gone") return answer(409, null, ALREADY_CHECKED);
    await audit(accept ? "upload-accepted" : "upload-rejected", `${outcome.fileName} (upload ${value.uploadId})`);
    return answer(
      200,
      accept
        ? `Accepted ${outcome.fileName}: it now counts as received.`
        : `Rejected ${outcome.fileName}: it is deleted.`,
    );
  }
  const note = await addNote(bookingId, admin, value.body);
  if (!note) throw data("Not found", { status: 404 });
  await audit("booking-note-added", `note ${note.id}`);
  return answer(200, "Note saved.");

  /** The answer to a billing or challan form: what was done (audited), or why not, beside its field or the form. */
  async function answerOutcome(outcome: StaffOutcome) {
    if (outcome === "not-found") throw data("Not found", { status: 404 });
    if ("fieldErrors" in outcome) {
      return reply(submission, { fieldErrors: outcome.fieldErrors, headers: NOT_STORED, more });
    }
    if ("formError" in outcome) return answer(outcome.status, null, outcome.formError);
    await audit(outcome.audit.action, outcome.audit.what);
    return answer(200, outcome.notice);
  }

  function refusalOf(outcome: string) {
    if (outcome === "stale") return answer(409, null, STALE_MESSAGE);
    if (outcome === "closed") return answer(409, null, "This booking is closed: it can no longer change.");
    if (outcome === "not-found") throw data("Not found", { status: 404 });
    return null;
  }
}

/** The forms that carry files: a draft for approval (app/approvals), a return filed (app/filings), or a deliverable. */
async function receiveFiles(
  request: Request,
  bookingId: string,
  admin: { id: string; email: string },
  audit: (action: AuditAction, what: string) => Promise<void>,
) {
  let received: ReceivedForm;
  try {
    received = await receiveMultipartForm(request, { maxFiles: DRAFT_MAX_FILES });
  } catch {
    return reply(null, {
      formError: "The upload was interrupted. Please try again.",
      headers: NOT_STORED,
      more: { intent: "deliverable" },
    });
  }
  if (received.fields.intent === "draft") return receiveDraft(received, bookingId, admin, audit);
  if (received.fields.intent === "filing") return receiveFiling(received, bookingId, admin.id, audit);
  return receiveDeliverable(received, bookingId, audit);
}

/** One document from the firm to the client, with its label; the same checks and streaming as the clients' uploads. */
async function receiveDeliverable(
  form: ReceivedForm,
  bookingId: string,
  audit: (action: AuditAction, what: string) => Promise<void>,
) {
  const more = { intent: "deliverable" };
  const fail = (formError: string) => reply(null, { formError, headers: NOT_STORED, more });
  // One document at a time: the first file is sent, any other is not kept.
  await discardFiles(form.accepted.slice(1));
  let received: ReceivedForm = { ...form, accepted: form.accepted.slice(0, 1) };
  const label = DeliverableSchema.safeParse({ label: received.fields.label });
  if (label.success) received = await convertReceivedPhotos(received);
  const [file] = received.accepted;
  if (!label.success || !file) {
    await discardFiles(received.accepted);
    return fail(
      !label.success
        ? (label.error.issues[0]?.message ?? "Please say what the document is.")
        : (received.refused[0]?.error ?? "Please choose a file."),
    );
  }
  const sent = await sendDeliverable(bookingId, file, label.data.label);
  if (!sent) {
    await discardFiles(received.accepted);
    throw data("Not found", { status: 404 });
  }
  await audit("deliverable-sent", `${label.data.label} (${file.fileName})`);
  const notice = `Sent ${file.fileName}. The client is emailed a link to download it.`;
  return reply(null, { notice, headers: NOT_STORED, more });
}
