// The accountant's export (issue 23.5): invoices and credit notes issued in
// a date range, one row per invoice and SAC code and rate, with what a
// GSTR-1 preparer needs: B2B (with the client's GSTIN) or B2C, the place of
// supply, the taxable value and CGST, SGST, IGST. Amounts in rupees with two
// decimals and no grouping, for spreadsheets.
import { asc, between, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { invoices } from "#app/db/schema.ts";
import { sumLines, toRupees } from "#app/invoices/gstr1-offline.ts";
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

/** Every invoice and credit note issued in the range, in date and number order, 500 at a time; a credit note with its invoice. */
export async function* iterateIssuedDocuments(range: { from: string; to: string }) {
  const db = getDb();
  const originals = new Map<number, { number: string; issuedOn: string; totalPaise: number }>();
  for (let offset = 0; ; offset += 500) {
    const rows = await db
      .select()
      .from(invoices)
      .where(between(invoices.issuedOn, range.from, range.to))
      .orderBy(asc(invoices.issuedOn), asc(invoices.id))
      .limit(500)
      .offset(offset);
    for (const row of rows) {
      let against = row.correctsId ? originals.get(row.correctsId) : undefined;
      if (row.correctsId && !against) {
        const [original] = await db
          .select({ number: invoices.number, issuedOn: invoices.issuedOn, totalPaise: invoices.totalPaise })
          .from(invoices)
          .where(eq(invoices.id, row.correctsId));
        against = original;
      }
      if (row.kind === "invoice") {
        originals.set(row.id, { number: row.number, issuedOn: row.issuedOn, totalPaise: row.totalPaise });
      }
      yield { row, against };
    }
    if (rows.length < 500) return;
  }
}

/** Every row of the export for the range: a document's lines of one SAC code and rate together, as GSTR-1 reports them. */
export async function* iterateGstr1Rows(range: { from: string; to: string }) {
  for await (const { row, against } of iterateIssuedDocuments(range)) {
    for (const { first, sums } of sumLines(row.lines, (line) => `${line.sac}:${line.ratePercent}`)) {
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
        first.sac,
        String(first.ratePercent),
        toRupees(sums.taxable),
        toRupees(sums.cgst),
        toRupees(sums.sgst),
        toRupees(sums.igst),
        toRupees(row.totalPaise),
        row.status === "credited" ? "Cancelled by credit note" : "Issued",
      ];
    }
  }
}
