// Issue 39: every email to a client in the language of their booking (or of
// their account), through a real SMTP server: a booking made in Hindi gets
// its confirmation and the documents it needs in Hindi, an Odia client's
// invoice is in Odia, a period's work for an Odia client asks in Odia; the
// button opens the booking's page in that language; the firm's own copies
// stay English. English emails are the other tests' (unchanged).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { addRequests } from "#app/bookings/requests.server.ts";
import { recordChallan } from "#app/challans/challans.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { clients, engagements } from "#app/db/schema.ts";
import { createOpenedPeriods } from "#app/engagements/periods.server.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { createSender } from "#app/mail/delivery.server.ts";
import { getFirmInbox } from "#app/site.server.ts";
import { confirmReminders, requestReminders, sendDueDateReminders } from "#app/tools/due-date-reminders.server.ts";
import { openConfirmation } from "#app/uploads/upload-mail.server.ts";
import { insertBooking, referenceOf } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { invoiceFirstItem } from "#tests/invoice-rows.ts";
import { deliverMail, sendDigests } from "#tests/jobs.ts";
import { readMail, startSmtpServer } from "#tests/smtp.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

// Invoices need the firm's billing details.
for (const [name, value] of Object.entries(TEST_FIRM)) vi.stubEnv(name, value);

setupTestDatabase();

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let send: ReturnType<typeof createSender>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  send = createSender({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await smtp?.close();
});

const admin = { id: "admin-languages-test", email: "admin@example.com" };

/** What reached `to` through SMTP so far, as its reader sees it. */
async function receivedBy(to: string) {
  await deliverMail(send);
  return smtp.messages.filter((message) => message.to.includes(to)).map((message) => readMail(message.raw));
}

/** The English a client's email in Hindi or Odia must not carry (the frame's and the booking emails' words). */
const ENGLISH = [/\bDear\b/, /\bPhone:/, /\bbooking page\b/, /\bPlease\b/, /\bIf the button\b/, /\bOpen your\b/];

test("a booking made in Hindi: its confirmation and the documents it needs in Hindi, its button to the Hindi page; the firm's copy in English", async () => {
  const { bookingId, email } = await insertBooking({ language: "hi" });
  const reference = await referenceOf(bookingId);
  await getDb().transaction((tx) =>
    openConfirmation(tx, { bookingId, received: [], refused: [], mailClient: true, uploadsFollow: false }),
  );
  expect(await addRequests(bookingId, admin.id, ["Form 16"], null)).toBe("added");
  await sendDigests();

  const mails = await receivedBy(email);
  expect(mails.map((mail) => mail.subject)).toEqual([
    `[${reference}] बुकिंग ${bookingId} मिल गई`,
    `[${reference}] बुकिंग ${bookingId} के लिए दस्तावेज़ चाहिए`,
  ]);
  const [confirmation, request] = mails;
  for (const mail of [confirmation, request]) {
    expect(mail?.text).toContain("प्रिय Asha Rao जी,");
    expect(mail?.text).toContain("फ़ोन: ");
    // The button signs the client in on the booking's page in Hindi.
    expect(mail?.text).toMatch(
      new RegExp(`अपनी बुकिंग खोलें: http\\S+/hi/sign-in-link\\?\\S*callbackURL=%2Fhi%2Fbookings%2F${bookingId}`),
    );
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain("अगर बटन काम न करे");
    for (const english of ENGLISH) {
      expect(mail?.text).not.toMatch(english);
      expect(mail?.html).not.toMatch(english);
    }
  }
  expect(confirmation?.text).toContain(`आपकी बुकिंग ID ${bookingId} है।`);
  expect(confirmation?.text).toContain(`आपकी बुकिंग का संदर्भ नंबर ${reference} है`);
  expect(confirmation?.text).toContain("कुल: ₹500।");
  expect(confirmation?.text).toContain("इस बुकिंग के साथ कोई दस्तावेज़ नहीं आया।");
  expect(confirmation?.text).toContain("GST फ़ाइलिंग – मासिक के लिए हमें क्या चाहिए:");
  // The checklist in Hindi (app/catalog/translations), here and in what is still needed.
  expect(confirmation?.text).toContain("- GSTIN और GST पोर्टल का लॉग इन\n");
  expect(request?.text).toContain("- GSTIN और GST पोर्टल का लॉग इन\n");
  expect(request?.text).not.toContain("GSTIN and GST portal access");
  expect(request?.text).toContain(`आपकी बुकिंग ${bookingId} का काम आगे बढ़ाने के लिए हमें नीचे लिखे दस्तावेज़ चाहिए।`);
  expect(request?.text).toMatch(/अभी चाहिए:\n(- .+\n)*- Form 16\n/);

  const [toFirm] = await receivedBy(getFirmInbox()).then((all) => all.filter((mail) => mail.text.includes(bookingId)));
  expect(toFirm?.subject).toBe(`[${reference}] New booking ${bookingId}`);
  expect(toFirm?.text).toContain("A new booking has arrived.");
  expect(toFirm?.html).toContain('<html lang="en">');
});

test("an Odia client's invoice is in Odia, with its QR code, its PDF and its button to the invoice's Odia page", async () => {
  const { bookingId, email } = await insertBooking({ language: "or" });
  const reference = await referenceOf(bookingId);
  const invoice = await invoiceFirstItem(bookingId, admin);

  const [mail] = await receivedBy(email);
  expect(mail?.subject).toBe(`[${reference}] ବୁକିଂ ${bookingId} ପାଇଁ ଇନଭଏସ ${invoice.number}`);
  expect(mail?.text).toContain("ନମସ୍କାର Asha Rao,");
  expect(mail?.text).toContain(`ଆପଣଙ୍କ ବୁକିଂ ${bookingId} ପାଇଁ ଆମର ଟିକସ ଇନଭଏସ ${invoice.number} ପଠାଉଛୁ। GST ସହିତ ମୋଟ ₹590.00।`);
  expect(mail?.text).toMatch(/ଯେକୌଣସି UPI ଆପରେ ₹590\.00 ପଇଠ କରନ୍ତୁ: http\S+\/or\/sign-in-link\?/);
  expect(mail?.text).toMatch(
    new RegExp(`ଇନଭଏସ ଖୋଲନ୍ତୁ: http\\S+callbackURL=%2For%2Fbookings%2F${bookingId}%2Finvoices%2F${invoice.id}`),
  );
  expect(mail?.html).toContain('<html lang="or">');
  expect(mail?.html).toContain('alt="₹590.00 ପଇଠ କରିବା ପାଇଁ UPI QR କୋଡ"');
  expect(mail?.html).toContain(">UPI ଆପରେ ପଇଠ କରନ୍ତୁ</a>");
  for (const english of ENGLISH) expect(mail?.text).not.toMatch(english);
  const raw = smtp.messages.find((message) => message.to.includes(email))?.raw ?? "";
  expect(raw).toContain("Content-Type: application/pdf");
  expect(raw).toContain("Content-ID: <upi-qr>");
});

test("a period's work for an Odia client asks for its documents in Odia, the month in Odia", async () => {
  const email = `odia-client-${randomUUID()}@example.com`;
  const [client] = await getDb()
    .insert(clients)
    .values({ name: "Sushree Das", email, phone: "9437012345", language: "or" })
    .returning({ id: clients.id });
  const [engagement] = await getDb()
    .insert(engagements)
    .values({ clientId: client?.id ?? 0, createdBy: admin.email, serviceId: "gst-monthly", startPeriod: "2026-10" })
    .returning({ id: engagements.id });
  expect(await createOpenedPeriods("2026-11-01", { only: [engagement?.id ?? 0] })).toBe(1);
  await sendDigests();

  const [mail] = await receivedBy(email);
  expect(mail?.subject).toMatch(/^\[ETF-[\d-]+\] .+, ଅକ୍ଟୋବର 2026 ପାଇଁ କାଗଜପତ୍ର ଦରକାର$/);
  expect(mail?.text).toContain("ନମସ୍କାର Sushree Das,");
  expect(mail?.text).toContain("6 ନଭେମ୍ବର 2026 ସୁଦ୍ଧା ଦରକାର।");
  expect(mail?.text).toMatch(/ଆପଣଙ୍କ ବୁକିଂ ଖୋଲନ୍ତୁ: http\S+callbackURL=%2For%2Fbookings%2F/);
});

test("a challan for a Hindi booking says what to pay, to whom, by when and how in Hindi", async () => {
  const { bookingId, email } = await insertBooking({ language: "hi" });
  const payBy = getTodayInIndia();
  await recordChallan(bookingId, admin.id, {
    tax: "income-tax",
    reference: "12345678901234",
    period: "AY 2027-28",
    payBy,
    lines: [{ head: "advance", part: "tax", paise: 1_500_000 }],
  });
  await sendDigests();

  const [mail] = await receivedBy(email);
  const day = formatDay(payBy, "hi");
  expect(mail?.subject).toBe(`[${await referenceOf(bookingId)}] ${day} तक जमा करने का टैक्स: AY 2027-28 का आयकर`);
  expect(mail?.text).toContain(`AY 2027-28 का आयकर: ₹15,000.00 सरकार को ${day} तक जमा करना है। यह टैक्स आप ख़ुद`);
  expect(mail?.text).toContain(
    "रकम: ₹15,000.00, जो आयकर विभाग को, e-Pay Tax सेवा के ज़रिए जमा करनी है। CRN: 12345678901234।",
  );
  expect(mail?.text).toContain("मद के हिसाब से: एडवांस टैक्स (100) टैक्स ₹15,000.00।");
  expect(mail?.text).toContain("- 1. www.incometax.gov.in पर अपने PAN और पासवर्ड से लॉग इन करें।");
  expect(mail?.text).toMatch(/रकम देखें और भुगतान की जानकारी दें: http\S+callbackURL=%2Fhi%2Fbookings%2F/);
  expect(mail?.text).not.toContain("Rupees");
});

test("due-date reminders of an Odia subscriber: the confirmation and each reminder in Odia, their links to the tool's page in Odia once it has one", async () => {
  const email = `odia-reminders-${randomUUID()}@example.com`;
  // The tool's page, mounted under /or, is where its links go.
  const tool = localizePath("/tools/due-dates", "or").replace(/\//g, "\\/");
  await requestReminders({ email, profile: "gst-monthly", language: "or" });
  const [confirmation] = await receivedBy(email);
  expect(confirmation?.subject).toBe("ଟିକସ ଶେଷ ତାରିଖର ରିମାଇଣ୍ଡର ନିଶ୍ଚିତ କରନ୍ତୁ");
  expect(confirmation?.text).toContain("ଏମାନଙ୍କ ପାଇଁ: GSTରେ ପଞ୍ଜୀକୃତ ବ୍ୟବସାୟ, ମାସିକ ରିଟର୍ଣ୍ଣ।");
  const token = confirmation?.text.match(
    new RegExp(`ମୋ ରିମାଇଣ୍ଡର ନିଶ୍ଚିତ କରନ୍ତୁ: http\\S+${tool}\\/confirm\\?token=([\\w-]{43})`),
  )?.[1];
  expect(await confirmReminders(token ?? "")).toMatchObject({ outcome: "confirmed" });

  // GSTR-1 for November 2026 is due on 11 December: reminded on the 8th.
  expect(await sendDueDateReminders(new Date("2026-12-08T09:30:00+05:30"))).toBeGreaterThan(0);
  const reminders = (await receivedBy(email)).slice(1);
  // What falls due, for whom and its late fee in Odia (app/catalog/due-date-text.ts); its source as the law cites it.
  expect(reminders.map((mail) => mail.subject)).toContain("11 ଡିସେମ୍ବର 2026 ଶେଷ ତାରିଖ: ନଭେମ୍ବର 2026ର GSTR-1");
  const [reminder] = reminders;
  expect(reminder?.text).toContain("(3 ଦିନ ପରେ)");
  expect(reminder?.text).toContain("କାହା ପାଇଁ: ପ୍ରତି ମାସରେ ରିଟର୍ଣ୍ଣ ଭରୁଥିବା ସାଧାରଣ GST କରଦାତା");
  expect(reminder?.text).toContain("ବିଳମ୍ବ ଶୁଳ୍କ: ଦିନକୁ ₹50 (ଶୂନ୍ୟ ରିଟର୍ଣ୍ଣରେ ₹20)");
  expect(reminder?.text).toContain("ଉତ୍ସ: CGST Act s.37(1)");
  expect(reminder?.text).not.toContain("GSTR-1 for November 2026");
  expect(reminder?.text).toMatch(new RegExp(`${tool}\\/unsubscribe\\?token=[\\w-]{43}`));
  expect(reminder?.text).toMatch(new RegExp(`ସମସ୍ତ ଶେଷ ତାରିଖ ଦେଖନ୍ତୁ: http\\S+${tool}\\n`));
});
