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
};

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
};

export const WHATSAPP_GREETING = "Hello! I would like to know more about your tax and accounting services.";

export function getTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function getWhatsAppHref(whatsapp: string): string {
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
}
