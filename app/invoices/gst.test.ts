import { expect, test } from "vitest";
import { computeInvoiceLines, isIntraState } from "#app/invoices/gst.ts";

const line = (unitPaise: number, ratePercent: number, quantity = 1) => ({
  description: "GST Filing – Monthly",
  sac: "998231",
  quantity,
  unitPaise,
  ratePercent,
});

/** The taxes of one line, within the state (true) or across states (false). */
const taxesOf = (unitPaise: number, ratePercent: number, intraState: boolean) => {
  const computed = computeInvoiceLines([line(unitPaise, ratePercent)], intraState).lines[0];
  return { cgst: computed?.cgstPaise, sgst: computed?.sgstPaise, igst: computed?.igstPaise };
};

test("a supply is intra-state when supplier and place of supply share a state code", () => {
  expect(isIntraState("21", "21")).toBe(true);
  expect(isIntraState("21", "07")).toBe(false);
  expect(isIntraState("27", "97")).toBe(false);
});

test("within the state the tax is equal CGST and SGST; across states it is IGST", () => {
  const intra = computeInvoiceLines([line(50_000, 18)], true);
  expect(intra.lines).toEqual([
    {
      description: "GST Filing – Monthly",
      sac: "998231",
      quantity: 1,
      unitPaise: 50_000,
      taxablePaise: 50_000,
      ratePercent: 18,
      cgstPaise: 4_500,
      sgstPaise: 4_500,
      igstPaise: 0,
      totalPaise: 59_000,
    },
  ]);
  expect(intra.totals).toEqual({
    taxablePaise: 50_000,
    cgstPaise: 4_500,
    sgstPaise: 4_500,
    igstPaise: 0,
    totalPaise: 59_000,
  });
  const inter = computeInvoiceLines([line(50_000, 18)], false);
  expect(inter.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 9_000, totalPaise: 59_000 });
});

test("at 18% each tax is rounded half up to the paisa", () => {
  // ₹333.33: 5,999.94 paise of IGST → 6,000; 2,999.97 of each half → 3,000.
  expect(taxesOf(33_333, 18, false)).toEqual({ cgst: 0, sgst: 0, igst: 6_000 });
  expect(taxesOf(33_333, 18, true)).toEqual({ cgst: 3_000, sgst: 3_000, igst: 0 });
  // ₹5.75: 103.5 paise → 104 (in rupees as floats, 5.75 × 0.18 × 100 is 103.49999999999999).
  expect(taxesOf(575, 18, false).igst).toBe(104);
  // ₹11.50: 9% is 103.5 paise → 104 each.
  expect(taxesOf(1_150, 18, true)).toEqual({ cgst: 104, sgst: 104, igst: 0 });
});

test("CGST and SGST are each rounded on their own, not halved from a rounded total", () => {
  // 50 paise at 18%: IGST exactly 9; 4.5 paise each half → 5 and 5 (half up, not to even).
  expect(taxesOf(50, 18, false).igst).toBe(9);
  expect(taxesOf(50, 18, true)).toEqual({ cgst: 5, sgst: 5, igst: 0 });
  expect(computeInvoiceLines([line(50, 18)], true).lines[0]?.totalPaise).toBe(60);
});

test("at 2.5% each tax is rounded half up to the paisa", () => {
  // ₹5.80: 14.5 paise of IGST → 15; 1.25% each is 7.25 → 7.
  expect(taxesOf(580, 2.5, false).igst).toBe(15);
  expect(taxesOf(580, 2.5, true)).toEqual({ cgst: 7, sgst: 7, igst: 0 });
  // ₹2: 5 paise of IGST; 2.5 each → 3.
  expect(taxesOf(200, 2.5, false).igst).toBe(5);
  expect(taxesOf(200, 2.5, true)).toEqual({ cgst: 3, sgst: 3, igst: 0 });
  // 50 paise at 5%: 2.5 → 3 (rounding to even would give 2).
  expect(taxesOf(50, 5, false).igst).toBe(3);
});

test("at 0.25% each tax is rounded half up to the paisa", () => {
  // ₹1,000: 250 paise; 0.125% each is 125.
  expect(taxesOf(100_000, 0.25, false).igst).toBe(250);
  expect(taxesOf(100_000, 0.25, true)).toEqual({ cgst: 125, sgst: 125, igst: 0 });
  // ₹10: 2.5 paise → 3; 1.25 each → 1.
  expect(taxesOf(1_000, 0.25, false).igst).toBe(3);
  expect(taxesOf(1_000, 0.25, true)).toEqual({ cgst: 1, sgst: 1, igst: 0 });
  // ₹58: 14.5 paise → 15 (in rupees as floats, 58 × 0.25 is 14.499999999999998 paise).
  expect(taxesOf(5_800, 0.25, false).igst).toBe(15);
  // ₹12: 0.125% is 1.5 paise → 2 each.
  expect(taxesOf(1_200, 0.25, true)).toEqual({ cgst: 2, sgst: 2, igst: 0 });
});

test("a rate whose float is a hair off its basis points is read as those basis points", () => {
  // 0.1 × 100 is 10.000000000000002 and 0.29 × 100 is 28.999999999999996 as floats.
  expect(taxesOf(10_000, 0.1, false).igst).toBe(10);
  expect(taxesOf(10_000, 0.1, true)).toEqual({ cgst: 5, sgst: 5, igst: 0 });
  expect(taxesOf(10_000, 0.29, false).igst).toBe(29);
});

test("a line at 0% carries no tax", () => {
  expect(computeInvoiceLines([line(100_000, 0)], true).lines[0]).toMatchObject({
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 100_000,
  });
});

test("the taxable value is quantity × unit price, and the totals are the sums of the lines", () => {
  const { lines, totals } = computeInvoiceLines([line(50_000, 18, 3), line(2_500_000, 18), line(575, 18)], true);
  expect(lines.map((each) => each.taxablePaise)).toEqual([150_000, 2_500_000, 575]);
  // 9% of 1,50,000 paise is 13,500; of 25,00,000 is 2,25,000; of 575 is 51.75 → 52.
  expect(lines.map((each) => each.cgstPaise)).toEqual([13_500, 225_000, 52]);
  expect(totals).toEqual({
    taxablePaise: 2_650_575,
    cgstPaise: 238_552,
    sgstPaise: 238_552,
    igstPaise: 0,
    totalPaise: 3_127_679,
  });
});

test("a line keeps the booking item it bills, and has none when it bills none", () => {
  const { lines } = computeInvoiceLines([{ ...line(50_000, 18), itemId: 7 }, line(1_000, 18)], true);
  expect(lines[0]?.itemId).toBe(7);
  expect(lines[1]).not.toHaveProperty("itemId");
});

test("an invoice of no lines totals zero", () => {
  expect(computeInvoiceLines([], false)).toEqual({
    lines: [],
    totals: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  });
});

test("a negative or fractional amount or quantity is a programming error", () => {
  expect(() => computeInvoiceLines([line(-1, 18)], true)).toThrow();
  expect(() => computeInvoiceLines([line(10.5, 18)], true)).toThrow();
  expect(() => computeInvoiceLines([line(100, 18, -1)], true)).toThrow();
  expect(() => computeInvoiceLines([line(100, 18, 1.5)], true)).toThrow();
  expect(() => computeInvoiceLines([line(100, 18, 0)], true)).toThrow();
  expect(() => computeInvoiceLines([line(Number.NaN, 18)], true)).toThrow();
});

test("a rate that is not a whole number of basis points, or out of range, is a programming error", () => {
  expect(() => computeInvoiceLines([line(100, 0.125)], true)).toThrow();
  expect(() => computeInvoiceLines([line(100, -18)], true)).toThrow();
  expect(() => computeInvoiceLines([line(100, 101)], true)).toThrow();
  expect(() => computeInvoiceLines([line(100, Number.NaN)], true)).toThrow();
});

test("an amount too large to tax in exact integers is refused, not rounded", () => {
  expect(() => computeInvoiceLines([line(Number.MAX_SAFE_INTEGER, 18)], false)).toThrow();
  expect(() => computeInvoiceLines([line(2 ** 40, 18, 2 ** 20)], false)).toThrow();
});
