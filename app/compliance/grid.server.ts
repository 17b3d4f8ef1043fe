// What the compliance grid (issue 37.5) reads: the query string, then every
// engagement with its client and the financial year's work items and
// filings in one statement. Every client is read, not one page: the
// counts per column, the state filters and the CSV are the whole firm's.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { ListQuerySchema } from "#app/admin/list-query.ts";
import { latestDraftApproved } from "#app/approvals/drafts.server.ts";
import type { BookingStage } from "#app/bookings/stages.ts";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { parsePeriod, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { CELL_STATES } from "#app/compliance/cell-state.ts";
import { buildGrid, type EngagementFacts, getMonthsOf, RETURN_FORMS } from "#app/compliance/grid.ts";
import { getDb } from "#app/db/client.server.ts";
import { type BookingStatus, bookings, clientGstins, clients, engagements, filings } from "#app/db/schema.ts";
import { getPeriodOn } from "#app/engagements/periods.ts";
import { z } from "#app/zod.ts";

/** The grid's query string, today's financial year by default (a year from 2017-18, when GST began, to 2098-99). */
export function getComplianceQuerySchema(today: string) {
  const thisYear = getPeriodOn("yearly", today);
  return ListQuerySchema.extend({
    fy: z
      .string()
      .refine((fy) => parsePeriod("yearly", fy) === fy && fy >= "2017-18" && fy < "2099")
      .catch(thisYear),
    form: z
      .string()
      .refine((form) => RETURN_FORMS.includes(form))
      .catch(""),
    /** An admin's id, or "none": the engagements nobody owns. */
    owner: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .catch(""),
    state: z.enum(CELL_STATES).optional().catch(undefined),
    due: z.literal("week").optional().catch(undefined),
    client: z
      .string()
      .regex(/^[0-9]{1,15}$/)
      .transform(Number)
      .optional()
      .catch(undefined),
  });
}
export type ComplianceQuery = z.output<ReturnType<typeof getComplianceQuerySchema>>;

/** The recurring services that file a form (or any return): the others have nothing on the grid. */
function servicesFiling(form: string): string[] {
  return RECURRING_SERVICES.filter((service) =>
    service.dueRules.some((id) => !form || DUE_RULES.find((rule) => rule.id === id)?.form === form),
  ).map((service) => service.id);
}

/** A work item and a filing as the statements below send them: one JSON array per row. */
type WorkItemRow = [
  engagementId: number,
  bookingId: string,
  period: string,
  BookingStage,
  BookingStatus,
  approved: boolean,
];
type FilingRow = [bookingId: string, form: string, ruleId: string | null, filedOn: string, dueOn: string | null];

/**
 * The engagements the grid shows, with their client (and first GSTIN, for
 * QRMP's state group) and the FY's work items with their filings: three
 * statements run side by side. NOTE: at 1,000 clients the work items and
 * filings are some 25,000 rows; each comes back as one JSON array of
 * arrays, which the driver parses at once, where decoding them row by row
 * and column by column took most of the page's time. A relational query
 * nesting each engagement's bookings and filings was slower still (a JSON
 * aggregate per engagement and per booking).
 */
async function readEngagements(query: ComplianceQuery): Promise<EngagementFacts[]> {
  const start = Number(query.fy.slice(0, 4));
  const periods = [...getMonthsOf(query.fy), ...[1, 2, 3, 4].map((quarter) => `${start}-Q${quarter}`), query.fy];
  const services = servicesFiling(query.form);
  if (services.length === 0) return [];
  const shown = and(
    inArray(engagements.serviceId, services),
    query.owner === "none"
      ? isNull(engagements.ownerId)
      : query.owner
        ? eq(engagements.ownerId, query.owner)
        : undefined,
    query.client === undefined ? undefined : eq(engagements.clientId, query.client),
  );
  const db = getDb();
  const ofShown = and(shown, inArray(bookings.period, periods));
  // One owner's or one client's: only their filings, not the whole firm's year.
  const narrowed =
    query.owner || query.client !== undefined
      ? inArray(
          filings.bookingId,
          db
            .select({ bookingId: bookings.bookingId })
            .from(bookings)
            .innerJoin(engagements, eq(engagements.id, bookings.engagementId))
            .where(ofShown),
        )
      : undefined;
  const [rows, workItems, filed] = await Promise.all([
    db
      .select({
        id: engagements.id,
        serviceId: engagements.serviceId,
        startPeriod: engagements.startPeriod,
        periodsFrom: engagements.periodsFrom,
        state: engagements.state,
        clientId: clients.id,
        name: clients.name,
        // The first by number, as the work item's staff page and the period sweep read it.
        gstin: sql<
          string | null
        >`(select min(${clientGstins.gstin}) from ${clientGstins} where ${clientGstins.clientId} = ${clients.id})`,
      })
      .from(engagements)
      .innerJoin(clients, eq(clients.id, engagements.clientId))
      .where(shown),
    db
      .select({
        rows: sql<WorkItemRow[]>`coalesce(json_agg(json_build_array(${bookings.engagementId}, ${bookings.bookingId},
          ${bookings.period}, ${bookings.stage}, ${bookings.status},
          ${bookings.stage} = 'Sent for your approval' and ${latestDraftApproved(bookings.bookingId)})), '[]')`,
      })
      .from(bookings)
      .innerJoin(engagements, eq(engagements.id, bookings.engagementId))
      .where(ofShown),
    // By the filings' own period (their index): those of bookings not shown are never looked up.
    db
      .select({
        rows: sql<FilingRow[]>`coalesce(json_agg(json_build_array(${filings.bookingId}, ${filings.form},
          ${filings.ruleId}, ${filings.filedOn}, ${filings.dueOn})), '[]')`,
      })
      .from(filings)
      .where(and(inArray(filings.period, periods), narrowed)),
  ]);
  const filingsOf = groupBy(filed[0]?.rows ?? [], ([bookingId]) => bookingId);
  const itemsOf = groupBy(workItems[0]?.rows ?? [], ([engagementId]) => engagementId);
  return rows.map((row) => ({
    ...row,
    client: { id: row.clientId, name: row.name, gstin: row.gstin },
    workItems: (itemsOf.get(row.id) ?? []).map(([, bookingId, period, stage, status, approved]) => ({
      bookingId,
      period,
      stage,
      status,
      latestDraftApproved: approved,
      filings: (filingsOf.get(bookingId) ?? []).map(([, form, ruleId, filedOn, dueOn]) => ({
        form,
        ruleId,
        filedOn,
        dueOn,
      })),
    })),
  }));
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The grid for the query: one page of clients, or every client (`page` null, the CSV). */
export async function loadComplianceGrid(query: ComplianceQuery, today: string, page: number | null) {
  return buildGrid(await readEngagements(query), {
    fy: query.fy,
    today,
    page,
    filters: {
      form: query.form,
      state: query.state ?? "",
      dueThisWeek: query.due === "week",
      clientId: query.client ?? null,
      name: query.q,
    },
  });
}
