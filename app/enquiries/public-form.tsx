import { type FormMetadata, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useSearchParams } from "react-router";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { ConsentFields } from "#app/components/consent-fields.tsx";
import { FormErrors, Honeypot, NoScriptMarker, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, formFailure } from "#app/components/network-failure.ts";
import { useTimedMessage } from "#app/components/use-timed-message.ts";
import { type PublicFormSpec, splitMandatoryErrors } from "#app/enquiries/enquiry-schemas.ts";
import { type FormAnswer, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { useFormMessage } from "#app/form-messages.ts";
import { useLocalizedPath } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { formPostAction, IdempotencyKeyField } from "#app/idempotency.tsx";
import { HONEYPOT_FIELD } from "#app/validation.ts";
import type { z } from "#app/zod.ts";

type Fields<Schema extends z.ZodObject> = ReturnType<FormMetadata<z.input<Schema>, string[]>["getFieldset"]>;

const PERSON_FIELDS = [
  { name: "name", type: "text" },
  { name: "phone", type: "tel" },
  { name: "email", type: "email" },
] as const;

/** A public form's `clientAction`: offline, its failure says `${failure}: {message}` as the server's do. */
export function publicFormClientAction(form: PublicFormSpec<z.ZodObject>) {
  return ({ serverAction }: { serverAction: () => Promise<FormAnswer> }) =>
    catchNetworkFailure(serverAction, (message) => ({
      result: formFailure(`${form.failure}: ${message}`),
      notice: null,
      challenge: null,
    }));
}

/**
 * The page of a public form (the enquiry and the partner enquiry): the card,
 * the one message for missing fields, the success said for 3 seconds (or
 * after the redirect of a post made without JavaScript), the name, phone
 * and email both forms ask first, then the page's own fields, which
 * `children` draws with `own` (a field's errors but the mandatory one), then
 * the honeypot, the idempotency key, the proof of work and the consents. The
 * action is `handlePublicForm` (public-form.server.ts).
 */
export function PublicFormPage<Schema extends z.ZodObject>(props: {
  form: PublicFormSpec<Schema>;
  answer: Partial<FormAnswer> | undefined;
  idempotencyKey: string;
  defaultValue?: Partial<z.input<Schema>>;
  children: (fields: Fields<Schema>, own: (errors?: string[]) => string[] | undefined) => ReactNode;
}) {
  const { form: spec, answer } = props;
  const settled = useSettledAnswer(answer);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: settled?.result,
    defaultValue: props.defaultValue as never,
    constraint: getZodConstraint(spec.schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: spec.schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const timedSent = useTimedMessage(answer, Boolean(answer?.notice));
  const [searchParams] = useSearchParams();
  const sent = timedSent || (!answer && searchParams.get("sent") === "1");
  const { formErrors, own } = splitMandatoryErrors(
    spec.mandatory.map((name) => (fields as Record<string, { errors?: string[] }>)[name] ?? {}),
    form.errors,
  );
  const pending = usePending();
  const { t } = useTranslation("cart");
  const say = useFormMessage();
  const localize = useLocalizedPath();
  // The fields every public form has (handlePublicForm's schema requires them).
  const shared = fields as unknown as Fields<
    z.ZodObject<{
      name: z.ZodString;
      phone: z.ZodString;
      email: z.ZodString;
      consent: z.ZodBoolean;
      marketing: z.ZodBoolean;
    }>
  >;

  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{t(`publicForms.${spec.words}.title`)}</h1>
        <p className="mt-1 text-slate-600">{t(`publicForms.${spec.words}.lead`)}</p>
        <Form
          method="post"
          action={formPostAction(localize(spec.path))}
          {...getFormProps(form)}
          className="mt-6 space-y-5"
        >
          <FormErrors id={form.errorId} errors={formErrors} />
          {sent ? (
            <p
              role="status"
              className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800"
            >
              {say(spec.sent)}
            </p>
          ) : null}
          {PERSON_FIELDS.map(({ name, type }) => (
            <TextField
              key={name}
              field={shared[name]}
              label={t(`checkout.${name}`)}
              type={type}
              autoComplete={name === "phone" ? "tel" : name}
              errors={own(shared[name].errors)}
            />
          ))}
          {props.children(fields, own)}
          <Honeypot name={HONEYPOT_FIELD} />
          <NoScriptMarker />
          <IdempotencyKeyField value={props.idempotencyKey} />
          <ChallengeField challenge={answer?.challenge} />
          <ConsentFields consent={shared.consent} marketing={shared.marketing} />
          <SubmitButton pending={pending} className="w-full">
            {t(`publicForms.${spec.words}.submit`)}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
