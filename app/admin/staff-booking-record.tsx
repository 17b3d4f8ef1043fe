// The staff booking page's boxes that show what is on record: the client and
// services, the document checklist, and the stage history with who opened
// which document and the audit trail.

import { Form } from "react-router";
import type { StaffBooking } from "#app/admin/staff-booking.server.ts";
import {
  ActionButton,
  answerFor,
  DocumentLinks,
  INPUT,
  Notice,
  type StaffAnswer,
} from "#app/admin/staff-booking-ui.tsx";
import { describeMissingForStaff, LINE_MARK_STATES, MARK_NAMES } from "#app/bookings/line-marks.ts";
import { Box } from "#app/components/box.tsx";
import { DocumentChecklist, FilingOptions, type LineState } from "#app/components/document-checklist.tsx";
import { FormErrors } from "#app/components/forms.tsx";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "#app/i18n/languages.ts";

export function ClientBox({ booking }: { booking: StaffBooking }) {
  return (
    <Box name="client" title="Client and services">
      <dl className="mt-3 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-600">Name</dt>
        <dd>{booking.customerName}</dd>
        <dt className="font-semibold text-slate-600">Email</dt>
        <dd>{booking.email}</dd>
        <dt className="font-semibold text-slate-600">Phone</dt>
        <dd>{booking.phone}</dd>
        {booking.language === "en" ? null : (
          <>
            <dt className="font-semibold text-slate-600">Language</dt>
            <dd>
              {/* Staff read English; the client reads, and gets emails, in this language (issue 39). */}
              <span lang={LANGUAGE_TAGS[booking.language]}>{LANGUAGE_NAMES[booking.language]}</span> (
              {booking.language === "hi" ? "Hindi" : "Odia"}): the client's pages and emails
            </dd>
          </>
        )}
        <dt className="font-semibold text-slate-600">Instructions</dt>
        <dd className="whitespace-pre-line">{booking.instructions || "—"}</dd>
        <dt className="font-semibold text-slate-600">Services</dt>
        <dd>
          {booking.services.items.join(", ")} · {booking.services.total}
        </dd>
      </dl>
    </Box>
  );
}

type StaffLine = StaffBooking["checklist"][number]["items"][number];

/** A line's state as staff read it: the mark with who and when, or the client's "I don't have this". */
function staffState(line: StaffLine): LineState {
  if (line.mark)
    return { text: `${MARK_NAMES[line.mark.state]}: marked by ${line.mark.by}, ${line.mark.at}`, done: true };
  if (line.missing) return { text: describeMissingForStaff(line.missing), done: false };
  return null;
}

/** Mark a line not applicable or received on paper, or take the mark away: plain forms, one per button. */
function LineMarkForms({ line, open }: { line: StaffLine; open: boolean }) {
  if (!open) return null;
  if (line.mark) {
    return (
      <div className="mt-1">
        <ActionButton intent="unmark-line" fields={{ lineId: line.id }} label="Undo" about={line.name} />
      </div>
    );
  }
  if (line.files.length > 0) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
      {LINE_MARK_STATES.map((state) => (
        <ActionButton
          key={state}
          intent="mark-line"
          fields={{ lineId: line.id, state }}
          label={MARK_NAMES[state]}
          about={line.name}
        />
      ))}
    </div>
  );
}

export function ChecklistBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  const answer = answerFor(actionData, "refile");
  const markAnswer = answerFor(actionData, "mark-line") ?? answerFor(actionData, "unmark-line");
  // A document filed against a line two options share shows under both: listed once.
  const documents = [
    ...new Map(
      [
        ...booking.checklist.flatMap((group) => group.items.flatMap((item) => item.files)),
        ...booking.otherDocuments,
      ].map((file) => [file.id, file]),
    ).values(),
  ].sort((a, b) => a.id - b.id);
  return (
    <Box name="checklist" title={<>Checklist ({booking.stillNeeded} required still needed)</>}>
      <FormErrors id="mark-errors" errors={markAnswer?.result?.error?.[""] ?? undefined} />
      <Notice text={markAnswer?.notice} />
      {booking.checklist.map((group) => (
        <div key={group.title} className="mt-4">
          <h3 className="mb-2 font-semibold">{group.title}</h3>
          <DocumentChecklist
            items={group.items}
            stateOf={staffState}
            actions={(line) => <LineMarkForms line={line} open={booking.status !== "Closed"} />}
          />
        </div>
      ))}
      <DocumentLinks title="Other documents from the client" files={booking.otherDocuments} />
      <DocumentLinks
        title="Every document from the client"
        files={booking.checklist.flatMap((group) => group.items.flatMap((item) => item.files))}
      />
      {documents.length > 0 && booking.status !== "Closed" ? (
        <div className="mt-4">
          <h3 className="font-semibold">File a document against another line</h3>
          <FormErrors id="refile-errors" errors={answer?.result?.error?.[""] ?? undefined} />
          <Notice text={answer?.notice} />
          <ul className="mt-2 space-y-3 text-sm">
            {documents.map((file) => (
              <li key={file.id}>
                <Form method="post" className="flex min-w-0 flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="refile" />
                  <input type="hidden" name="uploadId" value={file.id} />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`refile-${file.id}`} className="block font-semibold">
                      {file.fileName}
                    </label>
                    <select
                      id={`refile-${file.id}`}
                      name="filedAs"
                      defaultValue={file.filedAs}
                      key={file.filedAs}
                      className={INPUT}
                    >
                      <FilingOptions choices={booking.filingChoices} />
                    </select>
                  </div>
                  <button type="submit" className="btn-secondary px-3 py-2 text-sm">
                    Re-file<span className="sr-only"> {file.fileName}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Box>
  );
}

export function HistoryBox({ booking }: { booking: StaffBooking }) {
  return (
    <Box name="history" title="Stage history">
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
    </Box>
  );
}
