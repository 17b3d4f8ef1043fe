import { describe, expect, it } from "vitest";
import { buildChecklist, countStillNeeded, getFilingChoices } from "#app/bookings/checklist.server.ts";
import { firstPendingFiling, guessFiling, repeatsLine } from "#app/bookings/filing-guess.ts";

// The individual's income tax return checklist, with a request staff added after booking.
const choices = getFilingChoices(
  [{ serviceId: "income-tax-filing", optionId: "individual", title: "Income tax return for individuals" }],
  [{ id: 7, label: "Rent receipts for the year", dueOn: null }],
);
const values = new Set(choices.map((choice) => choice.value));

describe("guessFiling", () => {
  it.each([
    ["pan-photo.pdf", "pan"],
    ["PAN card.jpg", "pan"],
    ["pancard.pdf", "pan"],
    ["aadhaar_front.pdf", "aadhaar"],
    ["Aadhar Card.pdf", "aadhaar"],
    ["Form16 2025-26.pdf", "form-16"],
    ["form-16_employer2.PDF", "form-16"],
    ["bank statement.pdf", "bank-statements"],
    ["HDFC_Bank_Statements_Apr-Mar.pdf", "bank-statements"],
    ["26AS.pdf", "ais-26as"],
    ["rent receipts.pdf", "request-7"],
  ])("files %s as %s", (fileName, expected) => {
    expect(values.has(expected), `${expected} is a line of the list`).toBe(true);
    expect(guessFiling(fileName, choices)).toBe(expected);
  });

  it.each(["statement.pdf", "scan0001.pdf", "IMG_2034.jpg", "document.pdf", "photo.jpg", "Japan trip.pdf"])(
    "guesses nothing for %s",
    (fileName) => {
      expect(guessFiling(fileName, choices)).toBeNull();
    },
  );

  it("never guesses Other", () => {
    expect(guessFiling("other.pdf", choices)).toBeNull();
  });
});

describe("firstPendingFiling", () => {
  const line = (id: string, required: boolean, files: number) => ({
    id,
    required,
    files: Array.from({ length: files }, () => ({})),
  });
  const offered = [
    { value: "pan", label: "PAN card" },
    { value: "aadhaar", label: "Aadhaar" },
    { value: "home-loan-certificate", label: "Home loan" },
    { value: "other", label: "Other" },
  ];

  it("is the first required line with nothing filed", () => {
    const groups = [
      { items: [line("home-loan-certificate", false, 0), line("pan", true, 1), line("aadhaar", true, 0)] },
    ];
    expect(firstPendingFiling(groups, offered)).toBe("aadhaar");
  });

  it("is a line that may apply once every required one came, then the first line; never Other", () => {
    expect(
      firstPendingFiling([{ items: [line("pan", true, 1), line("home-loan-certificate", false, 0)] }], offered),
    ).toBe("home-loan-certificate");
    expect(firstPendingFiling([{ items: [line("pan", true, 1), line("aadhaar", true, 2)] }], offered)).toBe("pan");
  });

  it("passes a line staff marked, or one the client said they do not have (issue 36, item 2)", () => {
    const marked = { ...line("pan", true, 0), mark: { state: "on-paper" } };
    const missing = { ...line("aadhaar", true, 0), missing: { at: "", reason: "" } };
    expect(firstPendingFiling([{ items: [marked, missing, line("home-loan-certificate", false, 0)] }], offered)).toBe(
      "home-loan-certificate",
    );
  });
});

describe("a request that repeats a checklist line", () => {
  const pan = { id: "pan", name: "PAN card" };
  const aadhaar = { id: "aadhaar", name: "Aadhaar" };
  const bank = { id: "bank-statements", name: "Bank statements" };

  it.each([
    ["Aadhaar", aadhaar],
    ["Aadhar card (front and back)", aadhaar],
    ["PAN card", pan],
    ["Copy of your PAN", pan],
    ["Bank statements", bank],
  ])("%s asks for %o again", (label, line) => {
    expect(repeatsLine(label, line)).toBe(true);
  });

  it.each([
    ["Bank statements of your spouse", bank],
    ["Rent receipts April 2026 – March 2027", { id: "rent-details", name: "Rent paid or received" }],
    ["Statement", bank],
    ["PAN of your spouse", pan],
  ])("%s asks for something else than %o", (label, line) => {
    expect(repeatsLine(label, line)).toBe(false);
  });

  it("becomes that line's request: no second line, the line required and asked for, ticked by either filing", () => {
    const items = [{ serviceId: "income-tax-filing", optionId: "individual", title: "ITR" }];
    const requests = [
      { id: 3, label: "Aadhaar", dueOn: null },
      { id: 4, label: "Rent receipts for the year", dueOn: null },
    ];
    const empty = buildChecklist(items, [], requests);
    expect(empty.groups.map((group) => group.title)).toEqual(["Asked by the firm", "ITR"]);
    expect(empty.groups[0]?.items.map((item) => item.name)).toEqual(["Rent receipts for the year"]);
    const line = empty.groups[1]?.items.find((item) => item.id === "aadhaar");
    expect(line?.required).toBe(true);
    expect(line?.explanation).toContain("We asked for this after your booking.");
    expect(getFilingChoices(items, requests).map((choice) => choice.value)).not.toContain("request-3");
    expect(getFilingChoices(items, requests).map((choice) => choice.value)).toContain("request-4");

    for (const filedAs of ["aadhaar", "request-3"]) {
      const filed = buildChecklist(items, [{ filedAs }], requests);
      expect(filed.groups[1]?.items.find((item) => item.id === "aadhaar")?.files).toEqual([{ filedAs }]);
      expect(filed.stillNeeded).toBe(empty.stillNeeded - 1);
      expect(countStillNeeded(items, [{ filedAs }], requests)).toBe(empty.stillNeeded - 1);
    }
  });
});
