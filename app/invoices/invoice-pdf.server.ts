// An invoice or credit note as an A4 PDF (issue 23): one column, black on
// white, body text of 9pt or more, so it prints well and reads on a phone.
// The lines table flows onto more pages with its header repeated; the
// totals and the payment box are never split across pages.
import { createRequire } from "node:module";
import { buffer } from "node:stream/consumers";
import PDFDocument from "pdfkit";
import { formatDay } from "#app/format-date.ts";
import type { GstState, InvoiceDocument, InvoiceLine } from "#app/invoices/invoice-types.ts";
import { amountInWords, formatPaise } from "#app/invoices/money.ts";
import { renderQrPng } from "#app/invoices/upi-qr.server.ts";

// NOTE: Helvetica, pdfkit's built-in font, has no "₹". DejaVu Sans has.
// Resolved through node_modules at run time (under Vitest and from
// build/server alike): pdfkit and the font package stay external to the
// server bundle, so their files are where Node's resolution finds them.
const requireFromHere = createRequire(import.meta.url);
const REGULAR_FONT_PATH = requireFromHere.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD_FONT_PATH = requireFromHere.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
export const REGULAR = "DejaVuSans";
export const BOLD = "DejaVuSans-Bold";

export const MARGIN = 40;
/** Room under the content for the footer line. */
const FOOTER_SPACE = 24;
const BODY_SIZE = 9.5;
const TABLE_SIZE = 9;
const INK = "#000000";
const RULE = "#8c8c8c";
const SHADE = "#ececec";
const PAID = "#14532d";
/** The QR printed about 4.6 cm wide: easy for a phone camera, from paper or another screen. */
const QR_SIZE = 130;
/** The signature image's box: about 1.8 cm tall, as a pen signature. */
const SIGNATURE_HEIGHT = 50;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 4;
/** A description column narrower than this would wrap every word. */
const MIN_DESCRIPTION_WIDTH = 100;

export type Doc = InstanceType<typeof PDFDocument>;
type ColumnSpec = { header: string; align: "left" | "right"; cell: (line: InvoiceLine, n: number) => string };
type Column = ColumnSpec & { width: number };
export type TableColumn = Pick<Column, "align" | "width">;

/**
 * The invoice as a PDF file; the same invoice (and signature image) always
 * gives the same bytes. Each particular CGST Rule 46 asks of a tax invoice,
 * and Rule 53(1A) of a credit note, is cited where it is drawn.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  signatureImage: Buffer | null = null,
): Promise<Buffer> {
  const qrPng = invoice.upi && !invoice.paid ? await renderQrPng(invoice.upi.link) : null;
  const { doc, bytes } = openPdf({
    Title: `${titleOf(invoice)} ${invoice.number}`,
    Author: invoice.supplier.name,
    // The issue date, not the moment of rendering: the same invoice renders to the same bytes.
    CreationDate: new Date(`${invoice.issuedOn}T00:00:00+05:30`),
  });
  // A page printed on its own still says whose it is.
  doc.on("pageAdded", () => {
    doc.font(BOLD).fontSize(BODY_SIZE);
    write(doc, `${titleOf(invoice)} ${invoice.number} (continued)`);
    doc.moveDown(0.5);
  });

  drawLetterhead(doc, invoice);
  drawHeading(doc, invoice);
  drawRecipient(doc, invoice);
  drawLines(doc, invoice);
  drawTotals(doc, invoice);
  if (invoice.supplier.signatory) drawSignature(doc, invoice.supplier, invoice.supplier.signatory, signatureImage);
  if (invoice.paid) drawPaidStamp(doc, invoice.paid);
  else if (invoice.upi && qrPng) drawUpiBox(doc, invoice.upi, qrPng);
  drawFooters(doc, `This is a computer-generated ${invoice.kind === "credit-note" ? "credit note" : "invoice"}.`);

  doc.end();
  return bytes;
}

/**
 * An A4 document in our fonts, one column, footers left room for; its bytes
 * once `doc.end()` is called. The statement of account (app/clients) is drawn
 * with the same pieces as the invoice.
 */
export function openPdf(info: { Title: string; Author: string; CreationDate: Date }) {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    font: REGULAR_FONT_PATH,
    lang: "en-IN",
    displayTitle: true,
    info,
  });
  const bytes = buffer(doc);
  doc.registerFont(REGULAR, REGULAR_FONT_PATH);
  doc.registerFont(BOLD, BOLD_FONT_PATH);
  return { doc, bytes };
}

/** Rule 46(a), Rule 53(1A)(a): the supplier's name, address and GSTIN. */
function drawLetterhead(doc: Doc, { supplier }: InvoiceDocument) {
  const top = doc.y;
  drawLogo(doc, MARGIN, top, 36);
  doc.font(BOLD).fontSize(16).fillColor(INK);
  doc.text(supplier.name, MARGIN + 46, top + 18 - doc.currentLineHeight() / 2, { width: contentWidth(doc) - 46 });
  doc.y = Math.max(doc.y, top + 36) + 8;
  doc.font(REGULAR).fontSize(BODY_SIZE);
  if (supplier.address.trim()) write(doc, supplier.address.trim());
  field(doc, "GSTIN", supplier.gstin);
  field(doc, "State", stateOf(supplier.state));
  field(doc, "Email", supplier.email);
  field(doc, "Phone", supplier.phone);
  rule(doc);
}

/** app/components/logo.tsx, drawn from its 32×32 viewBox. */
export function drawLogo(doc: Doc, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 32);
  doc.roundedRect(0, 0, 32, 32, 8).fill("#2f55b8");
  doc.path("M9 22V10h10M9 16h8").lineWidth(3).lineCap("round").stroke("#ffffff");
  doc.circle(23, 21, 3).fill("#f2b84b");
  doc.restore();
}

/**
 * The nature of the document (Rule 53(1A)(b)), its serial number of at most
 * 16 characters unique for the financial year (Rule 46(b), 53(1A)(c)), its
 * date (Rule 46(c), 53(1A)(d)), whether tax is payable on reverse charge
 * (Rule 46(p)), and a credit note's invoice (Rule 53(1A)(g)).
 */
function drawHeading(doc: Doc, invoice: InvoiceDocument) {
  doc.font(BOLD).fontSize(18);
  write(doc, titleOf(invoice));
  doc.moveDown(0.2);
  field(doc, invoice.kind === "credit-note" ? "Credit note number" : "Invoice number", invoice.number);
  field(doc, "Date", formatDay(invoice.issuedOn));
  field(doc, "Booking ID", invoice.bookingId);
  // A chartered accountant's services are not among those whose tax the
  // recipient pays (CGST Act s.9(3), Notification 13/2017-Central Tax (Rate)): the firm pays it.
  field(doc, "Tax payable on reverse charge", "No");
  if (invoice.corrects) {
    write(doc, `Against invoice ${invoice.corrects.number} dated ${formatDay(invoice.corrects.issuedOn)}`);
  }
  if (invoice.kind === "credit-note" && invoice.reason) field(doc, "Reason", invoice.reason);
  doc.moveDown(0.8);
}

/**
 * Rule 46(d), (e), 53(1A)(e), (f): the recipient's name, address and GSTIN,
 * or "Unregistered" with the state's name and code; Rule 46(n): the place of
 * supply with its state's name. A service is delivered to the recipient at
 * this address, so there is no other address of delivery (Rule 46(o)).
 */
function drawRecipient(doc: Doc, { recipient, placeOfSupply }: InvoiceDocument) {
  doc.font(BOLD).fontSize(11);
  write(doc, "Billed to");
  doc.font(BOLD).fontSize(BODY_SIZE);
  write(doc, recipient.name);
  doc.font(REGULAR);
  if (recipient.address.trim()) write(doc, recipient.address.trim());
  field(doc, "GSTIN", recipient.gstin ?? "Unregistered");
  field(doc, "State", stateOf(recipient.state));
  field(doc, "Email", recipient.email);
  doc.moveDown(0.5);
  field(doc, "Place of supply", stateOf(placeOfSupply));
  doc.moveDown(0.8);
}

/**
 * Rule 46(g) to (m), 53(1A)(h): per line the SAC, the description, the
 * quantity, the taxable value (no discount is given), the rate and amount
 * of CGST and SGST or of IGST, and the line's total value.
 */
function drawLines(doc: Doc, invoice: InvoiceDocument) {
  const columns = tableColumns(doc, invoice);
  const header = columns.map((column) => column.header);
  const rows = invoice.lines.map((line, i) => columns.map((column) => column.cell(line, i + 1)));
  drawTable(doc, columns, header, rows);
}

/** A table that flows onto more pages, its header row repeated on each. */
export function drawTable(doc: Doc, columns: TableColumn[], header: string[], rows: string[][]) {
  const firstRowHeight = rows[0] ? rowHeight(doc, columns, rows[0], REGULAR) : 0;
  keepTogether(doc, rowHeight(doc, columns, header, BOLD) + firstRowHeight);
  drawRow(doc, columns, header, BOLD);
  for (const row of rows) {
    if (!fits(doc, rowHeight(doc, columns, row, REGULAR))) {
      doc.addPage();
      drawRow(doc, columns, header, BOLD);
    }
    drawRow(doc, columns, row, REGULAR);
  }
  doc.moveDown(0.8);
}

function tableColumns(doc: Doc, invoice: InvoiceDocument): Column[] {
  // One rate on every line (the usual 18%) goes in the header, keeping each line's figures on one text line.
  const rates = new Set(invoice.lines.map((line) => line.ratePercent));
  const oneRate = rates.size === 1 ? [...rates][0] : undefined;
  const tax = (name: string, share: number, amount: (line: InvoiceLine) => number): ColumnSpec =>
    oneRate === undefined
      ? { header: name, align: "right", cell: (line) => `${line.ratePercent * share}%\n${formatPaise(amount(line))}` }
      : { header: `${name} ${oneRate * share}%`, align: "right", cell: (line) => formatPaise(amount(line)) };
  const taxColumns = invoice.intraState
    ? [tax("CGST", 0.5, (line) => line.cgstPaise), tax("SGST", 0.5, (line) => line.sgstPaise)]
    : [tax("IGST", 1, (line) => line.igstPaise)];
  const counts: ColumnSpec[] = [
    { header: "#", align: "right", cell: (_line, n) => String(n) },
    { header: "SAC", align: "left", cell: (line) => line.sac },
    { header: "Qty", align: "right", cell: (line) => String(line.quantity) },
  ];
  const amounts: ColumnSpec[] = [
    { header: "Rate", align: "right", cell: (line) => formatPaise(line.unitPaise) },
    { header: "Taxable value", align: "right", cell: (line) => formatPaise(line.taxablePaise) },
    ...taxColumns,
    { header: "Total", align: "right", cell: (line) => formatPaise(line.totalPaise) },
  ];
  const sized = (columns: ColumnSpec[], scale = 1) =>
    columns.map((column) => ({ ...column, width: naturalWidth(doc, column, invoice.lines) * scale }));
  const sum = (columns: Column[]) => columns.reduce((total, column) => total + column.width, 0);
  const countColumns = sized(counts);
  // Amounts too wide for the page (crores on every line) narrow their
  // columns and wrap inside their cells rather than run off the page.
  const room = contentWidth(doc) - MIN_DESCRIPTION_WIDTH - sum(countColumns);
  const amountColumns = sized(amounts, Math.min(1, room / sum(sized(amounts))));
  const description: Column = {
    header: "Description",
    align: "left",
    width: contentWidth(doc) - sum(countColumns) - sum(amountColumns),
    cell: (line) => line.description,
  };
  return [...countColumns.slice(0, 1), description, ...countColumns.slice(1), ...amountColumns];
}

/** As wide as the widest figure in the column; a header may wrap at its spaces. */
function naturalWidth(doc: Doc, column: ColumnSpec, lines: InvoiceLine[]): number {
  doc.font(BOLD).fontSize(TABLE_SIZE);
  let widest = Math.max(...column.header.split(" ").map((word) => doc.widthOfString(word)));
  doc.font(REGULAR);
  lines.forEach((line, i) => {
    for (const part of column.cell(line, i + 1).split("\n")) widest = Math.max(widest, doc.widthOfString(part));
  });
  return Math.ceil(widest) + 2 * CELL_PAD_X + 1;
}

function rowHeight(doc: Doc, columns: TableColumn[], cells: string[], font: string): number {
  doc.font(font).fontSize(TABLE_SIZE);
  const heights = columns.map((column, i) =>
    doc.heightOfString(cells[i] ?? "", { width: column.width - 2 * CELL_PAD_X }),
  );
  return Math.max(...heights) + 2 * CELL_PAD_Y;
}

/** A row of the table; the header row (in bold) is shaded. */
function drawRow(doc: Doc, columns: TableColumn[], cells: string[], font: string) {
  const top = doc.y;
  const height = rowHeight(doc, columns, cells, font);
  if (font === BOLD) doc.rect(MARGIN, top, contentWidth(doc), height).fill(SHADE);
  doc.font(font).fontSize(TABLE_SIZE).fillColor(INK);
  let x = MARGIN;
  columns.forEach((column, i) => {
    const width = column.width - 2 * CELL_PAD_X;
    doc.text(cells[i] ?? "", x + CELL_PAD_X, top + CELL_PAD_Y, { width, align: column.align });
    x += column.width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + contentWidth(doc), top + height)
    .lineWidth(0.5)
    .stroke(RULE);
  doc.y = top + height;
}

function drawTotals(doc: Doc, { totals, intraState }: InvoiceDocument) {
  const rows: [string, number][] = intraState
    ? [
        ["Taxable value", totals.taxablePaise],
        ["CGST", totals.cgstPaise],
        ["SGST", totals.sgstPaise],
      ]
    : [
        ["Taxable value", totals.taxablePaise],
        ["IGST", totals.igstPaise],
      ];
  const words = `Amount in words: ${amountInWords(totals.totalPaise)}`;
  doc.font(BOLD).fontSize(BODY_SIZE);
  keepTogether(doc, (rows.length + 3) * 16 + doc.heightOfString(words, { width: contentWidth(doc) }));
  // Wide enough for crores in bold: ₹1,17,99,99,998.82 stays on one line.
  const width = Math.min(300, contentWidth(doc));
  const left = MARGIN + contentWidth(doc) - width;
  for (const [label, paise] of rows) totalRow(doc, left, width, [label, formatPaise(paise)], REGULAR, BODY_SIZE);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .lineWidth(1)
    .stroke(INK);
  doc.y += 6;
  totalRow(doc, left, width, ["Total", formatPaise(totals.totalPaise)], BOLD, 12);
  doc.moveDown(0.6);
  doc
    .font(BOLD)
    .fontSize(BODY_SIZE)
    .text("Amount in words: ", MARGIN, doc.y, {
      width: contentWidth(doc),
      continued: true,
    });
  doc.font(REGULAR).text(amountInWords(totals.totalPaise));
  doc.moveDown(1);
}

function totalRow(doc: Doc, left: number, width: number, [label, value]: [string, string], font: string, size: number) {
  const top = doc.y;
  doc.font(font).fontSize(size).fillColor(INK);
  const labelWidth = width * 0.4;
  doc.text(label, left, top, { width: labelWidth, lineBreak: false });
  doc.text(value, left + labelWidth, top, { width: width - labelWidth, align: "right", lineBreak: false });
  doc.y = top + doc.currentLineHeight(true) + 3;
}

/**
 * Rule 46(q), 53(1A)(i): the signature of the supplier's authorised
 * signatory, with their name and designation, "for" the firm. The image is
 * the one the firm configured (FIRM_SIGNATURE_IMAGE); without it the space
 * is left to sign by hand. docs/OPERATIONS.md says how a DSC is applied.
 */
function drawSignature(
  doc: Doc,
  supplier: InvoiceDocument["supplier"],
  signatory: NonNullable<InvoiceDocument["supplier"]["signatory"]>,
  image: Buffer | null,
) {
  const width = Math.min(220, contentWidth(doc));
  const left = MARGIN + contentWidth(doc) - width;
  doc.font(BOLD).fontSize(BODY_SIZE);
  keepTogether(doc, SIGNATURE_HEIGHT + 5 * doc.currentLineHeight(true) + 12);
  doc.fillColor(INK).text(`For ${supplier.name}`, left, doc.y, { width, align: "right" });
  const top = doc.y + 4;
  if (image) doc.image(image, left, top, { fit: [width, SIGNATURE_HEIGHT], align: "right", valign: "bottom" });
  doc.y = top + SIGNATURE_HEIGHT + 4;
  doc.text(signatory.name, left, doc.y, { width, align: "right" });
  doc.font(REGULAR).text(signatory.designation, left, doc.y, { width, align: "right" });
  doc.text("Authorised signatory", left, doc.y, { width, align: "right" });
  doc.x = MARGIN;
  doc.moveDown(1);
}

function drawUpiBox(doc: Doc, upi: NonNullable<InvoiceDocument["upi"]>, qrPng: Buffer) {
  const pad = 12;
  const textLeft = MARGIN + pad + QR_SIZE + 16;
  const textWidth = MARGIN + contentWidth(doc) - pad - textLeft;
  const advice =
    "Scan with any UPI app (BHIM, Google Pay, PhonePe, Paytm, your bank's app). Put the invoice number in the note if your app asks.";
  doc.font(BOLD).fontSize(13);
  const titleHeight = doc.currentLineHeight(true) + 6;
  const height = pad * 2 + titleHeight + QR_SIZE;
  keepTogether(doc, height);
  const top = doc.y;
  doc.rect(MARGIN, top, contentWidth(doc), height).lineWidth(1.5).stroke(INK);
  doc
    .font(BOLD)
    .fontSize(13)
    .fillColor(INK)
    .text("Pay by UPI", MARGIN + pad, top + pad, { width: contentWidth(doc) - 2 * pad });
  const qrTop = top + pad + titleHeight;
  // On a phone the code cannot be scanned from its own screen: a tap on it opens the UPI app instead.
  doc.image(qrPng, MARGIN + pad, qrTop, { width: QR_SIZE, height: QR_SIZE, link: upi.link });
  doc.y = qrTop + 8;
  doc.font(BOLD).fontSize(BODY_SIZE).text("UPI ID: ", textLeft, doc.y, { width: textWidth, continued: true });
  doc.font(REGULAR).text(upi.vpa);
  doc.moveDown(0.4);
  doc
    .font(BOLD)
    .fontSize(12)
    .text(`Amount: ${formatPaise(upi.amountPaise)}`, textLeft, doc.y, { width: textWidth });
  doc.moveDown(0.6);
  doc.font(REGULAR).fontSize(BODY_SIZE).text(advice, textLeft, doc.y, { width: textWidth });
  doc.x = MARGIN;
  doc.y = top + height + 12;
}

function drawPaidStamp(doc: Doc, paid: NonNullable<InvoiceDocument["paid"]>) {
  const text = `PAID on ${formatDay(paid.on)} · Ref ${paid.reference}`;
  doc.font(BOLD).fontSize(16);
  const width = contentWidth(doc);
  const height = doc.heightOfString(text, { width: width - 24 }) + 20;
  keepTogether(doc, height);
  const top = doc.y;
  doc.rect(MARGIN, top, width, height).lineWidth(2.5).stroke(PAID);
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor(PAID)
    .text(text, MARGIN + 12, top + 10, { width: width - 24, align: "center" });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = top + height + 12;
}

/** Each page's footer: what the document is, and the page's number of the whole. */
export function drawFooters(doc: Doc, footer: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // NOTE: text below the bottom margin makes pdfkit start a new page; lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    const width = contentWidth(doc);
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .stroke(RULE);
    doc.font(REGULAR).fontSize(9).fillColor(INK);
    doc.text(footer, MARGIN, y, { width: width / 2, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN + width / 2, y, {
      width: width / 2,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function write(doc: Doc, text: string) {
  doc.fillColor(INK).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
}

/** "Label: value", the label bold, in the body size. */
export function field(doc: Doc, label: string, value: string) {
  doc.font(BOLD).fontSize(BODY_SIZE).fillColor(INK);
  doc.text(`${label}: `, MARGIN, doc.y, { width: contentWidth(doc), continued: true });
  doc.font(REGULAR).text(value);
}

export function rule(doc: Doc) {
  doc.moveDown(0.6);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(1)
    .stroke(INK);
  doc.moveDown(0.8);
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function fits(doc: Doc, height: number): boolean {
  return doc.y + height <= doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit on this one. */
function keepTogether(doc: Doc, height: number) {
  if (!fits(doc, height)) doc.addPage();
}

function titleOf(invoice: InvoiceDocument): string {
  return invoice.kind === "credit-note" ? "Credit Note" : "Tax Invoice";
}

function stateOf(state: GstState): string {
  return `${state.name} (${state.code})`;
}
