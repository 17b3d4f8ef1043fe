// Issue 36's "Done when": the whole engagement as a client lives it on a
// 360 px phone and the firm works it at 1280 px, on one booking. The client
// books a business return with photos of their PAN card and three PDFs; the
// firm asks for a loan statement and writes; the client sends it and their
// AIS and answers; the firm moves the stages, sends the ITR-V, invoices; the
// client opens the invoice (UPI), the firm records the payment (receipt) and
// closes the booking. At each step the "What to do now" card lists exactly
// what waits on the client and no checklist line of a document that was
// sent says "not received"; the invoice's PDF carries every particular of
// CGST Rule 46; the floating buttons keep clear of the booking and invoice
// pages at every scroll position; and the emails each side received are
// counted. Staff steps the story does not look at go as form posts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { getTodayInIndia } from "#app/format-date.ts";
import { readPdfLine } from "#tests/pdf-text.ts";
import { missingRule46Particulars, printedDay } from "#tests/rule-46.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";
import {
  expectFloatingButtonsClear,
  fillCart,
  getLink,
  mailSubjects,
  PDF,
  queryDatabase,
  readMail,
  signInAsAdmin,
  uniqueEmail,
} from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures", name));

/** The firm's inbox in the tests (the site's sample address: TEST_FIRM sets no FIRM_EMAIL). */
const FIRM_INBOX = "support@easytaxfiling.example";
const LOAN = "Loan statement from HDFC Bank for 2025-26";
const AIS = "AIS, TIS and Form 26AS";
const ITR_V = "ITR-V acknowledgement";
/** The link of a client's email, which opens a page whose button signs in (issue 34.7). */
const SIGN_IN_LINK = /http:\/\/\S+\/sign-in-link\?token=[^\s"<&]+(?:&[^\s"<&]+)*/;
/** What the booking's photos and PDFs tick (photos of the PAN card become one PDF, pan-card-front.pdf). */
const BOOKED_WITH = ["PAN card", "Aadhaar", "Turnover or gross receipts for the year", "Bank statements"];

type Task = { begins: string; names: string[] };
const upload = (...names: string[]): Task => ({
  begins: `Upload ${names.length} ${names.length === 1 ? "document" : "documents"}`,
  names,
});
const task = (begins: string): Task => ({ begins, names: [] });
/** A text to be matched as it is written, inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The "What to do now" card lists exactly these tasks, in this order, each naming what it names. */
async function expectToDo(page: Page, tasks: Task[]) {
  const card = page.getByRole("region", { name: "What to do now" });
  // One item a task; an upload's documents are a list inside its item.
  const items = card.locator("li:not(li li)");
  await expect(items).toHaveText(tasks.map((entry) => new RegExp(`^${literally(entry.begins)}`)));
  for (const [index, entry] of tasks.entries()) {
    for (const name of entry.names) await expect(items.nth(index)).toContainText(name);
  }
  await expect(card).not.toContainText("Nothing waits on you");
}

/** The card says nothing waits on the client, and what comes next. */
async function expectNothingToDo(page: Page, next: string) {
  const card = page.getByRole("region", { name: "What to do now" });
  await expect(card).toContainText("Nothing waits on you");
  await expect(card).toContainText(next);
  await expect(card.locator("li")).toHaveCount(0);
}

/**
 * The checklist's lines that say received are exactly those the client sent
 * a document for, and none of those says "not received": read from what a
 * screen reader hears after each line's name.
 */
async function expectReceivedLines(box: Locator, sent: string[]) {
  const lines = await box.evaluate((element) =>
    [...element.querySelectorAll("li > div > p:first-child")].flatMap((line) => {
      const said = line.querySelector(".sr-only")?.textContent ?? "";
      return said ? [{ name: line.firstChild?.textContent ?? "", received: said === ", received" }] : [];
    }),
  );
  expect(
    lines.filter((line) => !line.received && sent.includes(line.name)).map((line) => line.name),
    "lines that say 'not received' for a document sent",
  ).toEqual([]);
  expect(
    lines
      .filter((line) => line.received)
      .map((line) => line.name)
      .toSorted(),
    "the lines that say received",
  ).toEqual(sent.toSorted());
}

test("the engagement story: booked with photos, asked, sent, worked, delivered, invoiced, paid and closed, with the client's to-do right at each step", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const client = await browser.newPage({ viewport: PHONE });
  const firm = await browser.newContext({ viewport: DESKTOP });
  const staff = await firm.newPage();
  const admin = await signInAsAdmin(staff);
  const email = uniqueEmail("story");
  let bookingId = "";
  // Every email about the booking starts its subject with its reference (issue 36, item 10).
  let reference = "";
  const bookingPage = () => `/bookings/${bookingId}`;
  const staffPage = () => `/admin-dashboard/${bookingId}`;
  const clientNeeds = () => client.getByRole("region", { name: "What we need from you" });

  // What each side received, as it comes (each awaited before the next event: the digest would join two close ones).
  const clientMail: string[] = [];
  const firmMail: string[] = [];
  const mailed = async (toClient: string[], toFirm: string[] = []) => {
    const about = (subject: string) => `[${reference}] ${subject}`;
    clientMail.push(...toClient.map(about));
    firmMail.push(...toFirm.map(about));
    await expect.poll(() => mailSubjects(email), { timeout: 15_000 }).toEqual(clientMail);
    await expect.poll(() => mailSubjects(FIRM_INBOX, bookingId), { timeout: 15_000 }).toEqual(firmMail);
  };

  /** A staff form posted as a browser without JavaScript would: for the steps the story does not look at. */
  const staffPost = async (form: Record<string, string>, at = staffPage()) => {
    const response = await staff.request.post(at, { form });
    expect(response.status(), `${form.intent}: ${(await response.text()).slice(0, 300)}`).toBe(200);
  };
  const moveTo = async (stage: string, more: Record<string, string> = {}) => {
    const [booking] = await queryDatabase<{ version: number }>("select version from bookings where booking_id = $1", [
      bookingId,
    ]);
    await staffPost({ intent: "stage", stage, version: String(booking?.version), ...more });
  };

  // A month from today, as staff plan it: what the card promises when nothing waits.
  const due = new Date(`${getTodayInIndia()}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 30);
  const dueOn = due.toISOString().slice(0, 10);
  const expectFinishBy = `We expect to finish by ${printedDay(dueOn)}`;

  await test.step("the client books a business return on a phone, with photos of their PAN card and three PDFs", async () => {
    await fillCart(client, {
      service: "/income-tax-filing",
      option: "Business (ITR-3/4/5)",
      name: "Farhan Qureshi",
      phone: "+91 98200 31415",
      email,
    });
    await client.getByLabel("Documents (optional)").setInputFiles([
      // As a phone takes them: a JPEG stored sideways (EXIF orientation 6) and a HEIC.
      { name: "pan-card-front.jpg", mimeType: "image/jpeg", buffer: fixture("rotated.jpg") },
      { name: "pan-card-back.heic", mimeType: "image/heic", buffer: fixture("portrait.heic") },
      { name: "aadhaar.pdf", mimeType: "application/pdf", buffer: PDF("aadhaar") },
      { name: "bank-statement.pdf", mimeType: "application/pdf", buffer: PDF("bank statement") },
      { name: "turnover-2025-26.pdf", mimeType: "application/pdf", buffer: PDF("turnover") },
    ]);
    await client.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(client).toHaveURL("/booking-confirmation", { timeout: 30_000 });
    bookingId = (await client.getByLabel("Booking id").textContent())?.trim() ?? "";
    reference = (await client.getByLabel("Booking reference").textContent())?.trim() ?? "";
    expect(bookingId).toMatch(/^ETF-/);

    // The confirmation (the documents sent with the booking in it) to the client; the firm hears of the booking.
    await mailed([`Booking ${bookingId} received`], [`New booking ${bookingId}`]);
    const confirmation = await readMail(email, `Booking ${bookingId} received`);
    await client.goto(getLink(confirmation, SIGN_IN_LINK));
    await client.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(client).toHaveURL(bookingPage());
    await expectToDo(client, [upload(AIS)]);
    await expectReceivedLines(clientNeeds(), BOOKED_WITH);
    await expect(clientNeeds()).toContainText(/pan-card-front\.pdf \(.+\), received/);
    await expectFloatingButtonsClear(client, "the booking page at 360 px");
    // The same at 1280 px.
    await client.setViewportSize(DESKTOP);
    await expectToDo(client, [upload(AIS)]);
    await client.setViewportSize(PHONE);
  });

  await test.step("the firm sees what came, plans the work, asks for a loan statement and writes", async () => {
    await staff.goto(staffPage());
    await expectReceivedLines(staff.getByRole("region", { name: /^Checklist \(/ }), BOOKED_WITH);
    await staff.getByLabel("Owner").selectOption({ label: `Firm Admin (${admin.email})` });
    await staff.getByLabel("Due date").fill(dueOn);
    await staff.getByRole("button", { name: "Save owner and due date" }).click();
    await expect(staff.getByText("Saved.")).toBeVisible();
    await staff.getByLabel("Documents to ask for, one per line").fill(LOAN);
    await staff.getByRole("button", { name: "Ask the client" }).click();
    await expect(staff.getByText("Asked. The client is emailed the list of what is still needed.")).toBeVisible();
    await mailed([`Documents needed for booking ${bookingId}`]);
    await staff.getByLabel("Reply to the client").fill("Did you sell any shares or mutual funds this year?");
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expect(staff.getByText("Sent. The client is emailed a link to read it.")).toBeVisible();
    await mailed([`New message about booking ${bookingId}`]);

    await client.reload();
    await expectToDo(client, [upload(LOAN, AIS), task("Reply to our message")]);
  });

  await test.step("the client sends the loan statement, answers, and sends their AIS", async () => {
    const sendDocument = async (line: string, fileName: string) => {
      await client.getByLabel("This document is").selectOption({ label: line });
      await client
        .getByLabel("Choose files")
        .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF(fileName) });
      await client.getByRole("button", { name: "Upload" }).click();
      await expect(client.getByText("Files uploaded successfully!")).toBeVisible({ timeout: 20_000 });
    };
    await sendDocument(LOAN, "hdfc-loan-statement.pdf");
    await expectToDo(client, [upload(AIS), task("Reply to our message")]);
    await client.getByLabel("Your message").fill("No, none this year.");
    await client.getByRole("button", { name: "Send message" }).click();
    await expect(client.getByRole("list", { name: "Messages, oldest first" })).toContainText("No, none this year.");
    await expectToDo(client, [upload(AIS)]);
    await sendDocument(AIS, "ais-2025-26.pdf");
    await expectNothingToDo(client, expectFinishBy);
    await expectReceivedLines(clientNeeds(), [LOAN, AIS, ...BOOKED_WITH]);
    // One receipt for each round of uploads; the firm hears of both and of the answer.
    const received = `Documents received for booking ${bookingId}`;
    await mailed([received, received], [received, `Message from the client of booking ${bookingId}`, received]);
  });

  await test.step("the firm has everything and moves the stages", async () => {
    await staff.goto(staffPage());
    await expectReceivedLines(staff.getByRole("region", { name: /^Checklist \(/ }), [LOAN, AIS, ...BOOKED_WITH]);
    await staff.getByLabel("Stage", { exact: true }).selectOption("Documents received");
    await staff.getByRole("button", { name: "Move" }).click();
    await expect(staff.getByText("Moved to Documents received.")).toBeVisible();
    await mailed([`Booking ${bookingId}: Documents received`]);
    await moveTo("In preparation");
    await client.reload();
    await expectNothingToDo(client, expectFinishBy);
    await expectReceivedLines(clientNeeds(), [LOAN, AIS, ...BOOKED_WITH]);
  });

  await test.step("the firm files and sends the ITR-V", async () => {
    // The client approved the computation on a call: filed with staff's reason (issue 38, item 3).
    await moveTo("Filed / Submitted", { overrideReason: "The client approved the computation on a call." });
    await mailed([`Booking ${bookingId}: Filed / Submitted`]);
    const sent = await staff.request.post(staffPage(), {
      multipart: {
        label: ITR_V,
        file: { name: `${ITR_V}.pdf`, mimeType: "application/pdf", buffer: PDF("ITR-V") },
      },
    });
    expect(sent.status()).toBe(200);
    await mailed([`A document from us for booking ${bookingId}`]);
    await client.reload();
    await expectToDo(client, [task(`Download ${ITR_V}`)]);
  });

  let number = "";
  let invoiceId = 0;
  await test.step("the firm invoices the return: ₹1,500 and IGST to a client in Maharashtra", async () => {
    const [item] = await queryDatabase<{ id: number }>("select id from booking_items where booking_id = $1", [
      bookingId,
    ]);
    await staffPost({
      intent: "invoice",
      "lines[0].itemId": String(item?.id),
      "lines[0].include": "on",
      clientName: "Farhan Qureshi",
      clientAddress: "14 Carter Road, Bandra West, Mumbai 400050",
      stateCode: "27",
    });
    const [invoice] = await queryDatabase<{ id: number; number: string }>(
      "select id, number from invoices where booking_id = $1",
      [bookingId],
    );
    number = invoice?.number ?? "";
    invoiceId = invoice?.id ?? 0;
    await mailed([`Invoice ${number} for booking ${bookingId}`]);
    await client.reload();
    // ₹1,500 + 18% IGST (₹270) = ₹1,770, the most urgent first.
    await expectToDo(client, [task(`Pay ₹1,770.00`), task(`Download ${ITR_V}`)]);
    // On the phone the card's button opens the UPI app (issue 36, item 1): what is owed, `tr` the invoice's number.
    const cardUpi = client
      .getByRole("region", { name: "What to do now" })
      .getByRole("link", { name: "Pay with a UPI app ₹1,770.00" });
    await expect(cardUpi).toHaveAttribute("href", /^upi:\/\/pay\?pa=easytax@okaxis&/);
    await expect(cardUpi).toHaveAttribute("href", new RegExp(`[?&]tr=${literally(encodeURIComponent(number))}(&|$)`));
    await expectFloatingButtonsClear(client, "the booking page with an invoice at 360 px");
    await client.setViewportSize(DESKTOP);
    await expectToDo(client, [task(`Pay ₹1,770.00`), task(`Download ${ITR_V}`)]);
    await expectFloatingButtonsClear(client, "the booking page with an invoice at 1280 px");
    await client.setViewportSize(PHONE);
  });

  await test.step("the client opens the invoice: the UPI button first, then the QR code, then the UPI ID to copy", async () => {
    // From the invoice's email: webmail strips upi:// links, so 'Pay with a UPI app' leads to the invoice page.
    const mail = await readMail(email, `Invoice ${number} for booking ${bookingId}`);
    expect(mail).toContain("Pay with a UPI app");
    expect(mail).not.toContain("upi://");
    await client.goto(getLink(mail, SIGN_IN_LINK));
    await client.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(client).toHaveURL(`${bookingPage()}/invoices/${invoiceId}`);
    const pay = client.getByRole("region", { name: "Pay ₹1,770.00 by UPI" });
    const upiApp = pay.getByRole("link", { name: "Pay with UPI app" });
    await expect(upiApp).toHaveAttribute("href", /^upi:\/\/pay\?pa=easytax@okaxis&/);
    await expect(upiApp).toHaveAttribute("href", /[?&]am=1770\.00(&|$)/);
    await expect(upiApp).toHaveAttribute("href", new RegExp(`[?&]tr=${literally(encodeURIComponent(number))}(&|$)`));
    const qr = pay.getByRole("img", { name: "UPI QR code to pay ₹1,770.00" });
    const copy = pay.getByRole("button", { name: "Copy UPI ID" });
    const tops = await Promise.all([upiApp, qr, copy].map(async (part) => (await part.boundingBox())?.y ?? -1));
    expect(tops.every((top) => top >= 0)).toBe(true);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expectFloatingButtonsClear(client, "the invoice page at 360 px");
    await client.setViewportSize(DESKTOP);
    await expectFloatingButtonsClear(client, "the invoice page at 1280 px");
    await client.setViewportSize(PHONE);

    // The PDF the client downloads carries every particular of Rule 46, worked by hand.
    const href = (await client.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "";
    const pdf = await client.request.get(href);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const [issued] = await queryDatabase<{ issued_on: string }>(
      "select to_char(issued_on, 'YYYY-MM-DD') as issued_on from invoices where id = $1",
      [invoiceId],
    );
    const missing = missingRule46Particulars(await readPdfLine(await pdf.body()), {
      supplier: { name: TEST_FIRM.FIRM_NAME, address: TEST_FIRM.FIRM_ADDRESS, gstin: TEST_FIRM.FIRM_GSTIN },
      number,
      issuedOn: issued?.issued_on ?? "",
      recipient: {
        name: "Farhan Qureshi",
        address: "14 Carter Road, Bandra West, Mumbai 400050",
        gstin: null,
        state: "Maharashtra (27)",
      },
      // Odisha to Maharashtra: inter-state, so IGST at 18%; a business return is SAC 998231.
      placeOfSupply: "Maharashtra (27)",
      header: "# Description SAC Qty Rate Taxable value IGST 18% Total",
      lines: ["1 Income Tax Filing – Business (ITR-3/4/5) 998231 1 ₹1,500.00 ₹1,500.00 ₹270.00 ₹1,770.00"],
      totals: "Taxable value ₹1,500.00 IGST ₹270.00 Total ₹1,770.00",
      words: "Rupees One Thousand Seven Hundred Seventy Only",
      signatory: { name: TEST_FIRM.FIRM_SIGNATORY_NAME, designation: TEST_FIRM.FIRM_SIGNATORY_DESIGNATION },
    });
    expect(missing, "Rule 46 particulars missing from the invoice's PDF").toEqual([]);
  });

  await test.step("the client downloads the ITR-V", async () => {
    await client.goto(bookingPage());
    const box = client.getByRole("region", { name: "Documents from us" });
    const link = box.getByRole("link", { name: `Download ${ITR_V}.pdf` });
    // A box folded to its heading opens as a person opens it.
    if (!(await link.isVisible())) await box.locator("summary").click();
    const download = client.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe(`${ITR_V}.pdf`);
    await client.reload();
    await expectToDo(client, [task(`Pay ₹1,770.00`)]);
  });

  await test.step("the firm records the UPI payment: the client is sent a receipt", async () => {
    await staffPost({
      intent: "record-payment",
      invoiceId: String(invoiceId),
      method: "upi",
      reference: "412345678901",
      amount: "1,770",
    });
    await mailed([`Receipt: payment received for invoice ${number}`]);
    await client.reload();
    await expectNothingToDo(client, expectFinishBy);
  });

  await test.step("the firm closes the booking", async () => {
    await staffPost({ intent: "close", bookingId }, "/admin-dashboard");
    await mailed([`Work complete on booking ${bookingId}`]);
    await client.reload();
    await expectNothingToDo(client, "This work is complete");
    await expectReceivedLines(clientNeeds(), [LOAN, AIS, ...BOOKED_WITH]);
    await expect(clientNeeds()).not.toContainText("still needed");
    await client.setViewportSize(DESKTOP);
    await expectNothingToDo(client, "This work is complete");
  });

  // The emails of the whole story, for the note: one per event, since the test server sends
  // what a booking holds at once (BOOKING_DIGEST_SECONDS=0; the ten-minute digest is booking-digest.test.ts's).
  const toAdmin = mailSubjects(admin.email, bookingId);
  console.log(
    [
      `The engagement story took ${Math.round((Date.now() - started) / 1000)} s and mailed:`,
      `the client ${clientMail.length}: ${clientMail.join("; ")}`,
      `the firm's inbox ${firmMail.length}: ${firmMail.join("; ")}`,
      `the admin who worked it ${toAdmin.length}`,
    ].join("\n"),
  );
  expect([clientMail.length, firmMail.length, toAdmin.length]).toEqual([11, 4, 0]);
  await firm.close();
});
