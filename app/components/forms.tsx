import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useFormMessage, useFormsT } from "#app/form-messages.ts";

/** Sent only by a form posted before JavaScript runs: its success is a redirect (Post/Redirect/Get). */
export const NO_SCRIPT_FIELD = "noScript";

const INPUT_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const say = useFormMessage();
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {say(errors[0] ?? "")}
    </p>
  );
}

export function TextField(props: {
  field: FieldMetadata<string>;
  label: string;
  /** Shown instead of the field's own errors (the field stays marked invalid). */
  errors?: string[];
  type?: "text" | "email" | "tel" | "password" | "search";
  autoComplete?: string;
  hint?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
}) {
  const { field, label, type = "text", autoComplete, hint, inputMode, errors = field.errors } = props;
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined })}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={INPUT_CLASS}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

export function TextareaField(props: {
  field: FieldMetadata<string>;
  label: string;
  rows?: number;
  errors?: string[];
}) {
  const { field, label, rows = 4, errors = field.errors } = props;
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea {...getTextareaProps(field)} key={field.key} rows={rows} className={INPUT_CLASS} />
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  field,
  children,
  hint,
}: {
  field: FieldMetadata<boolean>;
  children: ReactNode;
  /** What ticking it means, under its label. */
  hint?: ReactNode;
}) {
  const label = (
    <label htmlFor={field.id} className="text-sm text-slate-700">
      {children}
    </label>
  );
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hint ? `${field.id}-hint` : undefined })}
          key={field.key}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        {hint ? (
          <div className="min-w-0">
            {label}
            <p id={`${field.id}-hint`} className="mt-1 text-sm text-slate-600">
              {hint}
            </p>
          </div>
        ) : (
          label
        )}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Marks a post made without JavaScript, so the server answers it with a redirect. */
export function NoScriptMarker() {
  return useHydrated() ? null : <input type="hidden" name={NO_SCRIPT_FIELD} value="1" />;
}

/** A hidden field people never see; a form that fills it is a bot's. */
export function Honeypot({ name }: { name: string }) {
  const t = useFormsT();
  return (
    <div className="absolute -left-[10000px]" aria-hidden="true">
      <label>
        {t("honeypot")}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Errors that belong to the whole form, announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const say = useFormMessage();
  return (
    <div id={id} role="alert" aria-live="assertive">
      {errors?.length ? (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {say(errors[0] ?? "")}
        </p>
      ) : null}
    </div>
  );
}

function Spinner() {
  return (
    <svg className="size-4 animate-spin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" fill="none" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function SubmitButton(props: {
  pending: boolean;
  pendingLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useFormsT();
  const { pending, pendingLabel = t("processing"), children, className = "" } = props;
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={`btn-primary px-6 py-3 text-base ${className}`}
    >
      {pending ? (
        <>
          <Spinner /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
