// The staff booking page's box of drafts for approval (issue 38, item 1):
// every version with where it stands and its record of approval, and the
// form that posts the next version (a multipart form, files and summary).
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { answerFor, INPUT, Notice, type StaffAnswer } from "#app/admin/staff-booking-ui.tsx";
import type { StaffDrafts } from "#app/approvals/drafts.server.ts";
import { Box } from "#app/components/box.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { ACCEPTED_FILE_TYPES } from "#app/uploads/upload-client.ts";

const STATUS_TEXTS = {
  waiting: "Waiting for the client's approval",
  questioned: "The client asked a question (see the messages)",
  approved: "Approved",
  superseded: "Replaced by a newer version before it was approved",
} as const;

export function DraftsBox({
  drafts,
  closed,
  actionData,
}: {
  drafts: StaffDrafts;
  closed: boolean;
  actionData: StaffAnswer;
}) {
  const answer = answerFor(actionData, "draft");
  const navigation = useNavigation();
  const errors = answer?.result?.error ?? {};
  const latest = drafts[0]?.version ?? 0;
  return (
    <Box name="drafts" title="Drafts for the client's approval">
      {drafts.length === 0 ? <p className="mt-2 text-sm text-slate-600">None yet.</p> : null}
      <ol className="mt-2 space-y-4 text-sm">
        {drafts.map((draft) => (
          <li key={draft.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">
              Version {draft.version}: {STATUS_TEXTS[draft.status]}
              {draft.approval?.void ? " (void: a newer version asks again)" : ""}
            </p>
            <p className="text-slate-600">
              Posted {draft.postedAt} by {draft.postedBy}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {draft.documents.map((file) => (
                <li key={file.uploadId}>
                  <a href={`/admin/uploads/${file.uploadId}`} className="text-brand-700 underline">
                    {file.fileName}
                  </a>
                </li>
              ))}
            </ul>
            <dl className="mt-1">
              {draft.summary.map((line) => (
                <div key={line.label}>
                  <dt className="inline font-semibold">{line.label}: </dt>
                  <dd className="inline whitespace-pre-wrap">{line.text}</dd>
                </div>
              ))}
            </dl>
            {draft.approval ? (
              <p className="mt-1">
                Approved {draft.approval.at} by {draft.approval.by} from {draft.approval.address}.{" "}
                <a href={`/admin/approvals/${draft.approval.id}/pdf`} className="text-brand-700 underline">
                  Record of approval (PDF)<span className="sr-only">, version {draft.version}</span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {closed ? null : (
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 space-y-3"
          key={answer?.notice ?? "form"}
          aria-labelledby="draft-form-heading"
        >
          <h3 id="draft-form-heading" className="font-semibold">
            Post version {latest + 1} for approval
          </h3>
          {latest > 0 ? (
            <p className="text-sm text-slate-700">
              It replaces version {latest}; if the client approved that, the approval no longer counts and they are
              asked again.
            </p>
          ) : null}
          <input type="hidden" name="intent" value="draft" />
          <input type="hidden" name="draftVersion" value={latest} />
          <div>
            <label htmlFor="draft-files" className="block text-sm font-semibold">
              Documents (the computation, the draft return; up to 5)
            </label>
            <input
              id="draft-files"
              name="files"
              type="file"
              multiple
              accept={ACCEPTED_FILE_TYPES}
              className="mt-1 block w-full text-sm"
            />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">Tax</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {(
                [
                  ["payable", "Tax payable"],
                  ["refund", "Refund due"],
                  ["nil", "Nil"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input type="radio" name="outcome" value={value} defaultChecked={value === "payable"} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id="draft-amount" label="Amount in rupees (not needed for nil)" errors={errors.amount}>
            {(described) => <input {...described} name="amount" inputMode="decimal" className={INPUT} />}
          </Field>
          <Field id="draft-figures" label="Figures the client should check" errors={errors.figures}>
            {(described) => (
              <textarea
                {...described}
                name="figures"
                rows={3}
                maxLength={1000}
                placeholder="Gross salary ₹12,40,000; TDS ₹86,500; 80C ₹1,50,000"
                className={INPUT}
              />
            )}
          </Field>
          <Field id="draft-note" label="Note (optional)" errors={errors.note}>
            {(described) => <textarea {...described} name="note" rows={2} maxLength={1000} className={INPUT} />}
          </Field>
          <FormErrors id="draft-errors" errors={errors[""] ?? undefined} />
          <Notice text={answer?.notice} />
          <SubmitButton
            pending={
              navigation.state === "submitting" &&
              navigation.formEncType.startsWith("multipart") &&
              navigation.formData?.get("intent") === "draft"
            }
          >
            Post for approval
          </SubmitButton>
        </Form>
      )}
    </Box>
  );
}

/** A labelled field whose control is tied to its message (aria-describedby) when it has one. */
function Field({
  id,
  label,
  errors,
  children,
}: {
  id: string;
  label: string;
  errors?: string[] | null;
  children: (described: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": invalid ? `${id}-errors` : undefined,
      })}
      <FormErrors id={`${id}-errors`} errors={errors ?? undefined} />
    </div>
  );
}
