// What the admin dashboards list: bookings, enquiries and partner
// enquiries, filtered, searched and paginated on the server, newest first.
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { type ListQuery, PAGE_SIZE, STATUS_FILTERS } from "#app/admin/list-query.ts";
import { formatTotal } from "#app/catalog/format.ts";
import { getDb } from "#app/db/client.server.ts";
import {
  auditEvents,
  type BookingStatus,
  bookingItems,
  bookings,
  enquiries,
  partners,
  uploads,
} from "#app/db/schema.ts";
import { formatDateTime } from "#app/format-date.ts";

/** A case-insensitive substring match on the expression the trigram index covers. */
function matches(expression: SQL, q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${expression} like ${pattern}`;
}

const bookingSearch = sql`lower(${bookings.bookingId} || ' ' || ${bookings.customerName} || ' ' || ${bookings.email} || ' ' || ${bookings.phone})`;

function bookingFilter(query: Pick<ListQuery, "q" | "status">): SQL | undefined {
  const status = STATUS_FILTERS[query.status];
  return and(status ? eq(bookings.status, status) : undefined, matches(bookingSearch, query.q));
}

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
};

export async function listBookings(query: ListQuery, pageSize = PAGE_SIZE) {
  const db = getDb();
  const where = bookingFilter(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.bookingId))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ value: count() }).from(bookings).where(where),
  ]);
  return { rows: await withDetails(rows), total: totals?.value ?? 0 };
}

/** Every booking of the filter, a page at a time (for the CSV export). */
export async function* iterateBookings(query: Pick<ListQuery, "q" | "status">): AsyncGenerator<AdminBooking> {
  for (let page = 1; ; page++) {
    const { rows } = await listBookings({ ...query, page }, 500);
    yield* rows;
    if (rows.length < 500) return;
  }
}

async function withDetails(rows: (typeof bookings.$inferSelect)[]): Promise<AdminBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.bookingId);
  const db = getDb();
  const [items, files] = await Promise.all([
    db.select().from(bookingItems).where(inArray(bookingItems.bookingId, ids)).orderBy(bookingItems.id),
    db
      .select({ id: uploads.id, bookingId: uploads.bookingId, fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.bookingId, ids))
      .orderBy(uploads.id),
  ]);
  return rows.map((row) => {
    const own = items
      .filter((item) => item.bookingId === row.bookingId)
      .map((item) => ({ ...item, charge: item.charge ?? ("On Request" as const) }));
    return {
      bookingId: row.bookingId,
      customerName: row.customerName,
      email: row.email,
      phone: row.phone,
      instructions: row.customerInstructions,
      items: own.map((item) => `${item.title} x ${item.quantity}`),
      status: row.status,
      total: formatTotal(own),
      files: files.filter((file) => file.bookingId === row.bookingId).map(({ id, fileName }) => ({ id, fileName })),
      createdAt: formatDateTime(row.createdAt),
      closed: row.closedAt ? `${formatDateTime(row.closedAt)} by ${row.closedBy ?? "an admin"}` : null,
    };
  });
}

/**
 * Spec section 4: only a booking that is not Closed may become Closed;
 * nothing reopens. Records who closed it and when.
 */
export async function closeBooking(
  bookingId: string,
  closedBy: string,
): Promise<"closed" | "already-closed" | "not-found"> {
  const db = getDb();
  const updated = await db
    .update(bookings)
    .set({ status: "Closed", closedAt: sql`now()`, closedBy })
    .where(and(eq(bookings.bookingId, bookingId), ne(bookings.status, "Closed")))
    .returning({ bookingId: bookings.bookingId });
  if (updated.length > 0) return "closed";
  const [existing] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  return existing ? "already-closed" : "not-found";
}

/** The file behind a Download link, for the admin download route. */
export async function findUpload(id: number) {
  const [row] = await getDb()
    .select({
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      size: uploads.size,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row ?? null;
}

const enquirySearch = sql`lower(${enquiries.name} || ' ' || ${enquiries.email} || ' ' || ${enquiries.phone})`;
const partnerSearch = sql`lower(${partners.name} || ' ' || ${partners.email} || ' ' || ${partners.phone})`;

export async function listEnquiries(query: Pick<ListQuery, "q" | "page">, pageSize = PAGE_SIZE) {
  const db = getDb();
  const where = matches(enquirySearch, query.q);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ value: count() }).from(enquiries).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })), total: totals?.value ?? 0 };
}

export async function listPartners(query: Pick<ListQuery, "q" | "page">, pageSize = PAGE_SIZE) {
  const db = getDb();
  const where = matches(partnerSearch, query.q);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(partners)
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ value: count() }).from(partners).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })), total: totals?.value ?? 0 };
}

const auditSearch = sql`lower(${auditEvents.action} || ' ' || coalesce(${auditEvents.actorEmail}, '') || ' ' || ${auditEvents.target} || ' ' || ${auditEvents.clientAddress})`;

/** The audit trail, newest first; recorded in UTC, shown in IST like every other time. */
export async function listAuditEvents(query: Pick<ListQuery, "q" | "page">, pageSize = PAGE_SIZE) {
  const db = getDb();
  const where = matches(auditSearch, query.q);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, at: formatDateTime(row.at) })),
    total: totals?.value ?? 0,
  };
}
