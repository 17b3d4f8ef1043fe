// The engagements box of a client's staff page (issue 37.2 and 37.6): what
// it lists, and the forms it posts (add, pause, resume, end, answer the
// client's request), each checked against the client of the page.
import { parseWithZod } from "@conform-to/zod/v4";
import { desc } from "drizzle-orm";
import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { getRecurringService, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { readClientId } from "#app/clients/client-page.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { findKeepOffer } from "#app/engagements/engagement-rules.ts";
import {
  AddEngagementSchema,
  ClientAskAnswerSchema,
  EngagementStateSchema,
  INVOICE_WHEN_NAMES,
} from "#app/engagements/engagement-schema.ts";
import {
  addEngagement,
  answerClientAsk,
  changeEngagementState,
  type EngagementChange,
  getDefaultPrices,
  getEngagementFormData,
  getUserNames,
} from "#app/engagements/engagements.server.ts";
import { getPeriodLabel } from "#app/engagements/periods.ts";
import { formatDateTime, getTodayInIndia } from "#app/format-date.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { formatPaise } from "#app/invoices/money.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };
const STATE_NAMES = { active: "Active", paused: "Paused", ended: "Ended" } as const;
const ASK_WORDS = { pause: "pause", end: "stop" } as const;
/** What the last change was, by the state it left: an active engagement that changed was resumed. */
const CHANGED_WORDS = { active: "Resumed", paused: "Paused", ended: "Ended" } as const;

/** The client's engagements as staff read them, newest first, with what the add form needs. */
export async function getStaffEngagements(clientId: number) {
  const rows = await getDb().query.engagements.findMany({
    where: (table, { eq }) => eq(table.clientId, clientId),
    orderBy: (table) => desc(table.id),
    with: {
      // The latest period's work item.
      periods: {
        columns: { bookingId: true, period: true },
        orderBy: (booking, { desc }) => desc(booking.period),
        limit: 1,
      },
    },
  });
  const [names, form] = await Promise.all([
    getUserNames(rows.flatMap((row) => [row.stateChangedBy, row.ownerId])),
    getEngagementFormData(clientId),
  ]);
  return {
    rows: rows.map((row) => {
      const latest = row.periods[0];
      return {
        id: row.id,
        service: getRecurringService(row.serviceId)?.name ?? row.serviceId,
        from: getPeriodLabel(row.startPeriod),
        periodsFrom: row.periodsFrom && row.periodsFrom !== row.startPeriod ? getPeriodLabel(row.periodsFrom) : null,
        price: row.pricePaise === null ? "To be agreed" : formatPaise(row.pricePaise),
        owner: row.ownerId ? (names.get(row.ownerId) ?? "An admin no longer here") : "Unassigned",
        invoiceWhen: INVOICE_WHEN_NAMES[row.invoiceWhen],
        appears:
          row.daysBeforeDue === null
            ? "The day after the period ends"
            : `${row.daysBeforeDue} days before the first due date`,
        state: row.state,
        stateName: STATE_NAMES[row.state],
        changed: row.stateChangedAt
          ? `${CHANGED_WORDS[row.state]} by ${names.get(row.stateChangedBy ?? "") ?? "someone no longer here"} on ${formatDateTime(row.stateChangedAt)}${row.stateReason ? `: ${row.stateReason}` : ""}`
          : null,
        clientAsks: row.clientAsks
          ? `The client asks to ${ASK_WORDS[row.clientAsks]}: ${row.clientAskReason || "no reason given"} (${row.clientAskedAt ? formatDateTime(row.clientAskedAt) : ""})`
          : null,
        fromBookingId: row.fromBookingId,
        latest: latest ? { bookingId: latest.bookingId, period: getPeriodLabel(latest.period ?? "") } : null,
      };
    }),
    admins: form.admins,
    running: form.running,
    prices: getDefaultPrices(RECURRING_SERVICES.map((service) => service.id)),
    today: getTodayInIndia(),
  };
}
export type StaffEngagements = Awaited<ReturnType<typeof getStaffEngagements>>;

/** Each form's schema by its intent (a union would hide the add form's messages behind "Invalid input"). */
const schemaFor = (intent: FormDataEntryValue | null) =>
  intent === "add-engagement"
    ? AddEngagementSchema
    : intent === "confirm-ask" || intent === "decline-ask"
      ? ClientAskAnswerSchema
      : EngagementStateSchema;

/** A form of the engagements box, posted to the client's page: admins only, on that client's engagements. */
export async function handleEngagementAction(request: Request, clientParam: string | undefined, clientAddress: string) {
  const admin = await requireAdmin(request);
  const clientId = readClientId(clientParam);
  if (clientId === null) throw data("Not found", { status: 404 });
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: schemaFor(form.get("intent")) });
  const payload = submission.payload;
  // Which form the answer belongs to: the add form, or one engagement's row.
  const more = {
    intent: typeof payload.intent === "string" ? payload.intent : "",
    engagementId: Number(payload.engagementId) || null,
  };
  if (submission.status !== "success") return reply(submission, { headers: NOT_STORED, more });
  const value = submission.value;
  let change: EngagementChange;
  if (value.intent === "add-engagement") change = await addEngagement(clientId, value, admin.id);
  else if ("reason" in value) {
    change = await changeEngagementState(clientId, value.engagementId, value.intent, value.reason, admin.id);
  } else change = await answerClientAsk(clientId, value.engagementId, value.intent === "confirm-ask", admin.id);
  if (change.outcome === "refused") {
    if (change.status === 404) throw data("Not found", { status: 404 });
    return change.field
      ? reply(submission, {
          fieldErrors: { [change.field]: [change.message] },
          status: change.status,
          headers: NOT_STORED,
          more,
        })
      : reply(submission, { formError: change.message, status: change.status, headers: NOT_STORED, more });
  }
  await recordAudit({ action: change.audit.action, actor: admin, target: change.audit.what, clientAddress });
  return reply(submission, { notice: change.notice, headers: NOT_STORED, more });
}

/**
 * The booking's staff page offers to turn it into an engagement when one of
 * its options is a recurring service the client does not keep yet: filled
 * in with the booked price and the period after the one it covered.
 */
export async function getStaffKeepOffer(bookingId: string) {
  const booking = await getDb().query.bookings.findFirst({
    columns: { clientId: true, createdAt: true, engagementId: true },
    where: (table, { eq }) => eq(table.bookingId, bookingId),
    with: { items: { columns: { serviceId: true, optionId: true, charge: true }, orderBy: (item) => item.id } },
  });
  if (!booking?.clientId || booking.engagementId !== null) return null;
  const offer = findKeepOffer(booking.items, getTodayInIndia(booking.createdAt));
  if (!offer) return null;
  const form = await getEngagementFormData(booking.clientId);
  if (form.running.includes(offer.serviceId)) return null;
  return {
    clientId: booking.clientId,
    service: offer.serviceName,
    prefill: {
      serviceId: offer.serviceId,
      startPeriod: offer.startPeriod,
      price: offer.pricePaise === null ? "" : String(offer.pricePaise / 100),
      fromBookingId: bookingId,
    },
    panel: {
      admins: form.admins,
      running: form.running,
      prices: getDefaultPrices(RECURRING_SERVICES.map((service) => service.id)),
      today: getTodayInIndia(),
    },
  };
}
export type StaffKeepOffer = NonNullable<Awaited<ReturnType<typeof getStaffKeepOffer>>>;
