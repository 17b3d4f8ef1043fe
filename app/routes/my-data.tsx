import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { data, Form } from "react-router";
import { requireUser } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { listOwnRequests, requestErasure } from "#app/privacy/my-data.server.ts";
import { makeErasureRequestSchema } from "#app/privacy/my-data-schema.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/my-data";

// A client's own data (issue 22.4): take a copy of everything, or ask for
// erasure; staff decide, and the answer is emailed and shown here.
const NOT_STORED = { "Cache-Control": "private, no-store" };

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  return data(
    {
      email: user.email,
      requests: await listOwnRequests(user.email, language),
      meta: { title: t("myData.title"), description: t("myData.description") },
    },
    { headers: NOT_STORED },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const t = getT(getLanguage(request), "account");
  const schema = makeErasureRequestSchema(t("myData.noteTooLong"));
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") return reply(submission, { headers: NOT_STORED });
  const { created } = await requestErasure(user, submission.value.note);
  if (created) {
    await recordAudit({
      action: "erasure-requested",
      actor: user,
      target: user.email,
      clientAddress: context.clientAddress,
    });
  }
  return reply(submission, {
    notice: created ? t("myData.requested") : t("myData.alreadyWaiting"),
    headers: NOT_STORED,
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const answer = useSettledAnswer(actionData);
  const schema = useMemo(() => makeErasureRequestSchema(t("myData.noteTooLong")), [t]);
  const [form, fields] = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  return (
    <section className="container-page max-w-3xl space-y-8 py-10 [overflow-wrap:anywhere]">
      <header>
        <p className="text-sm">
          <Link to="/user-dashboard" className="font-semibold text-brand-700 underline">
            {t("myData.myBookings")}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900">{t("myData.title")}</h1>
        <p className="mt-2 text-slate-700">
          {t("myData.introBefore", { email: loaderData.email })}{" "}
          <Link to="/privacy" className="underline">
            {t("myData.privacyNotice")}
          </Link>{" "}
          {t("myData.introAfter")}
        </p>
      </header>

      <section aria-labelledby="copy-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="copy-heading" className="text-lg font-semibold text-brand-900">
          {t("myData.copyHeading")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t("myData.copyText")}</p>
        <a href="/my-data/export" className="btn-secondary mt-3 inline-block" download>
          {t("myData.download")}
        </a>
      </section>

      <section aria-labelledby="erase-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="erase-heading" className="text-lg font-semibold text-brand-900">
          {t("myData.eraseHeading")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t("myData.eraseText")}</p>
        {loaderData.requests.length > 0 ? (
          <ul aria-label={t("myData.requests")} className="mt-3 space-y-2 text-sm">
            {loaderData.requests.map((request) => (
              <li key={request.id} className="rounded-lg bg-slate-50 px-3 py-2">
                <strong>{t(`myData.status.${request.status}`)}</strong>
                {t("myData.asked", { at: request.createdAt })}
                {request.decidedAt ? t("myData.answered", { at: request.decidedAt }) : ""}
                {request.reason ? <span className="block">{request.reason}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="erase" />
          <div>
            <label htmlFor={fields.note.id} className="block text-sm font-semibold text-slate-800">
              {t("myData.note")}
            </label>
            <textarea
              {...getTextareaProps(fields.note)}
              key={fields.note.key}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
            />
            {fields.note.errors ? (
              <p id={fields.note.errorId} className="mt-1 text-sm font-medium text-red-700">
                {fields.note.errors[0]}
              </p>
            ) : null}
          </div>
          <FormErrors id={form.errorId} errors={form.errors} />
          {answer?.notice ? (
            <p role="status" className="text-sm font-semibold text-green-800">
              {answer.notice}
            </p>
          ) : null}
          <SubmitButton pending={usePending()} pendingLabel={t("myData.sending")}>
            {t("myData.submit")}
          </SubmitButton>
        </Form>
      </section>
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "Your data", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
