// A client's statement of account as an A4 PDF (issue 37.1), drawn with the
// invoice's pieces (app/invoices/invoice-pdf.server.ts): the firm, the
// client, then every invoice, credit note and confirmed payment with the
// running balance.
import type { ClientRecord } from "#app/clients/clients.server.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import {
  BOLD,
  contentWidth,
  drawFooters,
  drawLogo,
  drawTable,
  field,
  MARGIN,
  openPdf,
  REGULAR,
  rule,
  write,
} from "#app/invoices/invoice-pdf.server.ts";

/** The statement as of today, for the firm named `firm`. */
export async function renderStatementPdf(
  client: ClientRecord,
  firm: string,
  today = getTodayInIndia(),
): Promise<Buffer> {
  const { doc, bytes } = openPdf({
    Title: `Statement of account: ${client.name}`,
    Author: firm,
    CreationDate: new Date(`${today}T00:00:00+05:30`),
  });
  const top = doc.y;
  drawLogo(doc, MARGIN, top, 36);
  doc.font(BOLD).fontSize(16);
  doc.text(firm, MARGIN + 46, top + 18 - doc.currentLineHeight() / 2, { width: contentWidth(doc) - 46 });
  doc.y = Math.max(doc.y, top + 36) + 8;
  rule(doc);
  doc.font(BOLD).fontSize(18);
  write(doc, "Statement of Account");
  doc.moveDown(0.2);
  field(doc, "Client", client.name);
  if (client.email) field(doc, "Email", client.email);
  if (client.pan) field(doc, "PAN", client.pan);
  for (const { gstin, state } of client.gstins) field(doc, "GSTIN", `${gstin} (${state})`);
  field(doc, "As on", formatDay(today));
  doc.moveDown(0.8);

  const width = contentWidth(doc);
  const money = 82;
  const date = 72;
  const columns = [
    { width: date, align: "left" as const },
    { width: width - date - 3 * money, align: "left" as const },
    { width: money, align: "right" as const },
    { width: money, align: "right" as const },
    { width: money, align: "right" as const },
  ];
  const { statement } = client;
  drawTable(
    doc,
    columns,
    ["Date", "Particulars", "Debit", "Credit", "Balance"],
    [
      ...statement.lines.map((line) => [line.date, line.description, line.debit, line.credit, line.balance]),
      ["", "Total", statement.debit, statement.credit, statement.balance],
    ],
  );
  doc.font(BOLD).fontSize(11);
  write(
    doc,
    statement.balancePaise > 0
      ? `Balance due to ${firm}: ${statement.balance}`
      : statement.balancePaise < 0
        ? `Balance in the client's favour: ${statement.balance.replace("-", "")}`
        : "Nothing is due.",
  );
  doc.font(REGULAR).fontSize(9);
  doc.moveDown(0.5);
  write(doc, "Payments appear once the firm has confirmed them against its bank statement.");
  drawFooters(doc, `Statement of account of ${client.name} as on ${formatDay(today)}.`);
  doc.end();
  return bytes;
}
