// Tax the client pays to the government (issue 38, item 2): staff record a
// challan, the client is told what to pay, to whom, by when and how, and
// reports it paid with the bank's CIN; staff confirm, send back or cancel;
// reminders before the day, once each; the staff views find what is overdue.
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { countBookingViews } from "#app/admin/lists.server.ts";
import { findClientBooking } from "#app/bookings/booking-page.server.ts";
import {
  decideChallan,
  listBookingChallans,
  recordChallan,
  reportChallanPaid,
  sendDueChallanReminders,
} from "#app/challans/challans.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, challans, outbox } from "#app/db/schema.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

const admin = "admin-challan-test";
const CPIN = "26212100012345";

/** A day `days` after today in India, as ISO. */
const inDays = (days: number) =>
  new Date(Date.parse(`${getTodayInIndia()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** GSTR-3B for October 2026 of a trader in Odisha: CGST and SGST of ₹12,500 each, ₹370 interest on each. */
const october = (payBy = inDays(10)) => ({
  tax: "gst" as const,
  reference: CPIN,
  period: "October 2026",
  payBy,
  lines: [
    { head: "cgst", part: "tax" as const, paise: 1_250_000 },
    { head: "sgst", part: "tax" as const, paise: 1_250_000 },
    { head: "cgst", part: "interest" as const, paise: 37_000 },
    { head: "sgst", part: "interest" as const, paise: 37_000 },
  ],
});

const mailsTo = async (email: string) =>
  getDb().select({ subject: outbox.subject, body: outbox.text }).from(outbox).where(eq(outbox.to, email));

test("a challan is emailed with what to pay, to whom, by when and how; the client reports it paid; staff confirm", async () => {
  const { bookingId, email } = await insertBooking();
  const recorded = await recordChallan(bookingId, admin, october());
  expect(recorded).toMatchObject({ total: "₹25,740.00" });

  const [mail] = await mailsTo(email);
  expect(mail?.subject).toContain("Tax to pay by");
  expect(mail?.body).toContain("pay ₹25,740.00 to the government by");
  expect(mail?.body).toContain("Rupees Twenty Five Thousand Seven Hundred Forty Only");
  expect(mail?.body).toContain(`CPIN: ${CPIN}`);
  expect(mail?.body).toContain("it is not our fee");
  expect(mail?.body).toContain("Services, then Payments, then Challan History");

  // On the client's page: first on the card, then the challan with its heads.
  const page = await findClientBooking(bookingId, email);
  expect(page?.toDo[0]).toMatchObject({ kind: "tax", amount: "₹25,740.00", taxName: "GST" });
  expect(page?.challans[0]?.lines).toContainEqual({ head: "SGST / UTGST", part: "Interest", amount: "₹370.00" });

  const id = typeof recorded === "object" && recorded ? recorded.id : 0;
  // A CIN of another challan, or of the wrong shape, changes nothing.
  expect(await reportChallanPaid(bookingId, id, { cin: "26212100099999SBIN", paidOn: getTodayInIndia() })).toEqual({
    refused: `This CIN is for another challan: it should begin with this challan's CPIN, ${CPIN}.`,
    field: "cin",
  });
  expect(await reportChallanPaid(bookingId, id, { cin: "SBIN326112345678", paidOn: getTodayInIndia() })).toMatchObject({
    field: "cin",
  });
  expect((await listBookingChallans(bookingId))[0]?.status).toBe("to-pay");

  expect(await reportChallanPaid(bookingId, id, { cin: `${CPIN} sbin`, paidOn: getTodayInIndia() })).toHaveProperty(
    "reported",
  );
  const reported = (await listBookingChallans(bookingId))[0];
  expect(reported).toMatchObject({ status: "reported", cin: `${CPIN}SBIN` });
  expect((await findClientBooking(bookingId, email))?.toDo.map((task) => task.kind)).not.toContain("tax");
  // Reported twice: refused, nothing changes.
  expect(await reportChallanPaid(bookingId, id, { cin: `${CPIN}SBIN`, paidOn: getTodayInIndia() })).toEqual({
    refused: "This challan is already reported paid, being checked.",
  });
  // Another booking's challan is not found from this one.
  const other = await insertBooking();
  expect(await reportChallanPaid(other.bookingId, id, { cin: `${CPIN}SBIN`, paidOn: getTodayInIndia() })).toBeNull();

  expect(await decideChallan(bookingId, id, admin, { intent: "confirm" })).toEqual({
    done: `Confirmed paid: GST for October 2026: pay ₹25,740.00 to the government by ${(await listBookingChallans(bookingId))[0]?.payBy}.`,
  });
  const [paid] = await getDb().select().from(challans).where(eq(challans.id, id));
  expect(paid).toMatchObject({ status: "paid", decidedBy: admin, cin: `${CPIN}SBIN` });
  expect((await mailsTo(email)).map((row) => row.subject).join("\n")).toContain("Tax paid: GST for October 2026");
});

test("staff send a report back with a note, record a payment themselves, and cancel a challan made in error", async () => {
  const { bookingId, email } = await insertBooking();
  const first = await recordChallan(bookingId, admin, october());
  const id = typeof first === "object" && first ? first.id : 0;
  await reportChallanPaid(bookingId, id, { cin: `${CPIN}SBIN`, paidOn: getTodayInIndia() });
  expect(
    await decideChallan(bookingId, id, admin, { intent: "send-back", note: "The portal shows no payment." }),
  ).toEqual({ done: "Sent back to the client with your note." });
  const back = (await listBookingChallans(bookingId))[0];
  expect(back).toMatchObject({ status: "to-pay", cin: null, note: "The portal shows no payment." });
  expect((await mailsTo(email)).some((row) => row.body.includes("The portal shows no payment."))).toBe(true);

  // Told by phone: staff record it paid, but only with a CIN of this challan.
  expect(await decideChallan(bookingId, id, admin, { intent: "confirm", cin: "" })).toMatchObject({ field: "cin" });
  expect(
    await decideChallan(bookingId, id, admin, { intent: "confirm", cin: `${CPIN}HDFC`, paidOn: getTodayInIndia() }),
  ).toHaveProperty("done");
  expect(await decideChallan(bookingId, id, admin, { intent: "cancel" })).toEqual({
    refused: "This challan is paid: it cannot be cancelled.",
  });

  const second = await recordChallan(bookingId, admin, october());
  const secondId = typeof second === "object" && second ? second.id : 0;
  expect(await decideChallan(bookingId, secondId, admin, { intent: "cancel" })).toHaveProperty("done");
  expect((await mailsTo(email)).some((row) => row.body.includes("Please do not pay the challan"))).toBe(true);
  expect(await reportChallanPaid(bookingId, secondId, { cin: `${CPIN}SBIN`, paidOn: getTodayInIndia() })).toEqual({
    refused: "This challan is already cancelled.",
  });

  // A closed booking takes no new challan.
  await getDb().update(bookings).set({ status: "Closed" }).where(eq(bookings.bookingId, bookingId));
  expect(await recordChallan(bookingId, admin, october())).toBe("closed");
});

test("the client is reminded 3 days and 1 day before the day, once each, and not for a day already passed at recording", async () => {
  const { bookingId, email } = await insertBooking();
  const payBy = inDays(10);
  await recordChallan(bookingId, admin, october(payBy));
  const reminders = async () => (await mailsTo(email)).filter((row) => row.subject.includes("Reminder: tax to pay"));
  const dayBefore = (days: number) =>
    new Date(Date.parse(`${payBy}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

  await sendDueChallanReminders(dayBefore(4));
  expect(await reminders()).toHaveLength(0);
  await sendDueChallanReminders(dayBefore(3));
  await sendDueChallanReminders(dayBefore(3));
  expect(await reminders()).toHaveLength(1);
  await sendDueChallanReminders(dayBefore(1));
  expect(await reminders()).toHaveLength(2);
  await sendDueChallanReminders(payBy);
  expect(await reminders()).toHaveLength(2);

  // Recorded two days before its day: the 3-day reminder has passed; only the 1-day one goes.
  const late = await insertBooking();
  await recordChallan(late.bookingId, admin, october(inDays(2)));
  const [row] = await getDb().select().from(challans).where(eq(challans.bookingId, late.bookingId));
  expect(row?.remindersSent).toBe(1);
});

test("the staff views count bookings with tax overdue, and tax reported paid with the payments reported", async () => {
  const before = await countBookingViews(admin);
  const overdue = await insertBooking();
  await recordChallan(overdue.bookingId, admin, october(inDays(1)));
  // Its day passes unpaid.
  await getDb()
    .update(challans)
    .set({ payBy: inDays(-1) })
    .where(eq(challans.bookingId, overdue.bookingId));
  const reported = await insertBooking();
  const challan = await recordChallan(reported.bookingId, admin, october());
  const id = typeof challan === "object" && challan ? challan.id : 0;
  await reportChallanPaid(reported.bookingId, id, { cin: `${CPIN}SBIN`, paidOn: getTodayInIndia() });

  const after = await countBookingViews(admin);
  expect(after["tax-overdue"] - before["tax-overdue"]).toBe(1);
  // Reported paid: beside the invoices' reported payments, for staff to check.
  expect(after["payment-reported"] - before["payment-reported"]).toBe(1);
  const [late] = await listBookingChallans(overdue.bookingId);
  expect(late?.overdue).toBe(true);
  expect((await findClientBooking(overdue.bookingId, overdue.email))?.toDo[0]).toMatchObject({
    kind: "tax",
    overdue: true,
  });
});
