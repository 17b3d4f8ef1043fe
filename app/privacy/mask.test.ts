import { expect, test } from "vitest";
import { maskAadhaar, maskIdentifiers } from "#app/privacy/mask.ts";

// Aadhaar-shaped numbers that end in their Verhoeff check digit (checked
// with a separate implementation of the algorithm); changing any one digit
// makes the check fail.
const AADHAAR = "234123412346";
const ANOTHER_AADHAAR = "499118665242";

test("a PAN keeps its first five letters and its last letter", () => {
  expect(maskIdentifiers("ABCDE1234F")).toBe("ABCDE****F");
});

test("a PAN typed in lowercase is masked and keeps its case", () => {
  expect(maskIdentifiers("abcde1234f")).toBe("abcde****f");
});

test("a PAN inside a sentence is masked and the sentence is kept", () => {
  expect(maskIdentifiers("My PAN is ABCDE1234F, please file by Friday.")).toBe(
    "My PAN is ABCDE****F, please file by Friday.",
  );
});

test("letters and digits in another pattern are not a PAN", () => {
  expect(maskIdentifiers("ABCDE12345F and XABCDE1234F and ABCDE1234FG")).toBe(
    "ABCDE12345F and XABCDE1234F and ABCDE1234FG",
  );
});

test("an Aadhaar number grouped by spaces, by hyphens or written together shows its last four digits", () => {
  expect(maskIdentifiers("Aadhaar 2341 2341 2346.")).toBe("Aadhaar XXXX XXXX 2346.");
  expect(maskIdentifiers("Aadhaar 4991-1866-5242")).toBe("Aadhaar XXXX XXXX 5242");
  expect(maskIdentifiers(`Aadhaar: ${AADHAAR}`)).toBe("Aadhaar: XXXX XXXX 2346");
});

test("twelve digits with a wrong check digit are left alone", () => {
  expect(maskIdentifiers("234123412345")).toBe("234123412345");
  expect(maskIdentifiers("2341 2341 2347")).toBe("2341 2341 2347");
});

test("a phone number with the country code is left alone", () => {
  expect(maskIdentifiers("Call me on 919876543210 or +91 98765 43210")).toBe(
    "Call me on 919876543210 or +91 98765 43210",
  );
});

test("a number that only starts like an Aadhaar, or starts with 0 or 1, is left alone", () => {
  expect(maskIdentifiers(`${AADHAAR}7`)).toBe(`${AADHAAR}7`);
  expect(maskIdentifiers(`1${AADHAAR}`)).toBe(`1${AADHAAR}`);
  expect(maskIdentifiers("2341 2341-2346")).toBe("2341 2341-2346");
  expect(maskIdentifiers("134123412346")).toBe("134123412346");
});

test("text with a PAN and two Aadhaar numbers masks all three", () => {
  expect(maskIdentifiers(`PAN ABCDE1234F, Aadhaar ${AADHAAR}; spouse ${ANOTHER_AADHAAR}`)).toBe(
    "PAN ABCDE****F, Aadhaar XXXX XXXX 2346; spouse XXXX XXXX 5242",
  );
});

test("maskAadhaar leaves a PAN as it is", () => {
  expect(maskAadhaar(`ABCDE1234F ${AADHAAR}`)).toBe("ABCDE1234F XXXX XXXX 2346");
});

test("empty text stays empty", () => {
  expect(maskIdentifiers("")).toBe("");
});
