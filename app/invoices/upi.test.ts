import { expect, test } from "vitest";
import { buildUpiLink, formatPaiseForUpi, isUpiVpa, isUtr } from "#app/invoices/upi.ts";

test("the UPI link carries payee, amount and note in NPCI's order, each encoded, the VPA's @ kept", () => {
  expect(
    buildUpiLink({
      vpa: "easytax@okaxis",
      payeeName: "EasyTax Filing",
      amountPaise: 177_000,
      note: "ETF/2026-27/0001",
    }),
  ).toBe("upi://pay?pa=easytax@okaxis&pn=EasyTax%20Filing&am=1770.00&tn=ETF%2F2026-27%2F0001&cu=INR");
  expect(buildUpiLink({ vpa: "a.b-c_d@ybl", payeeName: "Rao & Co #1", amountPaise: 1, note: "a=b&c" })).toBe(
    "upi://pay?pa=a.b-c_d@ybl&pn=Rao%20%26%20Co%20%231&am=0.01&tn=a%3Db%26c&cu=INR",
  );
});

test("amounts are rupees with two decimals and no grouping", () => {
  expect(formatPaiseForUpi(1)).toBe("0.01");
  expect(formatPaiseForUpi(100)).toBe("1.00");
  expect(formatPaiseForUpi(123_456_789)).toBe("1234567.89");
  expect(() => formatPaiseForUpi(0)).toThrow();
});

test("a UTR is exactly 12 digits; a VPA is handle@bank", () => {
  expect(isUtr("412345678901")).toBe(true);
  expect(isUtr("41234567890")).toBe(false);
  expect(isUtr("4123456789012")).toBe(false);
  expect(isUtr("41234567890a")).toBe(false);
  expect(isUpiVpa("easytax@okaxis")).toBe(true);
  expect(isUpiVpa("easytax")).toBe(false);
  expect(isUpiVpa("a@1bank")).toBe(false);
});
