import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Link, useFetcher, useSearchParams } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { BOOKING_COLUMNS, BOOKING_VIEWS, type BookingView, PAGE_SIZE, parseListQuery } from "#app/admin/list-query.ts";
import { type AdminBooking, closeBooking, countBookingViews, listBookings } from "#app/admin/lists.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminNav, ExportLink, ListSearch, Pagination, useListLoading } from "#app/components/admin-list.tsx";
import { Cell, DataTable, LoadError, StatusBadge, Truncated } from "#app/components/data-table.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { showToast } from "#app/components/toasts.tsx";
import { readForm } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/admin-dashboard";

/** The one action of the page: Mark as Closed. */
const CloseBookingSchema = z.object({ intent: z.literal("close"), bookingId: z.string().trim().min(1) });

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const query = parseListQuery(new URL(request.url));
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const [{ rows, total }, counts] = await Promise.all([
      listBookings({ ...query, adminId: admin.id }),
      countBookingViews(admin.id),
    ]);
    return data({ query, bookings: rows, total, counts, error: null }, { headers });
  } catch (error) {
    // The details go to the log, never to the page.
    logger.error({ err: error }, "listing bookings failed");
    return data(
      {
        query,
        bookings: [] as AdminBooking[],
        total: 0,
        counts: null,
        error: "Error fetching records: the list could not be loaded. Please try again.",
      },
      { headers },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: CloseBookingSchema });
  if (submission.status !== "success") return data({ error: "Unknown action." }, 400);
  const { bookingId } = submission.value;
  const outcome = await closeBooking(bookingId, admin);
  if (outcome === "closed") {
    await recordAudit({
      action: "booking-closed",
      actor: admin,
      target: bookingId,
      clientAddress: context.clientAddress,
    });
    return data({ error: null });
  }
  return data(
    { error: outcome === "already-closed" ? `${bookingId} is already closed.` : `${bookingId} does not exist.` },
    outcome === "already-closed" ? 409 : 404,
  );
}

const COLUMNS = [...BOOKING_COLUMNS, "Actions"];
// Every column inside 1280 px (issue 18.12); long text is cut short with the
// whole of it in a tooltip and in the CSV.
const WIDTHS = [
  "w-[9%]",
  "w-[9%]",
  "w-[11%]",
  "w-[9%]",
  "w-[9%]",
  "w-[12%]",
  "w-[8%]",
  "w-[6%]",
  "w-[10%]",
  "w-[8%]",
  "w-[9%]",
];

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({ error: message }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { query, bookings, total, counts, error } = loaderData;
  const loading = useListLoading("/admin-dashboard");
  return (
    <section className="mx-auto w-full max-w-[100rem] px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">Bookings</h1>
        <AdminNav />
      </div>
      <ViewLinks current={query.view} counts={counts} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <ListSearch placeholder="Booking id, name, email or phone">
          {query.view === "all" ? null : <input type="hidden" name="view" value={query.view} />}
          <div>
            <label htmlFor="status" className="block text-sm font-semibold text-slate-800">
              Status
            </label>
            <select
              id="status"
              name="status"
              defaultValue={query.status}
              className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="all">All</option>
              <option value="closed">Closed</option>
              <option value="in-progress">In Progress</option>
            </select>
          </div>
        </ListSearch>
        <ExportLink href="/admin-dashboard.csv" />
      </div>
      {loading ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading bookings...
        </p>
      ) : null}
      <LoadError message={error} />
      <DataTable caption="Bookings, newest first" columns={COLUMNS} widths={WIDTHS} cards dimmed={loading}>
        {bookings.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS.length} className="px-3 py-8 text-center text-slate-600">
              No bookings match.
            </td>
          </tr>
        ) : (
          bookings.map((booking) => <BookingRow key={booking.bookingId} booking={booking} />)
        )}
      </DataTable>
      <Pagination page={query.page} total={total} pageSize={PAGE_SIZE} />
    </section>
  );
}

/** The staff's views, each with how many bookings it holds; the spec's table is 'All bookings'. */
function ViewLinks({ current, counts }: { current: BookingView; counts: Record<BookingView, number> | null }) {
  return (
    <nav aria-label="Views" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {(Object.entries(BOOKING_VIEWS) as [BookingView, string][]).map(([view, label]) => (
          <li key={view}>
            <Link
              to={view === "all" ? "/admin-dashboard" : `/admin-dashboard?view=${view}`}
              aria-current={view === current ? "page" : undefined}
              className={`inline-block rounded-full border px-3 py-1.5 text-sm font-semibold ${
                view === current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-brand-800"
              } ${view === "overdue" && counts?.overdue ? "ring-2 ring-red-300" : ""}`}
            >
              {label}
              {counts ? ` (${counts[view]})` : ""}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BookingRow({ booking }: { booking: AdminBooking }) {
  const fetcher = useFetcher<typeof action>({ key: `close-${booking.bookingId}` });
  const [searchParams] = useSearchParams();
  const failure = fetcher.state === "idle" ? fetcher.data?.error : null;
  useEffect(() => {
    // The old system only logged a failed close; the admin is told here.
    if (failure) showToast("error", failure);
  }, [failure]);
  const closing = fetcher.state !== "idle";
  return (
    <tr className="align-top">
      <Cell label="Booking ID" className="font-mono text-xs break-all">
        <Link to={`/admin-dashboard/${encodeURIComponent(booking.bookingId)}`} className="text-brand-700 underline">
          {booking.bookingId}
        </Link>
      </Cell>
      <Cell label="Customer Name">
        <Truncated text={booking.customerName} />
      </Cell>
      <Cell label="Email">
        <Truncated text={booking.email} />
      </Cell>
      <Cell label="Phone" className="text-xs">
        {booking.phone}
      </Cell>
      <Cell label="Instructions">
        <Truncated text={booking.instructions} />
      </Cell>
      <Cell label="Items">
        <ul className="flex min-w-0 flex-wrap gap-1">
          {booking.items.map((item) => (
            <li
              key={item}
              title={item}
              className="max-w-full truncate rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900"
            >
              {item}
            </li>
          ))}
        </ul>
      </Cell>
      <Cell label="Status">
        <StatusBadge status={booking.status} />
        {booking.closed ? (
          <Truncated className="mt-1 text-xs text-slate-500" text={`Closed ${booking.closed}`} />
        ) : (
          <span className="mt-1 block text-xs text-slate-600">{booking.stage}</span>
        )}
        {booking.due ? (
          <span
            className={`mt-1 block text-xs font-semibold ${
              booking.due.state === "overdue"
                ? "text-red-700"
                : booking.due.state === "soon"
                  ? "text-amber-800"
                  : "text-slate-600"
            }`}
          >
            {booking.due.state === "overdue" ? "Overdue: " : "Due "}
            {booking.due.day}
          </span>
        ) : null}
      </Cell>
      <Cell label="Total Price" className="text-xs">
        {booking.total}
      </Cell>
      <Cell label="Uploaded Files">
        {booking.files.length === 0 ? (
          "—"
        ) : (
          <ul className="min-w-0 space-y-0.5 text-xs">
            {booking.files.map((file) => (
              <li key={file.id} className="flex min-w-0 gap-1">
                <a href={`/admin/uploads/${file.id}`} className="font-semibold text-brand-700 underline" download>
                  Download<span className="sr-only"> {file.fileName}</span>
                </a>
                <span title={file.fileName} className="min-w-0 truncate text-slate-500">
                  {file.fileName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Cell>
      <Cell label="Created At" className="text-xs">
        {booking.createdAt}
      </Cell>
      <Cell label="Actions">
        {booking.status === "Closed" ? null : (
          <fetcher.Form method="post" action={`/admin-dashboard?${searchParams}`}>
            <input type="hidden" name="intent" value="close" />
            <input type="hidden" name="bookingId" value={booking.bookingId} />
            <button type="submit" disabled={closing} className="btn-secondary px-2 py-1.5 text-xs">
              {closing ? "Closing…" : "Mark as Closed"}
            </button>
          </fetcher.Form>
        )}
      </Cell>
    </tr>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: bookings", description: "All bookings." }),
    { name: "robots", content: "noindex" },
  ];
}
