import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { Form } from "react-router";
import { requestPasswordReset } from "#app/accounts/accounts.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { checkFormLimits } from "#app/challenge/form-limits.server.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, readFormMeta, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { checkRateLimit, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { emailField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/forgot-password";

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const makeForgotPasswordSchema = (t: TFunction<"account">) =>
  z.object({ email: emailField(t("forgot.emailRequired"), t("forgot.emailInvalid")) });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const t = getT(getLanguage(request), "account");
  return { meta: { title: t("forgot.title"), description: t("forgot.description") } };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  const submission = parseWithZod(formData, { schema: makeForgotPasswordSchema(t) });
  if (submission.status !== "success") return reply(submission);
  const limits = await checkFormLimits({
    address: { rule: RATE_LIMITS.passwordReset, key: context.clientAddress },
    solution: readFormMeta(formData).solution,
  });
  if (!limits.ok) return reply(submission, { formError: limits.message, status: 429, challenge: limits.challenge });
  // The same answer whether or not the email has an account, and whether or
  // not this account has had its share of reset emails this hour.
  if (await checkRateLimit(RATE_LIMITS.passwordResetAccount, submission.value.email)) {
    await requestPasswordReset(submission.value.email, request.headers, language);
  }
  return reply(submission, { notice: t("forgot.sent") });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const pending = usePending();
  const schema = useMemo(() => makeForgotPasswordSchema(t), [t]);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {actionData?.notice ? (
        <p
          role="status"
          className="mb-5 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {actionData.notice}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label={t("field.email")} type="email" autoComplete="email" />
        <ChallengeField challenge={actionData?.challenge} />
        <SubmitButton pending={pending} className="w-full">
          {t("forgot.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t("forgot.back")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, args.loaderData?.meta ?? { title: "Forgot password", description: "" });
}
