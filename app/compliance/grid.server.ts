// What the compliance grid (issue 37.5) reads: the query string, then every
// engagement with its client and the financial year's work items and
// filings. Every client is read, not one page: the counts per column, the
// state filters and the CSV are the whole firm's. The year read is kept in
// memory, the clients a change touched are read again, and the query's
// filters pick from it.
import { and, eq, inArray, sql } from "drizzle-orm";
import { ListQuerySchema } from "#app/admin/list-query.ts";
import { latestDraftApproved } from "#app/approvals/drafts.server.ts";
import type { BookingStage } from "#app/bookings/stages.ts";
import { DUE_RULES } from "#app/catalog/due-dates.ts";
import { parsePeriod, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { CELL_STATES } from "#app/compliance/cell-state.ts";
import { buildGrid, type EngagementFacts, getMonthsOf, RETURN_FORMS } from "#app/compliance/grid.ts";
import { CHANNELS, caughtUpWithChanges, onChange } from "#app/db/changes.server.ts";
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

/** An engagement as the year is kept: with its owner, for the owner filter. */
type OwnedEngagement = EngagementFacts & { ownerId: string | null };

/**
 * Every engagement that files a return (or those of the clients named),
 * with its client (and first GSTIN, for QRMP's state group) and the FY's
 * work items with their filings: three statements run side by side.
 * NOTE: at 1,000 clients the work items and filings are tens of thousands of rows; each
 * comes back as one JSON array of arrays, which the driver parses at once,
 * where decoding them row by row and column by column took most of the
 * page's time. A relational query
 * nesting each engagement's bookings and filings was slower still (a JSON
 * aggregate per engagement and per booking).
 */
async function readYear(fy: string, clientIds?: readonly number[]): Promise<OwnedEngagement[]> {
  const start = Number(fy.slice(0, 4));
  const periods = [...getMonthsOf(fy), ...[1, 2, 3, 4].map((quarter) => `${start}-Q${quarter}`), fy];
  const filers = and(
    inArray(engagements.serviceId, servicesFiling("")),
    clientIds === undefined ? undefined : inArray(engagements.clientId, clientIds),
  );
  const theirWorkItems = and(filers, inArray(bookings.period, periods));
  const db = getDb();
  const [rows, workItems, filed] = await Promise.all([
    db
      .select({
        id: engagements.id,
        serviceId: engagements.serviceId,
        startPeriod: engagements.startPeriod,
        periodsFrom: engagements.periodsFrom,
        state: engagements.state,
        ownerId: engagements.ownerId,
        clientId: clients.id,
        name: clients.name,
        // The first by number, as the work item's staff page and the period sweep read it.
        gstin: sql<
          string | null
        >`(select min(${clientGstins.gstin}) from ${clientGstins} where ${clientGstins.clientId} = ${clients.id})`,
      })
      .from(engagements)
      .innerJoin(clients, eq(clients.id, engagements.clientId))
      .where(filers),
    db
      .select({
        rows: sql<WorkItemRow[]>`coalesce(json_agg(json_build_array(${bookings.engagementId}, ${bookings.bookingId},
          ${bookings.period}, ${bookings.stage}, ${bookings.status},
          ${bookings.stage} = 'Sent for your approval' and ${latestDraftApproved(bookings.bookingId)})), '[]')`,
      })
      .from(bookings)
      .innerJoin(engagements, eq(engagements.id, bookings.engagementId))
      .where(theirWorkItems),
    // By the filings' own period (their index); some clients', by their work items.
    db
      .select({
        rows: sql<FilingRow[]>`coalesce(json_agg(json_build_array(${filings.bookingId}, ${filings.form},
          ${filings.ruleId}, ${filings.filedOn}, ${filings.dueOn})), '[]')`,
      })
      .from(filings)
      .where(
        and(
          inArray(filings.period, periods),
          clientIds === undefined
            ? undefined
            : inArray(
                filings.bookingId,
                db
                  .select({ bookingId: bookings.bookingId })
                  .from(bookings)
                  .innerJoin(engagements, eq(engagements.id, bookings.engagementId))
                  .where(theirWorkItems),
              ),
        ),
      ),
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

/**
 * How many financial years a process keeps: this one, last, and two more a
 * partner looked back at. A year of 1,000 clients is about 9 MB of heap.
 */
const YEARS_KEPT = 4;

/** A year as kept: its engagements, and the clients changed since they were read. */
type KeptYear = { engagements: Promise<OwnedEngagement[]>; changedClients: Set<number> };

/**
 * The years read. drizzle/0046's triggers name each client a change
 * touches (CHANNELS.complianceGrid), and the next request reads those
 * clients again; a word naming nobody (a truncate, the listening connection
 * made again) drops every year. A client changed while its year was being
 * read is read again too; the word of a change committed before a request
 * began has arrived before the request looks here (caughtUpWithChanges).
 */
const yearsKept = new Map<string, KeptYear>();
onChange(CHANNELS.complianceGrid, (clientId) => {
  if (!/^[0-9]+$/.test(clientId)) return yearsKept.clear();
  for (const year of yearsKept.values()) year.changedClients.add(Number(clientId));
});

/** The year's engagements with those of the clients named read again. */
async function readAgain(kept: Promise<OwnedEngagement[]>, fy: string, clientIds: Set<number>) {
  const [year, changed] = await Promise.all([kept, readYear(fy, [...clientIds])]);
  return [...year.filter((engagement) => !clientIds.has(engagement.client.id)), ...changed];
}

/** More changed clients than this since the year was read (an import), and the year is read afresh. */
const READ_AGAIN_AT_MOST = 500;

/** The FY's engagements: kept (its changed clients read again), or read (and kept, while this process hears of changes). */
async function getYear(fy: string): Promise<OwnedEngagement[]> {
  if (!(await caughtUpWithChanges())) return readYear(fy);
  let kept = yearsKept.get(fy);
  if (kept && kept.changedClients.size === 0) return kept.engagements;
  if (kept && kept.changedClients.size <= READ_AGAIN_AT_MOST) {
    kept.engagements = readAgain(kept.engagements, fy, kept.changedClients);
    kept.changedClients = new Set();
  } else {
    yearsKept.delete(fy);
    kept = { engagements: readYear(fy), changedClients: new Set() };
    yearsKept.set(fy, kept);
    for (const oldest of yearsKept.keys()) if (yearsKept.size > YEARS_KEPT) yearsKept.delete(oldest);
  }
  const { engagements } = kept;
  // A failed read is not kept: the next request reads the year afresh.
  engagements.catch(() => yearsKept.get(fy)?.engagements === engagements && yearsKept.delete(fy));
  return engagements;
}

/**
 * The engagements the query shows: of the services filing its form, its
 * owner's (or nobody's), its client's. One client's (a phone's view) are
 * read on their own, a few rows, rather than the firm's year when it is not kept.
 */
async function readEngagements(query: ComplianceQuery): Promise<EngagementFacts[]> {
  const services = new Set(servicesFiling(query.form));
  const read = query.client === undefined ? getYear(query.fy) : readYear(query.fy, [query.client]);
  return (await read).filter(
    (engagement) =>
      services.has(engagement.serviceId) &&
      (query.owner === "none" ? engagement.ownerId === null : !query.owner || engagement.ownerId === query.owner) &&
      (query.client === undefined || engagement.client.id === query.client),
  );
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
