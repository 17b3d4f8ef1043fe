import { expect, test } from "vitest";
import { amountInWords, formatPaise, parseRupees } from "#app/invoices/money.ts";

test("paise read as rupees with Indian digit grouping and two decimals", () => {
  expect(formatPaise(0)).toBe("₹0.00");
  expect(formatPaise(5)).toBe("₹0.05");
  expect(formatPaise(50)).toBe("₹0.50");
  expect(formatPaise(59_000)).toBe("₹590.00");
  expect(formatPaise(99_999_99)).toBe("₹99,999.99");
  expect(formatPaise(177_050)).toBe("₹1,770.50");
  expect(formatPaise(12_345_600)).toBe("₹1,23,456.00");
  expect(formatPaise(1_234_567_890)).toBe("₹1,23,45,678.90");
  expect(formatPaise(1_000_000_000_00)).toBe("₹1,00,00,00,000.00");
});

test("a negative amount reads with its sign before the rupee symbol", () => {
  expect(formatPaise(-150_000)).toBe("-₹1,500.00");
  expect(formatPaise(-1)).toBe("-₹0.01");
});

test("formatting a fractional or unsafe number of paise is a programming error", () => {
  expect(() => formatPaise(1.5)).toThrow();
  expect(() => formatPaise(Number.NaN)).toThrow();
  expect(() => formatPaise(Number.POSITIVE_INFINITY)).toThrow();
  expect(() => formatPaise(2 ** 53)).toThrow();
});

test("typed rupees become paise, with or without grouping, symbol and spaces", () => {
  expect(parseRupees("1500")).toBe(150_000);
  expect(parseRupees("1,500")).toBe(150_000);
  expect(parseRupees("1500.50")).toBe(150_050);
  expect(parseRupees("1500.5")).toBe(150_050);
  expect(parseRupees("1500.05")).toBe(150_005);
  expect(parseRupees("1,23,456.5")).toBe(12_345_650);
  expect(parseRupees("12,34,56,789")).toBe(123_456_789_00);
  expect(parseRupees("123,456")).toBe(12_345_600);
  expect(parseRupees("1,234,567.89")).toBe(123_456_789);
  expect(parseRupees("₹ 1,500")).toBe(150_000);
  expect(parseRupees("₹1500")).toBe(150_000);
  expect(parseRupees(" 1500 ")).toBe(150_000);
  expect(parseRupees("0")).toBe(0);
});

test("typed decimals never go through a float", () => {
  // As floats, 0.29 * 100 is 28.999999999999996 and 1.15 * 100 is 114.99999999999999.
  expect(parseRupees("0.29")).toBe(29);
  expect(parseRupees("1.15")).toBe(115);
  expect(parseRupees("0.1")).toBe(10);
  expect(parseRupees("0.01")).toBe(1);
  expect(parseRupees("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER);
  expect(parseRupees("90071992547409.92")).toBeNull();
});

test("anything but an amount of rupees is refused", () => {
  const refused = [
    "",
    "   ",
    "₹",
    "-5",
    "+5",
    "abc",
    "12a",
    "1e5",
    "1,,500",
    "1500,",
    ",500",
    "1,50,00",
    "1234,567",
    ".",
    ".5",
    "1500.",
    "1.234",
    "1.2.3",
    "1 500",
    "Infinity",
    "NaN",
    "0x10",
    "١٢٣",
  ];
  for (const text of refused) expect(parseRupees(text), text).toBeNull();
});

test("amounts in words: hundreds and thousands, no hyphens", () => {
  expect(amountInWords(0)).toBe("Rupees Zero Only");
  expect(amountInWords(100)).toBe("Rupees One Only");
  expect(amountInWords(2_300)).toBe("Rupees Twenty Three Only");
  expect(amountInWords(59_000)).toBe("Rupees Five Hundred Ninety Only");
  expect(amountInWords(150_000)).toBe("Rupees One Thousand Five Hundred Only");
  expect(amountInWords(1_101_100)).toBe("Rupees Eleven Thousand Eleven Only");
  expect(amountInWords(9_999_900)).toBe("Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only");
});

test("paise in words, one paisa singular", () => {
  expect(amountInWords(1)).toBe("Rupees Zero and One Paisa Only");
  expect(amountInWords(50)).toBe("Rupees Zero and Fifty Paise Only");
  expect(amountInWords(2_000_011)).toBe("Rupees Twenty Thousand and Eleven Paise Only");
  expect(amountInWords(12_345_650)).toBe(
    "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only",
  );
});

test("lakh and crore, and beyond 99 crore the count of crore in words", () => {
  expect(amountInWords(100_000_00)).toBe("Rupees One Lakh Only");
  expect(amountInWords(9_999_999_00)).toBe(
    "Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only",
  );
  expect(amountInWords(1_00_00_000_00)).toBe("Rupees One Crore Only");
  expect(amountInWords(12_34_56_789_00)).toBe(
    "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only",
  );
  expect(amountInWords(99_00_00_000_00)).toBe("Rupees Ninety Nine Crore Only");
  expect(amountInWords(100_00_00_000_00)).toBe("Rupees One Hundred Crore Only");
  expect(amountInWords(123_45_00_000_00)).toBe("Rupees One Hundred Twenty Three Crore Forty Five Lakh Only");
  expect(amountInWords(1_00_000_00_00_000_01)).toBe("Rupees One Lakh Crore and One Paisa Only");
});

test("a negative or fractional amount has no words", () => {
  expect(() => amountInWords(-100)).toThrow();
  expect(() => amountInWords(0.5)).toThrow();
});
