import { expect, test } from "vitest";
import { describeDue } from "./due.ts";

test("a due date is overdue once past, soon within 7 days, and nothing for a closed booking", () => {
  const today = "2026-11-26";
  expect(describeDue("2026-11-25", "In Progress", today)).toEqual({ day: "25 Nov 2026", state: "overdue" });
  expect(describeDue("2026-11-26", "In Progress", today)?.state).toBe("soon");
  expect(describeDue("2026-12-03", "In Progress", today)?.state).toBe("soon");
  expect(describeDue("2026-12-04", "In Progress", today)?.state).toBe("later");
  expect(describeDue("2026-11-25", "Closed", today)).toBeNull();
  expect(describeDue(null, "In Progress", today)).toBeNull();
});
