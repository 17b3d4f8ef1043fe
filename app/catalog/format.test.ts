import { expect, test } from "vitest";
import { formatCharge, formatLine, formatTotal, getTotalPrice } from "#app/catalog/format.ts";

test("a fixed charge reads 'Rs. {n} only'; an unpriced one 'On Request'", () => {
  expect(formatCharge(500)).toBe("Rs. 500 only");
  expect(formatCharge("On Request")).toBe("On Request");
});

test("the total is 'On Request' when every item is unpriced", () => {
  expect(
    formatTotal([
      { charge: "On Request", quantity: 1 },
      { charge: "On Request", quantity: 3 },
    ]),
  ).toBe("On Request");
});

test("otherwise the total sums charge x quantity over priced items only", () => {
  const items = [
    { charge: 500, quantity: 2 },
    { charge: "On Request" as const, quantity: 5 },
    { charge: 1500, quantity: 1 },
  ];
  expect(getTotalPrice(items)).toBe(2500);
  expect(formatTotal(items)).toBe("Rs. 2500");
});

test("an empty cart totals Rs. 0", () => {
  expect(formatTotal([])).toBe("Rs. 0");
});

test("a line reads price x quantity = line total", () => {
  expect(formatLine({ charge: 1500, quantity: 2 })).toBe("Rs. 1500 x 2 = Rs. 3000");
  expect(formatLine({ charge: "On Request", quantity: 2 })).toBe("On Request x 2");
});
