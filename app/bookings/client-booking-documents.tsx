// The client booking page's boxes on documents: what the firm needs (with
// what came), the form to send more, what the firm sent back, and who at
// the firm opened them.

import type { TFunction } from "i18next";
import { useRef } from "react";
import { Form, useRevalidator } from "react-router";
import type { ClientBooking } from "#app/bookings/booking-page.server.ts";
import type { ClientAnswer } from "#app/bookings/client-booking-messages.tsx";
import { firstPendingFiling, guessFiling } from "#app/bookings/filing-guess.ts";
import { describeMarkForClient, MISSING_REASON_MAX } from "#app/bookings/line-marks.ts";
import { FoldingBox } from "#app/components/box.tsx";
import { DocumentChecklist, FilingOptions, type LineState } from "#app/components/document-checklist.tsx";
import { DocumentPicker, toUploadStates, UploadOutcome, useDocumentUpload } from "#app/components/document-upload.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

type ClientLine = ClientBooking["checklist"][number]["items"][number];

/** A line's state as the client reads it: staff's mark, or their own "I don't have this". */
function clientState(line: ClientLine, t: TFunction<"booking">): LineState {
  if (line.mark) return { text: describeMarkForClient(line.mark, t), done: true };
  if (line.missing) return { text: t("documents.missing"), done: false };
  return null;
}

/** The checklist with what came for each line: open while the firm still asks for documents, folded after. */
export function Checklist({ booking, answer }: { booking: ClientBooking; answer?: MissingAnswer }) {
  // Once the firm has what it needs (asksForDocuments) nothing is asked, so there is nothing to answer.
  const open = booking.asksForDocuments;
  const { t } = useTranslation("booking");
  return (
    <FoldingBox
      name="needed"
      title={t("documents.needed")}
      open={booking.asksForDocuments}
      summary={
        <span className={`font-semibold ${booking.stillNeeded > 0 ? "text-amber-800" : "text-green-800"}`}>
          {booking.stillNeeded > 0
            ? t("documents.stillNeeded", { count: booking.stillNeeded })
            : t("documents.haveAll")}
        </span>
      }
    >
      {booking.checklist.map((group, index) => (
        <div key={group.title} className={index === 0 ? "" : "mt-5"}>
          <h3 className="mb-3 font-semibold text-slate-900">{group.title}</h3>
          <DocumentChecklist
            items={group.items}
            stateOf={(line) => clientState(line, t)}
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
          <h3 className="font-semibold text-slate-900">{t("documents.other")}</h3>
          <ReceivedFiles files={booking.otherDocuments} />
        </div>
      ) : null}
      {booking.uncheckedDocuments.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-900">{t("documents.unchecked")}</h3>
          <p className="mt-1 text-sm text-slate-700">{t("documents.uncheckedNote")}</p>
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
  const { t } = useTranslation("booking");
  return (
    <details className="mt-2 text-sm" open={errors ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-brand-700 underline">
        {t("documents.dontHave")}
        <span className="sr-only">: {line.name}</span>
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="missing" />
        <input type="hidden" name="requestId" value={requestId} />
        <FormErrors id={`missing-errors-${requestId}`} errors={errors?.[""] ?? undefined} />
        <div>
          <label htmlFor={reasonId} className="block font-semibold text-slate-800">
            {t("documents.whyNot")}
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
          {t("documents.tellFirm")}
        </button>
      </Form>
    </details>
  );
}

/** Documents as the client sent them: name, size and when they came. */
function ReceivedFiles({ files }: { files: { id: number; fileName: string; size: string; receivedAt: string }[] }) {
  const { t } = useTranslation("booking");
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-800">
      {files.map((file) => (
        <li key={file.id}>{t("documents.received", { name: file.fileName, size: file.size, at: file.receivedAt })}</li>
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
  const { t } = useTranslation("booking");
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
          {t("documents.send")}
        </h2>
      )}
      <input type="hidden" name="bookingId" value={booking.bookingId} />
      <div>
        <label htmlFor="filedAs" className="block text-sm font-semibold text-slate-800">
          {t("documents.thisIs")}
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
      <DocumentPicker upload={upload} label={t("documents.choose")} hint={t("documents.hint", { mb: maxFileMb })} />
      <UploadOutcome upload={upload} />
      <SubmitButton pending={upload.busy} pendingLabel={t("documents.uploading")}>
        {t("documents.upload")}
      </SubmitButton>
    </Form>
  );
  // Once the firm has what it needs, sending more is still possible, one tap away.
  return folded ? (
    <FoldingBox name="send" title={t("documents.send")} summary={t("documents.sendSummary")} open={false}>
      {form}
    </FoldingBox>
  ) : (
    form
  );
}

export function Deliverables({ booking }: { booking: ClientBooking }) {
  const count = booking.deliverables.length;
  const { t } = useTranslation("booking");
  return (
    <FoldingBox
      name="deliverables"
      title={t("documents.fromUs")}
      open={false}
      summary={count === 0 ? t("documents.nothingYet") : t("documents.toDownload", { count })}
    >
      {booking.deliverables.length === 0 ? (
        <p className="text-sm text-slate-700">{t("documents.fromUsLater")}</p>
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
                {t("documents.download")}
                <span className="sr-only"> {file.fileName}</span>
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
  const { t } = useTranslation("booking");
  return (
    <FoldingBox
      name="openings"
      title={t("documents.openings")}
      open={false}
      summary={openings.length === 0 ? t("documents.notOpened") : t("documents.opened", { count: openings.length })}
    >
      {openings.length === 0 ? (
        <p className="text-sm text-slate-700">{t("documents.notOpenedLong")}</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-800">
          {openings.map((opening) => (
            <li key={opening.id}>
              <strong>{opening.fileName}</strong>
              {t("documents.openedOn", { at: opening.at })}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-600">
        {t("documents.openingsKept")}{" "}
        <Link to="/privacy" className="underline">
          {t("documents.privacy")}
        </Link>
        {" · "}
        <Link to="/my-data" className="underline">
          {t("documents.myData")}
        </Link>
      </p>
    </FoldingBox>
  );
}
