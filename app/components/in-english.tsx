import { Fragment, type ReactNode } from "react";
import { useLanguage } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { Tagged } from "#app/i18n/tagged.tsx";
import type { FirmPartner } from "#app/site.ts";

/**
 * What the firm configured in English (its registration numbers, its
 * partners' names and credentials, office hours it gave only in English),
 * said to be English on a Hindi or Odia page so a screen reader reads it as
 * such. An English page shows it as it is.
 */
export function InEnglish({ children }: { children?: ReactNode }) {
  return useLanguage() === "en" ? children : <span lang="en">{children}</span>;
}

/** The partners as the footer and the about page name them: "CA Rakesh Mohanty, FCA (ICAI M.No. 012345); …". */
export function PartnerList({ partners }: { partners: readonly FirmPartner[] }) {
  const { t } = useTranslation("site");
  return partners.map((partner, index) => (
    <Fragment key={`${partner.name}-${partner.membershipNo}`}>
      {index > 0 ? "; " : null}
      <Tagged
        message={t("partner", { ...partner })}
        components={[<InEnglish key="person" />, <InEnglish key="number" />]}
      />
    </Fragment>
  ));
}
