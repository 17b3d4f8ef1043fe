import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { redirect } from "react-router";
import { sayPasswordProblem } from "#app/accounts/account-words.server.ts";
import { choosePasswordByVerificationLink, getAccountOfVerificationLink } from "#app/accounts/email-proof.server.ts";
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
import type { Route } from "./+types/verify-email";

// A verification link opened in another browser than the one that signed up
// lands here (issue 34.5, app/accounts/email-proof.server.ts): the link
// proves the email, and the password chosen here is the account's, whatever
// password was typed at sign-up.

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const makeChoosePasswordSchema = (t: TFunction<"account">) =>
  z.object({
    token: z.string().min(1, t("verify.linkInvalid")).max(4000, t("verify.linkInvalid")),
    password: passwordField(t("errors.passwordRequired")),
  });

const LinkQuery = z.object({ token: z.string().max(4000).catch("").default("") });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const { token } = readQuery(request, LinkQuery);
  const account = await getAccountOfVerificationLink(token);
  const language = getLanguage(request);
  if (account?.verified) throw redirect(localizePath("/login?verified=1", language));
  const t = getT(language, "account");
  return {
    token: account ? token : "",
    email: account?.email ?? null,
    meta: { title: t("verify.title"), description: t("verify.description") },
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  const submission = parseWithZod(await readForm(request), { schema: makeChoosePasswordSchema(t) });
  const hideFields = ["password"];
  if (submission.status !== "success") return reply(submission, { hideFields });
  const outcome = await choosePasswordByVerificationLink(submission.value.token, submission.value.password);
  if (outcome === "chosen" || outcome === "already-verified") {
    return redirect(localizePath("/login?verified=1", language));
  }
  if (outcome === "invalid") return reply(submission, { formError: t("verify.linkInvalid"), hideFields });
  return reply(submission, { fieldErrors: { password: [sayPasswordProblem(outcome.refused, t)] }, hideFields });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const schema = useMemo(() => makeChoosePasswordSchema(t), [t]);
  if (!loaderData.email) {
    return (
      <DeadLinkCard
        title={t("verify.title")}
        message={t("verify.linkInvalid")}
        to="/login"
        action={t("verify.goToLogin")}
      />
    );
  }
  return (
    <AuthCard title={t("verify.chooseTitle")} subtitle={t("verify.chooseSubtitle")}>
      <p className="mb-3 text-sm text-slate-800">
        {t("verify.otherDeviceBefore")}
        <strong className="[overflow-wrap:anywhere]">{loaderData.email}</strong>
        {t("verify.otherDeviceAfter")}
      </p>
      <p className="mb-5 text-sm text-slate-800">{t("verify.notYou")}</p>
      <LinkPasswordForm
        schema={schema}
        lastResult={actionData?.result}
        token={loaderData.token}
        label={t("field.password")}
        submitLabel={t("verify.submit")}
      />
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "Verify your email", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
