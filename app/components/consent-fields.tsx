import type { FieldMetadata } from "@conform-to/react";
import { useRouteLoaderData } from "react-router";
import { CheckboxField } from "#app/components/forms.tsx";
import { useFormsT } from "#app/form-messages.ts";
import { useLocalizedPath } from "#app/i18n/link.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";

/**
 * The two consents of the booking, enquiry and partner forms (issue 22.5),
 * just above the form's button, neither ticked beforehand: the form's own
 * purpose (its schema requires it) and, separately, marketing email. The
 * notice opens in a new tab, so that reading it loses nothing typed or
 * chosen in the form.
 */
export function ConsentFields(props: { consent: FieldMetadata<boolean>; marketing: FieldMetadata<boolean> }) {
  const t = useFormsT();
  const privacy = useLocalizedPath()("/privacy");
  const firm = useRouteLoaderData<typeof rootLoader>("root")?.site.name ?? SAMPLE_SITE_CONFIG.name;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      <CheckboxField field={props.consent}>
        {t("consent.agree", { firm })}{" "}
        <a href={privacy} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
          {t("consent.privacyNotice")}
        </a>{" "}
        {t("consent.explains")}
      </CheckboxField>
      <CheckboxField field={props.marketing}>{t("consent.marketing")}</CheckboxField>
    </div>
  );
}
