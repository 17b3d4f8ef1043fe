import { expect, test } from "vitest";
import { calculateGst, GST_RATES, GstCalculatorSchema, GstQuerySchema } from "#app/tools/gst-calculator.ts";
import { GST_FAQS } from "#app/tools/tools.ts";

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
  // Left out, each choice has its usual value (a first visit to the page).
  expect(GstCalculatorSchema.parse({ amount: "1" })).toEqual({
    amount: 100,
    rate: "18",
    supply: "intra",
    mode: "exclusive",
  });
});

test("a rate, mode or supply the calculator does not have is refused with its message, never taken as the usual", () => {
  const messages = (query: Record<string, string>) => {
    const parsed = GstCalculatorSchema.safeParse({ amount: "1000", ...query });
    return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };
  // 7% and 12.5% are no GST rate; 28.0 is not how the page writes 28.
  for (const rate of ["7", "12.5", "28.0", "18%", "constructor"]) {
    expect(messages({ rate }), rate).toEqual([
      [
        "rate",
        "That is not a GST rate this calculator knows. Choose one of 0%, 0.25%, 3%, 5%, 18%, 40%, or 12% or 28% for supplies at the older rates.",
      ],
    ]);
  }
  expect(messages({ mode: "y" })).toEqual([
    ["mode", "Please choose whether the amount is before GST or includes GST."],
  ]);
  expect(messages({ supply: "x" })).toEqual([
    ["supply", "Please choose whether the supply is within one state or to another state."],
  ]);
  expect(
    messages({ rate: "7", supply: "x", mode: "y" })
      ?.map(([path]) => path)
      .sort(),
  ).toEqual(["mode", "rate", "supply"]);
  // The query schema keeps what was sent, so the page can show it refused rather than replaced.
  expect(GstQuerySchema.parse({ amount: "1000", rate: "7" })).toEqual({
    amount: "1000",
    rate: "7",
    mode: "exclusive",
    supply: "intra",
  });
});

test("28% is not only for invoices before 22 September 2025: tobacco and pan masala kept it until 31 January 2026", () => {
  // Notification 19/2025-CT(Rate), 31 December 2025: Schedule VII (14% + 14%) of notification
  // 9/2025-CT(Rate) omitted, pan masala and tobacco to 40%, from 1 February 2026.
  const label = GST_RATES.find((rate) => rate.value === "28")?.label;
  expect(label).toBe("28% (before 22 Sep 2025; tobacco and pan masala until 31 Jan 2026)");
  const faq = GST_FAQS.find((entry) => entry.question.startsWith("Which GST rates"))?.answer ?? "";
  expect(faq).toContain("until 31 January 2026");
  expect(faq).toContain("notification 19/2025-CT(Rate)");
});
