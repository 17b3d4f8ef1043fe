// The dashboards' list parameters, read from the URL: browser-safe.

export const PAGE_SIZE = 25;

export const STATUS_FILTERS = { all: null, closed: "Closed", "in-progress": "In Progress" } as const;
export type StatusFilter = keyof typeof STATUS_FILTERS;

export type ListQuery = { q: string; page: number; status: StatusFilter };

/** Reads ?q=&page=&status= leniently: anything odd falls back to the default. */
export function parseListQuery(url: URL): ListQuery {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 100_000);
  const status = url.searchParams.get("status") ?? "all";
  return { q, page, status: status in STATUS_FILTERS ? (status as StatusFilter) : "all" };
}

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
