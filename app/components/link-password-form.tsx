// The two pages an emailed link opens to set a password (a password reset,
// and a verification opened away from the sign-up's browser): the link's
// token and one new password, or, when the link is no good, where to go.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { usePending } from "#app/form-answer.ts";
import { Link } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { PASSWORD_MIN } from "#app/validation.ts";
import type { z } from "#app/zod.ts";

type LinkPasswordSchema = z.ZodObject<{ token: z.ZodString; password: z.ZodString }>;

export function LinkPasswordForm(props: {
  schema: LinkPasswordSchema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  token: string;
  label: string;
  submitLabel: string;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    lastResult: props.lastResult,
    constraint: getZodConstraint(props.schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: props.schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="token" value={props.token} />
      <TextField
        field={fields.password}
        label={props.label}
        type="password"
        autoComplete="new-password"
        hint={t("field.passwordHint", { minimum: PASSWORD_MIN })}
      />
      <SubmitButton pending={usePending()} className="w-full">
        {props.submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** A link that has expired or was used: said plainly, with the way to a new one. */
export function DeadLinkCard(props: { title: string; message: string; to: string; action: string }) {
  return (
    <AuthCard title={props.title}>
      <p role="alert" className="text-slate-700">
        {props.message}
      </p>
      <Link to={props.to} className="btn-primary mt-6 w-full">
        {props.action}
      </Link>
    </AuthCard>
  );
}
