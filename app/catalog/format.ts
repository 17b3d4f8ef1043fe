import type { Charge } from "#app/catalog/services.ts";

/** A fixed amount reads "Rs. {n} only"; anything else is shown as it is ("On Request"). */
export function formatCharge(charge: Charge): string {
  return typeof charge === "number" ? `Rs. ${charge} only` : charge;
}

/**
 * The cart and booking total (spec section 5): "On Request" when every item
 * is unpriced, otherwise "Rs. " and the sum of charge x quantity over the
 * priced items only.
 */
export function formatTotal(items: readonly { charge: Charge; quantity: number }[]): string {
  const priced = items.filter((item) => typeof item.charge === "number");
  if (items.length > 0 && priced.length === 0) return "On Request";
  return `Rs. ${getTotalPrice(items)}`;
}

/** totalPrice of the spec: the sum of charge x quantity over priced items. */
export function getTotalPrice(items: readonly { charge: Charge; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + (typeof item.charge === "number" ? item.charge * item.quantity : 0), 0);
}

/** "Rs. 500 x 2 = Rs. 1000", or "On Request x 2" for an unpriced item. */
export function formatLine(item: { charge: Charge; quantity: number }): string {
  if (typeof item.charge !== "number") return `${item.charge} x ${item.quantity}`;
  return `Rs. ${item.charge} x ${item.quantity} = Rs. ${item.charge * item.quantity}`;
}
