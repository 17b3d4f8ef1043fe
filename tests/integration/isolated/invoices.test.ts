import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, expect, onTestFinished, test, vi } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookingItems, invoices, outbox, payments } from "#app/db/schema.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { getFinancialYear } from "#app/invoices/invoice-number.ts";
import { sendDueInvoiceReminders } from "#app/invoices/invoice-reminders.server.ts";
import { loadStaffBilling } from "#app/invoices/staff-billing.server.ts";
import type { Sender } from "#app/mail/delivery.server.ts";
import * as staffPage from "#app/routes/admin-booking.tsx";
import * as gstr1Offline from "#app/routes/admin-gstr1[.]zip.ts";
import * as adminPdf from "#app/routes/admin-invoice-pdf.ts";
import * as gstr1 from "#app/routes/admin-invoices[.]csv.ts";
import * as clientPage from "#app/routes/client-invoice.tsx";
import * as clientPdf from "#app/routes/client-invoice-pdf.ts";
import { insertBooking, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail } from "#tests/jobs.ts";
import { readPdfText } from "#tests/pdf-text.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";
import { unzip } from "#tests/zip.ts";

// The firm is in Odisha (21); a valid GSTIN (check digit computed by GSTN's algorithm).
vi.stubEnv("FIRM_NAME", "EasyTax Filing LLP");
vi.stubEnv("FIRM_ADDRESS", "Link Road, Cuttack, Odisha 753012");
vi.stubEnv("FIRM_GSTIN", "21AABCE1234F1ZH");
vi.stubEnv("FIRM_UPI_VPA", "easytax@okaxis");
vi.stubEnv("FIRM_SIGNATORY_NAME", TEST_FIRM.FIRM_SIGNATORY_NAME);
vi.stubEnv("FIRM_SIGNATORY_DESIGNATION", TEST_FIRM.FIRM_SIGNATORY_DESIGNATION);
vi.stubEnv("FIRM_SIGNATURE_IMAGE", TEST_FIRM.FIRM_SIGNATURE_IMAGE);

setupTestDatabase();

let adminCookie: string;
let clientCookie: string;
let clientEmail: string;
beforeAll(async () => {
  ({ adminCookie, clientCookie, clientEmail } = await signInAdminAndClient());
});

const fy = getFinancialYear(getTodayInIndia());
const said = (body: unknown) => JSON.stringify(body);

const staffPost = (bookingId: string, form: Record<string, string>, cookie = adminCookie) =>
  settle(callRoute(staffPage.action, `/admin-dashboard/${bookingId}`, { cookie, form, params: { bookingId } }));

/** The invoice form as the staff page sends it: every booked item ticked, with its amount if any. */
async function invoiceForm(bookingId: string, extra: Record<string, string> = {}, amounts: string[] = []) {
  const items = await getDb()
    .select({ id: bookingItems.id })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(bookingItems.id);
  const form: Record<string, string> = { intent: "invoice", clientName: "Asha Rao", ...extra };
  items.forEach((item, index) => {
    form[`lines[${index}].itemId`] = String(item.id);
    form[`lines[${index}].include`] = "on";
    if (amounts[index] !== undefined) form[`lines[${index}].amount`] = amounts[index];
  });
  return form;
}

/** A tax audit (SAC 998221), 'On Request': billed at the amount staff type. */
const insertTaxAudit = (bookingId: string) =>
  getDb().insert(bookingItems).values({
    bookingId,
    serviceId: "auditing-services",
    optionId: "tax_audits",
    title: "Auditing – Tax Audits",
    charge: null,
    quantity: 1,
  });

async function invoicesOf(bookingId: string) {
  return getDb().select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id);
}

/** Sends what waits in the outbox to a capturing sender; returns the messages. */
async function sendMail() {
  const sent: Parameters<Sender>[0][] = [];
  await deliverMail(async (message) => {
    sent.push(message);
  });
  return sent;
}

test("issue → PDF → reported payment → confirmed → one receipt; every figure is the server's", async () => {
  const { bookingId } = await insertBooking({ email: clientEmail });
  await sendMail();
  // A tampered amount for a fixed-price line is ignored: ₹500 as booked, 18% GST within Odisha.
  const issued = await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }, ["1"]));
  expect(issued.status).toBe(200);
  const [invoice] = await invoicesOf(bookingId);
  expect(invoice).toMatchObject({
    kind: "invoice",
    status: "unpaid",
    taxablePaise: 50_000,
    cgstPaise: 4_500,
    sgstPaise: 4_500,
    igstPaise: 0,
    totalPaise: 59_000,
  });
  expect(invoice?.number).toMatch(new RegExp(`^ETF/${fy}/\\d{4}$`));
  expect(said(issued.body)).toContain(`Issued invoice ${invoice?.number}`);

  // The invoice email carries the PDF, the QR code (inline) and the UPI link.
  const [mail, ...others] = await sendMail();
  expect(others).toEqual([]);
  expect(mail?.to).toBe(clientEmail);
  const subject = await subjectFor(bookingId);
  expect(mail?.subject).toBe(subject(`Invoice ${invoice?.number} for booking ${bookingId}`));
  // "Pay with a UPI app" leads to the invoice page (signing the client in): webmail strips upi:// links.
  expect(mail?.text).toMatch(/Pay ₹590\.00 with a UPI app: https?:\/\/\S+\/sign-in-link\?token=/);
  expect(mail?.html).toMatch(/<a href="https?:\/\/[^"]+\/sign-in-link\?token=[^"]+"[^>]*>Pay with a UPI app<\/a>/);
  expect(`${mail?.text}${mail?.html}`).not.toContain("upi://");
  expect(mail?.html).toContain('src="cid:upi-qr"');
  expect(mail?.attachments?.map((file) => [file.contentType, file.cid ?? ""])).toEqual([
    ["image/png", "upi-qr"],
    ["application/pdf", ""],
  ]);
  const mailedPdf = (await readPdfText(mail?.attachments?.[1]?.content ?? Buffer.alloc(0))).join(" ");
  expect(mailedPdf).toContain(invoice?.number);

  // The PDF, parsed back: number, both GSTINs (the client has none: unregistered), totals.
  const response = (await callRoute(adminPdf.loader, `/admin/invoices/${invoice?.id}/pdf`, {
    cookie: adminCookie,
    params: { invoiceId: String(invoice?.id) },
  })) as Response;
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const text = (await readPdfText(Buffer.from(await response.arrayBuffer()))).join(" ");
  expect(text).toContain(invoice?.number);
  expect(text).toContain("21AABCE1234F1ZH");
  expect(text).toContain("₹590.00");
  expect(text).toContain("₹45.00");
  expect(text).toContain("Rupees Five Hundred Ninety Only");

  // The invoice page's UPI link: payee, name, amount, the number as the note and as the reference (tr).
  const path = `/bookings/${bookingId}/invoices/${invoice?.id}`;
  const params = { bookingId, invoiceId: String(invoice?.id) };
  const unpaidPage = await settle(callRoute(clientPage.loader, path, { cookie: clientCookie, params }));
  const number = encodeURIComponent(invoice?.number ?? "");
  expect(said(unpaidPage.body)).toContain(
    `upi://pay?pa=easytax@okaxis&pn=EasyTax%20Filing%20LLP&am=590.00&tn=${number}&tr=${number}&cu=INR`,
  );

  // The client reports the UTR; the invoice waits to be checked; the firm is told.
  const badUtr = await settle(
    callRoute(clientPage.action, path, {
      cookie: clientCookie,
      params,
      form: { intent: "report-payment", invoiceId: String(invoice?.id), utr: "12345" },
    }),
  );
  expect(badUtr.status).toBe(400);
  expect(said(badUtr.body)).toContain("Please enter the 12-digit UPI reference (UTR)");
  const reported = await settle(
    callRoute(clientPage.action, path, {
      cookie: clientCookie,
      params,
      form: { intent: "report-payment", invoiceId: String(invoice?.id), utr: "4123 4567 8901" },
    }),
  );
  expect(reported.status).toBe(200);
  const page = await settle(callRoute(clientPage.loader, path, { cookie: clientCookie, params }));
  expect(said(page.body)).toContain("Payment reported, being checked");
  const [notice] = await sendMail();
  expect(notice?.subject).toBe(subject(`Payment reported for invoice ${invoice?.number}`));
  expect(notice?.text).toContain("412345678901");

  // Staff confirm it: paid, and one receipt with the paid invoice.
  const [payment] = await getDb()
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoice?.id ?? 0));
  expect(payment).toMatchObject({ method: "upi", reference: "412345678901", amountPaise: 59_000, status: "reported" });
  const confirmed = await staffPost(bookingId, { intent: "confirm-payment", paymentId: String(payment?.id) });
  expect(said(confirmed.body)).toContain("Payment confirmed.");
  const again = await staffPost(bookingId, { intent: "confirm-payment", paymentId: String(payment?.id) });
  expect(again.status).toBe(409);
  const [paid] = await invoicesOf(bookingId);
  expect(paid).toMatchObject({ status: "paid", paidOn: getTodayInIndia() });
  const receipts = await sendMail();
  expect(receipts.map((message) => message.subject)).toEqual([
    subject(`Receipt: payment received for invoice ${invoice?.number}`),
  ]);
  expect(receipts[0]?.attachments?.map((file) => file.contentType)).toEqual(["application/pdf"]);
  const paidPdf = (await readPdfText(receipts[0]?.attachments?.[0]?.content ?? Buffer.alloc(0))).join(" ");
  expect(paidPdf).toContain("PAID");
  const audited = await getDb()
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(sql`${auditEvents.target} like ${`${bookingId}:%`}`);
  expect(audited.map((event) => event.action)).toEqual(["invoice-issued", "payment-confirmed"]);
});

test("an 'On Request' service needs the agreed amount; a client's GSTIN in another state makes it IGST", async () => {
  const { bookingId } = await insertBooking({ email: clientEmail });
  await insertTaxAudit(bookingId);
  const unpriced = await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }));
  expect(unpriced.status).toBe(400);
  expect(said(unpriced.body)).toContain("Please enter the amount agreed for this service.");
  const wrongCheckDigit = await staffPost(
    bookingId,
    await invoiceForm(bookingId, { gstin: "07AAACR5055K1Z8" }, ["", "25,000"]),
  );
  expect(said(wrongCheckDigit.body)).toContain("This GSTIN's last character does not match the rest");
  const mismatch = await staffPost(
    bookingId,
    await invoiceForm(bookingId, { gstin: "07AAACR5055K1Z9", stateCode: "21" }, ["", "25,000"]),
  );
  expect(said(mismatch.body)).toContain("This GSTIN is registered in Delhi");
  expect(await invoicesOf(bookingId)).toEqual([]);

  const issued = await staffPost(bookingId, await invoiceForm(bookingId, { gstin: "07aaacr5055k1z9" }, ["", "25,000"]));
  expect(issued.status).toBe(200);
  const [invoice] = await invoicesOf(bookingId);
  expect(invoice).toMatchObject({
    recipientGstin: "07AAACR5055K1Z9",
    placeOfSupply: { code: "07", name: "Delhi" },
    taxablePaise: 2_550_000,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 459_000,
    totalPaise: 3_009_000,
  });
  expect(invoice?.lines.map((line) => line.sac)).toEqual(["998231", "998221"]);
});

test("a credit note cancels an invoice, numbered in its own series; an issued invoice never changes", async () => {
  const { bookingId } = await insertBooking({ email: clientEmail });
  await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "29" }));
  const [invoice] = await invoicesOf(bookingId);
  const credited = await staffPost(bookingId, {
    intent: "credit-note",
    invoiceId: String(invoice?.id),
    reason: "Billed to the wrong state",
  });
  expect(said(credited.body)).toContain(`Issued credit note CN/${fy}/`);
  const [original, note] = await invoicesOf(bookingId);
  expect(original?.status).toBe("credited");
  expect(note).toMatchObject({ kind: "credit-note", correctsId: original?.id, totalPaise: original?.totalPaise });
  const twice = await staffPost(bookingId, { intent: "credit-note", invoiceId: String(invoice?.id), reason: "Again" });
  expect(twice.status).toBe(409);
  // Cancelled, its service may be billed again, once.
  const rebilled = await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }));
  expect(rebilled.status).toBe(200);
  const sentTwice = await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }));
  expect(sentTwice.status).toBe(409);
  expect(said(sentTwice.body)).toContain("GST Filing – Monthly is billed on ETF/");
  expect(await invoicesOf(bookingId)).toHaveLength(3);

  // Not even the database lets an issued invoice change or go (drizzle wraps PostgreSQL's error as the cause).
  const refusal = (pattern: RegExp) => ({ cause: { message: expect.stringMatching(pattern) } });
  const id = invoice?.id ?? 0;
  await expect(getDb().update(invoices).set({ totalPaise: 1 }).where(eq(invoices.id, id))).rejects.toMatchObject(
    refusal(/cannot change/),
  );
  await expect(getDb().delete(invoices).where(eq(invoices.id, id))).rejects.toMatchObject(refusal(/cannot be deleted/));
});

test("50 invoices issued at once get 50 consecutive numbers", async () => {
  const bookingsMade: { bookingId: string }[] = [];
  for (let count = 0; count < 50; count++) bookingsMade.push(await insertBooking());
  const forms = await Promise.all(bookingsMade.map(({ bookingId }) => invoiceForm(bookingId, { stateCode: "21" })));
  const replies = await Promise.all(
    bookingsMade.map(({ bookingId }, index) => staffPost(bookingId, forms[index] ?? {})),
  );
  expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
  const rows = await getDb()
    .select({ sequence: invoices.sequence })
    .from(invoices)
    .where(and(eq(invoices.kind, "invoice"), eq(invoices.financialYear, fy)))
    .orderBy(invoices.sequence);
  const sequences = rows.map((row) => row.sequence);
  expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
  // Their 50 emails (a PDF each) are not what the later tests read.
  await getDb().update(outbox).set({ sentAt: new Date() }).where(isNull(outbox.sentAt));
});

test("only admins bill; a client sees only their own invoices", async () => {
  const { bookingId } = await insertBooking({ email: clientEmail });
  const refused = await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }), clientCookie);
  expect(refused.location).toMatch(/^\/login/);
  expect(await invoicesOf(bookingId)).toEqual([]);

  const someoneElse = await insertBooking();
  await staffPost(someoneElse.bookingId, await invoiceForm(someoneElse.bookingId, { stateCode: "21" }));
  const [theirs] = await invoicesOf(someoneElse.bookingId);
  const params = { bookingId: someoneElse.bookingId, invoiceId: String(theirs?.id) };
  const pdf = await settle(callRoute(clientPdf.loader, "/x", { cookie: clientCookie, params }));
  expect(pdf.status).toBe(404);
  // Through the client's own booking id, another booking's invoice is not found either.
  const own = await settle(
    callRoute(clientPdf.loader, "/x", { cookie: clientCookie, params: { bookingId, invoiceId: String(theirs?.id) } }),
  );
  expect(own.status).toBe(404);
  const page = await settle(callRoute(clientPage.loader, "/x", { cookie: "", params }));
  expect(page.location).toBe(`/bookings/${someoneElse.bookingId}`);
});

test("unpaid invoices are reminded after 7 and 14 days, once each, and not once paid", async () => {
  const { bookingId } = await insertBooking({ email: clientEmail });
  await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }));
  const [invoice] = await invoicesOf(bookingId);
  await sendMail();
  // An issued invoice never changes, its time of issue included: the sweep is asked about days ahead instead.
  const later = (days: number) => new Date(Date.now() + days * 86_400_000);
  const remindersSent = async (id: string) => (await invoicesOf(id))[0]?.remindersSent;
  const subject = await subjectFor(bookingId);
  const remindersMailed = async () =>
    (await sendMail()).filter((mail) => mail.subject === subject(`Reminder: invoice ${invoice?.number} is unpaid`));
  await sendDueInvoiceReminders(later(6));
  expect(await remindersSent(bookingId)).toBe(0);
  await sendDueInvoiceReminders(later(8));
  await sendDueInvoiceReminders(later(8));
  expect(await remindersSent(bookingId)).toBe(1);
  const mailed = await remindersMailed();
  expect(mailed).toHaveLength(1);
  expect(mailed[0]?.attachments?.map((file) => file.cid)).toEqual(["upi-qr"]);
  // Two processes sweeping at once send the second reminder once.
  await Promise.all([sendDueInvoiceReminders(later(15)), sendDueInvoiceReminders(later(15))]);
  expect(await remindersSent(bookingId)).toBe(2);
  expect(await remindersMailed()).toHaveLength(1);
  await sendDueInvoiceReminders(later(30));
  expect(await remindersSent(bookingId)).toBe(2);

  const other = await insertBooking({ email: clientEmail });
  await staffPost(other.bookingId, await invoiceForm(other.bookingId, { stateCode: "21" }));
  const [paid] = await invoicesOf(other.bookingId);
  const recorded = await staffPost(other.bookingId, {
    intent: "record-payment",
    invoiceId: String(paid?.id),
    method: "bank-transfer",
    reference: "NEFT N123456",
    amount: "590",
  });
  expect(said(recorded.body)).toContain("Payment recorded.");
  await sendDueInvoiceReminders(later(20));
  const [row] = await invoicesOf(other.bookingId);
  expect(row).toMatchObject({ status: "paid", remindersSent: 0 });
});

test("recording a payment: more than is owed, or a used UTR, is refused by name and changes nothing", async () => {
  const { bookingId } = await insertBooking({ email: clientEmail });
  await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }));
  const [invoice] = await invoicesOf(bookingId);
  const tooMuch = await staffPost(bookingId, {
    intent: "record-payment",
    invoiceId: String(invoice?.id),
    method: "cash",
    amount: "1,000",
  });
  expect(said(tooMuch.body)).toContain("This is more than the ₹590.00 still to be paid.");
  const badAmount = await staffPost(bookingId, {
    intent: "record-payment",
    invoiceId: String(invoice?.id),
    method: "cash",
    amount: "-5",
  });
  expect(said(badAmount.body)).toContain("Please enter the amount in rupees");
  const part = await staffPost(bookingId, {
    intent: "record-payment",
    invoiceId: String(invoice?.id),
    method: "upi",
    reference: "998877665544",
    amount: "90",
  });
  expect(part.status).toBe(200);
  const usedUtr = await staffPost(bookingId, {
    intent: "record-payment",
    invoiceId: String(invoice?.id),
    method: "upi",
    reference: "998877665544",
    amount: "10",
  });
  expect(said(usedUtr.body)).toContain("This UPI reference is already recorded against a payment.");
  const [row] = await invoicesOf(bookingId);
  expect(row?.status).toBe("unpaid");
  const rows = await getDb()
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoice?.id ?? 0));
  expect(rows.map((payment) => payment.amountPaise)).toEqual([9_000]);
});

test("one UTR reported for two invoices gets the same answer for both; staff see the clash and confirm it once", async () => {
  const made = [await insertBooking({ email: clientEmail }), await insertBooking({ email: clientEmail })];
  for (const { bookingId } of made) await staffPost(bookingId, await invoiceForm(bookingId, { stateCode: "21" }));
  const bills = await Promise.all(made.map(async ({ bookingId }) => (await invoicesOf(bookingId))[0]));
  const replies = await Promise.all(
    made.map(({ bookingId }, index) =>
      settle(
        callRoute(clientPage.action, "/x", {
          cookie: clientCookie,
          params: { bookingId, invoiceId: String(bills[index]?.id) },
          form: { intent: "report-payment", invoiceId: String(bills[index]?.id), utr: "777788889999" },
        }),
      ),
    ),
  );
  // Refusing the second would tell whoever sent it that the number is someone else's (issue 34.7).
  expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
  expect(said(replies[0]?.body)).toEqual(said(replies[1]?.body));
  const rows = await getDb().select().from(payments).where(eq(payments.reference, "777788889999")).orderBy(payments.id);
  expect(rows.map((row) => row.status)).toEqual(["reported", "reported"]);

  const [first, second] = made.map(({ bookingId }) => bookingId) as [string, string];
  const billing = await loadStaffBilling(first);
  const reported = billing.invoices[0]?.payments[0];
  expect(reported?.sameUtr).toEqual([`invoice ${bills[1]?.number} of booking ${second} (reported)`]);
  const confirm = (bookingId: string, paymentId: number) =>
    staffPost(bookingId, { intent: "confirm-payment", paymentId: String(paymentId) });
  // The two reports came at once: find each booking's own by its invoice.
  const paymentOf = (index: number) => rows.find((row) => row.invoiceId === bills[index]?.id)?.id ?? 0;
  expect((await confirm(first, paymentOf(0))).status).toBe(200);
  const twice = await confirm(second, paymentOf(1));
  expect(twice.status).toBe(409);
  expect(said(twice.body)).toContain("This UPI reference is already confirmed on another payment");
  const [after] = await invoicesOf(second);
  expect(after?.status).toBe("payment-reported");
});

test("the GSTR-1 export lists invoices and credit notes of the range with their tax", async () => {
  const { bookingId } = await insertBooking({ email: clientEmail });
  await staffPost(bookingId, await invoiceForm(bookingId, { gstin: "29AABCE1234F1Z1" }));
  const today = getTodayInIndia();
  const response = (await callRoute(gstr1.loader, `/admin-invoices.csv?from=${today}&to=${today}`, {
    cookie: adminCookie,
  })) as Response;
  const csv = await response.text();
  const [invoice] = await invoicesOf(bookingId);
  const line = csv.split("\n").find((row) => row.includes(invoice?.number ?? "?"));
  expect(line).toContain(
    `Invoice,${invoice?.number},${today},,,${bookingId},Asha Rao,29AABCE1234F1Z1,B2B,29-Karnataka,998231,18,500.00,0.00,0.00,90.00,590.00,Issued`,
  );
  expect(csv.split("\n")[0]).toContain("Client GSTIN");
  const bad = await settle(
    callRoute(gstr1.loader, "/admin-invoices.csv?from=2026-13-01&to=x", { cookie: adminCookie }),
  );
  expect(bad.location).toBe("/admin-invoices");
});

test("GSTR-1 for the offline tool: a month's sections, or its quarter's, one CSV each, audited", async () => {
  // Issued on days no other test issues on (the clock set back to them): April and May 2026.
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const issue = async (form: Record<string, string>, amount: string, day: string) => {
    vi.setSystemTime(new Date(`${day}T06:00:00Z`));
    const { bookingId } = await insertBooking({ email: clientEmail });
    if (amount) {
      // Billed alone: a tax audit (SAC 998221) at the amount agreed.
      await getDb().delete(bookingItems).where(eq(bookingItems.bookingId, bookingId));
      await insertTaxAudit(bookingId);
    }
    const extra = { clientAddress: "Plot 4, Baner Road, Pune 411045", ...form };
    expect((await staffPost(bookingId, await invoiceForm(bookingId, extra, [amount]))).status).toBe(200);
    const [invoice] = await invoicesOf(bookingId);
    return { bookingId, number: invoice?.number ?? "?", id: invoice?.id ?? 0 };
  };
  // Across states to an unregistered client: 1,00,000 + IGST 18,000 = 1,18,000, above ₹1 lakh.
  const large = await issue({ stateCode: "27" }, "1,00,000", "2026-05-06");
  // 80,000 + 14,400 = 94,400: not above.
  await issue({ stateCode: "27" }, "80,000", "2026-05-07");
  // A registered client in Karnataka (500 + IGST 90), and an unregistered one in Odisha (500 + CGST 45 + SGST 45).
  const registered = await issue({ gstin: "29AABCE1234F1Z1" }, "", "2026-04-08");
  await issue({ stateCode: "21" }, "", "2026-04-09");
  vi.setSystemTime(new Date("2026-05-20T06:00:00Z"));
  await staffPost(large.bookingId, { intent: "credit-note", invoiceId: String(large.id), reason: "Billed twice" });
  const [, note] = await invoicesOf(large.bookingId);
  vi.useRealTimers();

  const download = async (query: string) => {
    const response = (await callRoute(gstr1Offline.loader, `/admin-gstr1.zip?${query}`, {
      cookie: adminCookie,
    })) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    return (name: string) => (files.get(name)?.toString("utf8") ?? "").trimEnd().split("\n");
  };
  const may = await download("month=2026-05&span=month");
  expect(may("b2cl.csv")).toEqual([
    "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
    `${large.number},06-May-2026,118000.00,27-Maharashtra,,18,100000.00,0.00,`,
  ]);
  expect(may("cdnur.csv")).toEqual([
    "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
    `B2CL,${note?.number},20-May-2026,C,27-Maharashtra,118000.00,,18,100000.00,0.00`,
  ]);
  expect(may("b2cs.csv")).toEqual([
    "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
    "OE,27-Maharashtra,,18,80000.00,0.00,",
  ]);
  expect(may("b2b.csv")).toHaveLength(1);

  const quarter = await download("month=2026-05&span=quarter");
  expect(quarter("b2b.csv")[1]).toBe(
    `29AABCE1234F1Z1,Asha Rao,${registered.number},08-Apr-2026,590.00,29-Karnataka,N,,Regular B2B,,18,500.00,0.00`,
  );
  expect(quarter("b2cs.csv").slice(1)).toEqual([
    "OE,21-Odisha,,18,500.00,0.00,",
    "OE,27-Maharashtra,,18,80000.00,0.00,",
  ]);
  expect(quarter("hsn(b2c).csv").slice(1)).toEqual([
    // 94,400; the large invoice and its credit note cancel.
    "998221,,NA,0,94400.00,18,80000.00,14400.00,0.00,0.00,0.00",
    "998231,,NA,0,590.00,18,500.00,0.00,45.00,45.00,0.00",
  ]);
  expect(quarter("docs.csv")[1]).toMatch(
    /^Invoices for outward supply,ETF\/\d{4}-\d{2}\/\d{4},ETF\/\d{4}-\d{2}\/\d{4},4,0$/,
  );

  const audited = await getDb().select().from(auditEvents).where(eq(auditEvents.action, "csv-export"));
  expect(audited.map((event) => event.target)).toContain("/admin-gstr1.zip?month=2026-05&span=quarter");
  const bad = await settle(callRoute(gstr1Offline.loader, "/admin-gstr1.zip?month=2026-13", { cookie: adminCookie }));
  expect(bad.location).toBe("/admin-invoices");
});
