// What the compliance grid (issue 37.5) reads: the query string, then every
// engagement with its client and the financial year's work items and
// filings in one statement. Every client is read, not one page: the
// counts per column, the state filters and the CSV are the whole firm's.
import { sql } from "drizzle-orm";
import { ListQuerySchema } from "#app/admin/list-query.ts";
import { latestDraftApproved } from "#app/approvals/drafts.server.ts";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { parsePeriod, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { CELL_STATES } from "#app/compliance/cell-state.ts";
import { buildGrid, type EngagementFacts, getMonthsOf, RETURN_FORMS } from "#app/compliance/grid.ts";
import { getDb } from "#app/db/client.server.ts";
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

/** The engagements the grid shows, with their client (and first GSTIN, for QRMP's state group) and the FY's work items. */
async function readEngagements(query: ComplianceQuery): Promise<EngagementFacts[]> {
  const start = Number(query.fy.slice(0, 4));
  const periods = [...getMonthsOf(query.fy), ...[1, 2, 3, 4].map((quarter) => `${start}-Q${quarter}`), query.fy];
  const services = servicesFiling(query.form);
  if (services.length === 0) return [];
  const rows = await getDb().query.engagements.findMany({
    columns: { id: true, serviceId: true, startPeriod: true, periodsFrom: true, state: true },
    where: (engagement, { and, eq, inArray, isNull }) =>
      and(
        inArray(engagement.serviceId, services),
        query.owner === "none"
          ? isNull(engagement.ownerId)
          : query.owner
            ? eq(engagement.ownerId, query.owner)
            : undefined,
        query.client === undefined ? undefined : eq(engagement.clientId, query.client),
      ),
    with: {
      client: {
        columns: { id: true, name: true },
        with: { gstins: { columns: { gstin: true }, orderBy: (gstin, { asc }) => asc(gstin.id), limit: 1 } },
      },
      periods: {
        columns: { bookingId: true, period: true, stage: true, status: true },
        where: (booking, { inArray }) => inArray(booking.period, periods),
        // Only a booking sent for approval has a draft that decides its cell.
        extras: (booking) => ({
          approved:
            sql<boolean>`${booking.stage} = 'Sent for your approval' and ${latestDraftApproved(booking.bookingId)}`.as(
              "approved",
            ),
        }),
        with: { filings: { columns: { form: true, ruleId: true, filedOn: true, dueOn: true } } },
      },
    },
  });
  return rows.map((row) => ({
    ...row,
    client: { id: row.client.id, name: row.client.name, gstin: row.client.gstins[0]?.gstin ?? null },
    workItems: row.periods.flatMap(({ period, approved, ...item }) =>
      period ? [{ ...item, period, latestDraftApproved: approved }] : [],
    ),
  }));
}

/** The grid for the query: one page of clients, or every client (`page` null, the CSV). */
export async function loadComplianceGrid(query: ComplianceQuery, today: string, page: number | null) {
  const engagements = await readEngagements(query);
  return buildGrid(engagements, {
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
