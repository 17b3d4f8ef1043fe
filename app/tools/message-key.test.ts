import { expect, test } from "vitest";
import { findMessageKey } from "./message-key.ts";

test("an English message is found by its key; another message, or none, is not", () => {
  const messages = { amount: "Please enter an amount.", max: "Please enter at most ₹1,000 crore." } as const;
  expect(findMessageKey(messages, "Please enter at most ₹1,000 crore.")).toBe("max");
  expect(findMessageKey(messages, "Please enter an amount")).toBeUndefined();
  expect(findMessageKey(messages, undefined)).toBeUndefined();
});
