import { requireUser } from "#app/accounts/session.server.ts";
import { getBookingsForEmail } from "#app/bookings/bookings.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { DataTable, LoadError, StatusBadge } from "#app/components/data-table.tsx";
import { logger } from "#app/logger.server.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/user-dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  try {
    return { name: user.name, bookings: await getBookingsForEmail(user.email), error: null };
  } catch (error) {
    logger.error({ err: error }, "listing a user's bookings failed");
    return { name: user.name, bookings: [], error: "Error fetching bookings" };
  }
}

const COLUMNS = [
  "Booking ID",
  "Customer Name",
  "Email",
  "Phone",
  "Instructions",
  "Items",
  "Total Price",
  "Created At",
  "Status",
];

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
        <DataTable caption="Your bookings, newest first" columns={COLUMNS}>
          {bookings.map((booking) => (
            <tr key={booking.bookingId} className="align-top">
              <td className="px-4 py-3 font-mono whitespace-nowrap">{booking.bookingId}</td>
              <td className="px-4 py-3">{booking.customerName}</td>
              <td className="px-4 py-3">{booking.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{booking.phone}</td>
              <td className="max-w-xs px-4 py-3 break-words">{booking.customerInstructions || "—"}</td>
              <td className="px-4 py-3">
                <ul className="space-y-1">
                  {booking.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{booking.total}</td>
              <td className="px-4 py-3 whitespace-nowrap">{booking.createdAt}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <StatusBadge status={booking.status} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "My bookings", description: "Your bookings and their status." }),
    { name: "robots", content: "noindex" },
  ];
}
