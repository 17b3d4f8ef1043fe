// Challans (issue 38, item 2; app/challans/challan.ts): staff record the tax
// a client must pay to the government for a booking's work; the client is
// emailed what to pay, to whom, by when and how, and reports it paid with
// the bank's CIN; staff confirm it (or record it paid themselves), send a
// report back with a note, or cancel a challan made in error. Every change
// locks the booking first (lockBooking), as every other change does.
import { and, desc, eq, sql } from "drizzle-orm";
import { type MailWords, queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import {
  CHALLAN_PARTS,
  CHALLAN_PORTALS,
  type ChallanLine,
  type ChallanTax,
  checkCin,
  getChallanTotal,
  getHeadName,
  HOW_TO_PAY,
  normaliseReference,
  TAX_NAMES,
} from "#app/challans/challan.ts";
import { type Executor, getDb, type Transaction } from "#app/db/client.server.ts";
import { bookings, type ChallanStatus, challans } from "#app/db/schema.ts";
import { daysBetween, formatDateTime, formatDay, getTodayInIndia, translateMonthNames } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";
import { amountInWords, formatPaise } from "#app/invoices/money.ts";
import type { WhatsAppNotice } from "#app/whatsapp/templates.ts";

/** Days before the pay-by date when a challan still to pay is reminded of. */
const CHALLAN_REMINDER_DAYS = [3, 1] as const;

const CHALLAN_STATUS_TEXTS: Record<ChallanStatus, string> = {
  "to-pay": "To pay",
  reported: "Reported paid, being checked",
  paid: "Paid",
  cancelled: "Cancelled",
};

type NewChallan = {
  tax: ChallanTax;
  reference: string;
  period: string;
  payBy: string;
  lines: ChallanLine[];
};

/** Where the challans of a booking page are: its box's heading. */
const challansAnchor = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}#challans-heading`;

/** What one challan says, in the words of the client's page and emails. */
function describeChallan(challan: { tax: ChallanTax; period: string; totalPaise: number; payBy: string }) {
  return `${TAX_NAMES[challan.tax]} for ${challan.period}: pay ${formatPaise(challan.totalPaise)} to the government by ${formatDay(challan.payBy)}`;
}

/** How many reminders a challan recorded today has already passed: none is sent for a day gone by. */
function remindersPassed(payBy: string, today: string): number {
  const daysLeft = daysBetween(today, payBy);
  return CHALLAN_REMINDER_DAYS.filter((days) => daysLeft <= days).length;
}

/** Records a challan and emails the client what to pay; null: no such booking. */
export async function recordChallan(
  bookingId: string,
  adminId: string,
  challan: NewChallan,
): Promise<{ id: number; total: string } | "closed" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return "closed";
    const totalPaise = getChallanTotal(challan.lines);
    const [row] = await tx
      .insert(challans)
      .values({
        bookingId,
        ...challan,
        reference: normaliseReference(challan.reference),
        totalPaise,
        createdBy: adminId,
        remindersSent: remindersPassed(challan.payBy, getTodayInIndia()),
      })
      .returning({ id: challans.id });
    if (!row) throw new Error("a challan was not stored");
    await queueClientEmail(tx, booking, (words) => {
      const { t } = words;
      const said = sayChallan({ ...challan, totalPaise }, words);
      return {
        subject: t("challan.recordedSubject", { day: said.payBy, tax: said.tax, period: challan.period }),
        paragraphs: [
          t("challan.notOurFee", { describe: said.describe }),
          ...explainPayment({ ...challan, totalPaise }, words),
        ],
        list: getPaymentSteps(challan.tax, t),
        actionPath: challansAnchor(bookingId),
        actionLabel: t("challan.seeAmounts"),
        digest: true,
        whatsapp: taxToPay({ ...challan, totalPaise }, said),
      };
    });
    return { id: row.id, total: formatPaise(totalPaise) };
  });
}

/** The lines of an email that say what the challan is, for whom and by which reference. */
function explainPayment(
  challan: { tax: ChallanTax; reference: string; totalPaise: number; lines: ChallanLine[] },
  { t, language }: MailWords,
) {
  const { reference } = CHALLAN_PORTALS[challan.tax];
  const lines = challan.lines.map((line) =>
    t("challan.headLine", {
      head: sayHead(challan.tax, line.head, t),
      part: t(`challan.parts.${line.part}`),
      amount: formatPaise(line.paise),
    }),
  );
  return [
    t("challan.amount", {
      amount: formatPaise(challan.totalPaise),
      // In words as the English invoice writes them: said in English only.
      words: language === "en" ? ` (${amountInWords(challan.totalPaise)})` : "",
      payee: t(`challan.payees.${challan.tax}`, { service: "e-Pay Tax" }),
      referenceName: reference,
      reference: challan.reference,
    }),
    t("challan.byHead", { lines: lines.join("; ") }),
  ];
}

/** The heads whose names are words (the others are GST's abbreviations), by their key in the "mail" messages. */
const WORDED_HEADS: Record<string, "compensationCess" | "advance" | "selfAssessment"> = {
  cess: "compensationCess",
  advance: "advance",
  "self-assessment": "selfAssessment",
};

/** getHeadName in the email's language. */
function sayHead(tax: ChallanTax, head: string, t: MailWords["t"]): string {
  const key = WORDED_HEADS[head];
  return key ? t(`challan.heads.${key}`) : getHeadName(tax, head);
}

/** Where each tax is paid, and the portal's menus to its challan, as the portal writes them. */
const PORTAL_WAYS: Record<ChallanTax, { site: string; menu: readonly string[] }> = {
  gst: { site: "www.gst.gov.in", menu: ["Services", "Payments", "Challan History"] },
  "income-tax": { site: "www.incometax.gov.in", menu: ["e-File", "e-Pay Tax", "Generated Challans"] },
};

/** HOW_TO_PAY in the email's language, numbered (in English, its very words). */
function getPaymentSteps(tax: ChallanTax, t: MailWords["t"]): string[] {
  const { site, menu } = PORTAL_WAYS[tax];
  const said = { site, menu: menu.join(t("challan.menuThen")) };
  return (["s1", "s2", "s3", "s4"] as const).map((step, index) =>
    t("challan.step", { number: index + 1, step: t(`challan.howToPay.${tax}.${step}`, said) }),
  );
}

/** describeChallan in the email's language, with the tax's name and the pay-by day it says. */
function sayChallan(challan: { tax: ChallanTax; period: string; totalPaise: number; payBy: string }, words: MailWords) {
  const { t, language } = words;
  const tax = t(`challan.taxes.${challan.tax}`);
  const payBy = formatDay(challan.payBy, language);
  const amount = formatPaise(challan.totalPaise);
  return { tax, payBy, describe: t("challan.describe", { tax, period: challan.period, amount, day: payBy }) };
}

/** The "tax to pay by a date" WhatsApp notice of a challan (issue 40.2), in the words of its email. */
function taxToPay(
  challan: { period: string; totalPaise: number },
  said: { tax: string; payBy: string },
): WhatsAppNotice {
  return {
    template: "tax_to_pay",
    values: { tax: said.tax, amount: formatPaise(challan.totalPaise), period: challan.period, pay_by: said.payBy },
  };
}

const partName = (part: ChallanLine["part"]) => CHALLAN_PARTS.find((entry) => entry.id === part)?.name ?? part;

/** A booking's challans, newest first, as both its pages show them. */
export async function listBookingChallans(bookingId: string, language: Language = "en", db: Executor = getDb()) {
  const rows = await db.select().from(challans).where(eq(challans.bookingId, bookingId)).orderBy(desc(challans.id));
  const today = getTodayInIndia();
  return rows.map((row) => presentChallan(row, today, language));
}

/**
 * One challan as the pages show it (the client's dashboard reads its rows through the booking's relations).
 * Dates and the period's month names are in `language`; the client's box says the rest in its words (by `tax`).
 */
export function presentChallan(
  row: typeof challans.$inferSelect,
  today = getTodayInIndia(),
  language: Language = "en",
) {
  return {
    id: row.id,
    tax: row.tax,
    taxName: TAX_NAMES[row.tax],
    referenceName: CHALLAN_PORTALS[row.tax].reference,
    payee: CHALLAN_PORTALS[row.tax].payee,
    reference: row.reference,
    period: translateMonthNames(row.period, language),
    lines: row.lines.map((line) => ({
      head: getHeadName(row.tax, line.head),
      part: partName(line.part),
      amount: formatPaise(line.paise),
    })),
    total: formatPaise(row.totalPaise),
    totalInWords: amountInWords(row.totalPaise),
    payBy: formatDay(row.payBy, language),
    overdue: row.status === "to-pay" && row.payBy < today,
    status: row.status,
    statusText: CHALLAN_STATUS_TEXTS[row.status],
    cin: row.cin,
    paidOn: row.paidOn ? formatDay(row.paidOn, language) : null,
    reportedAt: row.reportedAt ? formatDateTime(row.reportedAt, language) : null,
    note: row.note,
    howToPay: HOW_TO_PAY[row.tax],
  };
}

export type BookingChallan = ReturnType<typeof presentChallan>;

async function lockChallan(tx: Transaction, bookingId: string, challanId: number) {
  const [row] = await tx
    .select()
    .from(challans)
    .where(and(eq(challans.id, challanId), eq(challans.bookingId, bookingId)))
    .for("update");
  return row ?? null;
}

type Refusal = { refused: string; field?: "cin" };

/**
 * The client says a challan is paid, with the bank's CIN and the day: it
 * waits for staff to check it on the portal. Only a challan still to pay
 * (or sent back) can be reported; the booking must be the client's (the
 * route has checked).
 */
export async function reportChallanPaid(
  bookingId: string,
  challanId: number,
  payment: { cin: string; paidOn: string },
): Promise<{ reported: string } | Refusal | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const challan = booking ? await lockChallan(tx, bookingId, challanId) : null;
    if (!booking || !challan) return null;
    if (challan.status !== "to-pay") {
      return { refused: `This challan is already ${CHALLAN_STATUS_TEXTS[challan.status].toLowerCase()}.` };
    }
    const wrong = checkCin(payment.cin, challan.tax, challan.reference);
    if (wrong) return { refused: wrong, field: "cin" };
    await tx
      .update(challans)
      .set({
        status: "reported",
        cin: normaliseReference(payment.cin),
        paidOn: payment.paidOn,
        reportedAt: sql`now()`,
        note: "",
      })
      .where(eq(challans.id, challanId));
    return { reported: describeChallan(challan) };
  });
}

/**
 * Staff decide on a challan: confirm a report (or record it paid with the
 * CIN they have), send a report back with a note for the client, or cancel
 * a challan still unpaid. The client is emailed what changed.
 */
export async function decideChallan(
  bookingId: string,
  challanId: number,
  adminId: string,
  decision:
    | { intent: "confirm"; cin?: string; paidOn?: string }
    | { intent: "send-back"; note: string }
    | { intent: "cancel" },
): Promise<{ done: string } | Refusal | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const challan = booking ? await lockChallan(tx, bookingId, challanId) : null;
    if (!booking || !challan) return null;
    const decided = { decidedBy: adminId, decidedAt: sql`now()` };
    const what = describeChallan(challan);
    if (decision.intent === "confirm") {
      if (challan.status === "paid") return { refused: "This challan is already confirmed paid." };
      if (challan.status === "cancelled") return { refused: "This challan is cancelled." };
      // A report carries its CIN; recording a payment the client told of by phone needs one.
      const cin = challan.status === "reported" ? challan.cin : (decision.cin ?? "");
      const wrong = checkCin(cin ?? "", challan.tax, challan.reference);
      if (wrong) return { refused: wrong, field: "cin" };
      await tx
        .update(challans)
        .set({
          status: "paid",
          cin: normaliseReference(cin ?? ""),
          paidOn: challan.paidOn ?? decision.paidOn ?? getTodayInIndia(),
          ...decided,
        })
        .where(eq(challans.id, challanId));
      await queueClientEmail(tx, booking, ({ t }) => {
        const tax = t(`challan.taxes.${challan.tax}`);
        return {
          subject: t("challan.paidSubject", { tax, period: challan.period }),
          paragraphs: [
            t("challan.paid", {
              tax,
              amount: formatPaise(challan.totalPaise),
              period: challan.period,
              cin: normaliseReference(cin ?? ""),
            }),
          ],
          actionPath: challansAnchor(bookingId),
          digest: true,
        };
      });
      return { done: `Confirmed paid: ${what}.` };
    }
    if (decision.intent === "send-back") {
      if (challan.status !== "reported") return { refused: "Only a challan reported paid can be sent back." };
      await tx
        .update(challans)
        .set({ status: "to-pay", cin: null, paidOn: null, reportedAt: null, note: decision.note, ...decided })
        .where(eq(challans.id, challanId));
      await queueClientEmail(tx, booking, ({ t, language }) => {
        const tax = t(`challan.taxes.${challan.tax}`);
        return {
          subject: t("challan.sentBackSubject", { tax, period: challan.period }),
          paragraphs: [
            t("challan.sentBack", { tax, period: challan.period, note: decision.note }),
            t("challan.stillToPay", { day: formatDay(challan.payBy, language) }),
          ],
          actionPath: challansAnchor(bookingId),
          actionLabel: t("challan.seeChallan"),
          digest: true,
        };
      });
      return { done: "Sent back to the client with your note." };
    }
    if (challan.status === "paid" || challan.status === "cancelled") {
      return {
        refused: `This challan is ${CHALLAN_STATUS_TEXTS[challan.status].toLowerCase()}: it cannot be cancelled.`,
      };
    }
    await tx
      .update(challans)
      .set({ status: "cancelled", ...decided })
      .where(eq(challans.id, challanId));
    await queueClientEmail(tx, booking, ({ t }) => {
      const tax = t(`challan.taxes.${challan.tax}`);
      return {
        subject: t("challan.cancelledSubject", { tax, period: challan.period }),
        paragraphs: [
          t("challan.cancelled", {
            reference: challan.reference,
            amount: formatPaise(challan.totalPaise),
            tax,
            period: challan.period,
          }),
        ],
        actionPath: challansAnchor(bookingId),
        digest: true,
      };
    });
    return { done: `Cancelled: ${what}.` };
  });
}

/**
 * Sends every challan reminder due today (India's date): CHALLAN_REMINDER_DAYS
 * before the pay-by date, once each, claimed with SKIP LOCKED as the other
 * reminders are, so that any number of processes send each once.
 */
export async function sendDueChallanReminders(today = getTodayInIndia()): Promise<number> {
  const days = `{${CHALLAN_REMINDER_DAYS.join(",")}}`;
  let sent = 0;
  for (;;) {
    const went = await getDb().transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(challans)
        .innerJoin(bookings, eq(bookings.bookingId, challans.bookingId))
        .where(
          and(
            eq(challans.status, "to-pay"),
            eq(bookings.status, "In Progress"),
            sql`${challans.remindersSent} < ${CHALLAN_REMINDER_DAYS.length}`,
            sql`${challans.payBy} - (${days}::int[])[${challans.remindersSent} + 1] <= ${today}::date`,
          ),
        )
        .limit(1)
        .for("update", { of: challans, skipLocked: true });
      if (!due) return false;
      const challan = due.challans;
      await tx
        .update(challans)
        .set({ remindersSent: sql`${challans.remindersSent} + 1` })
        .where(eq(challans.id, challan.id));
      await queueClientEmail(tx, due.bookings, (words) => {
        const { t } = words;
        const said = sayChallan(challan, words);
        return {
          subject: t("challan.reminderSubject", { day: said.payBy }),
          paragraphs: [
            t("challan.lateCostsInterest", { describe: said.describe }),
            ...explainPayment(challan, words),
            t("challan.reportIfPaid"),
          ],
          list: getPaymentSteps(challan.tax, t),
          actionPath: challansAnchor(challan.bookingId),
          actionLabel: t("challan.reportPaid"),
          whatsapp: taxToPay(challan, said),
        };
      });
      return true;
    });
    if (!went) return sent;
    sent++;
  }
}
