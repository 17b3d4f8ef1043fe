import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, useSearchParams } from "react-router";
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
import { savePartnerEnquiry } from "#app/enquiries/enquiries.server.ts";
import { PartnerEnquirySchema, splitMandatoryErrors } from "#app/enquiries/enquiry-schemas.ts";
import { handlePublicForm } from "#app/enquiries/public-form.server.ts";
import { formPostAction, IdempotencyKeyField, newIdempotencyKey } from "#app/idempotency.tsx";
import { getPageMeta } from "#app/seo.ts";
import { HONEYPOT_FIELD } from "#app/validation.ts";
import type { Route } from "./+types/partner-enquiry";

export function loader() {
  return { idempotencyKey: newIdempotencyKey() };
}

export function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    schema: PartnerEnquirySchema,
    save: savePartnerEnquiry,
    failurePrefix: "Failed to submit partner enquiry",
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({
    result: formFailure(`Failed to submit enquiry: ${message}`),
  }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function PartnerEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(PartnerEnquirySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PartnerEnquirySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const timedSent = useTimedMessage(actionData, actionData?.sent ?? false);
  // After the redirect of a post made without JavaScript.
  const [searchParams] = useSearchParams();
  const sent = timedSent || (!actionData && searchParams.get("sent") === "1");
  const { formErrors, own } = splitMandatoryErrors(
    [fields.name, fields.phone, fields.email, fields.address, fields.firm_details],
    form.errors,
  );

  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Become a Partner</h1>
        <p className="mt-1 text-slate-600">
          Accountants, tax practitioners and consultants: work with us on GST, income tax and compliance assignments.
        </p>
        <Form
          method="post"
          action={formPostAction("/partner-enquiry")}
          {...getFormProps(form)}
          className="mt-6 space-y-5"
        >
          <FormErrors id={form.errorId} errors={formErrors} />
          {sent ? (
            <p
              role="status"
              className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800"
            >
              Partner enquiry request submitted successfully!
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
          <TextareaField field={fields.address} label="Address" rows={3} errors={own(fields.address.errors)} />
          <TextareaField field={fields.firm_details} label="Firm details" errors={own(fields.firm_details.errors)} />
          <Honeypot name={HONEYPOT_FIELD} />
          <NoScriptMarker />
          <IdempotencyKeyField value={loaderData.idempotencyKey} />
          <ChallengeField challenge={actionData?.challenge} />
          <ConsentFields consent={fields.consent} marketing={fields.marketing} />
          <SubmitButton pending={navigation.state === "submitting"} className="w-full">
            Submit
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}

export const headers = formPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: "Become a Partner",
    description:
      "Chartered accountants, tax practitioners and consultants: partner with us on tax and compliance work.",
  });
}
