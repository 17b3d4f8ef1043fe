// GST state codes and GSTINs (issue 23): the place of supply of an invoice,
// and a client's GSTIN checked as the GST portal checks it.
import type { GstState } from "#app/invoices/invoice-types.ts";

/**
 * The state and union territory codes in use, by code, named as the GST
 * portal's state code list names them (the place-of-supply list of the GST
 * portal and of the e-invoice portal's master codes). 25 (Daman and Diu)
 * was merged into 26 in 2020 and 28 was undivided Andhra Pradesh (now 37):
 * neither is given to a registration today. 97 is "Other Territory"
 * (offshore areas and the like).
 */
export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
  { code: "97", name: "Other Territory" },
];

export function getGstState(code: string): GstState | undefined {
  return GST_STATES.find((state) => state.code === code);
}

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The 15th character of a GSTIN: GSTN's mod-36 check (Luhn mod N) over the
 * first 14. Each character's value (0-9, A-Z: 0 to 35) times 1, 2, 1, 2…;
 * the quotient and remainder by 36 of each product added up; the check is
 * what brings the sum to a multiple of 36. Doubling is a one-to-one map of
 * the 36 values here, so any single mistyped character changes the check.
 */
function checkCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARACTERS.indexOf(first14[index] ?? "") * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? "";
}

/**
 * A GSTIN as typed (spaces and case forgiven): its format (the regular
 * taxpayer's form, the PAN in characters 3 to 12), state code and check
 * digit, each with the message staff and clients see.
 */
export function checkGstin(
  input: string,
): { ok: true; gstin: string; state: GstState } | { ok: false; message: string } {
  const gstin = input.replace(/\s+/g, "").toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) {
    return { ok: false, message: "Please enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV." };
  }
  const state = getGstState(gstin.slice(0, 2));
  if (!state) {
    return {
      ok: false,
      message: "A GSTIN starts with its state's code (01 to 38); please check the first two digits.",
    };
  }
  if (checkCharacter(gstin) !== gstin[14]) {
    return {
      ok: false,
      message: "This GSTIN's last character does not match the rest: please check it for a typing mistake.",
    };
  }
  return { ok: true, gstin, state };
}
