import { expect, test } from "vitest";
import { checkClientGstin, checkPan } from "#app/clients/pan.ts";

// Real PANs as published inside real GSTINs (a GSTIN carries its holder's
// PAN in characters 3 to 12), not made by this code:
//   AAPFU0939F: the GST portal's own example GSTIN 27AAPFU0939F1ZV (F: a firm)
//   AAACR5055K: Reliance Industries Limited, GSTIN 27AAACR5055K1Z7 (C: a company)
//   AABCU9603R, AAACI1195H: of the GSTINs 07AABCU9603R1ZP and 29AAACI1195H1ZI (C: companies)
const REAL = ["AAPFU0939F", "AAACR5055K", "AABCU9603R", "AAACI1195H"];

test("a real PAN is accepted, typed in any case and with spaces", () => {
  for (const pan of REAL) expect(checkPan(pan)).toEqual({ ok: true, pan });
  expect(checkPan(" aaacr 5055k ")).toEqual({ ok: true, pan: "AAACR5055K" });
});

test("each holder type of the Income Tax Department's list is a fourth letter, and no other letter is", () => {
  const holders = "CPHFATBLJG";
  for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    const pan = `AAA${letter}R5055K`;
    expect(checkPan(pan).ok, pan).toBe(holders.includes(letter));
  }
  expect(checkPan("AAAXR5055K")).toEqual({
    ok: false,
    message:
      "The fourth letter of a PAN says who holds it (P for a person, C for a company, F for a firm, H for an HUF…); X is not one of them: please check it.",
  });
});

test("a PAN of the wrong form is refused with the form in words", () => {
  const FORM = "Please enter the 10-character PAN: five letters, four digits and a letter, e.g. ABCPE1234F.";
  for (const typo of ["AAACR5055", "AAACR50550", "AAAC15055K", "AAACR5055KK", "1AACR5055K", "AAACR-5055K", ""]) {
    expect(checkPan(typo), typo).toEqual({ ok: false, message: FORM });
  }
});

test("a GSTIN is the client's when its PAN is the client's PAN", () => {
  expect(checkClientGstin("27AAACR5055K1Z7", "AAACR5055K")).toMatchObject({
    ok: true,
    gstin: "27AAACR5055K1Z7",
    state: { code: "27", name: "Maharashtra" },
  });
  expect(checkClientGstin("27AAPFU0939F1ZV", null)).toMatchObject({ ok: true, state: { name: "Maharashtra" } });
  expect(checkClientGstin("07aabcu9603r1zp", null)).toMatchObject({ ok: true, state: { name: "Delhi" } });
});

test("a GSTIN on another PAN, or with a wrong check digit, is refused", () => {
  expect(checkClientGstin("27AAPFU0939F1ZV", "AAACR5055K")).toEqual({
    ok: false,
    message:
      "GSTIN 27AAPFU0939F1ZV is registered on PAN AAPFU0939F, not on this client's PAN AAACR5055K: please check both.",
  });
  expect(checkClientGstin("27AAPFU0939F1ZW", "AAPFU0939F")).toEqual({
    ok: false,
    message: "This GSTIN's last character does not match the rest: please check it for a typing mistake.",
  });
});
