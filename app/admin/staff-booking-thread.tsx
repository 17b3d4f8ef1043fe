// The staff booking page's boxes of words: the thread with the client and
// the firm's internal notes.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { StaffBooking } from "#app/admin/staff-booking.server.ts";
import { NoteSchema, ReplySchema } from "#app/admin/staff-booking-schema.ts";
import { answerFor, INPUT, Notice, type StaffAnswer } from "#app/admin/staff-booking-ui.tsx";
import { MESSAGE_MAX } from "#app/bookings/booking-schema.ts";
import { Box } from "#app/components/box.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";

export function ThreadBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  return (
    <Box name="thread" title="Messages with the client">
      <ol className="mt-3 space-y-2" aria-label="Messages, oldest first">
        {booking.messages.length === 0 ? <li className="text-sm text-slate-600">No messages yet.</li> : null}
        {booking.messages.map((message) => (
          <li key={message.id} className={`rounded-lg p-3 ${message.fromFirm ? "bg-brand-50" : "bg-slate-100"}`}>
            <p className="text-xs font-semibold text-slate-600">
              {message.fromFirm ? `The firm${message.by ? ` (${message.by})` : ""}` : "Client"} · {message.at}
            </p>
            <p className="mt-1 whitespace-pre-line">{message.body}</p>
          </li>
        ))}
      </ol>
      <TextForm
        intent="reply"
        label="Reply to the client"
        button="Send reply"
        schema={ReplySchema}
        actionData={actionData}
      />
    </Box>
  );
}

export function NotesBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  return (
    <Box
      name="notes"
      title={
        <>
          Internal notes <span className="text-sm font-normal text-slate-600">(never shown to the client)</span>
        </>
      }
    >
      <ol className="mt-3 space-y-2 text-sm">
        {booking.notes.map((note) => (
          <li key={note.id}>
            <p className="text-xs font-semibold text-slate-600">
              {note.by} · {note.at}
            </p>
            <p className="whitespace-pre-line">{note.body}</p>
          </li>
        ))}
      </ol>
      <TextForm intent="note" label="Add a note" button="Save note" schema={NoteSchema} actionData={actionData} />
    </Box>
  );
}

function TextForm(props: {
  intent: "reply" | "note";
  label: string;
  button: string;
  schema: typeof ReplySchema | typeof NoteSchema;
  actionData: StaffAnswer;
}) {
  const answer = answerFor(props.actionData, props.intent);
  const [form, fields] = useForm({
    id: props.intent,
    lastResult: useSettledAnswer(answer)?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: props.schema }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-2">
      <input type="hidden" name="intent" value={props.intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <label htmlFor={fields.body.id} className="block text-sm font-semibold">
        {props.label}
      </label>
      <textarea
        {...getTextareaProps(fields.body)}
        key={fields.body.key}
        rows={3}
        maxLength={MESSAGE_MAX}
        className={INPUT}
      />
      {fields.body.errors ? (
        <p id={fields.body.errorId} className="text-sm text-red-700">
          {fields.body.errors[0]}
        </p>
      ) : null}
      <Notice text={answer?.notice} />
      <SubmitButton pending={usePending(props.intent)}>{props.button}</SubmitButton>
    </Form>
  );
}
