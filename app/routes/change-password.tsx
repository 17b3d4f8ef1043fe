import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { Form } from "react-router";
import { sayPasswordProblem } from "#app/accounts/account-words.server.ts";
import { changePassword } from "#app/accounts/accounts.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { requireSignedIn } from "#app/accounts/session.server.ts";
import { revokeSignInLinks } from "#app/accounts/sign-in-links.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { ADMIN_PASSWORD_MIN, PASSWORD_MIN, passwordField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/change-password";

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const makeChangePasswordSchema = (t: TFunction<"account">) =>
  z
    .object({
      currentPassword: z
        .string({ error: t("changePassword.currentRequired") })
        .min(1, t("changePassword.currentRequired"))
        .max(128),
      newPassword: passwordField(t("changePassword.newRequired")),
      confirmPassword: z.string({ error: t("changePassword.confirmRequired") }).max(128),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      path: ["confirmPassword"],
      message: t("changePassword.mismatch"),
    });

const HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireSignedIn(request);
  const t = getT(getLanguage(request), "account");
  return { role: user.role, meta: { title: t("changePassword.title"), description: t("changePassword.description") } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSignedIn(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  const submission = parseWithZod(await readForm(request), { schema: makeChangePasswordSchema(t) });
  if (submission.status !== "success") return reply(submission, { hideFields: HIDDEN });
  const { currentPassword, newPassword } = submission.value;
  const problem = getPasswordProblem(newPassword, user.role, [user.name, user.email]);
  if (problem) {
    return reply(submission, { fieldErrors: { newPassword: [sayPasswordProblem(problem, t)] }, hideFields: HIDDEN });
  }
  const changed = await changePassword({ currentPassword, newPassword, headers: request.headers });
  if (!changed.ok) {
    const fieldErrors = { currentPassword: [t("changePassword.currentWrong")] };
    return reply(submission, { fieldErrors, hideFields: HIDDEN });
  }
  // Sign-in links mailed before the change stop working too (issue 34.7).
  await revokeSignInLinks(user.email);
  await recordAudit({
    action: "password-changed",
    actor: user,
    target: "other sessions ended",
    clientAddress: context.clientAddress,
  });
  return redirectWithToast(
    localizePath("/change-password", language),
    [{ type: "success", message: t("changePassword.changed") }],
    { headers: changed.headers },
  );
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const schema = useMemo(() => makeChangePasswordSchema(t), [t]);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const hint = t("field.passwordHint", {
    minimum: loaderData.role === "admin" ? ADMIN_PASSWORD_MIN : PASSWORD_MIN,
  });
  return (
    <AuthCard title={t("changePassword.title")} subtitle={t("changePassword.subtitle")}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.currentPassword}
          label={t("changePassword.current")}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          field={fields.newPassword}
          label={t("field.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={hint}
        />
        <TextField
          field={fields.confirmPassword}
          label={t("changePassword.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending={usePending()} className="w-full">
          {t("changePassword.submit")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "Change password", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
