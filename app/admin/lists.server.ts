// What the admin dashboards list: bookings, enquiries and partner
// enquiries, filtered, searched and paginated on the server, newest first.
import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { DUE_SOON_DAYS, type Due, describeDue } from "#app/admin/due.ts";
import { type BookingView, type ListQuery, PAGE_SIZE, STATUS_FILTERS } from "#app/admin/list-query.ts";
import { recordClosed } from "#app/bookings/booking-work.server.ts";
import { getItemSummaries } from "#app/bookings/item-summaries.server.ts";
import { formatTotal } from "#app/catalog/format.ts";
import { getDb } from "#app/db/client.server.ts";
import {
  auditEvents,
  type BookingStatus,
  bookings,
  documentAccess,
  enquiries,
  invoices,
  partners,
  uploads,
} from "#app/db/schema.ts";
import { formatDateTime, formatDay, getTodayInIndia } from "#app/format-date.ts";
import { INVOICE_STATUS_TEXTS } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { maskIdentifiers } from "#app/privacy/mask.ts";
import { STORED_DOCUMENT } from "#app/uploads/download.server.ts";

/** A case-insensitive substring match on the expression the trigram index covers. */
function matches(expression: SQL, q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${expression} like ${pattern}`;
}

type ListParameters = Pick<ListQuery, "q" | "page"> &
  Partial<Pick<ListQuery, "status" | "view">> & {
    /** The signed-in admin, for the 'Mine' view. */
    adminId?: string;
    /** Only these bookings (the dashboard's ticked selection). */
    ids?: string[];
  };

/**
 * Today as a date in India, where the firm's due dates fall: a parameter,
 * so PostgreSQL compares each row with a constant instead of converting
 * now() once per row and filter.
 */
const todayInIndia = () => sql`${getTodayInIndia()}::date`;
const OPEN = eq(bookings.status, "In Progress");

/**
 * What each staff view selects, in one place: the page, its counts and the
 * CSV read it. Waiting on client: the firm has asked for documents or for
 * approval, and the next move is the client's.
 */
const VIEW_CONDITIONS: Record<BookingView, (adminId: string) => SQL | undefined> = {
  all: () => undefined,
  mine: (adminId) => and(OPEN, eq(bookings.ownerId, adminId)),
  waiting: () => and(OPEN, inArray(bookings.stage, ["Documents requested", "Sent for your approval"])),
  "due-week": () =>
    and(OPEN, sql`${bookings.dueOn} between ${todayInIndia()} and ${todayInIndia()} + ${DUE_SOON_DAYS}::int`),
  overdue: () => and(OPEN, sql`${bookings.dueOn} < ${todayInIndia()}`),
  unassigned: () => and(OPEN, isNull(bookings.ownerId)),
  // Open or closed: a closed booking's invoice may still be owed. An uncorrelated
  // IN: PostgreSQL hashes the few billed bookings once instead of probing per row.
  unpaid: () =>
    sql`${bookings.bookingId} in (select ${invoices.bookingId} from ${invoices} where ${invoices.status} = 'unpaid')`,
  "payment-reported": () =>
    sql`${bookings.bookingId} in (select ${invoices.bookingId} from ${invoices} where ${invoices.status} = 'payment-reported')`,
};

/** How many bookings each view holds now, in one pass over the table. */
export async function countBookingViews(adminId: string): Promise<Record<BookingView, number>> {
  const views = Object.keys(VIEW_CONDITIONS) as BookingView[];
  const [row] = await getDb()
    .select(
      Object.fromEntries(
        views.map((view) => [
          view,
          sql<number>`(count(*) filter (where ${VIEW_CONDITIONS[view](adminId) ?? sql`true`}))::int`,
        ]),
      ) as Record<BookingView, SQL<number>>,
    )
    .from(bookings);
  return row as Record<BookingView, number>;
}

/**
 * One admin list: its table, what the search box matches, the filters of the
 * query string, the order, and the shape of a row on the page and in the CSV.
 * A new list is one of these; a new filter is one more condition in `filter`.
 */
type ListDefinition<T extends PgTable, Row> = {
  table: T;
  /** The expression the table's trigram index covers (app/db/schema.ts). */
  search: SQL;
  filter?: (query: ListParameters) => SQL | undefined;
  /** Newest first, then a unique column, so pages never overlap. */
  order: SQL[];
  shape: (rows: T["$inferSelect"][]) => Row[] | Promise<Row[]>;
};

/** A list definition, with its row type inferred from `shape`. */
function defineList<T extends PgTable, Row>(list: ListDefinition<T, Row>): ListDefinition<T, Row> {
  return list;
}

/** One page of a list, and how many rows the whole list has. */
async function listPage<T extends PgTable, Row>(
  list: ListDefinition<T, Row>,
  query: ListParameters,
  pageSize = PAGE_SIZE,
): Promise<{ rows: Row[]; total: number }> {
  const db = getDb();
  const where = and(list.filter?.(query), matches(list.search, query.q));
  const table = list.table as PgTable;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...list.order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows: await list.shape(rows as T["$inferSelect"][]), total: totals?.value ?? 0 };
}

/** Every row of a list for its query, 500 at a time (the CSV exports). */
async function* everyRow<T extends PgTable, Row>(list: ListDefinition<T, Row>, query: Omit<ListParameters, "page">) {
  for (let page = 1; ; page++) {
    const { rows } = await listPage(list, { ...query, page }, 500);
    yield* rows;
    if (rows.length < 500) return;
  }
}

const BOOKINGS = defineList({
  table: bookings,
  search: sql`lower(${bookings.bookingId} || ' ' || ${bookings.customerName} || ' ' || ${bookings.email} || ' ' || ${bookings.phone})`,
  filter: (query) => {
    const status = query.status ? STATUS_FILTERS[query.status] : null;
    return and(
      status ? eq(bookings.status, status) : undefined,
      VIEW_CONDITIONS[query.view ?? "all"](query.adminId ?? ""),
      query.ids ? inArray(bookings.bookingId, query.ids) : undefined,
    );
  },
  order: [desc(bookings.createdAt), desc(bookings.bookingId)],
  shape: withDetails,
});

export type AdminBooking = {
  bookingId: string;
  customerName: string;
  email: string;
  phone: string;
  instructions: string;
  items: string[];
  status: BookingStatus;
  total: string;
  files: { id: number; fileName: string }[];
  createdAt: string;
  closed: string | null;
  stage: string;
  /** What the admin saw, sent back with a bulk action so a change made since refuses it. */
  version: number;
  /** The due date as shown ("31 Jul 2027"), and whether it is past or within 7 days. */
  due: Due | null;
};

export const listBookings = (query: ListParameters, pageSize = PAGE_SIZE) => listPage(BOOKINGS, query, pageSize);

/** Every booking of the filter (for the CSV export). */
export const iterateBookings = (query: Omit<ListParameters, "page">) => everyRow(BOOKINGS, query);

async function withDetails(rows: (typeof bookings.$inferSelect)[]): Promise<AdminBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.bookingId);
  const db = getDb();
  const [summaries, files] = await Promise.all([
    getItemSummaries(ids),
    db
      .select({ id: uploads.id, bookingId: uploads.bookingId, fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.bookingId, ids))
      .orderBy(uploads.id),
  ]);
  return rows.map((row) => {
    const summary = summaries.get(row.bookingId) ?? { items: [], total: formatTotal([]) };
    return {
      bookingId: row.bookingId,
      customerName: row.customerName,
      email: row.email,
      phone: row.phone,
      // PAN and Aadhaar in full only on the booking's own staff page.
      instructions: maskIdentifiers(row.customerInstructions),
      items: summary.items,
      status: row.status,
      total: summary.total,
      files: files.filter((file) => file.bookingId === row.bookingId).map(({ id, fileName }) => ({ id, fileName })),
      createdAt: formatDateTime(row.createdAt),
      closed: row.closedAt ? `${formatDateTime(row.closedAt)} by ${row.closedBy ?? "an admin"}` : null,
      stage: row.status === "Closed" ? "Closed" : row.stage,
      version: row.version,
      due: describeDue(row.dueOn, row.status),
    };
  });
}

/**
 * Spec section 4: only a booking that is not Closed may become Closed;
 * nothing reopens. Records who closed it and when.
 */
export async function closeBooking(
  bookingId: string,
  admin: { id: string; email: string },
): Promise<"closed" | "already-closed" | "not-found"> {
  const db = getDb();
  const closed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(bookings)
      .set({ status: "Closed", closedAt: sql`now()`, closedBy: admin.email })
      .where(and(eq(bookings.bookingId, bookingId), ne(bookings.status, "Closed")))
      .returning({ bookingId: bookings.bookingId });
    if (updated.length > 0) await recordClosed(tx, bookingId, admin.id);
    return updated.length > 0;
  });
  if (closed) return "closed";
  const [existing] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  return existing ? "already-closed" : "not-found";
}

/** The file behind a Download link, for the admin download route. */
export async function findUpload(id: number) {
  const [row] = await getDb().select(STORED_DOCUMENT).from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

const ENQUIRIES = defineList({
  table: enquiries,
  search: sql`lower(${enquiries.name} || ' ' || ${enquiries.email} || ' ' || ${enquiries.phone})`,
  order: [desc(enquiries.createdAt), desc(enquiries.id)],
  shape: (rows) =>
    rows.map((row) => ({ ...row, message: maskIdentifiers(row.message), createdAt: formatDateTime(row.createdAt) })),
});

const PARTNERS = defineList({
  table: partners,
  search: sql`lower(${partners.name} || ' ' || ${partners.email} || ' ' || ${partners.phone})`,
  order: [desc(partners.createdAt), desc(partners.id)],
  // A partner enquiry's free text is its address and firm details.
  shape: (rows) =>
    rows.map((row) => ({
      ...row,
      address: maskIdentifiers(row.address),
      firmDetails: maskIdentifiers(row.firmDetails),
      createdAt: formatDateTime(row.createdAt),
    })),
});

/** The audit trail, newest first; recorded in UTC, shown in IST like every other time. */
const AUDIT_EVENTS = defineList({
  table: auditEvents,
  search: sql`lower(${auditEvents.action} || ' ' || coalesce(${auditEvents.actorEmail}, '') || ' ' || ${auditEvents.target} || ' ' || ${auditEvents.clientAddress})`,
  order: [desc(auditEvents.at), desc(auditEvents.id)],
  shape: (rows) => rows.map((row) => ({ ...row, at: formatDateTime(row.at) })),
});

/** Every opening of a client's document (issue 22.2), newest first; searched by who, booking or file. */
const DOCUMENT_ACCESS = defineList({
  table: documentAccess,
  search: sql`lower(coalesce(${documentAccess.actorEmail}, '') || ' ' || ${documentAccess.bookingId} || ' ' || ${documentAccess.fileName})`,
  order: [desc(documentAccess.at), desc(documentAccess.id)],
  shape: (rows) => rows.map((row) => ({ ...row, at: formatDateTime(row.at) })),
});

/** Invoices and credit notes, newest first; searched by number, booking, client or GSTIN. */
const INVOICES = defineList({
  table: invoices,
  search: sql`lower(${invoices.number} || ' ' || ${invoices.bookingId} || ' ' || (${invoices.recipient} ->> 'name') || ' ' || coalesce(${invoices.recipientGstin}, ''))`,
  order: [desc(invoices.id)],
  shape: (rows) =>
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      issuedOn: formatDay(row.issuedOn),
      bookingId: row.bookingId,
      client: row.recipient.name,
      gstin: row.recipientGstin,
      total: formatPaise(row.totalPaise),
      status: INVOICE_STATUS_TEXTS[row.status],
    })),
});

export const listInvoices = (query: ListParameters, pageSize = PAGE_SIZE) => listPage(INVOICES, query, pageSize);

export const listDocumentAccess = (query: ListParameters, pageSize = PAGE_SIZE) =>
  listPage(DOCUMENT_ACCESS, query, pageSize);
export const listEnquiries = (query: ListParameters, pageSize = PAGE_SIZE) => listPage(ENQUIRIES, query, pageSize);
export const iterateEnquiries = (query: Pick<ListQuery, "q">) => everyRow(ENQUIRIES, query);
export const listPartners = (query: ListParameters, pageSize = PAGE_SIZE) => listPage(PARTNERS, query, pageSize);
export const iteratePartners = (query: Pick<ListQuery, "q">) => everyRow(PARTNERS, query);
export const listAuditEvents = (query: ListParameters, pageSize = PAGE_SIZE) => listPage(AUDIT_EVENTS, query, pageSize);
