import { expect, test } from "vitest";
import { buildUpiLink, formatPaiseForUpi, isUpiVpa, isUtr, UTR_PATTERN } from "#app/invoices/upi.ts";

const request = {
  vpa: "easytax@okaxis",
  payeeName: "EasyTax Filing",
  amountPaise: 177_000,
  note: "ETF/2026-27/0001",
  reference: "ETF/2026-27/0001",
};

test("the UPI link carries payee, name, amount, note, the invoice number as the reference and currency", () => {
  expect(buildUpiLink(request)).toBe(
    "upi://pay?pa=easytax@okaxis&pn=EasyTax%20Filing&am=1770.00&tn=ETF%2F2026-27%2F0001&tr=ETF%2F2026-27%2F0001&cu=INR",
  );
  const url = new URL(buildUpiLink(request));
  expect(url.protocol).toBe("upi:");
  expect([...url.searchParams.keys()]).toEqual(["pa", "pn", "am", "tn", "tr", "cu"]);
  expect(url.searchParams.get("tr")).toBe("ETF/2026-27/0001");
});

test("a name with spaces and '&' and a note with slashes are percent-encoded", () => {
  const link = buildUpiLink({ ...request, payeeName: "Rao & Rao Tax Filing", note: "ETF/2026-27/0001" });
  expect(link).toContain("&pn=Rao%20%26%20Rao%20Tax%20Filing&");
  expect(link).toContain("&tn=ETF%2F2026-27%2F0001&");
  // Read back, every value is what went in: no "&" or "=" broke the query apart.
  const params = new URL(link).searchParams;
  expect(params.get("pn")).toBe("Rao & Rao Tax Filing");
  expect(params.get("tn")).toBe("ETF/2026-27/0001");
  expect(params.get("cu")).toBe("INR");
});

test("characters with a meaning in a query are encoded in the note and the name", () => {
  const link = buildUpiLink({ ...request, payeeName: "A+B #1 ₹", note: "a=b?c&d" });
  expect(link).toBe(
    "upi://pay?pa=easytax@okaxis&pn=A%2BB%20%231%20%E2%82%B9&am=1770.00&tn=a%3Db%3Fc%26d&tr=ETF%2F2026-27%2F0001&cu=INR",
  );
  const params = new URL(link).searchParams;
  expect(params.get("pn")).toBe("A+B #1 ₹");
  expect(params.get("tn")).toBe("a=b?c&d");
});

test("the VPA's @ stays literal; its other characters pass unchanged", () => {
  const link = buildUpiLink({ ...request, vpa: "easy.tax-filing_1@ok-hdfc.bank" });
  expect(link.startsWith("upi://pay?pa=easy.tax-filing_1@ok-hdfc.bank&pn=")).toBe(true);
  expect(link).not.toContain("%40");
});

test("the amount is rupees with two decimals and no grouping", () => {
  expect(buildUpiLink({ ...request, amountPaise: 1 })).toContain("&am=0.01&");
  expect(buildUpiLink({ ...request, amountPaise: 100 })).toContain("&am=1.00&");
  expect(buildUpiLink({ ...request, amountPaise: 123_456_789 })).toContain("&am=1234567.89&");
  expect(formatPaiseForUpi(1)).toBe("0.01");
  expect(formatPaiseForUpi(10)).toBe("0.10");
  expect(formatPaiseForUpi(100)).toBe("1.00");
  expect(formatPaiseForUpi(177_050)).toBe("1770.50");
  expect(formatPaiseForUpi(123_456_789)).toBe("1234567.89");
});

test("a payment request for nothing, less than nothing or part of a paisa is a programming error", () => {
  expect(() => buildUpiLink({ ...request, amountPaise: 0 })).toThrow();
  expect(() => formatPaiseForUpi(-100)).toThrow();
  expect(() => formatPaiseForUpi(1.5)).toThrow();
});

test("a UTR is exactly 12 digits", () => {
  expect(isUtr("412345678901")).toBe(true);
  expect(isUtr("000000000000")).toBe(true);
  expect(isUtr("41234567890")).toBe(false);
  expect(isUtr("4123456789012")).toBe(false);
  expect(isUtr("41234567890a")).toBe(false);
  expect(isUtr(" 412345678901")).toBe(false);
  expect(isUtr("4123 4567 8901")).toBe(false);
  expect(isUtr("")).toBe(false);
  expect(UTR_PATTERN.test("412345678901")).toBe(true);
  expect(UTR_PATTERN.test("412345678901\n")).toBe(false);
});

test("a VPA is handle@bank", () => {
  expect(isUpiVpa("easytax@okaxis")).toBe(true);
  expect(isUpiVpa("9876543210@ybl")).toBe(true);
  expect(isUpiVpa("easy.tax-filing_1@ok-hdfc.bank")).toBe(true);
  expect(isUpiVpa("easytax")).toBe(false);
  expect(isUpiVpa("easytax@")).toBe(false);
  expect(isUpiVpa("@okaxis")).toBe(false);
  expect(isUpiVpa("e@okaxis")).toBe(false);
  expect(isUpiVpa("a@1bank")).toBe(false);
  expect(isUpiVpa("easy tax@okaxis")).toBe(false);
  expect(isUpiVpa("easytax@ok@axis")).toBe(false);
});
