// Where a booking's work stands, in words the client understands
// (DESIGN, 'After the sale'). The spec's status stays 'In Progress' or
// 'Closed'; inside 'In Progress' the stage moves through these, forward or
// back, and every move is a row of booking_events. Browser-safe: the
// client's timeline and the staff pages read the same list.

export const BOOKING_STAGES = [
  "Booked",
  "Documents requested",
  "Documents received",
  "In preparation",
  "Sent for your approval",
  "Filed / Submitted",
] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

/** What the timeline can show: a stage reached, or the spec's closing. */
export type TimelineStage = BookingStage | "Closed";

/**
 * What each stage means to the client: a line on their timeline, and for
 * the moves that ask something of them or tell them of a result, the email
 * they get (`email` null: the move is shown, not mailed).
 */
export const STAGE_TEXTS: Record<TimelineStage, { meaning: string; email: string | null }> = {
  Booked: { meaning: "We received your booking.", email: null },
  "Documents requested": {
    meaning: "We need documents from you before we can start.",
    email:
      "We need some documents from you before we can start. Your booking page lists what is still needed; you can upload them there.",
  },
  "Documents received": {
    meaning: "We have the documents we need.",
    email: "We have received the documents we need. We will let you know when your work is ready for your approval.",
  },
  "In preparation": { meaning: "We are working on it.", email: null },
  "Sent for your approval": {
    meaning: "Ready for you to check and approve.",
    email:
      "Your work is ready for you to check. Please read it on your booking page and reply there with your approval or any changes.",
  },
  "Filed / Submitted": {
    meaning: "Filed or submitted; the acknowledgement is on your booking page.",
    email:
      "We have filed or submitted your work. The acknowledgement and any other documents are on your booking page to download.",
  },
  Closed: { meaning: "The work is complete and this booking is closed.", email: null },
};

/**
 * Whether the firm still asks the client for documents: until it says it
 * has what it needs ('Documents received'). A request made later moves the
 * booking back to 'Documents requested' (app/bookings/requests.server.ts),
 * so a booking past that point, filed or closed, never shows a document as
 * still needed (issue 36, item 1).
 */
export function asksForDocuments(booking: { status: string; stage: string }): boolean {
  if (booking.status === "Closed") return false;
  const at = BOOKING_STAGES.indexOf(booking.stage as BookingStage);
  return at >= 0 && at < BOOKING_STAGES.indexOf("Documents received");
}
