import { expect, test } from "vitest";
import { formatDocumentNumber, getFinancialYear, INVOICE_NUMBER_MAX_LENGTH } from "#app/invoices/invoice-number.ts";

test("the financial year runs April to March", () => {
  expect(getFinancialYear("2026-04-01")).toBe("2026-27");
  expect(getFinancialYear("2026-11-25")).toBe("2026-27");
  expect(getFinancialYear("2026-12-31")).toBe("2026-27");
  expect(getFinancialYear("2027-01-01")).toBe("2026-27");
  expect(getFinancialYear("2027-03-31")).toBe("2026-27");
  expect(getFinancialYear("2027-04-01")).toBe("2027-28");
  expect(getFinancialYear("2026-03-31")).toBe("2025-26");
});

test("the year's second half is its last two digits, across a century", () => {
  expect(getFinancialYear("2099-04-01")).toBe("2099-00");
  expect(getFinancialYear("2100-03-31")).toBe("2099-00");
  expect(getFinancialYear("2100-04-01")).toBe("2100-01");
  expect(getFinancialYear("2009-04-01")).toBe("2009-10");
});

test("a day not written YYYY-MM-DD is a programming error", () => {
  for (const bad of ["", "2026-4-1", "01-04-2026", "2026-13-01", "2026-00-10", "2026-04-01T10:00"]) {
    expect(() => getFinancialYear(bad), bad).toThrow();
  }
});

test("invoices and credit notes have their own series, padded to four digits", () => {
  expect(formatDocumentNumber("invoice", "2026-27", 1)).toBe("ETF/2026-27/0001");
  expect(formatDocumentNumber("invoice", "2026-27", 42)).toBe("ETF/2026-27/0042");
  expect(formatDocumentNumber("credit-note", "2026-27", 1)).toBe("CN/2026-27/0001");
  expect(formatDocumentNumber("credit-note", "2026-27", 3)).toBe("CN/2026-27/0003");
});

test("numbers restart each financial year: the last of March and the first of April", () => {
  expect(formatDocumentNumber("invoice", getFinancialYear("2027-03-31"), 742)).toBe("ETF/2026-27/0742");
  expect(formatDocumentNumber("invoice", getFinancialYear("2027-04-01"), 1)).toBe("ETF/2027-28/0001");
  expect(formatDocumentNumber("credit-note", getFinancialYear("2027-03-31"), 9)).toBe("CN/2026-27/0009");
  expect(formatDocumentNumber("credit-note", getFinancialYear("2027-04-01"), 1)).toBe("CN/2027-28/0001");
});

test("a number longer than the 16 characters rule 46(b) allows is refused", () => {
  expect(INVOICE_NUMBER_MAX_LENGTH).toBe(16);
  expect(formatDocumentNumber("invoice", "2026-27", 9_999)).toBe("ETF/2026-27/9999");
  expect("ETF/2026-27/9999").toHaveLength(16);
  expect(() => formatDocumentNumber("invoice", "2026-27", 10_000)).toThrow(/16 characters/);
  // A credit note's prefix is one shorter: its 10,000th still fits, its 1,00,000th does not.
  expect(formatDocumentNumber("credit-note", "2026-27", 10_000)).toBe("CN/2026-27/10000");
  expect(() => formatDocumentNumber("credit-note", "2026-27", 100_000)).toThrow(/16 characters/);
});

test("a sequence or financial year that cannot be is a programming error", () => {
  expect(() => formatDocumentNumber("invoice", "2026-27", 0)).toThrow();
  expect(() => formatDocumentNumber("invoice", "2026-27", -1)).toThrow();
  expect(() => formatDocumentNumber("invoice", "2026-27", 1.5)).toThrow();
  expect(() => formatDocumentNumber("invoice", "2026-28", 1)).toThrow();
  expect(() => formatDocumentNumber("invoice", "2026-2027", 1)).toThrow();
  expect(() => formatDocumentNumber("invoice", "26-27", 1)).toThrow();
});
