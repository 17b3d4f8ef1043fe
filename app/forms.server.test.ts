import { expect, test } from "vitest";
import { readFormMeta, readQuery } from "#app/forms.server.ts";
import { z } from "#app/zod.ts";

const Query = z.object({
  category: z.string().catch("").default(""),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

const read = (search: string) => readQuery(new Request(`http://localhost/all-blogs${search}`), Query);

test("a query string is read through its schema, and an odd one falls back to the defaults", () => {
  expect(read("?category=Income%20Tax&page=3")).toEqual({ category: "Income Tax", page: 3 });
  expect(read("")).toEqual({ category: "", page: 1 });
  expect(read("?page=-4&page=x&category=")).toEqual({ category: "", page: 1 });
});

test("a query schema that can fail is a programming error, said at once", () => {
  expect(() => readQuery(new Request("http://localhost/?a=1"), z.object({ b: z.string() }))).toThrow(
    /a query schema must not fail/,
  );
});

test("a form's honeypot, proof of work, idempotency key and no-script marker are read through one schema", () => {
  const form = (entries: [string, string][]) => {
    const formData = new FormData();
    for (const [name, value] of entries) formData.append(name, value);
    return readFormMeta(formData);
  };
  const key = crypto.randomUUID();
  expect(
    form([
      ["website", "spam.example"],
      ["altcha", "c29sdXRpb24="],
      ["idempotencyKey", key],
      ["noScript", "1"],
    ]),
  ).toEqual({ isBot: true, solution: "c29sdXRpb24=", idempotencyKey: key, noScript: true });
  expect(form([["email", "a@example.com"]])).toEqual({
    isBot: false,
    solution: undefined,
    idempotencyKey: undefined,
    noScript: false,
  });
  // A malformed key is no key; an absurd solution is no solution.
  expect(
    form([
      ["idempotencyKey", "not-a-uuid"],
      ["altcha", "x".repeat(20_000)],
    ]),
  ).toMatchObject({
    idempotencyKey: undefined,
    solution: undefined,
  });
});
