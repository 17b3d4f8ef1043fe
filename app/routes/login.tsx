import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { Challenge } from "altcha-lib";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { Form, redirect, useSearchParams } from "react-router";
import { resendVerificationEmail } from "#app/accounts/accounts.server.ts";
import { getLandingPath } from "#app/accounts/landing.server.ts";
import { logInWithPassword } from "#app/accounts/password-login.server.ts";
import { forgetPendingVerification, getPendingVerification } from "#app/accounts/pending-verification.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getEnv } from "#app/env.server.ts";
import { failureOf, useFailureToast, usePending } from "#app/form-answer.ts";
import { readForm, readFormMeta, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { recallClientLanguage } from "#app/i18n/language-choice.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { checkRateLimit, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { emailField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/login";

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const makeEmailSchema = (t: TFunction<"account">) => emailField(t("errors.emailRequired"), t("errors.emailInvalid"));

const makeLoginSchema = (t: TFunction<"account">) =>
  z.object({
    email: makeEmailSchema(t),
    password: z
      .string({ error: t("errors.passwordRequired") })
      .min(1, t("errors.passwordRequired"))
      .max(128),
    redirectTo: z.string().max(500).optional(),
  });

/** The "resend the verification link" button of the same page. */
const makeResendSchema = (t: TFunction<"account">) =>
  z.object({ intent: z.literal("resend"), email: makeEmailSchema(t).optional().catch(undefined) });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const { sent } = readQuery(request, z.object({ sent: z.string().optional().catch(undefined) }));
  const t = getT(getLanguage(request), "account");
  return {
    pendingEmail: sent !== undefined ? await getPendingVerification(request) : null,
    meta: { title: t("login.title"), description: t("login.description") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  const language = getLanguage(request);
  const t = getT(language, "account");

  const resend = parseWithZod(formData, { schema: makeResendSchema(t) });
  if (resend.status === "success") {
    const { email } = resend.value;
    if (email && (await checkRateLimit(RATE_LIMITS.resendVerification, context.clientAddress))) {
      await resendVerificationEmail(email, request.headers, language).catch(() => {});
    }
    // The same answer whether or not the address has an account.
    return reply(null, { notice: t("login.resent"), more: { unverifiedEmail: email ?? null } });
  }

  const submission = parseWithZod(formData, { schema: makeLoginSchema(t) });
  if (submission.status !== "success") {
    return reply(submission, { hideFields: ["password"], more: { unverifiedEmail: null } });
  }
  const { email, password, redirectTo } = submission.value;
  const login = await logInWithPassword({
    email,
    password,
    solution: readFormMeta(formData).solution,
    clientAddress: context.clientAddress,
    headers: request.headers,
  });
  const refusal = (
    formError: string,
    status: number,
    more: { unverifiedEmail?: string; challenge?: Challenge | null } = {},
  ) =>
    reply(submission, {
      formError,
      status,
      hideFields: ["password"],
      challenge: more.challenge,
      more: { unverifiedEmail: more.unverifiedEmail ?? null },
    });
  switch (login.kind) {
    case "limited":
      return refusal(login.message, 429, { challenge: login.challenge });
    case "refused":
      return login.unverified
        ? refusal(t("login.notVerified"), 401, { unverifiedEmail: email })
        : refusal(t("login.failed"), 401);
    case "two-factor": {
      const next = getSafeRedirect(redirectTo, getEnv().SITE_URL);
      throw redirect(localizePath(`/two-factor?${new URLSearchParams({ redirectTo: next })}`, language), {
        headers: login.headers,
      });
    }
    case "signed-in": {
      const headers = new Headers(login.headers);
      headers.append("Set-Cookie", await forgetPendingVerification());
      // A client who chose Hindi or Odia before, on another browser, lands in it here too.
      const recalled = language === "en" && login.role !== "admin" ? await recallClientLanguage(request, email) : null;
      if (recalled) headers.append("Set-Cookie", recalled.setCookie);
      const landing = recalled?.language ?? language;
      return redirectWithToast(
        localizePath(await getLandingPath({ redirectTo, role: login.role, email }), landing),
        [{ type: "success", message: getT(landing, "account")("login.loggedIn") }],
        { headers },
      );
    }
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  const schema = useMemo(() => makeLoginSchema(t), [t]);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  // Spec section 8: a failed login is said inline and as a toast.
  useFailureToast(failureOf(actionData), { id: "login-failure" });

  const notice = actionData?.notice ?? getNotice(searchParams, t);
  const waitingEmail =
    (actionData && "unverifiedEmail" in actionData ? actionData.unverifiedEmail : null) ?? loaderData.pendingEmail;
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      {waitingEmail ? <VerifyEmailPanel email={waitingEmail} resent={Boolean(actionData?.notice)} /> : null}
      {notice ? (
        <p
          role="status"
          className="mb-5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          {notice}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label={t("field.email")} type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label={t("field.password")}
          type="password"
          autoComplete="current-password"
        />
        <ChallengeField challenge={actionData?.challenge} />
        {searchParams.get("redirectTo") ? (
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        ) : null}
        <div className="flex flex-wrap justify-between gap-2">
          {/* A way in without a password or JavaScript (issue 34.7). */}
          <Link to="/sign-in-link" className="text-sm font-semibold text-brand-700 underline">
            {t("login.emailLink")}
          </Link>
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 underline">
            {t("login.forgot")}
          </Link>
        </div>
        <SubmitButton pending={usePending(null)} className="w-full">
          {t("login.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("login.newHere")}{" "}
        <Link to="/signup" className="font-semibold text-brand-700 underline">
          {t("login.register")}
        </Link>
      </p>
    </AuthCard>
  );
}

/**
 * What to do next after signing up, or after logging in before verifying
 * (issue 18.5): where the link went, and a way to have it sent again (rate
 * limited in the action).
 */
function VerifyEmailPanel({ email, resent }: { email: string; resent: boolean }) {
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="verify-heading" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-4">
      <h2 id="verify-heading" className="text-lg font-semibold text-brand-900">
        {t("login.checkEmail")}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {t("login.linkSentBefore")}
        <strong className="[overflow-wrap:anywhere]">{email}</strong>
        {t("login.linkSentAfter")}
      </p>
      {resent ? null : (
        <Form method="post" className="mt-3 text-sm text-slate-800">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          {t("login.notThere")}{" "}
          <button type="submit" className="btn-secondary mt-2 w-full">
            {t("login.resend")}
          </button>
        </Form>
      )}
    </section>
  );
}

function getNotice(searchParams: URLSearchParams, t: TFunction<"account">): string | null {
  if (searchParams.get("link") === "expired") return t("login.linkExpired");
  if (searchParams.get("error")) return t("login.verifyLinkInvalid");
  if (searchParams.get("verified")) return t("login.verified");
  if (searchParams.get("reset")) return t("login.reset");
  return null;
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, args.loaderData?.meta ?? { title: "Login", description: "" });
}
