import { expect, test } from "vitest";
import {
  buildGstr1Sections,
  GSTR1_SECTIONS,
  type Gstr1Document,
  getB2clThresholdPaise,
  getGstr1Period,
  getMonthBefore,
  toTemplateDate,
} from "#app/invoices/gstr1-offline.ts";
import type { GstState, InvoiceLine } from "#app/invoices/invoice-types.ts";

// Worked by hand, for a firm in Odisha (21), November 2026. Every amount
// below is rupees; each line's tax is 18% (one 12%) of its taxable value,
// IGST across states, half CGST and half SGST within Odisha.
const ODISHA: GstState = { code: "21", name: "Odisha" };
const MAHARASHTRA: GstState = { code: "27", name: "Maharashtra" };
const KARNATAKA: GstState = { code: "29", name: "Karnataka" };

function line(sac: string, taxableRupees: number, rate: number, intra: boolean): InvoiceLine {
  const taxablePaise = taxableRupees * 100;
  const tax = (taxablePaise * rate) / 100;
  return {
    description: "Service",
    sac,
    quantity: 1,
    unitPaise: taxablePaise,
    taxablePaise,
    ratePercent: rate,
    cgstPaise: intra ? tax / 2 : 0,
    sgstPaise: intra ? tax / 2 : 0,
    igstPaise: intra ? 0 : tax,
    totalPaise: taxablePaise + tax,
  };
}

function invoice(
  sequence: number,
  issuedOn: string,
  to: { name: string; gstin: string | null; place: GstState },
  lines: [sac: string, taxable: number, rate: number][],
): Gstr1Document {
  const intra = to.place.code === ODISHA.code;
  const built = lines.map(([sac, taxable, rate]) => line(sac, taxable, rate, intra));
  return {
    kind: "invoice",
    number: `ETF/2026-27/${String(sequence).padStart(4, "0")}`,
    financialYear: "2026-27",
    sequence,
    issuedOn,
    recipientName: to.name,
    recipientGstin: to.gstin,
    supplierStateCode: ODISHA.code,
    placeOfSupply: to.place,
    lines: built,
    totalPaise: built.reduce((sum, each) => sum + each.totalPaise, 0),
    against: null,
  };
}

/** A credit note cancelling `of` in full, as invoice-issuing makes one. */
function creditNote(sequence: number, issuedOn: string, of: Gstr1Document): Gstr1Document {
  return {
    ...of,
    kind: "credit-note",
    number: `CN/2026-27/${String(sequence).padStart(4, "0")}`,
    sequence,
    issuedOn,
    against: { issuedOn: of.issuedOn, totalPaise: of.totalPaise },
  };
}

const kaveri = { name: "Kaveri Traders", gstin: "29AABCE1234F1Z1", place: KARNATAKA };
const utkal = { name: "Utkal Steels", gstin: "21AAACU1234F1Z2", place: ODISHA };
const inPune = { name: "Asha Rao", gstin: null, place: MAHARASHTRA };
const inCuttack = { name: "Ravi Das", gstin: null, place: ODISHA };

// A: B2B across states: 50,000 + IGST 9,000 = 59,000.
const a = invoice(101, "2026-11-05", kaveri, [["998231", 50_000, 18]]);
// B: B2C across states, 1,00,000 + 18,000 = 1,18,000: above ₹1 lakh, b2cl.
const b = invoice(102, "2026-11-10", inPune, [["998231", 1_00_000, 18]]);
// C: B2C across states, 80,000 + 14,400 = 94,400: not above ₹1 lakh, b2cs.
const c = invoice(103, "2026-11-12", inPune, [["998232", 80_000, 18]]);
// D: B2C across states, 5,000 + 900 = 5,900, b2cs with C: 85,000 at 18% to 27.
const d = invoice(104, "2026-11-15", inPune, [["998232", 5_000, 18]]);
// E: B2C within Odisha, 1,50,000 + CGST 13,500 + SGST 13,500 = 1,77,000: b2cs whatever its value.
const e = invoice(105, "2026-11-18", inCuttack, [["998222", 1_50_000, 18]]);
// F: taxable 90,000 is under ₹1 lakh but the invoice value, 1,06,200, is above: b2cl.
const f = invoice(106, "2026-11-20", inPune, [["998231", 90_000, 18]]);
// G: B2C across states at 12%: 10,000 + 1,200 = 11,200, its own b2cs row.
const g = invoice(107, "2026-11-22", inPune, [["998232", 10_000, 12]]);
// H: B2B within Odisha, two SAC codes at 18%: 20,000 + 1,800 + 1,800 = 23,600 and 10,000 + 900 + 900 = 11,800.
const h = invoice(108, "2026-11-24", utkal, [
  ["998222", 20_000, 18],
  ["998231", 10_000, 18],
]);
// Credit notes: of A (registered: cdnr), of B (a b2cl invoice: cdnur), of D (b2cs: taken off 27 at 18%).
const cnA = creditNote(11, "2026-11-25", a);
const cnB = creditNote(12, "2026-11-26", b);
const cnD = creditNote(13, "2026-11-27", d);

const sections = buildGstr1Sections([a, b, c, d, e, f, g, h, cnA, cnB, cnD]);

test("each section has the offline tool's headers, word for word", () => {
  expect(GSTR1_SECTIONS.b2b).toEqual([
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ]);
  expect(GSTR1_SECTIONS.b2cl).toEqual([
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ]);
  expect(GSTR1_SECTIONS.b2cs).toEqual([
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ]);
  expect(GSTR1_SECTIONS.cdnr).toEqual([
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ]);
  expect(GSTR1_SECTIONS.cdnur).toEqual([
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ]);
  const hsn = [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ];
  expect(GSTR1_SECTIONS["hsn(b2b)"]).toEqual(hsn);
  expect(GSTR1_SECTIONS["hsn(b2c)"]).toEqual(hsn);
  expect(GSTR1_SECTIONS.docs).toEqual([
    "Nature of Document",
    "Sr. No. From",
    "Sr. No. To",
    "Total Number",
    "Cancelled",
  ]);
  expect(Object.keys(GSTR1_SECTIONS)).toEqual(["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn(b2b)", "hsn(b2c)", "docs"]);
});

test("b2b: a registered recipient's invoice, one row per rate, Reverse Charge N, Regular B2B", () => {
  expect(sections.b2b).toEqual([
    [
      "29AABCE1234F1Z1",
      "Kaveri Traders",
      "ETF/2026-27/0101",
      "05-Nov-2026",
      "59000.00",
      "29-Karnataka",
      "N",
      "",
      "Regular B2B",
      "",
      "18",
      "50000.00",
      "0.00",
    ],
    // Two SAC codes at one rate are one row: 30,000 taxable, 35,400 the invoice.
    [
      "21AAACU1234F1Z2",
      "Utkal Steels",
      "ETF/2026-27/0108",
      "24-Nov-2026",
      "35400.00",
      "21-Odisha",
      "N",
      "",
      "Regular B2B",
      "",
      "18",
      "30000.00",
      "0.00",
    ],
  ]);
});

test("b2cl: inter-state B2C invoices whose value is above ₹1 lakh, and only those", () => {
  expect(sections.b2cl).toEqual([
    ["ETF/2026-27/0102", "10-Nov-2026", "118000.00", "27-Maharashtra", "", "18", "100000.00", "0.00", ""],
    ["ETF/2026-27/0106", "20-Nov-2026", "106200.00", "27-Maharashtra", "", "18", "90000.00", "0.00", ""],
  ]);
});

test("b2cs: the rest of B2C by place of supply and rate, intra-state at any value, net of their credit notes", () => {
  expect(sections.b2cs).toEqual([
    // E, within Odisha: 1,50,000 although above ₹1 lakh.
    ["OE", "21-Odisha", "", "18", "150000.00", "0.00", ""],
    // G alone at 12%.
    ["OE", "27-Maharashtra", "", "12", "10000.00", "0.00", ""],
    // C 80,000 + D 5,000 − D's credit note 5,000.
    ["OE", "27-Maharashtra", "", "18", "80000.00", "0.00", ""],
  ]);
});

test("cdnr and cdnur: a registered recipient's credit note, and an unregistered one's against a b2cl invoice", () => {
  expect(sections.cdnr).toEqual([
    [
      "29AABCE1234F1Z1",
      "Kaveri Traders",
      "CN/2026-27/0011",
      "25-Nov-2026",
      "C",
      "29-Karnataka",
      "N",
      "Regular B2B",
      "59000.00",
      "",
      "18",
      "50000.00",
      "0.00",
    ],
  ]);
  // D's credit note is not here: its invoice was in b2cs, so it is netted there.
  expect(sections.cdnur).toEqual([
    ["B2CL", "CN/2026-27/0012", "26-Nov-2026", "C", "27-Maharashtra", "118000.00", "", "18", "100000.00", "0.00"],
  ]);
});

test("hsn: by SAC code and rate, registered and unregistered apart, UQC NA, net of credit notes", () => {
  expect(sections["hsn(b2b)"]).toEqual([
    // H's first line.
    ["998222", "", "NA", "0", "23600.00", "18", "20000.00", "0.00", "1800.00", "1800.00", "0.00"],
    // A (59,000) and its credit note cancel; H's second line is left.
    ["998231", "", "NA", "0", "11800.00", "18", "10000.00", "0.00", "900.00", "900.00", "0.00"],
  ]);
  expect(sections["hsn(b2c)"]).toEqual([
    ["998222", "", "NA", "0", "177000.00", "18", "150000.00", "0.00", "13500.00", "13500.00", "0.00"],
    // B (1,18,000) and its credit note cancel; F is left.
    ["998231", "", "NA", "0", "106200.00", "18", "90000.00", "16200.00", "0.00", "0.00", "0.00"],
    ["998232", "", "NA", "0", "11200.00", "12", "10000.00", "1200.00", "0.00", "0.00", "0.00"],
    // C 94,400 + D 5,900 − D's credit note 5,900.
    ["998232", "", "NA", "0", "94400.00", "18", "80000.00", "14400.00", "0.00", "0.00", "0.00"],
  ]);
});

test("docs: each series' first and last number and how many, none cancelled", () => {
  expect(sections.docs).toEqual([
    ["Invoices for outward supply", "ETF/2026-27/0101", "ETF/2026-27/0108", "8", "0"],
    ["Credit Note", "CN/2026-27/0011", "CN/2026-27/0013", "3", "0"],
  ]);
});

test("a credit note of an earlier period's b2cs invoice goes negative in b2cs and hsn", () => {
  const later = buildGstr1Sections([creditNote(14, "2026-12-02", c)]);
  expect(later.b2cs).toEqual([["OE", "27-Maharashtra", "", "18", "-80000.00", "0.00", ""]]);
  expect(later["hsn(b2c)"]).toEqual([
    ["998232", "", "NA", "0", "-94400.00", "18", "-80000.00", "-14400.00", "0.00", "0.00", "0.00"],
  ]);
  expect(later.cdnur).toEqual([]);
});

test("₹1 lakh is not above ₹1 lakh; before August 2024 the line was ₹2.5 lakh", () => {
  // An invoice of exactly ₹1,00,000.00 (a line at 0%, to keep the figure round).
  const exactly = invoice(120, "2026-11-06", inPune, [["998231", 1_00_000, 0]]);
  expect(exactly.totalPaise).toBe(1_00_000_00);
  expect(buildGstr1Sections([exactly]).b2cl).toEqual([]);
  expect(getB2clThresholdPaise("2024-07-31")).toBe(2_50_000_00);
  expect(getB2clThresholdPaise("2024-08-01")).toBe(1_00_000_00);
  const july2024 = invoice(121, "2024-07-15", inPune, [["998231", 1_00_000, 18]]);
  expect(buildGstr1Sections([july2024]).b2cl).toEqual([]);
  expect(buildGstr1Sections([july2024]).b2cs).toEqual([["OE", "27-Maharashtra", "", "18", "100000.00", "0.00", ""]]);
});

test("a month, or the QRMP quarter it falls in", () => {
  expect(getGstr1Period("2026-11", "month")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  expect(getGstr1Period("2026-11", "quarter")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  expect(getGstr1Period("2027-02", "quarter")).toEqual({ from: "2027-01-01", to: "2027-03-31" });
  expect(getGstr1Period("2028-02", "month")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  expect(getGstr1Period("2026-04", "quarter")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
  expect(getMonthBefore("2026-11-26")).toBe("2026-10");
  expect(getMonthBefore("2027-01-05")).toBe("2026-12");
});

test("dates as DD-MMM-YYYY", () => {
  expect(toTemplateDate("2026-11-05")).toBe("05-Nov-2026");
  expect(toTemplateDate("2027-09-30")).toBe("30-Sep-2027");
});
