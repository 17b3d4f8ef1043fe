import { getUpcomingDueDates } from "#app/catalog/due-dates.ts";
import { getEnv } from "#app/env.server.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { readQuery } from "#app/forms.server.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { DueDateProfileQuery } from "#app/tools/due-date-reminders-schema.ts";
import { renderDueDatesIcs } from "#app/tools/due-dates-ics.server.ts";
import type { Route } from "./+types/tools.due-dates[.]ics";

// The calendar as a feed calendar apps subscribe to (?profile=…): the next
// 12 months from today, refetched by the app as it pleases.
export function loader({ request }: Route.LoaderArgs) {
  const { profile } = readQuery(request, DueDateProfileQuery);
  const body = renderDueDatesIcs(getUpcomingDueDates({ profile, from: getTodayInIndia() }), {
    profile,
    siteUrl: getEnv().SITE_URL,
    firmName: getSiteConfig().name,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="tax-due-dates${profile ? `-${profile}` : ""}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
