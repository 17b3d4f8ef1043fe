// GSTR-1 for the GST Offline Tool (issue 36.7): the invoices and credit
// notes of a month or a quarter (QRMP) as the tool's sections, one CSV each,
// with the headers and formats of GSTN's GSTR1 Excel Workbook Template (the
// tool's "Import CSV" takes one section at a time). Which table a document
// goes to is rule 59(4) of the CGST Rules and the tables of FORM GSTR-1;
// figures are paise until they are written, in rupees with two decimals.
import { isIntraState } from "#app/invoices/gst.ts";
import type { GstState, InvoiceKind, InvoiceLine } from "#app/invoices/invoice-types.ts";

/** An issued invoice or credit note, with what decides its table. */
export type Gstr1Document = {
  kind: InvoiceKind;
  number: string;
  financialYear: string;
  sequence: number;
  /** YYYY-MM-DD. */
  issuedOn: string;
  recipientName: string;
  /** Null for an unregistered recipient (B2C). */
  recipientGstin: string | null;
  supplierStateCode: string;
  placeOfSupply: GstState;
  lines: InvoiceLine[];
  totalPaise: number;
  /** A credit note's invoice: its value and day decide whether the note goes to cdnur or nets b2cs. */
  against: { issuedOn: string; totalPaise: number } | null;
};

export const GSTR1_SPANS = ["month", "quarter"] as const;
export type Gstr1Span = (typeof GSTR1_SPANS)[number];

/**
 * The tax period of a month ("2026-11"): the month, or the quarter it falls
 * in (QRMP quarters are April–June, July–September, October–December and
 * January–March: rule 61A of the CGST Rules). Both days included.
 */
export function getGstr1Period(month: string, span: Gstr1Span): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const chosen = Number(month.slice(5, 7));
  const first = span === "quarter" ? Math.floor((chosen - 1) / 3) * 3 + 1 : chosen;
  const last = span === "quarter" ? first + 2 : first;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay)}` };
}

const HSN_COLUMNS = [
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
] as const;

/** The month before a day's, "2026-11-26" → "2026-10": the period a GSTR-1 is usually being prepared for. */
export function getMonthBefore(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/**
 * The column headers of each section, word for word as the GSTR1 Excel
 * Workbook Template (row 4 of each sheet) and the tool's CSV import name
 * them. Table 12 has two sections, B2B and B2C, from the May 2025 tax period
 * (GSTN's advisory on phase III of HSN reporting; the tool shows hsn(b2b)
 * and hsn(b2c) from period 05-2025), so there is no single "hsn" any more.
 */
export const GSTR1_SECTIONS = {
  b2b: [
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
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: [
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  cdnr: [
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
  ],
  cdnur: [
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
  ],
  "hsn(b2b)": HSN_COLUMNS,
  "hsn(b2c)": HSN_COLUMNS,
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
} as const;

export type Gstr1Section = keyof typeof GSTR1_SECTIONS;

/** Sums of lines: the taxable value, each tax and the value with tax, in paise. */
export type LineSums = { taxable: number; cgst: number; sgst: number; igst: number; total: number };

/** Lines added up by `keyOf` (a rate, a SAC code and rate…), each group with its first line, in order of appearance. */
export function sumLines<Key extends string>(lines: InvoiceLine[], keyOf: (line: InvoiceLine) => Key) {
  const groups = new Map<Key, { first: InvoiceLine; sums: LineSums }>();
  for (const line of lines) {
    const key = keyOf(line);
    const group = groups.get(key) ?? { first: line, sums: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 } };
    addSums(group.sums, line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function addSums(
  sums: LineSums,
  line: Pick<InvoiceLine, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise">,
  sign = 1,
) {
  sums.taxable += sign * line.taxablePaise;
  sums.cgst += sign * line.cgstPaise;
  sums.sgst += sign * line.sgstPaise;
  sums.igst += sign * line.igstPaise;
  sums.total += sign * (line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise);
}

/** Paise as the template's amounts: rupees, two decimals, no grouping ("118000.00", "-500.00"). */
export const toRupees = (paise: number) => (paise / 100).toFixed(2);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-05" as the template's DD-MMM-YYYY, "05-Nov-2026" (English months, whatever the locale says). */
export const toTemplateDate = (day: string) =>
  `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;

/** "21-Odisha": the tool reads the place of supply's first two characters, the state code. */
const placeOf = (state: GstState) => `${state.code}-${state.name}`;

/**
 * Invoice-wise reporting of an inter-State supply to an unregistered person
 * starts above this value: rule 59(4)(a)(ii) of the CGST Rules, "one lakh
 * rupees" for "two and a half lakh rupees" from 1 August 2024
 * (Notification No. 12/2024–Central Tax dated 10 July 2024).
 */
export function getB2clThresholdPaise(issuedOn: string): number {
  return issuedOn >= "2024-08-01" ? 1_00_000_00 : 2_50_000_00;
}

/** Table 5 (b2cl): no GSTIN, across states, and an invoice value more than the threshold. */
function isLarge(document: Gstr1Document, invoice: { issuedOn: string; totalPaise: number }) {
  return (
    !document.recipientGstin &&
    !isIntraState(document.supplierStateCode, document.placeOfSupply.code) &&
    invoice.totalPaise > getB2clThresholdPaise(invoice.issuedOn)
  );
}

// Fixed values, each the only one that fits this firm:
/**
 * The recipient pays the tax only on the supplies notified under s.9(3) CGST
 * Act (notification 13/2017–Central Tax (Rate)); the firm is not an advocate
 * nor any other supplier it names, so it pays its own tax (and its invoice
 * says so, rule 46(p)).
 */
const REVERSE_CHARGE = "N";
/** Not supplied through an e-commerce operator (s.52 CGST Act), and no 65% rate applies: both left empty, as the template asks. */
const NONE = "";
/** Compensation cess is levied only on the goods and services the GST (Compensation to States) Act's schedule names. */
const NO_CESS = "0.00";
/** Services have no unit of quantity: the portal takes UQC "NA" and quantity 0 for SAC codes (chapter 99). */
const SERVICE_UQC = "NA";

const rate = (percent: number) => String(percent);

/** Every section's rows for the documents of one tax period (a credit note may be against an earlier invoice). */
export function buildGstr1Sections(documents: Gstr1Document[]): Record<Gstr1Section, string[][]> {
  const sections: Record<Gstr1Section, string[][]> = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    "hsn(b2b)": [],
    "hsn(b2c)": [],
    docs: [],
  };
  /** Table 7: B2C supplies not invoice-wise, by place of supply and rate, net of their credit notes. */
  const small = new Map<string, { place: GstState; rate: number; sums: LineSums }>();
  /** Table 12, by recipient (registered or not), SAC code and rate, net of credit notes. */
  const hsn = new Map<string, { section: "hsn(b2b)" | "hsn(b2c)"; sac: string; rate: number; sums: LineSums }>();

  for (const document of documents) {
    const byRate = sumLines(document.lines, (line) => rate(line.ratePercent));
    const date = toTemplateDate(document.issuedOn);
    const place = placeOf(document.placeOfSupply);
    const value = toRupees(document.totalPaise);
    const sign = document.kind === "invoice" ? 1 : -1;

    if (document.kind === "invoice" && document.recipientGstin) {
      for (const { first, sums } of byRate) {
        sections.b2b.push([
          document.recipientGstin,
          document.recipientName,
          document.number,
          date,
          value,
          place,
          REVERSE_CHARGE,
          NONE,
          // Table 4A: a regular supply, not to a SEZ nor a deemed export.
          "Regular B2B",
          NONE,
          rate(first.ratePercent),
          toRupees(sums.taxable),
          NO_CESS,
        ]);
      }
    } else if (document.kind === "invoice" && isLarge(document, document)) {
      for (const { first, sums } of byRate) {
        sections.b2cl.push([
          document.number,
          date,
          value,
          place,
          NONE,
          rate(first.ratePercent),
          toRupees(sums.taxable),
          NO_CESS,
          NONE,
        ]);
      }
    } else if (document.kind === "credit-note" && document.recipientGstin) {
      // Table 9B, registered: note type C (credit), the supply type of its invoice.
      for (const { first, sums } of byRate) {
        sections.cdnr.push([
          document.recipientGstin,
          document.recipientName,
          document.number,
          date,
          "C",
          place,
          REVERSE_CHARGE,
          "Regular B2B",
          value,
          NONE,
          rate(first.ratePercent),
          toRupees(sums.taxable),
          NO_CESS,
        ]);
      }
    } else if (document.kind === "credit-note" && document.against && isLarge(document, document.against)) {
      // Table 9B, unregistered: only notes against a Table 5 (b2cl) invoice.
      for (const { first, sums } of byRate) {
        sections.cdnur.push([
          "B2CL",
          document.number,
          date,
          "C",
          place,
          value,
          NONE,
          rate(first.ratePercent),
          toRupees(sums.taxable),
          NO_CESS,
        ]);
      }
    } else {
      // Table 7: every other B2C supply, and the credit notes of such supplies taken off them.
      for (const line of document.lines) {
        const key = `${document.placeOfSupply.code}:${line.ratePercent}`;
        const group = small.get(key) ?? {
          place: document.placeOfSupply,
          rate: line.ratePercent,
          sums: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        };
        addSums(group.sums, line, sign);
        small.set(key, group);
      }
    }

    const section = document.recipientGstin ? "hsn(b2b)" : "hsn(b2c)";
    for (const line of document.lines) {
      const key = `${section}:${line.sac}:${line.ratePercent}`;
      const group = hsn.get(key) ?? {
        section,
        sac: line.sac,
        rate: line.ratePercent,
        sums: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
      };
      addSums(group.sums, line, sign);
      hsn.set(key, group);
    }
  }

  const byPlaceAndRate = [...small.values()].sort(
    (a, b) => a.place.code.localeCompare(b.place.code) || a.rate - b.rate,
  );
  for (const group of byPlaceAndRate) {
    if (group.sums.taxable === 0) continue;
    // "OE": other than through an e-commerce operator.
    sections.b2cs.push([
      "OE",
      placeOf(group.place),
      NONE,
      rate(group.rate),
      toRupees(group.sums.taxable),
      NO_CESS,
      NONE,
    ]);
  }
  const bySacAndRate = [...hsn.values()].sort((a, b) => a.sac.localeCompare(b.sac) || a.rate - b.rate);
  for (const group of bySacAndRate) {
    if (group.sums.total === 0) continue;
    sections[group.section].push([
      group.sac,
      // Since phase III the portal fills "Description as per HSN Code" from its own master; ours would be a second source.
      NONE,
      SERVICE_UQC,
      "0",
      toRupees(group.sums.total),
      rate(group.rate),
      toRupees(group.sums.taxable),
      toRupees(group.sums.igst),
      toRupees(group.sums.cgst),
      toRupees(group.sums.sgst),
      NO_CESS,
    ]);
  }
  sections.docs = summariseDocuments(documents);
  return sections;
}

const NATURE: Record<InvoiceKind, string> = {
  invoice: "Invoices for outward supply",
  "credit-note": "Credit Note",
};

/**
 * Table 13: each series' first and last number issued in the period and how
 * many. A number is taken only when its document is issued (invoice-issuing),
 * and a mistaken invoice is corrected by a credit note, never voided, so
 * none is cancelled.
 */
function summariseDocuments(documents: Gstr1Document[]): string[][] {
  const series = new Map<string, { kind: InvoiceKind; first: Gstr1Document; last: Gstr1Document; count: number }>();
  for (const document of documents) {
    const key = `${document.kind}:${document.financialYear}`;
    const group = series.get(key) ?? { kind: document.kind, first: document, last: document, count: 0 };
    if (document.sequence < group.first.sequence) group.first = document;
    if (document.sequence > group.last.sequence) group.last = document;
    group.count += 1;
    series.set(key, group);
  }
  return [...series.values()]
    .sort((a, b) => (a.kind === b.kind ? a.first.number.localeCompare(b.first.number) : a.kind === "invoice" ? -1 : 1))
    .map((group) => [NATURE[group.kind], group.first.number, group.last.number, String(group.count), "0"]);
}
