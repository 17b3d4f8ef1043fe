import { type Cart, EMPTY_CART, MAX_CART_LINES, MAX_QUANTITY } from "#app/cart/cart.ts";
import { getOption, SERVICES } from "#app/catalog/catalog.server.ts";
import { getServiceText } from "#app/catalog/service-text.ts";
import type { Charge } from "#app/catalog/services.ts";
import { siteCookie } from "#app/cookies.server.ts";
import type { Language } from "#app/i18n/languages.ts";

// The cart lives in a cookie of option keys and quantities only, so the
// first HTML already shows it and a card works as a plain form post.
const cartCookie = siteCookie("cart", { maxAge: 60 * 60 * 24 * 30 });

export async function getCart(request: Request): Promise<Cart> {
  try {
    return parseCart(await cartCookie().parse(request.headers.get("Cookie")));
  } catch {
    return EMPTY_CART;
  }
}

/** The Set-Cookie header that stores this cart (or removes an empty one). */
export function serializeCart(cart: Cart): Promise<string> {
  if (cart.length === 0) return cartCookie().serialize([], { maxAge: 0 });
  return cartCookie().serialize(cart.map((line) => [line.key, line.quantity]));
}

/**
 * Reads whatever the cookie held: entries that are not [known option key,
 * quantity 1..99] are dropped, and so are repeats.
 */
export function parseCart(value: unknown): Cart {
  if (!Array.isArray(value)) return EMPTY_CART;
  const lines: { key: string; quantity: number }[] = [];
  for (const entry of value.slice(0, MAX_CART_LINES)) {
    if (!Array.isArray(entry)) continue;
    const [key, quantity] = entry as unknown[];
    if (typeof key !== "string" || !getOption(key)) continue;
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QUANTITY) continue;
    if (lines.some((line) => line.key === key)) continue;
    lines.push({ key, quantity: quantity as number });
  }
  return lines;
}

export type CartItem = {
  key: string;
  serviceId: string;
  optionId: string;
  title: string;
  charge: Charge;
  quantity: number;
};

/** The cart with titles (in the page's language) and prices from the catalog. */
export function getCartItems(cart: Cart, language: Language = "en"): CartItem[] {
  return cart.flatMap((line) => {
    const option = getOption(line.key);
    if (!option) return [];
    const service = SERVICES.find((candidate) => candidate.path === `/${option.serviceId}`);
    const words = service ? getServiceText(service, language) : undefined;
    const label = words?.options.find((candidate) => candidate.id === option.id)?.label ?? option.label;
    return [
      {
        key: option.key,
        serviceId: option.serviceId,
        optionId: option.id,
        title: `${words?.name ?? option.serviceName} – ${label}`,
        charge: option.charge,
        quantity: line.quantity,
      },
    ];
  });
}
