// The client booking page's boxes on documents: what the firm needs (with
// what came), the form to send more, what the firm sent back, and who at
// the firm opened them.
import { useRef } from "react";
import { Form, Link, useRevalidator } from "react-router";
import type { ClientBooking } from "#app/bookings/booking-page.server.ts";
import { UNCHECKED_LOOKUP } from "#app/bookings/booking-schema.ts";
import type { ClientAnswer } from "#app/bookings/client-booking-messages.tsx";
import { firstPendingFiling, guessFiling } from "#app/bookings/filing-guess.ts";
import { describeMarkForClient, MISSING_FOR_CLIENT, MISSING_REASON_MAX } from "#app/bookings/line-marks.ts";
import { FoldingBox } from "#app/components/box.tsx";
import { DocumentChecklist, FilingOptions, type LineState } from "#app/components/document-checklist.tsx";
import { DocumentPicker, toUploadStates, UploadOutcome, useDocumentUpload } from "#app/components/document-upload.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";

type ClientLine = ClientBooking["checklist"][number]["items"][number];

/** A line's state as the client reads it: staff's mark, or their own "I don't have this". */
function clientState(line: ClientLine): LineState {
  if (line.mark) return { text: describeMarkForClient(line.mark), done: true };
  if (line.missing) return { text: MISSING_FOR_CLIENT, done: false };
  return null;
}

/** The checklist with what came for each line: open while the firm still asks for documents, folded after. */
export function Checklist({ booking, answer }: { booking: ClientBooking; answer?: MissingAnswer }) {
  // Once the firm has what it needs (asksForDocuments) nothing is asked, so there is nothing to answer.
  const open = booking.asksForDocuments;
  return (
    <FoldingBox
      name="needed"
      title="What we need from you"
      open={booking.asksForDocuments}
      summary={
        <span className={`font-semibold ${booking.stillNeeded > 0 ? "text-amber-800" : "text-green-800"}`}>
          {booking.stillNeeded > 0
            ? `${booking.stillNeeded} required ${booking.stillNeeded === 1 ? "document is" : "documents are"} still needed.`
            : "We have every required document. We will ask here if we need anything else."}
        </span>
      }
    >
      {booking.checklist.map((group, index) => (
        <div key={group.title} className={index === 0 ? "" : "mt-5"}>
          <h3 className="mb-3 font-semibold text-slate-900">{group.title}</h3>
          <DocumentChecklist
            items={group.items}
            stateOf={clientState}
            actions={(line) => {
              if (line.requestId !== null && answer?.requestId === line.requestId && answer.notice) {
                return (
                  <p role="status" className="mt-1 text-sm font-medium text-green-800">
                    {answer.notice}
                  </p>
                );
              }
              return open && line.requestId !== null && line.files.length === 0 && !line.mark && !line.missing ? (
                <MissingForm line={line} requestId={line.requestId} answer={answer} />
              ) : null;
            }}
          />
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
    </FoldingBox>
  );
}

/** The page's answer to an "I don't have this" (its request in `more`). */
export type MissingAnswer = (ClientAnswer & { requestId?: number }) | undefined;

/**
 * "I don't have this" under a requested line, with an optional reason: a
 * plain form behind a disclosure, so it works before JavaScript runs.
 */
function MissingForm({ line, requestId, answer }: { line: ClientLine; requestId: number; answer?: MissingAnswer }) {
  const mine = answer?.requestId === requestId ? answer : undefined;
  const errors = mine?.result?.error;
  const reasonId = `missing-reason-${requestId}`;
  return (
    <details className="mt-2 text-sm" open={errors ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-brand-700 underline">
        I don't have this<span className="sr-only">: {line.name}</span>
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="missing" />
        <input type="hidden" name="requestId" value={requestId} />
        <FormErrors id={`missing-errors-${requestId}`} errors={errors?.[""] ?? undefined} />
        <div>
          <label htmlFor={reasonId} className="block font-semibold text-slate-800">
            Why not? (optional)
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={2}
            maxLength={MISSING_REASON_MAX}
            defaultValue={typeof mine?.result?.initialValue?.reason === "string" ? mine.result.initialValue.reason : ""}
            aria-invalid={errors?.reason ? true : undefined}
            aria-describedby={errors?.reason ? `${reasonId}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600"
          />
          {errors?.reason ? (
            <p id={`${reasonId}-error`} className="mt-1 font-medium text-red-700">
              {errors.reason[0]}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-secondary px-3 py-2 text-sm">
          Tell the firm I don't have it
        </button>
      </Form>
    </details>
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

export function SendDocuments({
  booking,
  maxFileMb,
  sentWithoutScript,
}: {
  booking: ClientBooking;
  maxFileMb: number;
  /** The results of a post made before JavaScript ran. */
  sentWithoutScript?: { fileName: string; error: string | null }[] | null;
}) {
  const upload = useDocumentUpload(maxFileMb, { uploads: toUploadStates(sentWithoutScript ?? []), summary: null });
  const revalidator = useRevalidator();
  const filing = useRef<HTMLSelectElement>(null);
  const firstPending = firstPendingFiling(booking.checklist, booking.filingChoices);
  const folded = !booking.asksForDocuments && sentWithoutScript == null;
  /** The client chose a line themselves: a file's name no longer changes it (until the form is sent and emptied). */
  const chosen = useRef(false);
  // A chosen file's name preselects the line it names (pan-photo.pdf: the PAN).
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (event.target === filing.current) chosen.current = true;
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== "file") return;
    if (chosen.current || !filing.current) return;
    const names = [...(event.target.files ?? [])].map((file) => file.name);
    const guess = names.map((name) => guessFiling(name, booking.filingChoices)).find((value) => value !== null);
    if (guess) filing.current.value = guess;
  };
  const form = (
    <Form
      onChange={onChange}
      onReset={() => {
        chosen.current = false;
      }}
      method="post"
      encType="multipart/form-data"
      onSubmit={upload.submitTo(booking.bookingId, {
        fields: ["filedAs"],
        afterwards: () => void revalidator.revalidate(),
      })}
      aria-labelledby="send-heading"
      className={folded ? "space-y-4" : "space-y-4 rounded-xl border border-slate-200 bg-white p-5"}
    >
      {folded ? null : (
        <h2 id="send-heading" className="text-lg font-semibold text-brand-900">
          Send documents
        </h2>
      )}
      <input type="hidden" name="bookingId" value={booking.bookingId} />
      <div>
        <label htmlFor="filedAs" className="block text-sm font-semibold text-slate-800">
          This document is
        </label>
        <select
          ref={filing}
          // A new first pending line after an upload is the new default (a form's reset keeps the first one).
          key={firstPending}
          id="filedAs"
          name="filedAs"
          defaultValue={firstPending}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
        >
          <FilingOptions choices={booking.filingChoices} />
        </select>
      </div>
      <DocumentPicker
        upload={upload}
        label="Choose files"
        hint={`PDF or ZIP, or photos (JPEG, PNG, HEIC) that become one PDF; up to ${maxFileMb} MB each.`}
      />
      <UploadOutcome upload={upload} />
      <SubmitButton pending={upload.busy} pendingLabel="Uploading">
        Upload
      </SubmitButton>
    </Form>
  );
  // Once the firm has what it needs, sending more is still possible, one tap away.
  return folded ? (
    <FoldingBox name="send" title="Send documents" summary="Anything more for this work? Send it here." open={false}>
      {form}
    </FoldingBox>
  ) : (
    form
  );
}

export function Deliverables({ booking }: { booking: ClientBooking }) {
  const count = booking.deliverables.length;
  return (
    <FoldingBox
      name="deliverables"
      title="Documents from us"
      open={false}
      summary={count === 0 ? "Nothing yet." : `${count} ${count === 1 ? "document" : "documents"} to download.`}
    >
      {booking.deliverables.length === 0 ? (
        <p className="text-sm text-slate-700">
          When we file or finish your work, the acknowledgement and other documents will be here to download.
        </p>
      ) : (
        <ul className="space-y-2">
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
    </FoldingBox>
  );
}

/** Each time the firm opened one of this booking's documents (issue 22.2): when, never who. */
export function FirmOpenings({ openings }: { openings: ClientBooking["firmOpenings"] }) {
  return (
    <FoldingBox
      name="openings"
      title="Who opened your documents"
      open={false}
      summary={
        openings.length === 0
          ? "Nobody at the firm has opened them yet."
          : `Opened ${openings.length} ${openings.length === 1 ? "time" : "times"} by the firm.`
      }
    >
      {openings.length === 0 ? (
        <p className="text-sm text-slate-700">Nobody at the firm has opened a document of this booking yet.</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-800">
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
    </FoldingBox>
  );
}
