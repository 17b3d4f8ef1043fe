import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { NoteSchema, PlanSchema, ReplySchema, RequestSchema, StageSchema } from "#app/admin/staff-booking-schema.ts";
import { MESSAGE_MAX, UNCHECKED_LOOKUP } from "#app/bookings/booking-schema.ts";
import { BOOKING_STAGES } from "#app/bookings/stages.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminNav } from "#app/components/admin-list.tsx";
import { StatusBadge } from "#app/components/data-table.tsx";
import { DocumentChecklist } from "#app/components/document-checklist.tsx";
import { DueLabel } from "#app/components/due-label.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { catchNetworkFailure, formFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { StaffBillingBox } from "#app/components/staff-billing.tsx";
import { handleStaffAction, loadStaffBooking } from "#app/routes/admin-booking.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import { ACCEPTED_FILE_TYPES } from "#app/uploads/upload-client.ts";
import type { Route } from "./+types/admin-booking";

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
export const handle = TAKES_FILES;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadStaffBooking(request, params.bookingId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffAction(request, params.bookingId, context.clientAddress);
}

export const clientAction = ({ serverAction, request }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({
    intent: request.headers.get("content-type")?.includes("multipart") ? "deliverable" : "",
    result: formFailure(message),
    notice: null,
  }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

type Booking = Route.ComponentProps["loaderData"]["booking"];
type ActionData = Route.ComponentProps["actionData"];
/** The action's answer, for the form that sent it only. */
const answerFor = (actionData: ActionData, intent: string) => (actionData?.intent === intent ? actionData : undefined);

const BOX = "rounded-xl border border-slate-200 bg-white p-5";
const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600";

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  return (
    <section className="container-page py-8 [overflow-wrap:anywhere]">
      <AdminNav />
      <p className="mt-4 text-sm">
        <Link to={`/admin-dashboard?q=${encodeURIComponent(booking.bookingId)}`} className="text-brand-700 underline">
          All bookings
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        Booking <span className="font-mono">{booking.bookingId}</span>
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <StatusBadge status={booking.status} />
        <span>
          Stage: <strong>{booking.status === "Closed" ? "Closed" : booking.stage}</strong>
        </span>
        <span>Booked {booking.createdAt}</span>
        {booking.closed ? <span>Closed {booking.closed}</span> : null}
      </div>
      {booking.documentsDeletedOn || booking.deliverablesDeletedOn ? (
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {booking.documentsDeletedOn ? `The client's documents were deleted on ${booking.documentsDeletedOn}. ` : ""}
          {booking.deliverablesDeletedOn
            ? `The firm's documents were deleted on ${booking.deliverablesDeletedOn}.`
            : ""}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <ClientBox booking={booking} />
          {booking.status === "Closed" ? null : <WorkBox booking={booking} actionData={actionData} />}
          <section aria-labelledby="checklist-heading" className={BOX}>
            <h2 id="checklist-heading" className="text-lg font-semibold text-brand-900">
              Checklist ({booking.stillNeeded} required still needed)
            </h2>
            {booking.checklist.map((group) => (
              <div key={group.title} className="mt-4">
                <h3 className="mb-2 font-semibold">{group.title}</h3>
                <DocumentChecklist items={group.items} />
              </div>
            ))}
            <DocumentLinks title="Other documents from the client" files={booking.otherDocuments} />
            <DocumentLinks
              title="Every document from the client"
              files={booking.checklist.flatMap((group) => group.items.flatMap((item) => item.files))}
            />
          </section>
          <LookupUploadsBox booking={booking} actionData={actionData} />
          {booking.status === "Closed" ? null : <RequestsBox booking={booking} actionData={actionData} />}
          <DeliverablesBox booking={booking} actionData={actionData} />
          <StaffBillingBox billing={booking.billing} customerName={booking.customerName} answer={actionData} />
        </div>
        <div className="space-y-6">
          <ThreadBox booking={booking} actionData={actionData} />
          <NotesBox booking={booking} actionData={actionData} />
          <section aria-labelledby="history-heading" className={BOX}>
            <h2 id="history-heading" className="text-lg font-semibold text-brand-900">
              Stage history
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {booking.history.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a stage may be reached twice; the list never reorders
                <li key={index}>
                  <strong>{event.stage}</strong> · {event.at}
                  {event.by ? ` · ${event.by}` : ""}
                </li>
              ))}
            </ol>
            <h3 className="mt-4 font-semibold text-brand-900">Document access</h3>
            <ol className="mt-2 space-y-1 text-sm">
              {booking.openings.length === 0 ? <li>No document opened yet.</li> : null}
              {booking.openings.map((opening) => (
                <li key={opening.id}>
                  {opening.at} · {opening.fileName} · {opening.fromFirm ? opening.by : "the client"} · {opening.address}
                </li>
              ))}
            </ol>
            <h3 className="mt-4 font-semibold text-brand-900">Audit trail</h3>
            <ol className="mt-2 space-y-1 text-sm">
              {booking.trail.length === 0 ? <li>Nothing yet.</li> : null}
              {booking.trail.map((event) => (
                <li key={event.id}>
                  {event.at} · {event.action} · {event.by}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </section>
  );
}

function ClientBox({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="client-heading" className={BOX}>
      <h2 id="client-heading" className="text-lg font-semibold text-brand-900">
        Client and services
      </h2>
      <dl className="mt-3 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-600">Name</dt>
        <dd>{booking.customerName}</dd>
        <dt className="font-semibold text-slate-600">Email</dt>
        <dd>{booking.email}</dd>
        <dt className="font-semibold text-slate-600">Phone</dt>
        <dd>{booking.phone}</dd>
        <dt className="font-semibold text-slate-600">Instructions</dt>
        <dd className="whitespace-pre-line">{booking.instructions || "—"}</dd>
        <dt className="font-semibold text-slate-600">Services</dt>
        <dd>
          {booking.services.items.join(", ")} · {booking.services.total}
        </dd>
      </dl>
    </section>
  );
}

function WorkBox({ booking, actionData }: { booking: Booking; actionData: ActionData }) {
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
    <section aria-labelledby="work-heading" className={BOX}>
      <h2 id="work-heading" className="text-lg font-semibold text-brand-900">
        The work
      </h2>
      <Form method="post" {...getFormProps(stageForm)} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="version" value={booking.version} />
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
          <FormErrors id={stageForm.errorId} errors={stageForm.errors} />
          <Notice text={stageAnswer?.notice} />
        </div>
      </Form>
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
            <p className="mt-1 text-xs text-slate-600">Next statutory date: {booking.dueSuggestion.text}</p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <FormErrors id={planForm.errorId} errors={planForm.errors} />
          <Notice text={planAnswer?.notice} />
          <SubmitButton pending={false}>Save owner and due date</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function RequestsBox({ booking, actionData }: { booking: Booking; actionData: ActionData }) {
  const answer =
    answerFor(actionData, "request") ?? answerFor(actionData, "not-needed") ?? answerFor(actionData, "remind");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "request",
    lastResult: navigation.state === "idle" ? answerFor(actionData, "request")?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RequestSchema }),
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="requests-heading" className={BOX}>
      <h2 id="requests-heading" className="text-lg font-semibold text-brand-900">
        Ask the client for documents
      </h2>
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
      {booking.requests.length > 0 ? (
        <ul className="mt-3 space-y-2 text-sm">
          {booking.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>{request.label}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="not-needed" />
                <input type="hidden" name="requestId" value={request.id} />
                <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                  Not needed<span className="sr-only">: {request.label}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="request" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.labels.id} className="block text-sm font-semibold">
            Documents to ask for, one per line
          </label>
          <textarea
            {...getTextareaProps(fields.labels)}
            key={fields.labels.key}
            rows={3}
            placeholder="Rent receipts April 2026 – March 2027"
            className={INPUT}
          />
          {fields.labels.errors ? (
            <p id={fields.labels.errorId} className="mt-1 text-sm text-red-700">
              {fields.labels.errors[0]}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.dueOn.id} className="block text-sm font-semibold">
            Needed by (optional)
          </label>
          <input {...getInputProps(fields.dueOn, { type: "date" })} key={fields.dueOn.key} className={INPUT} />
          {fields.dueOn.errors ? (
            <p id={fields.dueOn.errorId} className="mt-1 text-sm text-red-700">
              {fields.dueOn.errors[0]}
            </p>
          ) : null}
        </div>
        <Notice text={answer?.notice} />
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "request"}>
          Ask the client
        </SubmitButton>
      </Form>
    </section>
  );
}

/** What anyone holding the id sent through the booking lookup (issue 34.3), for staff to accept or reject. */
function LookupUploadsBox({ booking, actionData }: { booking: Booking; actionData: ActionData }) {
  const answer = answerFor(actionData, "accept-upload") ?? answerFor(actionData, "reject-upload");
  if (booking.uncheckedDocuments.length === 0 && !answer) return null;
  return (
    <section aria-labelledby="lookup-heading" className={BOX}>
      <h2 id="lookup-heading" className="text-lg font-semibold text-brand-900">
        {UNCHECKED_LOOKUP}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Anyone who holds the booking id can send these. They tick nothing and the reminders go on until you accept one;
        a rejected one is deleted.
      </p>
      <FormErrors id="lookup-errors" errors={answer?.result?.error?.[""] ?? undefined} />
      <Notice text={answer?.notice} />
      <ul className="mt-3 space-y-4 text-sm">
        {booking.uncheckedDocuments.map((file) => (
          <li key={file.id}>
            <a href={`/admin/uploads/${file.id}`} className="text-brand-700 underline">
              {file.fileName}
            </a>{" "}
            ({file.size}, {file.receivedAt})
            <div className="mt-2 flex flex-wrap items-end gap-2">
              <Form method="post" className="flex min-w-0 flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="accept-upload" />
                <input type="hidden" name="uploadId" value={file.id} />
                <div className="min-w-0">
                  <label htmlFor={`filed-as-${file.id}`} className="block font-semibold">
                    File as<span className="sr-only"> ({file.fileName})</span>
                  </label>
                  <select id={`filed-as-${file.id}`} name="filedAs" defaultValue={file.filedAs} className={INPUT}>
                    {booking.filingChoices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="btn-secondary px-3 py-2 text-sm">
                  Accept<span className="sr-only"> {file.fileName}</span>
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="reject-upload" />
                <input type="hidden" name="uploadId" value={file.id} />
                <button type="submit" className="px-3 py-2 text-sm font-semibold text-red-700 underline">
                  Reject and delete<span className="sr-only"> {file.fileName}</span>
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeliverablesBox({ booking, actionData }: { booking: Booking; actionData: ActionData }) {
  const answer = answerFor(actionData, "deliverable");
  const navigation = useNavigation();
  return (
    <section aria-labelledby="deliverables-heading" className={BOX}>
      <h2 id="deliverables-heading" className="text-lg font-semibold text-brand-900">
        Documents sent to the client
      </h2>
      <DocumentLinks title="" files={booking.deliverables} />
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3" key={answer?.notice ?? "form"}>
        <div>
          <label htmlFor="label" className="block text-sm font-semibold">
            What it is
          </label>
          <input id="label" name="label" maxLength={120} placeholder="ITR-V acknowledgement" className={INPUT} />
        </div>
        <div>
          <label htmlFor="deliverable" className="block text-sm font-semibold">
            File (PDF or ZIP)
          </label>
          <input
            id="deliverable"
            name="file"
            type="file"
            accept={ACCEPTED_FILE_TYPES}
            className="mt-1 block w-full text-sm"
          />
        </div>
        <FormErrors id="deliverable-errors" errors={answer?.result?.error?.[""] ?? undefined} />
        <Notice text={answer?.notice} />
        <SubmitButton pending={navigation.state === "submitting" && navigation.formEncType.startsWith("multipart")}>
          Send to the client
        </SubmitButton>
      </Form>
    </section>
  );
}

function ThreadBox({ booking, actionData }: { booking: Booking; actionData: ActionData }) {
  return (
    <section aria-labelledby="thread-heading" className={BOX}>
      <h2 id="thread-heading" className="text-lg font-semibold text-brand-900">
        Messages with the client
      </h2>
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
    </section>
  );
}

function NotesBox({ booking, actionData }: { booking: Booking; actionData: ActionData }) {
  return (
    <section aria-labelledby="notes-heading" className={BOX}>
      <h2 id="notes-heading" className="text-lg font-semibold text-brand-900">
        Internal notes <span className="text-sm font-normal text-slate-600">(never shown to the client)</span>
      </h2>
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
    </section>
  );
}

function TextForm(props: {
  intent: "reply" | "note";
  label: string;
  button: string;
  schema: typeof ReplySchema | typeof NoteSchema;
  actionData: ActionData;
}) {
  const answer = answerFor(props.actionData, props.intent);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: props.intent,
    lastResult: navigation.state === "idle" ? answer?.result : null,
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
      <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent}>
        {props.button}
      </SubmitButton>
    </Form>
  );
}

function DocumentLinks({
  title,
  files,
}: {
  title: string;
  files: { id: number; fileName: string; size: string; receivedAt: string; label?: string }[];
}) {
  if (files.length === 0) return title ? null : <p className="mt-2 text-sm text-slate-600">None yet.</p>;
  return (
    <div className="mt-4">
      {title ? <h3 className="font-semibold">{title}</h3> : null}
      <ul className="mt-1 space-y-1 text-sm">
        {files.map((file) => (
          <li key={file.id}>
            <a href={`/admin/uploads/${file.id}`} className="text-brand-700 underline">
              {file.label ? `${file.label}: ` : ""}
              {file.fileName}
            </a>{" "}
            ({file.size}, {file.receivedAt})
          </li>
        ))}
      </ul>
    </div>
  );
}

function Notice({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="text-sm font-medium text-green-800">
      {text}
    </p>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Booking (staff)", description: "A booking as the firm works it." }),
    { name: "robots", content: "noindex" },
  ];
}
