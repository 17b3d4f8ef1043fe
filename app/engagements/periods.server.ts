// Each period's work of an engagement, made by the job queue (issue 37.3):
// a work item of the same kind as a booking (DESIGN, 'The firm's year'),
// with the period's due date, owner, checklist and the client's email
// asking for it, made once at its opening day. The "engagement-periods"
// sweep runs every hour and at start-up, so a site that was down on the day
// catches up; the unique index on (engagement, period) makes a period once
// whatever number of processes and hosts run the sweep.
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { recordBooked } from "#app/bookings/booking-work.server.ts";
import { generateBookingId, isBookingIdClash } from "#app/bookings/bookings.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { askForDocuments } from "#app/bookings/requests.server.ts";
import { getRecurringService, PERIOD_ITEM_SERVICE } from "#app/catalog/recurring.ts";
import { getRecurringServiceName } from "#app/catalog/recurring-words.server.ts";
import { getGstinStateCode, readFirstGstins } from "#app/clients/clients.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingItems, bookings, clients, engagements, invoices } from "#app/db/schema.ts";
import {
  getDocumentsDueOn,
  getOpenedPeriods,
  getOpensOn,
  getPeriodDueDates,
  getPeriodLabel,
} from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { getBilling } from "#app/invoices/billing.server.ts";
import { issueInvoice } from "#app/invoices/invoice-issuing.server.ts";
import { getBillableItems } from "#app/invoices/invoices.server.ts";
import { logger } from "#app/logger.server.ts";

type Running = Awaited<ReturnType<typeof readActiveEngagements>>[number];

/** Active engagements with what a period's work item needs of their client. */
async function readActiveEngagements(only?: readonly number[]) {
  const rows = await getDb()
    .select({
      id: engagements.id,
      clientId: engagements.clientId,
      serviceId: engagements.serviceId,
      startPeriod: engagements.startPeriod,
      periodsFrom: engagements.periodsFrom,
      daysBeforeDue: engagements.daysBeforeDue,
      pricePaise: engagements.pricePaise,
      invoiceWhen: engagements.invoiceWhen,
      ownerId: engagements.ownerId,
      userId: clients.userId,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      language: clients.language,
    })
    .from(engagements)
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .where(and(eq(engagements.state, "active"), only ? inArray(engagements.id, [...only]) : undefined));
  const gstins = await readFirstGstins(rows.map((row) => row.clientId));
  return rows.map((row) => ({ ...row, gstinStateCode: getGstinStateCode(gstins.get(row.clientId)) }));
}

/**
 * Makes every period's work item that has opened and does not exist yet,
 * each in a transaction of its own (one that fails is tried again by the
 * next sweep, and does not hold back the others). Returns how many it made.
 */
export async function createOpenedPeriods(
  today = getTodayInIndia(),
  options: { only?: readonly number[] } = {},
): Promise<number> {
  const running = await readActiveEngagements(options.only);
  if (running.length === 0) return 0;
  const existing = await getDb()
    .select({ engagementId: bookings.engagementId, period: bookings.period })
    .from(bookings)
    .where(
      inArray(
        bookings.engagementId,
        running.map((engagement) => engagement.id),
      ),
    );
  const made = new Set(existing.map((row) => `${row.engagementId}/${row.period}`));
  let created = 0;
  for (const engagement of running) {
    for (const period of getOpenedPeriods(engagement, today)) {
      if (made.has(`${engagement.id}/${period}`)) continue;
      if (await createPeriodItem(engagement, period)) created++;
    }
  }
  return created;
}

/**
 * One period's work item, its "Booked" step, its line (the engagement's
 * price), the period's checklist as requests and the client's email
 * asking for it, in one transaction. False when another process made it
 * first: the unique index refuses the second, which then writes nothing.
 */
async function createPeriodItem(engagement: Running, period: string): Promise<boolean> {
  const service = getRecurringService(engagement.serviceId);
  if (!service) {
    logger.warn({ engagementId: engagement.id, serviceId: engagement.serviceId }, "an engagement of no known service");
    return false;
  }
  const label = getPeriodLabel(period);
  const dueDates = getPeriodDueDates(engagement.serviceId, period, engagement);
  const opensOn = getOpensOn(engagement, period, engagement);
  for (let attempt = 1; ; attempt++) {
    const bookingId = generateBookingId();
    try {
      return await getDb().transaction(async (tx) => {
        const [inserted] = await tx
          .insert(bookings)
          .values({
            bookingId,
            userId: engagement.userId,
            clientId: engagement.clientId,
            customerName: engagement.name,
            email: engagement.email ?? "",
            phone: engagement.phone,
            ownerId: engagement.ownerId,
            dueOn: dueDates[0]?.date ?? null,
            engagementId: engagement.id,
            period,
            // Its emails (the documents it asks for first) in the client's language.
            language: engagement.language,
          })
          .onConflictDoNothing({
            target: [bookings.engagementId, bookings.period],
            where: sql`${bookings.engagementId} is not null`,
          })
          .returning({ bookingId: bookings.bookingId });
        if (!inserted) return false;
        await recordBooked(tx, bookingId);
        await tx.insert(bookingItems).values({
          bookingId,
          serviceId: PERIOD_ITEM_SERVICE,
          optionId: service.id,
          title: `${service.name}: ${label}`,
          // Whole rupees, as every booking's line; a price with paise is left for staff to bill by hand.
          charge:
            engagement.pricePaise !== null && engagement.pricePaise % 100 === 0 ? engagement.pricePaise / 100 : null,
          quantity: 1,
        });
        const booking = await lockBooking(tx, bookingId);
        if (!booking) throw new Error(`the period's work item ${bookingId} vanished`);
        await askForDocuments(tx, booking, {
          labels: service.documentsFor(label),
          // The email's words, in the client's language (the requests' labels are stored as staff read them).
          work: `${getRecurringServiceName(service.id, engagement.language)}, ${getPeriodLabel(period, engagement.language)}`,
          dueOn: getDocumentsDueOn(opensOn, dueDates[0]?.date ?? null),
          note: null,
          actorId: null,
        });
        return true;
      });
    } catch (error) {
      if (!isBookingIdClash(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * A due date extended by notification after its work item was made
 * (EXTENSIONS in app/catalog/due-dates.ts): an open item still due on the
 * law's date moves to the new one. A date staff set by hand stays.
 */
export async function moveExtendedDueDates(): Promise<number> {
  const open = await getDb()
    .select({
      bookingId: bookings.bookingId,
      dueOn: bookings.dueOn,
      period: bookings.period,
      serviceId: engagements.serviceId,
      clientId: engagements.clientId,
    })
    .from(bookings)
    .innerJoin(engagements, eq(engagements.id, bookings.engagementId))
    .where(and(eq(bookings.status, "In Progress"), isNotNull(bookings.dueOn)));
  const gstins = await readFirstGstins(open.map((item) => item.clientId));
  let moved = 0;
  for (const item of open) {
    if (!item.period) continue;
    const [first] = getPeriodDueDates(item.serviceId, item.period, {
      gstinStateCode: getGstinStateCode(gstins.get(item.clientId)),
    });
    if (!first || first.date === first.statutory || item.dueOn !== first.statutory) continue;
    await getDb()
      .update(bookings)
      .set({ dueOn: first.date, version: sql`${bookings.version} + 1` })
      .where(and(eq(bookings.bookingId, item.bookingId), eq(bookings.dueOn, first.statutory)));
    moved++;
  }
  return moved;
}

/**
 * Issues each period's invoice the engagement asks for: at the period's
 * start (as soon as its work item exists), or once it is filed (the stage
 * 'Filed / Submitted', or closed). Safe to run again: a line already billed
 * is not billed twice (issueInvoice checks under the booking's lock).
 */
export async function issuePeriodInvoices(): Promise<number> {
  // Without the firm's GSTIN and the rest (BILLING_* settings), staff invoice by hand once they are set.
  const billing = getBilling();
  if (!billing.ready) return 0;
  const due = await getDb()
    .select({ bookingId: bookings.bookingId, name: clients.name, clientId: clients.id })
    .from(bookings)
    .innerJoin(engagements, eq(engagements.id, bookings.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .where(
      and(
        isNotNull(engagements.pricePaise),
        or(
          eq(engagements.invoiceWhen, "period-start"),
          and(
            eq(engagements.invoiceWhen, "filed"),
            or(eq(bookings.stage, "Filed / Submitted"), eq(bookings.status, "Closed")),
          ),
        ),
        // Not billed yet: no invoice of the booking that is not a credited one.
        sql`not exists (select 1 from ${invoices} where ${invoices.bookingId} = ${bookings.bookingId} and ${invoices.kind} = 'invoice' and ${invoices.status} <> 'credited')`,
      ),
    );
  const gstins = await readFirstGstins(due.map((item) => item.clientId));
  const firmState = billing.supplier.state.code;
  let issued = 0;
  for (const item of due) {
    const lines = (await getBillableItems(item.bookingId))
      .filter((line) => line.unitPaise !== null && !line.billedOn)
      .map((line) => ({ itemId: line.id, unitPaise: null }));
    if (lines.length === 0) continue;
    const gstin = gstins.get(item.clientId) ?? null;
    const outcome = await issueInvoice({
      bookingId: item.bookingId,
      admin: { email: "engagement (issued by itself)" },
      lines,
      // IGST Act s.12(2): a registered client's place of supply is their GSTIN's state (s.12(2)(a)); an
      // unregistered client's with no address on record is the supplier's location (s.12(2)(b)(ii)).
      recipient: { name: item.name, address: "", gstin, stateCode: gstin ? null : firmState },
    });
    if (outcome.outcome === "issued") issued++;
    else logger.warn({ bookingId: item.bookingId, outcome }, "a period's invoice was not issued");
  }
  return issued;
}

/** The sweep: every period that has opened, extended due dates, the invoices due. */
export async function runPeriodSweep(today = getTodayInIndia()) {
  const created = await createOpenedPeriods(today);
  const moved = await moveExtendedDueDates();
  const invoiced = await issuePeriodInvoices();
  if (created + moved + invoiced > 0) logger.info({ created, moved, invoiced }, "the firm's year: periods swept");
  return { created, moved, invoiced };
}
