import { formPageHeaders } from "#app/cache-control.ts";
import { TextareaField } from "#app/components/forms.tsx";
import { shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { savePartnerEnquiry } from "#app/enquiries/enquiries.server.ts";
import { PARTNER_FORM } from "#app/enquiries/enquiry-schemas.ts";
import { handlePublicForm } from "#app/enquiries/public-form.server.ts";
import { PublicFormPage, publicFormClientAction } from "#app/enquiries/public-form.tsx";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { newIdempotencyKey } from "#app/idempotency.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/partner-enquiry";

export const handle = { i18n: ["cart", "forms"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const t = getT(getLanguage(request), "cart");
  return {
    idempotencyKey: newIdempotencyKey(),
    meta: { title: t("publicForms.partner.title"), description: t("partner.description") },
  };
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
  const { t } = useTranslation("cart");
  return (
    <PublicFormPage form={PARTNER_FORM} answer={actionData} idempotencyKey={loaderData.idempotencyKey}>
      {(fields, own) => (
        <>
          <TextareaField
            field={fields.address}
            label={t("partner.address")}
            rows={3}
            errors={own(fields.address.errors)}
          />
          <TextareaField
            field={fields.firm_details}
            label={t("partner.firmDetails")}
            errors={own(fields.firm_details.errors)}
          />
        </>
      )}
    </PublicFormPage>
  );
}

export const headers = formPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, args.loaderData?.meta ?? { title: "", description: "" });
}
