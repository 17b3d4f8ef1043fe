import type { Charge } from "#app/catalog/services.ts";

// Every price the site shows goes through this module: rupees as ₹ with
// Indian digit grouping (₹1,500; ₹1,23,456). The spec's "Rs. {n}" shapes
// keep their shape with the new symbol (docs/decisions/011-rupee-symbol.md).

/**
 * What a price includes, said once for every service page and the cart.
 * Professional fees of a CA firm attract GST at 18%; government, filing and
 * registration fees are paid to the government as they fall due.
 */
export const PRICE_TERMS =
  "Prices are our professional fees and do not include GST (18%, added to the invoice) or government fees (filing, registration or stamp duty), which are charged at actuals.";

const INDIAN_GROUPING = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** ₹ and Indian digit grouping: 123456 → "₹1,23,456". */
export function formatRupees(amount: number): string {
  return `₹${INDIAN_GROUPING.format(amount)}`;
}

/** A fixed amount reads "₹{n} only" (the spec's "Rs. {n} only"); anything else as it is ("On Request"). */
export function formatCharge(charge: Charge): string {
  return typeof charge === "number" ? `${formatRupees(charge)} only` : charge;
}

/**
 * The cart and booking total (spec section 5): "On Request" when every item
 * is unpriced, otherwise the sum of charge x quantity over the priced items,
 * and when some items are unpriced the total says they are quoted apart.
 */
export function formatTotal(items: readonly { charge: Charge; quantity: number }[]): string {
  const unpriced = items.filter((item) => typeof item.charge !== "number").length;
  if (items.length > 0 && unpriced === items.length) return "On Request";
  const sum = formatRupees(getTotalPrice(items));
  return unpriced > 0 ? `${sum} + On Request items, quoted before work starts` : sum;
}

/** totalPrice of the spec: the sum of charge x quantity over priced items. */
export function getTotalPrice(items: readonly { charge: Charge; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + (typeof item.charge === "number" ? item.charge * item.quantity : 0), 0);
}

/** "₹500 x 2 = ₹1,000", or "On Request x 2" for an unpriced item. */
export function formatLine(item: { charge: Charge; quantity: number }): string {
  if (typeof item.charge !== "number") return `${item.charge} x ${item.quantity}`;
  return `${formatRupees(item.charge)} x ${item.quantity} = ${formatRupees(item.charge * item.quantity)}`;
}
