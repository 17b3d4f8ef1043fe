import { expect, test } from "vitest";
import { formatBody, parseBody } from "#app/blog/blocks.ts";

test("headings, lists and paragraphs become blocks in order", () => {
  expect(
    parseBody(
      "## Who must register\n\nEvery supplier above\nthe threshold.\n\n- Inter-state sellers\n- E-commerce sellers\n## Next",
    ),
  ).toEqual([
    { type: "heading", text: "Who must register" },
    { type: "paragraph", text: "Every supplier above the threshold." },
    { type: "list", items: ["Inter-state sellers", "E-commerce sellers"] },
    { type: "heading", text: "Next" },
  ]);
});

test("markup stays text: nothing is interpreted as HTML", () => {
  expect(parseBody("<script>alert(1)</script>")).toEqual([{ type: "paragraph", text: "<script>alert(1)</script>" }]);
});

test("format and parse round-trip", () => {
  const blocks = parseBody("## A\n\nB c.\n\n- d\n- e\n\nF.");
  expect(parseBody(formatBody(blocks))).toEqual(blocks);
});

test("an empty body has no blocks", () => {
  expect(parseBody("  \n\n ")).toEqual([]);
});
