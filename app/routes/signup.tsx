import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { Form } from "react-router";
import { sayPasswordProblem, sayRegistrationError } from "#app/accounts/account-words.server.ts";
import { isEmailRegistered, registerUser } from "#app/accounts/accounts.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { rememberPendingVerification } from "#app/accounts/pending-verification.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { checkFormLimits, phoneKey } from "#app/challenge/form-limits.server.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { CheckboxField, FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, readFormMeta, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { acceptedCheckbox, emailField, nameField, PASSWORD_MIN, passwordField, phoneField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/signup";

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const makeSignupSchema = (t: TFunction<"account">) =>
  z.object({
    name: nameField(t("signup.nameRequired")),
    email: emailField(t("errors.emailRequired"), t("errors.emailInvalid")),
    phone: phoneField(t("signup.phoneRequired")),
    password: passwordField(t("errors.passwordRequired")),
    terms: acceptedCheckbox(t("signup.acceptTerms")),
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const t = getT(getLanguage(request), "account");
  return { meta: { title: t("signup.metaTitle"), description: t("signup.subtitle") } };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  const language = getLanguage(request);
  const t = getT(language, "account");
  const submission = parseWithZod(formData, { schema: makeSignupSchema(t) });
  const hideFields = ["password"];
  if (submission.status !== "success") return reply(submission, { hideFields });
  const { terms: _terms, ...account } = submission.value;
  const limits = await checkFormLimits({
    address: { rule: RATE_LIMITS.signUp, key: context.clientAddress },
    people: [
      { rule: RATE_LIMITS.signUpEmail, key: account.email },
      { rule: RATE_LIMITS.signUpPhone, key: phoneKey(account.phone) },
    ],
    solution: readFormMeta(formData).solution,
  });
  if (!limits.ok) {
    return reply(submission, { formError: limits.message, status: 429, challenge: limits.challenge, hideFields });
  }
  if (await isEmailRegistered(account.email)) {
    const fieldErrors = { email: [t("signup.emailTaken")] };
    return reply(submission, { fieldErrors, hideFields });
  }
  const passwordProblem = getPasswordProblem(account.password, "user", [account.name, account.email]);
  if (passwordProblem) {
    return reply(submission, { fieldErrors: { password: [sayPasswordProblem(passwordProblem, t)] }, hideFields });
  }
  const registered = await registerUser({ ...account, headers: request.headers, language });
  // Spec section 8: a registration error shows the raw message (in English; our words in the others).
  if (!registered.ok) {
    return reply(submission, { formError: sayRegistrationError(registered, language, t), hideFields });
  }
  // The spec's toasts, and a login page that keeps saying where the link went.
  return redirectWithToast(
    localizePath("/login?sent=1", language),
    [
      { type: "success", message: t("signup.created") },
      { type: "success", message: t("signup.verificationSent") },
    ],
    { headers: { "Set-Cookie": await rememberPendingVerification(account.email, registered.userId) } },
  );
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const schema = useMemo(() => makeSignupSchema(t), [t]);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <AuthCard title={t("signup.title")} subtitle={t("signup.subtitle")}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label={t("field.name")} autoComplete="name" />
        <TextField field={fields.email} label={t("field.email")} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t("field.phone")} type="tel" autoComplete="tel" />
        <TextField
          field={fields.password}
          label={t("field.password")}
          type="password"
          autoComplete="new-password"
          hint={t("field.passwordHint", { minimum: PASSWORD_MIN })}
        />
        <CheckboxField field={fields.terms}>
          {t("signup.iAccept")}{" "}
          <Link to="/terms" className="font-semibold text-brand-700 underline">
            {t("signup.terms")}
          </Link>
          {t("signup.iAcceptAfter")}
        </CheckboxField>
        <p className="text-sm text-slate-600">
          {t("signup.privacyBefore")}{" "}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">
            {t("signup.privacyLink")}
          </Link>
          {t("signup.privacyAfter")}
        </p>
        <ChallengeField challenge={actionData?.challenge} />
        <SubmitButton pending={usePending()} className="w-full">
          {t("signup.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("signup.already")}{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t("signup.login")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, args.loaderData?.meta ?? { title: "Register", description: "" });
}
