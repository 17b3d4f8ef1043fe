import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { privatePageHeaders } from "#app/cache-control.ts";
import { catchNetworkFailure } from "#app/components/network-failure.ts";
import { ToolMessage } from "#app/components/tool-page.tsx";
import { failureOf } from "#app/form-answer.ts";
import { useFormMessage } from "#app/form-messages.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import { confirmReminders } from "#app/tools/due-date-reminders.server.ts";
import { ReminderTokenQuery } from "#app/tools/due-date-reminders-schema.ts";
import type { Route } from "./+types/tools.due-dates.confirm";

// The link of the confirmation email of the due-date reminders (issue 24.3).
// Opening it shows a button; only pressing it confirms and records the
// consent, so a mail scanner that opens links cannot subscribe someone.
// The email's link opens in the language the reminders were asked in.
export const handle = { i18n: ["tools", "forms"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const { token } = readQuery(request, ReminderTokenQuery);
  const t = getT(getLanguage(request), "tools");
  const meta = { title: t("dueDates.metaTitle"), description: t("dueDates.confirm.metaDescription") };
  return data({ token, meta }, { headers: privatePageHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ReminderTokenQuery });
  // The schema cannot fail: an odd token is an empty one, which confirms nothing.
  const token = submission.status === "success" ? submission.value.token : "";
  const confirmed = await confirmReminders(token, context.clientAddress);
  const profile = confirmed.outcome === "confirmed" ? confirmed.profile : null;
  // The page says what happened in place of the button: a card for either answer.
  return reply(submission, { status: profile ? 200 : 404, headers: privatePageHeaders(), more: { profile } });
}

/** Offline, the button stays where it is, with the message: press it again once the network is back. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export default function ConfirmReminders({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "profile" in actionData ? actionData : null;
  const offline = actionData && !answer ? (failureOf(actionData) ?? null) : null;
  const { t } = useTranslation("tools");
  const say = useFormMessage();
  if (!answer) {
    return (
      <ToolMessage
        title={t("dueDates.confirm.title")}
        next={
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary">
              {t("dueDates.confirm.button")}
            </button>
          </Form>
        }
      >
        <p className="mt-3 text-slate-700">{t("dueDates.confirm.lead")}</p>
        {offline ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {say(offline)}
          </p>
        ) : null}
      </ToolMessage>
    );
  }
  return answer.profile ? (
    <ToolMessage title={t("dueDates.confirm.on")}>
      <p className="mt-3 text-slate-700">
        {t("dueDates.confirm.onLead", { profile: t(`dueDates.profiles.${answer.profile}`) })}
      </p>
    </ToolMessage>
  ) : (
    <ToolMessage title={t("dueDates.invalidLink")}>
      <p className="mt-3 text-slate-700">{t("dueDates.confirm.invalidLead")}</p>
    </ToolMessage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, {
      ...(args.loaderData?.meta ?? { title: "", description: "" }),
      path: "/tools/due-dates/confirm",
    }),
    { name: "robots", content: "noindex" },
  ];
}
