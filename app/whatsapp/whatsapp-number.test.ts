import { describe, expect, test } from "vitest";
import { formatWhatsAppNumber, toWhatsAppNumber, whatsappNumberField } from "./whatsapp-number.ts";

describe("toWhatsAppNumber", () => {
  test.each([
    ["9876543210", "919876543210"],
    ["98765 43210", "919876543210"],
    ["+91 98765-43210", "919876543210"],
    ["+919876543210", "919876543210"],
    ["09876543210", "919876543210"],
    ["91 6012345678", "916012345678"],
  ])("%s is an Indian mobile", (typed, number) => {
    expect(toWhatsAppNumber(typed)).toBe(number);
  });

  test.each([
    ["5876543210", "mobiles start with 6 to 9"],
    ["022 2345 6789", "a Mumbai landline"],
    ["987654321", "nine digits"],
    ["+44 7700 900123", "a UK mobile"],
    ["98765abc10", "letters"],
    ["", "nothing"],
    ["9".repeat(30), "too long"],
  ])("%s is refused (%s)", (typed) => {
    expect(toWhatsAppNumber(typed)).toBeNull();
  });
});

test("a number reads as +91 and two groups of five", () => {
  expect(formatWhatsAppNumber("919876543210")).toBe("+91 98765 43210");
});

test("the field says what it wants", () => {
  const result = whatsappNumberField.safeParse("12345");
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toMatch(/Indian mobile number/);
  expect(whatsappNumberField.parse(" 98765 43210 ")).toBe("919876543210");
});
