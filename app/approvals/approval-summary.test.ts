import { describe, expect, it } from "vitest";
import { DraftFieldsSchema, summaryLines, summaryText } from "./approval-summary.ts";

const fields = {
  intent: "draft",
  draftVersion: "3",
  outcome: "refund",
  amount: "1,23,456.5",
  figures: "TDS ₹1,50,000",
};

describe("DraftFieldsSchema", () => {
  it("reads the amount as paise (Indian grouping) and a form's CRLF as one line break", () => {
    const parsed = DraftFieldsSchema.parse({ ...fields, note: "Line one\r\nLine two" });
    expect(parsed).toEqual({
      draftVersion: 3,
      summary: { outcome: "refund", amountPaise: 12_345_650, figures: "TDS ₹1,50,000", note: "Line one\nLine two" },
    });
  });

  it("needs an amount above zero unless the tax is nil", () => {
    expect(DraftFieldsSchema.safeParse({ ...fields, amount: "0" }).success).toBe(false);
    expect(DraftFieldsSchema.safeParse({ ...fields, amount: "12,34,5" }).success).toBe(false);
    expect(DraftFieldsSchema.parse({ ...fields, outcome: "nil", amount: "" }).summary.amountPaise).toBe(0);
  });
});

describe("summaryText", () => {
  it("is the lines the client reads, one each, the note left out when there is none", () => {
    const summary = { outcome: "payable", amountPaise: 1_234_000, figures: "Salary ₹12,40,000", note: "" } as const;
    expect(summaryLines(summary)).toEqual([
      { label: "Tax payable", text: "₹12,340.00" },
      { label: "Figures to check", text: "Salary ₹12,40,000" },
    ]);
    expect(summaryText({ ...summary, note: "Check rent" })).toBe(
      "Tax payable: ₹12,340.00\nFigures to check: Salary ₹12,40,000\nNote from us: Check rent",
    );
  });
});
