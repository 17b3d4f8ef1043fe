// The staff booking page's boxes of words: the thread with the client and
// the firm's internal notes.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { StaffBooking } from "#app/admin/staff-booking.server.ts";
import { NoteSchema, ReplySchema } from "#app/admin/staff-booking-schema.ts";
import { answerFor, INPUT, Notice, type StaffAnswer } from "#app/admin/staff-booking-ui.tsx";
import type { ThreadEntry } from "#app/admin/staff-thread.server.ts";
import { MESSAGE_MAX } from "#app/bookings/booking-schema.ts";
import { Box } from "#app/components/box.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";

export function ThreadBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  return (
    <Box name="thread" title="Messages with the client">
      <p className="mt-1 text-sm text-slate-600">
        Messages and every notice the client was sent, by email and by WhatsApp. A reply goes the way the client wrote
        last.
      </p>
      <ol className="mt-3 space-y-2" aria-label="Messages and notices, oldest first">
        {booking.thread.length === 0 ? <li className="text-sm text-slate-600">No messages yet.</li> : null}
        {booking.thread.map((entry) => (
          <ThreadItem key={entry.key} entry={entry} />
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

const CHANNELS = { site: "Site", email: "Email", whatsapp: "WhatsApp" } as const;

function ThreadItem({ entry }: { entry: ThreadEntry }) {
  const who =
    entry.from === "client"
      ? "Client"
      : entry.from === "firm"
        ? `The firm${entry.by ? ` (${entry.by})` : ""}`
        : "Notice";
  if (entry.kind === "notice" || entry.kind === "answer") {
    return (
      <li className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
        <p className="text-xs text-slate-600">
          <span className="font-semibold">
            {entry.kind === "answer"
              ? `Automatic ${CHANNELS[entry.channel]} answer`
              : `${CHANNELS[entry.channel]} notice`}
          </span>{" "}
          · {entry.at} · {entry.state}
        </p>
        <p className="mt-1 break-words text-slate-700">{entry.text}</p>
      </li>
    );
  }
  return (
    <li className={`rounded-lg p-3 ${entry.from === "client" ? "bg-slate-100" : "bg-brand-50"}`}>
      <p className="text-xs font-semibold text-slate-600">
        {who} · {CHANNELS[entry.channel]} · {entry.at}
        {entry.state ? <span className="font-normal"> · {entry.state}</span> : null}
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{entry.text}</p>
    </li>
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
