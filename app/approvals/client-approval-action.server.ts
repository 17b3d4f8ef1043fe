// The approval box's forms on the client's booking page (issue 38, item 1),
// answered for the route once it has checked that the signed-in client made
// the booking: ask for a code, approve with it, or ask a question.
import type { Submission } from "@conform-to/react";
import type { SessionUser } from "#app/accounts/session.server.ts";
import { CODE_LIFETIME_MINUTES } from "#app/approvals/approval-code.server.ts";
import { ApproveSchema, AskCodeSchema, QuestionSchema } from "#app/approvals/approval-summary.ts";
import { approveDraft, questionDraft, sendApprovalCode } from "#app/approvals/client-approval.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import type { z } from "#app/zod.ts";

/** The approval box's schemas, for the route's discriminated union of intents. */
export const APPROVAL_SCHEMAS = [AskCodeSchema, ApproveSchema, QuestionSchema] as const;

type ApprovalValue = z.output<(typeof APPROVAL_SCHEMAS)[number]>;

export const isApprovalValue = (value: { intent: string }): value is ApprovalValue =>
  value.intent === "approval-code" || value.intent === "approve" || value.intent === "question";

export async function answerApproval(
  submission: Submission<unknown>,
  value: ApprovalValue,
  context: { bookingId: string; user: SessionUser; request: Request; clientAddress: string },
) {
  const { bookingId, user, clientAddress } = context;
  const t = getT(getLanguage(context.request), "booking");
  // Which box the answer belongs to: this one, not the messages'.
  const answer = (options: { notice?: string; formError?: string; status?: number }) =>
    reply(submission, {
      ...options,
      hideFields: ["code"],
      headers: { "Cache-Control": "private, no-store" },
      more: { uploads: null, approval: true },
    });
  const audit = (action: "draft-approved" | "draft-questioned") =>
    recordAudit({ action, actor: user, target: `${bookingId}: version ${value.draftVersion}`, clientAddress });

  if (value.intent === "question") {
    if (!(await checkRateLimit(RATE_LIMITS.bookingMessage, user.email))) {
      return answer({ formError: RATE_LIMIT_MESSAGE, status: 429 });
    }
    const refusal = await questionDraft(bookingId, user, value.draftVersion, value.body);
    if (refusal) return answer({ formError: refusal.message, status: refusal.status });
    await audit("draft-questioned");
    return answer({ notice: t("answers.questionSent") });
  }
  if (value.intent === "approval-code") {
    const refusal = await sendApprovalCode(bookingId, user, value.draftVersion);
    if (refusal) return answer({ formError: refusal.message, status: refusal.status });
    return answer({
      notice: t("answers.codeSent", { email: user.email, minutes: CODE_LIFETIME_MINUTES }),
    });
  }
  const outcome = await approveDraft({
    bookingId,
    client: user,
    version: value.draftVersion,
    code: value.code,
    clientAddress,
    userAgent: context.request.headers.get("user-agent") ?? "",
  });
  if (!outcome.approved) return answer({ formError: outcome.refusal.message, status: outcome.refusal.status });
  await audit("draft-approved");
  return answer({
    notice: t("answers.approved", { version: value.draftVersion }),
  });
}
