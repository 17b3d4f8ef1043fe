// The filing record (issue 37.4): staff record each return the firm filed on
// a work item (a booking, or a period's booking of an engagement): the form,
// the period, the day, the ARN or acknowledgement, its PDF (one of the
// booking's firm documents) and the late fee and interest paid. The client
// reads them on their booking page and on /filed-returns. Kept for the years
// the law requires: an erasure anonymises the booking and keeps these rows.
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { applyStateGroup, OPTION_RULES } from "#app/catalog/due-dates.ts";
import { countDaysLate } from "#app/catalog/late-fee.ts";
import { getGstinStateCode, readFirstGstins } from "#app/clients/clients.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookings, clients, engagements, filings, uploads } from "#app/db/schema.ts";
import { getPeriodDueDates, getPeriodLabel, getPeriodOn, getPeriodStart } from "#app/engagements/periods.ts";
import { findFilingRule, getFilingDueDate } from "#app/filings/filing-schema.ts";
import { formatDay } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatPaise } from "#app/invoices/money.ts";
import type { AcceptedFile } from "#app/uploads/receive.server.ts";

/**
 * The returns staff may record on a booking: a period's work item's
 * returns (getPeriodDueDates), else the rules of its catalog options
 * (OPTION_RULES); a payment (advance tax, PMT-06) is a challan, not a
 * return. A QRMP client's GSTR-3B is the 22nd's or the 24th's by their
 * GSTIN's state; a booking's client without a GSTIN is offered both.
 */
async function getFilingRules(bookingId: string) {
  const db = getDb();
  const [booking] = await db
    .select({ serviceId: engagements.serviceId, clientId: bookings.clientId, period: bookings.period })
    .from(bookings)
    .leftJoin(engagements, eq(engagements.id, bookings.engagementId))
    .where(eq(bookings.bookingId, bookingId));
  if (!booking) return [];
  // The client's GSTIN as the period's work item reads it: the first by number.
  const clientId = booking.clientId;
  const stateCode = getGstinStateCode(clientId === null ? null : (await readFirstGstins([clientId], db)).get(clientId));
  let ids: string[];
  if (booking.serviceId && booking.period) {
    ids = getPeriodDueDates(booking.serviceId, booking.period, { gstinStateCode: stateCode }).map((due) => due.ruleId);
  } else {
    const items = await db
      .select({ serviceId: bookingItems.serviceId, optionId: bookingItems.optionId })
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, bookingId));
    const booked = items.flatMap((item) => OPTION_RULES[`${item.serviceId}:${item.optionId}`] ?? []);
    ids = applyStateGroup(booked, stateCode, "both");
  }
  return [...new Set(ids)].map((id) => findFilingRule(id)).filter((rule) => rule !== undefined);
}

/** What the staff page's filing box needs: the returns offered, the period to prefill, the firm's documents, the filings. */
export async function loadStaffFilings(bookingId: string) {
  const db = getDb();
  const [rules, [booking], documents, filed] = await Promise.all([
    getFilingRules(bookingId),
    db.select({ period: bookings.period }).from(bookings).where(eq(bookings.bookingId, bookingId)),
    db
      .select({ id: uploads.id, fileName: uploads.fileName, label: uploads.label })
      .from(uploads)
      .where(and(eq(uploads.bookingId, bookingId), eq(uploads.source, "firm")))
      .orderBy(desc(uploads.id)),
    listBookingFilings(bookingId),
  ]);
  return {
    choices: rules.map((rule) => ({ ruleId: rule.id, form: rule.form, name: rule.name })),
    period: booking?.period ?? "",
    documents: documents.map((file) => ({
      id: file.id,
      name: file.label ? `${file.label}: ${file.fileName}` : file.fileName,
    })),
    filings: filed,
  };
}

export type StaffFilings = Awaited<ReturnType<typeof loadStaffFilings>>;

const FILING_COLUMNS = {
  id: filings.id,
  bookingId: filings.bookingId,
  form: filings.form,
  period: filings.period,
  dueOn: filings.dueOn,
  filedOn: filings.filedOn,
  acknowledgement: filings.acknowledgement,
  uploadId: filings.uploadId,
  lateFeePaise: filings.lateFeePaise,
  interestPaise: filings.interestPaise,
};

/**
 * One filing as both sides read it: "GSTR-3B for October 2026, filed 18 Nov 2026 (due 20 Nov 2026)";
 * the period and days in the client's language (`onTime` is the staff's words, `daysLate` the client's).
 */
function presentFiling(row: Pick<typeof filings.$inferSelect, keyof typeof FILING_COLUMNS>, language: Language) {
  const daysLate = row.dueOn ? countDaysLate(row.dueOn, row.filedOn) : 0;
  return {
    id: row.id,
    bookingId: row.bookingId,
    form: row.form,
    period: getPeriodLabel(row.period, language),
    financialYear: getPeriodOn("yearly", getPeriodStart(row.period)),
    filedOn: formatDay(row.filedOn, language),
    dueOn: row.dueOn ? formatDay(row.dueOn, language) : null,
    onTime: daysLate <= 0 ? (row.dueOn ? "On time" : null) : `${daysLate === 1 ? "1 day" : `${daysLate} days`} late`,
    /** Null without a due date; 0 when filed on time. */
    daysLate: row.dueOn ? Math.max(daysLate, 0) : null,
    acknowledgement: row.acknowledgement,
    uploadId: row.uploadId,
    lateFee: row.lateFeePaise > 0 ? formatPaise(row.lateFeePaise) : null,
    interest: row.interestPaise > 0 ? formatPaise(row.interestPaise) : null,
  };
}

export type Filing = ReturnType<typeof presentFiling>;

/** A booking's filings, the latest period first. */
export async function listBookingFilings(bookingId: string, language: Language = "en"): Promise<Filing[]> {
  const rows = await getDb()
    .select(FILING_COLUMNS)
    .from(filings)
    .where(eq(filings.bookingId, bookingId))
    .orderBy(desc(filings.filedOn), desc(filings.id));
  return rows.map((row) => presentFiling(row, language));
}

/**
 * Every return the firm filed for a signed-in client, newest first: on the
 * bookings made with their email, under their account, or of the client
 * record their account is (app/clients); `opensHere` when the booking's
 * page and documents are theirs to open (made with their email).
 */
export async function listClientFilings(
  user: { id: string; email: string },
  language: Language = "en",
): Promise<(Filing & { opensHere: boolean })[]> {
  const theirs = or(
    eq(sql`lower(${bookings.email})`, user.email.toLowerCase()),
    eq(bookings.userId, user.id),
    inArray(bookings.clientId, getDb().select({ id: clients.id }).from(clients).where(eq(clients.userId, user.id))),
  );
  const rows = await getDb()
    .select({ ...FILING_COLUMNS, email: bookings.email })
    .from(filings)
    .innerJoin(bookings, eq(bookings.bookingId, filings.bookingId))
    .where(theirs)
    .orderBy(desc(filings.filedOn), desc(filings.id));
  // A booking's documents are its email's (the documents route): one made with another email lists no link.
  return rows.map(({ email, ...row }) => ({
    ...presentFiling(row, language),
    opensHere: email.toLowerCase() === user.email.toLowerCase(),
  }));
}

type NewFiling = {
  ruleId: string;
  period: string;
  filedOn: string;
  acknowledgement: string;
  uploadId?: number;
  lateFeePaise: number;
  interestPaise: number;
};

type Refusal = { refused: string; field?: "ruleId" | "period" | "uploadId" | "acknowledgement" };

/**
 * Records a return filed, with its acknowledgement's file: one of the
 * booking's firm documents, or `file`, stored now as a firm document of the
 * booking. The client is emailed (with the booking's digest). Null: no such
 * booking. A refusal stores nothing; the caller discards `file`.
 */
export async function recordFiling(
  bookingId: string,
  adminId: string,
  filing: NewFiling,
  file: AcceptedFile | null,
): Promise<{ id: number; what: string; dueOn: string | null } | Refusal | null> {
  const rules = await getFilingRules(bookingId);
  const rule = rules.find((each) => each.id === filing.ruleId);
  if (!rule)
    return { refused: "That return is not one of this booking's: please choose one of the list.", field: "ruleId" };
  const dueOn = getFilingDueDate(rule, filing.period);
  const what = `${rule.form} for ${getPeriodLabel(filing.period)}`;
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    if (booking.status === "Closed") return { refused: "This booking is closed: it can no longer change." };
    const [already] = await tx
      .select({ id: filings.id })
      .from(filings)
      .where(and(eq(filings.bookingId, bookingId), eq(filings.form, rule.form), eq(filings.period, filing.period)));
    if (already) {
      return {
        refused: `${what} is already recorded as filed on this booking. Remove that record first if it is wrong.`,
        field: "period",
      };
    }
    let uploadId = filing.uploadId ?? null;
    if (file) {
      const [stored] = await tx
        .insert(uploads)
        .values({ bookingId, ...file, source: "firm", label: `Acknowledgement: ${what}` })
        .returning({ id: uploads.id });
      uploadId = stored?.id ?? null;
    } else if (uploadId !== null) {
      const [own] = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.bookingId, bookingId), eq(uploads.source, "firm")));
      if (!own) return { refused: "Please choose one of this booking's documents from the firm.", field: "uploadId" };
    }
    const [row] = await tx
      .insert(filings)
      .values({
        bookingId,
        form: rule.form,
        ruleId: rule.id,
        period: filing.period,
        dueOn,
        filedOn: filing.filedOn,
        acknowledgement: filing.acknowledgement,
        uploadId,
        lateFeePaise: filing.lateFeePaise,
        interestPaise: filing.interestPaise,
        recordedBy: adminId,
      })
      .returning({ id: filings.id });
    if (!row) throw new Error("a filing was not stored");
    await queueClientEmail(tx, booking, ({ t, language }) => {
      const filed = t("filed.what", { form: rule.form, period: getPeriodLabel(filing.period, language) });
      const day = formatDay(filing.filedOn, language);
      return {
        subject: t("filed.subject", { what: filed }),
        paragraphs: [
          t("filed.body", { what: filed, day, acknowledgement: filing.acknowledgement }),
          uploadId ? t("filed.onBookingPage") : t("filed.underFiledReturns"),
        ],
        actionPath: "/filed-returns",
        actionLabel: t("filed.seeFiledReturns"),
        digest: true,
        whatsapp: {
          template: "work_filed",
          values: { work: filed, filed_on: day, acknowledgement: filing.acknowledgement },
        },
      };
    });
    return { id: row.id, what, dueOn };
  });
}

/** Removes a filing recorded by mistake; its acknowledgement's file stays among the firm's documents. */
export async function removeFiling(bookingId: string, filingId: number): Promise<{ what: string } | "gone" | null> {
  return getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    const [removed] = await tx
      .delete(filings)
      .where(and(eq(filings.id, filingId), eq(filings.bookingId, bookingId)))
      .returning({ form: filings.form, period: filings.period, acknowledgement: filings.acknowledgement });
    return removed
      ? { what: `${removed.form} for ${getPeriodLabel(removed.period)} (${removed.acknowledgement})` }
      : "gone";
  });
}
