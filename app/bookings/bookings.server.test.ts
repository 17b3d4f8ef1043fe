import { expect, test } from "vitest";
import { generateBookingId, MAX_ITEM_QUANTITY, resolveBookingItems } from "#app/bookings/bookings.server.ts";

const BOOKING_ID = /^ETF-\d{13}-\d{1,4}$/;

test("a booking id is ETF-, the given millisecond timestamp and a number below 10000", () => {
  const now = 1_767_225_600_123;
  const ids = Array.from({ length: 200 }, () => generateBookingId(now));
  for (const id of ids) {
    expect(id).toMatch(BOOKING_ID);
    expect(id.startsWith(`ETF-${now}-`)).toBe(true);
    const suffix = Number(id.slice(`ETF-${now}-`.length));
    expect(suffix).toBeGreaterThanOrEqual(0);
    expect(suffix).toBeLessThan(10_000);
  }
  // The suffix is random, not a constant.
  expect(new Set(ids).size).toBeGreaterThan(1);
  // Without a timestamp it uses the current time.
  const before = Date.now();
  const current = generateBookingId();
  const stamp = Number(current.split("-")[1]);
  expect(current).toMatch(BOOKING_ID);
  expect(stamp).toBeGreaterThanOrEqual(before);
  expect(stamp).toBeLessThanOrEqual(Date.now());
});

test("good cart lines resolve to catalog titles and charges", () => {
  const resolved = resolveBookingItems(
    JSON.stringify([
      ["gst-filing:monthly_gst", 2],
      ["income-tax-filing:company", 1],
      ["auditing-services:tax_audits", MAX_ITEM_QUANTITY],
    ]),
  );
  expect(resolved).toEqual({
    items: [
      { serviceId: "gst-filing", optionId: "monthly_gst", title: "GST Filing – Monthly", charge: 500, quantity: 2 },
      {
        serviceId: "income-tax-filing",
        optionId: "company",
        title: "Income Tax Filing – Company (ITR-6)",
        charge: 3000,
        quantity: 1,
      },
      {
        serviceId: "auditing-services",
        optionId: "tax_audits",
        title: "Auditing – Tax Audit u/s 44AB",
        charge: "On Request",
        quantity: 99,
      },
    ],
  });
});

test("anything the browser adds to a line besides the key and quantity is not used as a price", () => {
  const resolved = resolveBookingItems(JSON.stringify([["gst-filing:monthly_gst", 1, 1, { charge: 1 }]]));
  expect(resolved).toEqual({
    items: [
      { serviceId: "gst-filing", optionId: "monthly_gst", title: "GST Filing – Monthly", charge: 500, quantity: 1 },
    ],
  });
});

test.each([
  ["text that is not JSON", "not json", "The selected services could not be read. Please select them again."],
  ["an empty list", "[]", "Kindly select any service(s) to proceed."],
  ["an object instead of a list", '{"gst-filing:monthly_gst":1}', "Kindly select any service(s) to proceed."],
  [
    "an unknown option key",
    '[["gst-filing:weekly_gst",1]]',
    "This service option does not exist: gst-filing:weekly_gst.",
  ],
  ["quantity 0", '[["gst-filing:monthly_gst",0]]', "The quantity of Monthly must be between 1 and 99."],
  ["quantity 100", '[["gst-filing:monthly_gst",100]]', "The quantity of Monthly must be between 1 and 99."],
  ["quantity -1", '[["gst-filing:monthly_gst",-1]]', "The quantity of Monthly must be between 1 and 99."],
  ["quantity 1.5", '[["gst-filing:monthly_gst",1.5]]', "The quantity of Monthly must be between 1 and 99."],
  ['quantity "2"', '[["gst-filing:monthly_gst","2"]]', "The quantity of Monthly must be between 1 and 99."],
  ["a missing quantity", '[["gst-filing:monthly_gst"]]', "The quantity of Monthly must be between 1 and 99."],
  [
    "the same option twice",
    '[["gst-filing:monthly_gst",1],["income-tax-filing:company",1],["gst-filing:monthly_gst",2]]',
    "Monthly is listed twice.",
  ],
])("refuses %s with a message", (_case, raw, message) => {
  expect(resolveBookingItems(raw)).toEqual({ error: message });
});

test("refuses more than 60 lines", () => {
  const lines = Array.from({ length: 61 }, () => ["gst-filing:monthly_gst", 1]);
  expect(resolveBookingItems(JSON.stringify(lines))).toEqual({ error: "Too many services in one booking." });
});

test("an unknown key is cut short in the message", () => {
  const resolved = resolveBookingItems(JSON.stringify([[`x${"a".repeat(500)}`, 1]]));
  expect("error" in resolved && resolved.error.length).toBeLessThan(140);
});
