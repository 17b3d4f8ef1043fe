// The cart's transitions (spec section 4, "Cart"), as pure functions over
// option keys and quantities. Prices are never stored here: they come from
// the catalog when the cart is read (cart.server.ts).

export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 60;

type CartLine = { key: string; quantity: number };
export type Cart = readonly CartLine[];

export const EMPTY_CART: Cart = [];

export function hasItem(cart: Cart, key: string): boolean {
  return cart.some((line) => line.key === key);
}

/** Adds with quantity 1, or raises the quantity by 1 when already there. */
export function addItem(cart: Cart, key: string): Cart {
  if (hasItem(cart, key)) {
    return cart.map((line) => (line.key === key ? { key, quantity: Math.min(line.quantity + 1, MAX_QUANTITY) } : line));
  }
  if (cart.length >= MAX_CART_LINES) return cart;
  return [...cart, { key, quantity: 1 }];
}

export function removeItem(cart: Cart, key: string): Cart {
  return cart.filter((line) => line.key !== key);
}

/** Sets one item's quantity, kept between 1 and MAX_QUANTITY. */
export function updateQuantity(cart: Cart, key: string, quantity: number): Cart {
  const bounded = Math.min(Math.max(Math.trunc(quantity), 1), MAX_QUANTITY);
  return cart.map((line) => (line.key === key ? { key, quantity: bounded } : line));
}

export function clearCart(): Cart {
  return EMPTY_CART;
}

/** Plus: one more of an item already in the cart. */
export function increment(cart: Cart, key: string): Cart {
  return hasItem(cart, key) ? addItem(cart, key) : cart;
}

/** Minus: one fewer; at quantity 1 the item is removed. */
export function decrement(cart: Cart, key: string): Cart {
  const line = cart.find((candidate) => candidate.key === key);
  if (!line) return cart;
  return line.quantity <= 1 ? removeItem(cart, key) : updateQuantity(cart, key, line.quantity - 1);
}

/** A service card: selecting adds it, selecting again removes it. */
export function toggleItem(cart: Cart, key: string): Cart {
  return hasItem(cart, key) ? removeItem(cart, key) : addItem(cart, key);
}

export const CART_INTENTS = ["add", "remove", "toggle", "increment", "decrement", "update", "clear"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export function applyCartIntent(cart: Cart, intent: CartIntent, key: string, quantity = 1): Cart {
  switch (intent) {
    case "add":
      return addItem(cart, key);
    case "remove":
      return removeItem(cart, key);
    case "toggle":
      return toggleItem(cart, key);
    case "increment":
      return increment(cart, key);
    case "decrement":
      return decrement(cart, key);
    case "update":
      return updateQuantity(cart, key, quantity);
    case "clear":
      return clearCart();
  }
}
