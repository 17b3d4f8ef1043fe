import { expect, test } from "vitest";
import { formatDocumentNumber, getFinancialYear } from "#app/invoices/invoice-number.ts";

test("the financial year runs April to March", () => {
  expect(getFinancialYear("2026-04-01")).toBe("2026-27");
  expect(getFinancialYear("2026-11-25")).toBe("2026-27");
  expect(getFinancialYear("2027-03-31")).toBe("2026-27");
  expect(getFinancialYear("2027-04-01")).toBe("2027-28");
  expect(getFinancialYear("2099-04-01")).toBe("2099-00");
});

test("numbers restart each financial year: the last of March and the first of April", () => {
  expect(formatDocumentNumber("invoice", getFinancialYear("2027-03-31"), 742)).toBe("ETF/2026-27/0742");
  expect(formatDocumentNumber("invoice", getFinancialYear("2027-04-01"), 1)).toBe("ETF/2027-28/0001");
  expect(formatDocumentNumber("credit-note", "2026-27", 3)).toBe("CN/2026-27/0003");
});

test("a number longer than the 16 characters GST allows is refused", () => {
  expect(formatDocumentNumber("invoice", "2026-27", 9999)).toBe("ETF/2026-27/9999");
  expect(() => formatDocumentNumber("invoice", "2026-27", 10_000)).toThrow(/16 characters/);
  expect(formatDocumentNumber("credit-note", "2026-27", 10_000)).toBe("CN/2026-27/10000");
});
