import { expect, test } from "vitest";
import { getCart, getCartItems, parseCart, serializeCart } from "#app/cart/cart.server.ts";

test("a stored cart round-trips through its cookie", async () => {
  const cart = [
    { key: "gst-filing:monthly_gst", quantity: 2 },
    { key: "auditing-services:tax_audits", quantity: 1 },
  ];
  const setCookie = await serializeCart(cart);
  const cookie = setCookie.split(";")[0] ?? "";
  expect(await getCart(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toEqual(cart);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
});

test("a tampered cookie keeps only known options with quantities 1..99, once each", () => {
  expect(
    parseCart([
      ["gst-filing:monthly_gst", 2],
      ["gst-filing:monthly_gst", 5],
      ["gst-filing:no_such_option", 1],
      ["income-tax-filing:nri", 0],
      ["income-tax-filing:company", 100],
      ["income-tax-filing:individual", 1.5],
      ["income-tax-filing:business", "3"],
      "garbage",
      ["accounting-services:basic", 99],
    ]),
  ).toEqual([
    { key: "gst-filing:monthly_gst", quantity: 2 },
    { key: "accounting-services:basic", quantity: 99 },
  ]);
  expect(parseCart({ not: "an array" })).toEqual([]);
  expect(parseCart(null)).toEqual([]);
});

test("an unreadable cookie is an empty cart", async () => {
  const request = new Request("http://localhost/", { headers: { Cookie: "cart=%%%not-base64%%%" } });
  expect(await getCart(request)).toEqual([]);
});

test("items get their titles and prices from the catalog, never from the cookie", () => {
  expect(getCartItems([{ key: "income-tax-filing:company", quantity: 2 }])).toEqual([
    {
      key: "income-tax-filing:company",
      serviceId: "income-tax-filing",
      optionId: "company",
      title: "Income Tax Filing – Company (ITR-6)",
      charge: 3000,
      quantity: 2,
    },
  ]);
});
