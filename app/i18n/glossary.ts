// The glossary every Hindi and Odia text follows (issue 39.4). One entry per
// term: the word a reader sees in each language. Where the common word is
// the English loan word (as the tax portals and the trade say it), it is
// written in the language's script; abbreviations and form names stay in
// Latin letters, as on the portals, challans and notices themselves.
//
// The check that walks the translated pages (tests/e2e/languages.spec.ts)
// allows Latin-script words only from LOAN_WORDS and the firm's name.

/**
 * `strict`: every message whose English has the word uses this term
 * (app/i18n/messages.test.ts checks it), for the words a reader must always
 * recognise as the same thing.
 */
type Term = { en: string; hi: string; or: string; note?: string; strict?: true };

export const GLOSSARY: readonly Term[] = [
  { en: "GST", hi: "GST", or: "GST", note: "abbreviation: Latin letters" },
  { en: "ITR (income tax return)", hi: "ITR (आयकर रिटर्न)", or: "ITR (ଆୟକର ରିଟର୍ଣ୍ଣ)" },
  { en: "TDS", hi: "TDS (स्रोत पर कर कटौती)", or: "TDS (ଉତ୍ସରେ ଟିକସ କଟା)", note: "the words once on a page, then TDS" },
  { en: "income tax", hi: "आयकर", or: "ଆୟକର" },
  { en: "tax", hi: "टैक्स", or: "ଟିକସ" },
  { en: "challan", hi: "चालान", or: "ଚାଲାଣ", strict: true },
  { en: "acknowledgement (of a return)", hi: "पावती", or: "ସ୍ୱୀକୃତି ପତ୍ର", strict: true },
  { en: "assessment year", hi: "कर निर्धारण वर्ष (AY)", or: "ନିର୍ଦ୍ଧାରଣ ବର୍ଷ (AY)", strict: true },
  { en: "financial year", hi: "वित्त वर्ष (FY)", or: "ଆର୍ଥିକ ବର୍ଷ (FY)", strict: true },
  { en: "return (a tax return)", hi: "रिटर्न", or: "ରିଟର୍ଣ୍ଣ", note: "loan word" },
  { en: "refund", hi: "रिफ़ंड", or: "ରିଫଣ୍ଡ", note: "loan word", strict: true },
  { en: "notice (from the department)", hi: "नोटिस", or: "ନୋଟିସ", note: "loan word" },
  { en: "invoice", hi: "इनवॉइस", or: "ଇନଭଏସ", note: "loan word; 'bill' for a shop's bill", strict: true },
  { en: "due date", hi: "अंतिम तिथि", or: "ଶେଷ ତାରିଖ" },
  { en: "late fee", hi: "विलंब शुल्क", or: "ବିଳମ୍ବ ଶୁଳ୍କ", strict: true },
  { en: "interest", hi: "ब्याज", or: "ସୁଧ" },
  { en: "penalty", hi: "जुर्माना", or: "ଜୋରିମାନା" },
  { en: "document", hi: "दस्तावेज़", or: "କାଗଜପତ୍ର" },
  { en: "upload", hi: "अपलोड", or: "ଅପଲୋଡ", note: "loan word" },
  { en: "booking", hi: "बुकिंग", or: "ବୁକିଂ", note: "loan word" },
  { en: "cart", hi: "कार्ट", or: "କାର୍ଟ", note: "loan word" },
  { en: "service", hi: "सेवा", or: "ସେବା" },
  { en: "enquiry", hi: "पूछताछ", or: "ଜିଜ୍ଞାସା" },
  { en: "account (on this site)", hi: "अकाउंट", or: "ଆକାଉଣ୍ଟ", note: "not खाता/ଖାତା, which is a bank's or a ledger's" },
  { en: "accounting, bookkeeping", hi: "अकाउंटिंग (हिसाब-किताब)", or: "ହିସାବ ରଖିବା (ଆକାଉଣ୍ଟିଂ)" },
  { en: "audit", hi: "ऑडिट", or: "ଅଡିଟ", note: "loan word" },
  { en: "company secretary", hi: "कंपनी सेक्रेटरी", or: "କମ୍ପାନୀ ସେକ୍ରେଟାରୀ" },
  { en: "registration", hi: "पंजीकरण", or: "ପଞ୍ଜୀକରଣ" },
  { en: "trademark", hi: "ट्रेडमार्क", or: "ଟ୍ରେଡମାର୍କ" },
  { en: "approval, to approve (a draft)", hi: "मंज़ूरी, मंज़ूर करना", or: "ଅନୁମୋଦନ, ଅନୁମୋଦନ କରିବା" },
  { en: "draft (of a return)", hi: "ड्राफ़्ट", or: "ଡ୍ରାଫ୍ଟ" },
  { en: "payment, to pay", hi: "भुगतान, भुगतान करना", or: "ଦେୟ, ପଇଠ କରିବା" },
  { en: "price, fee (the firm's)", hi: "शुल्क", or: "ଶୁଳ୍କ" },
  { en: "sign in / log in", hi: "लॉग इन", or: "ଲଗ ଇନ", note: "loan word" },
  { en: "password", hi: "पासवर्ड", or: "ପାସୱାର୍ଡ", note: "loan word" },
  { en: "email, WhatsApp, OTP, PDF, UPI", hi: "ईमेल, WhatsApp, OTP, PDF, UPI", or: "ଇମେଲ, WhatsApp, OTP, PDF, UPI" },
  { en: "PAN, GSTIN, TAN, ARN, CPIN, SAC, HSN", hi: "(Latin letters)", or: "(Latin letters)" },
  { en: "form names: GSTR-1, GSTR-3B, ITR-1, Form 16, 26AS, AIS", hi: "(Latin letters)", or: "(Latin letters)" },
];

/**
 * Words allowed in Latin letters on a Hindi or Odia page: abbreviations,
 * form names and what a phone or bank shows in English. Compared in lower
 * case, whole words; numbers and ₹ amounts are always allowed.
 */
export const LOAN_WORDS: ReadonlySet<string> = new Set(
  (
    "gst gstin itr tds tcs pan tan arn cpin crn utr srn sac hsn ay fy ca cs cma roc mca llp opc dsc din " +
    "iec msme udyam fssai rera ngo upi otp pdf jpg jpeg png heic mb kb ist am pm whatsapp email id gstr " +
    "cmp iff qrmp ims itc rcm lut rfd asmt drc reg pct rvn mgt aoc adt dir kyc spice inc fillip form ais " +
    "tis 26as 16 16a 24q 26q 27q 27eq cin llpin ifsc neft rtgs imps nri huf esi pf epf ptax irn eway " +
    "e-way e-invoice e-filing e-proceedings ita tm bhim paytm phonepe gpay vpa qr sms pin https www fca " +
    "aca icai dpdp cgst sgst igst utgst sez hra iea ics itr-u pmt itr-v nsdl traces epfo uan aadhaar " +
    "agm aoa aop apl boi cams caro cpc dpiit elss erp fcnr firc iso json mbp mis moa nacin noc nps nre nro pas pis ppf trc"
  ).split(" "),
);

/**
 * The words of a Hindi or Odia text that are in Latin letters and not loan
 * words: what the checks of the messages and of the pages refuse. A word is
 * letters and digits, hyphens inside ("GSTR-3B", "26AS"); a hyphenated one
 * passes whole or by its parts. Single letters are initials, and what starts
 * with a digit a figure or a form's number, not words.
 */
export function findEnglishWords(text: string, allowed: ReadonlySet<string> = LOAN_WORDS): string[] {
  const words = text.match(/[A-Za-z0-9]+(?:[-'’][A-Za-z0-9]+)*/g) ?? [];
  // A part that starts with a digit is a figure or a form's number ("3B" of GSTR-3B, "87A").
  const known = (word: string) => word.length < 2 || /^\d/.test(word) || allowed.has(word.toLowerCase());
  return words.filter((word) => !known(word) && !word.split(/[-'’]/).every(known));
}
