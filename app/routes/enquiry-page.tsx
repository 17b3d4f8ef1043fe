import { getSelectProps } from "@conform-to/react";
import { getPrefill } from "#app/accounts/session.server.ts";
import { formPageHeaders } from "#app/cache-control.ts";
import { TextareaField } from "#app/components/forms.tsx";
import { shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { saveEnquiry } from "#app/enquiries/enquiries.server.ts";
import { ENQUIRY_FORM, ENQUIRY_SERVICES } from "#app/enquiries/enquiry-schemas.ts";
import { handlePublicForm } from "#app/enquiries/public-form.server.ts";
import { PublicFormPage, publicFormClientAction } from "#app/enquiries/public-form.tsx";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { newIdempotencyKey } from "#app/idempotency.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/enquiry-page";

export const handle = { i18n: ["cart", "forms"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const t = getT(getLanguage(request), "cart");
  return {
    prefill: await getPrefill(request),
    idempotencyKey: newIdempotencyKey(),
    meta: { title: t("publicForms.enquiry.title"), description: t("enquiry.description") },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({ request, clientAddress: context.clientAddress, form: ENQUIRY_FORM, save: saveEnquiry });
}

export const clientAction = publicFormClientAction(ENQUIRY_FORM);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("cart");
  return (
    <PublicFormPage
      form={ENQUIRY_FORM}
      answer={actionData}
      idempotencyKey={loaderData.idempotencyKey}
      defaultValue={loaderData.prefill}
    >
      {(fields, _own) => (
        <>
          <div>
            <label htmlFor={fields.service.id} className="block text-sm font-semibold text-slate-800">
              {t("enquiry.service")}
            </label>
            <select
              {...getSelectProps(fields.service)}
              key={fields.service.key}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 aria-[invalid=true]:border-red-600"
            >
              <option value="">{t("enquiry.chooseService")}</option>
              {ENQUIRY_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {t(`enquiry.services.${service}`)}
                </option>
              ))}
            </select>
          </div>
          <TextareaField field={fields.message} label={t("enquiry.message")} />
        </>
      )}
    </PublicFormPage>
  );
}

export const headers = formPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, args.loaderData?.meta ?? { title: "", description: "" });
}
