// The record of approval (issue 38, item 1): one A4 page of the facts an
// approval was recorded with, for the client and the firm to keep. Made
// when asked for, never stored: the approvals row is the record, and it
// never changes (its migration's trigger), so the page is always the same.
import { createRequire } from "node:module";
import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { getDb } from "#app/db/client.server.ts";
import { approvals } from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";
import { getSiteConfig } from "#app/site.server.ts";

// NOTE: DejaVu, as the invoices use it (app/invoices/invoice-pdf.server.ts): Helvetica has no "₹".
const requireFromHere = createRequire(import.meta.url);
const FONTS = {
  regular: requireFromHere.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: requireFromHere.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  mono: requireFromHere.resolve("dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf"),
};
const MARGIN = 48;

/** An approval's record as a PDF, or null when there is no such approval (of this booking, when given). */
export async function makeApprovalRecordPdf(approvalId: number, bookingId?: string) {
  if (!Number.isSafeInteger(approvalId) || approvalId < 1) return null;
  const [record] = await getDb()
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, approvalId), bookingId === undefined ? undefined : eq(approvals.bookingId, bookingId)));
  return record ? renderApprovalRecord(record) : null;
}

async function renderApprovalRecord(
  record: typeof approvals.$inferSelect,
): Promise<{ fileName: string; content: Buffer }> {
  const firm = getSiteConfig().name;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    font: FONTS.regular,
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: `Record of approval: booking ${record.bookingId}, version ${record.version}`,
      Author: firm,
      // The approval's own time: the same record renders to the same bytes.
      CreationDate: record.approvedAt,
    },
  });
  const bytes = buffer(doc);
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.6).font(FONTS.bold).fontSize(11).text(text, { width });
    doc.font(FONTS.regular).fontSize(9.5);
  };
  const fact = (label: string, value: string) => {
    doc.font(FONTS.bold).fontSize(9.5).text(`${label}: `, { continued: true, width });
    doc.font(FONTS.regular).text(value, { width });
  };

  doc.font(FONTS.bold).fontSize(16).text("Record of approval", { width });
  doc.font(FONTS.regular).fontSize(9.5).text(firm, { width });
  doc.moveDown(0.6);
  fact("Booking", record.bookingId);
  fact("Draft version approved", String(record.version));
  fact("Approved by", `${record.email} (account ${record.userId})`);
  fact("Approved at", `${formatDateTime(record.approvedAt)} IST (${record.approvedAt.toISOString()})`);
  fact("Confirmed by", "a one-time code emailed to the address above");
  fact("From the address", record.clientAddress || "not known");
  fact("Browser", record.userAgent || "not known");

  heading(`Documents approved (${record.documents.length})`);
  doc.text("Each document's SHA-256, the fingerprint of its exact contents: a copy with the same one is unchanged.", {
    width,
  });
  for (const file of record.documents) {
    doc.moveDown(0.3).font(FONTS.bold).text(file.fileName, { width });
    doc.font(FONTS.mono).fontSize(8.5).text(`SHA-256 ${file.sha256}`, { width });
    doc.font(FONTS.regular).fontSize(9.5);
  }

  heading("Summary, as shown to the client");
  doc.text(record.summary, { width });

  doc.end();
  return {
    fileName: `Record of approval ${record.bookingId} v${record.version}.pdf`,
    content: await bytes,
  };
}
