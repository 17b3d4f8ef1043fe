// The staff page's post of a draft for approval (issue 38, item 1): its
// documents come through the same streamed, checked upload as the
// deliverables (receiveMultipartForm), its summary through one schema.
// A draft is whole or not at all: a refused file keeps none of them.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { DraftFieldsSchema } from "#app/approvals/approval-summary.ts";
import { postDraft } from "#app/approvals/drafts.server.ts";
import type { AuditAction } from "#app/db/schema.ts";
import { reply } from "#app/forms.server.ts";
import { convertReceivedPhotos } from "#app/uploads/photos-to-pdf.server.ts";
import { discardFiles, type ReceivedForm } from "#app/uploads/receive.server.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };

export async function receiveDraft(
  form: ReceivedForm,
  bookingId: string,
  admin: { id: string; email: string },
  audit: (action: AuditAction, what: string) => Promise<void>,
) {
  const more = { intent: "draft" };
  let received = form;
  const submission = parseWithZod(new URLSearchParams(form.fields), { schema: DraftFieldsSchema });
  const refuse = async (status: number, formError?: string) => {
    await discardFiles(received.accepted);
    return reply(submission, { status, formError, headers: NOT_STORED, more });
  };
  if (submission.status !== "success") return refuse(400);
  received = await convertReceivedPhotos(received);
  if (received.refused.length > 0) return refuse(400, received.refused.map((file) => file.error).join(" "));
  if (received.accepted.length === 0) return refuse(400, "Please choose the draft's documents.");

  const posted = await postDraft({
    bookingId,
    admin,
    expectedVersion: submission.value.draftVersion,
    files: received.accepted,
    summary: submission.value.summary,
  });
  if (posted.outcome === "not-found") {
    await discardFiles(received.accepted);
    throw data("Not found", { status: 404 });
  }
  if (posted.outcome === "stale") {
    return refuse(
      409,
      `Version ${posted.latest} of the draft was posted since you opened this page. Please reload the page and read it before you post another version.`,
    );
  }
  if (posted.outcome !== "posted") return refuse(409, "This booking is closed: it can no longer change.");
  const names = received.accepted.map((file) => file.fileName).join(", ");
  await audit("draft-posted", `version ${posted.version} (${names})`);
  const notice = posted.voided
    ? `Posted version ${posted.version}. The client's approval of version ${posted.voided} no longer counts: they are emailed to approve again.`
    : `Posted version ${posted.version}. The client is emailed to check and approve it.`;
  return reply(submission, { notice, headers: NOT_STORED, more });
}
