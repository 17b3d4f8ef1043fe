import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useSubmit } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { getDueDateText } from "#app/catalog/due-date-text.ts";
import { getUpcomingDueDates } from "#app/catalog/due-dates.ts";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getToolJsonLd, ToolNextStep, ToolPage } from "#app/components/tool-page.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { getEnv } from "#app/env.server.ts";
import { usePending } from "#app/form-answer.ts";
import { useFormMessage } from "#app/form-messages.ts";
import { formatCalendarDay, formatCalendarMonth, getTodayInIndia } from "#app/format-date.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { Link, useLanguage } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { requestReminders } from "#app/tools/due-date-reminders.server.ts";
import { DueDateProfileQuery, RemindersSchema } from "#app/tools/due-date-reminders-schema.ts";
import { DUE_DATE_PROFILES, type DueDateProfile } from "#app/tools/due-date-types.ts";
import { getToolService, type ToolServiceId } from "#app/tools/tool-services.server.ts";
import { getToolTexts } from "#app/tools/tool-texts.ts";
import { DUE_DATES_TOOL } from "#app/tools/tools.ts";
import type { Route } from "./+types/tools.due-dates";

/** The service that files what each profile owes. */
const SERVICES: Record<DueDateProfile | "all", [string, ToolServiceId]> = {
  all: ["gst-filing:monthly_gst", "dueAll"],
  salaried: ["income-tax-filing:individual", "dueSalaried"],
  "gst-monthly": ["gst-filing:monthly_gst", "dueGstMonthly"],
  "gst-qrmp": ["gst-filing:quarterly_gst", "dueGstQrmp"],
  company: ["company-secretary-services:asf", "dueCompany"],
  llp: ["company-secretary-services:asf", "dueLlp"],
};

export const handle = { i18n: ["tools", "forms"] } satisfies I18nHandle;

// ?profile= filters; the page is the same for everyone with the same address.
// Each entry's words are in the page's language (app/catalog/due-date-text.ts), its source as the law cites it.
export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const text = getToolTexts(language).dueDates;
  const { profile } = readQuery(request, DueDateProfileQuery);
  const dates = getUpcomingDueDates({ profile, from: getTodayInIndia() }).map((due) => getDueDateText(due, language));
  const months = new Map<string, typeof dates>();
  for (const date of dates) {
    const month = formatCalendarMonth(date.date, language);
    months.set(month, [...(months.get(month) ?? []), date]);
  }
  const siteUrl = getEnv().SITE_URL;
  const feed = `/tools/due-dates.ics${profile ? `?profile=${profile}` : ""}`;
  const [optionKey, serviceId] = SERVICES[profile ?? "all"];
  return {
    profile: profile ?? "",
    months: [...months].map(([month, entries]) => ({
      month,
      entries: entries.map((entry) => ({ ...entry, day: formatCalendarDay(entry.date, language) })),
    })),
    feed: { download: feed, subscribe: `${siteUrl.replace(/^https?:/, "webcal:")}${feed}` },
    service: getToolService(optionKey, serviceId, language),
    jsonLd: getToolJsonLd({ ...text, url: `${siteUrl}${new URL(request.url).pathname}` }),
    text,
  };
}

/** Said in the page's language by app/form-messages.ts (forms `done.remindersSent`). */
const SENT =
  "Check your inbox: we have sent you a link to confirm. The reminders start once you confirm, and each one has a link to stop them.";

/** 'Email me 3 days before': a double opt-in, the same answer whatever the email (app/tools/due-date-reminders.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: RemindersSchema });
  const headers = { "Cache-Control": "private, no-store" };
  if (submission.status !== "success") return reply(submission, { headers });
  if (!(await checkRateLimit(RATE_LIMITS.dueDateRequest, context.clientAddress))) {
    return reply(submission, { formError: RATE_LIMIT_MESSAGE, status: 429, headers });
  }
  await requestReminders({ ...submission.value, language: getLanguage(request) });
  return reply(submission, { notice: SENT, headers });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function DueDates({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, months, feed, service } = loaderData;
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { t } = useTranslation("tools");
  const english = useLanguage() === "en";
  return (
    <ToolPage
      name={loaderData.text.name}
      title={loaderData.text.title}
      lead={loaderData.text.lead}
      jsonLd={loaderData.jsonLd}
      faqs={loaderData.text.faqs}
    >
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5">
        <Form method="get" className="flex w-full min-w-0 flex-wrap items-end gap-3 sm:w-auto">
          <div className="w-full min-w-0 sm:w-auto">
            <label htmlFor="profile" className="block text-sm font-semibold">
              {t("dueDates.iAmA")}
            </label>
            <select
              id="profile"
              name="profile"
              defaultValue={profile}
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            >
              <option value="">{t("dueDates.everyDate")}</option>
              <ProfileOptions />
            </select>
          </div>
          {hydrated ? null : (
            <button type="submit" className="btn-primary">
              {t("dueDates.showMine")}
            </button>
          )}
        </Form>
        <div className="flex flex-wrap gap-3 text-sm">
          <a href={feed.subscribe} className="btn-secondary">
            {t("dueDates.subscribe")}
          </a>
          <a href={feed.download} className="font-semibold text-brand-700 underline">
            {t("dueDates.download")}
          </a>
        </div>
      </div>
      {english ? null : <p className="text-sm text-slate-600">{t("incomeTax.sourcesInEnglish")}</p>}
      {months.map(({ month, entries }) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="text-lg font-bold text-brand-900">
            {month}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {entries.map((entry) => (
              <li key={`${entry.ruleId}-${entry.date}`} className="grid gap-1 p-4 sm:grid-cols-[7rem_minmax(0,1fr)]">
                <p className="font-semibold text-brand-800">{entry.day}</p>
                <div className="text-sm text-slate-700">
                  <p className="text-base font-semibold text-slate-900">
                    {entry.name} <span className="font-normal text-slate-600">({entry.form})</span>
                  </p>
                  <p className="mt-1">{t("dueDates.who", { who: entry.who })}</p>
                  <p>{t("dueDates.ifLate", { lateFee: entry.lateFee })}</p>
                  <p lang={english ? undefined : "en-IN"} className="mt-1 text-xs text-slate-500">
                    {entry.source}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Reminders profile={profile} answer={actionData} />
      <ToolNextStep service={service} />
    </ToolPage>
  );
}

function Reminders({ profile, answer }: { profile: string; answer: Route.ComponentProps["actionData"] }) {
  const pending = usePending();
  const { t } = useTranslation("tools");
  const say = useFormMessage();
  const errors = answer?.result?.error ?? {};
  const fieldError = (name: string) => {
    const message = errors[name]?.[0];
    return message ? say(message) : undefined;
  };
  return (
    <section aria-labelledby="reminders-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="reminders-heading" className="text-lg font-semibold text-brand-900">
        {t("dueDates.reminders.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("dueDates.reminders.lead")}{" "}
        <Link to="/privacy" className="underline">
          {t("dueDates.reminders.privacy")}
        </Link>
      </p>
      {answer?.notice ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          {say(answer.notice)}
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        >
          {fieldError("") ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3">
              {fieldError("")}
            </p>
          ) : null}
          <div>
            <label htmlFor="reminder-email" className="block text-sm font-semibold">
              {t("dueDates.reminders.email")}
            </label>
            <input
              id="reminder-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              aria-invalid={fieldError("email") ? true : undefined}
              aria-describedby={fieldError("email") ? "reminder-email-error" : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
            />
            {fieldError("email") ? (
              <p id="reminder-email-error" className="mt-1 text-sm text-red-700">
                {fieldError("email")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="reminder-profile" className="block text-sm font-semibold">
              {t("dueDates.reminders.for")}
            </label>
            <select
              id="reminder-profile"
              name="profile"
              defaultValue={profile || "salaried"}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
            >
              <ProfileOptions />
            </select>
          </div>
          <button type="submit" className="btn-primary" disabled={pending}>
            {t("dueDates.reminders.send")}
          </button>
        </Form>
      )}
    </section>
  );
}

/** "I am a …": each profile, in the page's language. */
function ProfileOptions() {
  const { t } = useTranslation("tools");
  return (Object.keys(DUE_DATE_PROFILES) as DueDateProfile[]).map((value) => (
    <option key={value} value={value}>
      {t(`dueDates.profiles.${value}`)}
    </option>
  ));
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: args.loaderData?.text.title ?? "",
    description: args.loaderData?.text.description ?? "",
    path: DUE_DATES_TOOL.path,
  });
}

export const ErrorBoundary = GeneralErrorBoundary;
