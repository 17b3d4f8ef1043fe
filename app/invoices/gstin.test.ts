import { expect, test } from "vitest";
import { checkGstin, GST_STATES, getGstState } from "#app/invoices/gstin.ts";

const FORMAT = "Please enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV.";
const STATE = "A GSTIN starts with its state's code (01 to 38); please check the first two digits.";
const CHECK_DIGIT = "This GSTIN's last character does not match the rest: please check it for a typing mistake.";

// 27AAPFU0939F1ZV: the GST portal's own example of a valid GSTIN.
// 27AAACR5055K1Z7: Reliance Industries Limited, Maharashtra (a live registration).
// 07AABCU9603R1ZP, 29AAACI1195H1ZI: examples in wide use, their check digits
// worked by hand (value × 1, 2, 1, 2…; the quotient and remainder by 36 of
// each product added up; the check brings the sum to a multiple of 36):
//   07AABCU9603R1Z: 0+14+10+20+11+24+30+18+6+0+3+(1+18)+1+(1+34) = 191 = 5×36 + 11; 36 − 11 = 25 = P
//   29AAACI1195H1Z: 2+18+10+20+10+24+18+2+1+18+5+34+1+(1+34) = 198 = 5×36 + 18; 36 − 18 = 18 = I
//   27AAPFU0939F1Z: 2+14+10+20+25+30+30+0+9+6+9+30+1+(1+34) = 221 = 6×36 + 5; 36 − 5 = 31 = V
const VALID = ["27AAPFU0939F1ZV", "27AAACR5055K1Z7", "07AABCU9603R1ZP", "29AAACI1195H1ZI"];
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

test("a valid GSTIN is accepted with its state", () => {
  expect(checkGstin("27AAPFU0939F1ZV")).toEqual({
    ok: true,
    gstin: "27AAPFU0939F1ZV",
    state: { code: "27", name: "Maharashtra" },
  });
  expect(checkGstin("27AAACR5055K1Z7")).toMatchObject({ ok: true, state: { code: "27" } });
  expect(checkGstin("07AABCU9603R1ZP")).toMatchObject({ ok: true, state: { code: "07", name: "Delhi" } });
  expect(checkGstin("29AAACI1195H1ZI")).toMatchObject({ ok: true, state: { code: "29", name: "Karnataka" } });
});

test("a GSTIN typed in lower case, with spaces or around spaces, is read as the same GSTIN", () => {
  expect(checkGstin(" 27aapfu0939f1zv ")).toEqual(checkGstin("27AAPFU0939F1ZV"));
  expect(checkGstin("27 AAPFU 0939F 1ZV")).toMatchObject({ ok: true, gstin: "27AAPFU0939F1ZV" });
  expect(checkGstin("\t07aabcu9603r1zp\n")).toMatchObject({ ok: true, gstin: "07AABCU9603R1ZP" });
});

test("any single mistyped character of a valid GSTIN is refused", () => {
  for (const gstin of VALID) {
    for (let position = 0; position < 15; position++) {
      for (const other of CHARACTERS) {
        if (other === gstin[position]) continue;
        const typo = `${gstin.slice(0, position)}${other}${gstin.slice(position + 1)}`;
        expect(checkGstin(typo).ok, typo).toBe(false);
      }
    }
  }
});

test("a mistyped character that keeps the format and the state is caught by the check digit", () => {
  const valid = "27AAPFU0939F1ZV";
  // The PAN's digits (positions 8 to 11) and the entity code (13): any digit fits the format there.
  for (const position of [7, 8, 9, 10, 12]) {
    for (const digit of "123456789") {
      if (digit === valid[position]) continue;
      const typo = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
      expect(checkGstin(typo), typo).toEqual({ ok: false, message: CHECK_DIGIT });
    }
  }
  expect(checkGstin("27AAPFU0939F1ZW")).toEqual({ ok: false, message: CHECK_DIGIT });
  expect(checkGstin("27AAPFU0939F1Z0")).toEqual({ ok: false, message: CHECK_DIGIT });
  // Two neighbours swapped: "2" and "7" sit under different weights.
  expect(checkGstin("72AAPFU0939F1ZV").ok).toBe(false);
  expect(checkGstin("27AAPFU9039F1ZV")).toEqual({ ok: false, message: CHECK_DIGIT });
});

test("anything not shaped like a GSTIN is refused with the format message", () => {
  for (const input of [
    "",
    "27AAPFU0939F1Z",
    "27AAPFU0939F1ZVV",
    "2AAAPFU0939F1ZV",
    "27AAPF10939F1ZV",
    "27AAPFU093AF1ZV",
    "27AAPFU09391F1ZV",
    "27AAPFU0939F0ZV",
    "27AAPFU0939F1YV",
    "27AAPFU0939F1Z-",
    "27-AAPFU-0939F-1ZV",
  ]) {
    expect(checkGstin(input), input).toEqual({ ok: false, message: FORMAT });
  }
});

test("a state code not in use is refused, even with a matching check digit; old codes 25 and 28 too", () => {
  // Each of these is 27AAPFU0939F1ZV with its state code changed and its check digit worked again.
  for (const input of ["25AAPFU0939F1ZZ", "28AAPFU0939F1ZT", "99AAPFU0939F1ZK", "00AAPFU0939F1ZB"]) {
    expect(checkGstin(input), input).toEqual({ ok: false, message: STATE });
  }
  expect(checkGstin("38AAPFU0939F1ZS")).toMatchObject({ ok: true, state: { code: "38", name: "Ladakh" } });
  expect(checkGstin("97AAPFU0939F1ZO")).toMatchObject({ ok: true, state: { code: "97", name: "Other Territory" } });
});

test("the state list has today's codes, in order, each once", () => {
  const codes = GST_STATES.map((state) => state.code);
  const expected = [
    ...Array.from({ length: 24 }, (_, index) => String(index + 1).padStart(2, "0")),
    "26",
    "27",
    ...Array.from({ length: 10 }, (_, index) => String(index + 29)),
    "97",
  ];
  expect(codes).toEqual(expected);
  expect(GST_STATES.every((state) => state.name.trim() === state.name && state.name.length > 0)).toBe(true);
  expect(new Set(GST_STATES.map((state) => state.name)).size).toBe(GST_STATES.length);
});

test("a state is found by its two-digit code, with the GST portal's name", () => {
  expect(getGstState("01")).toEqual({ code: "01", name: "Jammu and Kashmir" });
  expect(getGstState("07")?.name).toBe("Delhi");
  expect(getGstState("21")?.name).toBe("Odisha");
  expect(getGstState("24")?.name).toBe("Gujarat");
  expect(getGstState("26")?.name).toBe("Dadra and Nagar Haveli and Daman and Diu");
  expect(getGstState("35")?.name).toBe("Andaman and Nicobar Islands");
  expect(getGstState("36")?.name).toBe("Telangana");
  expect(getGstState("37")?.name).toBe("Andhra Pradesh");
  expect(getGstState("38")?.name).toBe("Ladakh");
  expect(getGstState("97")?.name).toBe("Other Territory");
  expect(getGstState("25")).toBeUndefined();
  expect(getGstState("28")).toBeUndefined();
  expect(getGstState("7")).toBeUndefined();
});
