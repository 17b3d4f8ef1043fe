import { expect, test } from "vitest";
import {
  formatCharge,
  formatLine,
  formatRupees,
  formatTotal,
  getPriceTerms,
  getTotalPrice,
} from "#app/catalog/format.ts";

test("rupees read ₹ with Indian digit grouping", () => {
  expect(formatRupees(0)).toBe("₹0");
  expect(formatRupees(500)).toBe("₹500");
  expect(formatRupees(1500)).toBe("₹1,500");
  expect(formatRupees(99999)).toBe("₹99,999");
  expect(formatRupees(123456)).toBe("₹1,23,456");
  expect(formatRupees(12345678)).toBe("₹1,23,45,678");
});

test("a fixed charge reads '₹{n} only'; an unpriced one 'On Request'", () => {
  expect(formatCharge(500)).toBe("₹500 only");
  expect(formatCharge(5000)).toBe("₹5,000 only");
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

test("a total with On Request items sums the priced ones and says the rest is quoted", () => {
  const items = [
    { charge: 500, quantity: 2 },
    { charge: "On Request" as const, quantity: 5 },
    { charge: 1500, quantity: 1 },
  ];
  expect(getTotalPrice(items)).toBe(2500);
  expect(formatTotal(items)).toBe("₹2,500 + On Request items, quoted before work starts");
  expect(
    formatTotal([
      { charge: 500, quantity: 1 },
      { charge: "On Request", quantity: 1 },
    ]),
  ).toBe("₹500 + On Request items, quoted before work starts");
});

test("a total of priced items only is the plain sum", () => {
  expect(formatTotal([{ charge: 61728, quantity: 2 }])).toBe("₹1,23,456");
});

test("an empty cart totals ₹0", () => {
  expect(formatTotal([])).toBe("₹0");
});

test("a line reads price x quantity = line total", () => {
  expect(formatLine({ charge: 1500, quantity: 2 })).toBe("₹1,500 x 2 = ₹3,000");
  expect(formatLine({ charge: 500, quantity: 1 })).toBe("₹500 x 1 = ₹500");
  expect(formatLine({ charge: "On Request", quantity: 2 })).toBe("On Request x 2");
});

test("in Hindi and Odia the words around a price change, the amounts do not; English is the default", () => {
  expect(formatCharge(1500, "hi")).toBe("₹1,500 मात्र");
  expect(formatCharge(1500, "or")).toBe("₹1,500 ମାତ୍ର");
  expect(formatCharge("On Request", "hi")).toBe("अनुरोध पर");
  expect(formatCharge("On Request", "en")).toBe(formatCharge("On Request"));
  const mixed = [
    { charge: 500, quantity: 1 },
    { charge: "On Request" as const, quantity: 1 },
  ];
  expect(formatTotal(mixed, "or")).toMatch(/^₹500 \+ ଅନୁରୋଧ ଉପରେ/);
  expect(formatTotal([{ charge: "On Request", quantity: 2 }], "hi")).toBe("अनुरोध पर");
  expect(formatLine({ charge: "On Request", quantity: 2 }, "or")).toBe("ଅନୁରୋଧ ଉପରେ x 2");
  expect(formatLine({ charge: 1500, quantity: 2 }, "hi")).toBe("₹1,500 x 2 = ₹3,000");
  expect(getPriceTerms("en")).toMatch(/^Prices are our professional fees/);
  expect(getPriceTerms("hi")).toContain("GST (18%");
  expect(getPriceTerms("or")).not.toBe(getPriceTerms("en"));
});
