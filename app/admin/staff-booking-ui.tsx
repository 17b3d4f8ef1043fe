// What the boxes of the staff booking page (app/routes/admin-booking.tsx)
// share: their inputs, the action's answer for one form, and a list of a
// booking's documents.
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";

/** The page action's last answer, whichever of the page's forms sent it. */
export type StaffAnswer =
  | {
      intent?: string;
      result?: SubmissionResult<string[]> | null;
      notice?: string | null;
      /** The stage a move waits to be confirmed for (requests unanswered). */
      confirmStage?: string;
      /** The stage the filing guard refused, which staff may move to with a reason. */
      fileAnyway?: string;
    }
  | undefined;

/** The action's answer, for the form that sent it only. */
export const answerFor = (answer: StaffAnswer, intent: string) => (answer?.intent === intent ? answer : undefined);

export const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600";

export function Notice({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className="text-sm font-medium text-green-800">
      {text}
    </p>
  );
}

export function DocumentLinks({
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

/**
 * One button that posts one intent with its hidden fields (a row's 'Undo',
 * 'Ask again'): a plain form, so it works before JavaScript runs. `about`
 * names the row for a screen reader.
 */
export function ActionButton({
  intent,
  fields,
  label,
  about,
}: {
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  about: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="text-sm font-semibold text-brand-700 underline">
        {label}
        <span className="sr-only">: {about}</span>
      </button>
    </Form>
  );
}

/** A Conform field's label, its control (given as children) and its first message. */
export function Field({
  label,
  field,
  children,
}: {
  label: string;
  field: FieldMetadata<unknown>;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {field.errors?.length ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
