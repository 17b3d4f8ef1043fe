// The staff booking page's boxes that move the work on: the stage, the owner
// and due date, and what the client is asked to send (with reminders).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { StaffBooking } from "#app/admin/staff-booking.server.ts";
import { PlanSchema, RequestSchema, StageSchema } from "#app/admin/staff-booking-schema.ts";
import { ActionButton, answerFor, INPUT, Notice, type StaffAnswer } from "#app/admin/staff-booking-ui.tsx";
import { describeMissingForStaff, REQUEST_NOTE_MAX } from "#app/bookings/line-marks.ts";
import { BOOKING_STAGES } from "#app/bookings/stages.ts";
import { Box } from "#app/components/box.tsx";
import { DueLabel } from "#app/components/due-label.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";

export function WorkBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  const stageAnswer = answerFor(actionData, "stage");
  const planAnswer = answerFor(actionData, "plan");
  const [stageForm, stageFields] = useForm({
    // A new form for each version of the booking: its defaults are what is saved now.
    id: `stage-${booking.version}`,
    lastResult: stageAnswer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StageSchema }),
    defaultValue: { stage: booking.stage },
  });
  const [planForm, planFields] = useForm({
    id: `plan-${booking.version}`,
    lastResult: planAnswer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlanSchema }),
    defaultValue: { ownerId: booking.ownerId ?? "", dueOn: booking.dueOn ?? "" },
    shouldRevalidate: "onInput",
  });
  return (
    <Box name="work" title="The work">
      <Form method="post" {...getFormProps(stageForm)} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="version" value={booking.version} />
        {/* Staff confirm a move past unanswered requests with the button below, not by sending this form again. */}
        <div className="min-w-0 flex-1">
          <label htmlFor={stageFields.stage.id} className="block text-sm font-semibold">
            Stage
          </label>
          <select {...getSelectProps(stageFields.stage)} key={stageFields.stage.key} className={INPUT}>
            {BOOKING_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stage}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton pending={false}>Move</SubmitButton>
        <div className="w-full">
          <FormErrors id={stageForm.errorId} errors={stageForm.errors ?? stageFields.overrideReason.errors} />
          <Notice text={stageAnswer?.notice} />
        </div>
      </Form>
      {stageAnswer?.confirmStage ? (
        // The second submit that confirms the move: a plain form, so it works before JavaScript runs.
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="stage" />
          <input type="hidden" name="version" value={booking.version} />
          <input type="hidden" name="stage" value={stageAnswer.confirmStage} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="btn-secondary px-3 py-2 text-sm">
            Move to {stageAnswer.confirmStage} anyway
          </button>
        </Form>
      ) : null}
      {stageAnswer?.fileAnyway ? (
        // Filing although the guard names what is missing: a reason, kept in the audit trail (issue 38, item 3).
        <Form method="post" className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="stage" />
          <input type="hidden" name="version" value={booking.version} />
          <input type="hidden" name="stage" value={stageAnswer.fileAnyway} />
          <label htmlFor="override-reason" className="block text-sm font-semibold">
            Why file anyway
          </label>
          <textarea
            id="override-reason"
            name="overrideReason"
            required
            minLength={10}
            maxLength={300}
            rows={2}
            className={INPUT}
          />
          <button type="submit" className="btn-secondary px-3 py-2 text-sm">
            Move to {stageAnswer.fileAnyway} anyway
          </button>
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(planForm)} className="mt-5 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="plan" />
        <input type="hidden" name="version" value={booking.version} />
        <div>
          <label htmlFor={planFields.ownerId.id} className="block text-sm font-semibold">
            Owner
          </label>
          <select {...getSelectProps(planFields.ownerId)} key={planFields.ownerId.key} className={INPUT}>
            <option value="">Unassigned</option>
            {booking.admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name} ({admin.email})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={planFields.dueOn.id} className="block text-sm font-semibold">
            Due date
          </label>
          <input {...getInputProps(planFields.dueOn, { type: "date" })} key={planFields.dueOn.key} className={INPUT} />
          {planFields.dueOn.errors ? (
            <p id={planFields.dueOn.errorId} className="mt-1 text-sm text-red-700">
              {planFields.dueOn.errors[0]}
            </p>
          ) : null}
          {booking.due ? <DueLabel due={booking.due} className="mt-1" /> : null}
          {booking.dueSuggestion ? (
            <p className="mt-1 text-xs text-slate-600">
              {/* A period's work answers to its own returns' dates, past or not; a booking to the next one to come. */}
              {booking.periodWork ? "The period's first return is due" : "Next statutory date"}:{" "}
              {booking.dueSuggestion.text}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <FormErrors id={planForm.errorId} errors={planForm.errors} />
          <Notice text={planAnswer?.notice} />
          <SubmitButton pending={false}>Save owner and due date</SubmitButton>
        </div>
      </Form>
    </Box>
  );
}

export function RequestsBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  const answer =
    answerFor(actionData, "request") ??
    answerFor(actionData, "not-needed") ??
    answerFor(actionData, "ask-again") ??
    answerFor(actionData, "remind");
  const listAnswer = answerFor(actionData, "ask-again") ?? answerFor(actionData, "not-needed");
  const [form, fields] = useForm({
    id: "request",
    lastResult: answerFor(useSettledAnswer(actionData), "request")?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RequestSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Box name="requests" title="Ask the client for documents">
      <p className="mt-2 text-sm text-slate-700">
        {booking.waitingSince
          ? `Waiting on the client since ${booking.waitingSince}; ${booking.remindersSent} automatic ${booking.remindersSent === 1 ? "reminder" : "reminders"} sent.`
          : "Not waiting on the client."}{" "}
        Last reminder: {booking.lastReminderAt ?? "none"}.
      </p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="remind" />
        <button type="submit" className="btn-secondary px-3 py-1.5 text-sm">
          Send a reminder now
        </button>
      </Form>
      {answerFor(actionData, "remind")?.result?.error?.[""] ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {answerFor(actionData, "remind")?.result?.error?.[""]?.[0]}
        </p>
      ) : null}
      <FormErrors id="request-list-errors" errors={listAnswer?.result?.error?.[""] ?? undefined} />
      {booking.requests.length > 0 ? (
        <ul className="mt-3 space-y-2 text-sm">
          {booking.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                {request.label}
                {request.note ? <span className="block text-slate-600">Note: {request.note}</span> : null}
                {request.missing ? (
                  <span className="block font-semibold text-amber-800">{describeMissingForStaff(request.missing)}</span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-3">
                {request.missing ? (
                  <ActionButton
                    intent="ask-again"
                    fields={{ requestId: request.id }}
                    label="Ask again"
                    about={request.label}
                  />
                ) : null}
                <ActionButton
                  intent="not-needed"
                  fields={{ requestId: request.id }}
                  label="Not needed"
                  about={request.label}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="request" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.labels} label="Documents to ask for, one per line">
          <textarea
            {...getTextareaProps(fields.labels)}
            key={fields.labels.key}
            rows={3}
            placeholder="Rent receipts April 2026 – March 2027"
            className={INPUT}
          />
        </Field>
        <Field meta={fields.dueOn} label="Needed by (optional)">
          <input {...getInputProps(fields.dueOn, { type: "date" })} key={fields.dueOn.key} className={INPUT} />
        </Field>
        <Field meta={fields.note} label="Note for the client (optional)">
          <textarea
            {...getTextareaProps(fields.note)}
            key={fields.note.key}
            rows={2}
            maxLength={REQUEST_NOTE_MAX}
            placeholder="Both pages, front and back"
            className={INPUT}
          />
        </Field>
        <Notice text={answer?.notice} />
        <SubmitButton pending={usePending("request")}>Ask the client</SubmitButton>
      </Form>
    </Box>
  );
}

/** A field of a staff form: its label above it, its first message below. */
function Field({
  meta,
  label,
  children,
}: {
  meta: { id: string; errorId: string; errors?: string[] };
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {meta.errors ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
