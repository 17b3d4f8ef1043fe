// The accountant's export (issue 23.5): invoices and credit notes issued in
// a date range, one row per invoice and SAC code and rate, with what a
// GSTR-1 preparer needs: B2B (with the client's GSTIN) or B2C, the place of
// supply, the taxable value and CGST, SGST, IGST. Amounts in rupees with two
// decimals and no grouping, for spreadsheets.
import { asc, between, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { invoices } from "#app/db/schema.ts";
import type { InvoiceLine } from "#app/invoices/invoice-types.ts";
import { z } from "#app/zod.ts";

export const GSTR1_COLUMNS = [
  "Type",
  "Number",
  "Date",
  "Against invoice",
  "Against invoice date",
  "Booking",
  "Client",
  "Client GSTIN",
  "Supply",
  "Place of supply",
  "SAC",
  "Rate (%)",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Document value",
  "Status",
];

const DAY = z.iso.date({ error: "Please choose dates in the form 2026-04-01." });

/** The export's date range: both days included, the first not after the last, at most ten years. */
export const ExportRangeSchema = z
  .object({ from: DAY, to: DAY })
  .refine((range) => range.from <= range.to, "The first day must not be after the last.")
  .refine(
    (range) => Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4)) <= 10,
    "Please export at most ten years at once.",
  );

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Lines of one SAC code and rate together, as GSTR-1 reports them. */
function groupLines(lines: InvoiceLine[]) {
  const groups = new Map<
    string,
    { sac: string; rate: number; taxable: number; cgst: number; sgst: number; igst: number }
  >();
  for (const line of lines) {
    const key = `${line.sac}:${line.ratePercent}`;
    const group = groups.get(key) ?? { sac: line.sac, rate: line.ratePercent, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    group.taxable += line.taxablePaise;
    group.cgst += line.cgstPaise;
    group.sgst += line.sgstPaise;
    group.igst += line.igstPaise;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Every row of the export for the range, in date and number order, 500 documents at a time. */
export async function* iterateGstr1Rows(range: { from: string; to: string }) {
  const db = getDb();
  const numbers = new Map<number, { number: string; issuedOn: string }>();
  for (let offset = 0; ; offset += 500) {
    const rows = await db
      .select()
      .from(invoices)
      .where(between(invoices.issuedOn, range.from, range.to))
      .orderBy(asc(invoices.issuedOn), asc(invoices.id))
      .limit(500)
      .offset(offset);
    for (const row of rows) {
      let against = row.correctsId ? numbers.get(row.correctsId) : undefined;
      if (row.correctsId && !against) {
        const [original] = await db
          .select({ number: invoices.number, issuedOn: invoices.issuedOn })
          .from(invoices)
          .where(eq(invoices.id, row.correctsId));
        against = original;
      }
      if (row.kind === "invoice") numbers.set(row.id, { number: row.number, issuedOn: row.issuedOn });
      for (const group of groupLines(row.lines)) {
        yield [
          row.kind === "invoice" ? "Invoice" : "Credit note",
          row.number,
          row.issuedOn,
          against?.number ?? "",
          against?.issuedOn ?? "",
          row.bookingId,
          row.recipient.name,
          row.recipientGstin ?? "",
          row.recipientGstin ? "B2B" : "B2C",
          `${row.placeOfSupply.code}-${row.placeOfSupply.name}`,
          group.sac,
          String(group.rate),
          rupees(group.taxable),
          rupees(group.cgst),
          rupees(group.sgst),
          rupees(group.igst),
          rupees(row.totalPaise),
          row.status === "credited" ? "Cancelled by credit note" : "Issued",
        ];
      }
    }
    if (rows.length < 500) return;
  }
}
