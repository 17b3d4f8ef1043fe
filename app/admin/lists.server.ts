// What the admin dashboards list: bookings, enquiries and partner
// enquiries, filtered, searched and paginated on the server, newest first.
import { and, asc, count, desc, eq, inArray, isNull, ne, not, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { DUE_SOON_DAYS, type Due, describeDue } from "#app/admin/due.ts";
import {
  BookingQuerySchema,
  type BookingView,
  type ListQuery,
  ListQuerySchema,
  PAGE_SIZE,
  STATUS_FILTERS,
} from "#app/admin/list-query.ts";
import { DRAFTS_WAITING_FOR_APPROVAL, latestDraftApproved } from "#app/approvals/drafts.server.ts";
import { readBookingReference } from "#app/bookings/booking-reference.ts";
import { recordClosed } from "#app/bookings/booking-work.server.ts";
import { getItemSummaries } from "#app/bookings/item-summaries.server.ts";
import { formatTotal } from "#app/catalog/format.ts";
import { shapeClientRows } from "#app/clients/clients.server.ts";
import { getDb } from "#app/db/client.server.ts";
import {
  auditEvents,
  type BookingStatus,
  bookings,
  challans,
  clients,
  documentAccess,
  enquiries,
  invoices,
  partners,
  SEARCH_TEXT,
  uploads,
  user,
} from "#app/db/schema.ts";
import { formatDateTime, formatDay, getTodayInIndia } from "#app/format-date.ts";
import { INVOICE_STATUS_TEXTS } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { maskIdentifiers } from "#app/privacy/mask.ts";
import { STORED_DOCUMENT } from "#app/uploads/download.server.ts";
import type { z } from "#app/zod.ts";

/** A case-insensitive substring match on the expression the trigram index covers. */
function matches(expression: SQL, q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${expression} like ${pattern}`;
}

/**
 * What a list is asked for: the URL's query (`page` aside for an export),
 * the signed-in admin (the bookings' 'Mine') and, for the CSV of ticked
 * bookings, which ones. A list's own filters may be absent: each has a default.
 */
type ListParameters<Query extends ListQuery> = Pick<ListQuery, "q"> &
  Partial<Query> & {
    adminId?: string;
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
 * The client has uploaded or written since the firm last looked (issue
 * 36.4): the dashboard's unread mark and its 'Client responded' view. Both
 * times are kept on the booking by triggers (migration 0041, which says
 * what each is); a booking the client never wrote on has none, and the
 * comparison is then null, which no filter keeps. Written as the partial
 * index bookings_open_responded_idx states it, so the view reads that index.
 */
const CLIENT_RESPONDED = sql`${bookings.clientActiveAt} > coalesce(${bookings.firmSeenAt}, '-infinity')`;

/** The bookings named by another table's rows: each view's set, a select of booking ids. */
const bookingsWith = (table: PgTable, bookingId: PgColumn, condition: SQL) =>
  sql`select ${bookingId} from ${table} where ${condition}`;

/**
 * What a staff view holds, in one place: the page, its counts and the CSV
 * read it. `where` is a condition on the booking's own row; `among`, the
 * bookings that any of other tables' rows name (an unpaid invoice, a
 * reported payment). A view with only `among` is counted from those tables
 * alone, not by probing every booking: their ids are bookings' by foreign key.
 */
type ViewRule = { where?: (adminId: string) => SQL | undefined; among?: () => SQL[] };

const VIEW_RULES: Record<BookingView, ViewRule> = {
  all: {},
  mine: { where: (adminId) => and(OPEN, eq(bookings.ownerId, adminId)) },
  // Waiting on client: the firm has asked for documents or for approval, and the next move is the client's.
  waiting: {
    where: () =>
      and(
        OPEN,
        or(
          eq(bookings.stage, "Documents requested"),
          and(eq(bookings.stage, "Sent for your approval"), not(latestDraftApproved(bookings.bookingId))),
        ),
      ),
  },
  approval: { where: () => OPEN, among: () => [DRAFTS_WAITING_FOR_APPROVAL] },
  "due-week": {
    where: () =>
      and(OPEN, sql`${bookings.dueOn} between ${todayInIndia()} and ${todayInIndia()} + ${DUE_SOON_DAYS}::int`),
  },
  overdue: { where: () => and(OPEN, sql`${bookings.dueOn} < ${todayInIndia()}`) },
  unassigned: { where: () => and(OPEN, isNull(bookings.ownerId)) },
  responded: { where: () => and(OPEN, CLIENT_RESPONDED) },
  // Open or closed: a closed booking's invoice may still be owed.
  unpaid: { among: () => [bookingsWith(invoices, invoices.bookingId, eq(invoices.status, "unpaid"))] },
  // What a client says they paid, for staff to check: an invoice's UTR or a challan's CIN (issue 38.2).
  "payment-reported": {
    among: () => [
      bookingsWith(invoices, invoices.bookingId, eq(invoices.status, "payment-reported")),
      bookingsWith(challans, challans.bookingId, eq(challans.status, "reported")),
    ],
  },
  // Tax the client owes the government, past its day unpaid (issue 38.2).
  "tax-overdue": {
    among: () => [
      bookingsWith(
        challans,
        challans.bookingId,
        sql`${challans.status} = 'to-pay' and ${challans.payBy} < ${todayInIndia()}`,
      ),
    ],
  },
};

/**
 * A view's bookings as a condition on the bookings table. Uncorrelated INs:
 * PostgreSQL hashes each set once and walks the bookings newest first,
 * stopping at a page's worth (a union here would be joined with every booking).
 */
function viewCondition(view: BookingView, adminId: string): SQL | undefined {
  const { where, among } = VIEW_RULES[view];
  return and(where?.(adminId), among ? or(...among().map((set) => sql`${bookings.bookingId} in (${set})`)) : undefined);
}

/** How many bookings a view holds: a count of its own, which the indexes of its rule serve. */
function countOf(view: BookingView, adminId: string): SQL {
  const { where, among } = VIEW_RULES[view];
  return where || !among
    ? sql`(select count(*) from ${bookings} where ${viewCondition(view, adminId) ?? sql`true`})`
    : sql`(select count(distinct booking_id) from (${sql.join(among(), sql` union all `)}) as view_bookings)`;
}

/**
 * How many bookings each view holds now: one statement, a count of its own
 * for each view. One pass over every booking with eleven filters cost
 * about 200 ms at 100,000 bookings (docs/PERFORMANCE.md); each view's own
 * count reads only its index or its table.
 */
export async function countBookingViews(adminId: string): Promise<Record<BookingView, number>> {
  const views = Object.keys(VIEW_RULES) as BookingView[];
  const counts = sql.join(
    views.map((view) => sql`${countOf(view, adminId)}::int as ${sql.identifier(view)}`),
    sql`, `,
  );
  const { rows } = await getDb().execute<Record<BookingView, number>>(sql`select ${counts}`);
  return rows[0] as Record<BookingView, number>;
}

/**
 * One admin list: its table, its query string's schema (ListQuerySchema, or
 * that extended by the list's own filters), what the search box matches, the
 * filters, the order, and the shape of a row on the page and in the CSV. A
 * new list is one of these; a new filter is a field of its schema and one
 * more condition in `filter`.
 */
type ListDefinition<T extends PgTable, Query extends ListQuery, Row> = {
  table: T;
  query: z.ZodType<Query>;
  /** The table's `SEARCH_TEXT`, which its trigram index covers (app/db/schema.ts). */
  search: SQL;
  /** What else the search box's text stands for (a booking's reference, however it was typed): matched too. */
  searchAlso?: (q: string) => string | null;
  filter?: (query: ListParameters<Query>) => SQL | undefined;
  /**
   * Newest first: each column descending, the last one unique. The pages
   * follow it, and the export walks it by key (never by offset), so a row
   * added meanwhile is neither repeated nor skips another.
   */
  key: [PgColumn, ...PgColumn[]];
  /**
   * Another order for some queries (the bookings due soonest first): its
   * columns ascending, the last one unique, walked by key as `key` is.
   */
  keyFor?: (query: ListParameters<Query>) => [PgColumn, ...PgColumn[]] | undefined;
  /** How many rows a query holds, when the list has a cheaper count than its rows' condition: a scalar subquery. */
  countFor?: (query: ListParameters<Query>) => SQL | undefined;
  shape: (rows: T["$inferSelect"][]) => Row[] | Promise<Row[]>;
};

/** A list definition, with its query and row types inferred. */
function defineList<T extends PgTable, Query extends ListQuery, Row>(
  list: ListDefinition<T, Query, Row>,
): ListDefinition<T, Query, Row> {
  return list;
}

// biome-ignore lint/suspicious/noExplicitAny: any list, whatever its table, query and rows.
export type AnyList = ListDefinition<any, any, any>;
export type ListQueryOf<List extends AnyList> = z.output<List["query"]>;
export type ListRowOf<List extends AnyList> = Awaited<ReturnType<List["shape"]>>[number];

/** The columns a query's rows are walked by, and whether ascending. */
function orderOf<Query extends ListQuery>(
  list: Pick<ListDefinition<PgTable, Query, unknown>, "key" | "keyFor">,
  query: ListParameters<Query>,
) {
  const ascending = list.keyFor?.(query);
  const columns = ascending ?? list.key;
  return {
    columns,
    ascending: Boolean(ascending),
    orderBy: columns.map((column) => (ascending ? asc(column) : desc(column))),
  };
}

/** A list's rows matching the search box's text, or what else it stands for: each a substring the index serves. */
export function searchOf(list: Pick<AnyList, "search" | "searchAlso">, q: string): SQL | undefined {
  const also = q ? list.searchAlso?.(q) : null;
  return also && also.toLowerCase() !== q.toLowerCase()
    ? or(matches(list.search, q), matches(list.search, also))
    : matches(list.search, q);
}

const whereOf = <Query extends ListQuery>(
  list: Pick<ListDefinition<PgTable, Query, unknown>, "filter" | "search" | "searchAlso">,
  query: ListParameters<Query>,
) => and(list.filter?.(query), searchOf(list, query.q));

/** One page of a list, and how many rows the whole list has. */
export async function listPage<T extends PgTable, Query extends ListQuery, Row>(
  list: ListDefinition<T, Query, Row>,
  query: ListParameters<Query> & { page: number },
  pageSize = PAGE_SIZE,
): Promise<{ rows: Row[]; total: number }> {
  const db = getDb();
  const where = whereOf(list, query);
  const table = list.table as PgTable;
  const counted = list.countFor?.(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderOf(list, query).orderBy)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    counted
      ? db.execute<{ value: number }>(sql`select ${counted}::int as value`).then(({ rows }) => rows[0]?.value)
      : db
          .select({ value: count() })
          .from(table)
          .where(where)
          .then(([row]) => row?.value),
  ]);
  return { rows: await list.shape(rows as T["$inferSelect"][]), total: total ?? 0 };
}

/**
 * Every row of a list for its query (the CSV exports), `batch` at a time by
 * key: each batch starts after the last key sent, read as text so that a
 * time keeps its microseconds.
 */
export async function* everyRow<T extends PgTable, Query extends ListQuery, Row>(
  list: ListDefinition<T, Query, Row>,
  query: ListParameters<Query>,
  batch = 500,
): AsyncGenerator<Row> {
  const db = getDb();
  const where = whereOf(list, query);
  const order = orderOf(list, query);
  const key = sql.join(order.columns, sql`, `);
  let after: string[] | null = null;
  for (;;) {
    const last: SQL | undefined = after
      ? sql`(${key}) ${order.ascending ? sql`>` : sql`<`} (${sql.join(
          after.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : undefined;
    const rows = await db
      .select({
        row: list.table as PgTable,
        key: sql<string[]>`array[${sql.join(
          order.columns.map((column) => sql`${column}::text`),
          sql`, `,
        )}]`,
      })
      .from(list.table as PgTable)
      .where(and(where, last))
      .orderBy(...order.orderBy)
      .limit(batch);
    yield* await list.shape(rows.map(({ row }) => row as T["$inferSelect"]));
    if (rows.length < batch) return;
    after = rows[rows.length - 1]?.key ?? null;
  }
}

/** The bookings (the spec's admin dashboard), with the staff's views and the status filter. */
export const BOOKINGS = defineList({
  table: bookings,
  query: BookingQuerySchema,
  search: SEARCH_TEXT.bookings(),
  // "482 139 075" or "etf482139075" finds ETF-482-139-075 (issue 36, item 10).
  searchAlso: readBookingReference,
  filter: (query) => {
    const status = query.status ? STATUS_FILTERS[query.status] : null;
    return and(
      status ? eq(bookings.status, status) : undefined,
      viewCondition(query.view ?? "all", query.adminId ?? ""),
      query.ids ? inArray(bookings.bookingId, query.ids) : undefined,
    );
  },
  key: [bookings.createdAt, bookings.bookingId],
  // What falls due first comes first: every booking in these views has a due date.
  keyFor: (query) =>
    query.view === "overdue" || query.view === "due-week" ? [bookings.dueOn, bookings.bookingId] : undefined,
  // Neither searched nor narrowed by status, a page holds its view: counted as the view's own count is.
  countFor: (query) =>
    query.q || query.ids || (query.status && STATUS_FILTERS[query.status])
      ? undefined
      : countOf(query.view ?? "all", query.adminId ?? ""),
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
  /** Who does the work (their name), null: unassigned. */
  owner: string | null;
  /** The client uploaded or wrote since the firm last looked (issue 36.4). */
  unread: boolean;
};

async function withDetails(rows: (typeof bookings.$inferSelect)[]): Promise<AdminBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.bookingId);
  const db = getDb();
  const [summaries, files, marks] = await Promise.all([
    getItemSummaries(ids),
    db
      .select({ id: uploads.id, bookingId: uploads.bookingId, fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.bookingId, ids))
      .orderBy(uploads.id),
    db
      .select({
        bookingId: bookings.bookingId,
        owner: user.name,
        unread: sql<boolean>`coalesce(${CLIENT_RESPONDED}, false)`,
      })
      .from(bookings)
      .leftJoin(user, eq(user.id, bookings.ownerId))
      .where(inArray(bookings.bookingId, ids)),
  ]);
  const markOf = new Map(marks.map((mark) => [mark.bookingId, mark]));
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
      owner: markOf.get(row.bookingId)?.owner ?? null,
      unread: markOf.get(row.bookingId)?.unread ?? false,
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

/** The enquiries and the partner enquiries, each kind's free text masked (app/admin/enquiry-lists.server.ts). */
export const ENQUIRY_LISTS = {
  enquiry: defineList({
    table: enquiries,
    query: ListQuerySchema,
    search: SEARCH_TEXT.enquiries(),
    key: [enquiries.createdAt, enquiries.id],
    shape: (rows) =>
      rows.map((row) => ({ ...row, message: maskIdentifiers(row.message), createdAt: formatDateTime(row.createdAt) })),
  }),
  partner: defineList({
    table: partners,
    query: ListQuerySchema,
    search: SEARCH_TEXT.partners(),
    key: [partners.createdAt, partners.id],
    // A partner enquiry's free text is its address and firm details.
    shape: (rows) =>
      rows.map((row) => ({
        ...row,
        address: maskIdentifiers(row.address),
        firmDetails: maskIdentifiers(row.firmDetails),
        createdAt: formatDateTime(row.createdAt),
      })),
  }),
};

/** The audit trail, newest first; recorded in UTC, shown in IST like every other time. */
export const AUDIT_EVENTS = defineList({
  table: auditEvents,
  query: ListQuerySchema,
  search: SEARCH_TEXT.auditEvents(),
  key: [auditEvents.at, auditEvents.id],
  shape: (rows) => rows.map((row) => ({ ...row, at: formatDateTime(row.at) })),
});

/** Every opening of a client's document (issue 22.2), newest first; searched by who, booking or file. */
export const DOCUMENT_ACCESS = defineList({
  table: documentAccess,
  query: ListQuerySchema,
  search: SEARCH_TEXT.documentAccess(),
  key: [documentAccess.at, documentAccess.id],
  shape: (rows) => rows.map((row) => ({ ...row, at: formatDateTime(row.at) })),
});

/** Invoices and credit notes, newest first; searched by number, booking, client or GSTIN. */
export const INVOICES = defineList({
  table: invoices,
  query: ListQuerySchema,
  search: SEARCH_TEXT.invoices(),
  key: [invoices.id],
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

/** The clients the firm keeps (issue 37.1), newest first; searched by name, email, phone or PAN. */
export const CLIENTS = defineList({
  table: clients,
  query: ListQuerySchema,
  search: SEARCH_TEXT.clients(),
  key: [clients.createdAt, clients.id],
  shape: shapeClientRows,
});
