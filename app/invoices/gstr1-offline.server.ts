// The GSTR-1 of a tax period for the GST Offline Tool (issue 36.7), as a ZIP
// of one CSV per section. CSV, not the Excel workbook: the tool imports a
// CSV section by section with just its header row, where the workbook must
// match the template of the tool's version to the row (three summary rows
// above the headers) and the sheet name ("b2b,sez,de", "hsn(b2b)" have
// changed between versions); and csv-stringify and yazl are already here.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { ZipFile } from "yazl";
import { neutraliseCell } from "#app/admin/csv.server.ts";
import { iterateIssuedDocuments } from "#app/invoices/gstr1-export.server.ts";
import {
  buildGstr1Sections,
  GSTR1_SECTIONS,
  type Gstr1Document,
  type Gstr1Section,
} from "#app/invoices/gstr1-offline.ts";

/** An amount or count stays as the tool reads it; a negative one ("-500.00", a credit note netted) is not a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;
const cellOf = (text: string) => (NUMBER.test(text) ? text : neutraliseCell(text));

/** The sections of the documents issued from `from` to `to`, both days included. */
export async function readGstr1Sections(range: { from: string; to: string }) {
  const documents: Gstr1Document[] = [];
  for await (const { row, against } of iterateIssuedDocuments(range)) {
    documents.push({
      kind: row.kind,
      number: row.number,
      financialYear: row.financialYear,
      sequence: row.sequence,
      issuedOn: row.issuedOn,
      recipientName: row.recipient.name,
      recipientGstin: row.recipientGstin,
      supplierStateCode: row.supplier.state.code,
      placeOfSupply: row.placeOfSupply,
      lines: row.lines,
      totalPaise: row.totalPaise,
      against: against ?? null,
    });
  }
  return buildGstr1Sections(documents);
}

/** One CSV per section, named as the section ("b2cs.csv"), every section present even when empty. */
export function zipGstr1Sections(sections: Record<Gstr1Section, string[][]>): Readable {
  const zip = new ZipFile();
  for (const section of Object.keys(GSTR1_SECTIONS) as Gstr1Section[]) {
    // NOTE: no byte order mark: the tool would read it as part of the first header.
    const csv = stringify([[...GSTR1_SECTIONS[section]], ...sections[section].map((row) => row.map(cellOf))]);
    zip.addBuffer(Buffer.from(csv), `${section}.csv`);
  }
  zip.end();
  return Readable.from(zip.outputStream as AsyncIterable<Buffer>);
}
