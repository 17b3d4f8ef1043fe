import { expect, test } from "vitest";
import { computeInvoiceLines, isIntraState } from "#app/invoices/gst.ts";

const line = (unitPaise: number, ratePercent: number, quantity = 1) => ({
  description: "Service",
  sac: "998231",
  quantity,
  unitPaise,
  ratePercent,
});

test("within the firm's state the tax splits into equal CGST and SGST; across states it is IGST", () => {
  expect(isIntraState("21", "21")).toBe(true);
  expect(isIntraState("21", "07")).toBe(false);
  const intra = computeInvoiceLines([line(50_000, 18)], true);
  expect(intra.lines[0]).toMatchObject({ taxablePaise: 50_000, cgstPaise: 4_500, sgstPaise: 4_500, igstPaise: 0 });
  expect(intra.totals.totalPaise).toBe(59_000);
  const inter = computeInvoiceLines([line(50_000, 18)], false);
  expect(inter.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 9_000, totalPaise: 59_000 });
});

test("each tax is rounded half up to the paisa, on its own, at 18%, 5%, 2.5% and 0.25%", () => {
  // ₹333.33 at 18%: IGST 5999.94 paise → 6000; half (9%) 2999.97 → 3000 each.
  expect(computeInvoiceLines([line(33_333, 18)], false).lines[0]?.igstPaise).toBe(6_000);
  expect(computeInvoiceLines([line(33_333, 18)], true).lines[0]).toMatchObject({ cgstPaise: 3_000, sgstPaise: 3_000 });
  // ₹1.10 at 5%: 5.5 paise → 6 (half up, not to even).
  expect(computeInvoiceLines([line(110, 5)], false).lines[0]?.igstPaise).toBe(6);
  // ₹2.00 at 2.5% within the state: 1.25% each → 2.5 paise → 3 each.
  expect(computeInvoiceLines([line(200, 2.5)], true).lines[0]).toMatchObject({ cgstPaise: 3, sgstPaise: 3 });
  // ₹1,000 at 0.25%: 250 paise; 0.125% each: 125.
  expect(computeInvoiceLines([line(100_000, 0.25)], true).lines[0]).toMatchObject({ cgstPaise: 125, sgstPaise: 125 });
  expect(computeInvoiceLines([line(100_000, 0)], false).lines[0]?.totalPaise).toBe(100_000);
});

test("the totals are the sums of the lines, quantities included", () => {
  const { lines, totals } = computeInvoiceLines([line(50_000, 18, 3), line(2_500_000, 18)], false);
  expect(lines.map((each) => each.taxablePaise)).toEqual([150_000, 2_500_000]);
  expect(totals).toEqual({
    taxablePaise: 2_650_000,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 477_000,
    totalPaise: 3_127_000,
  });
});

test("a negative or fractional amount or quantity is a programming error", () => {
  expect(() => computeInvoiceLines([line(-1, 18)], true)).toThrow();
  expect(() => computeInvoiceLines([line(10.5, 18)], true)).toThrow();
  expect(() => computeInvoiceLines([line(100, 18, 0)], true)).toThrow();
});
