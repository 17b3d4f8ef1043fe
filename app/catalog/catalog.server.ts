// The one place that answers questions about services and prices. Pages,
// cards, the cart, the sitemap and the server's price lookup all read it.
// Server-only: pages get the one service they show from their loader, so the
// whole catalog never ships to the browser.
import { getServiceOfPeriodItem } from "#app/catalog/recurring.ts";
import {
  LLP_REGISTRATION_CARD,
  SERVICES,
  type Service,
  type ServiceCard,
  type ServiceOption,
} from "#app/catalog/services.ts";

export type { Service, ServiceCard, ServiceOption };

/** A service's id: its path without the slash ("gst-filing"). */
function getServiceId(service: Service): string {
  return service.path.slice(1);
}

/**
 * Option ids repeat across services ("company", "others"), so an option is
 * named in the cart and in bookings by "{serviceId}:{optionId}".
 */
export type OptionKey = `${string}:${string}`;

export type CatalogOption = ServiceOption & { key: OptionKey; serviceId: string; serviceName: string; sac: string };

const OPTIONS_BY_KEY = new Map<string, CatalogOption>(
  SERVICES.flatMap((service) =>
    service.options.map((option) => {
      const serviceId = getServiceId(service);
      const key: OptionKey = `${serviceId}:${option.id}`;
      return [key, { ...option, key, serviceId, serviceName: service.name, sac: option.sac ?? service.sac }] as const;
    }),
  ),
);

export function getOption(key: string): CatalogOption | undefined {
  return OPTIONS_BY_KEY.get(key);
}

export function getOptionKey(service: Service, option: ServiceOption): OptionKey {
  return `${getServiceId(service)}:${option.id}`;
}

export function getServiceByPath(pathname: string): Service | undefined {
  return SERVICES.find((service) => service.path === pathname);
}

/** The ten cards of the services mega page. */
export const MEGA_PAGE_CARDS: readonly ServiceCard[] = [
  ...SERVICES.map(({ name, summary, path }) => ({ name, summary, path })),
  LLP_REGISTRATION_CARD,
];

export { SERVICES };

/**
 * Whether a booked line's work waits for the client's approval before it
 * is filed (issue 38, item 3): its service's, or for a period's work item
 * its recurring service's (app/catalog/recurring.ts).
 */
export function needsApprovalBeforeFiling(item: { serviceId: string; optionId: string }): boolean {
  const recurring = getServiceOfPeriodItem(item);
  if (recurring) return recurring.approvalBeforeFiling;
  return SERVICES.find((service) => getServiceId(service) === item.serviceId)?.approvalBeforeFiling ?? false;
}
