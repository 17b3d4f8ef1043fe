// The compliance grid (issue 37.5) built from what the database holds:
// clients down, the financial year's months across, one cell per return of
// each period in the month the period ends (a quarter's in its last month,
// a year's in March). Pure and browser-safe: the page, its CSV and the
// tests build the same grid.

import { DUE_SOON_DAYS } from "#app/admin/due.ts";
import type { BookingStage } from "#app/bookings/stages.ts";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { type Frequency, getRecurringService, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { CELL_STATES, type CellState, getCellState } from "#app/compliance/cell-state.ts";
import type { BookingStatus, EngagementState } from "#app/db/schema.ts";
import { getPeriodDueDates, getPeriodEnd, getPeriodStart, getPeriodsBetween } from "#app/engagements/periods.ts";
import { addDays } from "#app/format-date.ts";

/** Clients on one page of the grid. */
export const CLIENTS_PER_PAGE = 25;

/** The forms the recurring services file, for the return filter. */
export const RETURN_FORMS: readonly string[] = [
  ...new Set(
    RECURRING_SERVICES.flatMap((service) => service.dueRules).flatMap((id) =>
      DUE_RULES.filter((rule) => rule.id === id).map((rule) => rule.form),
    ),
  ),
];

/** An engagement as the grid reads it: its client, and the FY's work items with their filings. */
export type EngagementFacts = {
  id: number;
  serviceId: string;
  startPeriod: string;
  periodsFrom: string | null;
  state: EngagementState;
  client: { id: number; name: string; gstin: string | null };
  workItems: {
    bookingId: string;
    period: string;
    stage: BookingStage;
    status: BookingStatus;
    latestDraftApproved: boolean;
    filings: { form: string; ruleId: string | null; filedOn: string; dueOn: string | null }[];
  }[];
};

export type GridFilters = {
  /** Only this return's rows ("GSTR-3B"); empty: all. */
  form: string;
  /** Only cells in this state; empty: all. */
  state: CellState | "";
  /** Only returns not yet filed that fall due from today to a week ahead. */
  dueThisWeek: boolean;
  /** Only this client (the phone's one client at a time); null: all. */
  clientId: number | null;
  /** Clients whose name holds this text; empty: all. */
  name: string;
};

export type GridCell = {
  state: CellState;
  /** Its month column, from April (0) to March (11). */
  column: number;
  /** The period's key ("2026-10"): its label is getPeriodLabel's. */
  period: string;
  /** The due date, ISO. */
  dueOn: string;
  filedOn: string | null;
  /** The period's work item (/admin-dashboard/:bookingId), if it exists. */
  bookingId: string | null;
};

type GridRow = {
  key: string;
  form: string;
  frequency: Frequency;
  /** April to March, each in its column (a return kept both monthly and quarterly may have two in one). */
  cells: GridCell[];
};

export type GridClient = { id: number; name: string; rows: GridRow[]; tally: Partial<Record<CellState, number>> };

export type Grid = {
  /** The months across, April to March ("2026-04" … "2027-03"). */
  months: string[];
  clients: GridClient[];
  /** Per month column, how many cells are in each state (every page's, the filters applied). */
  counts: Record<CellState, number>[];
  /** How many clients match the filters, over every page. */
  total: number;
};

const financialYearStart = (fy: string) => Number(fy.slice(0, 4));

/** The months of a financial year ("2026-27"), April to March. */
export function getMonthsOf(fy: string): string[] {
  const start = financialYearStart(fy);
  return getPeriodsBetween(`${start}-04`, `${start + 1}-03`);
}

/** The periods of a frequency inside a financial year. */
function getPeriodsOf(frequency: Frequency, fy: string): string[] {
  if (frequency === "monthly") return getMonthsOf(fy);
  if (frequency === "quarterly") return [1, 2, 3, 4].map((quarter) => `${financialYearStart(fy)}-Q${quarter}`);
  return [fy];
}

/** A return of a period as the grid matches filings to it: its rule, and each of its forms ("24Q", "26Q" of "24Q / 26Q"). */
type Due = ReturnType<typeof getPeriodDueDates>[number] & { forms: string[] };

/** The filing of a return among its work item's: by its rule, or by one of the rule's forms; the latest. */
function findFiling(filings: EngagementFacts["workItems"][number]["filings"], due: Due) {
  let latest: (typeof filings)[number] | null = null;
  for (const filing of filings) {
    if (filing.ruleId !== due.ruleId && !due.forms.includes(filing.form)) continue;
    if (!latest || filing.filedOn > latest.filedOn) latest = filing;
  }
  return latest;
}

/** Clients by name as the firm's people read them; one collator, not one per comparison. */
const BY_NAME = new Intl.Collator("en-IN");

/**
 * What the grid computes once per build, not once per engagement: a
 * period's due dates depend only on the service, the period and the state
 * of the GSTIN (QRMP's two groups), and its column and first day on the period.
 */
function makeMemo(months: string[]) {
  const dues = new Map<string, Map<string, Due[]>>();
  const periods = new Map<string, { start: string; column: number }>();
  return {
    /** An engagement's returns per period, by its service and its GSTIN's state. */
    duesOf(serviceId: string, gstinStateCode: string | null) {
      const key = `${serviceId} ${gstinStateCode}`;
      const byPeriod = dues.get(key) ?? new Map<string, Due[]>();
      dues.set(key, byPeriod);
      return (period: string) => {
        const found =
          byPeriod.get(period) ??
          getPeriodDueDates(serviceId, period, { gstinStateCode }).map((due) => ({
            ...due,
            forms: due.form.split(" / "),
          }));
        byPeriod.set(period, found);
        return found;
      };
    },
    period(key: string) {
      const found = periods.get(key) ?? {
        start: getPeriodStart(key),
        column: months.indexOf(getPeriodEnd(key).slice(0, 7)),
      };
      periods.set(key, found);
      return found;
    },
  };
}

type GridContext = {
  today: string;
  weekEnd: string;
  filters: GridFilters;
  memo: ReturnType<typeof makeMemo>;
  periodsOf: Record<Frequency, string[]>;
  counts: Record<CellState, number>[];
};

/**
 * Counts an engagement's cells in their columns and, given its client's
 * rows, puts each in its row (one per return): only the page's clients'
 * cells are kept, the others' only counted. Returns how many it counted.
 */
function countCellsOf(engagement: EngagementFacts, context: GridContext, rows: Map<string, GridRow> | null): number {
  const { today, weekEnd, filters, memo } = context;
  const service = getRecurringService(engagement.serviceId);
  if (!service || service.dueRules.length === 0) return 0;
  const duesOf = memo.duesOf(service.id, engagement.client.gstin?.slice(0, 2) ?? null);
  const workItems = new Map(engagement.workItems.map((item) => [item.period, item]));
  let counted = 0;
  // A period is on the grid when its work item exists, or, for an active
  // engagement, from its first period on (`periodsFrom`, else the start):
  // periods staff chose not to make, and those of a paused or ended
  // engagement that never got a work item, are not the firm's to file.
  const first = engagement.state === "active" ? memo.period(engagement.periodsFrom ?? engagement.startPeriod) : null;
  for (const period of context.periodsOf[service.frequency]) {
    const workItem = workItems.get(period);
    const { start, column } = memo.period(period);
    if (!workItem && !(first && start >= first.start)) continue;
    for (const due of duesOf(period)) {
      if (filters.form && due.form !== filters.form) continue;
      const filing = workItem ? findFiling(workItem.filings, due) : null;
      const state = getCellState({ today, dueOn: due.date, workItem: workItem ?? null, filing });
      if (filters.state && state !== filters.state) continue;
      if (filters.dueThisWeek && (filing || due.date < today || due.date > weekEnd)) continue;
      (context.counts[column] as Record<CellState, number>)[state] += 1;
      counted += 1;
      if (!rows) continue;
      const key = `${engagement.id}:${due.form}`;
      const row = rows.get(key) ?? { key, form: due.form, frequency: service.frequency, cells: [] };
      rows.set(key, row);
      row.cells.push({
        state,
        column,
        period,
        dueOn: due.date,
        filedOn: filing?.filedOn ?? null,
        bookingId: workItem?.bookingId ?? null,
      });
    }
  }
  return counted;
}

/**
 * Every cell of the engagements for a financial year, grouped by client and
 * return, filtered, counted and paged. The clients are put in order first:
 * every client's cells are counted, and only the page's are kept.
 */
export function buildGrid(
  engagements: readonly EngagementFacts[],
  /** `page` null: every client (the CSV). */
  options: { fy: string; today: string; filters: GridFilters; page: number | null },
): Grid {
  const { fy, today, filters, page } = options;
  const months = getMonthsOf(fy);
  const context: GridContext = {
    today,
    weekEnd: addDays(today, DUE_SOON_DAYS),
    filters,
    memo: makeMemo(months),
    periodsOf: { monthly: months, quarterly: getPeriodsOf("quarterly", fy), yearly: getPeriodsOf("yearly", fy) },
    counts: months.map(() => Object.fromEntries(CELL_STATES.map((state) => [state, 0])) as Record<CellState, number>),
  };
  const name = filters.name.toLowerCase();
  const byClient = new Map<number, EngagementFacts[]>();
  for (const engagement of engagements) {
    const { client } = engagement;
    if (filters.clientId !== null && client.id !== filters.clientId) continue;
    if (name && !client.name.toLowerCase().includes(name)) continue;
    const own = byClient.get(client.id);
    if (own) own.push(engagement);
    else byClient.set(client.id, [engagement]);
  }
  const ordered = [...byClient.values()]
    .map((own) => (own[0] as EngagementFacts).client)
    .sort((a, b) => BY_NAME.compare(a.name, b.name) || a.id - b.id);
  const from = page === null ? 0 : (page - 1) * CLIENTS_PER_PAGE;
  const to = page === null ? Number.POSITIVE_INFINITY : from + CLIENTS_PER_PAGE;
  const clients: GridClient[] = [];
  let total = 0;
  for (const client of ordered) {
    // On the page if it has a cell: the clients before it with cells number `total`.
    const rows = total >= from && total < to ? new Map<string, GridRow>() : null;
    let cells = 0;
    for (const engagement of byClient.get(client.id) ?? []) cells += countCellsOf(engagement, context, rows);
    if (cells === 0) continue;
    if (rows) {
      const tally: GridClient["tally"] = {};
      for (const row of rows.values()) for (const cell of row.cells) tally[cell.state] = (tally[cell.state] ?? 0) + 1;
      clients.push({ id: client.id, name: client.name, rows: [...rows.values()], tally });
    }
    total += 1;
  }
  return { months, clients, counts: context.counts, total };
}
