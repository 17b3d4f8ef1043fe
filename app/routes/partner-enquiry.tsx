import { formPageHeaders } from "#app/cache-control.ts";
import { TextareaField } from "#app/components/forms.tsx";
import { shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { savePartnerEnquiry } from "#app/enquiries/enquiries.server.ts";
import { PARTNER_FORM } from "#app/enquiries/enquiry-schemas.ts";
import { handlePublicForm } from "#app/enquiries/public-form.server.ts";
import { PublicFormPage, publicFormClientAction } from "#app/enquiries/public-form.tsx";
import { newIdempotencyKey } from "#app/idempotency.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/partner-enquiry";

export function loader() {
  return { idempotencyKey: newIdempotencyKey() };
}

export function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    form: PARTNER_FORM,
    save: savePartnerEnquiry,
  });
}

export const clientAction = publicFormClientAction(PARTNER_FORM);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function PartnerEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PublicFormPage form={PARTNER_FORM} answer={actionData} idempotencyKey={loaderData.idempotencyKey}>
      {(fields, own) => (
        <>
          <TextareaField field={fields.address} label="Address" rows={3} errors={own(fields.address.errors)} />
          <TextareaField field={fields.firm_details} label="Firm details" errors={own(fields.firm_details.errors)} />
        </>
      )}
    </PublicFormPage>
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
