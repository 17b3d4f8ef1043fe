import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { redirect } from "react-router";
import { sayPasswordProblem } from "#app/accounts/account-words.server.ts";
import { resetPassword } from "#app/accounts/accounts.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { DeadLinkCard, LinkPasswordForm } from "#app/components/link-password-form.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import { passwordField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/reset-password";

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const makeResetPasswordSchema = (t: TFunction<"account">) =>
  z.object({
    token: z.string().regex(/^[\w-]{1,200}$/, t("reset.linkInvalid")),
    password: passwordField(t("errors.passwordRequired")),
  });

const ResetLinkQuery = z.object({
  token: z.string().catch("").default(""),
  error: z.string().optional().catch(undefined),
});

// The emailed link passes through Better Auth, which checks the token and
// sends the visitor here with ?token=… (or ?error=INVALID_TOKEN).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const { token, error } = readQuery(request, ResetLinkQuery);
  const t = getT(getLanguage(request), "account");
  return {
    token,
    invalid: error !== undefined,
    meta: { title: t("reset.title"), description: t("reset.description") },
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  const submission = parseWithZod(await readForm(request), { schema: makeResetPasswordSchema(t) });
  const hideFields = ["password"];
  if (submission.status !== "success") return reply(submission, { hideFields });
  const changed = await resetPassword(submission.value.token, submission.value.password);
  if (changed === false) return reply(submission, { formError: t("reset.linkInvalid"), hideFields });
  if (changed !== true) {
    return reply(submission, { fieldErrors: { password: [sayPasswordProblem(changed.refused, t)] }, hideFields });
  }
  return redirect(localizePath("/login?reset=1", language));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const schema = useMemo(() => makeResetPasswordSchema(t), [t]);
  if (!loaderData.token || loaderData.invalid) {
    return (
      <DeadLinkCard
        title={t("reset.title")}
        message={t("reset.linkInvalid")}
        to="/forgot-password"
        action={t("reset.newLink")}
      />
    );
  }
  return (
    <AuthCard title={t("reset.title")}>
      <LinkPasswordForm
        schema={schema}
        lastResult={actionData?.result}
        token={loaderData.token}
        label={t("field.newPassword")}
        submitLabel={t("reset.submit")}
      />
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "Set a new password", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
