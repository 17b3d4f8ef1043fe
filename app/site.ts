import type { Language } from "#app/i18n/languages.ts";

/** The firm's public details, shared by the layout, pages and emails. */
export type SiteConfig = {
  name: string;
  phone: string;
  /** Digits with country code, for https://wa.me/ links. */
  whatsapp: string;
  email: string;
  address: string;
  linkedinUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** The firm's registration number with the ICAI (FRN). */
  icaiFrn: string;
  gstin: string;
  officeHours: string;
  /** The office hours in Hindi and Odia, where the firm gave them (getOfficeHours). */
  translatedOfficeHours: { hi?: string; or?: string };
  /** A map link to the office (opens in the visitor's map app). */
  mapUrl: string;
  /** The partners: chartered accountants with their ICAI membership numbers. */
  partners: FirmPartner[];
  /** Who answers privacy requests and grievances (DPDP Rules 2025, rules 9 and 14), named on /privacy. */
  grievanceOfficer: { name: string; email: string; phone: string };
  /** Months after a booking closes when its documents, and the firm's deliverables, are deleted (RETENTION_MONTHS…). */
  retentionMonths: { documents: number; deliverables: number };
};

export type FirmPartner = { name: string; qualification: string; membershipNo: string };

/**
 * SAMPLE values: the specification does not give the firm's name or contact
 * details. Each is overridden by an environment variable (see .env.example).
 */
export const SAMPLE_SITE_CONFIG: SiteConfig = {
  name: "EasyTax Filing",
  phone: "+91 98765 43210",
  whatsapp: "919876543210",
  email: "support@easytaxfiling.example",
  address: "Link Road, Cuttack, Odisha 753012, India",
  linkedinUrl: "https://www.linkedin.com/company/easytax-filing-sample",
  appStoreUrl: "https://apps.apple.com/in/app/easytax-filing-sample/id0000000000",
  playStoreUrl: "https://play.google.com/store/apps/details?id=example.easytaxfiling",
  // The firm's registrations: visibly marked as samples until set (FIRM_ICAI_FRN, FIRM_GSTIN, FIRM_PARTNERS).
  icaiFrn: "000000E (sample)",
  gstin: "21AAAAA0000A1ZE (sample)",
  officeHours: "Monday to Saturday, 10:00 am to 6:30 pm IST (closed on Sundays and public holidays)",
  translatedOfficeHours: {
    hi: "सोमवार से शनिवार, सुबह 10:00 से शाम 6:30 बजे तक (रविवार और सरकारी छुट्टियों को बंद)",
    or: "ସୋମବାରରୁ ଶନିବାର, ସକାଳ 10:00ରୁ ସନ୍ଧ୍ୟା 6:30 ପର୍ଯ୍ୟନ୍ତ (ରବିବାର ଓ ସରକାରୀ ଛୁଟିଦିନରେ ବନ୍ଦ)",
  },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=Link+Road%2C+Cuttack%2C+Odisha+753012",
  partners: [
    { name: "CA Rakesh Mohanty", qualification: "FCA", membershipNo: "000000 (sample)" },
    { name: "CA Smita Mohanty", qualification: "ACA", membershipNo: "000001 (sample)" },
  ],
  // By default the first partner, at the firm's own email and phone (GRIEVANCE_OFFICER_*).
  grievanceOfficer: { name: "CA Rakesh Mohanty", email: "support@easytaxfiling.example", phone: "+91 98765 43210" },
  retentionMonths: { documents: 24, deliverables: 72 },
};

/** "CA Rakesh Mohanty, FCA (ICAI M.No. 012345)" */
function describePartner(partner: FirmPartner): string {
  return `${partner.name}, ${partner.qualification} (ICAI M.No. ${partner.membershipNo})`;
}

/**
 * The office hours as a page in a language shows them: the firm's own words
 * in Hindi or Odia where it gave them, else its English, said to be English
 * (`lang`), so a screen reader reads it as such.
 */
export function getOfficeHours(site: SiteConfig, language: Language): { text: string; lang?: "en" } {
  if (language === "en") return { text: site.officeHours };
  const translated = site.translatedOfficeHours[language];
  return translated ? { text: translated } : { text: site.officeHours, lang: "en" };
}

const WHATSAPP_GREETING = "Hello! I would like to know more about your tax and accounting services.";

export function getTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function getWhatsAppHref(whatsapp: string): string {
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
}

/**
 * A guide's byline with the credentials behind it: a partner who wrote it is
 * named with their ICAI membership; anything else (the editorial team) says
 * which partner reviewed it.
 */
export function getGuideByline(author: string, partners: readonly FirmPartner[]): string {
  const writer = partners.find((partner) => partner.name === author);
  if (writer) return `By ${describePartner(writer)}`;
  const reviewer = partners[0];
  return reviewer ? `By ${author}, reviewed by ${describePartner(reviewer)}` : `By ${author}`;
}
