import { expect, test } from "vitest";
import { findRoutesWithoutQueryRow } from "#tests/query-table.ts";

test("every route whose module reads a query string says which parameters it reads", () => {
  expect(findRoutesWithoutQueryRow()).toEqual([]);
});
