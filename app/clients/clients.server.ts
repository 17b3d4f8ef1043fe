// The clients the firm keeps (issue 37.1): found or made for each booking,
// added by staff, their figures for the staff list, and everything of theirs
// for their staff page and statement of account.
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { describeDue } from "#app/admin/due.ts";
import { getItemSummaries } from "#app/bookings/item-summaries.server.ts";
import { getOption } from "#app/catalog/catalog.server.ts";
import { getRecurringService } from "#app/catalog/recurring.ts";
import { LANGUAGE_NAMES } from "#app/clients/client-schema.ts";
import { buildStatement, type StatementEntry } from "#app/clients/statement.ts";
import { type Executor, getDb, type Transaction } from "#app/db/client.server.ts";
import { bookingMessages, bookings, clientGstins, clients, invoices, payments, uploads, user } from "#app/db/schema.ts";
import { formatDateTime, formatDay, getTodayInIndia } from "#app/format-date.ts";
import { getGstState } from "#app/invoices/gstin.ts";
import { PAYMENT_METHOD_NAMES } from "#app/invoices/invoice-types.ts";
import { INVOICE_STATUS_TEXTS, listPaymentsOf } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { maskIdentifiers } from "#app/privacy/mask.ts";

/** Paise per period by default: the catalog option's charge; null where the site quotes 'On Request'. */
/**
 * Each client's first GSTIN by number: the one their period invoices carry
 * and whose state (its first two digits) decides a QRMP GSTR-3B's date.
 * One rule for the period sweep, the work item's staff page and its filings.
 */
export async function readFirstGstins(clientIds: number[], db: Executor = getDb()): Promise<Map<number, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: clientGstins.clientId, gstin: sql<string>`min(${clientGstins.gstin})` })
    .from(clientGstins)
    .where(inArray(clientGstins.clientId, [...new Set(clientIds)]))
    .groupBy(clientGstins.clientId);
  return new Map(rows.map((row) => [row.clientId, row.gstin]));
}

/** A GSTIN's state code: its first two digits. */
export const getGstinStateCode = (gstin: string | null | undefined) => gstin?.slice(0, 2) ?? null;

export function getDefaultPricePaise(serviceId: string): number | null {
  const optionKey = getRecurringService(serviceId)?.optionKey;
  const charge = optionKey ? getOption(optionKey)?.charge : undefined;
  return typeof charge === "number" ? charge * 100 : null;
}

/**
 * The client a new booking belongs to, made if there is none. A signed-in
 * client whose email is verified is their account's client: the row of that
 * email joins the account (the merge is by verified email only). A guest's
 * booking (or an unverified account's) belongs to the client of the email
 * typed; what was typed never changes an existing client's details.
 */
export async function clientForBooking(
  tx: Transaction,
  booking: { userId: string | null; email: string; name: string; phone: string },
): Promise<number> {
  const [account] = booking.userId
    ? await tx
        .select({ id: user.id, email: user.email, verified: user.emailVerified })
        .from(user)
        .where(eq(user.id, booking.userId))
    : [];
  if (account?.verified) {
    const email = account.email.toLowerCase();
    const [own] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, account.id));
    if (own) return own.id;
    const [joined] = await tx
      .update(clients)
      .set({ userId: account.id })
      .where(and(eq(clients.email, email), isNull(clients.userId)))
      .returning({ id: clients.id });
    if (joined) return joined.id;
    return insertOrFind(tx, { userId: account.id, email, name: booking.name, phone: booking.phone });
  }
  const email = booking.email.toLowerCase();
  return insertOrFind(tx, { userId: null, email, name: booking.name, phone: booking.phone });
}

/** A new client of this email, or the one another booking made meanwhile. */
async function insertOrFind(
  tx: Transaction,
  client: { userId: string | null; email: string; name: string; phone: string },
): Promise<number> {
  const [inserted] = await tx.insert(clients).values(client).onConflictDoNothing().returning({ id: clients.id });
  if (inserted) return inserted.id;
  const [found] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(or(eq(clients.email, client.email), client.userId ? eq(clients.userId, client.userId) : undefined));
  if (!found) throw new Error("a client clashed on insert but cannot be found");
  return found.id;
}

/** What the staff list shows of each client beside its own columns, in four queries for the page. */
async function getClientFigures(ids: number[], db: Executor = getDb()) {
  if (ids.length === 0) return new Map<number, ClientFigures>();
  const [gstins, work, billed, received] = await Promise.all([
    db
      .select({ clientId: clientGstins.clientId, gstin: clientGstins.gstin })
      .from(clientGstins)
      .where(inArray(clientGstins.clientId, ids))
      .orderBy(clientGstins.id),
    db
      .select({
        clientId: bookings.clientId,
        open: sql<number>`(count(*) filter (where ${bookings.status} = 'In Progress'))::int`,
        // The latest booking, message (either way) or upload (either way) of theirs.
        lastContact: sql<Date | null>`greatest(max(${bookings.createdAt}),
          max((select max(${bookingMessages.createdAt}) from ${bookingMessages} where ${bookingMessages.bookingId} = ${bookings.bookingId})),
          max((select max(${uploads.createdAt}) from ${uploads} where ${uploads.bookingId} = ${bookings.bookingId})))`.mapWith(
          (value) => (value ? new Date(value) : null),
        ),
      })
      .from(bookings)
      .where(inArray(bookings.clientId, ids))
      .groupBy(bookings.clientId),
    // A credit note cancels its invoice in full (app/invoices/invoice-issuing.server.ts): it counts against it.
    db
      .select({
        clientId: bookings.clientId,
        paise: sql<string>`coalesce(sum(case when ${invoices.kind} = 'invoice' then ${invoices.totalPaise} else -${invoices.totalPaise} end), 0)`,
      })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.bookingId, invoices.bookingId))
      .where(inArray(bookings.clientId, ids))
      .groupBy(bookings.clientId),
    db
      .select({ clientId: bookings.clientId, paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .innerJoin(bookings, eq(bookings.bookingId, invoices.bookingId))
      .where(and(inArray(bookings.clientId, ids), eq(payments.status, "confirmed")))
      .groupBy(bookings.clientId),
  ]);
  return new Map(
    ids.map((id) => {
      const own = work.find((row) => row.clientId === id);
      const owed =
        Number(billed.find((row) => row.clientId === id)?.paise ?? 0) -
        Number(received.find((row) => row.clientId === id)?.paise ?? 0);
      const figures: ClientFigures = {
        gstins: gstins.filter((row) => row.clientId === id).map((row) => row.gstin),
        openWork: own?.open ?? 0,
        outstandingPaise: owed,
        lastContact: own?.lastContact ?? null,
      };
      return [id, figures];
    }),
  );
}
type ClientFigures = { gstins: string[]; openWork: number; outstandingPaise: number; lastContact: Date | null };

/** A client's row of the staff list and its CSV: the PAN masked (ABCDE****F), as every staff list masks it. */
export async function shapeClientRows(rows: (typeof clients.$inferSelect)[]) {
  const figures = await getClientFigures(rows.map((row) => row.id));
  return rows.map((row) => {
    const own = figures.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email ?? "",
      phone: row.phone,
      pan: row.pan ? maskIdentifiers(row.pan) : "",
      gstins: own?.gstins ?? [],
      language: LANGUAGE_NAMES[row.language],
      openWork: own?.openWork ?? 0,
      outstanding: formatPaise(own?.outstandingPaise ?? 0),
      lastContact: own?.lastContact ? formatDateTime(own.lastContact) : "",
    };
  });
}

/** Everything of one client's for their staff page; null if there is no such client. */
export async function getClientRecord(id: number, db: Executor = getDb()) {
  const client = await db.query.clients.findFirst({
    where: (table, { eq }) => eq(table.id, id),
    with: {
      gstins: { columns: { gstin: true }, orderBy: (table, { asc }) => asc(table.id) },
      bookings: {
        columns: { bookingId: true, status: true, stage: true, dueOn: true, createdAt: true },
        orderBy: (table, { desc }) => desc(table.createdAt),
        with: {
          uploads: {
            columns: { id: true, fileName: true, source: true, label: true, createdAt: true },
            orderBy: (table, { desc }) => desc(table.id),
          },
        },
      },
    },
  });
  if (!client) return null;
  const bookingIds = client.bookings.map((booking) => booking.bookingId);
  const [summaries, billing] = await Promise.all([getItemSummaries(bookingIds, db), getBilling(bookingIds, db)]);
  return {
    id: client.id,
    name: client.name,
    email: client.email ?? "",
    phone: client.phone,
    // In full on the client's own staff page, as a booking's page shows its instructions.
    pan: client.pan ?? "",
    language: LANGUAGE_NAMES[client.language],
    hasAccount: client.userId !== null,
    createdAt: formatDateTime(client.createdAt),
    gstins: client.gstins.map(({ gstin }) => ({ gstin, state: getGstState(gstin.slice(0, 2))?.name ?? "" })),
    bookings: client.bookings.map((booking) => ({
      bookingId: booking.bookingId,
      items: summaries.get(booking.bookingId)?.items ?? [],
      stage: booking.status === "Closed" ? "Closed" : booking.stage,
      due: describeDue(booking.dueOn, booking.status),
      createdAt: formatDateTime(booking.createdAt),
    })),
    documents: client.bookings.flatMap((booking) =>
      booking.uploads.map((upload) => ({
        id: upload.id,
        bookingId: booking.bookingId,
        fileName: upload.fileName,
        from: upload.source === "firm" ? `The firm${upload.label ? `: ${upload.label}` : ""}` : "The client",
        createdAt: formatDateTime(upload.createdAt),
      })),
    ),
    invoices: billing.invoices,
    statement: billing.statement,
  };
}
export type ClientRecord = NonNullable<Awaited<ReturnType<typeof getClientRecord>>>;

/** The day in India a payment counts from: when staff confirmed or recorded it. */
const dayInIndia = (date: Date) => getTodayInIndia(date);

/** The invoices and payments of these bookings, and the statement of account they make. */
async function getBilling(bookingIds: string[], db: Executor) {
  const rows =
    bookingIds.length === 0
      ? []
      : await db.select().from(invoices).where(inArray(invoices.bookingId, bookingIds)).orderBy(desc(invoices.id));
  const paid = await listPaymentsOf(
    rows.map((row) => row.id),
    db,
  );
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  const entries: StatementEntry[] = [
    ...rows.map((row) => ({
      date: row.issuedOn,
      kind: row.kind,
      description:
        row.kind === "invoice"
          ? `Invoice ${row.number}`
          : `Credit note ${row.number} against ${numberOf.get(row.correctsId ?? 0) ?? "an invoice"}`,
      debitPaise: row.kind === "invoice" ? row.totalPaise : 0,
      creditPaise: row.kind === "invoice" ? 0 : row.totalPaise,
      id: row.id,
    })),
    // Only money the firm has confirmed against its bank: a reported payment is still being checked.
    ...paid
      .filter((payment) => payment.status === "confirmed")
      .map((payment) => ({
        date: dayInIndia(payment.decidedAt ?? payment.reportedAt),
        kind: "payment" as const,
        description: `Payment for ${numberOf.get(payment.invoiceId) ?? "an invoice"} (${PAYMENT_METHOD_NAMES[payment.method]}${payment.reference ? ` ${payment.reference}` : ""})`,
        debitPaise: 0,
        creditPaise: payment.amountPaise,
        id: payment.id,
      })),
  ];
  const statement = buildStatement(entries);
  return {
    invoices: rows.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      bookingId: row.bookingId,
      issuedOn: formatDay(row.issuedOn),
      total: formatPaise(row.totalPaise),
      status: INVOICE_STATUS_TEXTS[row.status],
      payments: paid
        .filter((payment) => payment.invoiceId === row.id)
        .map((payment) => ({
          id: payment.id,
          method: PAYMENT_METHOD_NAMES[payment.method],
          reference: payment.reference,
          amount: formatPaise(payment.amountPaise),
          status: payment.status,
        })),
    })),
    statement: {
      lines: statement.lines.map((line) => ({
        key: `${line.kind}-${line.id}`,
        date: formatDay(line.date),
        description: line.description,
        debit: line.debitPaise ? formatPaise(line.debitPaise) : "",
        credit: line.creditPaise ? formatPaise(line.creditPaise) : "",
        balance: formatPaise(line.balancePaise),
      })),
      debit: formatPaise(statement.debitPaise),
      credit: formatPaise(statement.creditPaise),
      balance: formatPaise(statement.balancePaise),
      balancePaise: statement.balancePaise,
    },
  };
}
