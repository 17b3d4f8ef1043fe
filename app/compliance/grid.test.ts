import { expect, test } from "vitest";
import { buildGrid, type EngagementFacts, type GridFilters } from "#app/compliance/grid.ts";

const NO_FILTERS: GridFilters = { form: "", state: "", dueThisWeek: false, clientId: null, name: "" };
const client = { id: 1, name: "Asha Traders", gstin: null };
const engagement = (more: Partial<EngagementFacts>): EngagementFacts => ({
  id: 1,
  serviceId: "gst-monthly",
  startPeriod: "2026-04",
  periodsFrom: null,
  state: "active",
  client,
  workItems: [],
  ...more,
});
const grid = (engagements: EngagementFacts[], filters: Partial<GridFilters> = {}, today = "2026-11-18") =>
  buildGrid(engagements, { fy: "2026-27", today, page: 1, filters: { ...NO_FILTERS, ...filters } });
/** The row's cells as "column:period:state", the columns counted from April (0). */
const cellsOf = (built: ReturnType<typeof grid>, form: string) =>
  built.clients[0]?.rows
    .find((row) => row.form === form)
    ?.cells.map((cell) => `${cell.column}:${cell.period}:${cell.state}`);

test("a quarter's return sits in the quarter's last month, a year's in March", () => {
  const built = grid([
    engagement({ id: 1, serviceId: "tds-quarterly", startPeriod: "2026-Q1" }),
    engagement({ id: 2, serviceId: "itr-yearly", startPeriod: "2026-27" }),
  ]);
  // 24Q/26Q: 31 July for April–June, 31 October for July–September (Income-tax Rules r.31A).
  expect(cellsOf(built, "24Q / 26Q")).toEqual([
    "2:2026-Q1:overdue",
    "5:2026-Q2:overdue",
    "8:2026-Q3:not-due",
    "11:2026-Q4:not-due",
  ]);
  expect(cellsOf(built, "ITR-1 / ITR-2")).toEqual(["11:2026-27:not-due"]);
});

test("a QRMP client's GSTR-3B falls due on the 22nd or the 24th by their GSTIN's state", () => {
  // Odisha (21) files on the 24th, Maharashtra (27) on the 22nd (notification 82/2020-CT).
  const dueOf = (gstin: string) =>
    grid([engagement({ serviceId: "gst-quarterly", startPeriod: "2026-Q1", client: { ...client, gstin } })])
      .clients[0]?.rows.find((row) => row.form === "GSTR-3B")
      ?.cells.find((cell) => cell.column === 2)?.dueOn;
  expect(dueOf("21AABCE1234F1ZH")).toBe("2026-07-24");
  expect(dueOf("27AABCE1234F1ZB")).toBe("2026-07-22");
});

test("periods before the engagement's first are not shown, nor a paused engagement's without a work item", () => {
  const from = grid([engagement({ startPeriod: "2026-04", periodsFrom: "2026-09" })]);
  expect(cellsOf(from, "GSTR-1")?.map((cell) => cell.split(":")[1])).toEqual([
    "2026-09",
    "2026-10",
    "2026-11",
    "2026-12",
    "2027-01",
    "2027-02",
    "2027-03",
  ]);
  const paused = grid([
    engagement({
      state: "paused",
      workItems: [
        {
          bookingId: "ETF-1",
          period: "2026-06",
          stage: "Documents received",
          status: "In Progress",
          latestDraftApproved: false,
          filings: [{ form: "GSTR-1", ruleId: "gstr-1-monthly", filedOn: "2026-07-10", dueOn: "2026-07-11" }],
        },
      ],
    }),
  ]);
  expect(cellsOf(paused, "GSTR-1")).toEqual(["2:2026-06:filed-on-time"]);
  expect(cellsOf(paused, "GSTR-3B")).toEqual(["2:2026-06:overdue"]);
});

test("filters keep the matching cells and the clients that have one; the counts are per column", () => {
  const engagements = [
    engagement({ id: 1 }),
    engagement({
      id: 2,
      serviceId: "tds-quarterly",
      startPeriod: "2026-Q1",
      client: { id: 2, name: "Bina", gstin: null },
    }),
  ];
  // 18 November 2026: GSTR-3B for October falls due on the 20th, within the week; GSTR-1 for October was due the 11th.
  const week = grid(engagements, { dueThisWeek: true });
  expect(week.clients.map((one) => one.name)).toEqual(["Asha Traders"]);
  expect(cellsOf(week, "GSTR-3B")).toEqual(["6:2026-10:not-due"]);
  const overdue = grid(engagements, { state: "overdue", form: "24Q / 26Q" });
  expect(overdue.clients.map((one) => one.name)).toEqual(["Bina"]);
  expect(overdue.counts[5]).toMatchObject({ overdue: 1, "not-due": 0 });
  expect(grid(engagements, { name: "bin" }).total).toBe(1);
});

test("a page holds the clients with a cell, in name order; the counts and the total are every page's", () => {
  // 45 clients, each one GST engagement (GSTR-1 and GSTR-3B, April to March: 24 cells); every third
  // paused without a work item, so with no cell: 30 clients on the grid, 25 to a page.
  const engagements = Array.from({ length: 45 }, (_, index) =>
    engagement({
      id: index + 1,
      state: index % 3 === 2 ? "paused" : "active",
      client: { id: index + 1, name: `Client ${String(45 - index).padStart(2, "0")}`, gstin: null },
    }),
  );
  const page = (number: number) =>
    buildGrid(engagements, { fy: "2026-27", today: "2026-11-18", page: number, filters: NO_FILTERS });
  const names = (built: ReturnType<typeof page>) => built.clients.map((each) => each.name);
  const [first, second] = [page(1), page(2)];
  expect([first.total, second.total]).toEqual([30, 30]);
  expect(names(first)).toHaveLength(25);
  expect(names(second)).toEqual(["Client 39", "Client 41", "Client 42", "Client 44", "Client 45"]);
  expect(names(first)).not.toContain("Client 01");
  expect([...names(first), ...names(second)]).toEqual([...names(first), ...names(second)].sort());
  // Today 18 November: up to October's GSTR-1 (due 11 November, CGST Rules r.59) overdue, October's
  // GSTR-3B (due the 20th, r.61) not yet.
  expect(first.clients[0]?.tally).toEqual({ overdue: 13, "not-due": 11 });
  // April: both returns of all 30 clients overdue, the same on every page.
  expect(first.counts[0]).toMatchObject({ overdue: 60, "not-due": 0 });
  expect(second.counts).toEqual(first.counts);
});
