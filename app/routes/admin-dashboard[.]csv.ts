import { NOTHING_TICKED, tickedBookings } from "#app/admin/bulk-schema.ts";
import { BOOKING_COLUMNS } from "#app/admin/list-query.ts";
import { listCsv, startCsvExport } from "#app/admin/list-routes.server.ts";
import { BOOKINGS } from "#app/admin/lists.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/admin-dashboard[.]csv";

// The bookings of the current filter and search, as CSV; or, from the
// dashboard's bulk form (?selection=ticked&booking=…), the ticked ones.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = await startCsvExport(request, context.clientAddress, BOOKINGS);
  const { selection: ticked, booking } = readQuery(
    request,
    z.object({
      selection: z.string().optional().catch(undefined),
      booking: z.array(z.string()).catch([]),
    }),
  );
  let ids: string[] | undefined;
  if (ticked !== undefined) {
    const selection = tickedBookings.safeParse(booking);
    if (!selection.success) {
      const message = selection.error.issues[0]?.message ?? NOTHING_TICKED;
      throw await redirectWithToast("/admin-dashboard", [{ type: "error", message }]);
    }
    ids = selection.data.map((booking) => booking.bookingId);
  }
  return listCsv(
    BOOKINGS,
    { ...query, ids },
    {
      fileName: ids ? "bookings-selected.csv" : "bookings.csv",
      header: [...BOOKING_COLUMNS, "Closed"],
      cells: (booking) => [
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
      ],
    },
  );
}
