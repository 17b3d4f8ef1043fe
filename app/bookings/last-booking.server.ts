import { siteCookie } from "#app/cookies.server.ts";

// The booking this browser just made, for /booking-confirmation. Signed, so
// nobody can make the page show another booking.
const lastBookingCookie = siteCookie("last_booking", { maxAge: 60 * 60, signed: true });

export type LastBooking = { bookingId: string; refused: string[] };

export function serializeLastBooking(booking: LastBooking): Promise<string> {
  return lastBookingCookie().serialize(booking);
}

export async function getLastBooking(request: Request): Promise<LastBooking | null> {
  try {
    const value = await lastBookingCookie().parse(request.headers.get("Cookie"));
    if (typeof value?.bookingId !== "string") return null;
    const refused = Array.isArray(value.refused)
      ? value.refused.filter((item: unknown) => typeof item === "string")
      : [];
    return { bookingId: value.bookingId, refused };
  } catch {
    return null;
  }
}
