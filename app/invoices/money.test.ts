import { expect, test } from "vitest";
import { amountInWords, formatPaise, parseRupees } from "#app/invoices/money.ts";

test("paise read as rupees with Indian digit grouping and two decimals", () => {
  expect(formatPaise(0)).toBe("₹0.00");
  expect(formatPaise(5)).toBe("₹0.05");
  expect(formatPaise(59_000)).toBe("₹590.00");
  expect(formatPaise(177_050)).toBe("₹1,770.50");
  expect(formatPaise(12_345_600)).toBe("₹1,23,456.00");
  expect(formatPaise(1_234_567_890)).toBe("₹1,23,45,678.90");
  expect(formatPaise(-150_000)).toBe("-₹1,500.00");
  expect(() => formatPaise(1.5)).toThrow();
});

test("typed rupees become paise without a float; anything odd is refused", () => {
  expect(parseRupees("1500")).toBe(150_000);
  expect(parseRupees("1,500")).toBe(150_000);
  expect(parseRupees(" ₹ 1,23,456.5 ")).toBe(12_345_650);
  expect(parseRupees("1500.05")).toBe(150_005);
  expect(parseRupees("0.1")).toBe(10);
  expect(parseRupees("123,456")).toBe(12_345_600);
  // 0.29 * 100 is 28.999999999999996 as a float.
  expect(parseRupees("0.29")).toBe(29);
  for (const bad of ["", "-5", "1e5", "12a", "1,,500", "1500,", ".", "1.234", "Infinity", "1 500", "₹"]) {
    expect(parseRupees(bad), bad).toBeNull();
  }
});

test("amounts in words follow the Indian system: thousand, lakh, crore", () => {
  expect(amountInWords(0)).toBe("Rupees Zero Only");
  expect(amountInWords(1)).toBe("Rupees Zero and One Paisa Only");
  expect(amountInWords(59_000)).toBe("Rupees Five Hundred Ninety Only");
  expect(amountInWords(150_000)).toBe("Rupees One Thousand Five Hundred Only");
  expect(amountInWords(12_345_650)).toBe(
    "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only",
  );
  expect(amountInWords(1_000_000_000)).toBe("Rupees One Crore Only");
  expect(amountInWords(1_234_500_000_00)).toBe("Rupees One Hundred Twenty Three Crore Forty Five Lakh Only");
  expect(amountInWords(2_000_011)).toBe("Rupees Twenty Thousand and Eleven Paise Only");
});
