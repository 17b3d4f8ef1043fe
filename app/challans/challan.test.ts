import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkCin, getChallanTotal, normaliseReference } from "#app/challans/challan.ts";
import { ChallanPaidSchema, ChallanSchema, readAmounts } from "#app/challans/challan-schema.ts";

// A CPIN as the GST portal prints it (14 digits: 2-digit year, 2-digit state code, 10-digit serial).
const CPIN = "26212100012345";

describe("checkCin", () => {
  it("takes the challan's CPIN followed by the bank's four-letter code, typed with spaces, dashes or small letters", () => {
    expect(checkCin(`${CPIN}SBIN`, "gst", CPIN)).toBeNull();
    expect(checkCin(`${CPIN.slice(0, 7)} ${CPIN.slice(7)}-sbin`, "gst", CPIN)).toBeNull();
    expect(normaliseReference(` ${CPIN} punb `)).toBe(`${CPIN}PUNB`);
  });

  it.each([
    ["the CPIN alone", CPIN],
    ["a bank code of digits", `${CPIN}0001`],
    ["a bank code too long", `${CPIN}SBINX`],
    ["a UTR", "SBIN326112345678"],
    ["nothing", ""],
  ])("refuses %s with how a CIN reads", (_what, typed) => {
    expect(checkCin(typed, "gst", CPIN)).toBe(
      `Please enter the CIN from the bank's receipt: 18 characters, the 14-digit CPIN followed by the bank's 4-letter code (for example ${CPIN}SBIN).`,
    );
  });

  it("refuses another challan's CIN, naming the CRN of an income tax challan", () => {
    expect(checkCin("26042100099999HDFC", "income-tax", "26042100012345")).toBe(
      "This CIN is for another challan: it should begin with this challan's CRN, 26042100012345.",
    );
  });
});

describe("the challan form", () => {
  afterEach(() => vi.useRealTimers());

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ intent: "challan", ...fields })) data.append(name, value);
    return parseWithZod(data, { schema: ChallanSchema });
  };
  /** The messages by field of a refused form. */
  const errors = (fields: Record<string, string>) => form(fields).reply().error ?? {};
  const gst = { tax: "gst", reference: CPIN, period: "October 2026", payBy: "2026-12-05" };

  it("reads the amounts typed for the chosen tax, in whole rupees, leaving out empty ones and zeros", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T06:00:00Z"), toFake: ["Date"] });
    const submission = form({
      ...gst,
      "cgst-tax": "12,500",
      "sgst-tax": "12500",
      "cgst-interest": "0",
      "sgst-interest": "",
      // An income tax head's field on a GST challan is not read.
      "advance-tax": "99,999",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { lines } = readAmounts(submission.value);
    expect(lines).toEqual([
      { head: "cgst", part: "tax", paise: 1_250_000 },
      { head: "sgst", part: "tax", paise: 1_250_000 },
    ]);
    expect(getChallanTotal(lines)).toBe(2_500_000);
  });

  it("refuses paise, words and an empty challan, each beside its field", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T06:00:00Z"), toFake: ["Date"] });
    expect(Object.keys(errors({ ...gst, "cgst-tax": "1,250.50", "igst-fee": "fifty" })).sort()).toEqual([
      "cgst-tax",
      "igst-fee",
    ]);
    expect(errors({ ...gst, "cgst-tax": "0" })[""]).toEqual(["Please enter at least one amount above zero."]);
  });

  it("keeps a GST challan's day within the 15 days it is valid, and refuses a day gone by", () => {
    // 26 November in India: 11 December is the fifteenth day after.
    vi.useFakeTimers({ now: new Date("2026-11-26T06:00:00Z"), toFake: ["Date"] });
    expect(form({ ...gst, payBy: "2026-12-11", "igst-tax": "100" }).status).toBe("success");
    expect(errors({ ...gst, payBy: "2026-12-12", "igst-tax": "100" }).payBy?.[0]).toMatch(
      /valid for 15 days .*rule 87\(2\)/,
    );
    expect(errors({ ...gst, payBy: "2026-11-25", "igst-tax": "100" }).payBy).toEqual([
      "That day has passed: please make a fresh challan on the portal.",
    ]);
    // Income tax has no such limit: self-assessment tax may be paid months ahead.
    const incomeTax = { ...gst, tax: "income-tax", reference: "26042100012345", payBy: "2027-07-31" };
    expect(form({ ...incomeTax, "self-assessment-tax": "48,760" }).status).toBe("success");
  });

  it("refuses a CPIN that is not 14 digits", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T06:00:00Z"), toFake: ["Date"] });
    expect(errors({ ...gst, reference: "2621210001234", "igst-tax": "100" }).reference).toEqual([
      "Please enter the challan's 14-digit CPIN or CRN.",
    ]);
  });

  it("refuses a payment reported for a day still to come", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T06:00:00Z"), toFake: ["Date"] });
    const data = new FormData();
    for (const [name, value] of Object.entries({
      intent: "challan-paid",
      challanId: "1",
      cin: `${CPIN}SBIN`,
      paidOn: "2026-11-27",
    }))
      data.append(name, value);
    expect(parseWithZod(data, { schema: ChallanPaidSchema }).reply().error?.paidOn).toEqual([
      "That day has not come yet: please enter the day you paid.",
    ]);
  });
});
