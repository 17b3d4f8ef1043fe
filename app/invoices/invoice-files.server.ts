// The files an invoice travels as: its PDF, and the QR code of its UPI
// request. Made when needed (a download, an email being sent), never stored:
// what the invoice says is in the database, fixed at issue.
import { create as contentDisposition } from "content-disposition";
import type { MailAttachmentRequest } from "#app/db/schema.ts";
import { getSignatureImage } from "#app/invoices/billing.server.ts";
import { renderInvoicePdf } from "#app/invoices/invoice-pdf.server.ts";
import { getInvoiceDocument } from "#app/invoices/invoices.server.ts";
import { renderQrPng } from "#app/invoices/upi-qr.server.ts";
import { UPI_QR_CID } from "#app/mail/mail.server.ts";

export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };

/** "Invoice ETF-2026-27-0001.pdf": the number without slashes, which no file name may hold. */
function getInvoiceFileName(invoice: { kind: string; number: string }): string {
  return `${invoice.kind === "credit-note" ? "Credit note" : "Invoice"} ${invoice.number.replaceAll("/", "-")}.pdf`;
}

/** An invoice's PDF, or null when there is no such invoice (in this booking, when given). */
export async function makeInvoicePdf(invoiceId: number, bookingId?: string) {
  const invoice = await getInvoiceDocument(invoiceId, bookingId);
  if (!invoice) return null;
  return { fileName: getInvoiceFileName(invoice), content: await renderInvoicePdf(invoice, getSignatureImage()) };
}

/** An invoice's PDF as a download (shown in the browser's viewer), never cached. */
export function pdfResponse(pdf: { fileName: string; content: Buffer }): Response {
  return new Response(new Uint8Array(pdf.content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(pdf.fileName, { type: "inline" }),
      "Content-Length": String(pdf.content.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The attachments a queued email asked for; one whose invoice is gone, or paid, is left out. */
export async function makeMailAttachments(requests: MailAttachmentRequest[] | null): Promise<MailAttachment[]> {
  const made: MailAttachment[] = [];
  for (const request of requests ?? []) {
    const invoice = await getInvoiceDocument(request.invoiceId);
    if (!invoice) continue;
    if (request.kind === "invoice-pdf") {
      made.push({
        filename: getInvoiceFileName(invoice),
        content: await renderInvoicePdf(invoice, getSignatureImage()),
        contentType: "application/pdf",
      });
    } else if (invoice.upi) {
      made.push({
        filename: "upi-qr.png",
        content: await renderQrPng(invoice.upi.link),
        contentType: "image/png",
        cid: UPI_QR_CID,
      });
    }
  }
  return made;
}
