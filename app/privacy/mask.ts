// PAN and Aadhaar numbers that clients type into free text (a booking's
// special instructions, an enquiry's message), masked wherever that text is
// listed or exported. Browser-safe: the staff booking page alone shows the
// text in full.

/** A PAN: five letters, four digits, a letter, as a whole word. */
const PAN = /\b([A-Z]{5})\d{4}([A-Z])\b/gi;

/**
 * An Aadhaar number: 12 digits, the first 2 to 9, together or grouped 4-4-4
 * by one space or hyphen (the same one twice), not inside a longer number.
 */
const AADHAAR = /(?<!\d)[2-9]\d{3}([ -]?)\d{4}\1(\d{4})(?!\d)/g;

// The Verhoeff check digit algorithm (Verhoeff, 1969), which UIDAI uses for
// the last digit of every Aadhaar number: the multiplication table of the
// dihedral group D5 and the permutation applied to a digit by its position.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 2, 8, 6, 1, 7, 0, 3],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits ends in its Verhoeff check digit. */
function hasVerhoeffCheckDigit(digits: string): boolean {
  let check = 0;
  for (const [position, digit] of [...digits].reverse().entries()) {
    const permuted = PERMUTE[position % 8]?.[Number(digit)] ?? 0;
    check = MULTIPLY[check]?.[permuted] ?? 0;
  }
  return check === 0;
}

/**
 * Every Aadhaar number in the text shown as `XXXX XXXX 9012`. Twelve digits
 * whose check digit is wrong (most phone numbers written with 91 in front)
 * are left alone.
 */
export function maskAadhaar(text: string): string {
  return text.replace(AADHAAR, (number, _separator: string, last: string) =>
    hasVerhoeffCheckDigit(number.replace(/\D/g, "")) ? `XXXX XXXX ${last}` : number,
  );
}

/**
 * Free text with every PAN shown as `ABCDE****F` and every Aadhaar number
 * as `XXXX XXXX 9012`, for the admin lists and CSV exports.
 */
export function maskIdentifiers(text: string): string {
  return maskAadhaar(text).replace(PAN, (_pan, first: string, last: string) => `${first}****${last}`);
}
