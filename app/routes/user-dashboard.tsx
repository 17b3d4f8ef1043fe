import { Link } from "react-router";
import { requireUser } from "#app/accounts/session.server.ts";
import { type ClientBooking, getClientBookings } from "#app/bookings/client-bookings.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { LoadError, StatusBadge } from "#app/components/data-table.tsx";
import { logger } from "#app/logger.server.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/user-dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  try {
    return { name: user.name, bookings: await getClientBookings(user.email), error: null };
  } catch (error) {
    logger.error({ err: error }, "listing a user's bookings failed");
    return { name: user.name, bookings: [] as ClientBooking[], error: "Error fetching bookings" };
  }
}

// The spec's columns (section 2) are the labels of each booking's card: a
// client reads one booking at a time, on a phone as well as a desktop.
export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  const { name, bookings, error } = loaderData;
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-900">My bookings</h1>
      <p className="mt-1 text-slate-600">Welcome, {name}. Bookings made with your email address appear here.</p>
      <LoadError message={error} />
      {error ? null : bookings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 px-5 py-8 text-center text-slate-700">
          You have no bookings yet.
        </p>
      ) : (
        <ol aria-label="Your bookings, newest first" className="mt-6 grid gap-4 lg:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.bookingId}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function BookingCard({ booking }: { booking: ClientBooking }) {
  const headingId = `booking-${booking.bookingId}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-mono text-sm font-semibold break-all text-brand-900">
          <span className="sr-only">Booking ID </span>
          {booking.bookingId}
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <Field label="Created At">{booking.createdAt}</Field>
        <Field label="Items">
          <ul className="space-y-0.5">
            {booking.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Field>
        <Field label="Total Price">{booking.total}</Field>
        <Field label="Status">{booking.status}</Field>
        <Field label="Stage">{booking.stage}</Field>
        <Field label="Documents received">
          {booking.documents.length === 0 ? (
            "None yet"
          ) : (
            <ul className="space-y-0.5">
              {booking.documents.map((document, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
                <li key={index}>{document}</li>
              ))}
            </ul>
          )}
        </Field>
        <Field label="Still needed">{booking.stillNeeded}</Field>
        <Field label="Customer Name">{booking.customerName}</Field>
        <Field label="Email">{booking.email}</Field>
        <Field label="Phone">{booking.phone}</Field>
        <Field label="Instructions">{booking.customerInstructions || "—"}</Field>
      </dl>
      <p className="mt-4">
        <Link to={`/bookings/${encodeURIComponent(booking.bookingId)}`} className="btn-primary inline-block">
          {booking.neededCount > 0 ? "Send documents" : "Open booking"}
          <span className="sr-only"> {booking.bookingId}</span>
        </Link>
      </p>
    </article>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{children}</dd>
    </>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "My bookings", description: "Your bookings and their status." }),
    { name: "robots", content: "noindex" },
  ];
}
