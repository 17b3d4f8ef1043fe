import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import {
  BOOKING_LINK_LIFETIME_DAYS,
  MESSAGE_MAX,
  MessageSchema,
  UNCHECKED_LOOKUP,
} from "#app/bookings/booking-schema.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { StatusBadge } from "#app/components/data-table.tsx";
import { DocumentChecklist } from "#app/components/document-checklist.tsx";
import { FIX_FILES_MESSAGE, FileCheckList, hasRefusedFiles, useFileChecks } from "#app/components/file-checks.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { catchNetworkFailure, formFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { UploadProgressList } from "#app/components/upload-progress.tsx";
import { handleClientBookingAction, loadClientBooking } from "#app/routes/client-booking.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import { ACCEPTED_FILE_TYPES, type UploadState, uploadFiles } from "#app/uploads/upload-client.ts";
import type { Route } from "./+types/client-booking";

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
export const handle = TAKES_FILES;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadClientBooking(request, params.bookingId);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleClientBookingAction(request, params.bookingId, context.clientAddress);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({ result: formFailure(message), sent: null, uploads: null }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

type Booking = NonNullable<Route.ComponentProps["loaderData"]["booking"]>;

export default function ClientBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  if (!booking)
    return (
      <PrivateBooking bookingId={loaderData.bookingId} linkExpired={loaderData.linkExpired} actionData={actionData} />
    );
  return (
    <section className="container-page max-w-3xl space-y-8 py-10 [overflow-wrap:anywhere]">
      <header>
        <p className="text-sm text-slate-600">
          <Link to="/user-dashboard" className="font-semibold text-brand-700 underline">
            My bookings
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
          Booking <span className="font-mono break-all">{booking.bookingId}</span>
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StatusBadge status={booking.status} />
          <span>
            Stage: <strong>{booking.stage}</strong>
          </span>
          <span>Booked {booking.createdAt}</span>
        </div>
        <ul className="mt-3 list-disc pl-5 text-slate-800">
          {booking.services.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-slate-600">Total: {booking.services.total}</p>
        {booking.deleted.map((line) => (
          <p key={line} className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
            {line}
          </p>
        ))}
      </header>

      <Invoices booking={booking} />
      <Checklist booking={booking} />
      {booking.status === "Closed" ? null : (
        <SendDocuments booking={booking} maxFileMb={loaderData.maxFileMb} sentWithoutScript={actionData?.uploads} />
      )}
      <Timeline timeline={booking.timeline} />
      <Deliverables booking={booking} />
      <Messages booking={booking} actionData={actionData} />
      <FirmOpenings openings={booking.firmOpenings} />
    </section>
  );
}

/** The firm's invoices for this booking (issue 23): what is owed, paid or cancelled, each opening its page. */
function Invoices({ booking }: { booking: Booking }) {
  if (booking.invoices.length === 0) return null;
  return (
    <section aria-labelledby="invoices-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="invoices-heading" className="text-lg font-semibold text-brand-900">
        Invoices
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {booking.invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/bookings/${encodeURIComponent(booking.bookingId)}/invoices/${invoice.id}`}
              className="font-semibold text-brand-700 underline"
            >
              {invoice.kind === "credit-note" ? "Credit note" : "Invoice"}{" "}
              <span className="font-mono">{invoice.number}</span>
            </Link>
            <span className="text-slate-700">
              {invoice.issuedOn} · {invoice.total} ·{" "}
              <strong className={invoice.status === "unpaid" ? "text-amber-800" : "text-slate-800"}>
                {invoice.status === "unpaid" ? `Unpaid: pay ${invoice.balance}` : invoice.statusText}
              </strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each time the firm opened one of this booking's documents (issue 22.2): when, never who. */
function FirmOpenings({ openings }: { openings: Booking["firmOpenings"] }) {
  return (
    <section aria-labelledby="openings-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="openings-heading" className="text-lg font-semibold text-brand-900">
        Who opened your documents
      </h2>
      {openings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nobody at the firm has opened a document of this booking yet.</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm text-slate-800">
          {openings.map((opening) => (
            <li key={opening.id}>
              <strong>{opening.fileName}</strong>: opened by the firm on {opening.at}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Every opening of a document is recorded and kept for at least a year.{" "}
        <Link to="/privacy" className="underline">
          How we look after your data
        </Link>
        {" · "}
        <Link to="/my-data" className="underline">
          Take a copy of your data, or ask us to erase it
        </Link>
      </p>
    </section>
  );
}

function Checklist({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="needed-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="needed-heading" className="text-lg font-semibold text-brand-900">
        What we need from you
      </h2>
      <p className={`mt-1 text-sm font-semibold ${booking.stillNeeded > 0 ? "text-amber-800" : "text-green-800"}`}>
        {booking.stillNeeded > 0
          ? `${booking.stillNeeded} required ${booking.stillNeeded === 1 ? "document is" : "documents are"} still needed.`
          : "We have every required document. We will ask here if we need anything else."}
      </p>
      {booking.checklist.map((group) => (
        <div key={group.title} className="mt-5">
          <h3 className="mb-3 font-semibold text-slate-900">{group.title}</h3>
          <DocumentChecklist items={group.items} />
        </div>
      ))}
      {booking.otherDocuments.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-900">Other documents you sent</h3>
          <ReceivedFiles files={booking.otherDocuments} />
        </div>
      ) : null}
      {booking.uncheckedDocuments.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-900">{UNCHECKED_LOOKUP}</h3>
          <p className="mt-1 text-sm text-slate-700">
            Anyone who has this booking's id can send documents on the past booking page. We check them before they
            count towards the list above; what you send below counts at once.
          </p>
          <ReceivedFiles files={booking.uncheckedDocuments} />
        </div>
      ) : null}
    </section>
  );
}

/** Documents as the client sent them: name, size and when they came. */
function ReceivedFiles({ files }: { files: { id: number; fileName: string; size: string; receivedAt: string }[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-800">
      {files.map((file) => (
        <li key={file.id}>
          {file.fileName} ({file.size}), received {file.receivedAt}
        </li>
      ))}
    </ul>
  );
}

function SendDocuments({
  booking,
  maxFileMb,
  sentWithoutScript,
}: {
  booking: Booking;
  maxFileMb: number;
  /** The results of a post made before JavaScript ran. */
  sentWithoutScript?: { fileName: string; error: string | null }[] | null;
}) {
  const [uploads, setUploads] = useState<UploadState[]>(
    (sentWithoutScript ?? []).map((result) => ({
      name: result.fileName,
      progress: 1,
      result: result.error ? `Error - ${result.error}` : "Uploaded",
    })),
  );
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileChecks = useFileChecks(fileInput, maxFileMb);
  const revalidator = useRevalidator();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const files = [...(fileInput.current?.files ?? [])];
    const filedAs = String(new FormData(form).get("filedAs") ?? "other");
    if (files.length === 0) return setSummary("Please select one or more files.");
    if (hasRefusedFiles(await fileChecks.check())) {
      fileInput.current?.focus();
      return setSummary(FIX_FILES_MESSAGE);
    }
    setBusy(true);
    setSummary(null);
    const allUploaded = await uploadFiles(booking.bookingId, files, maxFileMb, setUploads, { filedAs });
    setBusy(false);
    setSummary(allUploaded ? "Files uploaded successfully!" : "An error occurred during file uploads.");
    form.reset();
    void fileChecks.check();
    void revalidator.revalidate();
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="send-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="send-heading" className="text-lg font-semibold text-brand-900">
        Send documents
      </h2>
      <input type="hidden" name="bookingId" value={booking.bookingId} />
      <div>
        <label htmlFor="filedAs" className="block text-sm font-semibold text-slate-800">
          This document is
        </label>
        <select
          id="filedAs"
          name="filedAs"
          defaultValue="other"
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
        >
          {booking.filingChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="files" className="block text-sm font-semibold text-slate-800">
          Choose files
        </label>
        <input
          ref={fileInput}
          id="files"
          name="files"
          type="file"
          multiple
          accept={ACCEPTED_FILE_TYPES}
          onChange={() => void fileChecks.check()}
          className="mt-1 block w-full text-sm"
        />
        <p className="mt-1 text-xs text-slate-600">
          PDF or ZIP, or photos (JPEG, PNG, HEIC) that become one PDF; up to {maxFileMb} MB each.
        </p>
      </div>
      <FileCheckList checks={fileChecks.checks} onRemove={fileChecks.remove} />
      <UploadProgressList uploads={uploads} />
      <p role="status" className="text-sm font-medium">
        {summary}
      </p>
      <SubmitButton pending={busy} pendingLabel="Uploading">
        Upload
      </SubmitButton>
    </Form>
  );
}

function Timeline({ timeline }: { timeline: Booking["timeline"] }) {
  return (
    <section aria-labelledby="timeline-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="timeline-heading" className="text-lg font-semibold text-brand-900">
        Where your work stands
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-5">
        {timeline.map((step) => (
          <li key={step.stage} aria-current={step.current ? "step" : undefined} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[27px] size-3 rounded-full ${
                step.current ? "bg-brand-700 ring-4 ring-brand-100" : step.reached ? "bg-green-700" : "bg-slate-300"
              }`}
            />
            <p className={`font-semibold ${step.reached ? "text-slate-900" : "text-slate-500"}`}>
              {step.stage}
              {step.current ? <span className="ml-2 text-xs font-medium text-brand-700">Now</span> : null}
            </p>
            <p className="text-sm text-slate-600">{step.at ?? (step.reached ? "" : "Not yet")}</p>
            {step.reached ? <p className="text-sm text-slate-700">{step.meaning}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Deliverables({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="deliverables-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="deliverables-heading" className="text-lg font-semibold text-brand-900">
        Documents from us
      </h2>
      {booking.deliverables.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          When we file or finish your work, the acknowledgement and other documents will be here to download.
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {booking.deliverables.map((file) => (
            <li key={file.id} className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="min-w-0">
                {file.label ? <strong>{file.label}: </strong> : null}
                {file.fileName}{" "}
                <span className="text-sm text-slate-600">
                  ({file.size}, {file.receivedAt})
                </span>
              </span>
              <a
                href={`/bookings/${encodeURIComponent(booking.bookingId)}/documents/${file.id}`}
                className="font-semibold text-brand-700 underline"
                download
              >
                Download<span className="sr-only"> {file.fileName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type ActionData = Route.ComponentProps["actionData"];

function Messages({ booking, actionData }: { booking: Booking; actionData: ActionData }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    constraint: getZodConstraint(MessageSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MessageSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  return (
    <section aria-labelledby="messages-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="messages-heading" className="text-lg font-semibold text-brand-900">
        Messages
      </h2>
      {booking.messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No messages yet. Write to us here about this booking.</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label="Messages, oldest first">
          {booking.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-lg p-3 ${message.fromFirm ? "mr-6 bg-brand-50" : "ml-6 bg-slate-100"}`}
            >
              <p className="text-xs font-semibold text-slate-600">
                {message.fromFirm ? "From the firm" : "You"} · {message.at}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="message" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.body.id} className="block text-sm font-semibold text-slate-800">
            Your message
          </label>
          <textarea
            {...getTextareaProps(fields.body)}
            key={fields.body.key}
            rows={4}
            maxLength={MESSAGE_MAX}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
          />
          {fields.body.errors?.length ? (
            <p id={fields.body.errorId} className="mt-1 text-sm font-medium text-red-700">
              {fields.body.errors[0]}
            </p>
          ) : null}
        </div>
        {actionData?.sent && navigation.state === "idle" ? (
          <p role="status" className="text-sm font-medium text-green-800">
            {actionData.sent}
          </p>
        ) : null}
        <SubmitButton pending={sending} pendingLabel="Sending">
          Send message
        </SubmitButton>
      </Form>
    </section>
  );
}

/** What anyone but the booking's client sees: a 404 that does not say whether the booking exists. */
function PrivateBooking({
  bookingId,
  linkExpired,
  actionData,
}: {
  bookingId: string;
  linkExpired: boolean;
  actionData: ActionData;
}) {
  const navigation = useNavigation();
  return (
    <section className="container-page max-w-xl py-16 [overflow-wrap:anywhere]">
      <h1 className="text-2xl font-bold text-brand-900">
        {linkExpired ? "This link has expired or has already been used" : "This booking page is private"}
      </h1>
      <p className="mt-3 text-slate-700">
        {linkExpired
          ? `Each link in our emails works once, for ${BOOKING_LINK_LIFETIME_DAYS} days, and only until we send a newer one.`
          : "A booking's page opens from the link in our emails about it, for the person who made it."}{" "}
        If booking <span className="font-mono">{bookingId}</span> is yours, we can email a fresh link to the address it
        was made with.
      </p>
      {actionData?.sent ? (
        <p
          role="status"
          className="mt-5 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {actionData.sent}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="send-link" />
          <FormErrors id="send-link-errors" errors={actionData?.result?.error?.[""] ?? undefined} />
          <SubmitButton pending={navigation.state === "submitting"}>Email me a fresh link</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm text-slate-600">
        You can also{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          log in
        </Link>{" "}
        with the email you booked with, or look up a booking's status on{" "}
        <Link to="/past-booking-details" className="font-semibold text-brand-700 underline">
          Past booking details
        </Link>
        .
      </p>
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Your booking", description: "Your booking, what we need and where it stands." }),
    { name: "robots", content: "noindex" },
  ];
}
