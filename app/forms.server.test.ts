import { expect, test } from "vitest";
import { readQuery } from "#app/forms.server.ts";
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
