import { data, Form } from "react-router";
import { privatePageHeaders } from "#app/cache-control.ts";
import { catchNetworkFailure } from "#app/components/network-failure.ts";
import { ToolMessage } from "#app/components/tool-page.tsx";
import { readForm, readQuery } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { confirmReminders } from "#app/tools/due-date-reminders.server.ts";
import { ReminderTokenQuery } from "#app/tools/due-date-reminders-schema.ts";
import { DUE_DATE_PROFILES } from "#app/tools/due-date-types.ts";
import type { Route } from "./+types/tools.due-dates.confirm";

// The link of the confirmation email of the due-date reminders (issue 24.3).
// Opening it shows a button; only pressing it confirms and records the
// consent, so a mail scanner that opens links cannot subscribe someone.
export function loader({ request }: Route.LoaderArgs) {
  const { token } = readQuery(request, ReminderTokenQuery);
  return data({ token }, { headers: privatePageHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await readForm(request)).get("token") ?? "").slice(0, 100);
  const confirmed = await confirmReminders(token, context.clientAddress);
  return data(
    { profile: confirmed.outcome === "confirmed" ? DUE_DATE_PROFILES[confirmed.profile] : null },
    { status: confirmed.outcome === "confirmed" ? 200 : 404, headers: privatePageHeaders() },
  );
}

/** Offline, the button stays where it is, with the message: press it again once the network is back. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({ profile: null, offline: message }));

export default function ConfirmReminders({ loaderData, actionData }: Route.ComponentProps) {
  const offline = actionData && "offline" in actionData ? String(actionData.offline) : null;
  if (!actionData || offline) {
    return (
      <ToolMessage
        title="Confirm your reminders"
        next={
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary">
              Confirm my reminders
            </button>
          </Form>
        }
      >
        <p className="mt-3 text-slate-700">
          Press the button to get an email 3 days before each tax due date. You can stop them at any time from the link
          in each email.
        </p>
        {offline ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {offline}
          </p>
        ) : null}
      </ToolMessage>
    );
  }
  return actionData.profile ? (
    <ToolMessage title="Your reminders are on">
      <p className="mt-3 text-slate-700">
        You will get an email 3 days before each due date for {actionData.profile}. Unsubscribe at any time from the
        link in each email.
      </p>
    </ToolMessage>
  ) : (
    <ToolMessage title="This link is not valid any more">
      <p className="mt-3 text-slate-700">
        It may have been used to unsubscribe, or be too old. You can ask for the reminders again on the due dates page.
      </p>
    </ToolMessage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, {
      title: "Due date reminders",
      description: "Confirm your email reminders of tax due dates.",
      path: "/tools/due-dates/confirm",
    }),
    { name: "robots", content: "noindex" },
  ];
}
