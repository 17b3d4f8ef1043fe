// The client booking page's box "Your approval" (issue 38, item 1): the
// latest draft's documents and summary exactly as the firm wrote it, then
// Approve (confirmed by a code emailed to them) or Ask a question, and the
// records of approval to download.

import { Form } from "react-router";
import type { ClientApproval } from "#app/approvals/client-approval.server.ts";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { type FormAnswer, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

type ApprovalAnswer = (Partial<FormAnswer> & { approval?: boolean }) | undefined;

const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600";

export function ApprovalBox({
  bookingId,
  approval,
  actionData,
}: {
  bookingId: string;
  approval: ClientApproval;
  actionData: ApprovalAnswer;
}) {
  const settled = useSettledAnswer(actionData);
  const answer = settled?.approval ? settled : undefined;
  const errors = Object.values(answer?.result?.error ?? {}).flatMap((messages) => messages ?? []);
  const asking = usePending("approval-code");
  const approving = usePending("approve");
  const questioning = usePending("question");
  const open = approval.status === "waiting" || approval.status === "questioned";
  const page = `/bookings/${encodeURIComponent(bookingId)}`;
  const { t } = useTranslation("booking");
  return (
    <section aria-labelledby="approval-heading" className="rounded-xl border-2 border-brand-600 bg-white p-5 shadow-sm">
      <h2 id="approval-heading" className="text-lg font-semibold text-brand-900">
        {t("approval.heading")}
      </h2>
      <p className="mt-1 text-slate-800">
        {open
          ? t("approval.waits", { version: approval.version, at: approval.postedAt })
          : t("approval.approved", { version: approval.version })}
      </p>
      {approval.status === "questioned" ? (
        <p className="mt-1 text-sm text-slate-700">{t("approval.questioned")}</p>
      ) : null}
      <h3 className="mt-4 font-semibold text-slate-900">{t("approval.documents")}</h3>
      <ul className="mt-1 space-y-1">
        {approval.documents.map((file) => (
          <li key={file.uploadId}>
            <a href={`${page}/documents/${file.uploadId}`} download className="font-semibold text-brand-700 underline">
              {file.fileName}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold text-slate-900">{t("approval.summary")}</h3>
      <dl className="mt-1 space-y-2">
        {approval.summary.map((line) => (
          <div key={line.label}>
            <dt className="text-sm font-semibold text-slate-700">{t(`approval.labels.${line.label}`)}</dt>
            <dd className="whitespace-pre-wrap text-slate-900">{line.text}</dd>
          </div>
        ))}
      </dl>

      <div role="status">
        {answer?.notice ? <p className="mt-4 text-sm font-medium text-green-800">{answer.notice}</p> : null}
      </div>
      <FormErrors id="approval-errors" errors={errors} />

      {open ? (
        <div className="mt-4 space-y-5">
          {approval.codeExpires ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="approve" />
              <input type="hidden" name="draftVersion" value={approval.version} />
              <div>
                <label htmlFor="approval-code" className="block text-sm font-semibold text-slate-800">
                  {t("approval.code")}
                </label>
                <input
                  id="approval-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  className={`${INPUT} max-w-40 font-mono tracking-widest`}
                  aria-describedby="approval-code-hint approval-errors"
                />
                <p id="approval-code-hint" className="mt-1 text-sm text-slate-600">
                  {t("approval.codeUntil", { at: approval.codeExpires })}
                </p>
              </div>
              <SubmitButton pending={approving} pendingLabel={t("approval.approving")}>
                {t("approval.approveVersion", { version: approval.version })}
              </SubmitButton>
            </Form>
          ) : null}
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="approval-code" />
            <input type="hidden" name="draftVersion" value={approval.version} />
            {approval.codeExpires ? null : <p className="text-sm text-slate-700">{t("approval.codeFirst")}</p>}
            <SubmitButton pending={asking} pendingLabel={t("approval.sendingCode")}>
              {approval.codeExpires ? t("approval.newCode") : t("approval.approve")}
            </SubmitButton>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="question" />
            <input type="hidden" name="draftVersion" value={approval.version} />
            <label htmlFor="approval-question" className="block text-sm font-semibold text-slate-800">
              {t("approval.question")}
            </label>
            <textarea id="approval-question" name="body" rows={3} maxLength={4000} required className={INPUT} />
            <SubmitButton pending={questioning} pendingLabel={t("approval.sending")}>
              {t("approval.ask")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}

      {approval.records.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{t("approval.records")}</h3>
          <ul className="mt-1 space-y-1">
            {approval.records.map((record) => (
              <li key={record.id}>
                <a href={`${page}/approvals/${record.id}/pdf`} className="font-semibold text-brand-700 underline">
                  {t("approval.record", { version: record.version })}
                </a>{" "}
                <span className="text-sm text-slate-600">
                  {t("approval.approvedAt", { at: record.at })}
                  {record.current ? "" : t("approval.replaced", { version: approval.version })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
