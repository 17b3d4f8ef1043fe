// The invoice PDF read back as text (pdf.js, as a reader's app would): what
// it says, in which words and figures, and that it flows onto a second page.
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "vitest";
import { renderInvoicePdf } from "#app/invoices/invoice-pdf.server.ts";
import type { InvoiceDocument, InvoiceLine } from "#app/invoices/invoice-types.ts";
import { renderQrPng, renderQrSvg } from "#app/invoices/upi-qr.server.ts";

const SUPPLIER_GSTIN = "21AAAAA0000A1ZE";
const UPI_LINK = "upi://pay?pa=easytax@okaxis&pn=EasyTax%20Filing&am=11800.00&cu=INR&tn=ETF%2F2026-27%2F0001";

function makeLine(description: string, unitPaise: number, intraState: boolean, quantity = 1): InvoiceLine {
  const taxablePaise = unitPaise * quantity;
  const halfTax = Math.round(taxablePaise * 0.09);
  const cgstPaise = intraState ? halfTax : 0;
  const igstPaise = intraState ? 0 : halfTax * 2;
  return {
    description,
    sac: "998231",
    quantity,
    unitPaise,
    taxablePaise,
    ratePercent: 18,
    cgstPaise,
    sgstPaise: cgstPaise,
    igstPaise,
    totalPaise: taxablePaise + 2 * cgstPaise + igstPaise,
  };
}

function makeInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const intraState = overrides.intraState ?? true;
  const lines = overrides.lines ?? [makeLine("GST registration for a proprietorship", 1_000_000, intraState)];
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals = {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
  const clientState = intraState ? { code: "21", name: "Odisha" } : { code: "27", name: "Maharashtra" };
  return {
    kind: "invoice",
    number: "ETF/2026-27/0001",
    issuedOn: "2026-11-25",
    bookingId: "BK-7Q4M2X",
    corrects: null,
    reason: "",
    supplier: {
      name: "EasyTax Filing",
      address: "Link Road, Cuttack, Odisha 753012, India",
      gstin: SUPPLIER_GSTIN,
      state: { code: "21", name: "Odisha" },
      email: "support@easytaxfiling.example",
      phone: "+91 98765 43210",
    },
    recipient: {
      name: "Ananya Traders",
      address: "12 MG Road\nBhubaneswar 751001",
      gstin: intraState ? "21BBBBB1111B1Z3" : "27CCCCC2222C1Z1",
      state: clientState,
      email: "accounts@ananya.example",
    },
    placeOfSupply: clientState,
    intraState,
    lines,
    totals,
    upi: { link: UPI_LINK, vpa: "easytax@okaxis", amountPaise: totals.totalPaise },
    paid: null,
    ...overrides,
  };
}

/** Each page's text, its pieces joined with single spaces. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: { text: string; images: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ");
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
    pages.push({ text, images });
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, text: pages.map((page) => page.text).join(" "), info: info as Record<string, unknown> };
}

test("an intra-state invoice shows both GSTINs, CGST and SGST, the totals in rupees and in words", async () => {
  const pdf = await readPdf(await renderInvoicePdf(makeInvoice()));

  expect(pdf.pages).toHaveLength(1);
  expect(pdf.text).toContain("Tax Invoice");
  expect(pdf.text).toContain("ETF/2026-27/0001");
  expect(pdf.text).toContain("25 Nov 2026");
  expect(pdf.text).toContain("BK-7Q4M2X");
  expect(pdf.text).toContain(SUPPLIER_GSTIN);
  expect(pdf.text).toContain("21BBBBB1111B1Z3");
  expect(pdf.text).toContain("Place of supply: Odisha (21)");
  expect(pdf.text).toContain("CGST");
  expect(pdf.text).toContain("SGST");
  expect(pdf.text).not.toContain("IGST");
  expect(pdf.text).toContain("₹10,000.00");
  expect(pdf.text).toContain("₹900.00");
  expect(pdf.text).toContain("₹11,800.00");
  expect(pdf.text).toContain("Amount in words: Rupees Eleven Thousand Eight Hundred Only");
  expect(pdf.text).toContain("Page 1 of 1");
  expect(pdf.info.Title).toBe("Tax Invoice ETF/2026-27/0001");
  expect(pdf.info.Author).toBe("EasyTax Filing");
});

test("an inter-state invoice charges IGST only, and an unregistered client is shown as such", async () => {
  const lines = [makeLine("Income tax return, business income", 5_000_000, false, 2)];
  const invoice = makeInvoice({ intraState: false, lines });
  invoice.recipient.gstin = null;
  const pdf = await readPdf(await renderInvoicePdf(invoice));

  expect(pdf.text).toContain("IGST");
  expect(pdf.text).not.toContain("CGST");
  expect(pdf.text).not.toContain("SGST");
  expect(pdf.text).toContain("GSTIN: Unregistered");
  expect(pdf.text).toContain("Place of supply: Maharashtra (27)");
  expect(pdf.text).toContain("₹1,00,000.00");
  expect(pdf.text).toContain("₹18,000.00");
  expect(pdf.text).toContain("₹1,18,000.00");
  expect(pdf.text).toContain("Rupees One Lakh Eighteen Thousand Only");
});

test("a credit note names the invoice it corrects and why", async () => {
  const invoice = makeInvoice({
    kind: "credit-note",
    number: "ETF/CN/2026-27/0001",
    issuedOn: "2026-12-02",
    corrects: { number: "ETF/2026-27/0001", issuedOn: "2026-11-25" },
    reason: "Service cancelled before work began",
    upi: null,
  });
  const pdf = await readPdf(await renderInvoicePdf(invoice));

  expect(pdf.text).toContain("Credit Note");
  expect(pdf.text).not.toContain("Tax Invoice");
  expect(pdf.text).toContain("ETF/CN/2026-27/0001");
  expect(pdf.text).toContain("Against invoice ETF/2026-27/0001 dated 25 Nov 2026");
  expect(pdf.text).toContain("Reason: Service cancelled before work began");
  expect(pdf.text).not.toContain("Pay by UPI");
  expect(pdf.info.Title).toBe("Credit Note ETF/CN/2026-27/0001");
});

test("forty lines flow onto a second page with the table header repeated", async () => {
  const lines = Array.from({ length: 40 }, (_, i) => makeLine(`GST return, month ${i + 1}`, 250_000, true));
  lines[0] = makeLine(
    "Monthly GST return filing (GSTR-1 and GSTR-3B), with reconciliation of the purchase register against GSTR-2B",
    250_000,
    true,
  );
  const pdf = await readPdf(await renderInvoicePdf(makeInvoice({ lines })));

  expect(pdf.pages).toHaveLength(2);
  const [first, second] = pdf.pages;
  expect(first?.text).toContain("Page 1 of 2");
  expect(second?.text).toContain("Page 2 of 2");
  for (const header of ["Description", "SAC", "Qty", "Rate", "Taxable", "CGST", "SGST", "Total"]) {
    expect(second?.text).toContain(header);
  }
  expect(second?.text).toContain("ETF/2026-27/0001 (continued)");
  expect(second?.text).toContain("GST return, month 40");
  // 40 × (₹2,500 + 18%): the totals sit after the last line.
  expect(second?.text).toContain("₹1,18,000.00");
});

test("an unpaid invoice carries the UPI QR code; a paid one a PAID stamp instead", async () => {
  const unpaid = await readPdf(await renderInvoicePdf(makeInvoice()));
  expect(unpaid.pages[0]?.images).toBe(1);
  expect(unpaid.text).toContain("Pay by UPI");
  expect(unpaid.text).toContain("easytax@okaxis");
  expect(unpaid.text).toContain("Amount: ₹11,800.00");
  expect(unpaid.text).toContain("Put the invoice number in the note if your app asks.");
  expect(unpaid.text).not.toContain("PAID");

  const paid = await readPdf(
    await renderInvoicePdf(makeInvoice({ paid: { on: "2026-11-28", reference: "UTR 432198765012" } })),
  );
  expect(paid.pages[0]?.images).toBe(0);
  expect(paid.text).not.toContain("Pay by UPI");
  expect(paid.text).toContain("PAID on 28 Nov 2026 · Ref UTR 432198765012");
});

test("the same invoice renders to the same bytes", async () => {
  const invoice = makeInvoice();
  const first = await renderInvoicePdf(invoice);
  const second = await renderInvoicePdf(invoice);
  expect(first.equals(second)).toBe(true);
});

test("the UPI QR code comes as a PNG and as a labelled SVG", async () => {
  const png = await renderQrPng(UPI_LINK);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(16)).toBe(400);

  const svg = await renderQrSvg(UPI_LINK);
  expect(svg).toContain("<svg");
  expect(svg).toContain('role="img"');
  expect(svg).toContain('aria-label="UPI QR code to pay this invoice"');
  expect(await renderQrSvg(UPI_LINK, 'Pay "ETF/2026-27/0001"')).toContain(
    'aria-label="Pay &quot;ETF/2026-27/0001&quot;"',
  );
});
