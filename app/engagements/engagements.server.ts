// Engagements as staff keep them (issue 37.2): added on the client's page
// or from a booking, paused, resumed and ended with who, when and why, and
// the client's own request to pause or stop confirmed or declined. Each
// change says what it did for the audit trail; the route records it.
import { and, eq, inArray, ne } from "drizzle-orm";
import { DatabaseError } from "pg";
import { getRecurringService } from "#app/catalog/recurring.ts";
import { getDefaultPricePaise } from "#app/clients/clients.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { type AuditAction, bookings, clients, type EngagementState, engagements, user } from "#app/db/schema.ts";
import { getResumePeriod } from "#app/engagements/engagement-rules.ts";
import type { AddEngagementInput } from "#app/engagements/engagement-schema.ts";
import { getPastPeriods, getPeriodLabel } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { queueJob } from "#app/jobs/queue.server.ts";

export type EngagementChange =
  | { outcome: "done"; notice: string; audit: { action: AuditAction; what: string } }
  | { outcome: "refused"; status: number; message: string; field?: string };

const serviceName = (serviceId: string) => getRecurringService(serviceId)?.name ?? serviceId;
const refused = (status: number, message: string, field?: string): EngagementChange => ({
  outcome: "refused",
  status,
  message,
  field,
});

/** A second running engagement of one service for one client: the unique index's refusal. */
export function isRunningClash(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof DatabaseError ? error.cause : error;
  return cause instanceof DatabaseError && cause.code === "23505" && cause.constraint === "engagements_running_idx";
}

/**
 * A new engagement of this client. A start period in the past makes its
 * past periods only when staff ticked them; otherwise the periods begin
 * with the first not yet past (periodsFrom).
 */
export async function addEngagement(
  clientId: number,
  input: AddEngagementInput,
  actorId: string,
  today = getTodayInIndia(),
): Promise<EngagementChange> {
  const db = getDb();
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) return refused(404, "That client is not known.");
  if (input.ownerId) {
    const [owner] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, input.ownerId), eq(user.role, "admin")));
    if (!owner) return refused(400, "Please choose one of the firm's admins.", "ownerId");
  }
  if (input.fromBookingId) {
    const [booking] = await db
      .select({ id: bookings.bookingId })
      .from(bookings)
      .where(and(eq(bookings.bookingId, input.fromBookingId), eq(bookings.clientId, clientId)));
    if (!booking) return refused(400, "That booking is not this client's.");
  }
  const { past, firstToOpen } = getPastPeriods(input, today);
  const skipPast = past.length > 0 && !input.createPast;
  const periodsFrom = skipPast ? firstToOpen : null;
  try {
    const added = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(engagements)
        .values({
          clientId,
          serviceId: input.serviceId,
          startPeriod: input.startPeriod,
          pricePaise: input.pricePaise,
          ownerId: input.ownerId,
          invoiceWhen: input.invoiceWhen,
          daysBeforeDue: input.daysBeforeDue,
          periodsFrom,
          fromBookingId: input.fromBookingId,
          createdBy: actorId,
        })
        .returning({ id: engagements.id });
      // Its periods already open (the past ones ticked) are made now, not at the sweep's next hour.
      await queueJob(tx, "engagement-periods", null);
      return row;
    });
    const from = getPeriodLabel(periodsFrom ?? input.startPeriod);
    const pastSaid =
      past.length === 0
        ? ""
        : skipPast
          ? ` The ${countPeriods(past.length)} already past ${past.length === 1 ? "is" : "are"} not made.`
          : ` The ${countPeriods(past.length)} already past ${past.length === 1 ? "is" : "are"} made too.`;
    return {
      outcome: "done",
      notice: `Engagement added: ${serviceName(input.serviceId)}, its work made for each period from ${from}.${pastSaid}`,
      audit: {
        action: "engagement-added",
        what: `client ${clientId}: engagement ${added?.id} ${input.serviceId} from ${input.startPeriod}${
          periodsFrom ? `, periods from ${periodsFrom}` : ""
        }${input.fromBookingId ? `, from booking ${input.fromBookingId}` : ""}`,
      },
    };
  } catch (error) {
    if (!isRunningClash(error)) throw error;
    return refused(
      409,
      `This client already has ${serviceName(input.serviceId)} running. End that engagement first to start it again.`,
      "serviceId",
    );
  }
}

const countPeriods = (count: number) => (count === 1 ? "1 period" : `${count} periods`);

const STATE_MOVES = {
  "pause-engagement": { from: ["active"], to: "paused", action: "engagement-paused", done: "Paused" },
  "resume-engagement": { from: ["paused"], to: "active", action: "engagement-resumed", done: "Resumed" },
  "end-engagement": { from: ["active", "paused"], to: "ended", action: "engagement-ended", done: "Ended" },
} as const satisfies Record<
  string,
  { from: EngagementState[]; to: EngagementState; action: AuditAction; done: string }
>;
export type StateMove = keyof typeof STATE_MOVES;

/**
 * Pauses, resumes or ends one of this client's engagements, with who, when
 * and why. Resuming starts its periods at the next one to appear, so the
 * months it was paused are not made behind staff's back. A client's
 * request the move answers is cleared.
 */
export async function changeEngagementState(
  clientId: number,
  engagementId: number,
  move: StateMove,
  reason: string,
  actorId: string,
  today = getTodayInIndia(),
): Promise<EngagementChange> {
  const rule = STATE_MOVES[move];
  const db = getDb();
  const [engagement] = await db
    .select()
    .from(engagements)
    .where(and(eq(engagements.id, engagementId), eq(engagements.clientId, clientId)));
  if (!engagement) return refused(404, "That engagement is not this client's.");
  if (!(rule.from as readonly string[]).includes(engagement.state)) {
    return refused(409, `This engagement is ${engagement.state} already: reload the page to see where it stands.`);
  }
  const periodsFrom = move === "resume-engagement" ? getResumePeriod(engagement, today) : engagement.periodsFrom;
  const [changed] = await db
    .update(engagements)
    .set({
      state: rule.to,
      stateChangedBy: actorId,
      stateChangedAt: new Date(),
      stateReason: reason || null,
      periodsFrom,
      clientAsks: null,
      clientAskedAt: null,
      clientAskReason: null,
    })
    // Only from the state read: two staff at once change it once.
    .where(and(eq(engagements.id, engagementId), eq(engagements.state, engagement.state)))
    .returning({ id: engagements.id });
  if (!changed) return refused(409, "Someone changed this engagement a moment ago: reload the page.");
  const resumed =
    move === "resume-engagement" ? ` Its work is made again from ${getPeriodLabel(periodsFrom ?? "")}.` : "";
  return {
    outcome: "done",
    notice: `${rule.done}: ${serviceName(engagement.serviceId)}.${resumed}`,
    audit: {
      action: rule.action,
      what: `client ${clientId}: engagement ${engagementId} ${engagement.serviceId}${reason ? `. Reason: ${reason}` : ""}${
        move === "resume-engagement" ? `, periods from ${periodsFrom}` : ""
      }`,
    },
  };
}

/** Staff confirm the client's request (pausing or ending it, with the client's reason) or decline it. */
export async function answerClientAsk(
  clientId: number,
  engagementId: number,
  confirm: boolean,
  actorId: string,
): Promise<EngagementChange> {
  const db = getDb();
  const [engagement] = await db
    .select({
      clientAsks: engagements.clientAsks,
      reason: engagements.clientAskReason,
      serviceId: engagements.serviceId,
    })
    .from(engagements)
    .where(and(eq(engagements.id, engagementId), eq(engagements.clientId, clientId)));
  if (!engagement) return refused(404, "That engagement is not this client's.");
  if (!engagement.clientAsks) return refused(409, "The client's request was already answered: reload the page.");
  if (confirm) {
    const reason = `At the client's request${engagement.reason ? `: ${engagement.reason}` : ""}`;
    const move = engagement.clientAsks === "pause" ? "pause-engagement" : "end-engagement";
    return changeEngagementState(clientId, engagementId, move, reason, actorId);
  }
  await db
    .update(engagements)
    .set({ clientAsks: null, clientAskedAt: null, clientAskReason: null })
    .where(eq(engagements.id, engagementId));
  return {
    outcome: "done",
    notice: `Declined: ${serviceName(engagement.serviceId)} goes on as it was. Please tell the client why.`,
    audit: {
      action: "engagement-asked",
      what: `client ${clientId}: engagement ${engagementId}, the client's request to ${engagement.clientAsks} declined by staff`,
    },
  };
}

/** What the add form needs: the firm's admins, each service's catalog price, the services already running. */
export async function getEngagementFormData(clientId: number) {
  const db = getDb();
  const [admins, running] = await Promise.all([
    db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.role, "admin")),
    db
      .select({ serviceId: engagements.serviceId })
      .from(engagements)
      .where(and(eq(engagements.clientId, clientId), ne(engagements.state, "ended"))),
  ]);
  return {
    admins: admins.map((admin) => ({ id: admin.id, name: admin.name || admin.email })),
    running: running.map((row) => row.serviceId),
  };
}

/** The catalog's price of each recurring service, in rupees as the price field takes it ("" when 'On Request'). */
export function getDefaultPrices(serviceIds: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    serviceIds.map((id) => {
      const paise = getDefaultPricePaise(id);
      return [id, paise === null ? "" : String(paise / 100)];
    }),
  );
}

/** The names of these users (who changed an engagement, its owner), by id. */
export async function getUserNames(ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name || row.email]));
}
