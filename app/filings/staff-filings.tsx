// The staff page's box of returns filed (issue 37.4): what is recorded, a
// record removed with a reason, and the form that records a return filed.
// Filed after its due date, the form says the late fee the due-date table
// gives, for staff to check against what they paid. Every form posts to the
// staff page's action, which checks everything again.
import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { answerFor, Field, INPUT, Notice, type StaffAnswer } from "#app/admin/staff-booking-ui.tsx";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { ANNUAL_TURNOVER_NAMES, describeLateFee, GST_TURNOVER_NAMES, getLateFee } from "#app/catalog/late-fee.ts";
import { Box } from "#app/components/box.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { FilingSchema, getFilingDueDate, readPeriod, readTypedFacts } from "#app/filings/filing-schema.ts";
import type { StaffFilings } from "#app/filings/filings.server.ts";
import { usePending } from "#app/form-answer.ts";
import { formatDay } from "#app/format-date.ts";
import { ACCEPTED_FILE_TYPES } from "#app/uploads/upload-client.ts";
import type { z } from "#app/zod.ts";

export function StaffFilingsBox({
  filings,
  closed,
  actionData,
}: {
  filings: StaffFilings;
  closed: boolean;
  actionData: StaffAnswer;
}) {
  const recorded = answerFor(actionData, "filing");
  const removed = answerFor(actionData, "filing-remove");
  return (
    <Box name="filings" title="Returns filed">
      <Notice text={recorded?.notice ?? removed?.notice} />
      <FormErrors id="filing-remove-errors" errors={removed?.result?.error?.[""] ?? undefined} />
      {filings.filings.length === 0 ? <p className="mt-2 text-sm text-slate-600">None recorded yet.</p> : null}
      <ul className="mt-3 space-y-3 text-sm">
        {filings.filings.map((filing) => (
          <li key={filing.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              {filing.form} for {filing.period}
            </p>
            <p className="text-slate-700">
              Filed {filing.filedOn}
              {filing.dueOn ? ` (due ${filing.dueOn}: ${filing.onTime?.toLowerCase()})` : ""} · ARN or acknowledgement{" "}
              <span className="font-mono">{filing.acknowledgement}</span>
            </p>
            <p className="text-slate-700">
              Late fee paid {filing.lateFee ?? "none"} · interest paid {filing.interest ?? "none"}
              {filing.uploadId ? (
                <>
                  {" · "}
                  <a href={`/admin/uploads/${filing.uploadId}`} className="text-brand-700 underline">
                    Acknowledgement
                    <span className="sr-only">
                      : {filing.form} for {filing.period}
                    </span>
                  </a>
                </>
              ) : (
                " · no acknowledgement file"
              )}
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer font-semibold text-red-700">Remove this record</summary>
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="filing-remove" />
                <input type="hidden" name="filingId" value={filing.id} />
                <label className="min-w-48 flex-1 text-slate-800">
                  Why (kept in the audit trail)
                  <input name="reason" required minLength={10} maxLength={300} className={INPUT} />
                </label>
                <button type="submit" className="btn-secondary">
                  Remove
                  <span className="sr-only">
                    {" "}
                    the record of {filing.form} for {filing.period}
                  </span>
                </button>
              </Form>
            </details>
          </li>
        ))}
      </ul>
      {closed ? null : filings.choices.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          This booking's services have no return with a statutory due date to record.
        </p>
      ) : (
        // A fresh form once a return is recorded: the next one starts empty.
        <RecordFiling key={filings.filings.length} filings={filings} answer={recorded} />
      )}
    </Box>
  );
}

function RecordFiling({ filings, answer }: { filings: StaffFilings; answer: StaffAnswer }) {
  const result = answer?.result as SubmissionResult<string[]> | undefined;
  const refused = result?.status === "error";
  const [form, fields] = useForm<z.output<typeof FilingSchema>>({
    id: "filing",
    lastResult: refused ? result : undefined,
    defaultValue: { ruleId: filings.choices[0]?.ruleId, period: filings.period },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FilingSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sending = usePending("filing");
  // What is typed, read on every change: the table's late fee follows it.
  const [typed, setTyped] = useState<Record<string, string>>(() => ({
    ruleId: filings.choices[0]?.ruleId ?? "",
    period: filings.period,
    // A refused form comes back as typed: so does the line of the late fee.
    ...Object.fromEntries(
      Object.entries((refused && result?.initialValue) || {}).map(([name, v]) => [name, String(v)]),
    ),
  }));
  const rule = DUE_RULES.find((each) => each.id === typed.ruleId);
  const period = readPeriod(typed.period ?? "");
  const dueOn = rule && period ? getFilingDueDate(rule, period) : null;
  const filedOn = /^\d{4}-\d{2}-\d{2}$/.test(typed.filedOn ?? "") ? (typed.filedOn ?? "") : null;
  const fee = rule && dueOn && filedOn ? getLateFee(rule, dueOn, filedOn, readTypedFacts(typed)) : null;
  const kind = fee ? rule?.lateFeeRule?.kind : undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-labelledby="filing-form-heading"
      onChange={(event) =>
        setTyped(Object.fromEntries([...new FormData(event.currentTarget)].map(([name, v]) => [name, String(v)])))
      }
      className="mt-4 space-y-3"
    >
      <h3 id="filing-form-heading" className="font-semibold">
        Record a return filed
      </h3>
      <input type="hidden" name="intent" value="filing" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Return" field={fields.ruleId}>
          <select {...getSelectProps(fields.ruleId)} key={fields.ruleId.key} className={INPUT}>
            {filings.choices.map((choice) => (
              <option key={choice.ruleId} value={choice.ruleId}>
                {choice.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Period" field={fields.period}>
          <input
            {...getInputProps(fields.period, { type: "text", ariaDescribedBy: "filing-period-hint" })}
            key={fields.period.key}
            className={INPUT}
          />
          <p id="filing-period-hint" className="mt-1 text-xs text-slate-600">
            A month 2026-10, a quarter 2026-Q3 or a year 2026-27
          </p>
        </Field>
        <Field label="Filed on" field={fields.filedOn}>
          <input {...getInputProps(fields.filedOn, { type: "date" })} key={fields.filedOn.key} className={INPUT} />
        </Field>
        <Field label="ARN or acknowledgement number" field={fields.acknowledgement}>
          <input
            {...getInputProps(fields.acknowledgement, { type: "text" })}
            key={fields.acknowledgement.key}
            autoComplete="off"
            spellCheck={false}
            className={`${INPUT} font-mono`}
          />
        </Field>
      </div>
      {dueOn ? (
        <p className="text-sm text-slate-700">
          Due on {formatDay(dueOn)} by the due-date table{fee ? "." : filedOn ? ": filed on time." : "."}
        </p>
      ) : null}
      {kind ? <LateFeeFacts kind={kind} fields={fields} /> : null}
      {fee ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {describeLateFee(fee)} Check it against what the portal charged.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Late fee paid (₹)" field={fields.lateFee}>
          <input
            {...getInputProps(fields.lateFee, { type: "text" })}
            key={fields.lateFee.key}
            inputMode="decimal"
            className={INPUT}
          />
        </Field>
        <Field label="Interest paid (₹)" field={fields.interest}>
          <input
            {...getInputProps(fields.interest, { type: "text" })}
            key={fields.interest.key}
            inputMode="decimal"
            className={INPUT}
          />
        </Field>
        <Field label="Acknowledgement (a document sent to the client)" field={fields.uploadId}>
          <select {...getSelectProps(fields.uploadId)} key={fields.uploadId.key} className={INPUT}>
            <option value="">None, or the file below</option>
            {filings.documents.map((file) => (
              <option key={file.id} value={file.id}>
                {file.name}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <label htmlFor="filing-file" className="block text-sm font-semibold text-slate-800">
            Or upload it now (PDF)
          </label>
          <input
            id="filing-file"
            aria-invalid={form.allErrors.file ? true : undefined}
            aria-describedby={form.allErrors.file ? "filing-file-error" : undefined}
            name="file"
            type="file"
            accept={ACCEPTED_FILE_TYPES}
            className="mt-1 block w-full text-sm"
          />
          {form.allErrors.file ? (
            <p id="filing-file-error" className="mt-1 text-sm font-medium text-red-700">
              {form.allErrors.file[0]}
            </p>
          ) : null}
        </div>
      </div>
      <SubmitButton pending={sending} pendingLabel="Recording">
        Record as filed
      </SubmitButton>
    </Form>
  );
}

/** A choice of turnover band, by its names in words. */
function BandSelect({
  label,
  field,
  names,
}: {
  label: string;
  field: FieldMetadata<string | undefined>;
  names: Readonly<Record<string, string>>;
}) {
  return (
    <Field label={label} field={field}>
      <select {...getSelectProps(field)} className={INPUT}>
        <option value="">Choose</option>
        {Object.entries(names).map(([band, name]) => (
          <option key={band} value={band}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The facts the late fee of this kind of return needs, typed only to see the table's figure. */
function LateFeeFacts({
  kind,
  fields,
}: {
  kind: string;
  fields: ReturnType<typeof useForm<z.output<typeof FilingSchema>>>[1];
}) {
  if (kind === "per-day") return null;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">For the late fee the table gives (not stored)</legend>
      {kind === "gst-return" ? (
        <>
          <BandSelect
            label="Aggregate turnover in the preceding financial year"
            field={fields.turnover}
            names={GST_TURNOVER_NAMES}
          />
          <label className="flex items-center gap-2 self-end text-sm">
            <input {...getInputProps(fields.nil, { type: "checkbox" })} />
            Nil return (no outward supplies; no tax payable)
          </label>
        </>
      ) : null}
      {kind === "gst-annual" ? (
        <>
          <BandSelect
            label="Aggregate turnover in the year"
            field={fields.annualTurnover}
            names={ANNUAL_TURNOVER_NAMES}
          />
          <Field label="Turnover in the state (₹)" field={fields.stateTurnover}>
            <input {...getInputProps(fields.stateTurnover, { type: "text" })} inputMode="decimal" className={INPUT} />
          </Field>
        </>
      ) : null}
      {kind === "per-day-up-to-tax" ? (
        <Field label="Tax deductible or collectible for the quarter (₹)" field={fields.tax}>
          <input {...getInputProps(fields.tax, { type: "text" })} inputMode="decimal" className={INPUT} />
        </Field>
      ) : null}
      {kind === "fixed" ? (
        <fieldset>
          <legend className="text-sm font-semibold">Total income up to ₹5 lakh?</legend>
          <div className="mt-1 flex gap-4 text-sm">
            {(["yes", "no"] as const).map((answer) => (
              <label key={answer} className="flex items-center gap-2">
                <input type="radio" name="smallIncome" value={answer} />
                {answer === "yes" ? "Yes" : "No"}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
