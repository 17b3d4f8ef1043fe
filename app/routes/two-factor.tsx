import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, redirect, useSearchParams } from "react-router";
import { verifySecondFactor } from "#app/accounts/accounts.server.ts";
import { hasTwoFactorChallenge } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getEnv } from "#app/env.server.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/two-factor";

// The second step of an admin's sign-in, reached only from /login with the
// signed cookie of a pending challenge; no session exists until it passes.

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const makeTwoFactorSchema = (t: TFunction<"account">) =>
  z.object({
    code: z
      .string({ error: t("twoFactor.codeRequired") })
      .trim()
      .min(1, t("twoFactor.codeRequired"))
      .max(40, t("twoFactor.codeWrong"))
      .transform((code) => code.replaceAll(" ", "")),
    redirectTo: z.string().max(500).optional(),
  });

export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  if (!hasTwoFactorChallenge(request)) throw redirect(localizePath("/login", language));
  const t = getT(language, "account");
  return { meta: { title: t("twoFactor.title"), description: t("twoFactor.description") } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = getLanguage(request);
  if (!hasTwoFactorChallenge(request)) throw redirect(localizePath("/login", language));
  const t = getT(language, "account");
  const submission = parseWithZod(await readForm(request), { schema: makeTwoFactorSchema(t) });
  if (submission.status !== "success") return reply(submission, { hideFields: ["code"] });
  const outcome = await verifySecondFactor(submission.value.code, request.headers);
  if (!outcome.ok) {
    await recordAudit({
      action: "sign-in-failed",
      actor: null,
      target: "wrong second factor",
      clientAddress: context.clientAddress,
    });
    return reply(submission, { formError: t("twoFactor.codeWrong"), hideFields: ["code"], status: 401 });
  }
  await recordAudit({
    action: "sign-in",
    actor: { id: outcome.userId, email: outcome.email },
    target: "with a second factor",
    clientAddress: context.clientAddress,
  });
  return redirectWithToast(
    getSafeRedirect(submission.value.redirectTo, getEnv().SITE_URL),
    [{ type: "success", message: t("login.loggedIn") }],
    { headers: outcome.headers },
  );
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const schema = useMemo(() => makeTwoFactorSchema(t), [t]);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo");
  return (
    <AuthCard title={t("twoFactor.title")} subtitle={t("twoFactor.subtitle")}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.code} label={t("twoFactor.code")} autoComplete="one-time-code" inputMode="text" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <SubmitButton pending={usePending()} className="w-full">
          {t("twoFactor.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t("twoFactor.back")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "Two-factor sign-in", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
