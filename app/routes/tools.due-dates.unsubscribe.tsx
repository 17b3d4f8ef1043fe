import { data } from "react-router";
import { privatePageHeaders } from "#app/cache-control.ts";
import { ToolMessage } from "#app/components/tool-page.tsx";
import { readQuery } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { unsubscribeReminders } from "#app/tools/due-date-reminders.server.ts";
import { ReminderTokenQuery } from "#app/tools/due-date-reminders-schema.ts";
import type { Route } from "./+types/tools.due-dates.unsubscribe";

// The unsubscribe link of each due-date reminder (issue 24.3): opening it
// unsubscribes at once, one click, nothing to confirm. NOTE: a mail scanner
// that opens links before the reader does would unsubscribe them: acceptable
// for a reminder list (they can ask again), not for anything that matters more.
export async function loader({ request }: Route.LoaderArgs) {
  const { token } = readQuery(request, ReminderTokenQuery);
  const outcome = await unsubscribeReminders(token);
  return data(
    { unsubscribed: outcome === "unsubscribed" },
    { status: outcome === "unsubscribed" ? 200 : 404, headers: privatePageHeaders() },
  );
}

export default function UnsubscribeReminders({ loaderData }: Route.ComponentProps) {
  return loaderData.unsubscribed ? (
    <ToolMessage title="Unsubscribed">
      <p className="mt-3 text-slate-700">You will get no more reminders.</p>
    </ToolMessage>
  ) : (
    <ToolMessage title="This link is not valid any more">
      <p className="mt-3 text-slate-700">
        If you still get reminders, use the link in the latest one, or write to us and we will stop them.
      </p>
    </ToolMessage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, {
      title: "Due date reminders",
      description: "Unsubscribe from the email reminders of tax due dates.",
      path: "/tools/due-dates/unsubscribe",
    }),
    { name: "robots", content: "noindex" },
  ];
}
