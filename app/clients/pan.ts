// A client's PAN and GSTINs as staff type them (issue 37.1): the PAN's form
// and holder type, and a GSTIN (app/invoices/gstin.ts checks its form, state
// and check digit) whose PAN is the client's. Browser-safe.
import { checkGstin } from "#app/invoices/gstin.ts";
import type { GstState } from "#app/invoices/invoice-types.ts";

/**
 * The fourth character of a PAN: who holds it, as the Income Tax Department
 * lists the holder types ("Know your PAN"; Income-tax Rules 1962 r.114,
 * Form 49A's status): Company, Person, HUF, Firm (and LLP), AOP, Trust,
 * BOI, Local authority, Artificial juridical person, Government.
 */
const PAN_HOLDER_TYPES: Readonly<Record<string, string>> = {
  C: "Company",
  P: "Individual",
  H: "Hindu undivided family",
  F: "Firm or LLP",
  A: "Association of persons",
  T: "Trust",
  B: "Body of individuals",
  L: "Local authority",
  J: "Artificial juridical person",
  G: "Government",
};

/**
 * A PAN as typed (spaces and case forgiven): five letters, four digits and a
 * letter, the fourth letter a holder type. The PAN has no published check
 * character, so a typing mistake inside the form cannot be caught here.
 */
export function checkPan(input: string): { ok: true; pan: string } | { ok: false; message: string } {
  const pan = input.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) {
    return {
      ok: false,
      message: "Please enter the 10-character PAN: five letters, four digits and a letter, e.g. ABCPE1234F.",
    };
  }
  if (!PAN_HOLDER_TYPES[pan.charAt(3)]) {
    return {
      ok: false,
      message: `The fourth letter of a PAN says who holds it (P for a person, C for a company, F for a firm, H for an HUF…); ${pan.charAt(3)} is not one of them: please check it.`,
    };
  }
  return { ok: true, pan };
}

/**
 * A client's GSTIN: checked as the GST portal checks it, and its PAN
 * (characters 3 to 12: a GSTIN is issued on its holder's PAN) the client's
 * PAN when both are known.
 */
export function checkClientGstin(
  input: string,
  pan: string | null,
): { ok: true; gstin: string; state: GstState } | { ok: false; message: string } {
  const checked = checkGstin(input);
  if (!checked.ok) return checked;
  if (pan && checked.gstin.slice(2, 12) !== pan) {
    return {
      ok: false,
      message: `GSTIN ${checked.gstin} is registered on PAN ${checked.gstin.slice(2, 12)}, not on this client's PAN ${pan}: please check both.`,
    };
  }
  return checked;
}
