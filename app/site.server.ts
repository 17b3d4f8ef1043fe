import { getEnv } from "#app/env.server.ts";
import { SAMPLE_SITE_CONFIG, type SiteConfig } from "#app/site.ts";

let site: SiteConfig | undefined;

/** The site config with the environment's overrides applied. */
export function getSiteConfig(): SiteConfig {
  if (site) return site;
  const env = getEnv();
  const phone = env.FIRM_PHONE ?? SAMPLE_SITE_CONFIG.phone;
  const email = env.FIRM_EMAIL ?? SAMPLE_SITE_CONFIG.email;
  const partners = env.FIRM_PARTNERS ?? SAMPLE_SITE_CONFIG.partners;
  site = {
    name: env.FIRM_NAME ?? SAMPLE_SITE_CONFIG.name,
    phone,
    whatsapp: env.FIRM_WHATSAPP ?? SAMPLE_SITE_CONFIG.whatsapp,
    email,
    address: env.FIRM_ADDRESS ?? SAMPLE_SITE_CONFIG.address,
    linkedinUrl: env.FIRM_LINKEDIN_URL ?? SAMPLE_SITE_CONFIG.linkedinUrl,
    appStoreUrl: env.APP_STORE_URL ?? SAMPLE_SITE_CONFIG.appStoreUrl,
    playStoreUrl: env.PLAY_STORE_URL ?? SAMPLE_SITE_CONFIG.playStoreUrl,
    icaiFrn: env.FIRM_ICAI_FRN ?? SAMPLE_SITE_CONFIG.icaiFrn,
    gstin: env.FIRM_GSTIN ?? SAMPLE_SITE_CONFIG.gstin,
    officeHours: env.FIRM_OFFICE_HOURS ?? SAMPLE_SITE_CONFIG.officeHours,
    // The sample's Hindi and Odia say the sample's hours: a firm's own English hours go without them.
    translatedOfficeHours: {
      ...(env.FIRM_OFFICE_HOURS ? {} : SAMPLE_SITE_CONFIG.translatedOfficeHours),
      ...(env.FIRM_OFFICE_HOURS_HI ? { hi: env.FIRM_OFFICE_HOURS_HI } : {}),
      ...(env.FIRM_OFFICE_HOURS_OR ? { or: env.FIRM_OFFICE_HOURS_OR } : {}),
    },
    mapUrl: env.FIRM_MAP_URL ?? SAMPLE_SITE_CONFIG.mapUrl,
    partners,
    // Unless named, a partner answers at the firm's own email and phone.
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? partners[0]?.name ?? SAMPLE_SITE_CONFIG.grievanceOfficer.name,
      email: env.GRIEVANCE_OFFICER_EMAIL ?? email,
      phone: env.GRIEVANCE_OFFICER_PHONE ?? phone,
    },
    retentionMonths: { documents: env.RETENTION_MONTHS, deliverables: env.DELIVERABLE_RETENTION_MONTHS },
  };
  return site;
}

/** Where the firm receives notifications of bookings and enquiries. */
export function getFirmInbox(): string {
  return getEnv().FIRM_INBOX ?? getSiteConfig().email;
}
