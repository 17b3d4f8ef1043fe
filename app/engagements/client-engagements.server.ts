// Engagements as the client sees them (issue 37.2 and 37.6): the offer to
// keep a booked service every period and their yes, their regular work on
// the dashboard, and their request to pause or stop (staff confirm). A
// client acts only on the engagements of their own client record: the one
// their account joined, or the one of their (verified) email.
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import type { SessionUser } from "#app/accounts/session.server.ts";
import { STAGE_TEXTS, type TimelineStage } from "#app/bookings/stages.ts";
import { getRecurringService } from "#app/catalog/recurring.ts";
import { getRecurringServiceName } from "#app/catalog/recurring-words.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, clients, engagements } from "#app/db/schema.ts";
import { describeKeep, EVERY, findKeepOffer, type KeepOffer } from "#app/engagements/engagement-rules.ts";
import { type EngagementChange, isRunningClash } from "#app/engagements/engagements.server.ts";
import { getOpensOn, getPastPeriods, getPeriodDueDates, getPeriodLabel } from "#app/engagements/periods.ts";
import { formatDateTime, formatDay, getTodayInIndia } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatPaise } from "#app/invoices/money.ts";

/** The client records that are this user's: joined to the account, or of its email (verified to sign in). */
const ownClients = (signedIn: SessionUser) =>
  or(eq(clients.userId, signedIn.id), eq(clients.email, signedIn.email.toLowerCase()));

/** The user's engagements as their dashboard lists them, running ones first, each with its latest period's work. */
export async function getClientEngagements(signedIn: SessionUser, language: Language = "en") {
  const t = getT(language, "account");
  const own = await getDb().select({ id: clients.id }).from(clients).where(ownClients(signedIn));
  if (own.length === 0) return [];
  const rows = await getDb().query.engagements.findMany({
    where: (table, { inArray }) =>
      inArray(
        table.clientId,
        own.map((client) => client.id),
      ),
    orderBy: (table) => [sql`${table.state} = 'ended'`, desc(table.id)],
    with: {
      periods: {
        columns: { bookingId: true, period: true, stage: true, status: true },
        orderBy: (booking, { desc }) => desc(booking.period),
        limit: 1,
        // By when the firm asked for the period's documents (the sweep's request, getDocumentsDueOn).
        with: {
          requests: {
            columns: { dueOn: true },
            where: (request, { and, eq, isNotNull }) => and(eq(request.notNeeded, false), isNotNull(request.dueOn)),
            orderBy: (request, { asc }) => asc(request.dueOn),
            limit: 1,
          },
        },
      },
    },
  });
  return rows.map((row) => {
    const service = getRecurringService(row.serviceId);
    const latest = row.periods[0];
    const stage = (latest?.status === "Closed" ? "Closed" : latest?.stage) as TimelineStage | undefined;
    const first = row.periodsFrom ?? row.startPeriod;
    const due =
      latest?.period && stage !== "Filed / Submitted" && stage !== "Closed"
        ? getPeriodDueDates(row.serviceId, latest.period)[0]
        : undefined;
    const askedAt = row.clientAskedAt ? formatDateTime(row.clientAskedAt, language) : "";
    return {
      id: row.id,
      service: getRecurringServiceName(row.serviceId, language),
      every: service ? t(`regular.every.${service.frequency}`) : "",
      price: row.pricePaise === null ? null : formatPaise(row.pricePaise),
      state: row.state,
      stateSaid: describeState(row, language),
      asked: row.clientAsks
        ? row.clientAsks === "pause"
          ? t("regular.askedPause", { at: askedAt })
          : t("regular.askedEnd", { at: askedAt })
        : null,
      work: latest
        ? {
            bookingId: latest.bookingId,
            period: getPeriodLabel(latest.period ?? "", language),
            stage: stage ?? "Booked",
            meaning: STAGE_TEXTS[stage ?? "Booked"].meaning,
            // The law's date (the one due-date table), the first of the period's returns.
            due: due ? describeDue(due, latest.period ?? "", language) : null,
            documentsBy: latest.requests[0]?.dueOn ? formatDay(latest.requests[0].dueOn, language) : null,
          }
        : null,
      // Before the first period's work appears: when it will.
      firstOpens:
        latest || row.state !== "active"
          ? null
          : t("regular.firstOpens", {
              period: getPeriodLabel(first, language),
              day: formatDay(getOpensOn(row, first), language),
            }),
    };
  });
}

/** "GSTR-3B for October 2026 is due on 20 Nov 2026." (the rule's own name in English; its form and period in the others). */
function describeDue(due: { name: string; form: string; date: string }, period: string, language: Language): string {
  const t = getT(language, "account");
  const day = formatDay(due.date, language);
  if (language === "en") return t("regular.due", { name: due.name, day });
  return t("regular.dueForm", { form: due.form, period: getPeriodLabel(period, language), day });
}
export type ClientEngagement = Awaited<ReturnType<typeof getClientEngagements>>[number];

function describeState(row: typeof engagements.$inferSelect, language: Language): string {
  const t = getT(language, "account");
  const since = row.stateChangedAt ? formatDateTime(row.stateChangedAt, language) : "";
  if (row.state === "paused") return t("regular.paused", { since });
  if (row.state === "ended") return since ? t("regular.stoppedOn", { since }) : t("regular.stopped");
  return "Active";
}

/**
 * The client asks to pause or stop one of their own engagements; staff
 * confirm it on the client's page. Any other engagement is refused the same
 * way as one that does not exist.
 */
export async function askAboutEngagement(
  signedIn: SessionUser,
  engagementId: number,
  ask: "pause" | "end",
  reason: string,
  language: Language = "en",
): Promise<EngagementChange> {
  const t = getT(language, "account");
  const [asked] = await getDb()
    .update(engagements)
    .set({ clientAsks: ask, clientAskedAt: new Date(), clientAskReason: reason || null })
    .where(
      and(
        eq(engagements.id, engagementId),
        sql`${engagements.clientId} in (select ${clients.id} from ${clients} where ${ownClients(signedIn)})`,
        ask === "pause" ? eq(engagements.state, "active") : ne(engagements.state, "ended"),
      ),
    )
    .returning({ serviceId: engagements.serviceId, clientId: engagements.clientId });
  if (!asked) {
    return {
      outcome: "refused",
      status: 404,
      message: t("regular.notYours"),
    };
  }
  const service = getRecurringServiceName(asked.serviceId, language);
  return {
    outcome: "done",
    notice: ask === "pause" ? t("regular.requestedPause", { service }) : t("regular.requestedEnd", { service }),
    audit: {
      action: "engagement-asked",
      what: `client ${asked.clientId}: engagement ${engagementId}, the client asks to ${ask}${reason ? `: ${reason}` : ""}`,
    },
  };
}

/** What a booking offers its client to keep, if one of its options is a recurring service. */
export type KeepFilingOffer = KeepOffer & { title: string; every: string; price: string | null; from: string };

/**
 * The offer a booking's page and its confirmation make: null when none of
 * its options is sold as a recurring service, when the booking is not the
 * signed-in client's, or when they keep it with the firm already. A guest
 * is offered it to sign in for.
 */
export async function getKeepFilingOffer(
  bookingId: string,
  signedIn: SessionUser | null,
  today = getTodayInIndia(),
): Promise<{ offer: KeepFilingOffer; signedIn: boolean } | null> {
  const booking = await getDb().query.bookings.findFirst({
    columns: { bookingId: true, email: true, clientId: true, createdAt: true, engagementId: true },
    where: (table, { eq }) => eq(table.bookingId, bookingId),
    with: { items: { columns: { serviceId: true, optionId: true, charge: true }, orderBy: (item) => item.id } },
  });
  // A period's own work item is the engagement's already.
  if (!booking || booking.engagementId !== null) return null;
  const found = findKeepOffer(booking.items, getTodayInIndia(booking.createdAt));
  if (!found) return null;
  // A yes given later never makes periods already past: those are for staff to decide.
  const startPeriod = getPastPeriods({ ...found, daysBeforeDue: null }, today).firstToOpen;
  const offer: KeepFilingOffer = {
    ...found,
    startPeriod,
    title: describeKeep(found.serviceId, found.frequency),
    every: EVERY[found.frequency],
    price: found.pricePaise === null ? null : formatPaise(found.pricePaise),
    from: getPeriodLabel(startPeriod),
  };
  if (!signedIn) return { offer, signedIn: false };
  if (signedIn.role !== "user" || booking.email.toLowerCase() !== signedIn.email.toLowerCase()) return null;
  if (booking.clientId === null) return null;
  const [running] = await getDb()
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        eq(engagements.clientId, booking.clientId),
        eq(engagements.serviceId, found.serviceId),
        ne(engagements.state, "ended"),
      ),
    );
  return running ? null : { offer, signedIn: true };
}

/**
 * The client's yes: the engagement of the offered service, active from the
 * period offered, at the booked price, owner unassigned; nothing is charged
 * until each period's invoice.
 */
export async function keepFiling(
  signedIn: SessionUser,
  bookingId: string,
  language: Language = "en",
): Promise<EngagementChange> {
  const t = getT(language, "account");
  const found = await getKeepFilingOffer(bookingId, signedIn);
  const [booking] = await getDb()
    .select({ clientId: bookings.clientId })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  if (!found?.signedIn || !booking?.clientId) {
    return {
      outcome: "refused",
      status: 409,
      message: t("regular.nothingToKeep"),
    };
  }
  const { offer } = found;
  try {
    const [added] = await getDb()
      .insert(engagements)
      .values({
        clientId: booking.clientId,
        serviceId: offer.serviceId,
        startPeriod: offer.startPeriod,
        pricePaise: offer.pricePaise,
        fromBookingId: bookingId,
        createdBy: signedIn.id,
      })
      .returning({ id: engagements.id });
    return {
      outcome: "done",
      notice: t("regular.kept", {
        service: getRecurringServiceName(offer.serviceId, language),
        every: t(`regular.every.${offer.frequency}`),
        from: getPeriodLabel(offer.startPeriod, language),
      }),
      audit: {
        action: "engagement-added",
        what: `client ${booking.clientId}: engagement ${added?.id} ${offer.serviceId} from ${offer.startPeriod}, the client's yes on booking ${bookingId}`,
      },
    };
  } catch (error) {
    if (!isRunningClash(error)) throw error;
    return {
      outcome: "refused",
      status: 409,
      message: t("regular.keptAlready", { service: getRecurringServiceName(offer.serviceId, language) }),
    };
  }
}
