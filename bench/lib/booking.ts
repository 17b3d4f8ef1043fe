// A booking as the cart page's JavaScript sends it: a fetcher post of the
// customer details (no files) to /cart-page.data; the booking id comes back
// in the turbo-stream reply.
import type http from "node:http";
import { type Reply, request } from "./http.ts";

const ITEMS = JSON.stringify([
  ["gst-filing:monthly_gst", 2],
  ["income-tax-filing:company", 1],
]);
const BOOKING_ID = /"(ETF-\d{13}-\d{1,4})"/;

export type BookingReply = Reply & { bookingId: string | null };

export async function postBooking(origin: string, serial: number, agent?: http.Agent): Promise<BookingReply> {
  const body = new URLSearchParams({
    name: "Bench Client",
    phone: "+91 98765 43210",
    email: `bench-${serial}@example.com`,
    instructions: "",
    items: ITEMS,
    clientUploads: "1",
    consent: "on",
  }).toString();
  const reply = await request(`${origin}/cart-page.data`, {
    method: "POST",
    agent,
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body: [Buffer.from(body)],
  });
  const ok = reply.status >= 200 && reply.status < 300;
  return { ...reply, bookingId: ok ? (reply.body.toString("utf8").match(BOOKING_ID)?.[1] ?? null) : null };
}
