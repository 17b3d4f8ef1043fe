// A booking's short reference, to read out on the phone (issue 36, item 10):
// ETF- and nine digits in threes, ETF-482-139-075. The spec's booking id
// (ETF-{timestamp}-{n}) stays the booking's id everywhere; the reference is
// said beside it: on the confirmation, in every email's subject, on both
// booking pages, and the past booking search and the staff's search take it.
//
// Why digits only: a digit is said the same way by every caller, whatever
// their first language, and is typed on a phone's number pad; letters are
// not (B, D, E, G, P, T, V and Z rhyme on a bad line, and I, O, S look like
// 1, 0, 5), so none are used and none can be confused.
// Why nine, in threes: three groups of three are said and written down
// without losing the place ("four eight two, one three nine, zero seven
// five"), and the 10^9 references keep two things rare. A new booking draws
// one already taken about once in 20,000 bookings at 50,000 on file (the
// insert fails on the unique constraint and createBooking draws again). And
// guessing: the past booking search shows what anyone holding a reference
// may see (status, services, date; DESIGN point 10, never a name or a file)
// and takes 30 searches per address in ten minutes, so at 50,000 bookings
// one address guessing flat out finds one about every five days, and learns
// only that. The randomness is PostgreSQL's gen_random_uuid() (a strong
// source), never a sequence, so one reference says nothing of the next.

/** The reference as written, or null when the text cannot be one: any case, spaces, dashes and dots between. */
export function readBookingReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s.\-‐-―]/g, "");
  const digits = compact.startsWith("ETF") ? compact.slice(3) : compact;
  if (!/^\d{9}$/.test(digits)) return null;
  return `ETF-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
