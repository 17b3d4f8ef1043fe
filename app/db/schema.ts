// The whole database schema (pg-core). Column names are snake_case in
// PostgreSQL (see `casing` in drizzle.config.ts and the client).
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const BOOKING_STATUSES = ["In Progress", "Closed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const bookings = pgTable(
  "bookings",
  {
    /** The id customers see: ETF-{ms timestamp}-{0..9999}. */
    bookingId: text().primaryKey(),
    userId: text(),
    customerName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    customerInstructions: text().notNull().default(""),
    status: text().$type<BookingStatus>().notNull().default("In Progress"),
    /** Whole rupees over the priced items; 'On Request' items add nothing. */
    total: integer().notNull(),
    createdAt: createdAt(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text(),
  },
  (table) => [
    check("bookings_status_check", sql`${table.status} in ('In Progress', 'Closed')`),
    index("bookings_email_idx").on(sql`lower(${table.email})`),
    index("bookings_created_at_idx").on(table.createdAt),
  ],
);

export const bookingItems = pgTable(
  "booking_items",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    serviceId: text().notNull(),
    optionId: text().notNull(),
    title: text().notNull(),
    /** Whole rupees; null for 'On Request'. */
    charge: integer(),
    quantity: integer().notNull(),
  },
  (table) => [
    check("booking_items_quantity_check", sql`${table.quantity} between 1 and 99`),
    index("booking_items_booking_idx").on(table.bookingId),
  ],
);

export const uploads = pgTable(
  "uploads",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("uploads_booking_idx").on(table.bookingId)],
);

export const enquiries = pgTable("enquiries", {
  id: bigserial({ mode: "number" }).primaryKey(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  service: text().notNull(),
  message: text().notNull().default(""),
  createdAt: createdAt(),
});

export const partners = pgTable("partners", {
  id: bigserial({ mode: "number" }).primaryKey(),
  name: text().notNull(),
  phone: text().notNull(),
  email: text().notNull(),
  address: text().notNull(),
  firmDetails: text().notNull(),
  createdAt: createdAt(),
});
