import { expect, test } from "vitest";
import { readBookingReference } from "#app/bookings/booking-reference.ts";

test.each([
  ["ETF-482-139-075", "ETF-482-139-075"],
  ["etf-482-139-075", "ETF-482-139-075"],
  ["ETF 482 139 075", "ETF-482-139-075"],
  ["  etf482139075 ", "ETF-482-139-075"],
  ["482139075", "ETF-482-139-075"],
  ["482 139 075", "ETF-482-139-075"],
  ["482-139-075", "ETF-482-139-075"],
  ["ETF–482–139–075", "ETF-482-139-075"],
  ["Etf-48-21-39-075", "ETF-482-139-075"],
  ["482.139.075", "ETF-482-139-075"],
  ["000 000 001", "ETF-000-000-001"],
])("%j is the reference %s", (typed, reference) => {
  expect(readBookingReference(typed)).toBe(reference);
});

test.each([
  // The spec's booking ids are never read as references: they stay ids.
  "ETF-1764180000000-1234",
  "ETF-1764180000000-7",
  "48213913",
  "4821390751",
  "ETF-48213",
  "ABC-482-139-075",
  "ETF-482-139-O75",
  "ETF-482-139-07５",
  "",
  "ETF",
  "+91 98765 43210",
])("%j is no reference", (typed) => {
  expect(readBookingReference(typed)).toBeNull();
});
