// The site's languages (issue 39; docs/decisions/022-languages.md). English is
// the specification's and keeps every address; Hindi and Odia live under
// /hi/… and /or/…, for the pages a client reads. Staff pages stay English.
// Browser-safe: the header's switch and links use it.
import { matchPath } from "react-router";

export const LANGUAGES = ["en", "hi", "or"] as const;
export type Language = (typeof LANGUAGES)[number];
export type TranslatedLanguage = Exclude<Language, "en">;
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ["hi", "or"];

/** The cookie that keeps a visitor's choice (app/i18n/language-choice.server.ts); the kept pages ignore it (server/html-cache-keys.ts). */
export const LANGUAGE_COOKIE = "lang";

/** Each language by its own name, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", or: "ଓଡ଼ିଆ" };

/**
 * The offer a first visit gets when its browser prefers Hindi or Odia
 * (app/components/language-offer.tsx), written in that language: the page
 * around it is English, so these words cannot come from its messages.
 */
export const LANGUAGE_OFFERS: Record<TranslatedLanguage, { offer: string; open: string }> = {
  hi: { offer: "यह साइट हिन्दी में भी है।", open: "हिन्दी में पढ़ें" },
  or: { offer: "ଏହି ସାଇଟ ଓଡ଼ିଆରେ ମଧ୍ୟ ଅଛି।", open: "ଓଡ଼ିଆରେ ପଢ଼ନ୍ତୁ" },
};

/** BCP 47 tags for <html lang>, hreflang and Open Graph. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-IN", hi: "hi-IN", or: "or-IN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

const PREFIX = /^\/(hi|or)(?=\/|$)/;

/** The language of an address: "/hi/cart-page" is Hindi, "/cart-page" English. */
export function getLanguageOfPath(pathname: string): Language {
  return (PREFIX.exec(pathname)?.[1] as TranslatedLanguage | undefined) ?? "en";
}

/** An address without its language: "/hi/cart-page" → "/cart-page", "/or" → "/". */
export function stripLanguage(pathname: string): string {
  return pathname.replace(PREFIX, "") || "/";
}

/**
 * The pages a client reads, in every language (app/routes.ts mounts each
 * under /hi and /or). The guides themselves stay English for now: their list
 * is translated and says so. The due dates' entries are translated, their
 * sources cited in English; their .ics feed stays English (calendar apps).
 * The second factor is the staff's (admins only), so it stays English with
 * their pages.
 */
export const TRANSLATED_PAGES = [
  "/",
  "/cart-page",
  // The service pages (app/catalog/services.ts; languages.test.ts keeps the two lists equal)
  "/gst-filing",
  "/income-tax-filing",
  "/accounting-services",
  "/income-tax-notices",
  "/gst-notices",
  "/company-secretary-services",
  "/auditing-services",
  "/company-registration",
  "/trademark-services",
  "/services-mega-page",
  "/enquiry-page",
  "/partner-enquiry",
  "/terms-and-conditions",
  "/privacy",
  "/refund-and-cancellation-policy",
  "/about-us",
  "/help-center",
  "/signup",
  "/login",
  "/booking-confirmation",
  "/past-booking-details",
  "/all-blogs",
  "/tools",
  "/tools/income-tax-calculator",
  "/tools/gst-calculator",
  "/tools/due-dates",
  "/tools/due-dates/confirm",
  "/tools/due-dates/unsubscribe",
  "/user-dashboard",
  "/my-data",
  "/filed-returns",
  "/bookings/:bookingId",
  "/bookings/:bookingId/invoices/:invoiceId",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/sign-in-link",
  "/change-password",
] as const;

/**
 * Each address's answer, once worked out: matchPath builds each pattern's
 * expression again on every call (about 40 µs for the list on a server's
 * core), and every page asks it of the same few addresses on each render:
 * its head's alternates, and on a Hindi or Odia page each of its links. A
 * cache, not a record: addresses with ids are endless, so it starts afresh
 * when full.
 */
const TRANSLATED_BY_PATH = new Map<string, boolean>();
const ADDRESSES_KEPT = 1000;

/** Whether an address (without language) has a page in every language. */
export function isTranslatedPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  let translated = TRANSLATED_BY_PATH.get(pathname);
  if (translated === undefined) {
    translated = TRANSLATED_PAGES.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
    if (TRANSLATED_BY_PATH.size >= ADDRESSES_KEPT) TRANSLATED_BY_PATH.clear();
    TRANSLATED_BY_PATH.set(pathname, translated);
  }
  return translated;
}

/**
 * An address in a language: "/cart-page?x=1" in Hindi is "/hi/cart-page?x=1",
 * "/" is "/hi". Addresses with no translated page (staff pages, downloads,
 * forms' resource routes, other sites) are returned as they are.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  const rest = path.slice(pathname.length);
  const bare = stripLanguage(pathname);
  if (language === "en" || !isTranslatedPath(bare)) return `${bare}${rest}`;
  return `/${language}${bare === "/" ? "" : bare}${rest}`;
}
