// A visitor's cart, made the way the service cards make it: one POST /cart
// per option, each answer's cookie sent with the next.
import type { BenchContext } from "./context.ts";
import { cookiesOf, request } from "./http.ts";

/** Three services of different kinds, as a visitor about to book holds them. */
export const BENCH_CART = ["gst-filing:annual_gst", "income-tax-filing:nri", "trademark-services:trademark"];

/** The cart cookie of these options, from the bench's app or another server (the Lighthouse row's anchor). */
export async function addToCart(
  context: BenchContext,
  items: readonly string[],
  origin = context.app.origin,
): Promise<string> {
  let cookie = "";
  for (const item of items) {
    const reply = await request(`${origin}/cart`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: [Buffer.from(new URLSearchParams({ intent: "add", item }).toString())],
    });
    if (reply.status !== 200) throw new Error(`adding ${item} answered ${reply.status}`);
    cookie = cookiesOf(reply);
  }
  return cookie;
}
