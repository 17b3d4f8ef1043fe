import { csvResponse } from "#app/admin/csv.server.ts";
import { BOOKING_COLUMNS } from "#app/admin/list-query.ts";
import { startCsvExport } from "#app/admin/list-routes.server.ts";
import { iterateBookings } from "#app/admin/lists.server.ts";
import type { Route } from "./+types/admin-dashboard[.]csv";

// The bookings of the current filter and search, as CSV.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = await startCsvExport(request, context.clientAddress);
  async function* rows() {
    for await (const booking of iterateBookings(query)) {
      yield [
        booking.bookingId,
        booking.customerName,
        booking.email,
        booking.phone,
        booking.instructions,
        booking.items.join("; "),
        booking.status,
        booking.total,
        booking.files.map((file) => file.fileName).join("; "),
        booking.createdAt,
        booking.closed ?? "",
      ];
    }
  }
  const header = [...BOOKING_COLUMNS, "Closed"];
  return csvResponse("bookings.csv", header, rows());
}
