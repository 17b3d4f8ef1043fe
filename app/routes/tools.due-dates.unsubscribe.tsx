import { data } from "react-router";
import { privatePageHeaders } from "#app/cache-control.ts";
import { ToolMessage } from "#app/components/tool-page.tsx";
import { readQuery } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import { unsubscribeReminders } from "#app/tools/due-date-reminders.server.ts";
import { ReminderTokenQuery } from "#app/tools/due-date-reminders-schema.ts";
import type { Route } from "./+types/tools.due-dates.unsubscribe";

// The unsubscribe link of each due-date reminder (issue 24.3): opening it
// unsubscribes at once, one click, nothing to confirm. NOTE: a mail scanner
// that opens links before the reader does would unsubscribe them: acceptable
// for a reminder list (they can ask again), not for anything that matters more.
// The link opens in the language the reminders are written in.
export const handle = { i18n: ["tools"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { token } = readQuery(request, ReminderTokenQuery);
  const outcome = await unsubscribeReminders(token);
  const t = getT(getLanguage(request), "tools");
  const meta = { title: t("dueDates.metaTitle"), description: t("dueDates.unsubscribe.metaDescription") };
  return data(
    { unsubscribed: outcome === "unsubscribed", meta },
    { status: outcome === "unsubscribed" ? 200 : 404, headers: privatePageHeaders() },
  );
}

export default function UnsubscribeReminders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tools");
  return loaderData.unsubscribed ? (
    <ToolMessage title={t("dueDates.unsubscribe.title")}>
      <p className="mt-3 text-slate-700">{t("dueDates.unsubscribe.lead")}</p>
    </ToolMessage>
  ) : (
    <ToolMessage title={t("dueDates.invalidLink")}>
      <p className="mt-3 text-slate-700">{t("dueDates.unsubscribe.invalidLead")}</p>
    </ToolMessage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, {
      ...(args.loaderData?.meta ?? { title: "", description: "" }),
      path: "/tools/due-dates/unsubscribe",
    }),
    { name: "robots", content: "noindex" },
  ];
}
