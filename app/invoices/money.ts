// Money as invoices show it (issue 23): integers of paise in, rupees with
// Indian digit grouping out ("₹1,23,456.00"), and the amount in words.

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new Error(`not a whole number of paise: ${paise}`);
}

/** Digits grouped the Indian way: the last three, then pairs ("12345678" → "1,23,45,678"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** 12345650 → "₹1,23,456.50"; negative as "-₹1,500.00". */
export function formatPaise(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  const rupees = String(Math.floor(whole / 100));
  const fraction = String(whole % 100).padStart(2, "0");
  return `${sign}₹${groupIndian(rupees)}.${fraction}`;
}

/**
 * An amount in rupees as staff type it ("2,500", "₹ 1,23,456.5", "1500.50")
 * as paise; null for anything else (letters, a sign, more than two decimals,
 * misplaced commas). Never goes through a float.
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, "");
  const match = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  const rupees = Number(whole.replaceAll(",", ""));
  const paise = rupees * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
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

/** 0 < n < 100 */
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

/** A whole number in the Indian system: crore, lakh, thousand. */
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

/** 12345650 → "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  if (paise < 0) throw new Error("a negative amount has no words on an invoice");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const fraction = rest ? ` and ${belowHundred(rest)} ${rest === 1 ? "Paisa" : "Paise"}` : "";
  return `Rupees ${inWords(rupees)}${fraction} Only`;
}
