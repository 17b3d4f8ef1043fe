import { expect, test } from "vitest";
import { type CellFacts, getCellState } from "#app/compliance/cell-state.ts";

// GSTR-3B for October 2026 is due on 20 November 2026 (CGST Rules r.61(1)(i)).
const due = "2026-11-20";
const item = (
  stage: NonNullable<CellFacts["workItem"]>["stage"],
  more: Partial<NonNullable<CellFacts["workItem"]>> = {},
) => ({
  stage,
  status: "In Progress" as const,
  latestDraftApproved: false,
  ...more,
});
const state = (facts: Partial<CellFacts>) =>
  getCellState({ today: "2026-11-18", dueOn: due, workItem: null, filing: null, ...facts });

test("before its work item exists a return is not due yet, and overdue the day after its due date", () => {
  expect(state({ today: "2026-11-01" })).toBe("not-due");
  expect(state({ today: "2026-11-20" })).toBe("not-due");
  expect(state({ today: "2026-11-21" })).toBe("overdue");
});

test("the work item's stage says who moves next", () => {
  expect(state({ workItem: item("Booked") })).toBe("waiting");
  expect(state({ workItem: item("Documents requested") })).toBe("waiting");
  expect(state({ workItem: item("Documents received") })).toBe("in-progress");
  expect(state({ workItem: item("In preparation") })).toBe("in-progress");
  expect(state({ workItem: item("Sent for your approval") })).toBe("waiting");
  expect(state({ workItem: item("Sent for your approval", { latestDraftApproved: true }) })).toBe("ready");
  // Filed on the portal or closed, but no filing recorded for this return: the record is what is missing.
  expect(state({ workItem: item("Filed / Submitted") })).toBe("ready");
  expect(state({ workItem: item("In preparation", { status: "Closed" }) })).toBe("ready");
});

test("a recorded filing decides, on the due day on time and the day after late", () => {
  expect(state({ filing: { filedOn: "2026-11-20", dueOn: due } })).toBe("filed-on-time");
  expect(state({ filing: { filedOn: "2026-11-21", dueOn: due }, today: "2026-11-25" })).toBe("filed-late");
  // A filing recorded before the work item moved on is still a filing.
  expect(state({ filing: { filedOn: "2026-11-10", dueOn: null }, workItem: item("In preparation") })).toBe(
    "filed-on-time",
  );
});

test("past the due date nothing short of a recorded filing counts, whatever the stage", () => {
  const late = { today: "2026-11-23" };
  expect(state({ ...late, workItem: item("Filed / Submitted") })).toBe("overdue");
  expect(state({ ...late, workItem: item("Sent for your approval", { latestDraftApproved: true }) })).toBe("overdue");
  expect(state({ ...late, workItem: item("Documents requested") })).toBe("overdue");
});

test("an extension in the table after the filing was recorded makes a return filed by the new date on time", () => {
  // The filing recorded the 20th; a notification then moved the date to the 25th, which the table now gives.
  expect(state({ dueOn: "2026-11-25", filing: { filedOn: "2026-11-24", dueOn: "2026-11-20" } })).toBe("filed-on-time");
  // The filing's own date when it is the later one (the table read before an extension reached this grid).
  expect(state({ dueOn: "2026-11-20", filing: { filedOn: "2026-11-24", dueOn: "2026-11-25" } })).toBe("filed-on-time");
});
