import { expect, test } from "vitest";
import { calculateGst, GST_RATES, GstCalculatorSchema } from "#app/tools/gst-calculator.ts";

// ₹10,000 before GST at each rate: the tax by hand (rate × 10,000), halved within a state.
const TAX_ON_10000: Record<string, number> = {
  "0": 0,
  "0.25": 2_500,
  "3": 30_000,
  "5": 50_000,
  "18": 180_000,
  "40": 400_000,
  "12": 120_000,
  "28": 280_000,
};

test.each(GST_RATES.map((rate) => rate.value))(
  "%s%%: GST added to ₹10,000, and taken out of the total again",
  (rate) => {
    const tax = TAX_ON_10000[rate] ?? -1;
    const added = calculateGst({
      amountPaise: 1_000_000,
      ratePercent: Number(rate),
      inclusive: false,
      intraState: true,
    });
    expect(added).toMatchObject({ taxablePaise: 1_000_000, cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0 });
    expect(added.totalPaise).toBe(1_000_000 + tax);
    const removed = calculateGst({
      amountPaise: 1_000_000 + tax,
      ratePercent: Number(rate),
      inclusive: true,
      intraState: false,
    });
    expect(removed).toMatchObject({
      taxablePaise: 1_000_000,
      igstPaise: tax,
      cgstPaise: 0,
      roundingDifferencePaise: 0,
    });
  },
);

test("an amount including GST that no taxable value reaches exactly says by how much the invoice differs", () => {
  // ₹100 including 18%: 100 ÷ 1.18 = 84.7457… → ₹84.75; CGST and SGST 9% of 84.75 = 7.6275 → ₹7.63 each: ₹100.01.
  const result = calculateGst({ amountPaise: 10_000, ratePercent: 18, inclusive: true, intraState: true });
  expect(result).toMatchObject({ taxablePaise: 8_475, cgstPaise: 763, sgstPaise: 763, totalPaise: 10_001 });
  expect(result.roundingDifferencePaise).toBe(1);
});

test("the form refuses what is not an amount, and absurd amounts, with a message for the field", () => {
  const message = (amount: string) => {
    const parsed = GstCalculatorSchema.safeParse({ amount });
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };
  expect(message("")).toBe("Please enter an amount.");
  expect(message("-5")).toBe("Please enter the amount in rupees, e.g. 2,500 or 2500.50.");
  expect(message("abc")).toBe("Please enter the amount in rupees, e.g. 2,500 or 2500.50.");
  expect(message("0.1e3")).toBe("Please enter the amount in rupees, e.g. 2,500 or 2500.50.");
  expect(message("10000000001")).toBe("Please enter at most ₹1,000 crore.");
  expect(message("10,00,00,00,000")).toBeNull();
  // An odd rate or supply falls back to the usual, never an error page.
  expect(GstCalculatorSchema.parse({ amount: "1", rate: "7", supply: "x", mode: "y" })).toEqual({
    amount: 100,
    rate: "18",
    supply: "intra",
    mode: "exclusive",
  });
});
