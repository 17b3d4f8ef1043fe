import { expect, test } from "vitest";
import {
  addItem,
  applyCartIntent,
  type Cart,
  clearCart,
  decrement,
  hasItem,
  increment,
  MAX_QUANTITY,
  removeItem,
  toggleItem,
  updateQuantity,
} from "#app/cart/cart.ts";

const GST = "gst-filing:monthly_gst";
const ITR = "income-tax-filing:individual";

test("add puts a new item in with quantity 1", () => {
  expect(addItem([], GST)).toEqual([{ key: GST, quantity: 1 }]);
});

test("add raises the quantity of an item already there by 1", () => {
  expect(addItem([{ key: GST, quantity: 2 }], GST)).toEqual([{ key: GST, quantity: 3 }]);
});

test("add never goes past the maximum quantity", () => {
  expect(addItem([{ key: GST, quantity: MAX_QUANTITY }], GST)).toEqual([{ key: GST, quantity: MAX_QUANTITY }]);
});

test("remove takes the item out whatever its quantity", () => {
  const cart: Cart = [
    { key: GST, quantity: 4 },
    { key: ITR, quantity: 1 },
  ];
  expect(removeItem(cart, GST)).toEqual([{ key: ITR, quantity: 1 }]);
  expect(removeItem(cart, "unknown:x")).toEqual(cart);
});

test("update quantity sets it, bounded to 1..99, and ignores items not in the cart", () => {
  const cart: Cart = [{ key: GST, quantity: 1 }];
  expect(updateQuantity(cart, GST, 7)).toEqual([{ key: GST, quantity: 7 }]);
  expect(updateQuantity(cart, GST, 0)).toEqual([{ key: GST, quantity: 1 }]);
  expect(updateQuantity(cart, GST, 1000)).toEqual([{ key: GST, quantity: MAX_QUANTITY }]);
  expect(updateQuantity(cart, ITR, 5)).toEqual(cart);
});

test("clear empties the cart", () => {
  expect(clearCart()).toEqual([]);
});

test("plus raises by 1; it does not add an item that is not there", () => {
  expect(increment([{ key: GST, quantity: 1 }], GST)).toEqual([{ key: GST, quantity: 2 }]);
  expect(increment([], GST)).toEqual([]);
});

test("minus lowers by 1 and at quantity 1 removes the item", () => {
  expect(decrement([{ key: GST, quantity: 3 }], GST)).toEqual([{ key: GST, quantity: 2 }]);
  expect(decrement([{ key: GST, quantity: 1 }], GST)).toEqual([]);
  expect(decrement([], GST)).toEqual([]);
});

test("a card toggles: selecting adds, selecting again removes", () => {
  const once = toggleItem([], GST);
  expect(hasItem(once, GST)).toBe(true);
  expect(once).toEqual([{ key: GST, quantity: 1 }]);
  expect(toggleItem(once, GST)).toEqual([]);
});

test("transitions do not change the cart they were given", () => {
  const cart: Cart = Object.freeze([Object.freeze({ key: GST, quantity: 1 })]);
  addItem(cart, GST);
  decrement(cart, GST);
  expect(cart).toEqual([{ key: GST, quantity: 1 }]);
});

test("applyCartIntent dispatches every intent", () => {
  const cart: Cart = [{ key: GST, quantity: 2 }];
  expect(applyCartIntent(cart, "add", ITR)).toEqual([...cart, { key: ITR, quantity: 1 }]);
  expect(applyCartIntent(cart, "remove", GST)).toEqual([]);
  expect(applyCartIntent(cart, "toggle", GST)).toEqual([]);
  expect(applyCartIntent(cart, "increment", GST)).toEqual([{ key: GST, quantity: 3 }]);
  expect(applyCartIntent(cart, "decrement", GST)).toEqual([{ key: GST, quantity: 1 }]);
  expect(applyCartIntent(cart, "update", GST, 9)).toEqual([{ key: GST, quantity: 9 }]);
  expect(applyCartIntent(cart, "clear", GST)).toEqual([]);
});
