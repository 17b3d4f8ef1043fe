// The dashboards' list parameters, read from the URL: browser-safe.

import { z } from "#app/zod.ts";

export const PAGE_SIZE = 25;

export const STATUS_FILTERS = { all: null, closed: "Closed", "in-progress": "In Progress" } as const;
type StatusFilter = keyof typeof STATUS_FILTERS;

/**
 * The staff's views of the bookings (issue 21.4), beside the spec's table
 * ('all', the default). What each one selects is in app/admin/lists.server.ts.
 */
export const BOOKING_VIEWS = {
  all: "All bookings",
  mine: "Mine",
  waiting: "Waiting on client",
  approval: "Waiting for approval",
  "due-week": "Due this week",
  overdue: "Overdue",
  unassigned: "Unassigned",
  responded: "Client responded",
  unpaid: "Unpaid",
  "payment-reported": "Payment reported",
  "tax-overdue": "Tax overdue",
} as const;
export type BookingView = keyof typeof BOOKING_VIEWS;

// Every list's parameters (the search and the page), read with readQuery
// (app/forms.server.ts). A list with filters of its own composes its schema
// from this one (`ListQuerySchema.extend({…})`, as the bookings do), so each
// parameter is read one way everywhere: `in` or an object lookup would let
// `__proto__` or `constructor` through as a status (issue 16.4). Anything
// odd falls back to the default.
export const ListQuerySchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim().slice(0, 100))
    .catch(""),
  page: z
    .string()
    .regex(/^[0-9]{1,6}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(100_000))
    .catch(1),
});
export type ListQuery = z.output<typeof ListQuerySchema>;

/** The bookings' parameters: the base, a status and a view. */
export const BookingQuerySchema = ListQuerySchema.extend({
  status: z.enum(Object.keys(STATUS_FILTERS) as [StatusFilter, ...StatusFilter[]]).catch("all"),
  view: z.enum(Object.keys(BOOKING_VIEWS) as [BookingView, ...BookingView[]]).catch("all"),
});
export type BookingQuery = z.output<typeof BookingQuerySchema>;

/** The bookings table's columns (spec section 2), shared by the page and its CSV. */
export const BOOKING_COLUMNS = [
  "Booking ID",
  "Customer Name",
  "Email",
  "Phone",
  "Instructions",
  "Items",
  "Status",
  "Total Price",
  "Uploaded Files",
  "Created At",
] as const;
