import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, useSearchParams } from "react-router";
import { getPrefill } from "#app/accounts/session.server.ts";
import { formPageHeaders } from "#app/cache-control.ts";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { ConsentFields } from "#app/components/consent-fields.tsx";
import {
  FormErrors,
  Honeypot,
  NoScriptMarker,
  SubmitButton,
  TextareaField,
  TextField,
} from "#app/components/forms.tsx";
import { catchNetworkFailure, formFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { useTimedMessage } from "#app/components/use-timed-message.ts";
import { saveEnquiry } from "#app/enquiries/enquiries.server.ts";
import {
  ENQUIRY_SERVICES,
  EnquirySchema,
  SERVICE_LABELS,
  splitMandatoryErrors,
} from "#app/enquiries/enquiry-schemas.ts";
import { handlePublicForm } from "#app/enquiries/public-form.server.ts";
import { formPostAction, IdempotencyKeyField, newIdempotencyKey } from "#app/idempotency.tsx";
import { getPageMeta } from "#app/seo.ts";
import { HONEYPOT_FIELD } from "#app/validation.ts";
import type { z } from "#app/zod.ts";
import type { Route } from "./+types/enquiry-page";

export async function loader({ request }: Route.LoaderArgs) {
  return { prefill: await getPrefill(request), idempotencyKey: newIdempotencyKey() };
}

export function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    schema: EnquirySchema,
    save: saveEnquiry,
    failurePrefix: "Failed to submit enquiry",
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({
    result: formFailure(`Failed to submit enquiry: ${message}`),
  }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof EnquirySchema>>({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: loaderData.prefill,
    constraint: getZodConstraint(EnquirySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EnquirySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const timedSent = useTimedMessage(actionData, actionData?.sent ?? false);
  // After the redirect of a post made without JavaScript.
  const [searchParams] = useSearchParams();
  const sent = timedSent || (!actionData && searchParams.get("sent") === "1");
  const { formErrors, own } = splitMandatoryErrors(
    [fields.name, fields.phone, fields.email, fields.service],
    form.errors,
  );

  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Create an Enquiry</h1>
        <p className="mt-1 text-slate-600">Tell us what you need; we reply within one working day.</p>
        <Form method="post" action={formPostAction("/enquiry-page")} {...getFormProps(form)} className="mt-6 space-y-5">
          <FormErrors id={form.errorId} errors={formErrors} />
          {sent ? (
            <p
              role="status"
              className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800"
            >
              Enquiry submitted successfully!
            </p>
          ) : null}
          <TextField field={fields.name} label="Name" autoComplete="name" errors={own(fields.name.errors)} />
          <TextField
            field={fields.phone}
            label="Phone"
            type="tel"
            autoComplete="tel"
            errors={own(fields.phone.errors)}
          />
          <TextField
            field={fields.email}
            label="Email"
            type="email"
            autoComplete="email"
            errors={own(fields.email.errors)}
          />
          <div>
            <label htmlFor={fields.service.id} className="block text-sm font-semibold text-slate-800">
              Service
            </label>
            <select
              {...getSelectProps(fields.service)}
              key={fields.service.key}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 aria-[invalid=true]:border-red-600"
            >
              <option value="">Choose a service</option>
              {ENQUIRY_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {SERVICE_LABELS[service]}
                </option>
              ))}
            </select>
          </div>
          <TextareaField field={fields.message} label="Message (optional)" />
          <Honeypot name={HONEYPOT_FIELD} />
          <NoScriptMarker />
          <IdempotencyKeyField value={loaderData.idempotencyKey} />
          <ChallengeField challenge={actionData?.challenge} />
          <ConsentFields consent={fields.consent} marketing={fields.marketing} />
          <SubmitButton pending={navigation.state === "submitting"} className="w-full">
            Submit Enquiry
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}

export const headers = formPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: "Create an Enquiry",
    description: "Ask about income tax, GST, accounting or audit. No upfront payment; we reply within one working day.",
  });
}
