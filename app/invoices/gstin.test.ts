import { expect, test } from "vitest";
import { checkGstin, GST_STATES, getGstState } from "#app/invoices/gstin.ts";

// 27AAPFU0939F1ZV is the GST portal's own example of a valid GSTIN.
const VALID = "27AAPFU0939F1ZV";

test("a valid GSTIN is accepted with its state, typed in any case and with spaces", () => {
  expect(checkGstin(VALID)).toEqual({ ok: true, gstin: VALID, state: { code: "27", name: "Maharashtra" } });
  expect(checkGstin(" 27aapfu0939f1zv ")).toMatchObject({ ok: true, gstin: VALID });
  expect(checkGstin("21 AABCE 1234F 1ZH")).toMatchObject({ ok: true, state: { name: "Odisha" } });
});

test("a single mistyped character is caught by the check digit", () => {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (let position = 2; position < 15; position++) {
    const original = VALID[position] ?? "";
    const other = alphabet[(alphabet.indexOf(original) + 1) % 36] ?? "";
    const typo = `${VALID.slice(0, position)}${other}${VALID.slice(position + 1)}`;
    expect(checkGstin(typo).ok, typo).toBe(false);
  }
});

test("each refusal says what is wrong", () => {
  expect(checkGstin("27AAPFU0939F1Z")).toEqual({
    ok: false,
    message: "Please enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV.",
  });
  expect(checkGstin("99AAPFU0939F1ZV")).toEqual({
    ok: false,
    message: "A GSTIN starts with its state's code (01 to 38); please check the first two digits.",
  });
  expect(checkGstin("27AAPFU0939F1ZW")).toEqual({
    ok: false,
    message: "This GSTIN's last character does not match the rest: please check it for a typing mistake.",
  });
});

test("the state list has today's codes only, each once", () => {
  const codes = GST_STATES.map((state) => state.code);
  expect(new Set(codes).size).toBe(codes.length);
  expect(codes).not.toContain("25");
  expect(codes).not.toContain("28");
  expect(getGstState("38")?.name).toBe("Ladakh");
  expect(getGstState("26")?.name).toBe("Dadra and Nagar Haveli and Daman and Diu");
});
