// Money as invoices show it (issue 23: "Money is integers of paise, never
// floats"): paise in, rupees with Indian digit grouping out ("₹1,23,456.00"),
// typed rupees back to paise, and the amount in words.
import { formatRupees } from "#app/catalog/format.ts";

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new Error(`not a whole number of paise: ${paise}`);
}

/** 12345650 → "₹1,23,456.50"; negative as "-₹1,500.00". */
export function formatPaise(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  const fraction = String(whole % 100).padStart(2, "0");
  // The rupees go through the site's one price format (Indian grouping).
  return `${sign}${formatRupees(Math.floor(whole / 100))}.${fraction}`;
}

/**
 * The whole rupees of a typed amount: plain digits ("123456"), Indian
 * grouping ("1,23,456") or the international one ("123,456"). Anything
 * else with a comma ("1,,500", "1500,", "1,50,00") is a typing mistake.
 */
const TYPED_RUPEES = /^(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * An amount in rupees as staff type it ("2,500", "₹ 1,23,456.5", "1500.50")
 * as paise; null for anything else (letters, a sign, more than two decimals,
 * misplaced commas, exponents). The rupees and the decimals are read apart
 * as whole numbers: "0.29" is 29 paise, where 0.29 * 100 is 28.999999999999996.
 */
export function parseRupees(text: string): number | null {
  const match = TYPED_RUPEES.exec(text.trim().replace(/^₹\s*/, ""));
  if (!match) return null;
  const [, whole = "", decimals = ""] = match;
  const rupees = Number(whole.replaceAll(",", ""));
  const paise = rupees * 100 + Number(decimals.padEnd(2, "0"));
  return Number.isSafeInteger(rupees) && Number.isSafeInteger(paise) ? paise : null;
}

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 < n < 100; no hyphen ("Twenty Three"), as Indian invoices write it. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const tens = TENS[Math.floor(n / 10)] ?? "";
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

/** 0 < n < 1000 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/**
 * A whole number in the Indian system: crore, lakh, thousand. From 100
 * crore on, the count of crore is itself in words ("One Hundred Twenty
 * Three Crore"), as there is no larger unit in everyday use.
 */
function inWords(n: number): string {
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${inWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * 12345650 → "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six
 * and Fifty Paise Only". Always "Rupees", even for one rupee, as is usual on
 * Indian invoices; one paisa is singular.
 */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  if (paise < 0) throw new Error(`a negative amount has no words on an invoice: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const fraction = rest ? ` and ${belowHundred(rest)} ${rest === 1 ? "Paisa" : "Paise"}` : "";
  return `Rupees ${inWords(rupees)}${fraction} Only`;
}
