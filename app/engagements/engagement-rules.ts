// Where a resumed engagement starts again, and what a booking offers to
// keep (issue 37.2): pure rules, browser-safe.
import { type Frequency, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { getPastPeriods, getPeriodOn } from "#app/engagements/periods.ts";

/**
 * Where a resumed engagement's periods start again: the first period whose
 * returns are still to come by `today` (getPastPeriods, the rule of a start
 * in the past). A period whose due date passed while it was paused is not
 * made behind staff's back; never before the start period.
 */
export function getResumePeriod(
  engagement: { serviceId: string; startPeriod: string; daysBeforeDue: number | null },
  today: string,
): string {
  return getPastPeriods(engagement, today).firstToOpen;
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
