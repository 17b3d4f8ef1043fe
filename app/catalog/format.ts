import type { Charge } from "#app/catalog/services.ts";
import type { Language } from "#app/i18n/languages.ts";

// Every price the site shows goes through this module: rupees as ₹ with
// Indian digit grouping (₹1,500; ₹1,23,456). The spec's "Rs. {n}" shapes
// keep their shape with the new symbol (docs/decisions/011-rupee-symbol.md).

/**
 * The words around a price in each language (issue 39). The amounts stay ₹
 * with Latin digits and Indian grouping in every language (decision 022).
 * `terms` is what a price includes, said once for every service page and the
 * cart: professional fees of a CA firm attract GST at 18%; government,
 * filing and registration fees are paid to the government as they fall due.
 */
const PRICE_WORDS: Record<
  Language,
  { terms: string; onRequest: string; only: (amount: string) => string; quotedApart: (sum: string) => string }
> = {
  en: {
    terms:
      "Prices are our professional fees and do not include GST (18%, added to the invoice) or government fees (filing, registration or stamp duty), which are charged at actuals.",
    onRequest: "On Request",
    only: (amount) => `${amount} only`,
    quotedApart: (sum) => `${sum} + On Request items, quoted before work starts`,
  },
  hi: {
    terms:
      "इन दामों में केवल हमारा पेशेवर शुल्क है। GST (18%, जो इनवॉइस में जुड़ता है) और सरकारी शुल्क (फ़ाइलिंग, पंजीकरण या स्टांप ड्यूटी) इनमें शामिल नहीं हैं; सरकारी शुल्क जितना लगता है, उतना ही लिया जाता है।",
    onRequest: "अनुरोध पर",
    only: (amount) => `${amount} मात्र`,
    quotedApart: (sum) => `${sum} + अनुरोध पर वाली सेवाएँ, जिनका शुल्क काम शुरू होने से पहले बताया जाएगा`,
  },
  or: {
    terms:
      "ଏହି ଦରରେ କେବଳ ଆମର ବୃତ୍ତିଗତ ଶୁଳ୍କ ଅଛି। GST (18%, ଯାହା ଇନଭଏସରେ ଯୋଡ଼ାଯାଏ) ଓ ସରକାରୀ ଶୁଳ୍କ (ଫାଇଲିଂ, ପଞ୍ଜୀକରଣ କିମ୍ବା ଷ୍ଟାମ୍ପ ଡ୍ୟୁଟି) ଏଥିରେ ସାମିଲ ନାହିଁ; ସରକାରୀ ଶୁଳ୍କ ଯେତିକି ଲାଗେ, ସେତିକି ହିଁ ନିଆଯାଏ।",
    onRequest: "ଅନୁରୋଧ ଉପରେ",
    only: (amount) => `${amount} ମାତ୍ର`,
    quotedApart: (sum) => `${sum} + ଅନୁରୋଧ ଉପରେ ଥିବା ସେବା, ଯାହାର ଶୁଳ୍କ କାମ ଆରମ୍ଭ ପୂର୍ବରୁ ଜଣାଯିବ`,
  },
};

/** What a price includes, in a language. */
export function getPriceTerms(language: Language): string {
  return PRICE_WORDS[language].terms;
}

/**
 * Indian digit grouping, rounded to a whole number: 123456 → "1,23,456",
 * what Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }) writes (its
 * test compares the two). Not Intl itself: a browser loads its en-IN number
 * data on first use, 150–200 ms of a 4× throttled phone's main thread on
 * every page that shows a price (issue 41).
 */
export function groupIndian(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${amount < 0 && digits !== "0" ? "-" : ""}${lakhs ? `${lakhs},` : ""}${digits.slice(-3)}`;
}

/** ₹ and Indian digit grouping: 123456 → "₹1,23,456". */
export function formatRupees(amount: number): string {
  return `₹${groupIndian(amount)}`;
}

/** A fixed amount reads "₹{n} only" (the spec's "Rs. {n} only"); an unpriced one "On Request", in a language. */
export function formatCharge(charge: Charge, language: Language = "en"): string {
  const words = PRICE_WORDS[language];
  return typeof charge === "number" ? words.only(formatRupees(charge)) : words.onRequest;
}

/**
 * The cart and booking total (spec section 5): "On Request" when every item
 * is unpriced, otherwise the sum of charge x quantity over the priced items,
 * and when some items are unpriced the total says they are quoted apart.
 */
export function formatTotal(items: readonly { charge: Charge; quantity: number }[], language: Language = "en"): string {
  const words = PRICE_WORDS[language];
  const unpriced = items.filter((item) => typeof item.charge !== "number").length;
  if (items.length > 0 && unpriced === items.length) return words.onRequest;
  const sum = formatRupees(getTotalPrice(items));
  return unpriced > 0 ? words.quotedApart(sum) : sum;
}

/** totalPrice of the spec: the sum of charge x quantity over priced items. */
export function getTotalPrice(items: readonly { charge: Charge; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + (typeof item.charge === "number" ? item.charge * item.quantity : 0), 0);
}

/** "₹500 x 2 = ₹1,000", or "On Request x 2" for an unpriced item. */
export function formatLine(item: { charge: Charge; quantity: number }, language: Language = "en"): string {
  if (typeof item.charge !== "number") return `${PRICE_WORDS[language].onRequest} x ${item.quantity}`;
  return `${formatRupees(item.charge)} x ${item.quantity} = ${formatRupees(item.charge * item.quantity)}`;
}
