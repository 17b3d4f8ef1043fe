// Issue 36, item 5: an invoice issued the way staff issue one, read back
// from its PDF's text, carries every particular CGST Rule 46 (a) to (q)
// asks of a tax invoice, and its credit note every one Rule 53(1A) asks.
// The figures are worked by hand below, not taken from the code.
import { eq } from "drizzle-orm";
import { beforeAll, expect, test, vi } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, invoiceSequences, invoices, outbox } from "#app/db/schema.ts";
import { makeInvoicePdf } from "#app/invoices/invoice-files.server.ts";
import { issueCreditNote, issueInvoice } from "#app/invoices/invoice-issuing.server.ts";
import * as staffPage from "#app/routes/admin-booking.tsx";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { countPdfImages, readPdfLine } from "#tests/pdf-text.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { missingRule46Particulars, printedDay } from "#tests/rule-46.ts";
import { signInAsNewAdmin } from "#tests/sessions.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

vi.stubEnv("FIRM_NAME", "EasyTax Filing LLP");
vi.stubEnv("FIRM_ADDRESS", "Link Road, Cuttack, Odisha 753012");
vi.stubEnv("FIRM_GSTIN", "21AABCE1234F1ZH");
vi.stubEnv("FIRM_UPI_VPA", "easytax@okaxis");
vi.stubEnv("FIRM_SIGNATORY_NAME", "CA Rakesh Mohanty");
vi.stubEnv("FIRM_SIGNATORY_DESIGNATION", "Partner");
vi.stubEnv("FIRM_SIGNATURE_IMAGE", TEST_FIRM.FIRM_SIGNATURE_IMAGE);

setupTestDatabase();

let adminCookie: string;
beforeAll(async () => {
  ({ cookie: adminCookie } = await signInAsNewAdmin());
});

const ADMIN = { email: "staff@example.com" };

/** A booking of a tax audit, 'On Request', twice (two entities' audits): staff price it at ₹30,000 each. */
async function bookTwoAudits() {
  const { bookingId } = await insertBooking({ customerName: "Meera Iyer" });
  await getDb().delete(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const [item] = await getDb()
    .insert(bookingItems)
    .values({
      bookingId,
      serviceId: "auditing-services",
      optionId: "tax_audits",
      title: "Auditing – Tax Audits",
      charge: null,
      quantity: 2,
    })
    .returning({ id: bookingItems.id });
  return { bookingId, itemId: item?.id ?? 0 };
}

async function pdfText(invoiceId: number) {
  const pdf = await makeInvoicePdf(invoiceId);
  if (!pdf) throw new Error("no PDF");
  return { text: await readPdfLine(pdf.content), images: await countPdfImages(pdf.content) };
}

test("an unregistered client's invoice of ₹50,000 or more needs their address: refused with a message, nothing stored or sent", async () => {
  const { bookingId, itemId } = await bookTwoAudits();
  // Staff send the form without an address: the server works out ₹60,000 and refuses it beside the field.
  const form = {
    intent: "invoice",
    "lines[0].itemId": String(itemId),
    "lines[0].include": "on",
    "lines[0].amount": "30,000",
    clientName: "Meera Iyer",
    clientAddress: "  ",
    stateCode: "27",
  };
  const refused = await settle(
    callRoute(staffPage.action, `/admin-dashboard/${bookingId}`, { cookie: adminCookie, form, params: { bookingId } }),
  );
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain(
    JSON.stringify({
      clientAddress: [
        "Please enter the client's address: an invoice of ₹50,000 or more before GST to a client without a GSTIN must show it (CGST Rule 46(e)).",
      ],
    }),
  );
  expect(await getDb().select().from(invoices).where(eq(invoices.bookingId, bookingId))).toEqual([]);
  expect(await getDb().select().from(invoiceSequences)).toEqual([]);
  expect(await getDb().select().from(outbox)).toEqual([]);

  // Exactly ₹50,000 (₹25,000 × 2) is "fifty thousand rupees or more".
  const atThreshold = await issueInvoice({
    bookingId,
    admin: ADMIN,
    lines: [{ itemId, unitPaise: 25_000_00 }],
    recipient: { name: "Meera Iyer", address: "", gstin: null, stateCode: "27" },
  });
  expect(atThreshold).toEqual({ outcome: "address-needed" });

  // Below ₹50,000 of taxable value (₹24,999.99 × 2 = ₹49,999.98) the address stays optional (Rule 46(f)).
  const below = await issueInvoice({
    bookingId,
    admin: ADMIN,
    lines: [{ itemId, unitPaise: 24_999_99 }],
    recipient: { name: "Meera Iyer", address: "", gstin: null, stateCode: "27" },
  });
  expect(below.outcome).toBe("issued");
  // With a GSTIN, Rule 46(e) does not apply: cancel the first and bill ₹60,000 to a registered client.
  if (below.outcome !== "issued") return;
  await issueCreditNote({ bookingId, invoiceId: below.id, admin: ADMIN, reason: "Billed below the agreed fee" });
  const registered = await issueInvoice({
    bookingId,
    admin: ADMIN,
    lines: [{ itemId, unitPaise: 30_000_00 }],
    recipient: { name: "Iyer Exports", address: "", gstin: "27AAACR5055K1Z7", stateCode: null },
  });
  expect(registered.outcome).toBe("issued");
});

test("the invoice's PDF carries every particular of CGST Rule 46, and its credit note every one of Rule 53(1A)", async () => {
  const { bookingId, itemId } = await bookTwoAudits();
  const issued = await issueInvoice({
    bookingId,
    admin: ADMIN,
    lines: [{ itemId, unitPaise: 30_000_00 }],
    recipient: {
      name: "Meera Iyer",
      address: "14 Carter Road, Bandra West, Mumbai 400050",
      gstin: null,
      stateCode: "27",
    },
  });
  if (issued.outcome !== "issued") throw new Error(issued.outcome);
  const [row] = await getDb().select().from(invoices).where(eq(invoices.id, issued.id));
  const { text, images } = await pdfText(issued.id);

  // (b) the firm's series: ETF/{financial year}/{serial}.
  expect(issued.number).toMatch(/^ETF\/\d{4}-\d{2}\/\d{4}$/);
  expect(
    missingRule46Particulars(text, {
      supplier: { name: "EasyTax Filing LLP", address: "Link Road, Cuttack, Odisha 753012", gstin: "21AABCE1234F1ZH" },
      number: issued.number,
      issuedOn: row?.issuedOn ?? "",
      // (d), (e) unregistered, with a taxable value of ₹50,000 or more: the address too.
      recipient: {
        name: "Meera Iyer",
        address: "14 Carter Road, Bandra West, Mumbai 400050",
        gstin: null,
        state: "Maharashtra (27)",
      },
      // (n) inter-state: Odisha to Maharashtra, so IGST.
      placeOfSupply: "Maharashtra (27)",
      // (g) SAC 998221 (financial auditing), (h) the description, (i) the quantity: the line reads in this order.
      header: "# Description SAC Qty Rate Taxable value IGST 18% Total",
      // (k) taxable value 2 × ₹30,000 = ₹60,000 (no discount); (l) IGST at 18%; (m) 18% of ₹60,000 = ₹10,800;
      // (j) the total value ₹60,000 + ₹10,800 = ₹70,800.
      lines: ["1 Auditing – Tax Audits 998221 2 ₹30,000.00 ₹60,000.00 ₹10,800.00 ₹70,800.00"],
      totals: "Taxable value ₹60,000.00 IGST ₹10,800.00 Total ₹70,800.00",
      words: "Rupees Seventy Thousand Eight Hundred Only",
      // (q) the authorised signatory: the name and designation (the image counted below).
      signatory: { name: "CA Rakesh Mohanty", designation: "Partner" },
    }),
  ).toEqual([]);
  expect(text).not.toContain("CGST");
  // (o) the address of delivery is the recipient's: no second address.
  expect(images).toEqual([2]); // the signature and the UPI QR code
  expect(text).toContain("This is a computer-generated invoice.");

  // The credit note that cancels it (Rule 53(1A)).
  const credited = await issueCreditNote({ bookingId, invoiceId: issued.id, admin: ADMIN, reason: "Audit not needed" });
  if (credited.outcome !== "issued") throw new Error(credited.outcome);
  const [note] = await getDb().select().from(invoices).where(eq(invoices.number, credited.number));
  const creditNote = await pdfText(note?.id ?? 0);
  // (a) the supplier.
  expect(creditNote.text).toContain("EasyTax Filing LLP");
  expect(creditNote.text).toContain("GSTIN: 21AABCE1234F1ZH");
  // (b) the nature of the document, in its title and its footer.
  expect(creditNote.text).toContain("Credit Note");
  expect(creditNote.text).not.toContain("Tax Invoice");
  expect(creditNote.text).toContain("This is a computer-generated credit note.");
  expect(creditNote.text).not.toContain("computer-generated invoice");
  // (c) its own series' number of at most 16 characters, (d) its date.
  expect(credited.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
  expect(creditNote.text).toContain(`Credit note number: ${credited.number}`);
  expect(creditNote.text).toContain(`Date: ${printedDay(note?.issuedOn ?? "")}`);
  // (e), (f) the unregistered recipient: name, address, state and code.
  expect(creditNote.text).toContain("Billed to Meera Iyer 14 Carter Road, Bandra West, Mumbai 400050");
  expect(creditNote.text).toContain("State: Maharashtra (27)");
  // (g) the invoice it corrects: number and date.
  expect(creditNote.text).toContain(`Against invoice ${issued.number} dated ${printedDay(row?.issuedOn ?? "")}`);
  // (h) the taxable value, rate and tax credited.
  expect(creditNote.text).toContain("Taxable value ₹60,000.00 IGST ₹10,800.00 Total ₹70,800.00");
  expect(creditNote.text).toContain("IGST 18%");
  // (i) the authorised signatory's signature; no UPI request: nothing is owed on a credit note.
  expect(creditNote.text).toContain("For EasyTax Filing LLP CA Rakesh Mohanty Partner Authorised signatory");
  expect(creditNote.images).toEqual([1]);
});
