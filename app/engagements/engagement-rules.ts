// Which periods of an engagement are made, and what a booking offers to
// keep (issue 37.2): pure rules, browser-safe, so the staff form shows the
// periods already past as the server will decide them.
import { type Frequency, getRecurringService, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { getNextPeriod, getOpensOn, getPeriodOn, getPeriodsBetween } from "#app/engagements/periods.ts";

const frequencyOf = (serviceId: string): Frequency => getRecurringService(serviceId)?.frequency ?? "monthly";

/**
 * The periods from `startPeriod` that ended before `today` (ISO, India):
 * the ones staff must confirm before their work is made (issue 37, 'Bad
 * input': create the missed periods only if staff confirm).
 */
export function getPastPeriods(serviceId: string, startPeriod: string, today: string): string[] {
  const current = getPeriodOn(frequencyOf(serviceId), today);
  return getPeriodsBetween(startPeriod, current).filter((period) => period !== current);
}

/** The first period from `startPeriod` that has not ended by `today`. */
export function getFirstPeriodNotPast(serviceId: string, startPeriod: string, today: string): string {
  const current = getPeriodOn(frequencyOf(serviceId), today);
  if (startPeriod < current) return current;
  return startPeriod;
}

/**
 * Where a resumed engagement's periods start again: the first period whose
 * work item has not appeared by `today` (getOpensOn). A period whose day
 * came while the engagement was paused is not made behind staff's back.
 * Never before the start period.
 */
export function getResumePeriod(
  engagement: { serviceId: string; startPeriod: string; daysBeforeDue: number | null },
  today: string,
): string {
  const frequency = frequencyOf(engagement.serviceId);
  // A work item appears at most a few months after its period: a year back is far enough to begin the walk.
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  let period = getPeriodOn(frequency, yearAgo);
  while (getOpensOn(engagement, period) < today) period = getNextPeriod(period);
  if (period < engagement.startPeriod) return engagement.startPeriod;
  return period;
}

/** What a booked option offers to keep: the recurring service that sells it, its price and first period. */
export type KeepOffer = {
  serviceId: string;
  serviceName: string;
  frequency: Frequency;
  /** The booked price per period; null when the option is priced 'On Request'. */
  pricePaise: number | null;
  startPeriod: string;
};

/**
 * The first booked option a recurring service sells, kept from the period
 * after the one the booking covered. A booking made on the site is for the
 * period that ended last (a return is filed after its period: October's
 * GSTR-3B in November), so the next is the period it was booked in.
 */
export function findKeepOffer(
  items: readonly { serviceId: string; optionId: string; charge: number | null }[],
  bookedOn: string,
): KeepOffer | null {
  for (const item of items) {
    const service = RECURRING_SERVICES.find((each) => each.optionKey === `${item.serviceId}:${item.optionId}`);
    if (!service) continue;
    return {
      serviceId: service.id,
      serviceName: service.name,
      frequency: service.frequency,
      pricePaise: item.charge === null ? null : item.charge * 100,
      startPeriod: getPeriodOn(service.frequency, bookedOn),
    };
  }
  return null;
}

/** "every month", "every quarter", "every year". */
export const EVERY: Record<Frequency, string> = {
  monthly: "every month",
  quarterly: "every quarter",
  yearly: "every year",
};

/** The offer's heading, in the client's words: "Keep filing every month". */
export function describeKeep(serviceId: string, frequency: Frequency): string {
  return serviceId === "accounting-monthly"
    ? `Keep your accounts ${EVERY[frequency]}`
    : `Keep filing ${EVERY[frequency]}`;
}
