import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { privatePageHeaders } from "#app/cache-control.ts";
import { catchNetworkFailure } from "#app/components/network-failure.ts";
import { ToolMessage } from "#app/components/tool-page.tsx";
import { failureOf } from "#app/form-answer.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
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
  const submission = parseWithZod(await readForm(request), { schema: ReminderTokenQuery });
  // The schema cannot fail: an odd token is an empty one, which confirms nothing.
  const token = submission.status === "success" ? submission.value.token : "";
  const confirmed = await confirmReminders(token, context.clientAddress);
  const profile = confirmed.outcome === "confirmed" ? DUE_DATE_PROFILES[confirmed.profile] : null;
  // The page says what happened in place of the button: a card for either answer.
  return reply(submission, { status: profile ? 200 : 404, headers: privatePageHeaders(), more: { profile } });
}

/** Offline, the button stays where it is, with the message: press it again once the network is back. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export default function ConfirmReminders({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "profile" in actionData ? actionData : null;
  const offline = actionData && !answer ? (failureOf(actionData) ?? null) : null;
  if (!answer) {
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
  return answer.profile ? (
    <ToolMessage title="Your reminders are on">
      <p className="mt-3 text-slate-700">
        You will get an email 3 days before each due date for {answer.profile}. Unsubscribe at any time from the link in
        each email.
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
